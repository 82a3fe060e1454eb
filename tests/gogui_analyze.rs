//! GoGui against the real binary: every command `gogui-analyze_commands`
//! lists answers in its type's format (§4 item 54), `# interrupt` stops
//! a long `genmove` (item 53) and live graphics go to stderr during
//! `genmove` (item 55).

mod common;

use std::time::{Duration, Instant};

use common::Engine;

fn is_vertex(t: &str, size: usize) -> bool {
    const COLUMNS: &str = "ABCDEFGHJKLMNOPQRSTUVWXYZ";
    let upper = t.to_ascii_uppercase();
    let Some(col) = upper.get(..1).and_then(|c| COLUMNS.find(c)) else {
        return false;
    };
    match upper[1..].parse::<usize>() {
        Ok(row) => col < size && (1..=size).contains(&row) && !upper[1..].starts_with('0'),
        Err(_) => false,
    }
}

fn is_color(t: &str) -> bool {
    ["b", "w", "black", "white"].contains(&t.to_ascii_lowercase().as_str())
}

fn unit_float(t: &str) -> bool {
    t.parse::<f64>().is_ok_and(|x| (-1.0..=1.0).contains(&x))
}

/// A `gfx` response: each line one of GoGui's gfx commands.
fn check_gfx(text: &str, size: usize) {
    for line in text.lines() {
        let tokens: Vec<&str> = line.split_whitespace().collect();
        let args = &tokens[1..];
        match tokens[0] {
            "BLACK" | "WHITE" | "CIRCLE" | "MARK" | "SQUARE" | "TRIANGLE" => {
                assert!(args.iter().all(|t| is_vertex(t, size)), "{line}")
            }
            "LABEL" => {
                assert!(args.len().is_multiple_of(2), "{line}");
                assert!(args.chunks(2).all(|p| is_vertex(p[0], size)), "{line}");
            }
            "INFLUENCE" => {
                assert!(args.len().is_multiple_of(2), "{line}");
                assert!(
                    args.chunks(2)
                        .all(|p| is_vertex(p[0], size) && unit_float(p[1])),
                    "{line}"
                );
            }
            "VAR" => check_var(&args.join(" "), size),
            "COLOR" => assert!(args.len() >= 2, "{line}"),
            "TEXT" => {}
            "CLEAR" => assert!(args.is_empty(), "{line}"),
            other => panic!("unknown gfx command {other} in {line:?}"),
        }
    }
}

/// A `var` response: colour and move pairs.
fn check_var(text: &str, size: usize) {
    let tokens: Vec<&str> = text.split_whitespace().collect();
    assert!(
        !tokens.is_empty() && tokens.len().is_multiple_of(2),
        "{text:?}"
    );
    for pair in tokens.chunks(2) {
        assert!(is_color(pair[0]), "{text:?}");
        assert!(
            is_vertex(pair[1], size) || pair[1].eq_ignore_ascii_case("pass"),
            "{text:?}"
        );
    }
}

/// A `dboard`: `size` rows of `size` numbers in [-1, 1].
fn check_dboard(text: &str, size: usize) {
    let rows: Vec<&str> = text.lines().collect();
    assert_eq!(rows.len(), size, "{text}");
    for row in rows {
        let values: Vec<&str> = row.split_whitespace().collect();
        assert_eq!(values.len(), size, "{row}");
        assert!(values.iter().all(|v| unit_float(v)), "{row}");
    }
}

/// A `param` response: `[type] key value` lines.
fn check_param(text: &str) -> Vec<String> {
    let mut keys = Vec::new();
    for line in text.lines() {
        let (kind, rest) = line.split_once(' ').expect("[type] key value");
        let (key, value) = rest.split_once(' ').unwrap_or((rest, ""));
        match kind {
            "[bool]" => assert!(value == "0" || value == "1", "{line}"),
            "[string]" => {}
            k if k.starts_with("[list/") && k.ends_with(']') => {}
            k => panic!("unknown param type {k} in {line:?}"),
        }
        keys.push(key.to_string());
    }
    keys
}

#[test]
fn every_listed_analyze_command_answers_in_its_format() {
    let mut s = Engine::tengen(&["--threads", "1", "--time", "0.5"]);
    s.ok("boardsize 9");
    s.ok("clear_board");
    // Black's wall on row 3 and a lone White stone on the edge below it.
    for col in ["A", "B", "C", "D", "E", "F", "G", "H", "J"] {
        s.ok(&format!("play b {col}3"));
    }
    s.ok("play w E1");
    s.ok("play w E7");
    let listed = s.ok("gogui-analyze_commands");
    let mut types = Vec::new();
    for entry in listed.lines() {
        let fields: Vec<&str> = entry.split('/').collect();
        assert!((3..=5).contains(&fields.len()), "{entry}");
        let (kind, label, command) = (fields[0], fields[1], fields[2]);
        assert!(!label.is_empty() && !command.is_empty(), "{entry}");
        let name = command.split(' ').next().unwrap();
        assert_eq!(s.ok(&format!("known_command {name}")), "true", "{entry}");
        let reply = s.ok(command);
        match kind {
            "gfx" => check_gfx(&reply, 9),
            "var" => check_var(&reply, 9),
            "dboard" => check_dboard(&reply, 9),
            "plist" => assert!(reply.split_whitespace().all(|t| is_vertex(t, 9)), "{reply}"),
            "string" => assert!(!reply.is_empty(), "{entry}: empty string"),
            "param" => {
                let keys = check_param(&reply);
                for key in ["threads", "time", "playouts", "resign", "ponder"] {
                    assert!(keys.iter().any(|k| k == key), "no {key} in {reply}");
                }
            }
            other => panic!("unexpected analyze type {other}"),
        }
        types.push(kind.to_string());
    }
    for kind in ["gfx", "var", "dboard", "plist", "string", "param"] {
        assert!(types.iter().any(|t| t == kind), "no {kind} command listed");
    }
    // The lone White stone is dead, and the best-moves labels show
    // percentages.
    assert!(s.ok("final_status_list dead").contains("E1"));
    let best = s.ok("tengen-best_moves");
    assert!(best.starts_with("LABEL "), "{best}");
    // Parameters can be set back through the same command.
    s.ok("tengen-param time 0.4");
    assert!(s.ok("tengen-param").contains("[string] time 0.4"));
}

#[test]
fn interrupt_stops_a_long_genmove() {
    let mut s = Engine::tengen(&["--threads", "1", "--time", "60"]);
    s.ok("boardsize 9");
    assert_eq!(s.ok("gogui-interrupt"), "");
    s.write("genmove b\n");
    std::thread::sleep(Duration::from_millis(300));
    let sent = Instant::now();
    s.write("# interrupt\n");
    let (at, line) = s.timed_line();
    let latency = at - sent;
    eprintln!("genmove answered {latency:?} after # interrupt");
    let mv = line.strip_prefix("= ").expect("a normal genmove answer");
    assert!(is_vertex(mv, 9) || mv == "pass", "{line}");
    assert_eq!(s.line(), "");
    // Far less than the 60 s the move was given; the comment itself gets
    // no answer, so the next reply is the next command's.
    assert!(latency < Duration::from_secs(10), "{latency:?}");
    assert_eq!(s.ok("name"), "Tengen");
}

/// The stderr lines of a `genmove` up to its `gogui-gfx: CLEAR` (or,
/// when `expect_gfx` is false, of half a second after the answer).
fn genmove_stderr(s: &mut Engine, color: &str, expect_gfx: bool) -> Vec<String> {
    s.ok(&format!("genmove {color}"));
    // CLEAR is written before the answer; give the stderr reader a moment.
    let mut lines: Vec<String> = Vec::new();
    let deadline = Instant::now()
        + if expect_gfx {
            common::PATIENCE
        } else {
            Duration::from_millis(500)
        };
    while !lines.iter().any(|l| l == "gogui-gfx: CLEAR") && Instant::now() < deadline {
        std::thread::sleep(Duration::from_millis(20));
        lines.extend(s.stderr_lines());
    }
    lines
}

/// The multi-line live graphics blocks in `lines`: a bare `gogui-gfx:`,
/// then draw commands up to an empty line (GoGui's live graphics).
fn gfx_blocks(lines: &[String]) -> Vec<Vec<String>> {
    let mut blocks = Vec::new();
    let mut i = 0;
    while i < lines.len() {
        if lines[i] == "gogui-gfx:" {
            let body: Vec<String> = lines[i + 1..]
                .iter()
                .take_while(|l| !l.is_empty())
                .cloned()
                .collect();
            i += body.len() + 1;
            assert_eq!(
                lines.get(i).map(String::as_str),
                Some(""),
                "ended by an empty line"
            );
            blocks.push(body);
        }
        i += 1;
    }
    blocks
}

#[test]
fn live_gfx_goes_to_stderr_during_genmove_once_gogui_is_seen() {
    // No book: its moves are played without a search to draw.
    let mut s = Engine::tengen(&["--threads", "1", "--time", "0.8", "--no-book"]);
    s.ok("boardsize 9");
    // Off by default: no GoGui yet.
    let lines = genmove_stderr(&mut s, "b", false);
    assert!(
        !lines.iter().any(|l| l.starts_with("gogui-gfx")),
        "{lines:?}"
    );
    // GoGui asks for the analyze commands right after attaching.
    s.ok("gogui-analyze_commands");
    let lines = genmove_stderr(&mut s, "w", true);
    let blocks = gfx_blocks(&lines);
    assert!(!blocks.is_empty(), "no gfx block in {lines:?}");
    for block in &blocks {
        let line = |cmd: &str| {
            block
                .iter()
                .find_map(|l| l.strip_prefix(cmd))
                .unwrap_or_else(|| panic!("no {cmd}in {block:?}"))
        };
        let var = line("VAR ");
        check_var(var, 9);
        assert!(var.starts_with("w "), "{var}");
        let influence: Vec<&str> = line("INFLUENCE ").split(' ').collect();
        assert_eq!(influence.len(), 2 * 81);
        for pair in influence.chunks(2) {
            assert!(is_vertex(pair[0], 9), "{pair:?}");
            let x: f64 = pair[1].parse().unwrap();
            assert!((-1.0..=1.0).contains(&x), "{pair:?}");
        }
        let labels: Vec<&str> = line("LABEL ").split(' ').collect();
        assert!(labels.len().is_multiple_of(2) && labels.len() <= 16);
        for pair in labels.chunks(2) {
            assert!(is_vertex(pair[0], 9), "{pair:?}");
            let pct: f64 = pair[1].parse().unwrap();
            assert!((0.0..=100.0).contains(&pct), "{pair:?}");
        }
        assert!(line("TEXT ").contains("playouts"));
    }
    let gfx: Vec<&String> = lines
        .iter()
        .filter(|l| l.starts_with("gogui-gfx"))
        .collect();
    assert_eq!(gfx.last().map(|l| l.as_str()), Some("gogui-gfx: CLEAR"));
    // The parameter turns them off again.
    s.ok("tengen-param live_gfx 0");
    let lines = genmove_stderr(&mut s, "b", false);
    assert!(
        !lines.iter().any(|l| l.starts_with("gogui-gfx")),
        "{lines:?}"
    );
    s.ok("tengen-param live_gfx 1");
    let lines = genmove_stderr(&mut s, "w", true);
    assert!(!gfx_blocks(&lines).is_empty(), "{lines:?}");
}
