//! Questions about a move not yet played, answered from the chain
//! bookkeeping without changing the board: its hash (for superko),
//! whether it fills an eye, captures, or leaves its chain in atari. The
//! playout policy and the tactics ask these on nearly every move.

use super::{Board, Cell, Point};
use crate::board::bits::Bits;
use crate::board::types::Color;
use crate::board::zobrist;

impl<const W: usize> Board<W> {
    /// The stone hash after `color` plays the legal move `p`, computed
    /// without changing the board (for superko checks).
    pub fn hash_after(&self, p: Point, color: Color) -> u64 {
        let own = Cell::of(color);
        let them = color.opponent();
        let mut h = self.hash ^ zobrist::STONE[color.index()][p];
        let mut removed: [Point; 4] = [0; 4];
        let mut n_removed = 0;
        let mut captures = false;
        for n in self.neighbors(p) {
            if self.cells[n] as u8 == them as u8 && self.in_atari(n) {
                let r = self.root[n] as Point;
                if !removed[..n_removed].contains(&r) {
                    removed[n_removed] = r;
                    n_removed += 1;
                    captures = true;
                    for s in self.chain_stones(n) {
                        h ^= zobrist::STONE[them.index()][s];
                    }
                }
            }
        }
        if !captures && self.is_suicide(p, color) {
            // The new stone and every chain it joins disappear.
            h ^= zobrist::STONE[color.index()][p];
            let mut seen: [Point; 4] = [0; 4];
            let mut n_seen = 0;
            for n in self.neighbors(p) {
                if self.cells[n] == own {
                    let r = self.root[n] as Point;
                    if !seen[..n_seen].contains(&r) {
                        seen[n_seen] = r;
                        n_seen += 1;
                        for s in self.chain_stones(n) {
                            h ^= zobrist::STONE[color.index()][s];
                        }
                    }
                }
            }
        }
        h
    }

    /// Whether `p` is an empty point whose neighbours are all `color`
    /// (or the edge) and whose diagonals make it a real eye: at most one
    /// opponent diagonal in the centre, none on the edge.
    #[inline]
    pub fn is_eye(&self, p: Point, color: Color) -> bool {
        self.cells[p] == Cell::Empty
            && self.empty_neighbors(p) == 0
            && self.color_neighbors(p, color.opponent()) == 0
            && self.eye_diagonals_ok(p, color)
    }

    /// The diagonal half of [`Board::is_eye`], for a point whose four
    /// neighbours are already known to be `color` or the edge.
    #[inline]
    fn eye_diagonals_ok(&self, p: Point, color: Color) -> bool {
        let mut bad = 0;
        let mut edge = false;
        for d in self.diagonals(p) {
            match self.cells[d] {
                Cell::Off => edge = true,
                c if c as u8 == color.opponent() as u8 => bad += 1,
                _ => {}
            }
        }
        if edge { bad == 0 } else { bad <= 1 }
    }

    /// The playout move filter in one pass over the neighbours: whether
    /// `color` may play the empty point `p` without suicide (under any
    /// rule) and without filling one of its own true eyes.
    #[inline]
    pub fn is_playable_non_eye(&self, p: Point, color: Color) -> bool {
        if self.empty_neighbors(p) != 0 {
            return true;
        }
        if self.color_neighbors(p, color.opponent()) == 0 && self.eye_diagonals_ok(p, color) {
            return false;
        }
        if p == self.ko_point && color == self.ko_color {
            return false;
        }
        !self.is_suicide(p, color)
    }

    /// Whether a stone of `color` at empty `p` would capture something.
    #[inline]
    pub fn captures_at(&self, p: Point, color: Color) -> bool {
        let them = color.opponent();
        self.neighbors(p)
            .iter()
            .any(|&n| self.cells[n] as u8 == them as u8 && self.in_atari(n))
    }

    /// The liberties a stone of `color` on the empty point `p` would have,
    /// with the own chains it joins, before any capture.
    #[inline]
    pub fn liberties_after(&self, p: Point, color: Color) -> Bits<W> {
        let own = Cell::of(color);
        let mut libs = Bits::<W>::empty();
        for n in self.neighbors(p) {
            match self.cells[n] {
                Cell::Empty => libs.set(n),
                c if c == own => libs |= *self.chain_libs(n),
                _ => {}
            }
        }
        libs.clear(p);
        libs
    }

    /// If a stone of `color` on the empty point `p` would be left with a
    /// single liberty without capturing anything, the number of stones in
    /// that chain (counting a chain once per side it touches); else `None`.
    #[inline]
    pub fn self_atari_size(&self, p: Point, color: Color) -> Option<usize> {
        // Two empty neighbours are two liberties: the common case in the
        // playouts, answered from the packed counts without a scan.
        if self.empty_neighbors(p) >= 2
            || self.captures_at(p, color)
            || self.liberties_after(p, color).has_two()
        {
            return None;
        }
        let own = Cell::of(color);
        let joined: usize = self
            .neighbors(p)
            .iter()
            .filter(|&&n| self.cells[n] == own)
            .map(|&n| self.chain_len(n))
            .sum();
        Some(1 + joined)
    }

    /// If a stone of `color` on the empty point `p` would capture and yet
    /// be left, with the own chains it joins, on a single liberty (a point
    /// of the captured stones), the number of stones in that chain; else
    /// `None`. One stone is a ko capture; a chain of several is lost to
    /// the recapture (the opponent's throw-in worked, as in a snapback).
    pub fn capture_atari_size(&self, p: Point, color: Color) -> Option<usize> {
        if !self.captures_at(p, color) || !self.liberties_after(p, color).is_empty() {
            return None;
        }
        let own = Cell::of(color);
        let them = color.opponent();
        let mut roots = [0 as Point; 4];
        let mut joined = 0;
        for n in self.neighbors(p) {
            if self.cells[n] != own {
                continue;
            }
            let r = self.chain_root(n);
            if !roots[..joined].contains(&r) {
                roots[joined] = r;
                joined += 1;
            }
        }
        let in_new_chain = |q: Point| {
            q == p || (self.cells[q] == own && roots[..joined].contains(&self.chain_root(q)))
        };
        // The captured stones next to the new chain become its liberties.
        let mut libs = Bits::<W>::empty();
        for n in self.neighbors(p) {
            if self.cells[n] as u8 != them as u8 || !self.in_atari(n) {
                continue;
            }
            for s in self.chain_stones(n) {
                if self.neighbors(s).iter().any(|&q| in_new_chain(q)) {
                    libs.set(s);
                }
            }
        }
        if libs.has_two() {
            return None;
        }
        Some(
            1 + roots[..joined]
                .iter()
                .map(|&r| self.chain_len(r))
                .sum::<usize>(),
        )
    }
}
