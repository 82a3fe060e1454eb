//! The GTP main loop: a reader thread turns stdin into lines, the engine
//! answers them strictly in order, and every response is flushed at once.
//!
//! Reading on a separate thread is what lets a running command notice
//! input: GoGui's `# interrupt` stops a `genmove`, and any line stops an
//! analysis stream, while pipelined commands still wait their turn.

use std::io::{BufRead, BufReader, Read, Write};
use std::sync::Arc;
use std::sync::atomic::{AtomicBool, AtomicUsize, Ordering};
use std::sync::mpsc::{Receiver, channel};

use super::engine::{Engine, Outcome};
use super::parse::{Line, format_response, parse_line};

/// Flags the reader thread raises for a running command.
#[derive(Debug, Default)]
pub struct Signals {
    /// Set when GoGui sends `# interrupt`; cleared when a command starts.
    pub interrupt: AtomicBool,
    /// Lines read from the client so far, comments included.
    lines_read: AtomicUsize,
    /// Set when the input has ended.
    closed: AtomicBool,
}

/// The client's input as a queue of raw lines.
pub struct Input {
    lines: Receiver<Vec<u8>>,
    signals: Arc<Signals>,
    taken: usize,
}

impl Input {
    /// Starts the reader thread on `source`.
    pub fn spawn(source: impl Read + Send + 'static) -> Input {
        let signals = Arc::new(Signals::default());
        let (tx, rx) = channel();
        let reader_signals = Arc::clone(&signals);
        std::thread::Builder::new()
            .name("gtp-reader".into())
            .spawn(move || {
                let mut reader = BufReader::new(source);
                loop {
                    let mut line = Vec::new();
                    match reader.read_until(b'\n', &mut line) {
                        Ok(0) | Err(_) => break,
                        Ok(_) => {}
                    }
                    if line.last() == Some(&b'\n') {
                        line.pop();
                    }
                    if is_interrupt(&line) {
                        reader_signals.interrupt.store(true, Ordering::SeqCst);
                    }
                    reader_signals.lines_read.fetch_add(1, Ordering::SeqCst);
                    if tx.send(line).is_err() {
                        break;
                    }
                }
                // Dropping the sender tells the engine that input ended.
                reader_signals.closed.store(true, Ordering::SeqCst);
            })
            .expect("spawn the GTP reader thread");
        Input {
            lines: rx,
            signals,
            taken: 0,
        }
    }

    /// The next line, or `None` at the end of input.
    pub fn next_line(&mut self) -> Option<Vec<u8>> {
        let line = self.lines.recv().ok()?;
        self.taken += 1;
        Some(line)
    }

    /// Whether a line has arrived that no command has taken yet.
    pub fn pending(&self) -> bool {
        self.signals.lines_read.load(Ordering::SeqCst) > self.taken
    }

    /// Whether a running stream should end: a line is waiting, or the
    /// input has ended (so none ever will).
    pub fn stream_should_end(&self) -> bool {
        self.pending() || self.signals.closed.load(Ordering::SeqCst)
    }

    pub fn signals(&self) -> &Arc<Signals> {
        &self.signals
    }
}

/// GoGui's interrupt comment, with or without trailing CR or spaces.
fn is_interrupt(line: &[u8]) -> bool {
    let text = String::from_utf8_lossy(line);
    text.trim().eq_ignore_ascii_case("# interrupt")
}

/// Answers GTP on `output` until `quit` or the end of `input`.
pub fn serve(engine: &mut Engine, input: &mut Input, output: &mut dyn Write) {
    while let Some(raw) = input.next_line() {
        let request = match parse_line(&raw) {
            Line::Empty => continue,
            Line::Malformed { id } => {
                write_out(output, &format_response(id, Err("syntax error")));
                continue;
            }
            Line::Request(request) => request,
        };
        input.signals().interrupt.store(false, Ordering::SeqCst);
        log::debug!("<- {} {}", request.name, request.args.join(" "));
        let outcome = engine.execute(&request, input, output);
        let text = match &outcome {
            Outcome::Success(text) => Some(format_response(request.id, Ok(text))),
            Outcome::Failure(text) => Some(format_response(request.id, Err(text))),
            Outcome::Streamed => None,
            Outcome::Quit => Some(format_response(request.id, Ok(""))),
        };
        if let Some(text) = text {
            log::debug!("-> {}", text.trim_end());
            write_out(output, &text);
        }
        if matches!(outcome, Outcome::Quit) {
            break;
        }
        // Thinking on the opponent's time, after the answer is out; the
        // next line (or the end of input) stops it within milliseconds.
        engine.ponder(input);
    }
}

/// Writes and flushes; a closed stdout ends nothing but the output.
pub fn write_out(output: &mut dyn Write, text: &str) {
    let _ = output.write_all(text.as_bytes());
    let _ = output.flush();
}
