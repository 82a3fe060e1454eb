//! Runs every GNU Go-format suite in gtp-tests/ (protocol, rules,
//! handicap, undo, sgf, errors, …) through scripts/regress against the
//! built binary, and fails unless every result is as expected.

mod common;

use std::path::Path;
use std::process::Command;

#[test]
fn every_gtp_test_suite_passes() {
    let Some(python) = common::require("python3") else {
        return;
    };
    let root = Path::new(env!("CARGO_MANIFEST_DIR"));
    let mut suites: Vec<_> = std::fs::read_dir(root.join("gtp-tests"))
        .expect("gtp-tests/")
        .map(|e| e.expect("directory entry").path())
        .filter(|p| p.extension().is_some_and(|x| x == "tst"))
        .collect();
    suites.sort();
    assert!(suites.len() >= 6, "suites found: {suites:?}");
    let engine = format!(
        "{} --playouts 300 --threads 1",
        env!("CARGO_BIN_EXE_tengen")
    );
    let out = Command::new(python)
        .arg(root.join("scripts/regress"))
        .args(["--engine", &engine, "--timeout", "120"])
        .args(&suites)
        .output()
        .expect("python3 scripts/regress");
    let stdout = String::from_utf8_lossy(&out.stdout);
    let stderr = String::from_utf8_lossy(&out.stderr);
    assert!(
        out.status.success(),
        "scripts/regress exited with {:?}\n{stdout}\n{stderr}",
        out.status.code()
    );
    let last = stdout.lines().last().unwrap_or("");
    assert!(last.ends_with(" 0 failed"), "{stdout}");
    assert!(!last.starts_with("0 passed"), "{stdout}");
}
