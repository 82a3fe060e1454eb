//! Monte Carlo tree search: the tree, selection, playout policies,
//! patterns, time control and ownership.

pub mod light;
pub mod rng;
