//! scripts/peer_suites (Fuego's regression suites against an engine) on
//! a small suite in Fuego's style that scripts/test_peer_suites.py
//! writes itself: the counts per suite, the not-applicable and
//! unsupported tests, the translated and dropped setup lines.

mod common;

use std::path::Path;
use std::process::Command;

#[test]
fn peer_suites_counts_a_fuego_style_suite() {
    let Some(python) = common::require("python3") else {
        return;
    };
    let root = Path::new(env!("CARGO_MANIFEST_DIR"));
    let out = Command::new(python)
        .arg(root.join("scripts/test_peer_suites.py"))
        .env("TENGEN", env!("CARGO_BIN_EXE_tengen"))
        .output()
        .expect("python3 scripts/test_peer_suites.py");
    assert!(
        out.status.success(),
        "{}{}",
        String::from_utf8_lossy(&out.stdout),
        String::from_utf8_lossy(&out.stderr)
    );
}
