//! Protocol basics, board setup and time: the commands every client sends
//! before the first move.

use crate::game::{Clock, TimeSettings};
use crate::gtp::commands::find;
use crate::gtp::engine::{Engine, Io, Outcome};
use crate::gtp::parse::{ArgError, arg_color, arg_float, arg_uint, expect_args};

pub fn protocol_version(_: &mut Engine, _: &mut Io) -> Outcome {
    Outcome::ok("2")
}

pub fn name(_: &mut Engine, _: &mut Io) -> Outcome {
    Outcome::ok("Tengen")
}

/// `X.Y`, the form Lizzie and the KGS game comments expect.
pub fn version(_: &mut Engine, _: &mut Io) -> Outcome {
    let mut parts = env!("CARGO_PKG_VERSION").split('.');
    let major = parts.next().unwrap_or("0");
    let minor = parts.next().unwrap_or("0");
    Outcome::ok(format!("{major}.{minor}"))
}

pub fn known_command(_: &mut Engine, io: &mut Io) -> Outcome {
    match io.args() {
        [name] => Outcome::ok(if find(name).is_some() {
            "true"
        } else {
            "false"
        }),
        _ => ArgError::Syntax.into(),
    }
}

pub fn list_commands(_: &mut Engine, _: &mut Io) -> Outcome {
    Outcome::ok(Engine::command_names().collect::<Vec<_>>().join("\n"))
}

pub fn quit(engine: &mut Engine, _: &mut Io) -> Outcome {
    engine.player.stop_pondering();
    Outcome::Quit
}

pub fn boardsize(engine: &mut Engine, io: &mut Io) -> Outcome {
    if expect_args(io.args(), 1).is_err() {
        return ArgError::Syntax.into();
    }
    // A number too large for u32 is still a number: unacceptable, not a
    // syntax error.
    let text = &io.args()[0];
    if text.is_empty() || !text.bytes().all(|b| b.is_ascii_digit()) {
        return ArgError::Syntax.into();
    }
    match text.parse::<usize>() {
        Ok(size) if (crate::board::MIN_SIZE..=crate::board::MAX_SIZE).contains(&size) => {
            engine.game.reset(size);
            engine.player.forget_tree();
            Outcome::empty()
        }
        _ => Outcome::err("unacceptable size"),
    }
}

pub fn clear_board(engine: &mut Engine, io: &mut Io) -> Outcome {
    if !io.args().is_empty() {
        return ArgError::Syntax.into();
    }
    let size = engine.game.size();
    engine.game.reset(size);
    engine.player.forget_tree();
    Outcome::empty()
}

pub fn komi(engine: &mut Engine, io: &mut Io) -> Outcome {
    if expect_args(io.args(), 1).is_err() {
        return ArgError::Syntax.into();
    }
    match arg_float(&io.args()[0]) {
        Ok(k) if k.abs() <= 1000.0 => {
            engine.game.set_komi(k);
            engine.player.forget_tree();
            Outcome::empty()
        }
        _ => ArgError::Syntax.into(),
    }
}

pub fn get_komi(engine: &mut Engine, _: &mut Io) -> Outcome {
    Outcome::ok(format_number(engine.game.komi()))
}

/// A number as GTP prints it: `7.5`, `6`, `-3.5`.
pub fn format_number(x: f64) -> String {
    if x.fract() == 0.0 {
        format!("{x:.0}")
    } else {
        format!("{x}")
    }
}

/// A time argument: a non-negative number of seconds, at most ten years.
fn seconds(text: &str) -> Result<f64, ArgError> {
    match arg_float(text) {
        Ok(s) if (0.0..=3.2e8).contains(&s) => Ok(s),
        _ => Err(ArgError::Syntax),
    }
}

fn set_time(engine: &mut Engine, settings: TimeSettings) -> Outcome {
    engine.game.clock = Clock::new(settings);
    Outcome::empty()
}

pub fn time_settings(engine: &mut Engine, io: &mut Io) -> Outcome {
    let args = io.args();
    if args.len() != 3 {
        return ArgError::Syntax.into();
    }
    let (Ok(main), Ok(byo), Ok(stones)) =
        (seconds(&args[0]), seconds(&args[1]), arg_uint(&args[2]))
    else {
        return ArgError::Syntax.into();
    };
    set_time(engine, TimeSettings::from_gtp(main, byo, stones))
}

pub fn kgs_time_settings(engine: &mut Engine, io: &mut Io) -> Outcome {
    let args = io.args();
    let Some(kind) = args.first() else {
        return ArgError::Syntax.into();
    };
    let nums: Result<Vec<f64>, _> = args[1..].iter().map(|a| seconds(a)).collect();
    let Ok(nums) = nums else {
        return ArgError::Syntax.into();
    };
    let count = |x: f64| x.fract() == 0.0 && x >= 1.0 && x <= u32::MAX as f64;
    let settings = match (kind.to_ascii_lowercase().as_str(), nums.as_slice()) {
        ("none", []) => TimeSettings::Unlimited,
        ("absolute", [main]) => TimeSettings::Absolute { main: *main },
        ("byoyomi", [main, period, periods]) if count(*periods) => TimeSettings::ByoYomi {
            main: *main,
            period: *period,
            periods: *periods as u32,
        },
        ("canadian", [main, period, stones]) if count(*stones) => TimeSettings::Canadian {
            main: *main,
            period: *period,
            stones: *stones as u32,
        },
        ("none" | "absolute" | "byoyomi" | "canadian", _) => return ArgError::Syntax.into(),
        _ => return Outcome::err("unknown time system"),
    };
    set_time(engine, settings)
}

pub fn time_left(engine: &mut Engine, io: &mut Io) -> Outcome {
    let args = io.args();
    if args.len() != 3 {
        return ArgError::Syntax.into();
    }
    // A clock that has run past zero reports a negative time (KataGo's
    // GTP tests send one): that is no time left, not a syntax error.
    let secs = arg_float(&args[1]).map(|s| if s < 0.0 { "0" } else { &args[1] });
    let (Ok(color), Ok(secs), Ok(stones)) = (
        arg_color(&args[0]),
        secs.and_then(seconds),
        arg_uint(&args[2]),
    ) else {
        return ArgError::Syntax.into();
    };
    engine.game.clock.time_left(color, secs, stones);
    Outcome::empty()
}

/// Seconds of CPU time this process has used (user + system), from
/// /proc; wall time since start where /proc is missing.
pub fn cputime(engine: &mut Engine, _: &mut Io) -> Outcome {
    let from_proc = std::fs::read_to_string("/proc/self/stat")
        .ok()
        .and_then(|stat| {
            // Fields after the parenthesised command name; utime and stime
            // are fields 14 and 15, in clock ticks of 1/100 s on Linux.
            let rest = &stat[stat.rfind(')')? + 2..];
            let fields: Vec<&str> = rest.split(' ').collect();
            let utime: f64 = fields.get(11)?.parse().ok()?;
            let stime: f64 = fields.get(12)?.parse().ok()?;
            Some((utime + stime) / 100.0)
        });
    let secs = from_proc.unwrap_or_else(|| engine.started.elapsed().as_secs_f64());
    Outcome::ok(format!("{secs:.3}"))
}
