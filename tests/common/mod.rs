//! What the integration tests share: the one GTP subprocess harness
//! ([`Engine`]: tengen or another engine, spoken to line by line, one
//! numbered command at a time, in batches, or with a whole script at
//! once), the check for outside programs ([`require`]) and the helpers of
//! the byte-level transcripts ([`transcript`]).
//!
//! A test file uses it with `mod common;`.

// Each test crate compiles this module on its own and uses only part of it.
#![allow(dead_code)]

pub mod require;
pub mod transcript;

#[allow(unused_imports)]
pub use require::{find, require};

use std::io::{BufRead, BufReader, BufWriter, Read, Write};
use std::path::{Path, PathBuf};
use std::process::{Child, ChildStdin, Command, Stdio};
use std::sync::Arc;
use std::sync::atomic::{AtomicBool, Ordering};
use std::sync::mpsc::{Receiver, RecvTimeoutError, channel};
use std::time::{Duration, Instant};

/// Runs one of the scripts' own Python test files (`scripts/test_*.py`,
/// relative to the repository) with `envs` set, and fails with its
/// output unless every test passes. Skipped without python3 (failed
/// under CI), like every test of an outside program.
pub fn python_tests(script: &str, envs: &[(&str, &str)]) {
    let Some(python) = require("python3") else {
        return;
    };
    let root = Path::new(env!("CARGO_MANIFEST_DIR"));
    let out = Command::new(python)
        .arg(root.join(script))
        .envs(envs.iter().copied())
        .output()
        .unwrap_or_else(|e| panic!("python3 {script}: {e}"));
    assert!(
        out.status.success(),
        "{}{}",
        String::from_utf8_lossy(&out.stdout),
        String::from_utf8_lossy(&out.stderr)
    );
}

/// How long any single wait for output may take before the test fails
/// (a guard against a hung engine, not a performance bar).
pub const PATIENCE: Duration = Duration::from_secs(30);

/// One GTP reply: `Ok` for `=`, `Err` for `?`, with the text after the
/// status (and id), trimmed.
pub type Reply = Result<String, String>;

/// How to start an engine: program, arguments, working directory and
/// whether its stderr is kept. [`Spawn::start`] starts it.
pub struct Spawn {
    program: PathBuf,
    args: Vec<String>,
    cwd: Option<PathBuf>,
    stderr: bool,
}

impl Spawn {
    pub fn new(program: impl AsRef<Path>, args: &[&str]) -> Spawn {
        Spawn {
            program: program.as_ref().to_path_buf(),
            args: args.iter().map(|a| a.to_string()).collect(),
            cwd: None,
            stderr: true,
        }
    }

    /// The working directory of the engine.
    pub fn cwd(mut self, dir: impl AsRef<Path>) -> Spawn {
        self.cwd = Some(dir.as_ref().to_path_buf());
        self
    }

    /// Sends the engine's stderr to /dev/null instead of keeping it.
    pub fn discard_stderr(mut self) -> Spawn {
        self.stderr = false;
        self
    }

    pub fn try_start(self) -> std::io::Result<Engine> {
        let mut command = Command::new(&self.program);
        command
            .args(&self.args)
            .stdin(Stdio::piped())
            .stdout(Stdio::piped())
            .stderr(if self.stderr {
                Stdio::piped()
            } else {
                Stdio::null()
            });
        if let Some(dir) = &self.cwd {
            command.current_dir(dir);
        }
        let mut child = command.spawn()?;
        let patient = Arc::new(AtomicBool::new(false));
        let stdout = pump_stdout(child.stdout.take().expect("piped stdout"), patient.clone());
        let stderr = child.stderr.take().map(pump_stderr);
        let stdin = BufWriter::new(child.stdin.take().expect("piped stdin"));
        Ok(Engine {
            child,
            stdin: Some(stdin),
            out: Output {
                chunks: stdout,
                buf: Vec::new(),
                pos: 0,
                eof: false,
                patience: PATIENCE,
                patient,
            },
            stderr,
            stderr_seen: Vec::new(),
            stderr_read: 0,
            name: self.program.display().to_string(),
            pending: Vec::new(),
            next_id: 1,
        })
    }

    pub fn start(self) -> Engine {
        let name = self.program.display().to_string();
        self.try_start()
            .unwrap_or_else(|e| panic!("cannot start {name}: {e}"))
    }
}

/// A GTP engine on the other end of pipes. Its stdout and stderr are
/// drained by threads, so no pipe can fill up and block both sides, and
/// every read has a timeout ([`PATIENCE`] unless set otherwise).
pub struct Engine {
    child: Child,
    stdin: Option<BufWriter<ChildStdin>>,
    out: Output,
    stderr: Option<Receiver<String>>,
    /// Every stderr line received so far, and how many of them
    /// [`Engine::stderr_lines`] has returned.
    stderr_seen: Vec<String>,
    stderr_read: usize,
    name: String,
    /// Numbered commands written but not yet answered, as (id, command).
    pending: Vec<(u64, String)>,
    next_id: u64,
}

impl Engine {
    /// The built tengen binary with `args`.
    pub fn tengen(args: &[&str]) -> Engine {
        Spawn::new(env!("CARGO_BIN_EXE_tengen"), args).start()
    }

    /// GNU Go in GTP mode at its fastest level (no `genmove` is needed
    /// by the tests that use it); its stderr is discarded. Call
    /// [`require`]`("gnugo")` first: this panics if GNU Go is missing or
    /// the program found does not answer `name` as GNU Go.
    pub fn gnugo() -> Engine {
        let program = find("gnugo").expect("GNU Go (call require(\"gnugo\") first)");
        let mut engine = Spawn::new(&program, &["--mode", "gtp", "--level", "0"])
            .discard_stderr()
            .start();
        match engine.command("name") {
            Ok(name) if name.contains("GNU Go") => engine,
            other => panic!("{} is not GNU Go: `name` gave {other:?}", program.display()),
        }
    }

    pub fn name(&self) -> &str {
        &self.name
    }

    /// How long each later read may wait for output.
    pub fn set_patience(&mut self, patience: Duration) {
        self.out.patience = patience;
    }

    fn input(&mut self) -> &mut BufWriter<ChildStdin> {
        self.stdin.as_mut().expect("input still open")
    }

    /// Writes `bytes` as they are and flushes, returning any error (the
    /// engine may have exited).
    pub fn try_write_bytes(&mut self, bytes: &[u8]) -> std::io::Result<()> {
        let stdin = self.input();
        stdin.write_all(bytes)?;
        stdin.flush()
    }

    /// Writes `bytes` as they are (add the `\n` yourself) and flushes.
    pub fn write_bytes(&mut self, bytes: &[u8]) {
        self.try_write_bytes(bytes)
            .unwrap_or_else(|e| panic!("writing to {}: {e}", self.name));
    }

    /// Writes `text` as it is (add the `\n` yourself) and flushes.
    pub fn write(&mut self, text: &str) {
        self.write_bytes(text.as_bytes());
    }

    /// Closes the engine's input (EOF).
    pub fn close_input(&mut self) {
        if let Some(mut stdin) = self.stdin.take() {
            let _ = stdin.flush();
        }
    }

    /// The next stdout line as bytes, `\n` included when there is one;
    /// `None` at the end of the output.
    pub fn raw_line(&mut self) -> Option<Vec<u8>> {
        self.out.line(&self.name).map(|(_, line)| line)
    }

    /// The next stdout line (without its `\n` or `\r\n`) with the time it
    /// was read; panics at the end of the output.
    pub fn timed_line(&mut self) -> (Instant, String) {
        match self.out.line(&self.name) {
            Some((at, line)) => (at, text_of(&line)),
            None => panic!("{} closed its output", self.name),
        }
    }

    pub fn line(&mut self) -> String {
        self.timed_line().1
    }

    /// A whole response: its lines up to (not including) the empty line
    /// that ends it; empty lines before it are skipped.
    pub fn reply(&mut self) -> Vec<String> {
        let mut lines = Vec::new();
        loop {
            let line = self.line();
            if line.is_empty() {
                if lines.is_empty() {
                    continue;
                }
                return lines;
            }
            lines.push(line);
        }
    }

    /// Sends one command without an id and returns the text of its `=`
    /// reply (lines joined by `\n`, status removed); panics on `?`.
    pub fn ok(&mut self, command: &str) -> String {
        self.write(&format!("{command}\n"));
        let lines = self.reply();
        let first = &lines[0];
        assert!(
            first.starts_with('='),
            "{}: `{command}` failed: {lines:?}",
            self.name
        );
        let mut text = first
            .trim_start_matches('=')
            .trim_start_matches(|c: char| c.is_ascii_digit())
            .trim()
            .to_string();
        for l in &lines[1..] {
            text.push('\n');
            text.push_str(l);
        }
        text
    }

    /// Queues a numbered command (written to the buffer, not yet
    /// flushed); [`Engine::receive`] reads its reply.
    pub fn send(&mut self, command: &str) {
        let id = self.next_id;
        self.next_id += 1;
        let name = self.name.clone();
        writeln!(self.input(), "{id} {command}")
            .unwrap_or_else(|e| panic!("writing to {name}: {e}"));
        self.pending.push((id, command.to_string()));
    }

    /// Flushes the queued commands and reads one reply for each, in order
    /// (checking the ids): one round trip for a whole batch.
    pub fn receive(&mut self) -> Vec<Reply> {
        let name = self.name.clone();
        self.input()
            .flush()
            .unwrap_or_else(|e| panic!("writing to {name}: {e}"));
        let pending = std::mem::take(&mut self.pending);
        pending
            .into_iter()
            .map(|(id, command)| self.out.numbered_reply(&self.name, id, &command))
            .collect()
    }

    /// Sends a batch of numbered commands and returns their replies.
    pub fn batch<S: AsRef<str>>(&mut self, commands: &[S]) -> Vec<Reply> {
        for c in commands {
            self.send(c.as_ref());
        }
        self.receive()
    }

    /// One numbered command, one round trip.
    pub fn command(&mut self, command: &str) -> Reply {
        self.send(command);
        self.receive().pop().expect("one reply")
    }

    /// Sends a whole script of numbered commands at once and reads every
    /// reply, for long sequences whose commands do not depend on the
    /// replies. A writer thread feeds the engine while this one reads;
    /// meanwhile the stdout thread naps between reads so that it takes
    /// the replies in large chunks instead of waking up for every write
    /// of an engine with unbuffered output (GNU Go writes each vertex of
    /// a list separately).
    pub fn stream<S: AsRef<str> + Sync>(&mut self, commands: &[S]) -> Vec<Reply> {
        assert!(self.pending.is_empty(), "stream with commands still queued");
        let first_id = self.next_id;
        self.next_id += commands.len() as u64;
        let Engine {
            stdin, out, name, ..
        } = self;
        let stdin = stdin.as_mut().expect("input still open");
        let name: &str = name;
        out.patient.store(true, Ordering::Relaxed);
        let replies = std::thread::scope(|scope| {
            let writer = scope.spawn(move || {
                for (i, c) in commands.iter().enumerate() {
                    writeln!(stdin, "{} {}", first_id + i as u64, c.as_ref())?;
                }
                stdin.flush()
            });
            let replies: Vec<Reply> = commands
                .iter()
                .enumerate()
                .map(|(i, c)| out.numbered_reply(name, first_id + i as u64, c.as_ref()))
                .collect();
            if let Err(e) = writer.join().expect("GTP writer thread") {
                panic!("writing to {name}: {e}");
            }
            replies
        });
        out.patient.store(false, Ordering::Relaxed);
        replies
    }

    /// Everything left on stdout up to its end, as text.
    pub fn read_to_end(&mut self) -> String {
        let mut bytes = Vec::new();
        while let Some(line) = self.raw_line() {
            bytes.extend_from_slice(&line);
        }
        String::from_utf8(bytes).expect("stdout is UTF-8")
    }

    /// Waits for the engine to exit (after its input was closed) and
    /// returns its exit code; panics after the patience.
    pub fn wait(&mut self) -> Option<i32> {
        let deadline = Instant::now() + self.out.patience;
        loop {
            if let Ok(Some(status)) = self.child.try_wait() {
                return status.code();
            }
            assert!(
                Instant::now() < deadline,
                "{} did not exit at EOF",
                self.name
            );
            std::thread::sleep(Duration::from_millis(20));
        }
    }

    /// Closes the engine's input and waits for it to exit; returns the
    /// exit code and the stdout lines not read yet.
    pub fn close_and_wait(&mut self) -> (Option<i32>, Vec<String>) {
        self.close_input();
        let code = self.wait();
        let mut rest = Vec::new();
        self.out.patience = Duration::from_secs(2);
        while let Some(line) = self.raw_line() {
            rest.push(text_of(&line));
        }
        (code, rest)
    }

    fn take_stderr(&mut self, block: bool) {
        let Some(rx) = &self.stderr else { return };
        if block {
            while let Ok(line) = rx.recv_timeout(PATIENCE) {
                self.stderr_seen.push(line);
            }
        } else {
            self.stderr_seen.extend(rx.try_iter());
        }
    }

    /// The stderr lines written since the last call.
    pub fn stderr_lines(&mut self) -> Vec<String> {
        self.take_stderr(false);
        let new = self.stderr_seen[self.stderr_read..].to_vec();
        self.stderr_read = self.stderr_seen.len();
        new
    }

    /// All of stderr, up to its end (call after the engine has exited),
    /// each line ended by `\n`.
    pub fn stderr_text(&mut self) -> String {
        self.take_stderr(true);
        self.stderr_seen.iter().map(|l| format!("{l}\n")).collect()
    }
}

impl Drop for Engine {
    fn drop(&mut self) {
        if let Some(stdin) = self.stdin.as_mut() {
            let _ = stdin.write_all(b"quit\n");
            let _ = stdin.flush();
        }
        self.stdin = None;
        let deadline = Instant::now() + Duration::from_secs(5);
        while Instant::now() < deadline {
            if let Ok(Some(_)) = self.child.try_wait() {
                return;
            }
            std::thread::sleep(Duration::from_millis(20));
        }
        let _ = self.child.kill();
        let _ = self.child.wait();
    }
}

/// A line's text without its `\n` or `\r\n`.
fn text_of(line: &[u8]) -> String {
    let line = line.strip_suffix(b"\n").unwrap_or(line);
    let line = line.strip_suffix(b"\r").unwrap_or(line);
    String::from_utf8_lossy(line).into_owned()
}

/// How long the stdout thread naps while a stream is read.
const NAP: Duration = Duration::from_millis(1);

/// Reads stdout in chunks as they come, each with the time it was read;
/// while `patient` is set it naps before a read whenever the last one did
/// not fill the buffer.
fn pump_stdout(
    mut source: impl Read + Send + 'static,
    patient: Arc<AtomicBool>,
) -> Receiver<(Instant, Vec<u8>)> {
    let (tx, rx) = channel();
    std::thread::spawn(move || {
        let mut buf = vec![0u8; 1 << 16];
        let mut last_full = false;
        loop {
            if patient.load(Ordering::Relaxed) && !last_full {
                std::thread::sleep(NAP);
            }
            let n = match source.read(&mut buf) {
                Ok(0) | Err(_) => break,
                Ok(n) => n,
            };
            last_full = n == buf.len();
            if tx.send((Instant::now(), buf[..n].to_vec())).is_err() {
                break;
            }
        }
    });
    rx
}

/// Reads stderr line by line (bytes that are not UTF-8 are replaced).
fn pump_stderr(source: impl Read + Send + 'static) -> Receiver<String> {
    let (tx, rx) = channel();
    std::thread::spawn(move || {
        let mut reader = BufReader::new(source);
        loop {
            let mut line = Vec::new();
            match reader.read_until(b'\n', &mut line) {
                Ok(0) | Err(_) => break,
                Ok(_) => {
                    if tx.send(text_of(&line)).is_err() {
                        break;
                    }
                }
            }
        }
    });
    rx
}

/// The engine's stdout as it arrives from the pump thread.
struct Output {
    chunks: Receiver<(Instant, Vec<u8>)>,
    buf: Vec<u8>,
    pos: usize,
    eof: bool,
    patience: Duration,
    patient: Arc<AtomicBool>,
}

impl Output {
    /// The next line with `\n` (or the unterminated rest at the end) and
    /// the time its last byte was read; `None` at the end.
    fn line(&mut self, name: &str) -> Option<(Instant, Vec<u8>)> {
        let mut at = Instant::now();
        loop {
            if let Some(i) = self.buf[self.pos..].iter().position(|&b| b == b'\n') {
                let line = self.buf[self.pos..self.pos + i + 1].to_vec();
                self.pos += i + 1;
                return Some((at, line));
            }
            if self.eof {
                if self.pos == self.buf.len() {
                    return None;
                }
                let line = self.buf[self.pos..].to_vec();
                self.pos = self.buf.len();
                return Some((at, line));
            }
            match self.chunks.recv_timeout(self.patience) {
                Ok((when, chunk)) => {
                    self.buf.drain(..self.pos);
                    self.pos = 0;
                    self.buf.extend_from_slice(&chunk);
                    at = when;
                }
                Err(RecvTimeoutError::Disconnected) => self.eof = true,
                Err(RecvTimeoutError::Timeout) => {
                    panic!("no output from {name} for {:?}", self.patience)
                }
            }
        }
    }

    /// Reads the reply to numbered command `id`: a status line with that
    /// id, any further lines and the blank line that ends it.
    fn numbered_reply(&mut self, name: &str, id: u64, command: &str) -> Reply {
        let mut text = String::new();
        let mut status = None;
        loop {
            let Some((_, line)) = self.line(name) else {
                panic!("{name} closed its output while answering `{command}`");
            };
            let line = text_of(&line);
            match status {
                None if line.trim().is_empty() => continue,
                None => {
                    let (ok, rest) = match line.as_bytes()[0] {
                        b'=' => (true, &line[1..]),
                        b'?' => (false, &line[1..]),
                        _ => panic!("{name}: unexpected reply line {line:?} to `{command}`"),
                    };
                    let digits =
                        rest.len() - rest.trim_start_matches(|c: char| c.is_ascii_digit()).len();
                    let (got, rest) = rest.split_at(digits);
                    assert_eq!(
                        got,
                        id.to_string(),
                        "{name}: reply id out of step for `{command}`"
                    );
                    text.push_str(rest.trim());
                    status = Some(ok);
                }
                Some(_) if line.is_empty() => break,
                Some(_) => {
                    text.push('\n');
                    text.push_str(&line);
                }
            }
        }
        if status == Some(true) {
            Ok(text)
        } else {
            Err(text)
        }
    }
}
