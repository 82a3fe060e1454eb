//! 3×3 move patterns in the spirit of MoGo (Gelly et al., 2006) and
//! Pachi's moggy policy: shapes around an empty point that make playing
//! it urgent (hane, cuts, edge blocks). The playout policy tries them
//! next to the last move (the tree's priors use learned shapes instead,
//! see `features`).
//!
//! A neighbourhood is coded in 16 bits, two per neighbour, taken straight
//! from the board's cells (black 0, white 1, empty 2, off-board 3), so
//! matching a point is eight loads and one table lookup. The table is
//! built once from the pattern texts with all eight symmetries.

use std::sync::OnceLock;

use crate::board::{Board, Color, Point, Vertex};

/// The patterns, as three rows seen with the player to move as `X`; the
/// centre is the move. `O` opponent, `.` empty, `#` off the board, `x`
/// anything but `X`, `o` anything but `O`, `?` anything.
const PATTERNS: [&str; 13] = [
    // Hane: enclosing, non-cutting, magari, thin.
    "XOX...???",
    "XO....?.?",
    "XO?X..x.?",
    "XOO...?.?",
    // Diagonal attachment next to own stone.
    ".O.X.....",
    // Cut: unprotected, peeped.
    "XO?O.o?o?",
    "XO?O.X???",
    // Cut between two opponent stones across.
    "?X?O.Oooo",
    // Keima cut.
    "OX?o.O???",
    // Edge: chase, block the side cut, block the side connection, sagari.
    "X.?O.?##?",
    "OX?X.O###",
    "?X?x.O###",
    "?XOx.x###",
];

/// Which values (black 0, white 1, empty 2, off 3) a pattern letter
/// accepts, as a 4-bit set, when the player to move is `to_move`.
fn accepted(letter: u8, to_move: Color) -> u8 {
    let own = 1 << to_move.index();
    let opp = 1 << to_move.opponent().index();
    let (empty, off) = (1 << 2, 1 << 3);
    match letter {
        b'X' => own,
        b'O' => opp,
        b'.' => empty,
        b'#' => off,
        b'x' => opp | empty | off,
        b'o' => own | empty | off,
        _ => 0b1111,
    }
}

/// The eight neighbours in row-major order around the centre, as (row,
/// col) in the 3×3 square.
const RING: [(usize, usize); 8] = [
    (0, 0),
    (0, 1),
    (0, 2),
    (1, 0),
    (1, 2),
    (2, 0),
    (2, 1),
    (2, 2),
];

/// Bit 0: good for Black to move; bit 1: good for White.
struct Table(Vec<u8>);

fn table() -> &'static Table {
    static TABLE: OnceLock<Table> = OnceLock::new();
    TABLE.get_or_init(build)
}

fn build() -> Table {
    let mut t = vec![0u8; 1 << 16];
    for text in PATTERNS {
        let cells: Vec<u8> = text.bytes().filter(|b| *b != b' ').collect();
        assert_eq!(cells.len(), 9, "pattern {text}");
        for color in Color::BOTH {
            for sym in 0..8 {
                // Accepted values per ring slot after the symmetry.
                let mut sets = [0u8; 8];
                for (slot, &(r, c)) in RING.iter().enumerate() {
                    let (sr, sc) = transform(r, c, sym);
                    sets[slot] = accepted(cells[sr * 3 + sc], color);
                }
                mark(&mut t, &sets, 0, 0, 1 << color.index());
            }
        }
    }
    Table(t)
}

/// Maps a ring position through one of the eight symmetries of the
/// 3×3 square ([`Vertex::symmetric`], with rows as rows and columns as
/// columns).
fn transform(r: usize, c: usize, sym: usize) -> (usize, usize) {
    let v = Vertex::new(c, r).symmetric(sym, 3);
    (v.row as usize, v.col as usize)
}

/// Sets `bit` for every code matching the per-slot sets from `slot` on.
fn mark(t: &mut [u8], sets: &[u8; 8], slot: usize, code: usize, bit: u8) {
    if slot == 8 {
        t[code] |= bit;
        return;
    }
    for value in 0..4 {
        if sets[slot] & (1 << value) != 0 {
            mark(t, sets, slot + 1, code | value << (2 * slot), bit);
        }
    }
}

/// The 16-bit neighbourhood code of `p`.
#[inline]
pub fn code<const W: usize>(board: &Board<W>, p: Point) -> usize {
    let mut code = 0;
    for (slot, q) in board.ring(p).into_iter().enumerate() {
        code |= (board.cell(q) as usize) << (2 * slot);
    }
    code
}

/// Whether the empty point `p` matches a pattern for `color` to move.
#[inline]
pub fn matches<const W: usize>(board: &Board<W>, p: Point, color: Color) -> bool {
    table().0[code(board, p)] & (1 << color.index()) != 0
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::board::{Grid, Vertex};
    use crate::game::board_from_grid;

    fn at(rows: &[&str], vertex: &str, color: Color) -> bool {
        let (grid, _) = Grid::from_diagram(rows);
        let any = board_from_grid(&grid);
        let v = Vertex::parse_gtp(vertex, grid.size()).unwrap();
        crate::with_board!(&any, b => matches(b, b.point(v), color))
    }

    const HANE: [&str; 9] = [
        ".........",
        ".........",
        ".........",
        ".........",
        "...XOX...",
        ".........",
        ".........",
        ".........",
        ".........",
    ];

    #[test]
    fn enclosing_hane_matches_for_the_enclosing_side() {
        // Black D5 and F5 around White E5: E4 and E6 are hane for Black.
        assert!(at(&HANE, "E4", Color::Black));
        assert!(at(&HANE, "E6", Color::Black));
        assert!(!at(&HANE, "B2", Color::Black));
        assert!(!at(&HANE, "B2", Color::White));
    }

    #[test]
    fn cut_matches_the_cutting_side() {
        // Black D5 and E4 diagonal, White E5 and D4: both cut points match.
        let rows = [
            ".........",
            ".........",
            ".........",
            ".........",
            "...XO....",
            "...O.X...",
            ".........",
            ".........",
            ".........",
        ];
        assert!(at(&rows, "E4", Color::Black));
    }

    #[test]
    fn edge_block_matches_on_the_first_line() {
        // White B1 and Black A2... block the side connection: White A1?
        // Black B2, White C1, empty B1: Black blocks at B1 ("?X?x.O###"
        // seen from the bottom edge).
        let rows = [
            ".........",
            ".........",
            ".........",
            ".........",
            ".........",
            ".........",
            ".........",
            ".X.......",
            "..O......",
        ];
        assert!(at(&rows, "B1", Color::Black));
    }

    #[test]
    fn table_is_colour_symmetric() {
        let t = table();
        for code in 0..1usize << 16 {
            // Swap black (0) and white (1) in every slot.
            let mut swapped = 0;
            for slot in 0..8 {
                let v = code >> (2 * slot) & 3;
                let w = match v {
                    0 => 1,
                    1 => 0,
                    other => other,
                };
                swapped |= w << (2 * slot);
            }
            let black = t.0[code] & 1 != 0;
            let white = t.0[swapped] & 2 != 0;
            assert_eq!(black, white, "code {code:#x}");
        }
    }
}
