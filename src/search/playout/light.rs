//! Light playouts: uniformly random moves that never fill a player's own
//! eye. The baseline policy for the board benchmark and a fallback.

use crate::board::{Board, Color};
use crate::search::rng::FastRng;

/// The result of one playout.
#[derive(Clone, Copy, Debug)]
pub struct PlayoutResult {
    /// Stones placed during the playout.
    pub moves: u32,
    /// Area score from Black's view, before komi.
    pub score: i32,
}

/// Plays random eye-respecting moves from `board` with `to_move` first
/// until both sides pass or `max_moves` stones are placed.
pub fn light_playout<const W: usize>(
    board: &mut Board<W>,
    mut to_move: Color,
    rng: &mut FastRng,
    max_moves: u32,
) -> PlayoutResult {
    let mut moves = 0;
    let mut passes = 0;
    while passes < 2 && moves < max_moves {
        match pick_random_move(board, to_move, rng) {
            Some(p) => {
                board.play_unchecked(p, to_move);
                moves += 1;
                passes = 0;
            }
            None => {
                board.pass();
                passes += 1;
            }
        }
        to_move = to_move.opponent();
    }
    PlayoutResult {
        moves,
        score: board.playout_area_score(),
    }
}

/// A uniformly random legal move for `color` that does not fill its own
/// eye, by scanning the empty-point list from a random start.
#[inline]
pub fn pick_random_move<const W: usize>(
    board: &Board<W>,
    color: Color,
    rng: &mut FastRng,
) -> Option<usize> {
    pick_random_move_where(board, color, rng, |_| true)
}

/// [`pick_random_move`] among the points `accept` also takes: the first
/// such point from a random start of the empty-point list.
#[inline]
pub fn pick_random_move_where<const W: usize>(
    board: &Board<W>,
    color: Color,
    rng: &mut FastRng,
    accept: impl Fn(usize) -> bool,
) -> Option<usize> {
    let n = board.empty_count();
    if n == 0 {
        return None;
    }
    let start = rng.below(n);
    for i in 0..n {
        let mut idx = start + i;
        if idx >= n {
            idx -= n;
        }
        let p = board.empty_at(idx);
        if board.is_playable_non_eye(p, color) && accept(p) {
            return Some(p);
        }
    }
    None
}
