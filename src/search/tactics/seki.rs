//! The false-eye seki: two own chains of two liberties each, joined only
//! through a false eye, share their other liberties with one opponent
//! chain of two liberties (Pachi's t-unit/false_eye_seki.t):
//!
//! ```text
//!   . . O O O |   Black to move: filling the false eye at * joins
//!   O O O X X |   Black's two chains into one whose two liberties
//!   O X X X * |   are the white chain's too, and White takes it.
//!   O X O O X |   Left alone, nobody can approach: a seki.
//!   O X . O . |
//!  -----------+
//! ```

use crate::board::{Board, Cell, Color, Point};

/// Whether `color` playing the empty point `p` fills a false eye that
/// keeps a seki (Pachi's `breaking_false_eye_seki`): every neighbour of
/// `p` is `color`'s, they form exactly two chains with two liberties
/// each, and the other liberties of the two are the two liberties of a
/// single opponent chain. Neither the search nor the playouts see it:
/// the playouts break such a seki at random, so the move looks no worse
/// than the seki, and the learned priors rate a point still in play
/// above the settled ones around it (gtp-tests/pachi_seki.tst 61).
pub fn breaks_false_eye_seki<const W: usize>(board: &Board<W>, p: Point, color: Color) -> bool {
    if board.empty_neighbors(p) != 0 || board.color_neighbors(p, color.opponent()) != 0 {
        return false;
    }
    let own = Cell::of(color);
    let mut chains = [0 as Point; 2];
    let mut n = 0;
    for q in board.neighbors(p) {
        if board.cell(q) != own {
            continue;
        }
        if board.lib_count(q) != 2 {
            return false;
        }
        let root = board.chain_root(q);
        if chains[..n].contains(&root) {
            continue;
        }
        if n == 2 {
            return false;
        }
        chains[n] = root;
        n += 1;
    }
    if n != 2 {
        return false;
    }
    let other_liberty = |chain: Point| board.chain_libs(chain).iter().find(|&l| l != p);
    let (Some(first), Some(second)) = (other_liberty(chains[0]), other_liberty(chains[1])) else {
        return false;
    };
    // One opponent chain of two liberties at `first`, whose other
    // liberty is `second`.
    let them = Cell::of(color.opponent());
    let mut inside = None;
    for q in board.neighbors(first) {
        if board.cell(q) != them {
            continue;
        }
        if board.lib_count(q) != 2 {
            return false;
        }
        let root = board.chain_root(q);
        match inside {
            Some(r) if r != root => return false,
            _ => inside = Some(root),
        }
    }
    inside.is_some_and(|chain| {
        board
            .chain_libs(chain)
            .iter()
            .find(|&l| l != first)
            .is_some_and(|l| l == second)
    })
}
