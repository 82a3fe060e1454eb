//! What GUIs show of the engine's thinking: GoGui's analyze commands and
//! the search parameters.

use crate::gtp::engine::{Engine, Io, Outcome};
use crate::gtp::parse::{arg_bool, arg_float, arg_uint};

/// `gogui-analyze_commands`: `type/label/command` per line.
pub fn gogui_analyze_commands(_: &mut Engine, _: &mut Io) -> Outcome {
    Outcome::ok(
        [
            "dboard/Ownership/tengen-ownership",
            "plist/Dead stones/final_status_list dead",
            "string/Score estimate/estimate_score",
            "string/Final score/final_score",
            "string/Score breakdown/tengen-score_breakdown",
            "param/Search parameters/tengen-param",
        ]
        .join("\n"),
    )
}

/// The ownership estimate as a GoGui `dboard`: top row first, values in
/// [-1, 1] from Black's view.
pub fn ownership_board(engine: &mut Engine, _: &mut Io) -> Outcome {
    let own = engine.player.ownership(&engine.game);
    let size = engine.game.size();
    let rows: Vec<String> = (0..size)
        .rev()
        .map(|row| {
            (0..size)
                .map(|col| format!("{:.2}", own[row * size + col].clamp(-1.0, 1.0)))
                .collect::<Vec<_>>()
                .join(" ")
        })
        .collect();
    Outcome::ok(rows.join("\n"))
}

/// `tengen-param`: lists the parameters as GoGui `param` lines, or sets
/// one (`tengen-param KEY VALUE`).
pub fn param(engine: &mut Engine, io: &mut Io) -> Outcome {
    let config = &mut engine.player.config;
    match io.args() {
        [] => Outcome::ok(format!(
            "[string] threads {}\n[string] time {}\n[string] playouts {}\n[string] resign {}\n[bool] ponder {}\n[bool] live_gfx {}",
            config.threads,
            config.seconds,
            config.playouts.unwrap_or(0),
            config.resign,
            config.ponder as u8,
            engine.live_gfx as u8,
        )),
        [key, value] => {
            let ok = match key.as_str() {
                "threads" => arg_uint(value)
                    .ok()
                    .filter(|&t| (1..=256).contains(&t))
                    .map(|t| config.threads = t as usize),
                "time" => arg_float(value)
                    .ok()
                    .filter(|&t| t > 0.0 && t < 1e6)
                    .map(|t| config.seconds = t),
                "playouts" => arg_uint(value)
                    .ok()
                    .map(|n| config.playouts = (n > 0).then_some(n as u64)),
                "resign" => arg_float(value)
                    .ok()
                    .filter(|r| (0.0..1.0).contains(r))
                    .map(|r| config.resign = r),
                "ponder" => arg_bool(value).ok().map(|b| config.ponder = b),
                "live_gfx" => arg_bool(value).ok().map(|b| engine.live_gfx = b),
                _ => return Outcome::err("unknown parameter"),
            };
            match ok {
                Some(()) => Outcome::empty(),
                None => Outcome::err("invalid value"),
            }
        }
        _ => Outcome::err("syntax error"),
    }
}
