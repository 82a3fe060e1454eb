//! Moves, move generation, undo, handicap and setup.

use std::sync::atomic::AtomicBool;
use std::time::Instant;

use super::{game_error_message, single_color, vertex_list};
use crate::board::{Color, Grid, Move, Vertex};
use crate::game::clock::UNSEEN_PER_MOVE;
use crate::game::{Game, GameError};
use crate::gtp::engine::{Engine, Io, Outcome};
use crate::gtp::gfx::LiveGfx;
use crate::gtp::parse::{
    ArgError, arg_color, arg_move, arg_uint, arg_vertex, args_play, expect_args,
};
use crate::rules::{HandicapError, fixed_handicap as fixed_points, free_handicap_points};
use crate::search::{Decision, GenmoveKind, Hooks, Observer, SearchReport};

pub fn play(engine: &mut Engine, io: &mut Io) -> Outcome {
    let (color, mv) = match args_play(io.args(), engine.game.size()) {
        Ok(x) => x,
        Err(e) => return Outcome::err(e.message()),
    };
    match play_as_told(&mut engine.game, color, mv) {
        Ok(()) => Outcome::empty(),
        Err(e) => Outcome::err(game_error_message(e)),
    }
}

/// Plays a move the client reports, as `play` and `gogui-play_sequence`
/// do. The client, not the engine, is the referee of the game: a move
/// that only repeats an earlier position, which these rules' superko
/// forbids, is played all the same, with a warning, as KataGo does. An
/// opponent or a server under other ko rules may make it (Fuego's
/// simple-ko play did against Tengen under gogui-twogtp, which ended the
/// game when Tengen refused), and refusing it would leave the engine's
/// board different from the game's. What no rules allow (an occupied
/// point, a simple ko retaken at once, a forbidden suicide) is refused.
/// The engine's own moves are held to its superko as always.
fn play_as_told(game: &mut Game, color: Color, mv: Move) -> Result<(), GameError> {
    if game.play_recorded(color, mv)? {
        log::warn!(
            "{color} {mv} repeats an earlier position, which superko forbids; played as told"
        );
    }
    Ok(())
}

/// Shared by `genmove`, `reg_genmove` and `kgs-genmove_cleanup`.
fn generate(engine: &mut Engine, io: &mut Io, kind: GenmoveKind) -> Outcome {
    let color = match single_color(io.args()) {
        Ok(c) => c,
        Err(e) => return Outcome::err(e.message()),
    };
    let signals = io.input.signals().clone();
    let mut gfx = LiveGfx { to_move: color };
    let hooks = Hooks {
        observer: engine.live_gfx.then_some(&mut gfx as &mut dyn Observer),
        ..Hooks::default()
    };
    Outcome::ok(think_and_play(engine, color, kind, &signals.interrupt, hooks).0)
}

/// Searches, then plays the chosen move (except for `reg_genmove`) and
/// returns it as GTP prints it (a vertex, `pass` or `resign`) with the
/// search behind it.
pub fn think_and_play(
    engine: &mut Engine,
    color: Color,
    kind: GenmoveKind,
    stop: &AtomicBool,
    hooks: Hooks,
) -> (String, SearchReport) {
    let started = Instant::now();
    let result = engine
        .player
        .genmove(&engine.game, color, kind, stop, hooks);
    if kind == GenmoveKind::Regression {
        let text = match result.decision {
            Decision::Play(mv) => mv.to_string(),
            Decision::Resign => "resign".to_string(),
        };
        return (text, result.report);
    }
    engine
        .game
        .clock
        .charge(color, started.elapsed().as_secs_f64() + UNSEEN_PER_MOVE);
    log::info!(
        "genmove {color}: winrate {:.4}, {} playouts in {:.2} s",
        result.report.winrate,
        result.report.playouts,
        result.report.seconds
    );
    let text = match result.decision {
        Decision::Resign => "resign".to_string(),
        Decision::Play(mv) => {
            // The player only returns legal moves; a pass is the safe
            // fallback should that ever fail.
            let mv = if engine.game.play(color, mv).is_ok() {
                mv
            } else {
                log::error!("search chose illegal {mv}; passing");
                engine.game.play(color, Move::Pass).expect("pass is legal");
                Move::Pass
            };
            engine.player.start_pondering();
            match mv {
                Move::Pass => "pass".to_string(),
                Move::Play(v) => v.to_string(),
            }
        }
    };
    (text, result.report)
}

pub fn genmove(engine: &mut Engine, io: &mut Io) -> Outcome {
    generate(engine, io, GenmoveKind::Normal)
}

pub fn reg_genmove(engine: &mut Engine, io: &mut Io) -> Outcome {
    generate(engine, io, GenmoveKind::Regression)
}

pub fn kgs_genmove_cleanup(engine: &mut Engine, io: &mut Io) -> Outcome {
    generate(engine, io, GenmoveKind::Cleanup)
}

pub fn undo(engine: &mut Engine, io: &mut Io) -> Outcome {
    if !io.args().is_empty() {
        return ArgError::Syntax.into();
    }
    undo_moves(engine, 1)
}

pub fn gg_undo(engine: &mut Engine, io: &mut Io) -> Outcome {
    let n = match io.args() {
        [] => 1,
        [n] => match arg_uint(n) {
            Ok(n) => n as usize,
            Err(e) => return Outcome::err(e.message()),
        },
        _ => return ArgError::Syntax.into(),
    };
    undo_moves(engine, n)
}

/// Takes back `n` moves, or none if there are fewer.
fn undo_moves(engine: &mut Engine, n: usize) -> Outcome {
    if n > engine.game.moves().len() {
        return Outcome::err("cannot undo");
    }
    for _ in 0..n {
        engine.game.undo().expect("checked the move count");
    }
    engine.player.forget_tree();
    Outcome::empty()
}

/// Places handicap stones; the reply lists them (`fixed_handicap`,
/// `place_free_handicap`) or, for `set_free_handicap`, whose stones the
/// client chose, is empty as GTP v2 says.
fn place(engine: &mut Engine, stones: &[Vertex], echo: bool) -> Outcome {
    match engine.game.place_handicap(stones) {
        Ok(()) => {
            engine.player.forget_tree();
            if echo {
                Outcome::ok(vertex_list(stones))
            } else {
                Outcome::empty()
            }
        }
        Err(e) => Outcome::err(game_error_message(e)),
    }
}

pub fn fixed_handicap(engine: &mut Engine, io: &mut Io) -> Outcome {
    let n = match io.args() {
        [n] => match arg_uint(n) {
            Ok(n) => n,
            Err(_) => return Outcome::err("invalid number of stones"),
        },
        _ => return ArgError::Syntax.into(),
    };
    if !engine.game.is_empty() {
        return Outcome::err("board not empty");
    }
    match fixed_points(engine.game.size(), n) {
        Ok(points) => place(engine, &points, true),
        Err(HandicapError::InvalidNumber | HandicapError::NoFixedHandicap) => {
            Outcome::err("invalid number of stones")
        }
    }
}

pub fn place_free_handicap(engine: &mut Engine, io: &mut Io) -> Outcome {
    let size = engine.game.size();
    let n = match io.args() {
        [n] => match arg_uint(n) {
            Ok(n) => n,
            Err(_) => return Outcome::err("invalid number of stones"),
        },
        _ => return ArgError::Syntax.into(),
    };
    if n < 2 || n as usize >= size * size {
        return Outcome::err("invalid number of stones");
    }
    if !engine.game.is_empty() {
        return Outcome::err("board not empty");
    }
    let points = free_handicap_points(size, n);
    place(engine, &points, true)
}

pub fn set_free_handicap(engine: &mut Engine, io: &mut Io) -> Outcome {
    let size = engine.game.size();
    let mut stones = Vec::new();
    for a in io.args() {
        match arg_vertex(a, size) {
            Ok(v) if !stones.contains(&v) => stones.push(v),
            _ => return Outcome::err("bad vertex list"),
        }
    }
    if stones.len() < 2 || stones.len() >= size * size {
        return Outcome::err("bad vertex list");
    }
    if !engine.game.is_empty() {
        return Outcome::err("board not empty");
    }
    place(engine, &stones, false)
}

/// `tengen-play_capture_own COLOR VERTEX`: plays the move taking the
/// capture choice against the mover (rules with `captureChoice`): its own
/// chains left without liberties are removed and the opponent's live on.
pub fn play_capture_own(engine: &mut Engine, io: &mut Io) -> Outcome {
    let (color, mv) = match args_play(io.args(), engine.game.size()) {
        Ok(x) => x,
        Err(e) => return Outcome::err(e.message()),
    };
    let Move::Play(v) = mv else {
        return Outcome::err("illegal move");
    };
    match engine.game.play_capture_own(color, v) {
        Ok(()) => Outcome::empty(),
        Err(e) => Outcome::err(game_error_message(e)),
    }
}

/// `tengen-place_zuozi`: the four zuozi stones of the ancient Chinese
/// rules on an empty board, the rules' first player to move; the reply
/// lists them as `gogui-setup` takes them (`b Q16 b D4 w D16 w Q4`).
pub fn place_zuozi(engine: &mut Engine, io: &mut Io) -> Outcome {
    if !io.args().is_empty() {
        return ArgError::Syntax.into();
    }
    if !engine.game.is_empty() {
        return Outcome::err("board not empty");
    }
    match engine.game.place_zuozi() {
        Ok(()) => {
            engine.player.forget_tree();
            let root = engine.game.root();
            let mut listed: Vec<String> = Vec::new();
            for color in [Color::Black, Color::White] {
                let mut stones: Vec<Vertex> = root
                    .vertices()
                    .filter(|&v| root.get(v) == Some(color))
                    .collect();
                stones.sort_by_key(|v| (std::cmp::Reverse(v.row), v.col));
                for v in stones {
                    listed.push(format!("{} {v}", color.letter().to_ascii_lowercase()));
                }
            }
            Outcome::ok(listed.join(" "))
        }
        Err(e) => Outcome::err(game_error_message(e)),
    }
}

/// `gogui-play_sequence B D4 W Q16 …`: all the moves or none of them.
pub fn gogui_play_sequence(engine: &mut Engine, io: &mut Io) -> Outcome {
    let args = io.args();
    if args.is_empty() || !args.len().is_multiple_of(2) {
        return ArgError::Syntax.into();
    }
    let mut trial = engine.game.clone();
    for pair in args.chunks(2) {
        let (color, mv) = match args_play(pair, trial.size()) {
            Ok(x) => x,
            Err(e) => return Outcome::err(e.message()),
        };
        if let Err(e) = play_as_told(&mut trial, color, mv) {
            return Outcome::err(format!("{} {}: {}", color, mv, game_error_message(e)));
        }
    }
    engine.game = trial;
    Outcome::empty()
}

/// `gogui-setup B D4 W Q16 …`: setup stones, before any move.
pub fn gogui_setup(engine: &mut Engine, io: &mut Io) -> Outcome {
    let args = io.args();
    if !args.len().is_multiple_of(2) {
        return ArgError::Syntax.into();
    }
    if !engine.game.moves().is_empty() {
        return Outcome::err("board not empty");
    }
    let size = engine.game.size();
    let mut root: Grid = engine.game.root().clone();
    for pair in args.chunks(2) {
        let (Ok(color), Ok(v)) = (arg_color(&pair[0]), arg_vertex(&pair[1], size)) else {
            return ArgError::InvalidColorOrCoordinate.into();
        };
        root.set(v, Some(color));
    }
    if !all_chains_have_liberties(&root) {
        return Outcome::err("illegal setup: a chain without liberties");
    }
    let to_move = engine.game.to_move();
    engine.game.set_root(root, to_move, 0);
    engine.player.forget_tree();
    Outcome::empty()
}

pub fn gogui_setup_player(engine: &mut Engine, io: &mut Io) -> Outcome {
    let color = match single_color(io.args()) {
        Ok(c) => c,
        Err(e) => return Outcome::err(e.message()),
    };
    // GoGui's definition (as Fuego implements it): set the colour to
    // play, whether or not moves have been played.
    engine.game.set_to_move(color);
    engine.player.forget_tree();
    Outcome::empty()
}

/// Whether every chain of the grid touches an empty point.
pub fn all_chains_have_liberties(grid: &Grid) -> bool {
    let board = crate::game::board_from_grid(grid);
    grid.vertices().all(|v| match grid.get(v) {
        None => true,
        Some(c) => board.color_at(v) == Some(c),
    })
}

/// Parses `colour vertex` for commands such as `is_legal`.
pub fn color_and_move(args: &[String], size: usize) -> Result<(Color, Move), &'static str> {
    expect_args(args, 2).map_err(|e| e.message())?;
    let color = arg_color(&args[0]).map_err(|e| e.message())?;
    let mv = arg_move(&args[1], size).map_err(|e| e.message())?;
    Ok((color, mv))
}
