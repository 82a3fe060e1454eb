//! Between SGF records and games: replaying a record's main line into a
//! [`Game`] (for `loadsgf`) and turning a game into a record (`printsgf`).

use super::{SgfGame, SgfNode};
use crate::board::{Color, Grid, Move, Vertex};
use crate::game::Game;
use crate::rules::Rules;

/// Where to stop replaying a record.
#[derive(Clone, Copy, PartialEq, Eq, Debug)]
pub enum StopAt {
    /// The whole main line.
    End,
    /// Before the move with this number (moves count from 1).
    MoveNumber(usize),
    /// Before the first move played at this vertex.
    Vertex(Vertex),
}

/// Replays `record` under `rules`. The komi comes from `KM` when present,
/// else from `komi` (a komi the client set), else it stays the rules'
/// default and follows later rule changes; handicap stones (`AB` with
/// `HA`) become the root.
pub fn load_game(
    record: &SgfGame,
    rules: Rules,
    komi: Option<f64>,
    stop: StopAt,
) -> Result<Game, String> {
    let mut game = Game::new(record.size, rules);
    if let Some(komi) = record.komi.or(komi) {
        game.set_komi(komi);
    }
    let mut number = 1;
    for (i, node) in record.nodes.iter().enumerate() {
        let has_setup =
            !node.add_black.is_empty() || !node.add_white.is_empty() || !node.add_empty.is_empty();
        if has_setup || (i == 0 && node.player.is_some()) {
            apply_setup(&mut game, node, record.handicap.unwrap_or(0))?;
        }
        if let Some((color, mv)) = node.mv {
            let stop_here = match stop {
                StopAt::End => false,
                StopAt::MoveNumber(n) => number >= n,
                StopAt::Vertex(v) => mv == Move::Play(v),
            };
            if stop_here {
                break;
            }
            let played = match (node.capture_own, mv) {
                (true, Move::Play(v)) => game.play_capture_own(color, v),
                _ => game.play_recorded(color, mv).map(|repeats| {
                    if repeats {
                        log::warn!(
                            "move {number} ({} {mv}) of the record repeats a position, \
                             which these rules forbid; it is kept as played",
                            color.letter()
                        );
                    }
                }),
            };
            played.map_err(|e| {
                format!("move {number} ({} {mv}) is illegal: {e:?}", color.letter())
            })?;
            number += 1;
        }
    }
    Ok(game)
}

/// Applies `AB`/`AW`/`AE`/`PL`. Setup after moves folds the moves played
/// so far into a new root, keeping their prisoners (they can no longer
/// be undone).
fn apply_setup(game: &mut Game, node: &SgfNode, handicap: u32) -> Result<(), String> {
    let mut grid: Grid = game.board().to_grid();
    for &v in &node.add_empty {
        grid.set(v, None);
    }
    for &v in &node.add_black {
        grid.set(v, Some(Color::Black));
    }
    for &v in &node.add_white {
        grid.set(v, Some(Color::White));
    }
    let black_stones = grid
        .vertices()
        .filter(|&v| grid.get(v) == Some(Color::Black))
        .count();
    let only_black = grid.vertices().all(|v| grid.get(v) != Some(Color::White));
    let is_handicap = game.moves().is_empty() && only_black && handicap >= 2 && black_stones >= 2;
    let to_move = node.player.unwrap_or(if is_handicap {
        Color::White
    } else {
        game.to_move()
    });
    let captures = game.captures();
    let handicap = if is_handicap {
        black_stones as u32
    } else {
        game.handicap()
    };
    game.set_root_with_captures(grid.clone(), to_move, handicap, captures);
    if game.board().to_grid() != grid {
        return Err("setup leaves a chain without liberties".into());
    }
    Ok(())
}

/// The game as a record, with `result` as `RE` when the game is over.
pub fn record_of(game: &Game, result: Option<String>) -> SgfGame {
    let root_grid = game.root();
    let mut root = SgfNode::default();
    for v in root_grid.vertices() {
        match root_grid.get(v) {
            Some(Color::Black) => root.add_black.push(v),
            Some(Color::White) => root.add_white.push(v),
            None => {}
        }
    }
    // SGF's first mover is Black unless PL says otherwise: say it after
    // setup stones, and whenever White moves first (reform rules).
    let first = first_to_move(game);
    if !root.add_black.is_empty() || !root.add_white.is_empty() || first != Color::Black {
        root.player = Some(first);
    }
    let mut nodes = vec![root];
    nodes.extend(game.moves().iter().map(|m| SgfNode {
        mv: Some((m.color, m.mv)),
        capture_own: m.capture_own,
        ..SgfNode::default()
    }));
    let rules = game.rules();
    SgfGame {
        komi: Some(game.komi()),
        handicap: (game.handicap() >= 2).then(|| game.handicap()),
        rules: Some(
            rules
                .preset_name()
                .map_or_else(|| rules.to_kata_json(), sgf_rules_name),
        ),
        result,
        ..SgfGame::new(game.size(), nodes)
    }
}

/// SGF's customary `RU` names for the presets.
fn sgf_rules_name(preset: &str) -> String {
    match preset {
        "chinese" => "Chinese",
        "japanese" => "Japanese",
        "korean" => "Korean",
        "ing" => "Ing",
        "aga" => "AGA",
        "new_zealand" => "NZ",
        "tromp-taylor" => "Tromp-Taylor",
        other => other,
    }
    .to_string()
}

/// Who moved first after the root.
fn first_to_move(game: &Game) -> Color {
    game.moves().first().map_or(game.to_move(), |m| m.color)
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::sgf::{parse, write};

    #[test]
    fn load_stops_before_the_requested_move() {
        let text = "(;GM[1]FF[4]SZ[9]KM[5.5];B[ee];W[cc];B[gg];W[])";
        let record = parse(text).unwrap();
        let game = load_game(&record, Rules::chinese(), Some(7.5), StopAt::MoveNumber(3)).unwrap();
        assert_eq!(game.moves().len(), 2);
        assert_eq!(game.komi(), 5.5);
        // Without KM the komi is the rules' default and stays one.
        let bare = parse("(;SZ[9];B[ee])").unwrap();
        let mut loose = load_game(&bare, Rules::chinese(), None, StopAt::End).unwrap();
        loose.set_rules(Rules::japanese()).unwrap();
        assert_eq!(loose.komi(), Rules::japanese().komi);
        assert_eq!(game.to_move(), Color::Black);
        let all = load_game(&record, Rules::chinese(), Some(7.5), StopAt::End).unwrap();
        assert_eq!(all.moves().len(), 4);
        let v = Vertex::parse_gtp("G3", 9).unwrap();
        let at = load_game(&record, Rules::chinese(), Some(7.5), StopAt::Vertex(v)).unwrap();
        assert_eq!(at.moves().len(), 2);
    }

    #[test]
    fn handicap_root_and_round_trip() {
        let text = "(;GM[1]FF[4]SZ[19]HA[2]KM[0.5]AB[dp][pd];W[qp];B[dd])";
        let game = load_game(
            &parse(text).unwrap(),
            Rules::chinese(),
            Some(7.5),
            StopAt::End,
        )
        .unwrap();
        assert_eq!(game.handicap(), 2);
        assert_eq!(game.moves()[0].color, Color::White);
        let again = write(&record_of(&game, Some("B+R".into())));
        let reloaded = load_game(
            &parse(&again).unwrap(),
            Rules::chinese(),
            Some(7.5),
            StopAt::End,
        )
        .unwrap();
        assert_eq!(reloaded.board().to_grid(), game.board().to_grid());
        assert_eq!(reloaded.handicap(), 2);
        assert_eq!(reloaded.komi(), 0.5);
    }

    /// A ko that White retakes after two passes: legal under simple ko,
    /// a repetition under Chinese positional superko.
    const RETAKEN_KO: &str = "(;GM[1]SZ[5]AB[ba][ab][bc]AW[ca][db][cc][bb];B[cb];W[];B[];W[bb])";

    #[test]
    fn a_record_that_repeats_a_position_loads_as_played() {
        let record = parse(RETAKEN_KO).unwrap();
        let mut game = load_game(&record, Rules::chinese(), Some(7.5), StopAt::End).unwrap();
        assert_eq!(game.moves().len(), 4);
        assert!(game.moves()[3].repeats_position);
        assert_eq!(game.captures(), [1, 1]);
        // Replays keep it: a change of rules and back, and undo.
        game.set_rules(Rules::japanese()).unwrap();
        game.set_rules(Rules::chinese()).unwrap();
        assert_eq!(game.moves().len(), 4);
        let retake = game.undo().unwrap();
        // The client may not play it again: superko binds new moves.
        assert_eq!(
            game.play(retake.color, retake.mv),
            Err(crate::game::GameError::Superko)
        );
        // Under simple ko nothing is excused.
        let simple = load_game(&record, Rules::japanese(), Some(6.5), StopAt::End).unwrap();
        assert!(!simple.moves()[3].repeats_position);
    }

    #[test]
    fn setup_after_moves_keeps_prisoners() {
        // Black captures at A1's neighbour, then AE clears a stone.
        let text = "(;GM[1]SZ[5];B[ba];W[aa];B[ab];AE[ab];W[ee])";
        let game = load_game(
            &parse(text).unwrap(),
            Rules::chinese(),
            Some(7.5),
            StopAt::End,
        )
        .unwrap();
        assert_eq!(game.captures(), [1, 0]);
        assert_eq!(game.moves().len(), 1);
    }
}
