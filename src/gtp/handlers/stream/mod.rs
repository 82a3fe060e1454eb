//! Analysis streams for Sabaki and Lizzie: `lz-analyze` and
//! `kata-analyze` search until any input arrives, writing one `info`
//! line per interval after a lone `=`/`=id` header and ending with an
//! empty line; the `genmove_analyze` variants stream the same lines while
//! thinking about a move, then write `play <move>` and play it.
//!
//! The interval is in centiseconds, as Leela Zero and KataGo take it.
//! Lines come at the requested interval but never more than
//! [`MAX_PERIOD`] apart, so that a GUI sees at least five refreshes a
//! second: Sabaki asks for 50 (half a second).

mod args;
mod format;

use std::io::Write;
use std::sync::atomic::AtomicBool;
use std::time::Duration;

use args::AnalyzeArgs;
use format::{Style, info_line};

use super::moves::think_and_play;
use crate::board::Color;
use crate::gtp::engine::{Engine, Io, Outcome};
use crate::gtp::server::{Input, write_out};
use crate::search::{GenmoveKind, Hooks, Observer, SearchReport};

/// The longest time between two lines.
pub const MAX_PERIOD: Duration = Duration::from_millis(200);

/// Writes a line per snapshot; ends the search when input arrives, if
/// asked to.
struct Streamer<'a> {
    input: &'a Input,
    out: &'a mut dyn Write,
    args: &'a AnalyzeArgs,
    style: Style,
    color: Color,
    size: usize,
    stop_on_input: bool,
}

impl Observer for Streamer<'_> {
    fn interval(&self) -> Duration {
        let asked = self
            .args
            .interval
            .map_or(MAX_PERIOD, |cs| Duration::from_millis(cs as u64 * 10));
        asked.min(MAX_PERIOD)
    }

    fn should_stop(&mut self) -> bool {
        self.stop_on_input && self.input.stream_should_end()
    }

    fn observe(&mut self, snapshot: &SearchReport) {
        if let Some(line) = info_line(snapshot, self.args, self.style, self.color, self.size) {
            write_out(self.out, &format!("{line}\n"));
        }
    }

    fn wants_ownership(&self) -> bool {
        self.style == Style::Kata && (self.args.ownership || self.args.ownership_stdev)
    }

    fn wants_ownership_stdev(&self) -> bool {
        self.style == Style::Kata && self.args.ownership_stdev
    }

    /// An analysis ends its response as soon as the search stops.
    fn finish(&mut self) {
        if self.stop_on_input {
            write_out(self.out, "\n");
        }
    }
}

/// The header: `=` or `=id`, alone on its line.
fn header(io: &mut Io) {
    let id = io.request.id.map_or(String::new(), |id| id.to_string());
    write_out(io.out, &format!("={id}\n"));
}

/// Parses the arguments, picks the colour (the side to move unless
/// given) and writes the header; the error reply if the arguments are bad.
fn open_stream(engine: &Engine, io: &mut Io) -> Result<(AnalyzeArgs, Color), Outcome> {
    let args = args::parse(io.args(), engine.game.size()).map_err(Outcome::err)?;
    let color = args.color.unwrap_or_else(|| engine.game.to_move());
    header(io);
    Ok((args, color))
}

fn analyze(engine: &mut Engine, io: &mut Io, style: Style) -> Outcome {
    let size = engine.game.size();
    let (args, color) = match open_stream(engine, io) {
        Ok(opened) => opened,
        Err(reply) => return reply,
    };
    let mut streamer = Streamer {
        input: &*io.input,
        out: &mut *io.out,
        args: &args,
        style,
        color,
        size,
        stop_on_input: true,
    };
    let hooks = Hooks {
        observer: Some(&mut streamer),
        filter: args.root_filter(color),
    };
    let never = AtomicBool::new(false);
    // The streamer writes the empty line that ends the response.
    engine.player.analyze(&engine.game, color, &never, hooks);
    Outcome::Streamed
}

fn genmove_analyze(engine: &mut Engine, io: &mut Io, style: Style) -> Outcome {
    let size = engine.game.size();
    let (args, color) = match open_stream(engine, io) {
        Ok(opened) => opened,
        Err(reply) => return reply,
    };
    let signals = io.input.signals().clone();
    let mut streamer = Streamer {
        input: &*io.input,
        out: &mut *io.out,
        args: &args,
        style,
        color,
        size,
        stop_on_input: false,
    };
    let hooks = Hooks {
        observer: Some(&mut streamer),
        filter: args.root_filter(color),
    };
    let (played, report) = think_and_play(
        engine,
        color,
        GenmoveKind::Normal,
        &signals.interrupt,
        hooks,
    );
    // A last line from the finished search, so it agrees with the move.
    if let Some(line) = info_line(&report, &args, style, color, size) {
        write_out(io.out, &format!("{line}\n"));
    }
    write_out(io.out, &format!("play {played}\n\n"));
    Outcome::Streamed
}

/// `lz-analyze [colour] [interval] …`: integers ×10000.
pub fn lz_analyze(engine: &mut Engine, io: &mut Io) -> Outcome {
    analyze(engine, io, Style::Lz)
}

/// `kata-analyze [colour] [interval] … [ownership true] [ownershipStdev
/// true] [rootInfo true] [pvVisits true]`: floats.
pub fn kata_analyze(engine: &mut Engine, io: &mut Io) -> Outcome {
    analyze(engine, io, Style::Kata)
}

/// `genmove_analyze` and `lz-genmove_analyze`: Leela Zero's lines.
pub fn lz_genmove_analyze(engine: &mut Engine, io: &mut Io) -> Outcome {
    genmove_analyze(engine, io, Style::Lz)
}

pub fn kata_genmove_analyze(engine: &mut Engine, io: &mut Io) -> Outcome {
    genmove_analyze(engine, io, Style::Kata)
}
