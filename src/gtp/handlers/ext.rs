//! Extensions beyond the standard set: SGF files, rules commands (KGS and
//! KataGo), the KGS game-end and chat commands, GoGui's interrupt and
//! how Tengen tells that GoGui is the client.

use super::scoring::dead_stones;
use crate::board::Vertex;
use crate::gtp::engine::{Engine, Io, Outcome};
use crate::gtp::parse::{ArgError, arg_uint};
use crate::rules::Rules;
use crate::sgf::{self, StopAt};

pub fn loadsgf(engine: &mut Engine, io: &mut Io) -> Outcome {
    let args = io.args();
    if args.is_empty() || args.len() > 2 {
        return ArgError::Syntax.into();
    }
    let Some(text) = read_sgf_file(&args[0]) else {
        return Outcome::err("cannot load file");
    };
    let text = String::from_utf8_lossy(&text);
    let record = match sgf::parse(&text) {
        Ok(r) => r,
        Err(e) => return Outcome::err(format!("cannot load file: {e}")),
    };
    let stop = match args.get(1) {
        None => StopAt::End,
        Some(a) => match (arg_uint(a), Vertex::parse_gtp(a, record.size)) {
            (Ok(n), _) => StopAt::MoveNumber(n as usize),
            (_, Some(v)) => StopAt::Vertex(v),
            _ => return ArgError::Syntax.into(),
        },
    };
    let rules = *engine.game.rules();
    let mut game = match sgf::load_game(&record, rules, engine.game.explicit_komi(), stop) {
        Ok(g) => g,
        Err(e) => return Outcome::err(format!("cannot load file: {e}")),
    };
    game.clock = engine.game.clock.restarted();
    engine.game = game;
    engine.player.forget_tree();
    Outcome::ok(engine.game.to_move().to_string())
}

/// The largest SGF file `loadsgf` reads: far more than any game record.
const MAX_SGF_BYTES: u64 = 16 << 20;

/// A regular file's bytes, at most [`MAX_SGF_BYTES`] of them. Devices,
/// FIFOs and directories are refused: `/dev/zero` would never end and
/// `/dev/stdin` would steal the client's commands.
fn read_sgf_file(path: &str) -> Option<Vec<u8>> {
    use std::io::Read;
    // Checked before opening too: opening a FIFO blocks until a writer.
    if !std::fs::metadata(path).ok()?.is_file() {
        return None;
    }
    let file = std::fs::File::open(path).ok()?;
    if !file.metadata().ok()?.is_file() {
        return None;
    }
    let mut bytes = Vec::new();
    file.take(MAX_SGF_BYTES).read_to_end(&mut bytes).ok()?;
    Some(bytes)
}

pub fn printsgf(engine: &mut Engine, io: &mut Io) -> Outcome {
    let result = (engine.game.trailing_passes() >= 2).then(|| {
        let dead = dead_stones(engine);
        engine.game.score(&dead).result.to_string()
    });
    let text = sgf::write(&sgf::record_of(&engine.game, result));
    match io.args() {
        [] => Outcome::ok(text),
        [file] => match std::fs::write(file, text) {
            Ok(()) => Outcome::empty(),
            Err(_) => Outcome::err("cannot open or create file"),
        },
        _ => ArgError::Syntax.into(),
    }
}

/// Puts `rules` in force, unless the moves played so far are illegal
/// under them. With `sets_komi` their komi is the client's choice (a JSON
/// `komi`, `kata-set-rule komi`); otherwise a komi the client set stays.
fn apply_rules(engine: &mut Engine, rules: Rules, sets_komi: bool) -> Outcome {
    match engine.game.set_rules(rules) {
        Ok(()) => {
            if sets_komi {
                engine.game.set_komi(rules.komi);
            }
            engine.player.forget_tree();
            Outcome::empty()
        }
        Err(_) => Outcome::err("the moves played so far are illegal under these rules"),
    }
}

/// `kgs-rules NAME [more]`: KGS may add arguments later; only the first
/// one names the rules.
pub fn kgs_rules(engine: &mut Engine, io: &mut Io) -> Outcome {
    let Some(name) = io.args().first() else {
        return ArgError::Syntax.into();
    };
    match Rules::preset(name) {
        Some(rules) => apply_rules(engine, rules, false),
        None => Outcome::err("unknown rules"),
    }
}

/// `kata-set-rules PRESET|JSON`; the JSON may contain spaces, which the
/// line splitter separated, so the arguments are joined back.
pub fn kata_set_rules(engine: &mut Engine, io: &mut Io) -> Outcome {
    if io.args().is_empty() {
        return ArgError::Syntax.into();
    }
    match Rules::parse_setting_komi(&io.args().join(" ")) {
        Ok((rules, sets_komi)) => apply_rules(engine, rules, sets_komi),
        Err(e) => Outcome::err(format!("unknown rules: {e}")),
    }
}

pub fn kata_get_rules(engine: &mut Engine, _: &mut Io) -> Outcome {
    Outcome::ok(engine.game.rules().to_kata_json())
}

pub fn kata_set_rule(engine: &mut Engine, io: &mut Io) -> Outcome {
    let [key, value] = io.args() else {
        return ArgError::Syntax.into();
    };
    let mut rules = *engine.game.rules();
    match rules.set_field(key, value) {
        Ok(()) => apply_rules(engine, rules, key.eq_ignore_ascii_case("komi")),
        Err(e) => Outcome::err(e),
    }
}

pub fn kgs_game_over(engine: &mut Engine, _: &mut Io) -> Outcome {
    engine.player.stop_pondering();
    log::info!("game over");
    Outcome::empty()
}

/// `kgs-chat game|private NAME MESSAGE…`: answers a few questions.
pub fn kgs_chat(engine: &mut Engine, io: &mut Io) -> Outcome {
    let args = io.args();
    if args.len() < 3 || !["game", "private"].contains(&args[0].as_str()) {
        return ArgError::Syntax.into();
    }
    let message = args[2..].join(" ").to_lowercase();
    // "Who are you" before "who" (as in "who is winning").
    let reply = if message.contains("version") || message.contains("who are you") {
        format!(
            "Tengen {}, a Monte Carlo Go engine.",
            env!("CARGO_PKG_VERSION")
        )
    } else if message.contains("rule") {
        format!(
            "I play {} rules with komi {}.",
            engine.game.rules(),
            super::core::format_number(engine.game.komi())
        )
    } else if message.contains("score") || message.contains("winning") || message.contains("who") {
        let dead = dead_stones(engine);
        let result = engine.game.score(&dead).result;
        format!("If the game ended now I would count it {result}.")
    } else {
        "Hello! I am Tengen, a program. Ask me about the rules, the score or my version."
            .to_string()
    };
    Outcome::ok(reply)
}

pub fn gogui_interrupt(_: &mut Engine, _: &mut Io) -> Outcome {
    Outcome::empty()
}

/// `gogui-analyze_commands`, answered by [`super::analyze`], which also
/// turns GoGui's live graphics on: GoGui asks for it right after
/// attaching a program, and the match tools (gogui-twogtp, which does
/// send `gogui-interrupt`) and other clients never do, so it tells GoGui
/// apart without a command-line flag. `tengen-param live_gfx 0` (GoGui's
/// parameter dialog) turns them off again.
pub fn gogui_analyze_commands(engine: &mut Engine, io: &mut Io) -> Outcome {
    engine.live_gfx = true;
    super::analyze::gogui_analyze_commands(engine, io)
}
