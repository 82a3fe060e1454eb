//! Local seki that the dead-stone judge's playouts misread.
//!
//! The judge gives a chain to the opponent when the playouts mostly
//! capture it. In a seki where the owner has a liberty it may fill
//! without self-atari but must not (filling it lets the opponent throw
//! in a killing shape), the playouts fill it at random and the chain
//! dies, and the count gives a living group away (a real game that ended
//! so is in docs/strength.md and `gtp-tests/judge.tst`).
//!
//! [`unassailable`] reads the position instead: the chain, the chains
//! that share its liberties, theirs in turn, form a small closed group,
//! and the opponent cannot capture the chain by local play. A short
//! minimax over the group's liberties settles that, the owner free to
//! answer elsewhere (pass); a line the reading cannot finish counts as a
//! kill, so the check keeps a chain only when it has shown it lives.

use crate::board::{AnyBoard, Color, Move, Suicide, Vertex};
use crate::game::Game;

/// The most chains a local seki may span.
const MAX_CHAINS: usize = 8;

/// The most liberties its chains may have together.
const MAX_LIBERTIES: usize = 6;

/// Moves read in one line (the owner's passes are free): enough for the
/// attacker to fill every liberty of the group and the owner to answer.
const READ_DEPTH: u32 = 12;

/// Positions read in one check before giving up (unproven: no seki).
const READ_NODES: u32 = 20_000;

/// A capture of this many stones or more by the owner leaves it an eye
/// space no attacker can reduce to one eye (the largest killable shape
/// has six points), so the line ends there in the owner's favour.
const LIVING_CAPTURE: u32 = 7;

/// Whether the opponent of the chain through `stone` cannot capture it:
/// with every chain that shares a liberty with it, and with those chains
/// in turn, it makes a closed group of at most [`MAX_CHAINS`] chains and
/// [`MAX_LIBERTIES`] liberties, and reading the moves on those liberties
/// shows that the owner holds whatever the opponent plays first. That is
/// a local seki, or a group whose liberties are all its own eyes. A dead
/// chain inside the opponent's area never qualifies: the closure takes in
/// the opponent's surrounding chains and their liberties, too many to
/// read.
pub fn unassailable(game: &Game, stone: Vertex) -> bool {
    let board = game.board();
    let Some(owner) = board.color_at(stone) else {
        return false;
    };
    let mut reader = Reader {
        owner,
        target: stone,
        size: game.size(),
        nodes: 0,
        line: vec![board.hash()],
    };
    !reader.attack_succeeds(board, READ_DEPTH)
}

/// The liberties of the closed group around a chain.
struct Closure {
    libs: Vec<Vertex>,
    /// Whether every chain in it has two liberties or more.
    settled: bool,
}

/// The closed group around the chain through `stone`, or `None` when it
/// spans more than [`MAX_CHAINS`] chains or [`MAX_LIBERTIES`] liberties.
fn closure(board: &AnyBoard, stone: Vertex, size: usize) -> Option<Closure> {
    let mut chains = vec![board.chain_stones(stone)];
    let mut libs: Vec<Vertex> = Vec::new();
    let mut settled = true;
    let mut i = 0;
    while i < chains.len() {
        let chain_libs = board.chain_liberties(chains[i][0]);
        settled &= chain_libs.len() >= 2;
        for lib in chain_libs {
            if libs.contains(&lib) {
                continue;
            }
            if libs.len() == MAX_LIBERTIES {
                return None;
            }
            libs.push(lib);
            for n in lib.neighbors(size) {
                if board.color_at(n).is_some() && !chains.iter().any(|c| c.contains(&n)) {
                    if chains.len() == MAX_CHAINS {
                        return None;
                    }
                    chains.push(board.chain_stones(n));
                }
            }
        }
        i += 1;
    }
    Some(Closure { libs, settled })
}

/// The local reading of one check.
struct Reader {
    owner: Color,
    /// A stone of the chain whose life is read.
    target: Vertex,
    size: usize,
    nodes: u32,
    /// The positions of the line being read: a move back to one of them
    /// is not played (positional superko; without it two stones thrown
    /// in and one taken back, as in game 38 of the tests, cycle until
    /// the depth runs out and nothing is shown).
    line: Vec<u64>,
}

impl Reader {
    /// With the attacker to move: whether it captures the target against
    /// every local defence, or the reading cannot show that it does not.
    fn attack_succeeds(&mut self, board: &AnyBoard, depth: u32) -> bool {
        if board.color_at(self.target) != Some(self.owner) {
            return true;
        }
        let Some(group) = closure(board, self.target, self.size) else {
            return true;
        };
        let attacker = self.owner.opponent();
        let moves: Vec<AnyBoard> = group
            .libs
            .iter()
            .filter_map(|&at| sound_move(board, attacker, at, self.size))
            .filter(|after| !self.line.contains(&after.hash()))
            .collect();
        if moves.is_empty() {
            // Nothing left to try: the group stands if no chain of it is
            // short of liberties (else the reading went too far to judge).
            return !group.settled;
        }
        if depth == 0 {
            return true;
        }
        for next in moves {
            self.nodes += 1;
            if self.nodes > READ_NODES {
                return true;
            }
            self.line.push(next.hash());
            let holds = self.defence_holds(&next, depth - 1);
            self.line.pop();
            if !holds {
                return true;
            }
        }
        false
    }

    /// With the owner to move: whether some answer, a pass included,
    /// keeps the target from capture.
    fn defence_holds(&mut self, board: &AnyBoard, depth: u32) -> bool {
        if board.color_at(self.target) != Some(self.owner) {
            return false;
        }
        if !self.attack_succeeds(board, depth) {
            return true;
        }
        if depth == 0 {
            return false;
        }
        let Some(group) = closure(board, self.target, self.size) else {
            return false;
        };
        for at in group.libs {
            let mut next = board.clone();
            let Ok(played) = next.play(Move::Play(at), self.owner, Suicide::Forbidden) else {
                continue;
            };
            if self.line.contains(&next.hash()) {
                continue;
            }
            if played.captured >= LIVING_CAPTURE {
                return true;
            }
            self.nodes += 1;
            if self.nodes > READ_NODES {
                return false;
            }
            self.line.push(next.hash());
            let lives = !self.attack_succeeds(&next, depth - 1);
            self.line.pop();
            if lives {
                return true;
            }
        }
        false
    }
}

/// The position after `color` plays `at`, if that may be a move that
/// kills: legal, and either capturing, or leaving the played chain two
/// liberties or more, or a single stone thrown in, or a self-atari of
/// several stones that touch one opponent chain only (a nakade
/// sacrifice: once captured, the stones may leave that chain a dead eye
/// shape). A self-atari of several stones touching two opponent chains
/// or more is not: the capture joins their eye space, as in the game
/// above.
fn sound_move(board: &AnyBoard, color: Color, at: Vertex, size: usize) -> Option<AnyBoard> {
    let them = color.opponent();
    let mut after = board.clone();
    let played = after.play(Move::Play(at), color, Suicide::Forbidden).ok()?;
    if played.captured > 0 || after.chain_liberties(at).len() >= 2 {
        return Some(after);
    }
    let chain = after.chain_stones(at);
    if chain.len() == 1 {
        return Some(after);
    }
    let mut touched: Option<Vec<Vertex>> = None;
    for n in chain.iter().flat_map(|s| s.neighbors(size)) {
        if after.color_at(n) != Some(them) {
            continue;
        }
        match &touched {
            None => touched = Some(after.chain_stones(n)),
            Some(first) if !first.contains(&n) => return None,
            Some(_) => {}
        }
    }
    Some(after)
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
        // Nor can White attack Black H8 H7 J7: White G9 joins its chains
        // and keeps two liberties, but Black G7 then leaves White a dead
        // shape (one move of reading saw only the two liberties).
        assert!(unassailable(&game, at("H8")));
        // Black's A9 and the chain around it have only eyes for
        // liberties: White cannot attack them either.
        assert!(unassailable(&game, at("A9")));
        // So does White's lower left group, whose liberties are its two
        // eyes B2 and D1.
        assert!(unassailable(&game, at("A1")));
    }

    /// Session 15's game 38 against Pachi at its end: White's H2 J2
    /// (liberties J1, J3), Black's ten-stone chain through G2 and H3 (G1,
    /// J3) and Black's H1 (G1, J1). Black G1 joins two chains and keeps
    /// two liberties, but after it neither side can fill J1 or J3 without
    /// losing its chain: a seki, as Pachi and GNU Go count it.
    const GAME_38: [&str; 9] = [
        "OX..XXXOO",
        ".XXX.XOO.",
        "XX.XXOO.O",
        "XOOXO.OOO",
        "OOXXOOOXO",
        "XX.XOXXXX",
        ".XXXOOXX.",
        "XXOXOXXOO",
        ".XOOOX.X.",
    ];

    #[test]
    fn a_seki_that_one_move_of_reading_misses() {
        let game = game_of(&GAME_38);
        for stone in ["H2", "H1", "H3"] {
            assert!(unassailable(&game, at(stone)), "{stone}");
        }
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
