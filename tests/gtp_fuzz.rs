//! Whole-binary fuzz test: well over 100,000 random and mutated command
//! lines (random bytes, huge and negative numbers, 10,000-character
//! lines, invalid UTF-8, garbage arguments to the table's commands) into
//! two engine processes. Every reply must be well formed, nothing may
//! panic, EOF must end the process with status 0, and at checkpoints
//! the position must survive a few legal moves and their undo unchanged.

mod common;

use rand::rngs::StdRng;
use rand::{RngExt, SeedableRng};
use std::path::{Path, PathBuf};
use std::time::Duration;

/// Commands of the table with argument makers; `quit` and `tengen-param`
/// (which could make genmove slow) are left out, analysis streams too.
const NAMES: &[&str] = &[
    "protocol_version",
    "name",
    "version",
    "known_command",
    "list_commands",
    "help",
    "boardsize",
    "clear_board",
    "komi",
    "play",
    "genmove",
    "reg_genmove",
    "undo",
    "fixed_handicap",
    "place_free_handicap",
    "set_free_handicap",
    "time_settings",
    "time_left",
    "loadsgf",
    "showboard",
    "kgs-rules",
    "kata-set-rules",
    "kata-get-rules",
    "kata-set-rule",
    "kgs-time_settings",
    "kgs-genmove_cleanup",
    "kgs-game_over",
    "gogui-interrupt",
    "gogui-analyze_commands",
    "gogui-play_sequence",
    "gogui-setup",
    "gogui-setup_player",
    "gg-undo",
    "cputime",
    "printsgf",
    "is_legal",
    "all_legal",
    "list_stones",
    "captures",
    "countlib",
    "findlib",
    "color",
    "echo",
    "move_history",
    "last_move",
    "get_komi",
    "tengen-play_capture_own",
    "tengen-place_zuozi",
];

/// Commands that count or search (an ownership search each): rare.
const SLOW: &[&str] = &["final_score", "final_status_list dead", "estimate_score"];

const NUMBERS: &[&str] = &[
    "0",
    "1",
    "2",
    "-1",
    "-9",
    "7.5",
    "-3.5",
    "1e308",
    "-1e308",
    "1e-9",
    "nan",
    "inf",
    "4294967295",
    "4294967296",
    "18446744073709551615",
    "18446744073709551616",
    "99999999999999999999999999999999",
    "+5",
    "0x10",
    "5.",
    ".5",
    "1,5",
    "",
];

const WORDS: &[&str] = &[
    "b",
    "w",
    "B",
    "W",
    "black",
    "white",
    "BLACK",
    "x",
    "empty",
    "pass",
    "PASS",
    "resign",
    "D4",
    "d4",
    "Q16",
    "A1",
    "T19",
    "Z25",
    "J9",
    "I5",
    "A0",
    "A26",
    "ZZ9",
    "E5",
    "C3",
    "none",
    "absolute",
    "byoyomi",
    "canadian",
    "chinese",
    "japanese",
    "reform",
    "ancient-chinese",
    "tromp-taylor",
    "aga",
    "ing",
    "new_zealand",
    "korean",
    "ko",
    "scoring",
    "tax",
    "suicide",
    "hasButton",
    "whiteHandicapBonus",
    "POSITIONAL",
    "SIMPLE",
    "AREA",
    "true",
    "false",
    "dead",
    "alive",
    "seki",
    "game",
    "private",
    "Bob",
    "{",
    "}",
    "{\"ko\":",
    "\"",
    "[]",
    "{\"ko\":\"SIMPLE\",\"scoring\":\"TERRITORY\"}",
    "{\"suicide\":true,\"ko\":3}",
    "sgf/t7.sgf",
    "sgf/h1.sgf",
    "sgf/legal.sgf",
    "sgf/broken.sgf",
    "nofile.sgf",
    "sgf",
    ".",
    "..",
    "%c",
    "%p",
    "🀄",
    "ñ",
];

fn pick<T: Copy>(rng: &mut StdRng, list: &[T]) -> T {
    list[rng.random_range(0..list.len())]
}

fn vertex(rng: &mut StdRng) -> String {
    let letters = b"ABCDEFGHJKLMNOPQRSTUVWXYZ";
    let col = letters[rng.random_range(0..letters.len())] as char;
    format!("{col}{}", rng.random_range(1..=25))
}

/// A plausible command: a table name with typed, random or garbage args.
fn plausible(rng: &mut StdRng) -> String {
    if rng.random_range(0..2000) == 0 {
        return pick(rng, SLOW).to_string();
    }
    let name = pick(rng, NAMES);
    let mut line = name.to_string();
    let args = match name {
        "genmove" | "reg_genmove" | "kgs-genmove_cleanup" if rng.random_range(0..20) != 0 => {
            // Searches are the slowest commands: keep most of them out.
            return "name".to_string();
        }
        "boardsize" => rng.random_range(0..2),
        "play" | "is_legal" => 2,
        "gogui-play_sequence" | "gogui-setup" | "set_free_handicap" => rng.random_range(0..8),
        "time_settings" | "time_left" => 3,
        _ => rng.random_range(0..4),
    };
    for i in 0..args {
        line.push(' ');
        let arg = match rng.random_range(0..4) {
            0 => pick(rng, NUMBERS).to_string(),
            1 => pick(rng, WORDS).to_string(),
            2 if i % 2 == 0 => pick(rng, &["b", "w", "black", "WHITE"]).to_string(),
            _ => vertex(rng),
        };
        line.push_str(&arg);
    }
    if name == "boardsize" && args == 1 && rng.random_bool(0.5) {
        line = format!("boardsize {}", rng.random_range(2..=25));
    }
    line
}

/// Random bytes, excluding newlines (each line is one command).
fn random_bytes(rng: &mut StdRng, len: usize) -> Vec<u8> {
    (0..len)
        .map(|_| {
            loop {
                let b: u8 = rng.random();
                if b != b'\n' {
                    break b;
                }
            }
        })
        .collect()
}

/// One fuzz line (no trailing newline).
fn fuzz_line(rng: &mut StdRng) -> Vec<u8> {
    let mut line = match rng.random_range(0..100) {
        0..=9 => {
            let len = rng.random_range(0..80);
            random_bytes(rng, len)
        }
        10 => {
            // A 10,000-character line: junk or a command with junk args.
            let mut l = plausible(rng).into_bytes();
            while l.len() < 10_000 {
                l.push(b' ');
                l.extend_from_slice(pick(rng, WORDS).as_bytes());
            }
            l.truncate(10_000);
            l
        }
        11 => vec![b'x'; 10_000],
        12..=14 => {
            let id = match rng.random_range(0..3) {
                0 => rng.random_range(0..1_000_000u32).to_string(),
                1 => pick(rng, &["007", "-1", "99999999999999999999999", "1.5", "0"]).to_string(),
                _ => String::new(),
            };
            format!("{id} {}", plausible(rng)).into_bytes()
        }
        _ => plausible(rng).into_bytes(),
    };
    // Mutations of the bytes.
    for _ in 0..rng.random_range(0..3) {
        if line.is_empty() {
            break;
        }
        let at = rng.random_range(0..=line.len());
        match rng.random_range(0..8) {
            0 => line.insert(at, rng.random()),
            1 => line.insert(
                at,
                pick(rng, &[b"\r", b"\t", b"#", b"\0", b"\x1b", b"\x7f"])[0],
            ),
            2 => {
                for b in pick(
                    rng,
                    &[
                        &b"\xff\xfe"[..],
                        b"\xc3",
                        b"\x80",
                        b"\xed\xa0\x80",
                        b"\xf4\x90\x80\x80",
                    ],
                ) {
                    line.insert(at.min(line.len()), *b);
                }
            }
            3 => {
                let end = rng.random_range(at..=line.len());
                line.drain(at..end);
            }
            4 => {
                let word = pick(rng, NUMBERS);
                for (i, b) in format!(" {word}").bytes().enumerate() {
                    line.insert(at + i, b);
                }
            }
            5 if at < line.len() => line[at] = line[at].to_ascii_uppercase(),
            6 if at < line.len() => line[at] ^= 1 << rng.random_range(0..8),
            _ => {}
        }
    }
    line.retain(|&b| b != b'\n');
    guard(line)
}

/// Keeps the fuzz from ending the session or touching files outside its
/// own directory: `quit`, `tengen-param` and `printsgf FILE` (it writes
/// files, and the test runs as whatever user it runs as) are defused, and
/// `loadsgf` never names an absolute path.
fn guard(line: Vec<u8>) -> Vec<u8> {
    let text = String::from_utf8_lossy(&line).to_ascii_lowercase();
    if text.contains("quit") || text.contains("param") || text.contains("analyze") {
        return b"name".to_vec();
    }
    if text.contains("printsgf") {
        return b"printsgf".to_vec();
    }
    if text.contains("loadsgf") && text.contains('/') && !text.contains("sgf/") {
        return b"loadsgf sgf/t7.sgf".to_vec();
    }
    if text.contains("loadsgf")
        && (text.contains("/dev") || text.contains("..") || text.contains(" /"))
    {
        return b"loadsgf nofile.sgf".to_vec();
    }
    line
}

/// One reply as read from stdout.
#[derive(Debug, Clone)]
struct Reply {
    id: Option<String>,
    ok: bool,
    text: String,
}

/// The engine under test, its stdout parsed into replies whose framing
/// is checked as they are read.
struct Engine {
    engine: common::Engine,
    next_id: u64,
    /// Replies read so far: successes and errors.
    counts: [usize; 2],
}

impl Engine {
    fn start(dir: &Path) -> Engine {
        let mut engine = common::Spawn::new(
            env!("CARGO_BIN_EXE_tengen"),
            &["--playouts", "20", "--threads", "1"],
        )
        .cwd(dir)
        .start();
        engine.set_patience(Duration::from_secs(60));
        Engine {
            engine,
            next_id: 900_000_000,
            counts: [0, 0],
        }
    }

    fn write(&mut self, line: &[u8]) {
        let mut bytes = line.to_vec();
        bytes.push(b'\n');
        self.engine.write_bytes(&bytes);
    }

    /// The next reply, `None` at the end of the output.
    fn try_next(&mut self) -> Option<Reply> {
        match read_reply(&mut self.engine) {
            Ok(Some(reply)) => {
                self.counts[usize::from(!reply.ok)] += 1;
                Some(reply)
            }
            Ok(None) => None,
            Err(e) => panic!("malformed output: {e}"),
        }
    }

    fn next(&mut self) -> Reply {
        self.try_next()
            .expect("no reply: the engine closed its output")
    }

    /// Sends a command with a fresh id and returns its reply, skipping
    /// (after checking) the replies to fuzz lines sent before it.
    fn ask(&mut self, command: &str) -> Reply {
        self.next_id += 1;
        let id = self.next_id.to_string();
        self.write(format!("{id} {command}").as_bytes());
        loop {
            let reply = self.next();
            if reply.id.as_deref() == Some(id.as_str()) {
                return reply;
            }
        }
    }

    fn ok(&mut self, command: &str) -> String {
        let r = self.ask(command);
        assert!(r.ok, "`{command}` failed: {}", r.text);
        r.text
    }

    /// Closes stdin; the engine must answer what is left and exit 0.
    /// Returns its stderr and the reply counts.
    fn finish(mut self) -> (String, [usize; 2]) {
        self.engine.close_input();
        while self.try_next().is_some() {}
        let status = self.engine.wait();
        let stderr = self.engine.stderr_text();
        assert_eq!(status, Some(0), "exit status; stderr:\n{stderr}");
        (stderr, self.counts)
    }
}

/// Reads one reply: `=`/`?`, optional id, a space, then lines up to an
/// empty one. `Ok(None)` at a clean end of output.
fn read_reply(engine: &mut common::Engine) -> Result<Option<Reply>, String> {
    let Some(header) = engine.raw_line() else {
        return Ok(None);
    };
    let header = String::from_utf8(header).map_err(|e| format!("not UTF-8: {e}"))?;
    let header = header
        .strip_suffix('\n')
        .ok_or_else(|| format!("output ends inside a reply: {header:?}"))?;
    let ok = match header.as_bytes().first() {
        Some(b'=') => true,
        Some(b'?') => false,
        _ => return Err(format!("reply starts with {header:?}")),
    };
    let rest = &header[1..];
    let digits = rest.len() - rest.trim_start_matches(|c: char| c.is_ascii_digit()).len();
    let (id, rest) = rest.split_at(digits);
    let first = rest
        .strip_prefix(' ')
        .ok_or_else(|| format!("no space after status and id: {header:?}"))?;
    let mut text = first.to_string();
    loop {
        let Some(line) = engine.raw_line() else {
            return Err(format!("reply {header:?} not ended by an empty line"));
        };
        let line = String::from_utf8(line).map_err(|e| format!("not UTF-8: {e}"))?;
        if line == "\n" {
            break;
        }
        if line.contains('\r') {
            return Err(format!("CR in a reply: {line:?}"));
        }
        text.push('\n');
        text.push_str(line.trim_end_matches('\n'));
    }
    Ok(Some(Reply {
        id: (!id.is_empty()).then(|| id.to_string()),
        ok,
        text,
    }))
}

/// Records the position, plays up to three legal moves, undoes them and
/// checks that everything is as before.
fn checkpoint(engine: &mut Engine, rng: &mut StdRng) {
    let probes = [
        "list_stones black",
        "list_stones white",
        "showboard",
        "move_history",
        "captures black",
        "captures white",
        "get_komi",
        "kata-get-rules",
    ];
    let before: Vec<String> = probes.iter().map(|p| engine.ok(p)).collect();
    let mut played = 0;
    for k in 0..rng.random_range(1..=3) {
        let color = if k % 2 == 0 { "black" } else { "white" };
        let legal = engine.ok(&format!("all_legal {color}"));
        let legal: Vec<&str> = legal.split_whitespace().collect();
        if legal.is_empty() {
            continue;
        }
        let v = legal[rng.random_range(0..legal.len())].to_string();
        engine.ok(&format!("play {color} {v}"));
        assert_eq!(engine.ok(&format!("color {v}")), color);
        played += 1;
    }
    for _ in 0..played {
        engine.ok("undo");
    }
    let after: Vec<String> = probes.iter().map(|p| engine.ok(p)).collect();
    assert_eq!(before, after, "undo did not restore the position");
}

/// A scratch directory with the SGF fixtures, removed afterwards.
struct Scratch(PathBuf);

impl Scratch {
    fn new(tag: &str) -> Scratch {
        let dir = std::env::temp_dir().join(format!("tengen-fuzz-{tag}-{}", std::process::id()));
        let _ = std::fs::remove_dir_all(&dir);
        std::fs::create_dir_all(dir.join("sgf")).unwrap();
        let fixtures = Path::new(env!("CARGO_MANIFEST_DIR")).join("gtp-tests/sgf");
        for entry in std::fs::read_dir(fixtures).unwrap() {
            let path = entry.unwrap().path();
            std::fs::copy(&path, dir.join("sgf").join(path.file_name().unwrap())).unwrap();
        }
        Scratch(dir)
    }
}

impl Drop for Scratch {
    fn drop(&mut self) {
        let _ = std::fs::remove_dir_all(&self.0);
    }
}

fn fuzz_session(seed: u64, lines: usize) {
    let scratch = Scratch::new(&seed.to_string());
    let mut rng = StdRng::seed_from_u64(seed);
    let mut engine = Engine::start(&scratch.0);
    let mut sent = 0;
    while sent < lines {
        for _ in 0..500 {
            let line = fuzz_line(&mut rng);
            engine.write(&line);
            sent += 1;
        }
        checkpoint(&mut engine, &mut rng);
    }
    // The engine still plays after all that.
    engine.ok("boardsize 9");
    engine.ok("clear_board");
    let mv = engine.ok("genmove b");
    assert!(!mv.is_empty());
    let (stderr, [ok, err]) = engine.finish();
    assert!(
        !stderr.contains("panicked"),
        "a handler panicked:\n{stderr}"
    );
    println!("seed {seed}: {sent} fuzz lines, {ok} successes, {err} errors");
    // Most lines are commands, and both outcomes are common.
    assert!(ok + err > sent / 2 && ok > sent / 10 && err > sent / 10);
}

#[test]
fn fuzz_lines_into_the_engine() {
    let handles: Vec<_> = [(1u64, 60_000usize), (2, 60_000)]
        .into_iter()
        .map(|(seed, lines)| std::thread::spawn(move || fuzz_session(seed, lines)))
        .collect();
    for h in handles {
        h.join().expect("fuzz session");
    }
}
