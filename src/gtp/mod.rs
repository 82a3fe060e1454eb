//! The GTP v2 protocol layer.
//!
//! `parse` turns one input line into a request (or says there is nothing
//! to answer), checks typed arguments and formats responses; `server`
//! runs the read–answer loop; `commands` is the one command table and
//! `handlers` holds the commands themselves, grouped by topic; `gfx` writes
//! GoGui's graphics text.

pub mod commands;
pub mod engine;
pub mod gfx;
mod handlers;
pub mod parse;
pub mod server;

pub use engine::{Engine, Outcome};
pub use server::{Input, serve};
