//! Helpers shared by the integration tests: a GTP engine run as a
//! subprocess (GNU Go above all), spoken to one command at a time, in
//! batches of one round trip, or with a whole script streamed at once.

// Each test crate compiles this module on its own and uses only part of it.
#![allow(dead_code)]

use std::io::{BufRead, BufReader, BufWriter, Read, Write};
use std::process::{Child, ChildStdin, ChildStdout, Command, Stdio};
use std::time::Duration;

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
    stdout: BufReader<Patient>,
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
        let stdout = BufReader::with_capacity(
            1 << 16,
            Patient {
                inner: child.stdout.take().expect("piped stdout"),
                patient: false,
                last_full: false,
            },
        );
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
            "GNU Go was not found (tried {candidates:?}; set GNUGO to its path to override). \
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

    /// Sends a whole script at once and reads every reply, for long
    /// sequences whose commands do not depend on the replies. A writer
    /// thread feeds the engine while this one reads, so neither pipe can
    /// fill up and block both sides; the reader naps between reads so
    /// that it takes the replies in large chunks instead of waking up for
    /// every write of an engine with unbuffered output (GNU Go writes
    /// each vertex of a list separately).
    pub fn stream<S: AsRef<str> + Sync>(&mut self, commands: &[S]) -> Vec<Reply> {
        assert!(self.pending.is_empty(), "stream with commands still queued");
        let first_id = self.next_id;
        self.next_id += commands.len() as u64;
        let GtpEngine {
            stdin,
            stdout,
            name,
            ..
        } = self;
        let name: &str = name;
        stdout.get_mut().patient = true;
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
                .map(|(i, c)| read_reply(stdout, name, first_id + i as u64, c.as_ref()))
                .collect();
            if let Err(e) = writer.join().expect("GTP writer thread") {
                panic!("writing to {name}: {e}");
            }
            replies
        });
        stdout.get_mut().patient = false;
        replies
    }

    fn read_reply(&mut self, id: u64, command: &str) -> Reply {
        read_reply(&mut self.stdout, &self.name, id, command)
    }
}

/// The engine's output, read either at once or, while streaming, after a
/// nap whenever the last read did not fill the buffer.
struct Patient {
    inner: ChildStdout,
    patient: bool,
    last_full: bool,
}

/// How long the reader of a stream waits for replies to pile up.
const NAP: Duration = Duration::from_millis(1);

impl Read for Patient {
    fn read(&mut self, buf: &mut [u8]) -> std::io::Result<usize> {
        if self.patient && !self.last_full {
            std::thread::sleep(NAP);
        }
        let n = self.inner.read(buf)?;
        self.last_full = n == buf.len();
        Ok(n)
    }
}

/// Reads the reply to command `id`: a status line, any further lines and
/// the blank line that ends it.
fn read_reply(stdout: &mut BufReader<Patient>, name: &str, id: u64, command: &str) -> Reply {
    let mut text = String::new();
    let mut status = None;
    loop {
        let mut line = String::new();
        let n = stdout
            .read_line(&mut line)
            .unwrap_or_else(|e| panic!("reading from {name}: {e}"));
        if n == 0 {
            panic!("{name} closed its output while answering `{command}`");
        }
        let line = line.trim_end_matches(['\n', '\r']);
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

impl Drop for GtpEngine {
    fn drop(&mut self) {
        let _ = writeln!(self.stdin, "quit");
        let _ = self.stdin.flush();
        if self.child.wait().is_err() {
            let _ = self.child.kill();
        }
    }
}
