use super::*;
use crate::board::{Grid, Vertex};
use crate::game::board_from_grid;

/// Runs `f` on the board of a diagram (9 rows, top first) with the point
/// of each named vertex.
fn on<R>(rows: &[&str], vertices: &[&str], f: impl Fn(&dyn Probe, &[Point]) -> R) -> R {
    let (grid, _) = Grid::from_diagram(rows);
    let any = board_from_grid(&grid);
    crate::with_board!(&any, b => {
        let points: Vec<Point> = vertices
            .iter()
            .map(|v| b.point(Vertex::parse_gtp(v, grid.size()).unwrap()))
            .collect();
        f(&**b, &points)
    })
}

/// The tactics under test, object-safe so tests need not name `W`.
trait Probe {
    fn ladder(&self, stone: Point) -> bool;
    fn atari(&self, stone: Point, at: Point) -> bool;
    fn nakade(&self, start: Point, owner: Color) -> Option<Point>;
    fn sacrifice(&self, p: Point, color: Color) -> bool;
    fn breaks_seki(&self, p: Point, color: Color) -> bool;
    fn fills_false_eye_seki(&self, p: Point, color: Color) -> bool;
}

impl<const W: usize> Probe for Board<W> {
    fn ladder(&self, stone: Point) -> bool {
        ladder_captures(self, stone, Reading::Prior)
    }
    fn atari(&self, stone: Point, at: Point) -> bool {
        atari_captures(self, stone, at, Reading::Playout)
    }
    fn nakade(&self, start: Point, owner: Color) -> Option<Point> {
        nakade_point(self, start, owner)
    }
    fn sacrifice(&self, p: Point, color: Color) -> bool {
        is_nakade_sacrifice(self, p, color)
    }
    fn breaks_seki(&self, p: Point, color: Color) -> bool {
        breaks_nakade_seki(self, p, color)
    }
    fn fills_false_eye_seki(&self, p: Point, color: Color) -> bool {
        breaks_false_eye_seki(self, p, color)
    }
}

/// White E5 in atari; running at E4 starts a ladder towards A1.
const LADDER: [&str; 9] = [
    ".........",
    ".........",
    ".........",
    "....X....",
    "...XOX...",
    ".....X...",
    ".........",
    ".........",
    ".........",
];

#[test]
fn ladder_to_the_edge_captures() {
    assert!(on(&LADDER, &["E5"], |b, p| b.ladder(p[0])));
}

#[test]
fn ladder_breaker_saves_the_chain() {
    let mut rows = LADDER;
    rows[7] = "..O......"; // C2
    assert!(!on(&rows, &["E5"], |b, p| b.ladder(p[0])));
}

#[test]
fn capturing_an_atari_neighbour_escapes() {
    let mut rows = LADDER;
    // Black D5 is left with D4 alone: White takes it there.
    rows[3] = "...OX....";
    rows[4] = "..OXOX...";
    assert!(!on(&rows, &["E5"], |b, p| b.ladder(p[0])));
}

#[test]
fn a_capture_that_leaves_a_ladder_is_no_escape() {
    // White A6 B6 B5 has C5 alone, where it cannot run. Taking Black A5
    // at A4 gives it A5 and C5, but Black C5 leaves it A5 again, and A5
    // joins A4 with A3 alone: Black A3 takes all.
    let mut rows = ["........."; 9];
    rows[2] = "XX.......";
    rows[3] = "OOX......";
    rows[4] = "XO.X.....";
    rows[5] = ".XX......";
    assert!(on(&rows, &["B5"], |b, p| b.ladder(p[0])));
    // Without Black B4, A4 and A5 would add B4 and A3: free.
    rows[5] = "..X......";
    assert!(!on(&rows, &["B5"], |b, p| b.ladder(p[0])));
}

#[test]
fn three_liberties_after_running_escapes() {
    let mut rows = LADDER;
    rows[5] = "........."; // no F4: E4 reaches D4, E3 and F4
    assert!(!on(&rows, &["E5"], |b, p| b.ladder(p[0])));
}

#[test]
fn atari_that_works_as_a_ladder() {
    let mut rows = LADDER;
    rows[4] = "...XO...."; // White E5 has F5 and E4
    assert!(on(&rows, &["E5", "F5"], |b, p| b.atari(p[0], p[1])));
    rows[7] = "..O......";
    assert!(!on(&rows, &["E5", "F5"], |b, p| b.atari(p[0], p[1])));
}

fn corner(rows_top: [&str; 3]) -> [&str; 9] {
    let mut rows = ["........."; 9];
    rows[..3].copy_from_slice(&rows_top);
    rows
}

#[test]
fn nakade_shapes_have_their_vital_points() {
    let cases: [([&str; 3], &str, Option<&str>); 6] = [
        (["...X.....", "XXXX.....", "........."], "A9", Some("B9")), // straight three
        (["..X......", ".XX......", "XX......."], "A9", Some("A9")), // bent three
        (["...X.....", "X.XX.....", ".X......."], "A9", Some("B9")), // pyramid four
        (["....X....", "XXXXX....", "........."], "A9", None),       // straight four
        (["..X......", "..X......", "XX......."], "A9", None),       // square four
        (["...O.....", "XXXX.....", "........."], "A9", None),       // intruder
    ];
    for (top, start, vital) in cases {
        let rows = corner(top);
        let mut names = vec![start];
        names.extend(vital);
        let found = on(&rows, &names, |b, p| {
            (b.nakade(p[0], Color::Black), p.get(1).copied())
        });
        assert_eq!(found.0, found.1, "{top:?}");
    }
}

#[test]
fn a_throw_in_that_leaves_a_square_four_is_a_sacrifice() {
    // White's corner group has A9 and B8 only, around Black's B9 C9 C8
    // (a 9x9 game against Pachi): Black B8 is a self-atari of four, and
    // once White takes at A9 its eye space is the square four. Black A9
    // instead would leave a bent four: no sacrifice.
    let mut rows = ["........."; 9];
    rows[0] = ".XXOX....";
    rows[1] = "O.XOX....";
    rows[2] = "OOOOX....";
    rows[3] = "XXXXX....";
    let found = on(&rows, &["B8", "A9"], |b, p| {
        (
            b.sacrifice(p[0], Color::Black),
            b.sacrifice(p[1], Color::Black),
        )
    });
    assert_eq!(found, (true, false));
    // With room outside, White's group is no eye space to kill.
    rows[3] = ".........";
    assert!(!on(&rows, &["B8"], |b, p| b.sacrifice(p[0], Color::Black)));
}

#[test]
fn no_sacrifice_beside_a_group_with_an_eye_elsewhere() {
    // Fuego's blunder_rave.tst 10, its record
    // rave-problems/823341-variation-rave-bug.sgf: White's bottom group
    // has the eye E4 and the liberties A5 and B2. Black's B2 would throw
    // three stones into a bent three, but the one eye White keeps there
    // makes two with E4.
    let mut rows = [
        "....OX.O.",
        "..XXOXOX.",
        ".X.X.OO.O",
        ".X.XXXXO.",
        ".X.XOOXXO",
        "OXXO.OOX.",
        "OOOOOOXO.",
        "X.OOXOXX.",
        ".XOXXXXX.",
    ];
    assert!(!on(&rows, &["B2"], |b, p| b.sacrifice(p[0], Color::Black)));
    // With A5 filled, White is left in atari on E4, away from the
    // thrown-in stones: it takes them and lives.
    rows[4] = "XX.XOOXXO";
    assert!(!on(&rows, &["B2"], |b, p| b.sacrifice(p[0], Color::Black)));
}

#[test]
fn atari_on_the_inner_stones_of_a_nakade_seki_breaks_it() {
    // Pachi's seki.t, 3-stone seki: Black's G3-G5 inside White's group,
    // which has no eye; F3 or F5 by White breaks it. Black's C1 and G7
    // fill outside liberties that do not matter here.
    let straight = [
        ".X.XXX.", ".XXXOOO", "..X.O.X", "..X.OOX", "..X.O.X", "..XXOOO", "...XXX.",
    ];
    on(&straight, &["F3", "F5", "C3"], |b, p| {
        assert!(b.breaks_seki(p[0], Color::White));
        assert!(b.breaks_seki(p[1], Color::White));
        assert!(!b.breaks_seki(p[2], Color::White));
        assert!(!b.breaks_seki(p[0], Color::Black));
    });
    // The 6-stone seki: rabbity six inside; G3 and G5 break it.
    let six = [
        "..XXXX.", "XXXOOOO", "X..OXX.", "X..OXXX", "X..OOX.", "XXXXOOO", "...XXX.",
    ];
    on(&six, &["G3", "G5"], |b, p| {
        assert!(b.breaks_seki(p[0], Color::White));
        assert!(b.breaks_seki(p[1], Color::White));
    });
    // Bent three with the point that makes a square four: Black kills by
    // throwing in at F5, so there is no seki to keep.
    let bent = [
        ".X.XXX.", ".XXXOOO", "..X.O.X", "..X.OXX", "..X.O.O", "..XXOOO", "...XXX.",
    ];
    on(&bent, &["F3", "F5"], |b, p| {
        assert!(!b.breaks_seki(p[0], Color::White));
        assert!(!b.breaks_seki(p[1], Color::White));
    });
}

#[test]
fn filling_the_false_eye_of_a_seki_breaks_it() {
    // Pachi's false_eye_seki.t (gtp-tests/pachi_seki.tst 61): Black's
    // D1-G4 chain and G2 share G3 as a false eye; their other liberties
    // E1 and G1 are the liberties of White's E2-F1.
    let rows = [
        "X.XO...", ".XXOO..", "XXO..OO", "XO.OOXX", "O.OXXX.", ".OOXOOX", "..OX.O.",
    ];
    on(&rows, &["G3", "A2", "E1"], |b, p| {
        assert!(b.fills_false_eye_seki(p[0], Color::Black));
        assert!(!b.fills_false_eye_seki(p[1], Color::Black));
        assert!(!b.fills_false_eye_seki(p[2], Color::Black));
        assert!(!b.fills_false_eye_seki(p[0], Color::White));
    });
    // With F2 empty Black's big chain has a third liberty: no seki.
    let mut open = rows;
    open[6] = "..OX.O.";
    open[5] = ".OOXO.X";
    on(&open, &["G3"], |b, p| {
        assert!(!b.fills_false_eye_seki(p[0], Color::Black));
    });
}
