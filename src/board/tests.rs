//! Board tests: invariants under random play, captures, ko and suicide.

use super::*;
use crate::with_board;

/// A tiny deterministic generator for test move choices.
struct TestRng(u64);

impl TestRng {
    fn below(&mut self, n: usize) -> usize {
        self.0 ^= self.0 << 13;
        self.0 ^= self.0 >> 7;
        self.0 ^= self.0 << 17;
        (self.0 % n as u64) as usize
    }
}

fn v(name: &str, size: usize) -> Vertex {
    Vertex::parse_gtp(name, size).unwrap()
}

fn board_from(rows: &[&str]) -> AnyBoard {
    let (grid, _) = Grid::from_diagram(rows);
    let mut board = AnyBoard::new(grid.size());
    for vx in grid.vertices() {
        if let Some(c) = grid.get(vx) {
            board.setup_stone(vx, c);
        }
    }
    board
}

#[test]
fn random_games_keep_every_invariant() {
    let mut rng = TestRng(0x1234_5678);
    for size in [2, 3, 5, 9, 10, 13, 14, 19, 20, 25] {
        for game in 0..3 {
            let mut board = AnyBoard::new(size);
            let suicide = [Suicide::Forbidden, Suicide::MultiStone, Suicide::Any][game % 3];
            let mut color = Color::Black;
            for _ in 0..size * size * 2 {
                let legal: Vec<Vertex> = Grid::new(size)
                    .vertices()
                    .filter(|&x| board.check(x, color, suicide).is_ok())
                    .collect();
                if legal.is_empty() {
                    board.play(Move::Pass, color, suicide).unwrap();
                } else {
                    let mv = Move::Play(legal[rng.below(legal.len())]);
                    let expected = board.hash_after(mv, color);
                    board.play(mv, color, suicide).unwrap();
                    assert_eq!(board.hash(), expected, "hash_after on {size}x{size}");
                }
                board.assert_consistent();
                if rng.below(10) != 0 {
                    color = color.opponent();
                }
            }
        }
    }
}

#[test]
fn capture_removes_stones_and_counts_prisoners() {
    let mut board = board_from(&[".....", ".....", ".XO..", "..X..", "....."]);
    let (c, w) = (Color::Black, Color::White);
    board
        .play(Move::Play(v("D3", 5)), c, Suicide::Forbidden)
        .unwrap();
    assert_eq!(board.color_at(v("C3", 5)), Some(w));
    let played = board
        .play(Move::Play(v("C4", 5)), c, Suicide::Forbidden)
        .unwrap();
    assert_eq!(played.captured, 1);
    assert_eq!(board.color_at(v("C3", 5)), None);
    assert_eq!(board.captures(c), 1);
    board.assert_consistent();
}

/// rules.md §8 legality position.
const LEGALITY: [&str; 5] = [
    ". X O . O",
    ". X O O O",
    ". X O X X",
    ". X O . O",
    ". X O O O",
];

#[test]
fn multi_stone_suicide_follows_the_flag() {
    let board = board_from(&LEGALITY);
    let d2 = v("D2", 5);
    assert_eq!(
        board.check(d2, Color::Black, Suicide::Forbidden),
        Err(Illegal::Suicide)
    );
    assert!(board.check(d2, Color::Black, Suicide::MultiStone).is_ok());
    let mut after = board.clone();
    let played = after
        .play(Move::Play(d2), Color::Black, Suicide::MultiStone)
        .unwrap();
    assert_eq!(played.suicided, 3);
    assert_eq!(after.captures(Color::White), 3);
    for x in ["D2", "D3", "E3"] {
        assert_eq!(after.color_at(v(x, 5)), None);
    }
    after.assert_consistent();
}

#[test]
fn single_stone_suicide_is_only_legal_under_any() {
    let board = board_from(&LEGALITY);
    let d5 = v("D5", 5);
    assert_eq!(
        board.check(d5, Color::Black, Suicide::Forbidden),
        Err(Illegal::Suicide)
    );
    assert_eq!(
        board.check(d5, Color::Black, Suicide::MultiStone),
        Err(Illegal::Suicide)
    );
    assert!(board.check(d5, Color::Black, Suicide::Any).is_ok());
}

#[test]
fn simple_ko_forbids_only_the_immediate_retake() {
    // Black takes at D3 (capturing the white stone on C3... see diagram).
    let mut board = board_from(&[".....", "..XO.", ".XO.O", "..XO.", "....."]);
    let (b, w) = (Color::Black, Color::White);
    let s = Suicide::Forbidden;
    board.play(Move::Play(v("D3", 5)), b, s).unwrap();
    assert_eq!(board.color_at(v("C3", 5)), None);
    assert_eq!(board.ko_vertex_for(w), Some(v("C3", 5)));
    assert_eq!(board.check(v("C3", 5), w, s), Err(Illegal::Ko));
    // An exchange elsewhere lifts the ban.
    board.play(Move::Play(v("A1", 5)), w, s).unwrap();
    board.play(Move::Play(v("E1", 5)), b, s).unwrap();
    assert!(board.check(v("C3", 5), w, s).is_ok());
    board.play(Move::Play(v("C3", 5)), w, s).unwrap();
    assert_eq!(board.color_at(v("D3", 5)), None);
    board.assert_consistent();
}

#[test]
fn a_pass_clears_the_ko() {
    let mut board = board_from(&[".....", "..XO.", ".XO.O", "..XO.", "....."]);
    board
        .play(Move::Play(v("D3", 5)), Color::Black, Suicide::Forbidden)
        .unwrap();
    board
        .play(Move::Pass, Color::White, Suicide::Forbidden)
        .unwrap();
    assert_eq!(board.ko_vertex_for(Color::White), None);
}

#[test]
fn eyes_need_their_diagonals() {
    let board = board_from(&["X.X..", ".X...", "X.X..", ".....", "....."]);
    with_board!(&board, b => {
        assert!(b.is_eye(b.point(v("B5", 5)), Color::Black));
        assert!(!b.is_eye(b.point(v("B5", 5)), Color::White));
        assert!(b.is_eye(b.point(v("A4", 5)), Color::Black));
        assert!(!b.is_eye(b.point(v("B3", 5)), Color::Black));
    });
}

#[test]
fn a_capture_left_in_atari_is_sized() {
    // C1 takes the ko stone B1 and keeps one liberty: a lone stone.
    let ko = board_from(&[".....", ".....", ".....", ".XO..", "XO.O."]);
    with_board!(&ko, b => {
        assert_eq!(b.capture_atari_size(b.point(v("C1", 5)), Color::Black), Some(1));
        assert_eq!(b.capture_atari_size(b.point(v("E1", 5)), Color::Black), None);
    });
    // B3 takes the throw-in at B2 but joins nine stones on one liberty.
    let throw_in = board_from(&["OO...", "XXO..", "X.XO.", "XOXO.", "XXXO."]);
    with_board!(&throw_in, b => {
        let p = b.point(v("B3", 5));
        assert!(b.captures_at(p, Color::Black));
        assert_eq!(b.capture_atari_size(p, Color::Black), Some(10));
    });
}

#[test]
fn area_owner_is_the_stone_or_the_only_colour_beside_the_point() {
    let board = board_from(&["X.O..", ".XO..", "XXOO.", ".....", "....."]);
    with_board!(&board, b => {
        let owner = |name| b.area_owner(b.point(v(name, 5)));
        assert_eq!(owner("A5"), Some(Color::Black), "a stone");
        assert_eq!(owner("C5"), Some(Color::White), "a stone");
        assert_eq!(owner("A4"), Some(Color::Black), "empty, Black beside it only");
        assert_eq!(owner("B5"), None, "empty, both colours beside it");
        assert_eq!(owner("D5"), Some(Color::White), "empty, White beside it only");
        assert_eq!(owner("E1"), None, "empty, nobody beside it");
        // The light playouts' score counts the same owners.
        let by_owner: i32 = b
            .on_board()
            .iter()
            .map(|p| match b.area_owner(p) {
                Some(Color::Black) => 1,
                Some(Color::White) => -1,
                None => 0,
            })
            .sum();
        assert_eq!(b.playout_area_score(), by_owner);
    });
}
