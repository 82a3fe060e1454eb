//! Transcripts of the search-driven commands, gtp-clients.md §4 items
//! 25-29, 37, 41, 53 and 55: moves are not deterministic, so the replies
//! are checked for their shape and against the board.

mod common;

use common::transcript;
use common::transcript::{FAST, expect, is_move, is_vertex, run, success};
use std::time::{Duration, Instant};

#[test]
fn item25_genmove_plays_a_legal_uppercase_move() {
    for size in [9, 13, 19] {
        let r = run(&format!(
            "boardsize {size}\nplay b C3\nall_legal b\ngenmove b\nmove_history\n"
        ));
        let replies = r.replies();
        let legal: Vec<&str> = success(replies[2], "= ").split(' ').collect();
        let mv = success(replies[3], "= ");
        assert!(is_move(mv, size), "{mv:?}");
        if mv != "pass" && mv != "resign" {
            assert!(legal.contains(&mv), "{mv} was not legal");
            let history = success(replies[4], "= ");
            assert_eq!(history.lines().next(), Some(&*format!("black {mv}")));
            let r = run(&format!(
                "boardsize {size}\nplay b C3\nplay b {mv}\ncolor {mv}\n"
            ));
            assert_eq!(r.replies()[3], "= black");
        }
    }
}

#[test]
fn item26_genmove_colour_spellings_and_same_colour_twice() {
    let r = run(
        "boardsize 9\ngenmove W\ngenmove white\ngenmove B\ngenmove black\nplay b D4\ngenmove b\nlist_stones w\nlist_stones b\n",
    );
    let replies = r.replies();
    let moves: Vec<&str> = [1, 2, 3, 4, 6]
        .iter()
        .map(|&i| success(replies[i], "= "))
        .collect();
    for m in &moves {
        assert!(is_move(m, 9), "{}", r.stdout);
    }
    let white = success(replies[7], "= ");
    let black = success(replies[8], "= ");
    for (i, m) in moves.iter().enumerate() {
        if is_vertex(m, 9) {
            let stones = if i < 2 { white } else { black };
            assert!(
                stones.split(' ').any(|s| s == *m),
                "{m} missing: {}",
                r.stdout
            );
        }
    }
    // `play b D4` is a legal same-colour move unless a genmove already
    // took D4 (the search may choose it).
    if moves[..4].contains(&"D4") {
        assert_eq!(replies[5], "? illegal move", "{}", r.stdout);
    } else {
        assert_eq!(replies[5], "= ", "{}", r.stdout);
        assert!(black.split(' ').any(|s| s == "D4"), "{}", r.stdout);
    }
}

#[test]
fn item27_reg_genmove_leaves_the_board_and_repeats() {
    let r = run(
        "boardsize 9\nplay b E5\n7 reg_genmove b\n8 reg_genmove b\nlist_stones b\nlist_stones w\n9 reg_genmove w\n",
    );
    let replies = r.replies();
    let first = success(replies[2], "=7 ");
    assert!(first == "PASS" || is_vertex(first, 9), "{first:?}");
    assert_eq!(success(replies[3], "=8 "), first);
    assert_eq!(replies[4], "= E5");
    assert_eq!(replies[5], "= ");
    assert!(is_move(success(replies[6], "=9 "), 9) || replies[6] == "=9 PASS");
}

#[test]
fn item28_genmove_after_two_passes() {
    let r = run("boardsize 9\nplay b pass\nplay w pass\ngenmove b\ngenmove w\n");
    let replies = r.replies();
    assert!(is_move(success(replies[3], "= "), 9), "{}", r.stdout);
    assert!(is_move(success(replies[4], "= "), 9), "{}", r.stdout);
    assert_eq!(r.code, 0);
}

#[test]
fn item29_cleanup_does_not_pass_while_dead_stones_remain() {
    // Two black stones in atari inside White's area (G7 and G1).
    let mut input = String::from("loadsgf sgf/dead2.sgf\nfinal_status_list dead\n");
    for _ in 0..6 {
        input.push_str("list_stones b\nkgs-genmove_cleanup w\nplay b pass\n");
    }
    let r = run(&input);
    let replies = r.replies();
    assert_eq!(replies[1], "= G1\nG7", "{}", r.stdout);
    for turn in 0..6 {
        let black = success(replies[2 + 3 * turn], "= ");
        let dead_left = black.split(' ').any(|v| v == "G7" || v == "G1");
        let mv = success(replies[3 + 3 * turn], "= ");
        assert!(is_move(mv, 7), "{mv:?}");
        if dead_left {
            assert_ne!(mv, "pass", "passed with dead stones left: {}", r.stdout);
        }
    }
    // Both stones are in atari: cleanup captures them in its first two
    // moves (kgsGtp needs them off the board before the count).
    let after_two = success(replies[2 + 3 * 2], "= ");
    assert!(
        !after_two.split(' ').any(|v| v == "G7" || v == "G1"),
        "dead stones still on the board after two cleanup moves: {}",
        r.stdout
    );
}

#[test]
fn item37_place_free_handicap_then_genmove_w() {
    let r = run("place_free_handicap 4\nlist_stones b\ngenmove w\nlist_stones w\n");
    let replies = r.replies();
    let placed: Vec<&str> = success(replies[0], "= ").split(' ').collect();
    assert!((2..=4).contains(&placed.len()), "{placed:?}");
    for v in &placed {
        assert!(is_vertex(v, 19), "{v}");
    }
    let mut distinct = placed.clone();
    distinct.sort();
    distinct.dedup();
    assert_eq!(distinct.len(), placed.len());
    let mut on_board: Vec<&str> = success(replies[1], "= ").split(' ').collect();
    on_board.sort();
    assert_eq!(on_board, distinct);
    let mv = success(replies[2], "= ");
    assert!(is_move(mv, 19));
    if is_vertex(mv, 19) {
        assert_eq!(replies[3], format!("= {mv}"));
    }
}

/// twogtp's case: absolute time and no time_left. The engine's own clock
/// must keep 20 moves within the 10 s it was given (a behaviour bar with
/// a wide margin, not a benchmark).
#[test]
fn item41_own_clock_keeps_20_genmoves_within_10_seconds() {
    let mut engine = common::Engine::tengen(&["--threads", "1"]);
    engine.ok("boardsize 19");
    engine.ok("clear_board");
    engine.ok("time_settings 10 0 0");
    let mut thinking = Duration::ZERO;
    for _ in 0..20 {
        let started = Instant::now();
        let mv = engine.ok("genmove b");
        thinking += started.elapsed();
        assert!(is_move(&mv, 19), "{mv:?}");
        let legal = engine.ok("all_legal w");
        let legal: Vec<&str> = legal.split(' ').collect();
        engine.ok(&format!("play w {}", legal[legal.len() / 2]));
    }
    assert!(
        thinking < Duration::from_secs(10),
        "20 genmoves took {thinking:?} on a 10 s clock"
    );
}

#[test]
fn item53_gogui_interrupt_stops_a_long_genmove() {
    expect("gogui-interrupt\n", "= \n\n");
    let mut engine = common::Spawn::new(
        env!("CARGO_BIN_EXE_tengen"),
        &["--time", "60", "--threads", "1"],
    )
    .discard_stderr()
    .start();
    let line = |engine: &mut common::Engine| {
        String::from_utf8(engine.raw_line().expect("a line")).expect("UTF-8")
    };
    engine.write("boardsize 9\n");
    let mut text = line(&mut engine);
    text.push_str(&line(&mut engine));
    assert_eq!(text, "= \n\n");
    engine.write("genmove b\n");
    std::thread::sleep(Duration::from_millis(500));
    let started = Instant::now();
    engine.write("# interrupt\n");
    let text = line(&mut engine);
    // A prompt answer: far less than the 60 s the move was given.
    assert!(started.elapsed() < Duration::from_secs(20));
    let mv = success(text.trim_end_matches('\n'), "= ");
    assert!(is_move(mv, 9), "{text:?}");
    // The comment itself is not answered: only the next command is.
    engine.write("name\n");
    engine.close_input();
    let rest = engine.read_to_end();
    assert_eq!(rest, "\n= Tengen\n\n");
    assert_eq!(engine.wait(), Some(0));
}

#[test]
fn item55_live_gfx_on_stderr_during_genmove() {
    let r = transcript::run_in(
        // No book: its moves are played without a search to draw.
        &["--time", "1.5", "--threads", "1", "--no-book"],
        &transcript::fixtures(),
        b"tengen-param live_gfx 1\nboardsize 9\ngenmove b\n",
    );
    let replies = r.replies();
    assert!(is_move(success(replies[2], "= "), 9), "{}", r.stdout);
    let lines: Vec<&str> = r.stderr.lines().collect();
    let gfx: Vec<&str> = lines
        .iter()
        .copied()
        .filter(|l| l.starts_with("gogui-gfx:"))
        .collect();
    assert!(gfx.len() >= 2, "{}", r.stderr);
    assert_eq!(gfx.last(), Some(&"gogui-gfx: CLEAR"));
    // Each block is a bare `gogui-gfx:`, draw commands with a VAR among
    // them, and an empty line.
    for (i, _) in lines
        .iter()
        .enumerate()
        .filter(|(_, l)| **l == "gogui-gfx:")
    {
        let body: Vec<&str> = lines[i + 1..]
            .iter()
            .copied()
            .take_while(|l| !l.is_empty())
            .collect();
        assert_eq!(lines.get(i + 1 + body.len()), Some(&""), "{}", r.stderr);
        let var = body
            .iter()
            .find_map(|l| l.strip_prefix("VAR "))
            .unwrap_or_else(|| panic!("no VAR in {body:?}"));
        let tokens: Vec<&str> = var.split_whitespace().collect();
        assert!(
            tokens.len() >= 2 && tokens.len().is_multiple_of(2),
            "{var:?}"
        );
        for pair in tokens.chunks(2) {
            assert!(pair[0] == "b" || pair[0] == "w", "{var:?}");
            assert!(is_vertex(pair[1], 9) || pair[1].eq_ignore_ascii_case("pass"));
        }
    }
    // Nothing of it reaches stdout.
    assert!(!r.stdout.contains("gfx"));
    // Off by default.
    let quiet = transcript::run_in(FAST, &transcript::fixtures(), b"boardsize 9\ngenmove b\n");
    assert!(!quiet.stderr.contains("gogui-gfx"));
}
