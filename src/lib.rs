//! Tengen: a classical Monte Carlo Go engine speaking GTP v2.
//!
//! Layers, lowest first; a layer only uses the ones before it in this
//! list: `board` (fast position), `rules` (rulesets, scoring, handicap),
//! `game` (history, superko, undo, clocks), `sgf` (game records),
//! `search` (Monte Carlo tree search), `gtp` (the protocol server);
//! `bench` measures them from the command line.

pub mod bench;
pub mod board;
pub mod game;
pub mod gtp;
pub mod rules;
pub mod search;
pub mod sgf;
