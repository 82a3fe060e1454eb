//! The search tree and what runs over it: [`node`] holds the shared,
//! lock-free nodes and their statistics; [`run`] is one search (threads
//! descend, expand, play out and back up until the budget is spent),
//! `simulate` one descent and its backup;
//! [`reuse`] keeps a tree between searches and descends it by the moves
//! played since.

pub mod node;
pub mod reuse;
pub mod run;
mod simulate;

pub use node::*;
