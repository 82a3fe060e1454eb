//! What GUIs show of the engine's thinking: GoGui's analyze commands and
//! the search parameters.

use crate::board::{Move, Vertex};
use crate::gtp::engine::{Engine, Io, Outcome};
use crate::gtp::gfx::var_line;
use crate::gtp::parse::{ArgError, arg_bool, arg_float, arg_uint};

/// `gogui-analyze_commands`: `type/label/command` per line.
pub fn gogui_analyze_commands(_: &mut Engine, _: &mut Io) -> Outcome {
    Outcome::ok(
        [
            "gfx/Best moves/tengen-best_moves",
            "var/Principal variation/tengen-pv",
            "gfx/Ownership/tengen-ownership_gfx",
            "dboard/Ownership board/tengen-ownership",
            "plist/Dead stones/final_status_list dead",
            "string/Score estimate/estimate_score",
            "string/Final score/final_score",
            "string/Score breakdown/tengen-score_breakdown",
            "param/Search parameters/tengen-param",
        ]
        .join("\n"),
    )
}

/// How many moves `tengen-best_moves` labels.
const BEST_MOVES: usize = 8;

/// `tengen-best_moves`: the most searched moves for the side to move,
/// labelled with their winrate in percent, as GoGui `gfx`.
pub fn best_moves(engine: &mut Engine, _: &mut Io) -> Outcome {
    let color = engine.game.to_move();
    let report = engine.player.think(&engine.game, color);
    let mut labels = String::from("LABEL");
    let mut shown = 0;
    for m in report.moves.iter().filter(|m| m.visits > 0) {
        if let Move::Play(v) = m.mv {
            labels.push_str(&format!(" {v} {:.0}", m.winrate * 100.0));
            shown += 1;
            if shown == BEST_MOVES {
                break;
            }
        }
    }
    let mut lines = Vec::new();
    if shown > 0 {
        lines.push(labels);
    }
    if let Move::Play(v) = report.best_move {
        lines.push(format!("SQUARE {v}"));
    }
    let visits: u64 = report.moves.iter().map(|m| u64::from(m.visits)).sum();
    lines.push(format!(
        "TEXT {} {} {:.1}% after {} visits",
        color,
        report.best_move,
        report.winrate * 100.0,
        visits
    ));
    Outcome::ok(lines.join("\n"))
}

/// `tengen-pv`: the principal variation as GoGui `var` (`b D4 w Q16 …`).
pub fn principal_variation(engine: &mut Engine, _: &mut Io) -> Outcome {
    let color = engine.game.to_move();
    let report = engine.player.think(&engine.game, color);
    let pv = report.moves.first().map_or(&[][..], |m| &m.pv[..]);
    let line = var_line(color, pv);
    Outcome::ok(line.strip_prefix("VAR").unwrap_or("").trim())
}

/// `tengen-ownership_gfx`: the ownership estimate as GoGui `gfx`
/// `INFLUENCE` values in [-1, 1], positive for Black.
pub fn ownership_gfx(engine: &mut Engine, _: &mut Io) -> Outcome {
    let own = engine.player.ownership(&engine.game);
    let mut line = String::from("INFLUENCE");
    for v in Vertex::all(engine.game.size()) {
        line.push_str(&format!(" {v} {:.2}", own.get(v)));
    }
    Outcome::ok(line)
}

/// The ownership estimate as a GoGui `dboard`: top row first, values in
/// [-1, 1] from Black's view.
pub fn ownership_board(engine: &mut Engine, _: &mut Io) -> Outcome {
    let own = engine.player.ownership(&engine.game);
    let rows: Vec<String> = Vertex::rows_from_top(engine.game.size())
        .map(|row| {
            row.map(|v| format!("{:.2}", own.get(v)))
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
            "[string] threads {}\n[string] time {}\n[string] analyze_time {}\n[string] playouts {}\n[string] resign {}\n[string] score_utility {}\n[bool] ponder {}\n[bool] live_gfx {}",
            config.threads,
            config.seconds,
            config.analyze_seconds,
            config.playouts.unwrap_or(0),
            config.resign,
            config.score_utility,
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
                "analyze_time" => arg_float(value)
                    .ok()
                    .filter(|&t| t > 0.0 && t < 1e6)
                    .map(|t| config.analyze_seconds = t),
                "playouts" => arg_uint(value)
                    .ok()
                    .map(|n| config.playouts = (n > 0).then_some(n as u64)),
                "resign" => arg_float(value)
                    .ok()
                    .filter(|r| (0.0..1.0).contains(r))
                    .map(|r| config.resign = r),
                "score_utility" => arg_float(value)
                    .ok()
                    .filter(|w| (0.0..=1.0).contains(w))
                    .map(|w| config.score_utility = w),
                "ponder" => arg_bool(value).ok().map(|b| config.ponder = b),
                "live_gfx" => arg_bool(value).ok().map(|b| engine.live_gfx = b),
                _ => return Outcome::err("unknown parameter"),
            };
            match ok {
                Some(()) => Outcome::empty(),
                None => Outcome::err("invalid value"),
            }
        }
        _ => ArgError::Syntax.into(),
    }
}
