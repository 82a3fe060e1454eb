//! Fixed-width bitboards and point-indexed arrays, sized by the number of
//! 64-bit words `W` a board size needs. Each board size class gets its own
//! monomorphised code, so 9×9 works on two words and 19×19 on seven instead
//! of every board paying for the 25×25 layout.

use std::ops::{BitAnd, BitAndAssign, BitOr, BitOrAssign, Index, IndexMut, Not};

/// A set of points as `W` 64-bit words; bit `p` is point index `p`.
#[derive(Clone, Copy, PartialEq, Eq, Debug, Hash)]
pub struct Bits<const W: usize>(pub [u64; W]);

impl<const W: usize> Default for Bits<W> {
    fn default() -> Self {
        Bits([0; W])
    }
}

impl<const W: usize> Bits<W> {
    /// Number of points this bitboard can hold.
    pub const CAPACITY: usize = W * 64;

    #[inline]
    pub fn empty() -> Self {
        Bits([0; W])
    }

    #[inline]
    pub fn set(&mut self, p: usize) {
        self.0[p >> 6] |= 1 << (p & 63);
    }

    #[inline]
    pub fn clear(&mut self, p: usize) {
        self.0[p >> 6] &= !(1 << (p & 63));
    }

    #[inline]
    pub fn contains(&self, p: usize) -> bool {
        self.0[p >> 6] >> (p & 63) & 1 != 0
    }

    #[inline]
    pub fn is_empty(&self) -> bool {
        self.0.iter().all(|&w| w == 0)
    }

    #[inline]
    pub fn count(&self) -> u32 {
        self.0.iter().map(|w| w.count_ones()).sum()
    }

    /// Whether exactly one point is set; cheaper than `count() == 1`
    /// because it stops at the second non-zero word.
    #[inline]
    pub fn is_single(&self) -> bool {
        let mut seen = false;
        for &w in &self.0 {
            if w != 0 {
                if seen || w & (w - 1) != 0 {
                    return false;
                }
                seen = true;
            }
        }
        seen
    }

    /// Whether at least two points are set.
    #[inline]
    pub fn has_two(&self) -> bool {
        let mut seen = false;
        for &w in &self.0 {
            if w != 0 {
                if seen || w & (w - 1) != 0 {
                    return true;
                }
                seen = true;
            }
        }
        false
    }

    /// The lowest set point, if any.
    #[inline]
    pub fn first(&self) -> Option<usize> {
        self.0
            .iter()
            .enumerate()
            .find(|(_, w)| **w != 0)
            .map(|(i, w)| i * 64 + w.trailing_zeros() as usize)
    }

    /// Every set point, lowest first.
    #[inline]
    pub fn iter(&self) -> BitsIter<W> {
        BitsIter {
            words: self.0,
            word: 0,
        }
    }

    /// Shift towards higher indices by `n` bits (n < 64).
    #[inline]
    pub fn shl(&self, n: u32) -> Self {
        let mut out = [0u64; W];
        for i in (0..W).rev() {
            out[i] = self.0[i] << n;
            if i > 0 && n > 0 {
                out[i] |= self.0[i - 1] >> (64 - n);
            }
        }
        Bits(out)
    }

    /// Shift towards lower indices by `n` bits (n < 64).
    #[inline]
    pub fn shr(&self, n: u32) -> Self {
        let mut out = [0u64; W];
        for (i, o) in out.iter_mut().enumerate() {
            *o = self.0[i] >> n;
            if i + 1 < W && n > 0 {
                *o |= self.0[i + 1] << (64 - n);
            }
        }
        Bits(out)
    }

    #[inline]
    pub fn and_not(&self, other: &Self) -> Self {
        let mut out = self.0;
        for (o, b) in out.iter_mut().zip(other.0.iter()) {
            *o &= !b;
        }
        Bits(out)
    }
}

impl<const W: usize> BitOr for Bits<W> {
    type Output = Self;
    #[inline]
    fn bitor(mut self, rhs: Self) -> Self {
        self |= rhs;
        self
    }
}

impl<const W: usize> BitOrAssign for Bits<W> {
    #[inline]
    fn bitor_assign(&mut self, rhs: Self) {
        for (a, b) in self.0.iter_mut().zip(rhs.0.iter()) {
            *a |= b;
        }
    }
}

impl<const W: usize> BitAnd for Bits<W> {
    type Output = Self;
    #[inline]
    fn bitand(mut self, rhs: Self) -> Self {
        self &= rhs;
        self
    }
}

impl<const W: usize> BitAndAssign for Bits<W> {
    #[inline]
    fn bitand_assign(&mut self, rhs: Self) {
        for (a, b) in self.0.iter_mut().zip(rhs.0.iter()) {
            *a &= b;
        }
    }
}

impl<const W: usize> Not for Bits<W> {
    type Output = Self;
    #[inline]
    fn not(self) -> Self {
        Bits(self.0.map(|w| !w))
    }
}

/// Iterator over the set points of a [`Bits`].
pub struct BitsIter<const W: usize> {
    words: [u64; W],
    word: usize,
}

impl<const W: usize> Iterator for BitsIter<W> {
    type Item = usize;
    #[inline]
    fn next(&mut self) -> Option<usize> {
        while self.word < W {
            let w = self.words[self.word];
            if w != 0 {
                self.words[self.word] = w & (w - 1);
                return Some(self.word * 64 + w.trailing_zeros() as usize);
            }
            self.word += 1;
        }
        None
    }
}

/// A value per point index, with exactly as many slots as a `Bits<W>` has
/// bits, so the two index spaces always agree.
#[derive(Clone, Copy, PartialEq, Eq, Debug)]
pub struct PointMap<T: Copy, const W: usize>([[T; 64]; W]);

impl<T: Copy, const W: usize> PointMap<T, W> {
    pub fn filled(value: T) -> Self {
        PointMap([[value; 64]; W])
    }
}

impl<T: Copy, const W: usize> Index<usize> for PointMap<T, W> {
    type Output = T;
    #[inline]
    fn index(&self, p: usize) -> &T {
        // Indexing the flattened array is one address computation; going
        // through `[p >> 6][p & 63]` cost 679 against 425 instructions per
        // light-playout move on 9×9 (callgrind), the largest single cost.
        &self.0.as_flattened()[p]
    }
}

impl<T: Copy, const W: usize> IndexMut<usize> for PointMap<T, W> {
    #[inline]
    fn index_mut(&mut self, p: usize) -> &mut T {
        &mut self.0.as_flattened_mut()[p]
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn set_count_iterate() {
        let mut b = Bits::<3>::empty();
        for p in [0, 63, 64, 100, 191] {
            b.set(p);
        }
        assert_eq!(b.count(), 5);
        assert_eq!(b.iter().collect::<Vec<_>>(), vec![0, 63, 64, 100, 191]);
        assert_eq!(b.first(), Some(0));
        b.clear(0);
        assert!(!b.contains(0) && b.contains(63));
        assert!(b.has_two() && !b.is_single());
    }

    #[test]
    fn single_and_two() {
        let mut b = Bits::<2>::empty();
        assert!(!b.is_single() && !b.has_two() && b.is_empty());
        b.set(70);
        assert!(b.is_single() && !b.has_two());
        b.set(3);
        assert!(!b.is_single() && b.has_two());
    }

    #[test]
    fn shifts_cross_words() {
        let mut b = Bits::<2>::empty();
        b.set(63);
        assert_eq!(b.shl(1).iter().collect::<Vec<_>>(), vec![64]);
        assert_eq!(b.shl(1).shr(1), b);
        assert_eq!(b.shr(10).iter().collect::<Vec<_>>(), vec![53]);
    }
}
