//! tengen under the real GoGui 1.6.0 tools (issue 27), from the jars in
//! ../shared/gogui (see its README.md):
//!
//! - gogui-regress over every suite in gtp-tests/ (the files
//!   regress_suites.rs runs with scripts/regress): no unexpected failure
//!   and no error in its summary.dat;
//! - a 2-game 9×9 gogui-twogtp match against GNU Go with GNU Go as the
//!   referee: game.dat well formed, every game ended by two passes or a
//!   resignation, nothing in the error columns.
//!
//! Skipped with a message when Java, the jars or (for the match) GNU Go
//! are missing; failed instead under CI.

mod common;

use std::path::{Path, PathBuf};
use std::process::{Command, Output, Stdio};
use std::time::{Duration, Instant};

use common::require;

/// The fast settings of the engine under the tools.
const ENGINE_ARGS: &str = "--playouts 300 --threads 1";

/// The engine's command line as GoGui splits it.
fn engine_command() -> String {
    let binary = env!("CARGO_BIN_EXE_tengen");
    if binary.contains(' ') {
        format!("\"{binary}\" {ENGINE_ARGS}")
    } else {
        format!("{binary} {ENGINE_ARGS}")
    }
}

/// A fresh scratch directory; removed by the test once it has passed, so
/// a failure leaves it to look at.
fn scratch(tag: &str) -> PathBuf {
    let dir = std::env::temp_dir().join(format!("tengen-gogui-{tag}-{}", std::process::id()));
    let _ = std::fs::remove_dir_all(&dir);
    std::fs::create_dir_all(&dir).expect("create a scratch directory");
    dir
}

/// Runs `command` to the end, killing it after `limit`.
fn run(mut command: Command, limit: Duration) -> Output {
    let mut child = command
        .stdin(Stdio::null())
        .stdout(Stdio::piped())
        .stderr(Stdio::piped())
        .spawn()
        .unwrap_or_else(|e| panic!("cannot start {command:?}: {e}"));
    // Drain the pipes while waiting, so that a chatty tool cannot block.
    let stdout = child.stdout.take().unwrap();
    let stderr = child.stderr.take().unwrap();
    let read = |mut pipe: Box<dyn std::io::Read + Send>| {
        std::thread::spawn(move || {
            let mut bytes = Vec::new();
            let _ = pipe.read_to_end(&mut bytes);
            bytes
        })
    };
    let (out, err) = (read(Box::new(stdout)), read(Box::new(stderr)));
    let deadline = Instant::now() + limit;
    let status = loop {
        if let Some(status) = child.try_wait().expect("wait for the tool") {
            break status;
        }
        if Instant::now() > deadline {
            let _ = child.kill();
            let _ = child.wait();
            panic!("{command:?} did not finish within {limit:?}");
        }
        std::thread::sleep(Duration::from_millis(100));
    };
    Output {
        status,
        stdout: out.join().unwrap(),
        stderr: err.join().unwrap(),
    }
}

fn show(output: &Output) -> String {
    format!(
        "status {}\nstdout:\n{}\nstderr:\n{}",
        output.status,
        String::from_utf8_lossy(&output.stdout),
        String::from_utf8_lossy(&output.stderr)
    )
}

/// The rows of a tab-separated GoGui table: the column names from the
/// last `#` line before the data, and each data row by name.
fn table(text: &str) -> (Vec<String>, Vec<Vec<String>>) {
    let mut columns = Vec::new();
    let mut rows = Vec::new();
    for line in text.lines() {
        if let Some(header) = line.strip_prefix('#') {
            if rows.is_empty() && header.contains('\t') {
                columns = header.split('\t').map(|c| c.trim().to_string()).collect();
            }
        } else if !line.trim().is_empty() {
            rows.push(line.split('\t').map(|c| c.to_string()).collect());
        }
    }
    (columns, rows)
}

fn cell<'a>(columns: &[String], row: &'a [String], name: &str) -> &'a str {
    let i = columns
        .iter()
        .position(|c| c == name)
        .unwrap_or_else(|| panic!("no column {name} in {columns:?}"));
    row.get(i).map_or("", |s| s.as_str())
}

#[test]
fn gogui_regress_passes_every_gtp_test_suite() {
    let (Some(java), Some(gogui)) = (require("java"), require("gogui")) else {
        return;
    };
    let started = Instant::now();
    let suites_dir = Path::new(env!("CARGO_MANIFEST_DIR")).join("gtp-tests");
    let mut suites: Vec<String> = std::fs::read_dir(&suites_dir)
        .expect("gtp-tests/")
        .map(|e| e.expect("directory entry").path())
        .filter(|p| p.extension().is_some_and(|x| x == "tst"))
        .map(|p| p.file_name().unwrap().to_string_lossy().into_owned())
        .collect();
    suites.sort();
    assert!(suites.len() >= 6, "suites found: {suites:?}");
    let out_dir = scratch("regress");
    let mut command = Command::new(java);
    command
        .arg("-jar")
        .arg(gogui.join("gogui-regress.jar"))
        .arg("-output")
        .arg(&out_dir)
        .arg(engine_command())
        .args(&suites)
        // The suites' `loadsgf` paths are relative to gtp-tests/.
        .current_dir(&suites_dir);
    let output = run(command, Duration::from_secs(600));
    let summary = std::fs::read_to_string(out_dir.join("summary.dat"))
        .unwrap_or_else(|e| panic!("no summary.dat ({e}); {}", show(&output)));
    let (columns, rows) = table(&summary);
    assert_eq!(rows.len(), 1, "summary.dat:\n{summary}");
    let count = |name: &str| -> u32 {
        cell(&columns, &rows[0], name)
            .trim()
            .parse()
            .unwrap_or_else(|e| panic!("{name} in summary.dat: {e}\n{summary}"))
    };
    let report = format!(
        "gogui-regress over {} suites: {} tests, {} unexpected failures, {} expected \
         failures, {} unexpected passes, {} errors, in {:.1} s (report in {})",
        suites.len(),
        count("Tests"),
        count("FAIL"),
        count("fail"),
        count("PASS"),
        count("Error"),
        started.elapsed().as_secs_f64(),
        out_dir.join("index.html").display()
    );
    println!("{report}");
    assert!(count("Tests") >= 100, "{report}");
    assert_eq!(count("FAIL"), 0, "{report}");
    assert_eq!(count("Error"), 0, "{report}");
    assert!(output.status.success(), "{report}\n{}", show(&output));
    let _ = std::fs::remove_dir_all(&out_dir);
}

/// The moves of an SGF game record in order, as (colour, value).
fn sgf_moves(sgf: &str) -> Vec<(char, String)> {
    let mut moves = Vec::new();
    let bytes = sgf.as_bytes();
    for (i, w) in bytes.windows(2).enumerate() {
        let starts_property = i == 0 || !bytes[i - 1].is_ascii_uppercase();
        if starts_property && (w == b"B[" || w == b"W[") {
            let rest = &sgf[i + 2..];
            let value = &rest[..rest.find(']').expect("a closed property")];
            moves.push((w[0] as char, value.to_string()));
        }
    }
    moves
}

/// Whether an SGF move value is a pass on a 9×9 board.
fn is_pass(value: &str) -> bool {
    value.is_empty() || value == "tt"
}

fn is_result(text: &str) -> bool {
    text == "0"
        || text == "Draw"
        || ((text.starts_with("B+") || text.starts_with("W+")) && text.len() > 2)
}

#[test]
fn gogui_twogtp_two_games_against_gnu_go() {
    let (Some(java), Some(gogui), Some(gnugo)) =
        (require("java"), require("gogui"), require("gnugo"))
    else {
        return;
    };
    let started = Instant::now();
    let dir = scratch("twogtp");
    let gnugo = gnugo.display().to_string();
    let mut command = Command::new(java);
    command
        .arg("-jar")
        .arg(gogui.join("gogui-twogtp.jar"))
        .arg("-black")
        .arg(engine_command())
        .arg("-white")
        .arg(format!("{gnugo} --mode gtp --level 1"))
        .arg("-referee")
        .arg(format!("{gnugo} --mode gtp --chinese-rules"))
        .args(["-alternate", "-auto", "-komi", "7.5", "-size", "9"])
        .args(["-games", "2", "-sgffile"])
        .arg(dir.join("game"));
    let output = run(command, Duration::from_secs(600));
    assert!(output.status.success(), "{}", show(&output));
    let dat = std::fs::read_to_string(dir.join("game.dat"))
        .unwrap_or_else(|e| panic!("no game.dat ({e}); {}", show(&output)));
    // The header: `# Key: value` lines, then the column names.
    for key in [
        "Black: Tengen",
        "White: GNU Go",
        "Referee: GNU Go",
        "Size: 9",
        "Komi: 7.5",
    ] {
        assert!(
            dat.lines().any(|l| l == format!("# {key}")),
            "no `# {key}` in game.dat:\n{dat}"
        );
    }
    let (columns, rows) = table(&dat);
    let expected = [
        "GAME", "RES_B", "RES_W", "RES_R", "ALT", "DUP", "LEN", "TIME_B", "TIME_W", "CPU_B",
        "CPU_W", "ERR", "ERR_MSG",
    ];
    assert_eq!(columns, expected, "game.dat:\n{dat}");
    assert_eq!(rows.len(), 2, "game.dat:\n{dat}");
    for (game, row) in rows.iter().enumerate() {
        let cell = |name| cell(&columns, row, name);
        assert_eq!(row.len(), columns.len(), "row {game}: {row:?}");
        assert_eq!(cell("GAME"), game.to_string(), "{dat}");
        // -alternate: colours swapped in the second game.
        assert_eq!(cell("ALT"), if game == 0 { "0" } else { "1" }, "{dat}");
        assert_eq!(cell("ERR"), "0", "game {game} had an error:\n{dat}");
        assert_eq!(cell("ERR_MSG").trim(), "", "game {game}:\n{dat}");
        for name in ["RES_B", "RES_W", "RES_R"] {
            assert!(
                is_result(cell(name)),
                "game {game}: {name} {:?}\n{dat}",
                cell(name)
            );
        }
        assert!(cell("LEN").parse::<u32>().is_ok_and(|n| n > 0), "{dat}");
        // Ended by two passes, or by a resignation.
        let sgf_path = dir.join(format!("game-{game}.sgf"));
        let sgf = std::fs::read_to_string(&sgf_path)
            .unwrap_or_else(|e| panic!("{}: {e}", sgf_path.display()));
        let moves = sgf_moves(&sgf);
        let resigned = ["RES_B", "RES_W"].iter().any(|n| cell(n).ends_with("+R"));
        let passes = moves.len() >= 2 && moves[moves.len() - 2..].iter().all(|(_, v)| is_pass(v));
        assert!(
            passes || resigned,
            "game {game} ended neither by two passes nor by a resignation: \
             last moves {:?}\n{dat}",
            &moves[moves.len().saturating_sub(4)..]
        );
    }
    println!(
        "gogui-twogtp, 2 games against GNU Go: {:?} in {:.1} s",
        rows.iter()
            .map(|r| format!(
                "RES_B {} RES_W {} RES_R {} ALT {}",
                cell(&columns, r, "RES_B"),
                cell(&columns, r, "RES_W"),
                cell(&columns, r, "RES_R"),
                cell(&columns, r, "ALT")
            ))
            .collect::<Vec<_>>(),
        started.elapsed().as_secs_f64()
    );
    let _ = std::fs::remove_dir_all(&dir);
}
