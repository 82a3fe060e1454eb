//! Monte Carlo tree search, in rooms as in Pachi's module map:
//!
//! - `player`: the [`Player`] the GTP layer talks to — time per move,
//!   the decisions around a search (pass, resign, cleanup), pondering,
//!   dynamic komi, and the ownership searches behind the dead-stone judge;
//! - `book`: the 9×9 opening book the player plays from;
//! - `tree`: the shared tree's nodes, one search run over it
//!   (selection, expansion, RAVE, backup, memory cap) and tree reuse;
//! - `playout`: the playout policy (3×3 patterns, two-liberty tactics,
//!   light playouts) and the count of a finished playout;
//! - `tactics`: ladders and nakade, for the policy and the priors;
//! - `priors`: a new node's prior knowledge from learned move features;
//! - `judge`: dead stones, local seki, what to fill before passing;
//! - `report`: what a search returns and what watching one sees
//!   (plain data: the text formats of GUIs are the `gtp` layer's);
//! - [`rng`]: the fast generator of the playouts.
//!
//! The search runs on the concrete `Board<W>` of the game's size class.

mod book;
mod judge;
mod player;
mod playout;
mod priors;
mod report;
pub mod rng;
mod tactics;
mod tree;

pub use player::{Decision, GenmoveKind, GenmoveResult, Player, SearchConfig, dynamic_komi};
pub use playout::light;
pub use priors::{features, owners};
pub use report::{Hooks, MoveInfo, Observer, Ownership, RootFilter, RootInfo, SearchReport};
pub use tree::NODE_BYTES;
pub use tree::run::{Budget, search_position, search_tree, search_with};
