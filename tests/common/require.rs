//! Outside programs some tests need (GNU Go, Java, Node, python3, the
//! GoGui jars): [`require`] finds one or says, on stderr, that the test is
//! skipped and which package brings it. Under CI (`CI` set, and not to
//! `false` or `0`) a missing program fails the test instead: CI installs
//! everything (`.ci/run`), so nothing may be skipped there.
//!
//! `TENGEN_TEST_<NAME>` (e.g. `TENGEN_TEST_GNUGO`, `TENGEN_TEST_JAVA`)
//! names the program (or, for `gogui`, the folder) to use instead of the
//! usual lookup; naming a path that does not exist tests the skip path.

use std::io::Write;
use std::path::{Path, PathBuf};

/// What a tool is and how to get it.
struct Tool {
    name: &'static str,
    /// Tried in order: a bare name is looked up on `PATH`, a path is
    /// taken as it is.
    candidates: &'static [&'static str],
    /// Where it comes from, for the message.
    install: &'static str,
}

/// The GoGui 1.6.0 jars, next to the repository (../shared/gogui).
pub const GOGUI_DIR: &str = concat!(env!("CARGO_MANIFEST_DIR"), "/../shared/gogui");

const TOOLS: &[Tool] = &[
    Tool {
        name: "gnugo",
        // Debian's package installs it in /usr/games, often not on PATH.
        candidates: &["gnugo", "/usr/games/gnugo"],
        install: "the Debian package `gnugo` (`sudo apt-get install gnugo`)",
    },
    Tool {
        name: "java",
        candidates: &["java"],
        install: "the Debian package `default-jre-headless`",
    },
    Tool {
        name: "python3",
        candidates: &["python3"],
        install: "the Debian package `python3`",
    },
    Tool {
        name: "node",
        candidates: &["node"],
        install: "the Debian package `nodejs` (Node.js 18 or later)",
    },
    Tool {
        name: "npm",
        candidates: &["npm"],
        install: "the Debian package `npm`",
    },
    Tool {
        name: "gogui",
        candidates: &[GOGUI_DIR],
        install: "GoGui 1.6.0's jars in ../shared/gogui next to the repository \
                  (see ../shared/gogui/README.md); CI has them",
    },
];

fn tool(name: &str) -> &'static Tool {
    TOOLS
        .iter()
        .find(|t| t.name == name)
        .unwrap_or_else(|| panic!("require: unknown tool {name:?}"))
}

/// The variable that overrides the lookup of `name`.
pub fn override_var(name: &str) -> String {
    format!("TENGEN_TEST_{}", name.to_ascii_uppercase())
}

/// Whether the tests run under CI, where nothing may be skipped.
pub fn in_ci() -> bool {
    std::env::var("CI").is_ok_and(|v| !v.is_empty() && v != "false" && v != "0")
}

fn usable(path: &Path, dir: bool) -> bool {
    if dir {
        return path.is_dir();
    }
    #[cfg(unix)]
    {
        use std::os::unix::fs::PermissionsExt;
        path.metadata()
            .is_ok_and(|m| m.is_file() && m.permissions().mode() & 0o111 != 0)
    }
    #[cfg(not(unix))]
    {
        path.is_file()
    }
}

fn locate(candidate: &str, dir: bool) -> Option<PathBuf> {
    if candidate.contains('/') {
        let path = PathBuf::from(candidate);
        return usable(&path, dir).then_some(path);
    }
    let paths = std::env::var_os("PATH")?;
    std::env::split_paths(&paths)
        .map(|d| d.join(candidate))
        .find(|p| usable(p, dir))
}

/// Where `name` is, quietly: the override variable if set, else the
/// first candidate found.
pub fn find(name: &str) -> Option<PathBuf> {
    let t = tool(name);
    let dir = t.name == "gogui";
    match std::env::var(override_var(name)) {
        Ok(path) => locate(&path, dir),
        Err(_) => t.candidates.iter().find_map(|c| locate(c, dir)),
    }
}

/// Where `name` is; if it is missing, says on stderr (not captured by
/// the test harness) that the running test is skipped and how to install it, and returns `None` (the test
/// then returns). Under CI it panics instead.
pub fn require(name: &str) -> Option<PathBuf> {
    if let Some(path) = find(name) {
        return Some(path);
    }
    let t = tool(name);
    let test = std::thread::current()
        .name()
        .unwrap_or("this test")
        .to_string();
    let message = format!(
        "{test}: {name} not found (looked for {:?}; {} overrides); it comes with {}",
        match std::env::var(override_var(name)) {
            Ok(v) => vec![v],
            Err(_) => t.candidates.iter().map(|c| c.to_string()).collect(),
        },
        override_var(name),
        t.install
    );
    if in_ci() {
        panic!("{message}. CI must run every test, so it is not skipped there.");
    }
    // Straight to stderr, past the test harness's capture, so that the
    // skip shows in a plain `cargo test` run.
    let _ = writeln!(std::io::stderr(), "SKIPPED {message}.");
    None
}
