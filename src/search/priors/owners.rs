//! Who ends up owning each point: a batch of playouts from a position,
//! counted per point and colour. The move features read it as the
//! `owner` group (Pachi's `mcowner` pattern feature), so that the priors
//! know which points are still in play: a move inside territory that
//! one side keeps in almost every playout is rarely the move to play,
//! whatever its shape says, while the 3×3 and 5×5 shapes alone rate a
//! hane in settled territory as highly as one at the front of a fight.

use crate::board::{Board, Color, Point};
use crate::search::playout::{FirstPlay, play_out};
use crate::search::rng::FastRng;

/// Playouts a search runs from its root before it starts, for the
/// owners its priors read. A feature value is an eighth of them, and 128
/// playouts tell a point's share to within about four per cent.
pub const OWNER_PLAYOUTS: u32 = 128;

/// The values of the `owner` feature group: 0 when no owners were
/// measured, else 1 plus how many eighths of the playouts ended with the
/// point the mover's (0 to 7).
pub const OWNER_VALUES: usize = 9;

/// Per point, how many playouts of a batch ended with it Black's and
/// White's ([`Board::area_owner`]: a stone, or an empty point next to
/// that colour's stones only).
#[derive(Clone, Debug)]
pub struct Owners {
    counts: Vec<[u16; 2]>,
    playouts: u32,
}

impl Owners {
    /// The owners after `playouts` playouts from `board` with `to_move`
    /// first and `last` the point of the last move (0 for none).
    pub fn measure<const W: usize>(
        board: &Board<W>,
        to_move: Color,
        last: Point,
        playouts: u32,
        rng: &mut FastRng,
    ) -> Owners {
        let mut counts = vec![[0u16; 2]; 64 * W];
        let mut first = FirstPlay::new(64 * W);
        let playouts = playouts.min(u16::MAX as u32);
        for _ in 0..playouts {
            let mut end = board.clone();
            first.clear();
            play_out(&mut end, to_move, last, rng, &mut first);
            for p in end.on_board().iter() {
                if let Some(owner) = end.area_owner(p) {
                    counts[p][owner.index()] += 1;
                }
            }
        }
        Owners { counts, playouts }
    }

    /// The `owner` feature of `color` playing at `p`: 1 plus the eighths
    /// of the playouts that ended with `p` its own (1 to 8).
    #[inline]
    pub fn class(&self, p: Point, color: Color) -> u8 {
        let own = u32::from(self.counts[p][color.index()]);
        (1 + own * 8 / (self.playouts + 1)) as u8
    }
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::board::{Grid, Vertex};
    use crate::game::board_from_grid;

    /// Black's wall on E shuts in four empty columns, White's on F three.
    const SPLIT: [&str; 9] = ["....XO..."; 9];

    #[test]
    fn each_side_owns_its_own_side_of_a_wall_more_often() {
        let (grid, _) = Grid::from_diagram(&SPLIT);
        let any = board_from_grid(&grid);
        crate::with_board!(&any, b => check_split(b));
    }

    fn check_split<const W: usize>(board: &Board<W>) {
        let at = |name| board.point(Vertex::parse_gtp(name, 9).unwrap());
        let mut rng = FastRng::seeded(3);
        let owners = Owners::measure(board, Color::Black, 0, 64, &mut rng);
        let class = |name, color| owners.class(at(name), color);
        for name in ["A5", "E5", "F5", "J5"] {
            for color in [Color::Black, Color::White] {
                assert!((1..=8).contains(&class(name, color)));
            }
        }
        // A random playout's invasion lives at times, but each side's
        // wall keeps its side its own more often than not.
        assert!(class("A5", Color::Black) > class("A5", Color::White));
        assert!(class("J5", Color::White) > class("J5", Color::Black));
        assert!(class("E5", Color::Black) > class("J5", Color::Black));
    }
}
