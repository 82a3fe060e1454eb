//! The GTP v2 protocol layer.
//!
//! `parse` turns one input line into a request (or says there is nothing
//! to answer), checks typed arguments and formats responses; the command
//! handlers build on it.

pub mod parse;
