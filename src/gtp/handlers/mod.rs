//! The command handlers, one file per topic. Each takes the engine and
//! the request and returns an [`Outcome`](super::engine::Outcome); none
//! may leave the game half-changed when it fails.

pub mod analyze;
pub mod core;
pub mod debug;
pub mod ext;
pub mod moves;
pub mod scoring;
pub mod stream;

use super::parse::ArgError;
use crate::board::{Color, Vertex};
use crate::game::GameError;

/// GTP's word for a refused move or setup.
pub fn game_error_message(e: GameError) -> &'static str {
    match e {
        GameError::Illegal(_)
        | GameError::Superko
        | GameError::PassInOpening
        | GameError::NoCaptureChoice => "illegal move",
        GameError::BoardNotEmpty => "board not empty",
        GameError::CannotUndo => "cannot undo",
        GameError::NoZuozi => "no zuozi points on this board size",
    }
}

/// Vertices joined by single spaces, in a stable order (A1, B1, … by row).
pub fn vertex_list(vertices: &[Vertex]) -> String {
    let mut sorted = vertices.to_vec();
    sorted.sort_by_key(|v| (v.row, v.col));
    sorted
        .iter()
        .map(|v| v.to_string())
        .collect::<Vec<_>>()
        .join(" ")
}

/// One colour argument, alone.
pub fn single_color(args: &[String]) -> Result<Color, ArgError> {
    super::parse::expect_args(args, 1)?;
    super::parse::arg_color(&args[0])
}
