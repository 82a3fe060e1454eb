//! `AnyBoard`: one of the size-class boards behind a single type, for the
//! layers that work vertex by vertex (game history, GTP). Hot loops match
//! once with [`with_board!`](crate::with_board) and run monomorphised code.

use super::position::{Board, Illegal, Played, words_for};
use super::types::{Color, Grid, Move, Suicide, Vertex};

/// A board of any size 2..=25, stored in the smallest layout that fits
/// (boxed: the 25×25 layout is 70 kB, the 9×9 one 4 kB).
#[derive(Clone)]
pub enum AnyBoard {
    W2(Box<Board<2>>),
    W4(Box<Board<4>>),
    W7(Box<Board<7>>),
    W11(Box<Board<11>>),
}

/// Runs `$body` with `$b` bound to the concrete `Board<W>` inside an
/// [`AnyBoard`] (by reference or by value, as `$any` is given).
#[macro_export]
macro_rules! with_board {
    ($any:expr, $b:ident => $body:expr) => {
        match $any {
            $crate::board::AnyBoard::W2($b) => $body,
            $crate::board::AnyBoard::W4($b) => $body,
            $crate::board::AnyBoard::W7($b) => $body,
            $crate::board::AnyBoard::W11($b) => $body,
        }
    };
}

impl AnyBoard {
    /// An empty board; `size` must be in 2..=25.
    pub fn new(size: usize) -> AnyBoard {
        match words_for(size) {
            2 => AnyBoard::W2(Box::new(Board::new(size))),
            4 => AnyBoard::W4(Box::new(Board::new(size))),
            7 => AnyBoard::W7(Box::new(Board::new(size))),
            _ => AnyBoard::W11(Box::new(Board::new(size))),
        }
    }

    pub fn size(&self) -> usize {
        with_board!(self, b => b.size())
    }

    pub fn color_at(&self, v: Vertex) -> Option<Color> {
        with_board!(self, b => b.color_at(v))
    }

    pub fn hash(&self) -> u64 {
        with_board!(self, b => b.hash())
    }

    pub fn captures(&self, color: Color) -> u32 {
        with_board!(self, b => b.captures(color))
    }

    /// Whether `color` may play `v` (occupancy, simple ko, suicide).
    pub fn check(&self, v: Vertex, color: Color, suicide: Suicide) -> Result<(), Illegal> {
        with_board!(self, b => b.check(b.point(v), color, suicide))
    }

    /// The stone hash after a move that [`AnyBoard::check`] accepted.
    pub fn hash_after(&self, mv: Move, color: Color) -> u64 {
        match mv {
            Move::Pass => self.hash(),
            Move::Play(v) => with_board!(self, b => b.hash_after(b.point(v), color)),
        }
    }

    pub fn play(&mut self, mv: Move, color: Color, suicide: Suicide) -> Result<Played, Illegal> {
        with_board!(self, b => b.play_move(mv, color, suicide))
    }

    /// Whether `color` at `v` would leave chains of both colours without
    /// liberties (the capture-choice rule's case).
    pub fn has_capture_choice(&self, v: Vertex, color: Color) -> bool {
        with_board!(self, b => b.has_capture_choice(b.point(v), color))
    }

    /// Plays `color` at `v` removing its own chains instead of the
    /// opponent's; only where [`AnyBoard::has_capture_choice`] holds.
    pub fn play_capture_own(&mut self, v: Vertex, color: Color) -> Played {
        with_board!(self, b => b.play_capture_own(b.point(v), color))
    }

    /// Places a setup stone (SGF `AB`/`AW`, `gogui-setup`) on an empty point.
    pub fn setup_stone(&mut self, v: Vertex, color: Color) {
        with_board!(self, b => { b.setup_stone(b.point(v), color); })
    }

    /// The stones of the chain through `v` (empty if `v` is empty).
    pub fn chain_stones(&self, v: Vertex) -> Vec<Vertex> {
        with_board!(self, b => {
            let p = b.point(v);
            if b.cell(p).color().is_none() {
                Vec::new()
            } else {
                b.chain_stones(p).map(|s| b.vertex(s)).collect()
            }
        })
    }

    /// The liberties of the chain through `v` (empty if `v` is empty).
    pub fn chain_liberties(&self, v: Vertex) -> Vec<Vertex> {
        with_board!(self, b => {
            let p = b.point(v);
            if b.cell(p).color().is_none() {
                Vec::new()
            } else {
                b.chain_libs(p).iter().map(|s| b.vertex(s)).collect()
            }
        })
    }

    /// The simple-ko point `color` may not retake now, if any.
    pub fn ko_vertex_for(&self, color: Color) -> Option<Vertex> {
        with_board!(self, b => b.ko_point_for(color).map(|p| b.vertex(p)))
    }

    pub fn to_grid(&self) -> Grid {
        with_board!(self, b => b.to_grid())
    }

    pub fn stone_count(&self, color: Color) -> u32 {
        with_board!(self, b => b.stones(color).count())
    }

    pub fn assert_consistent(&self) {
        with_board!(self, b => b.assert_consistent())
    }
}
