//! One full 9×9 game of tengen against GNU Go through `scripts/match`.
//!
//! Checks the whole chain a real match uses: tengen's GTP startup and game
//! setup as gogui-twogtp sends them, genmove until two passes, and
//! `final_score` from both engines at the end. GNU Go runs at level 0 with
//! resignation off so that the game always ends by two passes. Skipped
//! with a message when GNU Go or python3 is missing (failed under CI).

mod common;

use std::path::Path;
use std::process::Command;

#[test]
fn full_game_against_gnugo_ends_with_both_final_scores() {
    let (Some(gnugo), Some(python)) = (common::require("gnugo"), common::require("python3")) else {
        return;
    };
    let script = Path::new(env!("CARGO_MANIFEST_DIR")).join("scripts/match");
    let tengen = format!(
        "{} --playouts 300 --threads 1",
        env!("CARGO_BIN_EXE_tengen")
    );
    let gnugo = format!("{} --mode gtp --level 0 --never-resign", gnugo.display());
    let output = Command::new(python)
        .arg(&script)
        .args(["--games", "1", "--size", "9", "--komi", "7.5"])
        .args(["--max-moves", "400", "--timeout", "120"])
        .arg(&tengen)
        .arg(&gnugo)
        .output()
        .expect("run scripts/match");
    let stdout = String::from_utf8_lossy(&output.stdout);
    let stderr = String::from_utf8_lossy(&output.stderr);
    assert!(
        output.status.success(),
        "scripts/match failed: {}\n{stdout}\n{stderr}",
        output.status
    );
    let game = stdout
        .lines()
        .find(|l| l.starts_with("game 1/1: "))
        .unwrap_or_else(|| panic!("no game line in:\n{stdout}"));
    assert!(
        game.contains("B Tengen"),
        "tengen plays Black first: {game}"
    );
    assert!(
        game.contains("(two passes; "),
        "not ended by two passes: {game}"
    );
    // Both engines' final_score answers, each a result such as W+12.5.
    let scores = game
        .split("final_score ")
        .nth(1)
        .unwrap_or_else(|| panic!("no final_score in: {game}"));
    // "Tengen <version> <result>" and "GNU Go 3.8 <result>".
    for (name, skip) in [("Tengen ", 1), ("GNU Go 3.8 ", 0)] {
        let after = scores
            .split(name)
            .nth(1)
            .unwrap_or_else(|| panic!("no final_score from {name}: {game}"));
        let result = after
            .split_whitespace()
            .nth(skip)
            .unwrap_or("")
            .trim_end_matches([',', ')']);
        assert!(
            result.starts_with("B+") || result.starts_with("W+") || result == "0",
            "bad final_score {result:?} from {name}: {game}"
        );
    }
    // Tengen never plays an illegal move or crashes.
    let losses = stdout
        .lines()
        .find(|l| l.trim_start().starts_with("Tengen") && l.contains(" losses: "))
        .unwrap_or_else(|| panic!("no loss line in:\n{stdout}"));
    assert!(
        losses.ends_with("illegal 0, superko 0, time 0, crash 0"),
        "{losses}"
    );
}
