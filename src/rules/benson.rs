//! Benson's unconditional life: chains that cannot be captured even if
//! their owner passes for ever, and the territory they enclose.
//!
//! Owns [`benson`] and its per-point answer [`Safety`]. For one colour C
//! (D. B. Benson, "Life in the game of Go", 1976):
//!
//! - a *region* is a maximal connected set of points without C stones
//!   (empty points and opponent stones);
//! - a region is *vital* to a C chain X when it has an empty point, every
//!   empty point of it is a liberty of X;
//! - start with every C chain and every region; repeatedly drop each chain
//!   with fewer than two vital regions left, and each region bordering a
//!   dropped chain, until nothing changes. The chains left are
//!   unconditionally alive (pass-alive).
//!
//! A region left at the end is *pass-alive territory* of C only if it is
//! also vital to one of the living chains: then every opponent stone in it
//! sits on liberties of that chain, can never make an eye, and C can fill
//! the region and capture it at will. A big open area bordered by living
//! chains is not counted, since the opponent could live inside.
//!
//! The function is pure and works on a [`Grid`], the same input scoring
//! uses; it never fails, whatever the stones (illegal boards included).

use super::seki::Scratch;
use crate::board::{Color, Grid, Vertex};

/// What Benson's algorithm proves about one point.
#[derive(Clone, Copy, PartialEq, Eq, Debug, Hash)]
pub enum Safety {
    /// Nothing is proved.
    Unknown,
    /// A stone of this colour in an unconditionally alive chain.
    Alive(Color),
    /// An empty point or opponent stone in this colour's pass-alive
    /// territory: opponent stones here are dead whatever happens.
    Territory(Color),
}

/// The per-point answer of [`benson`], in [`Grid`] order.
#[derive(Clone, PartialEq, Eq, Debug)]
pub struct BensonMap {
    size: usize,
    cells: Vec<Safety>,
}

impl BensonMap {
    pub fn size(&self) -> usize {
        self.size
    }

    /// The status of `v`; [`Safety::Unknown`] off the board.
    pub fn get(&self, v: Vertex) -> Safety {
        if v.is_on_board(self.size) {
            self.cells[v.row as usize * self.size + v.col as usize]
        } else {
            Safety::Unknown
        }
    }

    /// Whether the stone at `v` belongs to a pass-alive chain.
    pub fn is_alive(&self, v: Vertex) -> bool {
        matches!(self.get(v), Safety::Alive(_))
    }

    /// The colour whose pass-alive territory contains `v`, if any.
    pub fn territory_of(&self, v: Vertex) -> Option<Color> {
        match self.get(v) {
            Safety::Territory(c) => Some(c),
            _ => None,
        }
    }
}

/// Unconditionally alive chains and pass-alive territory of both colours;
/// see the module documentation.
pub fn benson(grid: &Grid) -> BensonMap {
    let size = grid.size();
    let mut cells = vec![Safety::Unknown; size * size];
    let Some(board) = Scratch::from_grid(grid) else {
        return BensonMap { size, cells };
    };
    for color in Color::BOTH {
        let (alive, territory) = one_colour(&board, color);
        for i in 0..board.len() {
            if alive[i] {
                cells[i] = Safety::Alive(color);
            } else if territory[i] && cells[i] == Safety::Unknown {
                // The two colours cannot both claim a point (a living chain
                // inside the other's territory would have one vital region
                // at most); the check only guards odd inputs.
                cells[i] = Safety::Territory(color);
            }
        }
    }
    BensonMap { size, cells }
}

/// Labels the connected components of the points where `member` holds:
/// the label of each point (`usize::MAX` outside) and the components.
fn components(board: &Scratch, member: impl Fn(usize) -> bool) -> (Vec<usize>, Vec<Vec<usize>>) {
    let mut label = vec![usize::MAX; board.len()];
    let mut parts = Vec::new();
    for start in 0..board.len() {
        if label[start] != usize::MAX || !member(start) {
            continue;
        }
        let id = parts.len();
        label[start] = id;
        let mut points = vec![start];
        let mut next = 0;
        while next < points.len() {
            let p = points[next];
            next += 1;
            for q in board.neighbors(p) {
                if label[q] == usize::MAX && member(q) {
                    label[q] = id;
                    points.push(q);
                }
            }
        }
        parts.push(points);
    }
    (label, parts)
}

/// Benson's algorithm for `color`: which points are stones of its living
/// chains, and which lie in its pass-alive territory.
fn one_colour(board: &Scratch, color: Color) -> (Vec<bool>, Vec<bool>) {
    let (chain_of, chains) = components(board, |i| board.get(i) == Some(color));
    let (_, regions) = components(board, |i| board.get(i) != Some(color));

    // For each region: the chains bordering it, and those it is vital to.
    let mut borders: Vec<Vec<usize>> = Vec::with_capacity(regions.len());
    let mut vital_to: Vec<Vec<usize>> = Vec::with_capacity(regions.len());
    for region in &regions {
        let mut touching = Vec::new();
        for &p in region {
            for q in board.neighbors(p) {
                let c = chain_of[q];
                if c != usize::MAX && !touching.contains(&c) {
                    touching.push(c);
                }
            }
        }
        let empties: Vec<usize> = region
            .iter()
            .copied()
            .filter(|&p| board.get(p).is_none())
            .collect();
        let vital = if empties.is_empty() {
            Vec::new()
        } else {
            touching
                .iter()
                .copied()
                .filter(|&c| {
                    empties
                        .iter()
                        .all(|&e| board.neighbors(e).any(|q| chain_of[q] == c))
                })
                .collect()
        };
        borders.push(touching);
        vital_to.push(vital);
    }

    let mut chain_alive = vec![true; chains.len()];
    let mut region_alive = vec![true; regions.len()];
    loop {
        let mut vital_count = vec![0usize; chains.len()];
        for (r, vital) in vital_to.iter().enumerate() {
            if region_alive[r] {
                for &c in vital {
                    vital_count[c] += 1;
                }
            }
        }
        let mut changed = false;
        for (c, alive) in chain_alive.iter_mut().enumerate() {
            if *alive && vital_count[c] < 2 {
                *alive = false;
                changed = true;
            }
        }
        if !changed {
            break;
        }
        for (r, alive) in region_alive.iter_mut().enumerate() {
            if *alive && borders[r].iter().any(|&c| !chain_alive[c]) {
                *alive = false;
            }
        }
    }

    let mut alive = vec![false; board.len()];
    for (c, stones) in chains.iter().enumerate() {
        if chain_alive[c] {
            for &s in stones {
                alive[s] = true;
            }
        }
    }
    let mut territory = vec![false; board.len()];
    for (r, points) in regions.iter().enumerate() {
        // Every chain it borders is alive (else the region was dropped), so
        // being vital to one of them is the same as to a living one.
        if region_alive[r] && !vital_to[r].is_empty() {
            for &p in points {
                territory[p] = true;
            }
        }
    }
    (alive, territory)
}

#[cfg(test)]
#[path = "benson_tests.rs"]
mod tests;
