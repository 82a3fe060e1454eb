//! The board layer: colours, coordinates and the fast bitboard position.
//!
//! Everything here is rule-agnostic except for the two flags a position
//! needs to decide legality on its own: the suicide rule and the simple-ko
//! point. Superko, komi, scoring and history live in higher layers.

mod any;
pub mod bits;
mod position;
mod types;
mod zobrist;

pub use any::AnyBoard;
pub use position::{Board, Cell, ChainIter, Illegal, Played, Point, PointCount, words_for};
pub use types::{Color, Grid, MAX_SIZE, MIN_SIZE, Move, Suicide, Vertex};
pub use zobrist::WHITE_TO_MOVE;

#[cfg(test)]
mod tests;
