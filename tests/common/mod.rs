//! Helpers shared by the integration tests: a GTP engine run as a
//! subprocess (GNU Go above all) with batched round trips.

// Each test crate compiles this module on its own and uses only part of it.
#![allow(dead_code)]

use std::io::{BufRead, BufReader, BufWriter, Write};
use std::process::{Child, ChildStdin, ChildStdout, Command, Stdio};

/// Where GNU Go is looked for, in order, unless `GNUGO` names a program:
/// Debian's package installs it in `/usr/games`, often not on `PATH`.
const GNUGO_CANDIDATES: &[&str] = &["gnugo", "/usr/games/gnugo"];

/// One GTP reply: `Ok` for `=`, `Err` for `?`, with the text after the
/// status (and id), trimmed.
pub type Reply = Result<String, String>;

/// A GTP engine on the other end of a pipe.
pub struct GtpEngine {
    child: Child,
    stdin: BufWriter<ChildStdin>,
    stdout: BufReader<ChildStdout>,
    name: String,
    /// Commands written but not yet answered, as (id, command).
    pending: Vec<(u64, String)>,
    next_id: u64,
}

impl GtpEngine {
    /// Starts `program` with `args`; its stderr is discarded.
    pub fn spawn(program: &str, args: &[&str]) -> std::io::Result<GtpEngine> {
        let mut child = Command::new(program)
            .args(args)
            .stdin(Stdio::piped())
            .stdout(Stdio::piped())
            .stderr(Stdio::null())
            .spawn()?;
        let stdin = BufWriter::new(child.stdin.take().expect("piped stdin"));
        let stdout = BufReader::new(child.stdout.take().expect("piped stdout"));
        Ok(GtpEngine {
            child,
            stdin,
            stdout,
            name: program.to_string(),
            pending: Vec::new(),
            next_id: 1,
        })
    }

    /// GNU Go in GTP mode at its fastest level (no `genmove` is needed by
    /// the tests). Panics with installation advice if it cannot be found:
    /// the tests that need it must fail, not skip, where it is missing.
    pub fn gnugo() -> GtpEngine {
        let args = ["--mode", "gtp", "--level", "0"];
        let explicit = std::env::var("GNUGO").ok();
        let candidates: Vec<&str> = match &explicit {
            Some(p) => vec![p.as_str()],
            None => GNUGO_CANDIDATES.to_vec(),
        };
        for program in &candidates {
            if let Ok(mut engine) = GtpEngine::spawn(program, &args) {
                match engine.command("name") {
                    Ok(name) if name.contains("GNU Go") => return engine,
                    _ => continue,
                }
            }
        }
        panic!(
            "GNU Go is not installed (tried {candidates:?}; set GNUGO to its path to override). \
             Install the `gnugo` package, e.g. `sudo apt-get install gnugo`; CI installs it. \
             This test compares tengen's rules with GNU Go and does not skip without it."
        );
    }

    pub fn name(&self) -> &str {
        &self.name
    }

    /// Queues a command (written to the buffer, not yet flushed).
    pub fn send(&mut self, command: &str) {
        let id = self.next_id;
        self.next_id += 1;
        writeln!(self.stdin, "{id} {command}")
            .unwrap_or_else(|e| panic!("writing to {}: {e}", self.name));
        self.pending.push((id, command.to_string()));
    }

    /// Flushes the queued commands and reads one reply for each, in order:
    /// one round trip for a whole batch.
    pub fn receive(&mut self) -> Vec<Reply> {
        self.stdin
            .flush()
            .unwrap_or_else(|e| panic!("writing to {}: {e}", self.name));
        let pending = std::mem::take(&mut self.pending);
        pending
            .into_iter()
            .map(|(id, command)| self.read_reply(id, &command))
            .collect()
    }

    /// Sends a batch of commands and returns their replies in order.
    pub fn batch<S: AsRef<str>>(&mut self, commands: &[S]) -> Vec<Reply> {
        for c in commands {
            self.send(c.as_ref());
        }
        self.receive()
    }

    /// One command, one round trip.
    pub fn command(&mut self, command: &str) -> Reply {
        self.send(command);
        self.receive().pop().expect("one reply")
    }

    /// Like [`GtpEngine::command`], panicking on a `?` reply.
    pub fn ok(&mut self, command: &str) -> String {
        self.command(command)
            .unwrap_or_else(|e| panic!("{}: `{command}` failed: {e}", self.name))
    }

    /// Reads the reply to command `id`: a status line, any further lines,
    /// and the blank line that ends it.
    fn read_reply(&mut self, id: u64, command: &str) -> Reply {
        let mut text = String::new();
        let mut status = None;
        loop {
            let mut line = String::new();
            let n = self
                .stdout
                .read_line(&mut line)
                .unwrap_or_else(|e| panic!("reading from {}: {e}", self.name));
            if n == 0 {
                panic!(
                    "{} closed its output while answering `{command}`",
                    self.name
                );
            }
            let line = line.trim_end_matches(['\n', '\r']);
            match status {
                None if line.trim().is_empty() => continue,
                None => {
                    let (ok, rest) = match line.as_bytes()[0] {
                        b'=' => (true, &line[1..]),
                        b'?' => (false, &line[1..]),
                        _ => panic!(
                            "{}: unexpected reply line {line:?} to `{command}`",
                            self.name
                        ),
                    };
                    let digits =
                        rest.len() - rest.trim_start_matches(|c: char| c.is_ascii_digit()).len();
                    let (got, rest) = rest.split_at(digits);
                    assert_eq!(
                        got,
                        id.to_string(),
                        "{}: reply id out of step for `{command}`",
                        self.name
                    );
                    text.push_str(rest.trim());
                    status = Some(ok);
                }
                Some(_) if line.is_empty() => break,
                Some(_) => {
                    text.push('\n');
                    text.push_str(line);
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

impl Drop for GtpEngine {
    fn drop(&mut self) {
        let _ = writeln!(self.stdin, "quit");
        let _ = self.stdin.flush();
        if self.child.wait().is_err() {
            let _ = self.child.kill();
        }
    }
}
