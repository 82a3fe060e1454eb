//! tengen under Sabaki's own GTP library: runs tests/sabaki/drive.js
//! (see its header for the session and the bars) with Node.
//!
//! `@sabaki/gtp` comes from `npm ci` in tests/sabaki (the versions are
//! pinned by its package-lock.json). `.ci/run` does that; this test does
//! it too when node_modules is missing. Skipped with a message when Node
//! (or, for that install, npm) is missing; failed instead under CI.

mod common;

use std::path::Path;
use std::process::{Command, Stdio};
use std::time::{Duration, Instant};

fn run(program: &str, args: &[&str], what: &str) -> std::process::Output {
    Command::new(program)
        .args(args)
        .stdin(Stdio::null())
        .output()
        .unwrap_or_else(|e| {
            panic!(
                "{what}: cannot run {program}: {e}. Node.js 18+ and npm are needed \
                 for this test (Debian: `apt-get install nodejs npm`)."
            )
        })
}

#[test]
fn sabaki_session() {
    let Some(node) = common::require("node") else {
        return;
    };
    let dir = Path::new(env!("CARGO_MANIFEST_DIR")).join("tests/sabaki");
    let dir_text = dir.to_str().expect("a UTF-8 path");
    if !dir.join("node_modules/@sabaki/gtp/package.json").exists() {
        let Some(npm) = common::require("npm") else {
            return;
        };
        let out = run(
            npm.to_str().expect("a UTF-8 path"),
            &["ci", "--prefix", dir_text],
            "npm ci",
        );
        assert!(
            out.status.success(),
            "npm ci failed:\n{}",
            String::from_utf8_lossy(&out.stderr)
        );
    }
    let script = dir.join("drive.js");
    let mut child = Command::new(&node)
        .arg(&script)
        .arg(env!("CARGO_BIN_EXE_tengen"))
        .stdin(Stdio::null())
        .stdout(Stdio::piped())
        .stderr(Stdio::piped())
        .spawn()
        .unwrap_or_else(|e| panic!("cannot run node: {e}. Node.js 18+ is needed for this test."));
    // The script has its own two-minute limit; this one only guards
    // against a hung Node.
    let deadline = Instant::now() + Duration::from_secs(300);
    while child.try_wait().expect("wait for node").is_none() {
        if Instant::now() > deadline {
            let _ = child.kill();
            panic!("drive.js did not finish");
        }
        std::thread::sleep(Duration::from_millis(100));
    }
    let out = child.wait_with_output().expect("node output");
    let stdout = String::from_utf8_lossy(&out.stdout);
    let stderr = String::from_utf8_lossy(&out.stderr);
    println!("{stdout}");
    assert!(out.status.success(), "drive.js failed:\n{stdout}\n{stderr}");
    assert!(
        stdout.contains("sabaki drive: all checks passed"),
        "{stdout}"
    );
}
