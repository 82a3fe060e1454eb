//! scripts/rescore counts the two match games kept in gtp-tests/sgf/
//! again with the built binary and compares with GNU Go's recorded counts.

mod common;

use std::path::Path;
use std::process::Command;

#[test]
fn rescore_compares_the_engines_count_with_gnu_gos() {
    let Some(python) = common::require("python3") else {
        return;
    };
    let root = Path::new(env!("CARGO_MANIFEST_DIR"));
    let engine = format!(
        "{} --playouts 300 --threads 1",
        env!("CARGO_BIN_EXE_tengen")
    );
    let out = Command::new(python)
        .arg(root.join("scripts/rescore"))
        .args(["--engine", &engine, "--jobs", "1"])
        .arg(root.join("gtp-tests/sgf/dead19.sgf"))
        .arg(root.join("gtp-tests/sgf/ko9.sgf"))
        // Not a match game: no GC, so it is left out.
        .arg(root.join("gtp-tests/sgf/t1.sgf"))
        .output()
        .expect("python3 scripts/rescore");
    let stdout = String::from_utf8_lossy(&out.stdout);
    assert!(
        out.status.success(),
        "{stdout}{}",
        String::from_utf8_lossy(&out.stderr)
    );
    let lines: Vec<&str> = stdout.lines().collect();
    assert_eq!(lines.len(), 2, "{stdout}");
    assert!(
        lines[0].ends_with("ko9.sgf: GNU Go W+18.5, engine W+17.5; dead: G1 J1 H2 J3 G4 H4 J4 F9"),
        "{stdout}"
    );
    assert_eq!(lines[1], "agree 1/2");
}
