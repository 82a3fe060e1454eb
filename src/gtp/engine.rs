//! The engine state behind the protocol: the game, the player, settings,
//! and `execute`, which finds a request's handler in the command table
//! and shields the game from any handler that fails halfway.

use std::io::Write;
use std::panic::{AssertUnwindSafe, catch_unwind};
use std::time::Instant;

use super::commands::{COMMANDS, find};
use super::parse::{ArgError, Request};
use super::server::Input;
use crate::game::Game;
use crate::rules::Rules;
use crate::search::{Player, SearchConfig};

/// A handler's answer.
#[derive(Clone, Debug, PartialEq)]
pub enum Outcome {
    Success(String),
    Failure(String),
    /// The handler wrote its whole response itself (analysis streams).
    Streamed,
    /// Answer with success, then stop serving.
    Quit,
}

impl Outcome {
    pub fn ok(text: impl Into<String>) -> Outcome {
        Outcome::Success(text.into())
    }
    pub fn empty() -> Outcome {
        Outcome::Success(String::new())
    }
    pub fn err(text: impl Into<String>) -> Outcome {
        Outcome::Failure(text.into())
    }
}

impl From<ArgError> for Outcome {
    /// A bad argument, with the parser's message for its kind.
    fn from(e: ArgError) -> Outcome {
        Outcome::Failure(e.message().to_string())
    }
}

impl<E: std::fmt::Display> From<Result<String, E>> for Outcome {
    fn from(r: Result<String, E>) -> Outcome {
        match r {
            Ok(text) => Outcome::Success(text),
            Err(e) => Outcome::Failure(e.to_string()),
        }
    }
}

/// What a handler may touch besides the engine: the request, the input
/// queue (to notice interrupts) and the output (to stream).
pub struct Io<'a> {
    pub request: &'a Request,
    pub input: &'a mut Input,
    pub out: &'a mut dyn Write,
}

impl Io<'_> {
    pub fn args(&self) -> &[String] {
        &self.request.args
    }
}

/// The whole state of a GTP session.
pub struct Engine {
    pub game: Game,
    pub player: Player,
    /// Whether `genmove` writes GoGui live graphics to stderr: off until
    /// GoGui is seen (`gogui-analyze_commands`, see
    /// [`crate::gtp::handlers::ext::gogui_analyze_commands`]) or
    /// `tengen-param live_gfx 1`.
    pub live_gfx: bool,
    /// When the engine started: `cputime`'s fallback where /proc is
    /// missing.
    pub started: Instant,
}

impl Engine {
    pub fn new(rules: Rules, config: SearchConfig) -> Engine {
        Engine {
            game: Game::new(19, rules),
            player: Player::new(config),
            live_gfx: false,
            started: Instant::now(),
        }
    }

    /// Runs one request. A handler that panics (a bug, never bad input)
    /// is answered with an error and the game is restored to where it was.
    pub fn execute(
        &mut self,
        request: &Request,
        input: &mut Input,
        out: &mut dyn Write,
    ) -> Outcome {
        let Some(command) = find(&request.name) else {
            return Outcome::err("unknown command");
        };
        let saved = self.game.clone();
        let mut io = Io {
            request,
            input,
            out,
        };
        match catch_unwind(AssertUnwindSafe(|| (command.handler)(self, &mut io))) {
            Ok(outcome) => outcome,
            Err(_) => {
                log::error!("command {} failed internally; state restored", request.name);
                self.game = saved;
                self.player.forget_tree();
                Outcome::err("internal error")
            }
        }
    }

    /// Ponders if the last command asked for it, until a line arrives or
    /// the input ends.
    pub fn ponder(&mut self, input: &Input) {
        if self.player.take_ponder_request() {
            self.player
                .ponder(&self.game, &mut || input.stream_should_end());
        }
    }

    /// Every command name, in table order.
    pub fn command_names() -> impl Iterator<Item = &'static str> {
        COMMANDS.iter().map(|c| c.name)
    }
}
