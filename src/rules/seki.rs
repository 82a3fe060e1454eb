//! Seki detection for the count, and the scratch board scoring runs on.
//!
//! Owns [`Scratch`], a flat copy of a [`Grid`] with chain, liberty and
//! empty-region flood fills, and [`find_seki`], which decides which chains
//! are in seki the way Japanese players count (`docs/rules.md` §5):
//!
//! 1. Only *mixed* empty points (in regions touching both colours) are dame
//!    candidates; territory and eyes are never touched.
//! 2. On a scratch copy, a candidate is filled by a colour when the stone
//!    touches a stone of its own colour, captures nothing, and leaves its
//!    chain with at least two liberties (no self-atari). Filling is repeated
//!    until nothing more can be filled. Filled dame are worth nothing under
//!    territory scoring, so the fills only decide seki, never the count.
//! 3. Candidates still empty are dame neither side can fill: the chains of
//!    the scratch board touching one are in seki (their original stones).
//!
//! Why the scratch chains and not the original ones: in a seki the shared
//! liberties can be two adjacent points, each touching one side only; after
//! a fill the remaining point touches the other side through the filled
//! stone. Merging through fills cannot spread seki into a living group,
//! because a chain that can connect to two eyes could fill its shared
//! liberties safely and so would not be in seki.
//!
//! The procedure assumes a finished game. Open borders between groups
//! that have eyes always fill completely (a filling stone joins a chain
//! whose eyes keep it at two liberties), so they make no seki. On a board
//! with large unsettled areas the filling can leave eyeless chains short
//! of liberties and report spurious seki; that costs points only if such
//! a chain also borders an eye.

use crate::board::{Color, Grid, MAX_SIZE, Vertex};

/// A flat board: cells indexed by `row * size + col`, row 0 at the bottom.
#[derive(Clone, Debug)]
pub(super) struct Scratch {
    size: usize,
    cells: Vec<Option<Color>>,
}

/// A maximal connected set of empty points and the colours it touches.
pub(super) struct Region {
    /// The points of the region (indices).
    pub points: Vec<usize>,
    /// Whether some point is next to a black stone.
    pub touches_black: bool,
    /// Whether some point is next to a white stone.
    pub touches_white: bool,
}

impl Region {
    /// The only colour the region touches, if exactly one.
    pub fn owner(&self) -> Option<Color> {
        match (self.touches_black, self.touches_white) {
            (true, false) => Some(Color::Black),
            (false, true) => Some(Color::White),
            _ => None,
        }
    }

    /// Whether the region touches both colours (dame or seki liberties).
    pub fn is_mixed(&self) -> bool {
        self.touches_black && self.touches_white
    }
}

impl Scratch {
    /// A copy of `grid`; `None` for sizes outside GTP's 1..=25, which no
    /// caller should produce but which must not panic.
    pub fn from_grid(grid: &Grid) -> Option<Scratch> {
        let size = grid.size();
        if size == 0 || size > MAX_SIZE {
            return None;
        }
        let cells = (0..size * size)
            .map(|i| grid.get(Vertex::new(i % size, i / size)))
            .collect();
        Some(Scratch { size, cells })
    }

    /// Number of points.
    pub fn len(&self) -> usize {
        self.cells.len()
    }

    /// The index of `v`, if on the board.
    pub fn index(&self, v: Vertex) -> Option<usize> {
        v.is_on_board(self.size)
            .then(|| v.row as usize * self.size + v.col as usize)
    }

    /// The vertex of index `i`.
    pub fn vertex(&self, i: usize) -> Vertex {
        Vertex::new(i % self.size, i / self.size)
    }

    /// The cell at index `i`.
    pub fn get(&self, i: usize) -> Option<Color> {
        self.cells[i]
    }

    /// Changes the cell at index `i`.
    pub fn set(&mut self, i: usize, cell: Option<Color>) {
        self.cells[i] = cell;
    }

    /// The on-board orthogonal neighbours of index `i`.
    pub fn neighbors(&self, i: usize) -> impl Iterator<Item = usize> + use<> {
        let size = self.size;
        let (col, row) = (i % size, i / size);
        let left = (col > 0).then(|| i - 1);
        let right = (col + 1 < size).then(|| i + 1);
        let down = (row > 0).then(|| i - size);
        let up = (row + 1 < size).then(|| i + size);
        [left, right, down, up].into_iter().flatten()
    }

    /// The chain through the stone at `i` and the number of its liberties.
    pub fn chain(&self, i: usize) -> (Vec<usize>, usize) {
        let Some(color) = self.cells[i] else {
            return (Vec::new(), 0);
        };
        let mut seen = vec![false; self.len()];
        let mut stones = vec![i];
        let mut liberties = 0;
        seen[i] = true;
        let mut next = 0;
        while next < stones.len() {
            let p = stones[next];
            next += 1;
            for q in self.neighbors(p) {
                if seen[q] {
                    continue;
                }
                match self.cells[q] {
                    Some(c) if c == color => {
                        seen[q] = true;
                        stones.push(q);
                    }
                    None => {
                        seen[q] = true;
                        liberties += 1;
                    }
                    Some(_) => {}
                }
            }
        }
        (stones, liberties)
    }

    /// Every empty region, in order of its lowest index.
    pub fn regions(&self) -> Vec<Region> {
        let mut seen = vec![false; self.len()];
        let mut regions = Vec::new();
        for start in 0..self.len() {
            if seen[start] || self.cells[start].is_some() {
                continue;
            }
            seen[start] = true;
            let mut region = Region {
                points: vec![start],
                touches_black: false,
                touches_white: false,
            };
            let mut next = 0;
            while next < region.points.len() {
                let p = region.points[next];
                next += 1;
                for q in self.neighbors(p) {
                    match self.cells[q] {
                        Some(Color::Black) => region.touches_black = true,
                        Some(Color::White) => region.touches_white = true,
                        None if !seen[q] => {
                            seen[q] = true;
                            region.points.push(q);
                        }
                        None => {}
                    }
                }
            }
            regions.push(region);
        }
        regions
    }

    /// Whether `color` may fill the empty point `p` as a dame: it touches
    /// its own colour, captures nothing, and keeps two liberties.
    fn can_fill(&mut self, p: usize, color: Color) -> bool {
        if !self.neighbors(p).any(|q| self.cells[q] == Some(color)) {
            return false;
        }
        self.cells[p] = Some(color);
        let captures = self
            .neighbors(p)
            .any(|q| self.cells[q] == Some(color.opponent()) && self.chain(q).1 == 0);
        let ok = !captures && self.chain(p).1 >= 2;
        self.cells[p] = None;
        ok
    }
}

/// Marks the stones of `board` that are in seki, by the fill procedure of
/// the module documentation. `board` has dead stones already removed.
/// Mixed regions larger than this are open, unsettled areas rather than
/// dame or the shared liberties of a seki; they are left out, so that an
/// unfinished board (two lone stones on an empty board) shows no seki.
const MAX_SEKI_REGION: usize = 8;

pub(super) fn find_seki(board: &Scratch, regions: &[Region]) -> Vec<bool> {
    let mut candidates: Vec<usize> = regions
        .iter()
        .filter(|r| r.is_mixed() && r.points.len() <= MAX_SEKI_REGION)
        .flat_map(|r| r.points.iter().copied())
        .collect();
    // Scan in board order, for a deterministic procedure.
    candidates.sort_unstable();
    let mut filled = board.clone();
    // Each pass fills at least one point or ends the loop, so there are at
    // most as many passes as candidates.
    loop {
        let mut changed = false;
        for &p in &candidates {
            if filled.get(p).is_some() {
                continue;
            }
            // Black is tried first only to make the procedure deterministic.
            for color in Color::BOTH {
                if filled.can_fill(p, color) {
                    filled.set(p, Some(color));
                    changed = true;
                    break;
                }
            }
        }
        if !changed {
            break;
        }
    }
    let mut seki = vec![false; board.len()];
    let mut marked = vec![false; board.len()];
    for &p in &candidates {
        if filled.get(p).is_some() {
            continue;
        }
        // A chain in atari is never in seki: its last liberty is no
        // shared liberty but the point where the opponent captures it.
        // Neither side can fill such a point as a dame (one would
        // capture, the other self-atari), so without this check it would
        // mark the chain and every chain next to it as seki.
        if board
            .neighbors(p)
            .any(|q| board.get(q).is_some() && board.chain(q).1 == 1)
        {
            continue;
        }
        for q in filled.neighbors(p) {
            if filled.get(q).is_none() || marked[q] {
                continue;
            }
            for s in filled.chain(q).0 {
                marked[s] = true;
                // Filler stones are not real stones; only originals count.
                if board.get(s).is_some() {
                    seki[s] = true;
                }
            }
        }
    }
    join_through_eyes(board, regions, &mut seki);
    seki
}

/// Adds to `seki` the chains whose every liberty is an eye (a one-colour
/// region of their colour) shared with a chain in seki: they stand or
/// fall with it. The ten-thousand-year ko of gtp-tests/japanese1989.tst:
/// White's lone B9 breathes only through the eye A9 of White's chain in
/// seki. A chain with a liberty of its own elsewhere is left alone, so a
/// living group never joins a seki this way.
fn join_through_eyes(board: &Scratch, regions: &[Region], seki: &mut [bool]) {
    // Most boards have no seki at all, and the playouts count with this.
    if !seki.iter().any(|&s| s) {
        return;
    }
    let mut region_of = vec![usize::MAX; board.len()];
    for (r, region) in regions.iter().enumerate() {
        for &p in &region.points {
            region_of[p] = r;
        }
    }
    loop {
        let seki_eye = |r: usize, color: Color, seki: &[bool]| {
            regions[r].owner() == Some(color)
                && regions[r]
                    .points
                    .iter()
                    .any(|&p| board.neighbors(p).any(|q| seki[q]))
        };
        let mut changed = false;
        let mut seen = vec![false; board.len()];
        for i in 0..board.len() {
            let Some(color) = board.get(i) else { continue };
            if seki[i] || seen[i] {
                continue;
            }
            let (stones, liberties) = board.chain(i);
            for &s in &stones {
                seen[s] = true;
            }
            if liberties == 0 {
                continue;
            }
            let joins = stones.iter().all(|&s| {
                board
                    .neighbors(s)
                    .filter(|&q| board.get(q).is_none())
                    .all(|q| seki_eye(region_of[q], color, seki))
            });
            if joins {
                for s in stones {
                    seki[s] = true;
                }
                changed = true;
            }
        }
        if !changed {
            break;
        }
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn a_lone_stone_breathing_through_a_seki_eye_is_in_seki() {
        // The ten-thousand-year ko: White's B9 has only the liberty A9,
        // an eye it shares with White's A8 chain, which is in seki.
        let rows = [
            ".OX.OX...",
            "OXXXOX...",
            "O.XOOX...",
            "OOOOXX...",
            "XXXXXXXXX",
            "OOOOOOOOO",
            ".........",
            ".........",
            ".........",
        ];
        let seki = seki_of(&rows);
        assert!(seki.contains(&"B9".to_string()), "{seki:?}");
        assert!(seki.contains(&"A8".to_string()) && seki.contains(&"C9".to_string()));
        // The living walls do not join: they have liberties of their own.
        assert!(!seki.contains(&"A5".to_string()) && !seki.contains(&"A4".to_string()));
    }

    #[test]
    fn open_board_has_no_seki() {
        let rows = [
            ".........",
            ".........",
            ".........",
            ".........",
            "....X....",
            ".........",
            "....O....",
            ".........",
            ".........",
        ];
        assert!(seki_of(&rows).is_empty());
    }

    fn seki_of(rows: &[&str]) -> Vec<String> {
        let (grid, _) = Grid::from_diagram(rows);
        let board = Scratch::from_grid(&grid).unwrap();
        let seki = find_seki(&board, &board.regions());
        let mut names: Vec<String> = (0..board.len())
            .filter(|&i| seki[i])
            .map(|i| board.vertex(i).to_gtp())
            .collect();
        names.sort();
        names
    }

    #[test]
    fn scratch_basics() {
        let (grid, _) = Grid::from_diagram(&["X.O", "XO.", "..."]);
        let b = Scratch::from_grid(&grid).unwrap();
        let a3 = b.index(Vertex::new(0, 2)).unwrap();
        let (stones, libs) = b.chain(a3);
        assert_eq!((stones.len(), libs), (2, 2));
        let mut corner: Vec<usize> = b.neighbors(0).collect();
        corner.sort();
        assert_eq!(corner, vec![1, 3]);
        assert_eq!(b.neighbors(4).count(), 4);
        assert_eq!(b.index(Vertex::new(3, 0)), None);
        let regions = b.regions();
        assert_eq!(regions.len(), 2);
        assert!(regions.iter().all(Region::is_mixed));
        assert!(Scratch::from_grid(&Grid::new(0)).is_none());
    }

    #[test]
    fn a_chain_in_atari_and_its_neighbours_are_not_seki() {
        // G5 has one liberty, G4: Black cannot fill it (self-atari) and
        // White's fill would capture, yet White simply takes G5 there.
        let rows = [
            "....XO...",
            "....XO...",
            "....XO...",
            "....XOO..",
            "....XOXO.",
            "....XO.O.",
            "....XOO..",
            "....XO...",
            "....XO...",
        ];
        assert!(seki_of(&rows).is_empty(), "{:?}", seki_of(&rows));
    }

    #[test]
    fn fillable_dame_is_not_seki() {
        // T2a: E4 can be filled by Black without self-atari.
        assert!(
            seki_of(&[
                "...XO..", "...XO..", "...XO..", "...X.O.", "...XO..", "...XO..", "...XO..",
            ])
            .is_empty()
        );
    }
}
