//! Tengen: a classical Monte Carlo Go engine speaking GTP v2.
//!
//! Layers, lowest first; a layer only uses the ones above it in this list:
//! `board` (fast position), `rules` (rulesets, scoring, handicap),
//! `game` (history, superko, undo, clocks), `sgf` (game records),
//! `search` (Monte Carlo tree search), `gtp` (the protocol server).

pub mod board;
pub mod gtp;
pub mod rules;
pub mod sgf;
