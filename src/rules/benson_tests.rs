//! Tests of Benson's algorithm: classic shapes as diagrams, colour
//! symmetry, and a property check on random finished boards.

use super::*;
use crate::board::{Board, Suicide};

/// The answer as rows, top row first: `X`/`O` pass-alive stones, `x`/`o`
/// other stones, `d` a stone inside the opponent's pass-alive territory,
/// `b`/`w` empty points of Black's/White's territory, `.` other points.
fn render(grid: &Grid, map: &BensonMap) -> Vec<String> {
    let size = grid.size();
    (0..size)
        .rev()
        .map(|row| {
            (0..size)
                .map(|col| {
                    let v = Vertex::new(col, row);
                    match (grid.get(v), map.get(v)) {
                        (Some(Color::Black), Safety::Alive(_)) => 'X',
                        (Some(Color::White), Safety::Alive(_)) => 'O',
                        (Some(_), Safety::Territory(_)) => 'd',
                        (Some(Color::Black), Safety::Unknown) => 'x',
                        (Some(Color::White), Safety::Unknown) => 'o',
                        (None, Safety::Territory(Color::Black)) => 'b',
                        (None, Safety::Territory(Color::White)) => 'w',
                        (None, _) => '.',
                    }
                })
                .collect()
        })
        .collect()
}

/// Runs Benson on `rows` and compares with `expected` (see [`render`]).
#[track_caller]
fn check(rows: &[&str], expected: &[&str]) {
    let (grid, _) = Grid::from_diagram(rows);
    let got = render(&grid, &benson(&grid));
    assert_eq!(got, expected, "\ninput:\n{}", rows.join("\n"));
    // The same position with the colours swapped gives the swapped answer.
    let swapped: Vec<String> = rows.iter().map(|r| swap(r)).collect();
    let swapped_refs: Vec<&str> = swapped.iter().map(String::as_str).collect();
    let (grid, _) = Grid::from_diagram(&swapped_refs);
    let got = render(&grid, &benson(&grid));
    let want: Vec<String> = expected.iter().map(|r| swap(r)).collect();
    assert_eq!(got, want, "colours swapped");
}

fn swap(row: &str) -> String {
    row.chars()
        .map(|c| match c {
            'X' => 'O',
            'O' => 'X',
            'x' => 'o',
            'o' => 'x',
            'b' => 'w',
            'w' => 'b',
            c => c,
        })
        .collect()
}

#[test]
fn empty_board_has_nothing_alive() {
    check(
        &[".....", ".....", ".....", ".....", "....."],
        &[".....", ".....", ".....", ".....", "....."],
    );
    let map = benson(&Grid::new(19));
    assert!(
        Grid::new(19)
            .vertices()
            .all(|v| map.get(v) == Safety::Unknown)
    );
    assert_eq!(map.get(Vertex::new(19, 0)), Safety::Unknown);
}

#[test]
fn two_eyed_corner_group_is_alive() {
    check(
        &[".X.X..", "XXXX..", "......", "......", "......", "......"],
        &["bXbX..", "XXXX..", "......", "......", "......", "......"],
    );
}

#[test]
fn one_big_eye_is_not_pass_alive() {
    // A straight three: every point is a liberty, but it is one region.
    check(
        &["...X..", "XXXX..", "......", "......", "......", "......"],
        &["...x..", "xxxx..", "......", "......", "......", "......"],
    );
    // A whole board of Black but for a two-point eye: still one region.
    check(&["XXX", "X.X", "X.X"], &["xxx", "x.x", "x.x"]);
}

#[test]
fn one_eye_and_an_open_outside_is_not_alive() {
    check(
        &[".X....", "XX....", "......", "......", "......", "......"],
        &[".x....", "xx....", "......", "......", "......", "......"],
    );
}

#[test]
fn opponent_stone_inside_a_vital_region_is_dead() {
    // White A7 sits in a two-point eye whose empty point B7 is a black
    // liberty: the eye stays vital and White's stone is dead.
    check(
        &[
            "O.X.X..", "XXXXXXX", ".......", ".......", ".......", ".......", ".......",
        ],
        &[
            "dbXbXbb", "XXXXXXX", ".......", ".......", ".......", ".......", ".......",
        ],
    );
}

#[test]
fn opponent_stones_can_spoil_a_region() {
    // A7 is empty but touches only White stones: the region A7-C6 is not
    // vital, so Black is left with the single eye E7-E6.
    check(
        &[".O.X.X", "OO.X.X", "XXXXXX", "......", "......", "......"],
        &[".o.x.x", "oo.x.x", "xxxxxx", "......", "......", "......"],
    );
    // With a second good eye (G7-G6) Black lives, and the spoiled region
    // is not Black's territory: White's stones there are not proved dead.
    check(
        &[
            ".O.X.X.", "OO.X.X.", "XXXXXXX", ".......", ".......", ".......", ".......",
        ],
        &[
            ".o.XbXb", "oo.XbXb", "XXXXXXX", ".......", ".......", ".......", ".......",
        ],
    );
}

#[test]
fn chains_sharing_their_eyes_are_all_alive() {
    // Five separate chains, touching only diagonally, share four eyes.
    check(&["X.X", ".X.", "X.X"], &["XbX", "bXb", "XbX"]);
    check(&["X.", ".X"], &["Xb", "bX"]);
    // A lone stone on 2x2 has one region of three points, not all liberties.
    check(&["X.", ".."], &["x.", ".."]);
}

#[test]
fn an_eye_shared_with_a_dying_chain_does_not_count() {
    // C5 is vital to both the corner chain and the lone stone D5, which has
    // no second eye; once D5 is dropped, C5 is too, and the corner chain
    // keeps only A5.
    check(
        &[".X.X.", "XXX..", ".....", ".....", "....."],
        &[".x.x.", "xxx..", ".....", ".....", "....."],
    );
    // Connected by D4, the two are one chain with two eyes.
    check(
        &[".X.X.", "XXXX.", ".....", ".....", "....."],
        &["bXbX.", "XXXX.", ".....", ".....", "....."],
    );
}

#[test]
fn eyes_on_the_edge_of_one_chain() {
    // Stones on the first line close the eyes B7 and D7 against the edge.
    check(
        &[
            "X.X.X..", "XXXXX..", ".......", ".......", ".......", ".......", ".......",
        ],
        &[
            "XbXbX..", "XXXXX..", ".......", ".......", ".......", ".......", ".......",
        ],
    );
}

#[test]
fn both_colours_alive_side_by_side() {
    check(
        &[
            ".X.XO.O", "XXXXOOO", "XXXXOOO", "XXXXOOO", "XXXXO.O", "X.XXOOO", "XXXXO.O",
        ],
        &[
            "bXbXOwO", "XXXXOOO", "XXXXOOO", "XXXXOOO", "XXXXOwO", "XbXXOOO", "XXXXOwO",
        ],
    );
}

#[test]
fn odd_input_does_not_panic() {
    // Stones without liberties cannot occur in a game, but the function
    // must still answer.
    let (grid, _) = Grid::from_diagram(&["XO", "OX"]);
    let _ = benson(&grid);
    let (grid, _) = Grid::from_diagram(&["XX", "XX"]);
    let map = benson(&grid);
    assert!(grid.vertices().all(|v| !map.is_alive(v)));
    let _ = benson(&Grid::new(1));
    let _ = benson(&Grid::new(0));
}

/// xorshift64*, enough for picking moves in a test.
struct Rng(u64);

impl Rng {
    fn below(&mut self, n: usize) -> usize {
        self.0 ^= self.0 >> 12;
        self.0 ^= self.0 << 25;
        self.0 ^= self.0 >> 27;
        (self.0.wrapping_mul(0x2545_f491_4f6c_dd1d) >> 33) as usize % n
    }
}

/// A random game on 9x9 played until neither side has a move that does
/// not fill its own eye: most groups end with small eyes.
fn random_finished_board(rng: &mut Rng) -> Board<2> {
    let mut board = Board::<2>::new(9);
    let mut color = Color::Black;
    let mut passes = 0;
    for _ in 0..400 {
        let candidates: Vec<_> = board
            .empty_points()
            .filter(|&p| board.is_playable_non_eye(p, color))
            .collect();
        if candidates.is_empty() {
            board.pass();
            passes += 1;
            if passes == 2 {
                break;
            }
        } else {
            passes = 0;
            board.play_unchecked(candidates[rng.below(candidates.len())], color);
        }
        color = color.opponent();
    }
    board
}

#[test]
fn pass_alive_survives_any_opponent_moves() {
    // Benson's claim, checked directly: while the owner only passes, the
    // opponent never captures a pass-alive stone, and every pass-alive
    // chain and territory point stays so after each opponent move.
    let mut rng = Rng(0x9e37_79b9_7f4a_7c15);
    let mut alive_seen = 0;
    let mut territory_seen = 0;
    for _ in 0..60 {
        let start = random_finished_board(&mut rng);
        for owner in Color::BOTH {
            let mut board = start.clone();
            let before = benson(&board.to_grid());
            let grid = board.to_grid();
            let alive: Vec<Vertex> = grid
                .vertices()
                .filter(|&v| before.get(v) == Safety::Alive(owner))
                .collect();
            let territory: Vec<Vertex> = grid
                .vertices()
                .filter(|&v| before.get(v) == Safety::Territory(owner))
                .collect();
            alive_seen += alive.len();
            territory_seen += territory.len();
            let them = owner.opponent();
            for _ in 0..120 {
                let empties: Vec<_> = board.empty_points().collect();
                let legal: Vec<_> = empties
                    .into_iter()
                    .filter(|&p| board.check(p, them, Suicide::Forbidden).is_ok())
                    .collect();
                if legal.is_empty() {
                    break;
                }
                board.play_unchecked(legal[rng.below(legal.len())], them);
                board.pass();
                let now = benson(&board.to_grid());
                for &v in &alive {
                    assert_eq!(board.color_at(v), Some(owner), "{v} captured");
                    assert_eq!(now.get(v), Safety::Alive(owner), "{v} no longer alive");
                }
                for &v in &territory {
                    assert_eq!(now.get(v), Safety::Territory(owner), "{v} left territory");
                }
            }
        }
    }
    // The random boards really had pass-alive groups to test.
    assert!(alive_seen > 500, "only {alive_seen} pass-alive stones");
    assert!(
        territory_seen > 50,
        "only {territory_seen} territory points"
    );
}
