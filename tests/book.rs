//! The 9×9 opening book through the binary: under chinese rules and komi
//! 7.5, `genmove` answers a book position at once with the book's move,
//! in whichever of its symmetries the game reached it, and so do the
//! `*-genmove_analyze` streams, with no info line (there is no search).

mod common;

use std::time::{Duration, Instant};

use common::Engine;

/// The book's lines, as `(moves, reply)`, read from the file compiled in.
fn book_lines() -> Vec<(Vec<String>, String)> {
    let text =
        std::fs::read_to_string(concat!(env!("CARGO_MANIFEST_DIR"), "/src/search/book9.txt"))
            .expect("src/search/book9.txt");
    text.lines()
        .map(|l| l.split('#').next().unwrap_or("").trim())
        .filter(|l| !l.is_empty())
        .map(|l| {
            let (moves, reply) = l.split_once(':').expect("a ':'");
            let moves = moves.split_whitespace().map(str::to_string).collect();
            let reply = reply.split_whitespace().next().expect("a reply");
            (moves, reply.to_string())
        })
        .collect()
}

/// `name` mirrored left to right on 9×9 (A ↔ J, B ↔ H, …).
fn mirrored(name: &str) -> String {
    const LETTERS: &str = "ABCDEFGHJ";
    let col = LETTERS
        .find(name[..1].to_ascii_uppercase().as_str())
        .unwrap();
    let mirror = LETTERS.as_bytes()[8 - col] as char;
    format!("{mirror}{}", &name[1..])
}

/// A 9×9 engine with ten minutes a move: only the book answers within
/// the patience of a minute.
fn book_engine() -> Engine {
    let mut s = Engine::tengen(&["--threads", "1", "--time", "600"]);
    s.set_patience(Duration::from_secs(60));
    s.ok("boardsize 9");
    s.ok("komi 7.5");
    s.ok("clear_board");
    s
}

#[test]
fn genmove_answers_book_positions_at_once_in_any_symmetry() {
    let mut s = book_engine();
    let lines = book_lines();
    let deepest = lines.iter().max_by_key(|(moves, _)| moves.len()).unwrap();
    for (moves, reply) in [lines[0].clone(), deepest.clone()] {
        for mirror in [false, true] {
            s.ok("clear_board");
            let shown = |m: &String| if mirror { mirrored(m) } else { m.clone() };
            for (i, m) in moves.iter().enumerate() {
                s.ok(&format!("play {} {}", ["b", "w"][i % 2], shown(m)));
            }
            let colour = ["b", "w"][moves.len() % 2];
            let started = Instant::now();
            let played = s.ok(&format!("genmove {colour}"));
            assert_eq!(played, shown(&reply), "after {moves:?}, mirrored {mirror}");
            assert!(started.elapsed() < Duration::from_secs(30));
        }
    }
}

#[test]
fn genmove_analyze_plays_the_book_move_without_info_lines() {
    let mut s = book_engine();
    let (_, first) = book_lines()[0].clone();
    s.write("lz-genmove_analyze b 10\n");
    assert_eq!(s.line(), "=");
    assert_eq!(s.line(), format!("play {first}"));
    assert_eq!(s.line(), "");
    assert_eq!(s.ok(&format!("color {first}")), "black");
}
