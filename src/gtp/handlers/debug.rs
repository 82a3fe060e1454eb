//! GNU Go compatible inspection commands used by regression scripts and
//! GUIs: legality, stones, liberties, history, the board diagram.

use super::moves::color_and_move;
use super::{single_color, vertex_list};
use crate::board::{Color, Move, Vertex};
use crate::gtp::engine::{Engine, Io, Outcome};
use crate::gtp::parse::{ArgError, arg_vertex, expect_args};

pub fn is_legal(engine: &mut Engine, io: &mut Io) -> Outcome {
    match color_and_move(io.args(), engine.game.size()) {
        Ok((color, mv)) => Outcome::ok(if engine.game.is_legal(color, mv) {
            "1"
        } else {
            "0"
        }),
        Err(e) => Outcome::err(e),
    }
}

pub fn all_legal(engine: &mut Engine, io: &mut Io) -> Outcome {
    let color = match single_color(io.args()) {
        Ok(c) => c,
        Err(e) => return Outcome::err(e.message()),
    };
    let grid = engine.game.board().to_grid();
    let legal: Vec<Vertex> = grid
        .vertices()
        .filter(|&v| engine.game.is_legal(color, Move::Play(v)))
        .collect();
    Outcome::ok(vertex_list(&legal))
}

pub fn list_stones(engine: &mut Engine, io: &mut Io) -> Outcome {
    let color = match single_color(io.args()) {
        Ok(c) => c,
        Err(e) => return Outcome::err(e.message()),
    };
    let grid = engine.game.board().to_grid();
    let stones: Vec<Vertex> = grid
        .vertices()
        .filter(|&v| grid.get(v) == Some(color))
        .collect();
    Outcome::ok(vertex_list(&stones))
}

/// Stones captured by the given colour (GNU Go's meaning).
pub fn captures(engine: &mut Engine, io: &mut Io) -> Outcome {
    match single_color(io.args()) {
        Ok(c) => Outcome::ok(engine.game.captures()[c.index()].to_string()),
        Err(e) => Outcome::err(e.message()),
    }
}

fn stone_vertex(engine: &Engine, args: &[String]) -> Result<Vertex, &'static str> {
    expect_args(args, 1).map_err(|e| e.message())?;
    let v = arg_vertex(&args[0], engine.game.size()).map_err(|e| e.message())?;
    if engine.game.board().color_at(v).is_none() {
        return Err("vertex must not be empty");
    }
    Ok(v)
}

pub fn countlib(engine: &mut Engine, io: &mut Io) -> Outcome {
    match stone_vertex(engine, io.args()) {
        Ok(v) => Outcome::ok(engine.game.board().chain_liberties(v).len().to_string()),
        Err(e) => Outcome::err(e),
    }
}

pub fn findlib(engine: &mut Engine, io: &mut Io) -> Outcome {
    match stone_vertex(engine, io.args()) {
        Ok(v) => Outcome::ok(vertex_list(&engine.game.board().chain_liberties(v))),
        Err(e) => Outcome::err(e),
    }
}

pub fn color(engine: &mut Engine, io: &mut Io) -> Outcome {
    if expect_args(io.args(), 1).is_err() {
        return ArgError::Syntax.into();
    }
    match arg_vertex(&io.args()[0], engine.game.size()) {
        Ok(v) => Outcome::ok(match engine.game.board().color_at(v) {
            Some(c) => c.to_string(),
            None => "empty".to_string(),
        }),
        Err(e) => Outcome::err(e.message()),
    }
}

pub fn echo(_: &mut Engine, io: &mut Io) -> Outcome {
    Outcome::ok(io.args().join(" "))
}

pub fn echo_err(_: &mut Engine, io: &mut Io) -> Outcome {
    let text = io.args().join(" ");
    eprintln!("{text}");
    Outcome::ok(text)
}

/// GNU Go's order: the most recent move first, `colour vertex` per line.
pub fn move_history(engine: &mut Engine, _: &mut Io) -> Outcome {
    let lines: Vec<String> = engine
        .game
        .moves()
        .iter()
        .rev()
        .map(|m| format!("{} {}", m.color, m.mv))
        .collect();
    Outcome::ok(lines.join("\n"))
}

pub fn last_move(engine: &mut Engine, _: &mut Io) -> Outcome {
    match engine.game.last_move() {
        Some(m) => Outcome::ok(format!("{} {}", m.color, m.mv)),
        None => Outcome::err("no previous move known"),
    }
}

/// The board as a diagram, top row first, with coordinates and prisoners.
pub fn showboard(engine: &mut Engine, _: &mut Io) -> Outcome {
    Outcome::ok(diagram(engine))
}

pub fn diagram(engine: &Engine) -> String {
    let board = engine.game.board();
    let size = board.size();
    let letters: String = (0..size)
        .map(|c| format!(" {}", &Vertex::new(c, 0).to_string()[..1]))
        .collect();
    let last = engine.game.last_move().and_then(|m| m.mv.vertex());
    let mut out = String::from("\n");
    out.push_str(&format!("   {letters}\n"));
    for row in (0..size).rev() {
        out.push_str(&format!("{:>2} ", row + 1));
        for col in 0..size {
            let v = Vertex::new(col, row);
            let mark = match board.color_at(v) {
                Some(Color::Black) => 'X',
                Some(Color::White) => 'O',
                None => '.',
            };
            let before = if Some(v) == last { '(' } else { ' ' };
            out.push(before);
            out.push(mark);
        }
        out.push_str(&format!(" {:>2}", row + 1));
        match row {
            r if r == size - 1 => out.push_str(&format!("     {} to move", engine.game.to_move())),
            r if r + 2 == size => out.push_str(&format!(
                "     captures: black {} white {}",
                engine.game.captures()[0],
                engine.game.captures()[1]
            )),
            _ => {}
        }
        out.push('\n');
    }
    out.push_str(&format!("   {letters}"));
    out
}
