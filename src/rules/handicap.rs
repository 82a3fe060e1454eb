//! Handicap stone placement: the fixed points of the GTP v2 specification
//! (`fixed_handicap`), the engine's own choice (`place_free_handicap`) and
//! the four zuozi stones of the ancient Chinese rules.
//!
//! Fixed placement (GTP v2 §4.1.1, `docs/rules.md` §7): corner points on
//! the 4th line on boards larger than 11, the 3rd line on 7..=11; no fixed
//! handicap below 7×7. At most 9 stones on odd sizes and 4 on even sizes,
//! where there is no centre point; 7×7 also allows only 4 (as GNU Go and
//! gomill do), because its side points would touch the corner stones.
//! The order is the specification's: D4 Q16 D16 Q4, then D10 Q10, then
//! K4 K16, with the centre K10 added for 5, 7 and 9 stones.

use std::fmt;

use crate::board::{Color, MAX_SIZE, MIN_SIZE, Vertex};

/// Why `fixed_handicap` was refused.
#[derive(Clone, Copy, PartialEq, Eq, Debug, Hash)]
pub enum HandicapError {
    /// Fewer than 2 stones, or more than the board's maximum.
    InvalidNumber,
    /// The board size has no fixed handicap points (smaller than 7×7, or
    /// outside GTP's sizes).
    NoFixedHandicap,
}

impl fmt::Display for HandicapError {
    /// Begins with the GTP specification's failure text, so the GTP layer
    /// can reply with it directly.
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        match self {
            HandicapError::InvalidNumber => f.write_str("invalid number of stones"),
            HandicapError::NoFixedHandicap => {
                f.write_str("invalid number of stones (no fixed handicap on this board size)")
            }
        }
    }
}

impl std::error::Error for HandicapError {}

/// The most stones `fixed_handicap` accepts on a board of `size`: 9 on odd
/// sizes from 9, 4 on even sizes and 7×7, 0 where there is no fixed
/// handicap.
pub fn max_fixed_handicap(size: usize) -> u32 {
    if !(7..=MAX_SIZE).contains(&size) {
        0
    } else if size.is_multiple_of(2) || size == 7 {
        4
    } else {
        9
    }
}

/// The lines of the handicap points: (low, middle, high) indices.
fn lines(size: usize) -> (usize, usize, usize) {
    let edge = if size > 11 { 3 } else { 2 };
    (edge, size / 2, size - 1 - edge)
}

/// The fixed handicap points for `stones` stones on a board of `size`, in
/// the GTP specification's order (e.g. 19×19, 2: D4 Q16; 9×9, 5: C3 G7 C7
/// G3 E5).
pub fn fixed_handicap(size: usize, stones: u32) -> Result<Vec<Vertex>, HandicapError> {
    let max = max_fixed_handicap(size);
    if max == 0 {
        return Err(HandicapError::NoFixedHandicap);
    }
    if stones < 2 || stones > max {
        return Err(HandicapError::InvalidNumber);
    }
    let (lo, mid, hi) = lines(size);
    let p = |col, row| Vertex::new(col, row);
    let corners = [p(lo, lo), p(hi, hi), p(lo, hi), p(hi, lo)];
    let sides = [p(lo, mid), p(hi, mid), p(mid, lo), p(mid, hi)];
    let centre = p(mid, mid);
    let mut points = match stones {
        2..=4 => corners[..stones as usize].to_vec(),
        // The corners, then side pairs; odd counts add the centre below.
        n => {
            let sides_used = if n >= 8 {
                4
            } else if n >= 6 {
                2
            } else {
                0
            };
            let mut v = corners.to_vec();
            v.extend_from_slice(&sides[..sides_used]);
            v
        }
    };
    if stones >= 5 && !stones.is_multiple_of(2) {
        points.push(centre);
    }
    Ok(points)
}

/// The four zuozi (座子) stones that open a game under the ancient Chinese
/// rules (`docs/rules.md` §10): two of each colour on diagonally opposite
/// corner star points, Black on the upper right and lower left (Q16 D4 on
/// 19×19), White on the upper left and lower right (D16 Q4), as the old
/// records are transcribed (`AB[pd][dp]AW[dd][pp]`). The points are the
/// fixed-handicap corners, so smaller boards use their 3rd or 4th line;
/// boards without fixed handicap points have none.
pub fn zuozi(size: usize) -> Result<[(Vertex, Color); 4], HandicapError> {
    let corners = fixed_handicap(size, 4)?;
    Ok([
        (corners[1], Color::Black),
        (corners[0], Color::Black),
        (corners[2], Color::White),
        (corners[3], Color::White),
    ])
}

/// Points for `place_free_handicap`: the fixed points first (all that the
/// board allows, or exactly the fixed pattern when `stones` fits in it),
/// then further points on a lattice through the star points, then the rest
/// of the board preferring the 3rd and 4th lines. Distinct; at most
/// `size * size - 1` of them (GTP forbids a full board); empty for sizes
/// outside GTP's.
pub fn free_handicap_points(size: usize, stones: u32) -> Vec<Vertex> {
    if !(MIN_SIZE..=MAX_SIZE).contains(&size) {
        return Vec::new();
    }
    let wanted = (stones as usize).min(size * size - 1);
    let mut chosen: Vec<Vertex> = Vec::with_capacity(wanted);
    let mut taken = vec![false; size * size];
    let mut take = |v: Vertex, chosen: &mut Vec<Vertex>| {
        let i = v.row as usize * size + v.col as usize;
        if chosen.len() < wanted && !taken[i] {
            taken[i] = true;
            chosen.push(v);
        }
    };

    // 1. The fixed pattern: exact when it has that many stones, else all of
    // it (stones beyond the maximum extend the full pattern).
    let max = max_fixed_handicap(size);
    if max > 0 {
        let n = (wanted as u32).clamp(2, max);
        for v in fixed_handicap(size, n).unwrap_or_default() {
            take(v, &mut chosen);
        }
    }

    // 2. A 5×5 lattice through the star lines (for 19×19: lines 4, 7, 10,
    // 13, 16), outer points first.
    let (lo, mid, hi) = if size >= 7 {
        lines(size)
    } else {
        let edge = usize::from(size >= 5);
        (edge, size / 2, size - 1 - edge)
    };
    let ticks = [lo, (lo + mid) / 2, mid, (mid + hi).div_ceil(2), hi];
    let centre2 = (size - 1) as i64; // twice the centre coordinate
    let mut lattice: Vec<Vertex> = Vec::new();
    for &c in &ticks {
        for &r in &ticks {
            let v = Vertex::new(c, r);
            if !lattice.contains(&v) {
                lattice.push(v);
            }
        }
    }
    let from_centre = |v: &Vertex| {
        let dc = (2 * v.col as i64 - centre2).abs();
        let dr = (2 * v.row as i64 - centre2).abs();
        (dc.max(dr), dc + dr)
    };
    lattice.sort_by_key(|v| {
        let (cheb, manh) = from_centre(v);
        (
            std::cmp::Reverse(cheb),
            std::cmp::Reverse(manh),
            v.row,
            v.col,
        )
    });
    for v in lattice {
        take(v, &mut chosen);
    }

    // 3. Everything else: 3rd/4th lines, then the inside, then the 2nd
    // line, then the edge; nearer the centre first within each class.
    let mut rest: Vec<Vertex> = (0..size * size)
        .map(|i| Vertex::new(i % size, i / size))
        .collect();
    rest.sort_by_key(|v| {
        let (c, r) = (v.col as usize, v.row as usize);
        let edge = c.min(r).min(size - 1 - c).min(size - 1 - r);
        let class = match edge {
            2 | 3 => 0,
            0 => 3,
            1 => 2,
            _ => 1,
        };
        let (cheb, manh) = from_centre(v);
        (class, cheb, manh, v.row, v.col)
    });
    for v in rest {
        take(v, &mut chosen);
    }
    chosen
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn zuozi_on_the_star_points() {
        let at = |size| {
            zuozi(size)
                .unwrap()
                .map(|(v, c)| format!("{}{}", c.letter(), v.to_gtp()))
                .join(" ")
        };
        assert_eq!(at(19), "BQ16 BD4 WD16 WQ4");
        assert_eq!(at(9), "BG7 BC3 WC7 WG3");
        assert_eq!(zuozi(5), Err(HandicapError::NoFixedHandicap));
    }

    fn names(points: &[Vertex]) -> String {
        points
            .iter()
            .map(|v| v.to_gtp())
            .collect::<Vec<_>>()
            .join(" ")
    }

    fn fixed(size: usize, n: u32) -> String {
        names(&fixed_handicap(size, n).unwrap())
    }

    #[test]
    fn nineteen_by_nineteen_follows_the_gtp_spec() {
        let expected = [
            "D4 Q16",
            "D4 Q16 D16",
            "D4 Q16 D16 Q4",
            "D4 Q16 D16 Q4 K10",
            "D4 Q16 D16 Q4 D10 Q10",
            "D4 Q16 D16 Q4 D10 Q10 K10",
            "D4 Q16 D16 Q4 D10 Q10 K4 K16",
            "D4 Q16 D16 Q4 D10 Q10 K4 K16 K10",
        ];
        for (n, want) in (2..=9).zip(expected) {
            assert_eq!(fixed(19, n), want, "{n} stones");
        }
    }

    #[test]
    fn other_sizes() {
        assert_eq!(fixed(9, 5), "C3 G7 C7 G3 E5");
        assert_eq!(fixed(9, 9), "C3 G7 C7 G3 C5 G5 E3 E7 E5");
        assert_eq!(fixed(13, 9), "D4 K10 D10 K4 D7 K7 G4 G10 G7");
        assert_eq!(fixed(11, 3), "C3 J9 C9");
        // 12×12 is "larger than 11": 4th line.
        assert_eq!(fixed(12, 4), "D4 J9 D9 J4");
        assert_eq!(fixed(7, 4), "C3 E5 C5 E3");
        assert_eq!(fixed(8, 2), "C3 F6");
        assert_eq!(fixed(25, 9).split(' ').count(), 9);
        assert_eq!(fixed(25, 2), "D4 W22");
    }

    #[test]
    fn refusals() {
        for (size, n, err) in [
            (19, 0, HandicapError::InvalidNumber),
            (19, 1, HandicapError::InvalidNumber),
            (19, 10, HandicapError::InvalidNumber),
            (18, 5, HandicapError::InvalidNumber),
            (7, 5, HandicapError::InvalidNumber),
            (6, 2, HandicapError::NoFixedHandicap),
            (2, 2, HandicapError::NoFixedHandicap),
            (0, 2, HandicapError::NoFixedHandicap),
            (26, 2, HandicapError::NoFixedHandicap),
            (usize::MAX, u32::MAX, HandicapError::NoFixedHandicap),
        ] {
            assert_eq!(fixed_handicap(size, n), Err(err), "{size} {n}");
        }
        assert_eq!(
            HandicapError::InvalidNumber.to_string(),
            "invalid number of stones"
        );
        assert!(
            HandicapError::NoFixedHandicap
                .to_string()
                .starts_with("invalid number of stones")
        );
        assert_eq!(max_fixed_handicap(19), 9);
        assert_eq!(max_fixed_handicap(10), 4);
        assert_eq!(max_fixed_handicap(6), 0);
    }

    #[test]
    fn free_points_start_with_the_fixed_ones() {
        for n in 2..=9 {
            assert_eq!(
                free_handicap_points(19, n),
                fixed_handicap(19, n).unwrap(),
                "{n}"
            );
        }
        let twelve = free_handicap_points(19, 12);
        assert_eq!(twelve[..9], fixed_handicap(19, 9).unwrap()[..]);
        // The next points stay on the lattice through the star points.
        for v in &twelve[9..] {
            assert!([3, 6, 9, 12, 15].contains(&v.col) && [3, 6, 9, 12, 15].contains(&v.row));
        }
        assert_eq!(free_handicap_points(9, 4), fixed_handicap(9, 4).unwrap());
        assert_eq!(free_handicap_points(19, 0), Vec::new());
        assert_eq!(free_handicap_points(19, 1).len(), 1);
    }

    #[test]
    fn free_points_are_distinct_and_capped() {
        for size in MIN_SIZE..=MAX_SIZE {
            let all = free_handicap_points(size, u32::MAX);
            assert_eq!(all.len(), size * size - 1, "size {size}");
            let mut sorted = all.clone();
            sorted.sort();
            sorted.dedup();
            assert_eq!(sorted.len(), all.len(), "size {size}");
            assert!(all.iter().all(|v| v.is_on_board(size)));
            for n in [2u32, 5, 10, 30] {
                let mut some = free_handicap_points(size, n);
                assert_eq!(some.len(), (n as usize).min(size * size - 1));
                some.sort();
                some.dedup();
                assert_eq!(some.len(), (n as usize).min(size * size - 1));
            }
        }
        assert!(free_handicap_points(1, 4).is_empty());
        assert!(free_handicap_points(26, 4).is_empty());
    }
}
