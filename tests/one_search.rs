//! One search behind every view: after a `genmove`, GoGui's "Best moves",
//! "Principal variation" and ownership commands answer from the tree
//! that `genmove` grew, and agree with each other. (How fast they answer
//! is a benchmark, `scripts/bench_views`, not a test.)

mod common;

use common::Engine;

/// The root visits `tengen-best_moves` reports in its TEXT line.
fn visits(best: &str) -> u64 {
    let text = best
        .lines()
        .find(|l| l.starts_with("TEXT "))
        .unwrap_or_else(|| panic!("no TEXT in {best}"));
    let words: Vec<&str> = text.split_whitespace().collect();
    let at = words.iter().position(|w| *w == "visits").expect("visits");
    words[at - 1].parse().expect("a visit count")
}

#[test]
fn views_after_a_genmove_come_from_its_tree_and_agree() {
    // 20,000 playouts a move: the genmove's tree is far larger than the
    // short search (at most 2,000 playouts) a view adds on top of it, or
    // than a view's own search of 0.05 s would be.
    // No book: its moves are played without a search, so no tree.
    let mut s = Engine::tengen(&[
        "--no-book",
        "--threads",
        "1",
        "--playouts",
        "20000",
        "--time",
        "600",
        "--analyze-time",
        "0.05",
        "--seed",
        "3",
    ]);
    s.ok("boardsize 9");
    s.ok("clear_board");
    s.ok("genmove b");
    let best = s.ok("tengen-best_moves");
    assert!(visits(&best) > 4_000, "{best}");
    let square = best
        .lines()
        .find_map(|l| l.strip_prefix("SQUARE "))
        .unwrap_or_else(|| panic!("no SQUARE in {best}"));
    let pv = s.ok("tengen-pv");
    let first: Vec<&str> = pv.split_whitespace().take(2).collect();
    assert_eq!(first, ["w", square], "{pv} after {best}");
    // Asked again, the same report: the views do not search anew.
    assert_eq!(s.ok("tengen-best_moves"), best);
    let ownership = s.ok("tengen-ownership");
    assert_eq!(ownership.lines().count(), 9, "{ownership}");
    assert_eq!(s.ok("tengen-best_moves"), best);
}

#[test]
fn analyze_time_is_its_own_parameter() {
    let mut s = Engine::tengen(&["--threads", "1", "--time", "30", "--analyze-time", "0.2"]);
    assert!(s.ok("tengen-param").contains("[string] analyze_time 0.2"));
    s.ok("tengen-param analyze_time 0.3");
    assert!(s.ok("tengen-param").contains("[string] analyze_time 0.3"));
    s.ok("boardsize 9");
    // Without a kept tree a view searches for analyze_time, not --time
    // (30 s would outlast the harness's patience).
    let best = s.ok("tengen-best_moves");
    assert!(best.starts_with("LABEL "), "{best}");
}
