//! Pondering and tree reuse through the binary: after `genmove` the
//! engine thinks on the opponent's time until the next line arrives,
//! answers that line at once, and the next `genmove` starts from the
//! pondered tree. Time bounds here are generous guards, not benchmarks.

mod common;

use std::time::{Duration, Instant};

use common::Engine;

fn is_vertex(text: &str) -> bool {
    let mut chars = text.chars();
    matches!(chars.next(), Some('A'..='J'))
        && text[1..].parse::<u32>().is_ok_and(|n| (1..=9).contains(&n))
}

/// Stderr lines, waiting a little for the ones that match `want` to
/// arrive (stderr is read on another thread).
fn stderr_until(s: &mut Engine, want: impl Fn(&[String]) -> bool) -> Vec<String> {
    let deadline = Instant::now() + Duration::from_secs(5);
    let mut lines = Vec::new();
    loop {
        lines.extend(s.stderr_lines());
        if want(&lines) || Instant::now() > deadline {
            return lines;
        }
        std::thread::sleep(Duration::from_millis(20));
    }
}

/// Stderr lines up to the one that says a ponder search started: a
/// command sent before it would stop the ponder before it begins, and a
/// loaded machine may take a while to get there.
fn wait_for_ponder(s: &mut Engine) -> Vec<String> {
    let lines = stderr_until(s, |l| l.iter().any(|l| l.contains("pondering ")));
    assert!(lines.iter().any(|l| l.contains("pondering ")), "{lines:#?}");
    lines
}

/// The visit count in `reused tree: N visits at the root`.
fn reused_visits(line: &str) -> Option<u64> {
    let rest = line.split("reused tree: ").nth(1)?;
    rest.split_whitespace().next()?.parse().ok()
}

#[test]
fn a_pondered_tree_is_reused_and_play_answers_at_once() {
    let mut s = Engine::tengen(&[
        "--ponder",
        "--threads",
        "1",
        "--time",
        "0.3",
        "--seed",
        "5",
        "--log-level",
        "info",
    ]);
    s.ok("boardsize 9");
    s.ok("clear_board");
    let first = s.ok("genmove b");
    assert!(is_vertex(&first), "genmove gave {first:?}");
    let mut lines = wait_for_ponder(&mut s);
    std::thread::sleep(Duration::from_millis(300));
    // reg_genmove stops the ponder, searches afresh and is reproducible.
    let reg = s.ok("reg_genmove w");
    assert!(is_vertex(&reg), "reg_genmove gave {reg:?}");
    assert_eq!(s.ok("reg_genmove w"), reg);
    // White answers with the ponder's best move: its subtree is the one
    // to reuse. (reg_genmove's own choice need not be among the few
    // moves a search without exploration visits.)
    let more = stderr_until(&mut s, |more| {
        lines
            .iter()
            .chain(more)
            .any(|l| l.contains("pondered white"))
    });
    lines.extend(more);
    let reply = lines
        .iter()
        .find_map(|l| l.split("pondered white").nth(1)?.split(", best ").nth(1))
        .map(|best| best.trim().to_string())
        .unwrap_or_else(|| panic!("no ponder log line in {lines:#?}"));
    assert!(is_vertex(&reply), "the ponder's best move is {reply:?}");
    s.write(&format!("play w {reply}\n"));
    let sent = Instant::now();
    let (at, status) = s.timed_line();
    assert_eq!(status.trim(), "=");
    assert_eq!(s.line(), "");
    assert!(
        at.duration_since(sent) < Duration::from_secs(1),
        "play took {:?}",
        at.duration_since(sent)
    );
    let second = s.ok("genmove b");
    assert!(is_vertex(&second), "genmove gave {second:?}");
    assert_ne!(second, first);
    assert_ne!(second, reply);
    let more = stderr_until(&mut s, |more| {
        let reuses = lines
            .iter()
            .chain(more)
            .filter(|l| l.contains("reused tree"));
        reuses.count() >= 2
    });
    lines.extend(more);
    let pondered = lines
        .iter()
        .position(|l| l.contains("pondered white"))
        .unwrap_or_else(|| panic!("no ponder log line in {lines:#?}"));
    let visits = lines[pondered..]
        .iter()
        .find_map(|l| reused_visits(l))
        .unwrap_or_else(|| panic!("no reuse after the ponder in {lines:#?}"));
    assert!(visits > 0, "{lines:#?}");
}

#[test]
fn pondering_is_off_by_default_and_a_parameter_turns_it_on() {
    let mut s = Engine::tengen(&["--threads", "1", "--playouts", "300", "--log-level", "info"]);
    s.ok("boardsize 9");
    // 300 random playouts choose E5 now and then (2 to 4 times in 150).
    let black = s.ok("genmove b");
    std::thread::sleep(Duration::from_millis(200));
    s.ok(if black == "E5" {
        "play w D4"
    } else {
        "play w E5"
    });
    std::thread::sleep(Duration::from_millis(300));
    let lines = s.stderr_lines();
    assert!(!lines.iter().any(|l| l.contains("pondered")), "{lines:#?}");
    s.ok("tengen-param ponder 1");
    s.ok("genmove b");
    wait_for_ponder(&mut s);
    s.ok("name");
    let lines = stderr_until(&mut s, |l| l.iter().any(|l| l.contains("pondered")));
    assert!(
        lines.iter().any(|l| l.contains("pondered white")),
        "{lines:#?}"
    );
}

#[test]
fn quit_and_end_of_input_while_pondering_exit_at_once() {
    for by_quit in [true, false] {
        let mut s = Engine::tengen(&["--ponder", "--threads", "1", "--playouts", "200"]);
        s.ok("boardsize 9");
        s.ok("genmove b");
        std::thread::sleep(Duration::from_millis(300));
        if by_quit {
            s.write("quit\n");
        }
        let started = Instant::now();
        let (code, rest) = s.close_and_wait();
        assert_eq!(code, Some(0));
        // Nothing but the answer to quit: pondering prints nothing.
        let printed: Vec<&str> = rest
            .iter()
            .map(|l| l.trim())
            .filter(|l| !l.is_empty())
            .collect();
        let expected: Vec<&str> = if by_quit { vec!["="] } else { vec![] };
        assert_eq!(printed, expected);
        assert!(started.elapsed() < Duration::from_secs(10));
    }
}
