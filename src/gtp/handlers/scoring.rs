//! Scoring: `final_score`, `final_status_list`, score estimates and the
//! counting breakdown, all from the player's dead-stone judgement and the
//! one scoring path in `Game::score`.

use super::vertex_list;
use crate::board::{Color, Vertex};
use crate::gtp::engine::{Engine, Io, Outcome};
use crate::gtp::parse::ArgError;
use crate::rules::ScoreBreakdown;

/// Dead stones as the player judges them; none under rules that never
/// remove stones (Tromp-Taylor counts the board as it stands).
pub fn dead_stones(engine: &mut Engine) -> Vec<Vertex> {
    if !engine.game.rules().remove_dead {
        return Vec::new();
    }
    engine.player.dead_stones(&engine.game)
}

fn breakdown(engine: &mut Engine) -> ScoreBreakdown {
    let dead = dead_stones(engine);
    engine.game.score(&dead)
}

pub fn final_score(engine: &mut Engine, io: &mut Io) -> Outcome {
    if !io.args().is_empty() {
        return ArgError::Syntax.into();
    }
    Outcome::ok(breakdown(engine).result.to_string())
}

pub fn score_breakdown(engine: &mut Engine, _: &mut Io) -> Outcome {
    let b = breakdown(engine);
    Outcome::ok(format!("rules: {}\n{}", engine.game.rules(), b.describe()))
}

/// The expected result: the mean final margin of the search's playouts
/// after its best move, as `B+x` or `W+x` (one decimal).
pub fn estimate_score(engine: &mut Engine, _: &mut Io) -> Outcome {
    let color = engine.game.to_move();
    let report = engine.player.think(&engine.game, color);
    let margin = report.moves.first().map_or(0.0, |m| m.score);
    let black = if color == Color::Black {
        margin
    } else {
        -margin
    };
    let rounded = (black * 10.0).round() / 10.0;
    Outcome::ok(if rounded > 0.0 {
        format!("B+{rounded:.1}")
    } else if rounded < 0.0 {
        format!("W+{:.1}", -rounded)
    } else {
        "0".to_string()
    })
}

/// Splits stones into their chains, one line per chain.
fn chain_lines(engine: &Engine, stones: &[Vertex]) -> String {
    let board = engine.game.board();
    let mut left: Vec<Vertex> = stones.to_vec();
    left.sort_by_key(|v| (v.row, v.col));
    let mut lines = Vec::new();
    while let Some(&v) = left.first() {
        let chain = board.chain_stones(v);
        left.retain(|s| !chain.contains(s));
        lines.push(vertex_list(&chain));
    }
    lines.join("\n")
}

pub fn final_status_list(engine: &mut Engine, io: &mut Io) -> Outcome {
    let [status] = io.args() else {
        return ArgError::Syntax.into();
    };
    let status = status.to_ascii_lowercase();
    if !["alive", "dead", "seki"].contains(&status.as_str()) {
        return Outcome::err("invalid status");
    }
    let dead = dead_stones(engine);
    let seki = engine.game.score(&dead).seki_stones;
    let grid = engine.game.board().to_grid();
    let stones: Vec<Vertex> = grid
        .vertices()
        .filter(|&v| grid.get(v).is_some())
        .filter(|v| match status.as_str() {
            "dead" => dead.contains(v),
            "seki" => seki.contains(v),
            _ => !dead.contains(v) && !seki.contains(v),
        })
        .collect();
    Outcome::ok(chain_lines(engine, &stones))
}
