//! Local seki that the dead-stone judge's playouts misread.
//!
//! The judge gives a chain to the opponent when the playouts mostly
//! capture it. In a seki where the owner has a liberty it may fill
//! without self-atari but must not (filling it lets the opponent throw
//! in a killing shape), the playouts fill it at random and the chain
//! dies. A 9×9 game against Pachi (2026-12-04) ended in such a seki:
//! White's 18 stones and White H9 J9 against Black H8 H7 J7, sharing G9,
//! G7 and J8. Tengen counted White dead (B+37.5); Pachi and GNU Go
//! counted seki (W+6.5, W+5.5).
//!
//! [`unassailable`] reads the position instead: the chain, the chains
//! that share its liberties, theirs in turn, form a small closed group,
//! and the opponent has no sound move on any of their liberties. Then
//! the opponent cannot kill the chain, whatever the playouts say.

use crate::board::{Color, Move, Vertex};
use crate::game::Game;

/// The most chains a local seki may span.
const MAX_CHAINS: usize = 8;

/// The most liberties its chains may have together.
const MAX_LIBERTIES: usize = 6;

/// Whether the opponent of the chain through `stone` cannot attack it:
/// with every chain that shares a liberty with it, and with those chains
/// in turn, it makes a closed group of at most [`MAX_CHAINS`] chains and
/// [`MAX_LIBERTIES`] liberties, each chain with two liberties or more,
/// and the opponent has no sound move on any of those liberties (see
/// [`sound_move`]). That is a local seki, or a group whose liberties are
/// all its own eyes. A dead chain inside the opponent's area never
/// qualifies: the closure takes in the opponent's surrounding chains and
/// their liberties, where the opponent can play.
pub fn unassailable(game: &Game, stone: Vertex) -> bool {
    let board = game.board();
    let Some(owner) = board.color_at(stone) else {
        return false;
    };
    let size = game.size();
    let mut chains = vec![board.chain_stones(stone)];
    let mut libs: Vec<Vertex> = Vec::new();
    let mut i = 0;
    while i < chains.len() {
        let chain_libs = board.chain_liberties(chains[i][0]);
        if chain_libs.len() < 2 {
            return false;
        }
        for lib in chain_libs {
            if libs.contains(&lib) {
                continue;
            }
            if libs.len() == MAX_LIBERTIES {
                return false;
            }
            libs.push(lib);
            for n in lib.neighbors(size) {
                if board.color_at(n).is_some() && !chains.iter().any(|c| c.contains(&n)) {
                    if chains.len() == MAX_CHAINS {
                        return false;
                    }
                    chains.push(board.chain_stones(n));
                }
            }
        }
        i += 1;
    }
    let attacker = owner.opponent();
    libs.iter().all(|&lib| !sound_move(game, attacker, lib))
}

/// Whether `color` playing `at` may be a move that kills: legal, and
/// either capturing, or leaving the played chain two liberties or more,
/// or a single stone thrown in, or a self-atari of several stones that
/// touch one opponent chain only (a nakade sacrifice: once captured, the
/// stones may leave that chain a dead eye shape). A self-atari of
/// several stones touching two opponent chains or more is not: the
/// capture joins their eye space, as in the game above.
fn sound_move(game: &Game, color: Color, at: Vertex) -> bool {
    let them = color.opponent();
    let before = game.board().stone_count(them);
    let mut after = game.clone();
    if after.play(color, Move::Play(at)).is_err() {
        return false;
    }
    let board = after.board();
    if board.color_at(at) != Some(color) {
        // A suicide, where the rules allow it.
        return false;
    }
    if board.stone_count(them) < before || board.chain_liberties(at).len() >= 2 {
        return true;
    }
    let chain = board.chain_stones(at);
    if chain.len() == 1 {
        return true;
    }
    let size = game.size();
    let mut touched: Option<Vec<Vertex>> = None;
    for n in chain.iter().flat_map(|s| s.neighbors(size)) {
        if board.color_at(n) != Some(them) {
            continue;
        }
        match &touched {
            None => touched = Some(board.chain_stones(n)),
            Some(first) if !first.contains(&n) => return false,
            Some(_) => {}
        }
    }
    true
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::board::Grid;
    use crate::rules::Rules;

    /// The end of the game in the module doc, Black to move.
    const THREE_CHAINS: [&str; 9] = [
        "X.XOOO.OO",
        ".XXOXOOX.",
        "XXXOXO.XX",
        "XXOOXOOOO",
        "OXXXXOXXX",
        "OOXXOOOX.",
        "OOOOXXXXX",
        "O.OOOX.X.",
        "OOO.OOXXX",
    ];

    fn game_of(rows: &[&str]) -> Game {
        let (grid, _) = Grid::from_diagram(rows);
        let mut game = Game::new(rows.len(), Rules::chinese());
        game.set_root(grid, Color::Black, 0);
        game
    }

    fn at(name: &str) -> Vertex {
        Vertex::parse_gtp(name, 9).unwrap()
    }

    #[test]
    fn three_chains_sharing_their_liberties_are_in_seki() {
        let game = game_of(&THREE_CHAINS);
        // Black cannot attack White's big chain or White H9 J9.
        for stone in ["F5", "H9"] {
            assert!(unassailable(&game, at(stone)), "{stone}");
        }
        // White may join its chains at G9 without self-atari (the move
        // that loses them), so Black H8 H7 J7 are left to the playouts,
        // which keep them Black's.
        assert!(!unassailable(&game, at("H8")));
        // Black's A9 and the chain around it have only eyes for
        // liberties: White cannot attack them either.
        assert!(unassailable(&game, at("A9")));
        // So does White's lower left group, whose liberties are its two
        // eyes B2 and D1.
        assert!(unassailable(&game, at("A1")));
    }

    #[test]
    fn a_dead_chain_in_the_opponents_area_is_no_seki() {
        // White C7 D7 inside Black's wall, with two liberties Black may
        // fill.
        let game = game_of(&[
            ".........",
            ".XXXXX...",
            ".XOO.X...",
            ".XX.XX...",
            "..XXX....",
            ".........",
            ".........",
            ".........",
            ".........",
        ]);
        assert!(!unassailable(&game, at("C7")));
    }

    #[test]
    fn a_chain_whose_liberties_the_opponent_can_fill_is_no_seki() {
        // Black's eyeless H8 H7 J7 against White's chains, after White
        // joined them at G9: Black's G7 now leaves White a dead shape.
        let mut rows = THREE_CHAINS;
        rows[0] = "X.XOOOOOO";
        let game = game_of(&rows);
        assert!(!unassailable(&game, at("F5")));
    }
}
