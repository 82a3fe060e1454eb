//! Move features and their learned weights, the tree's main prior
//! knowledge (Coulom 2007, "Computing Elo Ratings of Move Patterns in
//! the Game of Go"; Pachi's `patterns_mm` priors work the same way).
//!
//! A candidate move is described by one feature from each of eleven
//! groups: its 3×3 shape (the eight neighbours seen from the side to
//! move, with the atari status of the four orthogonal ones), whether it
//! captures, escapes from atari, plays into self-atari or gives atari,
//! its distance to the last two moves, its edge line, on 13×13 and
//! larger where it stands in open space (the opening), how often the
//! point ended the mover's in the search root's playouts ([`Owners`]),
//! and its 5×5 shape when that is one of the common ones. Each feature
//! has a weight, its gamma; a move's strength is the product of its
//! features' gammas and its probability is its strength over the sum of
//! all candidates' strengths.
//!
//! The gammas in `gammas.txt` are learned by minorization-maximization
//! from game records with `examples/learn_gammas/`, and compiled in.

use std::collections::HashMap;
use std::sync::OnceLock;

mod large;

use large::{LargeTable, symmetric_forms};
pub use large::{canonical_large, large_code};

use super::owners::{OWNER_VALUES, Owners};
use crate::board::bits::Bits;
use crate::board::{Board, Cell, Color, Point, Vertex};
use crate::search::playout::patterns;

/// The tactical groups after the shape, with how many values each has.
pub const TACTICAL: [(&str, usize); 9] = [
    ("capture", 4),
    ("escape", 3),
    ("self_atari", 3),
    ("atari", 3),
    ("dist_last", 11),
    ("dist_prev", 11),
    ("line", 5),
    ("area", AREA_VALUES),
    ("owner", OWNER_VALUES),
];

/// Values of the `area` group: 0, then 28 corner-distance pairs for a
/// move with an empty 5×5 around it, and 28 more when the 9×9 around it
/// is empty too.
pub const AREA_VALUES: usize = 1 + 2 * AREA_PAIRS;
const AREA_PAIRS: usize = 28;

/// The smallest board whose moves get an `area` value: the opening
/// knowledge is learned on 19×19 and carries to 13×13 (the 3-3, 3-4 and
/// 4-4 points), not to 9×9, where the whole board is one fight.
const AREA_MIN_SIZE: usize = 13;

/// Bits of a shape code: two per ring slot (own 0, opponent 1, empty 2,
/// off-board 3, as seen by the side to move) and one atari flag for each
/// orthogonal neighbour.
pub const SHAPE_BITS: u32 = 20;

/// Ring slots of the four orthogonal neighbours, in atari-bit order.
const ORTHOGONAL: [usize; 4] = [1, 3, 4, 6];

/// One candidate move's features.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub struct MoveFeatures {
    /// The shape code from the mover's view (not reduced by symmetry).
    pub shape: u32,
    /// The value of each tactical group, in [`TACTICAL`] order.
    pub tactics: [u8; 9],
    /// The 5×5 square around the move ([`large_code`]), mover's view.
    pub large: u64,
}

/// What the features of a position's candidates share: the last two
/// moves (0 for none or a pass), the points with a stone nearby, and
/// who owned which points at the end of the search root's playouts
/// ([`Owners`]; without them every move has `owner` value 0).
pub struct Context<'a, const W: usize> {
    owners: Option<&'a Owners>,
    last: Point,
    prev: Point,
    /// Points with a stone within two lines (the 5×5 square around them).
    near2: Bits<W>,
    /// Points with a stone within four lines (the 9×9 square).
    near4: Bits<W>,
}

impl<'a, const W: usize> Context<'a, W> {
    /// The context of `board` after the moves `last` and `prev`. The
    /// nearby sets come from dilating the stones' bitboard once for the
    /// whole board, not from scanning squares for every candidate.
    pub fn new(board: &Board<W>, last: Point, prev: Point) -> Context<'a, W> {
        let on = *board.on_board();
        let stride = board.stride() as u32;
        // One step of Chebyshev dilation: sideways, then up and down.
        // Masking with the board after each shift keeps stones from
        // leaking through the padding column into the next row.
        let grow = |b: Bits<W>| {
            let h = (b | b.shl(1) | b.shr(1)) & on;
            (h | h.shl(stride) | h.shr(stride)) & on
        };
        let stones = *board.stones(Color::Black) | *board.stones(Color::White);
        let near2 = grow(grow(stones));
        let near4 = grow(grow(near2));
        Context {
            owners: None,
            last,
            prev,
            near2,
            near4,
        }
    }

    /// The same context with the owners of the root's playouts.
    pub fn with_owners(self, owners: Option<&'a Owners>) -> Context<'a, W> {
        Context { owners, ..self }
    }
}

/// The features of the empty point `p` for `color` to move in the
/// position `context` describes.
pub fn features<const W: usize>(
    board: &Board<W>,
    p: Point,
    color: Color,
    context: &Context<'_, W>,
) -> MoveFeatures {
    let (last, prev) = (context.last, context.prev);
    let own = Cell::of(color);
    let them = Cell::of(color.opponent());
    let ring = board.ring(p);
    let mut shape = mover_view(patterns::code(board, p) as u32, color);
    for (bit, &slot) in ORTHOGONAL.iter().enumerate() {
        let q = ring[slot];
        if board.cell(q).color().is_some() && board.in_atari(q) {
            shape |= 1 << (16 + bit);
        }
    }
    let last_root = (last != 0 && board.cell(last) == them).then(|| board.chain_root(last));
    let mut capture = 0u8;
    let mut escaping = false;
    let mut atari = 0u8;
    for q in board.neighbors(p) {
        let cell = board.cell(q);
        if cell == them {
            let libs = board.lib_count(q);
            let on_last = last_root == Some(board.chain_root(q));
            if libs == 1 {
                let value = if rescues(board, q, own) {
                    2
                } else if on_last {
                    1
                } else {
                    3
                };
                // Rescue outranks the others; "other" comes last.
                capture = best_capture(capture, value);
            } else if libs == 2 {
                atari = atari.max(if on_last { 2 } else { 1 });
            }
        } else if cell == own && board.in_atari(q) {
            escaping = true;
        }
    }
    let escape = if escaping {
        match board.liberties_after(p, color).count() {
            0 | 1 => 0,
            2 => 1,
            _ => 2,
        }
    } else {
        0
    };
    let self_atari = match board.self_atari_size(p, color) {
        None => 0,
        Some(1) => 1,
        Some(_) => 2,
    };
    MoveFeatures {
        shape,
        tactics: [
            capture,
            escape,
            self_atari,
            atari,
            distance_class(board, p, last),
            distance_class(board, p, prev),
            line_class(board, p),
            area_class(board, p, context),
            context.owners.map_or(0, |o| o.class(p, color)),
        ],
        large: large_code(board, p, color),
    }
}

/// A ring code of [`patterns::code`] (black 0, white 1 in each slot) seen
/// by `color`: own stones 0, the opponent's 1.
fn mover_view(code: u32, color: Color) -> u32 {
    if color == Color::Black {
        return code;
    }
    // Swap 0 and 1 in every two-bit slot: flip the low bit of the slots
    // whose high bit is clear.
    let high = (code >> 1) & 0x5555;
    code ^ (!high & 0x5555)
}

/// Capture values by precedence: rescue (2), the last move (1), other (3).
fn best_capture(current: u8, new: u8) -> u8 {
    let rank = |v: u8| match v {
        2 => 3,
        1 => 2,
        3 => 1,
        _ => 0,
    };
    if rank(new) > rank(current) {
        new
    } else {
        current
    }
}

/// Whether capturing the chain through `q` frees an own chain in atari
/// that touches it.
fn rescues<const W: usize>(board: &Board<W>, q: Point, own: Cell) -> bool {
    board.chain_stones(q).take(32).any(|s| {
        board
            .neighbors(s)
            .iter()
            .any(|&n| board.cell(n) == own && board.in_atari(n))
    })
}

/// Coulom's distance `|dx| + |dy| + max(|dx|, |dy|)`, classed: 0 for no
/// move, 1..=9 for distances 2..=10, 10 beyond.
fn distance_class<const W: usize>(board: &Board<W>, p: Point, other: Point) -> u8 {
    if other == 0 {
        return 0;
    }
    let stride = board.stride() as i32;
    let (dr, dc) = (
        (p as i32 / stride - other as i32 / stride).abs(),
        (p as i32 % stride - other as i32 % stride).abs(),
    );
    let d = dr + dc + dr.max(dc);
    if d > 10 { 10 } else { (d - 1).max(1) as u8 }
}

/// The edge line, 0 for the first line up to 4 for the fifth and beyond.
fn line_class<const W: usize>(board: &Board<W>, p: Point) -> u8 {
    let v = board.vertex(p);
    let n = board.size();
    let (c, r) = (v.col as usize, v.row as usize);
    c.min(r).min(n - 1 - c).min(n - 1 - r).min(4) as u8
}

/// Where a move stands in open space, which is what the opening is
/// about: 0 when a stone is within two lines of it (the 5×5 around it)
/// or the board is small; otherwise its distances to the two nearest
/// edges, each 1..=7 and as an unordered pair (the 3-4 point is the
/// 4-3 point), offset by 28 when no stone is within four lines either.
fn area_class<const W: usize>(board: &Board<W>, p: Point, context: &Context<'_, W>) -> u8 {
    let n = board.size();
    if n < AREA_MIN_SIZE || context.near2.contains(p) {
        return 0;
    }
    let v = board.vertex(p);
    let (c, r) = (v.col as usize, v.row as usize);
    let x = (c.min(n - 1 - c) + 1).min(7);
    let y = (r.min(n - 1 - r) + 1).min(7);
    let (a, b) = (x.min(y), x.max(y));
    // Pairs (a, b) with 1 <= a <= b <= 7 in order: (1,1), (1,2) .. (7,7).
    let pair = (a - 1) * (16 - a) / 2 + (b - a);
    let wide = if context.near4.contains(p) {
        0
    } else {
        AREA_PAIRS
    };
    (1 + pair + wide) as u8
}

/// The eight symmetries of the square as permutations of ring slots:
/// `perms[s][slot]` is where `slot` goes (built once).
fn permutations() -> &'static [[usize; 8]; 8] {
    static PERMS: OnceLock<[[usize; 8]; 8]> = OnceLock::new();
    PERMS.get_or_init(build_permutations)
}

fn build_permutations() -> [[usize; 8]; 8] {
    let coords: [(i32, i32); 8] = [
        (-1, -1),
        (-1, 0),
        (-1, 1),
        (0, -1),
        (0, 1),
        (1, -1),
        (1, 0),
        (1, 1),
    ];
    symmetries_of(&coords)
}

/// The eight symmetries of the square ([`Vertex::symmetric`]) as
/// permutations of the slots `coords` names by their (row, column)
/// offsets from the centre: `perms[s][slot]` is where `slot` goes.
pub(super) fn symmetries_of<const N: usize>(coords: &[(i32, i32); N]) -> [[usize; N]; 8] {
    // The offsets lie in a square of side 2k + 1 around the centre.
    let k = coords
        .iter()
        .map(|&(r, c)| r.abs().max(c.abs()))
        .max()
        .unwrap_or(0);
    let side = (2 * k + 1) as usize;
    let mut perms = [[0; N]; 8];
    for (s, perm) in perms.iter_mut().enumerate() {
        for (slot, &(r, c)) in coords.iter().enumerate() {
            let v = Vertex::new((c + k) as usize, (r + k) as usize).symmetric(s, side);
            let moved = (i32::from(v.row) - k, i32::from(v.col) - k);
            perm[slot] = coords.iter().position(|&x| x == moved).unwrap();
        }
    }
    perms
}

/// The shape code after one symmetry.
fn transform(code: u32, perm: &[usize; 8]) -> u32 {
    let mut out = 0;
    for (slot, &to) in perm.iter().enumerate() {
        out |= (code >> (2 * slot) & 3) << (2 * to);
    }
    for (bit, &slot) in ORTHOGONAL.iter().enumerate() {
        if code >> (16 + bit) & 1 != 0 {
            let to_bit = ORTHOGONAL.iter().position(|&s| s == perm[slot]).unwrap();
            out |= 1 << (16 + to_bit);
        }
    }
    out
}

/// The smallest code among a shape's eight symmetric forms, which names
/// the shape in the gamma table.
pub fn canonical(code: u32) -> u32 {
    permutations()
        .iter()
        .map(|perm| transform(code, perm))
        .min()
        .unwrap()
}

/// The learned weights.
pub struct Gammas {
    /// Gamma per shape code (every code, symmetric forms filled in).
    shape: Vec<f32>,
    tactical: [Vec<f32>; 9],
    /// Gamma per known 5×5 code (symmetric forms filled in); the others
    /// have 1.
    large: LargeTable,
}

impl Gammas {
    /// The compiled-in table.
    pub fn get() -> &'static Gammas {
        static GAMMAS: OnceLock<Gammas> = OnceLock::new();
        GAMMAS.get_or_init(|| {
            Gammas::parse(include_str!("gammas.txt")).expect("the compiled-in gammas.txt parses")
        })
    }

    /// Reads the text format that `examples/learn_gammas/` writes: one
    /// `group value gamma` line per feature, shapes as `shape 0xCODE
    /// gamma` with the canonical code, `shape rare gamma` for the rest.
    pub fn parse(text: &str) -> Result<Gammas, String> {
        let mut shapes: HashMap<u32, f32> = HashMap::new();
        let mut large = LargeTable::default();
        let mut rare = 1.0f32;
        let mut tactical: [Vec<f32>; 9] = Default::default();
        for (g, (_, n)) in TACTICAL.iter().enumerate() {
            tactical[g] = vec![1.0; *n];
        }
        for (i, line) in text.lines().enumerate() {
            let line = line.trim();
            if line.is_empty() || line.starts_with('#') {
                continue;
            }
            let bad = || format!("gammas line {}: {line}", i + 1);
            let mut parts = line.split_whitespace();
            let (Some(group), Some(value), Some(gamma), None) =
                (parts.next(), parts.next(), parts.next(), parts.next())
            else {
                return Err(bad());
            };
            let gamma: f32 = gamma.parse().map_err(|_| bad())?;
            if group == "shape" {
                if value == "rare" {
                    rare = gamma;
                } else {
                    let hex = value.strip_prefix("0x").ok_or_else(bad)?;
                    let code = u32::from_str_radix(hex, 16).map_err(|_| bad())?;
                    shapes.insert(code, gamma);
                }
            } else if group == "large" {
                let hex = value.strip_prefix("0x").ok_or_else(bad)?;
                let code = u64::from_str_radix(hex, 16).map_err(|_| bad())?;
                for form in symmetric_forms(code) {
                    large.insert(form, gamma);
                }
            } else {
                let g = TACTICAL
                    .iter()
                    .position(|(name, _)| *name == group)
                    .ok_or_else(bad)?;
                let v: usize = value.parse().map_err(|_| bad())?;
                *tactical[g].get_mut(v).ok_or_else(bad)? = gamma;
            }
        }
        let perms = permutations();
        let mut shape = vec![rare; 1 << SHAPE_BITS];
        for (&code, &gamma) in &shapes {
            for perm in perms {
                shape[transform(code, perm) as usize] = gamma;
            }
        }
        Ok(Gammas {
            shape,
            tactical,
            large,
        })
    }

    /// The strength of a move: the product of its features' gammas.
    #[inline]
    pub fn strength(&self, f: &MoveFeatures) -> f32 {
        let mut s = self.shape[f.shape as usize];
        for (g, &v) in f.tactics.iter().enumerate() {
            s *= self.tactical[g][v as usize];
        }
        if let Some(&g) = self.large.get(&f.large) {
            s *= g;
        }
        s
    }
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::board::{Grid, Vertex};
    use crate::game::board_from_grid;

    fn features_at(rows: &[&str], vertex: &str, color: Color, last: &str) -> MoveFeatures {
        let (grid, _) = Grid::from_diagram(rows);
        let any = board_from_grid(&grid);
        let v = Vertex::parse_gtp(vertex, grid.size()).unwrap();
        let l = Vertex::parse_gtp(last, grid.size()).unwrap();
        crate::with_board!(&any, b => features(b, b.point(v), color, &Context::new(b, b.point(l), 0)))
    }

    #[test]
    fn canonical_is_the_same_for_every_symmetric_form() {
        let perms = permutations();
        for code in [0x1_2345u32, 0x5_aaaa, 0x8_0f0f, 0xf_1111] {
            let c = canonical(code);
            for perm in perms {
                assert_eq!(canonical(transform(code, perm)), c);
            }
        }
    }

    #[test]
    fn permutations_keep_orthogonal_slots_orthogonal() {
        for perm in permutations() {
            for slot in ORTHOGONAL {
                assert!(ORTHOGONAL.contains(&perm[slot]));
            }
        }
    }

    #[test]
    fn capture_of_the_last_move_and_distances() {
        // White E5 in atari after its last move; Black takes at E6?
        let rows = [
            ".........",
            ".........",
            ".........",
            "....X....",
            "...XOX...",
            ".........",
            ".........",
            ".........",
            ".........",
        ];
        let f = features_at(&rows, "E4", Color::Black, "E5");
        assert_eq!(f.tactics[0], 1, "captures the last move");
        assert_eq!(f.tactics[4], 1, "next to the last move (distance 2)");
        assert_eq!(f.tactics[5], 0, "no move before it");
        assert_eq!(f.tactics[6], 3, "fourth line");
        // The white stone north of E4 is in atari: the shape says so.
        assert_ne!(f.shape & 0xf_0000, 0);
    }

    #[test]
    fn escape_self_atari_and_atari() {
        let rows = [
            ".........",
            ".........",
            ".........",
            ".........",
            "...OXO...",
            "....O....",
            ".........",
            ".........",
            ".........",
        ];
        // Black E5 is in atari at E6: extending there gives two liberties
        // (D6, F6 and E7: three).
        let f = features_at(&rows, "E6", Color::Black, "E4");
        assert_eq!(f.tactics[1], 2);
        // White D6 ataris nothing but E6 for White captures: no, E5 has
        // one liberty, so White E6 captures it.
        let w = features_at(&rows, "E6", Color::White, "E4");
        assert_eq!(w.tactics[0], 3);
        // Black A1 in a corner between nothing is no self-atari.
        let a1 = features_at(&rows, "A1", Color::Black, "E4");
        assert_eq!(a1.tactics[2], 0);
        assert_eq!(a1.tactics[6], 0);
    }

    #[test]
    fn area_names_the_open_points_of_the_opening() {
        let mut rows = vec!["..................."; 19];
        rows[15] = "...X...............";
        let at = |v: &str| features_at(&rows, v, Color::White, "D4").tactics[7];
        // 1 + the pair's index + 28 for an empty 9×9 around the move.
        assert_eq!(at("Q16"), 1 + 18 + 28, "the 4-4 point");
        assert_eq!(at("R16"), 1 + 14 + 28, "the 3-4 point");
        assert_eq!(at("C17"), 1 + 13 + 28, "the 3-3 point");
        assert_eq!(at("K10"), 1 + 27 + 28, "the centre");
        assert_eq!(
            at("G4"),
            1 + 21,
            "no stone within two lines, one within four"
        );
        assert_eq!(at("F4"), 0, "next to a stone");
        assert_eq!(
            features_at(&["........."; 9], "C3", Color::Black, "E5").tactics[7],
            0
        );
    }

    #[test]
    fn nearby_sets_match_a_scan_of_the_squares() {
        // Stones on edges and corners, where the dilation could leak
        // through the padding into the next row.
        let mut rows = vec!["................."; 17];
        rows[0] = "X...............O";
        rows[7] = "O...X.....O.....X";
        rows[16] = "..X..............";
        let (grid, _) = Grid::from_diagram(&rows);
        let any = board_from_grid(&grid);
        crate::with_board!(&any, b => {
            let context = Context::new(b, 0, 0);
            for v in grid.vertices() {
                let p = b.point(v);
                let within = |d: i32| {
                    grid.vertices().any(|w| {
                        grid.get(w).is_some()
                            && (w.col as i32 - v.col as i32).abs() <= d
                            && (w.row as i32 - v.row as i32).abs() <= d
                    })
                };
                assert_eq!(context.near2.contains(p), within(2), "{v:?}");
                assert_eq!(context.near4.contains(p), within(4), "{v:?}");
            }
        });
    }

    #[test]
    fn the_compiled_in_table_parses() {
        let g = Gammas::get();
        let f = features_at(&["........."; 9], "E5", Color::Black, "E5");
        assert!(g.strength(&f) > 0.0);
    }
}
