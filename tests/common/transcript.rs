//! Helpers for the byte-level transcript tests: run the real binary on a
//! whole input at once and compare its stdout byte for byte, or check the
//! shape of replies whose text depends on the search.

use std::path::{Path, PathBuf};
use std::time::Duration;

use super::Spawn;

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
/// stdin is closed), and reads all it writes until it exits.
pub fn run_in(args: &[&str], cwd: &Path, input: &[u8]) -> Run {
    let mut engine = Spawn::new(env!("CARGO_BIN_EXE_tengen"), args)
        .cwd(cwd)
        .start();
    // A whole suite may take a while; this only guards against a hang.
    engine.set_patience(Duration::from_secs(300));
    // The engine may stop reading early (`quit` in the input).
    let _ = engine.try_write_bytes(input);
    engine.close_input();
    let stdout = engine.read_to_end();
    let code = engine.wait().unwrap_or(-1);
    let stderr = engine.stderr_text();
    Run {
        stdout,
        stderr,
        code,
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
