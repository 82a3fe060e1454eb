//! Helpers for the byte-level transcript tests: run the real binary on a
//! whole input at once and compare its stdout byte for byte, or check the
//! shape of replies whose text depends on the search.

// Each test crate compiles this module on its own and uses only part of it.
#![allow(dead_code)]

use std::io::Write;
use std::path::{Path, PathBuf};
use std::process::{Command, Stdio};

/// The fast search settings every transcript uses unless it needs others.
pub const FAST: &[&str] = &["--playouts", "300", "--threads", "1"];

/// What one run of the engine produced.
pub struct Run {
    pub stdout: String,
    pub stderr: String,
    pub code: i32,
}

impl Run {
    /// The replies, split at the blank line that ends each one (the last
    /// element is what follows the final reply, normally empty).
    pub fn replies(&self) -> Vec<&str> {
        self.stdout.split("\n\n").collect()
    }
}

/// gtp-tests/, where the SGF fixtures live (`sgf/…`).
pub fn fixtures() -> PathBuf {
    Path::new(env!("CARGO_MANIFEST_DIR")).join("gtp-tests")
}

/// Runs tengen with `args` in `cwd` on `input` (written in one go, then
/// stdin is closed).
pub fn run_in(args: &[&str], cwd: &Path, input: &[u8]) -> Run {
    let mut child = Command::new(env!("CARGO_BIN_EXE_tengen"))
        .args(args)
        .current_dir(cwd)
        .stdin(Stdio::piped())
        .stdout(Stdio::piped())
        .stderr(Stdio::piped())
        .spawn()
        .expect("start tengen");
    let mut stdin = child.stdin.take().unwrap();
    let input = input.to_vec();
    // A writer thread, so that a large input cannot deadlock with a full
    // stdout pipe.
    let writer = std::thread::spawn(move || {
        let _ = stdin.write_all(&input);
    });
    let out = child.wait_with_output().unwrap();
    writer.join().unwrap();
    Run {
        stdout: String::from_utf8(out.stdout).expect("stdout is UTF-8"),
        stderr: String::from_utf8_lossy(&out.stderr).into_owned(),
        code: out.status.code().unwrap_or(-1),
    }
}

/// Runs tengen with the fast settings in gtp-tests/.
pub fn run(input: &str) -> Run {
    run_in(FAST, &fixtures(), input.as_bytes())
}

/// The whole stdout must be `output`, and the exit status 0.
pub fn expect(input: &str, output: &str) {
    let r = run(input);
    assert_eq!(r.stdout, output, "input {input:?}");
    assert_eq!(r.code, 0, "input {input:?}");
    assert!(!r.stderr.contains("panicked"), "{}", r.stderr);
}

/// A move as genmove prints it: an uppercase vertex, `pass` or `resign`.
pub fn is_move(text: &str, size: usize) -> bool {
    text == "pass" || text == "resign" || is_vertex(text, size)
}

/// An uppercase GTP vertex on a board of `size`.
pub fn is_vertex(text: &str, size: usize) -> bool {
    let letters = "ABCDEFGHJKLMNOPQRSTUVWXYZ";
    let mut chars = text.chars();
    let Some(col) = chars.next().and_then(|c| letters.find(c)) else {
        return false;
    };
    let row = chars.as_str();
    !row.starts_with('0')
        && row.parse::<usize>().is_ok_and(|r| (1..=size).contains(&r))
        && col < size
}

/// The text of a success reply `= text` / `=id text`, or a panic.
pub fn success<'a>(reply: &'a str, prefix: &str) -> &'a str {
    reply
        .strip_prefix(prefix)
        .unwrap_or_else(|| panic!("expected {prefix:?}…, got {reply:?}"))
}
