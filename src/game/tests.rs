//! Game tests: superko, undo, handicap, rule changes and the §8 scoring
//! positions of docs/rules.md through `Game::score`.

use super::*;
use crate::board::{Suicide, Vertex};
use rand::SeedableRng;
use rand::rngs::StdRng;
use rand::seq::SliceRandom;

fn v(name: &str, size: usize) -> Vertex {
    Vertex::parse_gtp(name, size).unwrap()
}

fn play(game: &mut Game, color: Color, name: &str) -> Result<(), GameError> {
    let mv = Move::parse_gtp(name, game.size()).unwrap();
    game.play(color, mv)
}

/// The tests' generator (the game layer has no playout policy of its
/// own to borrow).
fn seeded(seed: u64) -> StdRng {
    StdRng::seed_from_u64(seed)
}

/// A random legal move for the side to move that does not fill one of
/// its own eyes (a point whose neighbours are all its stones), or a pass.
fn random_move(game: &Game, rng: &mut StdRng) -> Move {
    let color = game.to_move();
    let size = game.size();
    let board = game.board();
    let mut points: Vec<Vertex> = Vertex::all(size)
        .filter(|&v| board.color_at(v).is_none())
        .collect();
    points.shuffle(rng);
    let own_eye = |v: Vertex| v.neighbors(size).all(|n| board.color_at(n) == Some(color));
    points
        .into_iter()
        .find(|&v| !own_eye(v) && game.is_legal(color, Move::Play(v)))
        .map_or(Move::Pass, Move::Play)
}

/// Plays a random game to two passes (or a move cap).
fn random_game(size: usize, rules: Rules, rng: &mut StdRng) -> Game {
    let mut game = Game::new(size, rules);
    while game.trailing_passes() < 2 && game.moves().len() < size * size * 4 {
        let mv = random_move(&game, rng);
        game.play(game.to_move(), mv).unwrap();
    }
    game
}

#[test]
fn undo_of_every_move_returns_to_the_start() {
    let mut rng = seeded(11);
    for size in [5, 9, 13, 19] {
        for rules in [Rules::chinese(), Rules::japanese(), Rules::new_zealand()] {
            let mut game = Game::new(size, rules);
            let start = game.board().hash();
            let mut hashes = vec![start];
            let n = size * size;
            for _ in 0..n {
                let mv = random_move(&game, &mut rng);
                game.play(game.to_move(), mv).unwrap();
                hashes.push(game.board().hash());
            }
            for i in (0..n).rev() {
                game.undo().unwrap();
                assert_eq!(game.board().hash(), hashes[i]);
                game.board().assert_consistent();
            }
            assert_eq!(game.board().hash(), start);
            assert_eq!(game.captures(), [0, 0]);
            assert_eq!(game.undo(), Err(GameError::CannotUndo));
        }
    }
}

#[test]
fn area_minus_territory_equals_stones_placed_difference() {
    let mut rng = seeded(5);
    let mut checked = 0;
    for i in 0..60 {
        let size = [5, 7, 9][i % 3];
        let game = random_game(size, Rules::japanese(), &mut rng);
        let territory = game.score(&[]);
        if !territory.seki_stones.is_empty() {
            continue;
        }
        let mut area_rules = Rules::chinese();
        area_rules.ko = KoRule::Simple;
        let mut g = game.clone();
        g.set_rules(area_rules).unwrap();
        let area = g.score(&[]);
        let placed = game.stones_placed();
        let area_diff = area.margin + area.komi;
        let territory_diff = territory.margin + territory.komi;
        assert_eq!(
            area_diff - territory_diff,
            placed[0] as f64 - placed[1] as f64,
            "game {i}"
        );
        checked += 1;
    }
    assert!(checked >= 30, "only {checked} games without seki");
}

/// A ko on 5x5: Black's D3 has just taken, and White may take back at C3.
fn ko_setup(rules: Rules) -> Game {
    let mut game = Game::new(5, rules);
    let (b, w) = (Color::Black, Color::White);
    for (c, m) in [
        (b, "C4"),
        (w, "D4"),
        (b, "B3"),
        (w, "E3"),
        (b, "C2"),
        (w, "D2"),
        (b, "D3"),
    ] {
        play(&mut game, c, m).unwrap();
    }
    game
}

#[test]
fn simple_ko_retake_needs_an_exchange() {
    let mut game = ko_setup(Rules::japanese());
    let (b, w) = (Color::Black, Color::White);
    play(&mut game, w, "C3").unwrap(); // takes D3
    assert_eq!(game.board().color_at(v("D3", 5)), None);
    assert_eq!(
        play(&mut game, b, "D3"),
        Err(GameError::Illegal(crate::board::Illegal::Ko))
    );
    play(&mut game, b, "A5").unwrap();
    play(&mut game, w, "E5").unwrap();
    play(&mut game, b, "D3").unwrap(); // retakes C3
    assert_eq!(game.board().color_at(v("C3", 5)), None);
}

#[test]
fn positional_superko_forbids_recreating_a_position() {
    // After W takes, B passes and W passes, B's retake recreates the
    // position after B's D3: legal under simple ko, not under superko.
    let (b, w) = (Color::Black, Color::White);
    for (rules, legal) in [(Rules::japanese(), true), (Rules::chinese(), false)] {
        let mut game = ko_setup(rules);
        play(&mut game, w, "C3").unwrap();
        play(&mut game, b, "pass").unwrap();
        play(&mut game, w, "pass").unwrap();
        assert_eq!(play(&mut game, b, "D3").is_ok(), legal, "{:?}", rules.ko);
        if !legal {
            assert_eq!(play(&mut game, b, "D3"), Err(GameError::Superko));
        }
    }
}

#[test]
fn a_legal_repetition_under_simple_ko_is_still_reported() {
    let (b, w) = (Color::Black, Color::White);
    let mut game = ko_setup(Rules::japanese());
    play(&mut game, w, "C3").unwrap();
    play(&mut game, b, "pass").unwrap();
    play(&mut game, w, "pass").unwrap();
    let retake = Move::parse_gtp("D3", 5).unwrap();
    assert!(game.is_legal(b, retake));
    assert!(game.repeats_position(b, retake));
    assert!(!game.repeats_position(b, Move::parse_gtp("A5", 5).unwrap()));
    assert!(!game.repeats_position(b, Move::Pass));
}

#[test]
fn situational_superko_considers_the_side_to_move() {
    // White captures A1 with A2, creating R = {B1, A2 white} with Black to
    // move. Black's single-stone suicide at A1 (legal under Suicide::Any)
    // recreates R's stones with White to move: a repetition under
    // positional superko, a new situation under situational superko.
    let (b, w) = (Color::Black, Color::White);
    for (ko, legal) in [(KoRule::Situational, true), (KoRule::Positional, false)] {
        let rules = Rules {
            ko,
            suicide: Suicide::Any,
            ..Rules::chinese()
        };
        let mut game = Game::new(5, rules);
        for (c, m) in [(w, "B1"), (b, "A1"), (w, "A2")] {
            play(&mut game, c, m).unwrap();
        }
        assert_eq!(game.board().color_at(v("A1", 5)), None);
        assert_eq!(play(&mut game, b, "A1").is_ok(), legal, "{ko:?}");
    }
}

#[test]
fn handicap_counts_from_commands_or_leading_black_moves() {
    let mut game = Game::new(19, Rules::chinese());
    game.place_handicap(&[v("D4", 19), v("Q16", 19)]).unwrap();
    assert_eq!(game.handicap(), 2);
    assert_eq!(game.to_move(), Color::White);
    assert_eq!(game.undo(), Err(GameError::CannotUndo));
    play(&mut game, Color::White, "C3").unwrap();
    assert_eq!(
        game.place_handicap(&[v("D16", 19)]),
        Err(GameError::BoardNotEmpty)
    );

    let mut game = Game::new(19, Rules::chinese());
    for m in ["D4", "Q16", "D16"] {
        play(&mut game, Color::Black, m).unwrap();
    }
    assert_eq!(game.handicap(), 3);
    play(&mut game, Color::White, "Q4").unwrap();
    assert_eq!(game.handicap(), 3);
    let mut even = Game::new(19, Rules::chinese());
    play(&mut even, Color::Black, "D4").unwrap();
    play(&mut even, Color::White, "Q4").unwrap();
    assert_eq!(even.handicap(), 0);
}

#[test]
fn rule_changes_keep_legal_positions_and_explicit_komi() {
    let mut game = Game::new(9, Rules::chinese());
    assert_eq!(game.komi(), 7.5);
    game.set_rules(Rules::japanese()).unwrap();
    assert_eq!(game.komi(), 6.5);
    play(&mut game, Color::Black, "E5").unwrap();
    game.set_komi(0.5);
    game.set_rules(Rules::ing()).unwrap();
    assert_eq!(game.komi(), 0.5);
    assert_eq!(game.moves().len(), 1);
    game.reset(13);
    assert_eq!(game.komi(), 0.5);
    assert_eq!(game.size(), 13);
}

#[test]
fn a_rule_change_that_makes_history_illegal_is_refused() {
    // A multi-stone suicide is legal under new_zealand, not chinese.
    let mut game = Game::new(5, Rules::new_zealand());
    let (b, w) = (Color::Black, Color::White);
    for (c, m) in [(b, "A1"), (w, "A3"), (b, "B1"), (w, "B2"), (w, "C1")] {
        play(&mut game, c, m).unwrap();
    }
    play(&mut game, b, "A2").unwrap(); // suicide of A1 B1 A2
    assert_eq!(game.captures(), [0, 3]);
    assert!(game.set_rules(Rules::chinese()).is_err());
    assert_eq!(game.rules().preset_name(), Some("new_zealand"));
    assert_eq!(game.moves().len(), 6);
}

// ---- docs/rules.md §8 through Game::score ----

const BASE: [&str; 7] = [
    "...XO..", "...XO..", "...XO..", "...XO..", "...XO..", "...XO..", "...XO..",
];

fn position(rows: &[&str], rules: Rules, captures: [u32; 2], handicap: u32) -> (Game, Vec<Vertex>) {
    let (grid, dead) = Grid::from_diagram(rows);
    let mut game = Game::new(grid.size(), rules);
    game.set_root_with_captures(grid, Color::Black, handicap, captures);
    (game, dead)
}

fn result_of(
    rows: &[&str],
    preset: &str,
    captures: [u32; 2],
    handicap: u32,
    komi: Option<f64>,
) -> String {
    let (mut game, dead) = position(rows, Rules::preset(preset).unwrap(), captures, handicap);
    if let Some(k) = komi {
        game.set_komi(k);
    }
    game.score(&dead).result.to_string()
}

/// The base board with row 4 replaced.
fn with_row(row4: &'static str) -> Vec<&'static str> {
    let mut r: Vec<&str> = BASE.to_vec();
    r[3] = row4;
    r
}

#[test]
fn t1_walls() {
    for (preset, want) in [
        ("chinese", "W+0.5"),
        ("japanese", "B+0.5"),
        ("aga", "W+0.5"),
        ("new_zealand", "0"),
        ("ing", "W+1"),
        ("tromp-taylor", "W+0.5"),
    ] {
        assert_eq!(result_of(&BASE, preset, [0, 0], 0, None), want, "{preset}");
    }
}

#[test]
fn t2_fillable_dame() {
    let t2a = with_row("...X.O.");
    for (preset, want) in [
        ("chinese", "B+0.5"),
        ("japanese", "B+1.5"),
        ("new_zealand", "B+1"),
        ("ing", "B+0"),
    ] {
        assert_eq!(
            result_of(&t2a, preset, [0, 0], 0, None),
            want,
            "T2a {preset}"
        );
    }
    let t2b = with_row("...XXO.");
    for (preset, want) in [("chinese", "B+1.5"), ("japanese", "B+1.5")] {
        assert_eq!(
            result_of(&t2b, preset, [0, 0], 0, None),
            want,
            "T2b {preset}"
        );
    }
    let t2c = with_row("...XOO.");
    for (preset, want) in [("chinese", "W+0.5"), ("japanese", "B+1.5")] {
        assert_eq!(
            result_of(&t2c, preset, [0, 0], 0, None),
            want,
            "T2c {preset}"
        );
    }
}

#[test]
fn t3_prisoners_during_play() {
    for (preset, want) in [("chinese", "W+0.5"), ("japanese", "W+0.5")] {
        assert_eq!(result_of(&BASE, preset, [1, 2], 0, None), want, "{preset}");
    }
}

#[test]
fn t4_dead_stones() {
    let mut t4 = BASE.to_vec();
    t4[2] = ".o.XO..";
    t4[5] = "...XOx.";
    for (preset, want) in [
        ("chinese", "W+0.5"),
        ("japanese", "B+0.5"),
        ("tromp-taylor", "W+7.5"),
    ] {
        assert_eq!(result_of(&t4, preset, [0, 0], 0, None), want, "{preset}");
    }
}

#[test]
fn t7_move_list() {
    let moves =
        "B C3 W D3 B C4 W D4 B C2 W D2 B C5 W D5 B C1 W D1 B E3 W E4 B pass W E2 B pass W pass";
    for (preset, komi, want) in [
        ("chinese", None, "W+2.5"),
        ("japanese", None, "W+0.5"),
        ("chinese", Some(5.5), "W+0.5"),
        ("japanese", Some(5.5), "B+0.5"),
    ] {
        let mut game = Game::new(5, Rules::preset(preset).unwrap());
        if let Some(k) = komi {
            game.set_komi(k);
        }
        let tokens: Vec<&str> = moves.split(' ').collect();
        for pair in tokens.chunks(2) {
            let color = Color::parse(pair[0]).unwrap();
            play(&mut game, color, pair[1]).unwrap();
        }
        assert_eq!(game.captures(), [0, 1]);
        assert_eq!(
            game.score(&[]).result.to_string(),
            want,
            "{preset} {komi:?}"
        );
    }
}

#[test]
fn h1_handicap() {
    let h1 = [
        "...XO..", "...XO..", "...XO..", "..XXO..", "..XOO..", "..XO...", "..XO...",
    ];
    for (preset, want) in [
        ("chinese", "W+1.5"),
        ("japanese", "W+0.5"),
        ("aga", "W+0.5"),
        ("new_zealand", "B+0.5"),
        ("tromp-taylor", "B+0.5"),
    ] {
        assert_eq!(
            result_of(&h1, preset, [0, 1], 2, Some(0.5)),
            want,
            "{preset}"
        );
    }
}

#[test]
fn legality_positions_follow_each_preset() {
    let rows = [
        ". X O . O",
        ". X O O O",
        ". X O X X",
        ". X O . O",
        ". X O O O",
    ];
    for preset in Rules::PRESET_NAMES {
        let rules = Rules::preset(preset).unwrap();
        let (game, _) = position(&rows, rules, [0, 0], 0);
        let l1 = game.is_legal(Color::Black, Move::Play(v("D2", 5)));
        let expect_l1 = rules.suicide != Suicide::Forbidden;
        assert_eq!(l1, expect_l1, "L1 {preset}");
        // Single-stone suicide: legal only where every suicide is (reform).
        assert_eq!(
            game.is_legal(Color::Black, Move::Play(v("D5", 5))),
            rules.suicide == Suicide::Any,
            "L2 {preset}"
        );
        if expect_l1 {
            let mut g = game.clone();
            g.play(Color::Black, Move::Play(v("D2", 5))).unwrap();
            assert_eq!(g.captures(), [0, 3], "L1 prisoners {preset}");
        }
    }
}

// ---- reform and ancient Chinese components (docs/rules.md §9, §10) ----

/// The capture-choice example of docs/rules.md §9, Black to play A1.
fn capture_choice_position(rules: Rules) -> Game {
    let mut game = Game::new(5, rules);
    for (color, name) in [
        (Color::White, "A2"),
        (Color::Black, "A3"),
        (Color::White, "B1"),
        (Color::Black, "B2"),
        (Color::White, "E5"),
        (Color::Black, "C1"),
        (Color::White, "E4"),
    ] {
        play(&mut game, color, name).unwrap();
    }
    game
}

#[test]
fn white_moves_first_and_may_not_pass_in_the_opening() {
    let mut game = Game::new(9, Rules::reform());
    assert_eq!(game.to_move(), Color::White);
    for i in 0..4 {
        assert!(game.in_no_pass_opening());
        assert_eq!(
            game.play(game.to_move(), Move::Pass),
            Err(GameError::PassInOpening)
        );
        let name = ["C3", "G7", "C7", "G3"][i];
        let color = game.to_move();
        play(&mut game, color, name).unwrap();
    }
    assert!(!game.in_no_pass_opening());
    game.play(Color::White, Move::Pass).unwrap();
    // clear_board keeps White first; a rule change follows it, and is
    // refused where a pass of the opening would become illegal.
    game.reset(9);
    assert_eq!(game.to_move(), Color::White);
    game.set_rules(Rules::chinese()).unwrap();
    assert_eq!(game.to_move(), Color::Black);
    game.play(Color::Black, Move::Pass).unwrap();
    assert_eq!(
        game.set_rules(Rules::reform()),
        Err(GameError::PassInOpening)
    );
    assert_eq!(game.rules().ko, KoRule::Positional, "unchanged");
}

#[test]
fn capture_choice_both_ways() {
    // The normal choice: White's A2 and B1 are removed.
    let mut normal = capture_choice_position(Rules::reform());
    play(&mut normal, Color::Black, "A1").unwrap();
    assert_eq!(normal.captures(), [2, 0]);
    assert_eq!(normal.board().color_at(v("A2", 5)), None);
    // The other choice: Black's A1 goes, White's stones stay and regain
    // their liberty.
    let mut own = capture_choice_position(Rules::reform());
    own.play_capture_own(Color::Black, v("A1", 5)).unwrap();
    assert_eq!(own.captures(), [0, 1]);
    assert_eq!(own.board().color_at(v("A1", 5)), None);
    assert_eq!(own.board().color_at(v("A2", 5)), Some(Color::White));
    assert_eq!(own.board().chain_liberties(v("B1", 5)), vec![v("A1", 5)]);
    own.board().assert_consistent();
    let last = *own.last_move().unwrap();
    assert!(last.capture_own && last.suicided == 1 && last.captured == 0);
    // Undo and replay keep the choice.
    let before = own.board().hash();
    play(&mut own, Color::White, "D3").unwrap();
    own.undo().unwrap();
    assert_eq!(own.board().hash(), before);
    assert!(own.last_move().unwrap().capture_own);
    // Repeating the choice after a pass would show White the same board
    // again: situational superko.
    own.play(Color::White, Move::Pass).unwrap();
    assert_eq!(
        own.play_capture_own(Color::Black, v("A1", 5)),
        Err(GameError::Superko)
    );
    // No choice where nothing of the opponent's is captured, nor under
    // rules without the capture choice.
    let mut game = capture_choice_position(Rules::reform());
    assert_eq!(
        game.play_capture_own(Color::Black, v("C3", 5)),
        Err(GameError::NoCaptureChoice)
    );
    let mut chinese = capture_choice_position(Rules::chinese());
    assert_eq!(
        chinese.play_capture_own(Color::Black, v("A1", 5)),
        Err(GameError::NoCaptureChoice)
    );
    assert_eq!(chinese.moves().len(), 7);
}

#[test]
fn single_stone_suicide_under_reform() {
    let mut game = Game::new(5, Rules::reform());
    for (color, name) in [
        (Color::White, "D5"),
        (Color::Black, "A1"),
        (Color::White, "E4"),
        (Color::Black, "A2"),
    ] {
        play(&mut game, color, name).unwrap();
    }
    play(&mut game, Color::White, "C3").unwrap();
    play(&mut game, Color::Black, "E5").unwrap();
    assert_eq!(game.board().color_at(v("E5", 5)), None);
    assert_eq!(game.captures(), [0, 1]);
    assert_eq!(game.last_move().unwrap().suicided, 1);
}

#[test]
fn zuozi_and_first_player_handicap() {
    let mut game = Game::new(19, Rules::ancient_chinese());
    game.place_zuozi().unwrap();
    assert_eq!(game.to_move(), Color::White);
    assert_eq!(game.board().color_at(v("Q16", 19)), Some(Color::Black));
    assert_eq!(game.board().color_at(v("D16", 19)), Some(Color::White));
    assert_eq!(game.handicap(), 0);
    assert_eq!(game.place_zuozi(), Err(GameError::BoardNotEmpty));
    assert_eq!(
        Game::new(5, Rules::ancient_chinese()).place_zuozi(),
        Err(GameError::NoZuozi)
    );
    // Stones the first player puts down in a row are its handicap.
    let mut rules = Rules::chinese();
    rules.first_player = Color::White;
    let mut game = Game::new(9, rules);
    play(&mut game, Color::White, "C3").unwrap();
    play(&mut game, Color::White, "G7").unwrap();
    play(&mut game, Color::Black, "E5").unwrap();
    assert_eq!(game.handicap(), 2);
}

#[test]
fn komi_lives_in_the_rules() {
    let mut game = Game::new(9, Rules::chinese());
    game.set_komi(0.5);
    assert_eq!(game.rules().komi, 0.5);
    game.set_rules(Rules::reform()).unwrap();
    assert_eq!((game.komi(), game.rules().komi), (0.5, 0.5));
    game.reset(13);
    assert_eq!(game.rules().komi, 0.5);
    let mut fresh = Game::new(9, Rules::chinese());
    fresh.set_rules(Rules::reform()).unwrap();
    assert_eq!(fresh.komi(), -7.5);
    assert_eq!(fresh.explicit_komi(), None);
}
