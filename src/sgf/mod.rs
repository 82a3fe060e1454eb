//! Reading and writing SGF game records.
//!
//! This module owns the public face of the SGF layer: the value types the
//! game layer sees ([`SgfGame`], [`SgfNode`]), the error type, and the two
//! entry points [`parse`] and [`write`]. Reading happens in two stages so
//! that the board size is known before any point is decoded, wherever `SZ`
//! sits in the root node:
//!
//! 1. `parse.rs` is the `nom` grammar (collection, game tree, sequence,
//!    node, property) and yields the main line as raw, still-escaped
//!    properties;
//! 2. `decode.rs` turns those raw properties into typed values.
//!
//! `write.rs` produces FF[4] text that [`parse`] reads back to an equal
//! [`SgfGame`].
//!
//! Only the main line is kept: at every branch the first variation wins.
//! Unknown properties are ignored. Game-information properties (`KM`, `HA`,
//! `RU`, `RE`, `PB`, `PW`) are read from the root node only. Text values
//! come back unescaped, with soft line breaks removed and every line break
//! (`\r\n`, `\n\r`, `\r`) normalised to `\n`.

use std::fmt;

use crate::board::{Color, Move, Vertex};

mod decode;
mod parse;
mod record;
mod write;

#[cfg(test)]
mod tests;

pub use record::{StopAt, load_game, record_of};
pub use write::write;

/// One node of the main line, in order.
#[derive(Clone, Debug, PartialEq, Default)]
pub struct SgfNode {
    /// `AB`: black stones added.
    pub add_black: Vec<Vertex>,
    /// `AW`: white stones added.
    pub add_white: Vec<Vertex>,
    /// `AE`: points cleared.
    pub add_empty: Vec<Vertex>,
    /// `PL`: the player to move next.
    pub player: Option<Color>,
    /// `B[..]` / `W[..]`; an empty value and `tt` (on boards up to 19) are
    /// passes.
    pub mv: Option<(Color, Move)>,
    /// `CAPTUREOWN[]`, Tengen's private property: the node's move took the
    /// capture-choice rule's other choice, removing the mover's own
    /// chains instead of the opponent's (`tengen-play_capture_own`).
    pub capture_own: bool,
    /// `C`: the comment, unescaped.
    pub comment: Option<String>,
}

/// The first game of an SGF collection, reduced to its main line.
#[derive(Clone, Debug, PartialEq)]
pub struct SgfGame {
    /// `SZ`, default 19; only square boards of 2..=25 are accepted.
    pub size: usize,
    /// `KM`.
    pub komi: Option<f64>,
    /// `HA`.
    pub handicap: Option<u32>,
    /// `RU`.
    pub rules: Option<String>,
    /// `RE`.
    pub result: Option<String>,
    /// `PB`.
    pub black_name: Option<String>,
    /// `PW`.
    pub white_name: Option<String>,
    /// The main line, root node first (root setup `AB`/`AW` and `PL` go in
    /// `nodes[0]`). [`parse`] always yields at least the root node.
    pub nodes: Vec<SgfNode>,
}

impl SgfGame {
    /// A game of `size` with these nodes and no game information.
    pub fn new(size: usize, nodes: Vec<SgfNode>) -> SgfGame {
        SgfGame {
            size,
            komi: None,
            handicap: None,
            rules: None,
            result: None,
            black_name: None,
            white_name: None,
            nodes,
        }
    }
}

/// Why a file could not be read, and where.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct SgfError {
    line: usize,
    column: usize,
    message: String,
}

impl SgfError {
    /// An error at byte `offset` of `text`; the position is turned into a
    /// 1-based line and column (in characters) because that is what a user
    /// looking at the file needs.
    fn at(text: &str, offset: usize, message: impl Into<String>) -> SgfError {
        // Clamp and back off to a char boundary so that a bad offset can
        // never make error reporting itself panic.
        let mut offset = offset.min(text.len());
        while !text.is_char_boundary(offset) {
            offset -= 1;
        }
        let before = &text[..offset];
        let line = before.matches('\n').count() + 1;
        let line_start = before.rfind('\n').map_or(0, |i| i + 1);
        let column = before[line_start..].chars().count() + 1;
        SgfError {
            line,
            column,
            message: message.into(),
        }
    }

    /// The 1-based line of the offending text.
    pub fn line(&self) -> usize {
        self.line
    }

    /// The 1-based column (in characters) of the offending text.
    pub fn column(&self) -> usize {
        self.column
    }

    /// What went wrong, without the position.
    pub fn message(&self) -> &str {
        &self.message
    }
}

impl fmt::Display for SgfError {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        write!(
            f,
            "SGF error at line {}, column {}: {}",
            self.line, self.column, self.message
        )
    }
}

impl std::error::Error for SgfError {}

/// Reads the first game of an SGF collection; its main line takes the
/// first variation at every branch.
pub fn parse(text: &str) -> Result<SgfGame, SgfError> {
    // Editors on Windows like to start UTF-8 files with a byte-order mark;
    // it is not SGF whitespace, so drop it here rather than reject the file.
    let body = text.strip_prefix('\u{feff}').unwrap_or(text);
    let main_line = parse::collection(body).map_err(|e| e.into_sgf_error(text))?;
    decode::decode(text, &main_line)
}
