//! tengen as a subprocess spoken to line by line, for tests that watch a
//! response as it streams (analysis) or interrupt a running command:
//! stdout and stderr are read by threads into queues, and every wait has
//! a generous timeout so a broken engine fails the test instead of
//! hanging it.

// Each test crate uses only part of it.
#![allow(dead_code)]

use std::io::{BufRead, BufReader, Write};
use std::process::{Child, ChildStdin, Command, Stdio};
use std::sync::mpsc::{Receiver, RecvTimeoutError, channel};
use std::time::{Duration, Instant};

/// How long any single wait may take before the test fails.
pub const PATIENCE: Duration = Duration::from_secs(30);

pub struct Session {
    child: Child,
    stdin: Option<ChildStdin>,
    stdout: Receiver<(Instant, String)>,
    stderr: Receiver<String>,
}

fn pump(source: impl std::io::Read + Send + 'static) -> Receiver<(Instant, String)> {
    let (tx, rx) = channel();
    std::thread::spawn(move || {
        for line in BufReader::new(source).lines() {
            let Ok(line) = line else { break };
            if tx.send((Instant::now(), line)).is_err() {
                break;
            }
        }
    });
    rx
}

impl Session {
    /// Starts the tengen binary with `args`.
    pub fn start(args: &[&str]) -> Session {
        let mut child = Command::new(env!("CARGO_BIN_EXE_tengen"))
            .args(args)
            .stdin(Stdio::piped())
            .stdout(Stdio::piped())
            .stderr(Stdio::piped())
            .spawn()
            .expect("start tengen");
        let stdin = child.stdin.take().unwrap();
        let stdout = pump(child.stdout.take().unwrap());
        let (tx, stderr) = channel();
        let raw = pump(child.stderr.take().unwrap());
        std::thread::spawn(move || {
            while let Ok((_, line)) = raw.recv() {
                if tx.send(line).is_err() {
                    break;
                }
            }
        });
        Session {
            child,
            stdin: Some(stdin),
            stdout,
            stderr,
        }
    }

    /// Writes `text` as it is (add the `\n` yourself).
    pub fn write(&mut self, text: &str) {
        let stdin = self.stdin.as_mut().expect("input still open");
        stdin.write_all(text.as_bytes()).expect("write to tengen");
        stdin.flush().expect("flush to tengen");
    }

    /// The next stdout line with the time it was read.
    pub fn timed_line(&self) -> (Instant, String) {
        match self.stdout.recv_timeout(PATIENCE) {
            Ok(x) => x,
            Err(RecvTimeoutError::Timeout) => panic!("no output from tengen for {PATIENCE:?}"),
            Err(RecvTimeoutError::Disconnected) => panic!("tengen closed its output"),
        }
    }

    pub fn line(&self) -> String {
        self.timed_line().1
    }

    /// A whole response: its lines up to (not including) the empty line.
    pub fn reply(&self) -> Vec<String> {
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

    /// Sends one command and returns the text of its `=` reply (lines
    /// joined by `\n`, status and id removed); panics on `?`.
    pub fn ok(&mut self, command: &str) -> String {
        self.write(&format!("{command}\n"));
        let lines = self.reply();
        let first = &lines[0];
        assert!(first.starts_with('='), "`{command}` failed: {lines:?}");
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

    /// Closes the engine's input and waits for it to exit; returns the
    /// exit code and the stdout lines not read yet.
    pub fn close_and_wait(&mut self) -> (Option<i32>, Vec<String>) {
        self.stdin = None;
        let deadline = Instant::now() + PATIENCE;
        let code = loop {
            if let Ok(Some(status)) = self.child.try_wait() {
                break status.code();
            }
            assert!(Instant::now() < deadline, "tengen did not exit at EOF");
            std::thread::sleep(Duration::from_millis(20));
        };
        let mut rest = Vec::new();
        while let Ok((_, line)) = self.stdout.recv_timeout(Duration::from_secs(2)) {
            rest.push(line);
        }
        (code, rest)
    }

    /// Every stderr line written so far.
    pub fn stderr_lines(&self) -> Vec<String> {
        self.stderr.try_iter().collect()
    }
}

impl Drop for Session {
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
