//! The dead-stone judge: which chains are dead from a search's
//! ownership (with Benson's unconditional life and the local seki check
//! on top), which chains in atari are taken before counting, what to fill
//! before passing and what to capture in cleanup.

pub mod local_seki;

use crate::board::{Color, Move, Vertex};
use crate::game::Game;
use crate::rules::{ScoreInput, benson, score};
use crate::search::report::Ownership;

/// The mean ownership (from the chain's view) an own chain needs to count
/// as alive when deciding to pass: kept more often than lost.
pub(super) const OWN_ALIVE_FOR_PASS: f64 = 0.0;

/// How far below even (from the chain's own view) the mean ownership of a
/// chain's stones must be for it to count as dead. 0.2 kept three white
/// stones alive in a 19×19 corner Black owned (gtp-tests/judge.tst): on a
/// big board the playouts let an invader live four times in ten. In the
/// 635 two-pass games replayed against GNU Go's counts (9×9 chinese and
/// japanese, 13×13, 19×19) 0.1 and 0.0 changed nothing else.
pub(super) const DEAD_OWNERSHIP: f64 = 0.1;

/// Dead stones: never a pass-alive chain, always a chain inside the
/// opponent's pass-alive territory (Benson), otherwise the chains the
/// playouts mostly give to the opponent; Black's chains are judged by
/// `black_stones`, White's by `white_stones` (ownership maps).
pub(super) fn dead_from(
    game: &Game,
    black_stones: &Ownership,
    white_stones: &Ownership,
) -> Vec<Vertex> {
    dead_below(game, [black_stones, white_stones], [-DEAD_OWNERSHIP; 2])
}

/// [`dead_from`] with one ownership map and one threshold per colour: a
/// chain whose mean ownership (from its own view) is below its colour's
/// threshold is dead.
pub(super) fn dead_below(game: &Game, ownership: [&Ownership; 2], below: [f64; 2]) -> Vec<Vertex> {
    let grid = game.board().to_grid();
    let proved = benson(&grid);
    let mut dead = Vec::new();
    for v in grid.vertices() {
        let Some(c) = grid.get(v) else { continue };
        if proved.is_alive(v) {
            continue;
        }
        let chain = game.board().chain_stones(v);
        // Each chain once, at its least stone: a chain kept alive is not
        // in `dead`, and its seki check reads the board and plays moves.
        if chain.iter().any(|s| *s < v) {
            continue;
        }
        if proved.territory_of(v) == Some(c.opponent()) {
            dead.extend(chain);
            continue;
        }
        let ownership = ownership[c.index()];
        let mean: f64 =
            chain.iter().map(|&s| ownership.get_for(s, c)).sum::<f64>() / chain.len() as f64;
        // The playouts of a finished game often give even living chains
        // to the opponent a third of the time (random play fills eye
        // space), so a chain the playouts give away more often than they
        // keep it, by a clear margin, is dead, unless the opponent has
        // no move against it (a seki the playouts break by filling the
        // owner's own liberty).
        if mean < below[c.index()]
            && !local_seki::unassailable(game, v)
            && !ko_inside_a_seki(game, &chain, &[])
        {
            dead.extend(chain);
        }
    }
    dead
}

/// `dead` plus every chain the opponent, moving first, takes for good: a
/// chain in atari whose capture is legal and cannot be answered by
/// taking back more than one stone (a snapback). A single stone in a ko
/// counts as taken: after the game, its owner may not retake at once
/// (Japanese 1989 rules need a pass in between), and the capturer
/// connects. The playouts leave such chains to chance, retaking the ko
/// or not. GNU Go counts some such stones dead (F9 in
/// gtp-tests/judge.tst) and most alive, with the ko point dame.
pub(super) fn with_chains_in_atari(game: &Game, mut dead: Vec<Vertex>) -> Vec<Vertex> {
    if !game.rules().remove_dead {
        return dead;
    }
    let confirms = game.rules().confirms_after_the_game();
    let board = game.board();
    for v in Vertex::all(board.size()) {
        let Some(color) = board.color_at(v) else {
            continue;
        };
        if dead.contains(&v) {
            continue;
        }
        let chain = board.chain_stones(v);
        if chain.iter().any(|s| *s < v) || !taken_for_good(game, color, &chain) {
            continue;
        }
        if confirms && only_dead_around(game, &chain, &dead)
            || ko_inside_a_seki(game, &chain, &dead)
        {
            continue;
        }
        dead.extend(chain);
    }
    dead
}

/// Whether every opponent stone next to `chain` is dead. Under the
/// Japanese 1989 rules (Art. 7) such a chain is not in atari at the
/// count: the dead stones around it are taken off by agreement, not
/// by play, and a capture by stones that are themselves dead does not
/// stand. The bent four in gtp-tests/japanese1989.tst: White's B9 A8
/// B8 can be taken at A9 only by Black's dead corner stones.
fn only_dead_around(game: &Game, chain: &[Vertex], dead: &[Vertex]) -> bool {
    let board = game.board();
    let size = game.size();
    let mut around = chain
        .iter()
        .flat_map(|s| s.neighbors(size))
        .filter(|n| board.color_at(*n).is_some() && !chain.contains(n))
        .peekable();
    around.peek().is_some() && around.all(|n| dead.contains(&n))
}

/// Whether `chain` is the lone stone of a ko between chains in seki: a
/// ten-thousand-year ko or one of the two kos of a double-ko seki. The
/// official commentary to the Japanese 1989 rules counts a ko of a seki
/// left at the end as part of the seki, stone and all (Life and Death,
/// example 12, for the ten-thousand-year ko); a literal reading of
/// Art. 7-2 would let the capturer take the stone in the confirmation
/// (docs/rules.md §5). An ordinary ko between living groups is not one:
/// the stones around it are alive, not in seki.
fn ko_inside_a_seki(game: &Game, chain: &[Vertex], dead: &[Vertex]) -> bool {
    let [stone] = chain[..] else { return false };
    let board = game.board();
    let size = game.size();
    if board.color_at(stone).is_none() || board.chain_liberties(stone).len() != 1 {
        return false;
    }
    let mut around = stone
        .neighbors(size)
        .filter(|n| {
            board
                .color_at(*n)
                .is_some_and(|c| Some(c) != board.color_at(stone))
        })
        .peekable();
    if around.peek().is_none() {
        return false;
    }
    let grid = board.to_grid();
    let count = score(
        game.rules(),
        &ScoreInput {
            board: &grid,
            dead,
            captures: [0, 0],
            handicap: 0,
        },
    );
    around.all(|n| count.seki_stones.contains(&n))
}

/// Whether the opponent of `color` captures `chain` for good by playing
/// at its one liberty.
fn taken_for_good(game: &Game, color: Color, chain: &[Vertex]) -> bool {
    let board = game.board();
    let libs = board.chain_liberties(chain[0]);
    let [lib] = libs[..] else { return false };
    let capturer = color.opponent();
    // Mutual atari: whoever moves first captures, which the two judges,
    // each letting the other side move first, cannot both be right about.
    let size = game.size();
    let counter = chain
        .iter()
        .flat_map(|s| s.neighbors(size))
        .any(|n| board.color_at(n) == Some(capturer) && board.chain_liberties(n).len() == 1);
    if counter {
        return false;
    }
    let mut after = game.clone();
    if after.play(capturer, Move::Play(lib)).is_err() {
        return false;
    }
    let board = after.board();
    if board.chain_liberties(lib).len() >= 2 {
        return true;
    }
    // In atari itself: a ko when one stone took one stone, else the owner
    // takes back (a snapback, or a recapture of the lone capturer).
    chain.len() == 1 && board.chain_stones(lib).len() == 1
}

/// The move that must come before a pass: the liberty of an own living
/// chain in atari that the opponent could take. Left open, such a point
/// is no territory (under Japanese rules the owner has to fill it, a
/// *teire*, and GNU Go counts it so), and the opponent may capture there
/// after our pass. Filling it costs nothing under area scoring.
pub(super) fn reinforcement(game: &Game, color: Color, dead: &[Vertex]) -> Option<Move> {
    let board = game.board();
    let mut seen: Vec<Vertex> = Vec::new();
    for v in Vertex::all(board.size()) {
        if board.color_at(v) != Some(color) || seen.contains(&v) || dead.contains(&v) {
            continue;
        }
        seen.extend(board.chain_stones(v));
        let libs = board.chain_liberties(v);
        let [lib] = libs[..] else { continue };
        let mv = Move::Play(lib);
        if game.is_legal(color.opponent(), mv) && stands_after(game, color, lib) {
            return Some(mv);
        }
    }
    None
}

/// Whether `color` may play at `lib` and leave the new stone's chain at
/// least two liberties (no capture handed to the opponent).
fn stands_after(game: &Game, color: Color, lib: Vertex) -> bool {
    let mut after = game.clone();
    after.play(color, Move::Play(lib)).is_ok() && after.board().chain_liberties(lib).len() >= 2
}

/// A move that removes dead opponent stones, and whether it captures.
pub(super) struct Cleanup {
    pub(super) mv: Move,
    pub(super) captures: bool,
}

/// A move that helps remove dead opponent stones: the capture of a dead
/// chain in atari if there is one, else a legal liberty of a dead chain
/// that leaves the new stone's chain at least two liberties (a cleanup
/// move must not hand the opponent a capture).
pub(super) fn cleanup_move(game: &Game, color: Color, dead: &[Vertex]) -> Option<Cleanup> {
    let board = game.board();
    let mut fallback = None;
    let mut seen: Vec<Vertex> = Vec::new();
    for &v in dead {
        if board.color_at(v) != Some(color.opponent()) || seen.contains(&v) {
            continue;
        }
        seen.extend(board.chain_stones(v));
        let libs = board.chain_liberties(v);
        for &lib in &libs {
            let mv = Move::Play(lib);
            if !game.is_legal(color, mv) {
                continue;
            }
            if libs.len() == 1 {
                return Some(Cleanup { mv, captures: true });
            }
            if fallback.is_none() && stands_after(game, color, lib) {
                fallback = Some(Cleanup {
                    mv,
                    captures: false,
                });
            }
        }
    }
    fallback
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::board::Grid;
    use crate::rules::Rules;

    #[test]
    fn a_chain_in_atari_is_filled_before_passing() {
        // Game 31 of a Japanese match: Black's G3 has one liberty, G4,
        // where White may capture. Black must fill G4 (a teire) rather
        // than pass; GNU Go counts the point as nobody's.
        let (grid, _) = Grid::from_diagram(&[
            ".........",
            ".........",
            "XXXX..X..",
            "XOOOX....",
            "OOXX..XXX",
            "O.OXXX.XO",
            ".OOOXOXOO",
            "....OOOO.",
            ".........",
        ]);
        let mut game = Game::new(9, Rules::japanese());
        game.set_root(grid, Color::Black, 0);
        let g4 = Move::Play(Vertex::parse_gtp("G4", 9).unwrap());
        assert_eq!(reinforcement(&game, Color::Black, &[]), Some(g4));
        // White has nothing to fill, and a dead chain is not saved.
        assert_eq!(reinforcement(&game, Color::White, &[]), None);
        let g3 = Vertex::parse_gtp("G3", 9).unwrap();
        assert_eq!(reinforcement(&game, Color::Black, &[g3]), None);
    }

    /// The chains `with_chains_in_atari` adds to none, sorted, for a
    /// 9×9 board whose top rows are `top` and the rest empty, White next.
    fn taken_in(top: &[&str], rules: Rules) -> Vec<Vertex> {
        let mut rows = top.to_vec();
        rows.resize(9, ".........");
        let (grid, _) = Grid::from_diagram(&rows);
        let mut game = Game::new(9, rules);
        game.set_root(grid, Color::White, 0);
        let mut taken = with_chains_in_atari(&game, Vec::new());
        taken.sort_by_key(|v| (v.row, v.col));
        taken
    }

    #[test]
    fn a_stone_in_a_ko_at_the_end_is_taken() {
        // Black F9 has one liberty, E9: White takes it there, and Black
        // may not retake the ko at once.
        let rows = ["...X.XO..", "...XXOO..", "...XO...."];
        let f9 = Vertex::parse_gtp("F9", 9).unwrap();
        assert_eq!(taken_in(&rows, Rules::japanese()), vec![f9]);
        assert_eq!(taken_in(&rows, Rules::chinese()), vec![f9]);
        // Tromp-Taylor removes no stones.
        assert!(taken_in(&rows, Rules::tromp_taylor()).is_empty());
    }

    #[test]
    fn the_ko_of_a_seki_is_not_taken() {
        // A ten-thousand-year ko (gtp-tests/japanese1989.tst): Black may
        // take White's lone B9 at A9, but the chains around it are in
        // seki, so the stone stands with them.
        let mannen = [
            ".OX.OX...",
            "OXXXOX...",
            "O.XOOX...",
            "OOOOXX...",
            "XXXXXXXXX",
            "OOOOOOOOO",
        ];
        // A double-ko seki: each side's lone ko stone (B9, E9) in atari.
        let double_ko = [
            ".OX.XOX..",
            "OXXXOOX..",
            "OO.OOXX..",
            "XOOOXX...",
            "XXXXXXXXX",
            "OOOOOOOOO",
        ];
        for rows in [mannen, double_ko] {
            for rules in [Rules::japanese(), Rules::chinese()] {
                assert!(taken_in(&rows, rules).is_empty(), "{rows:?}");
            }
        }
    }

    #[test]
    fn a_chain_taken_only_by_dead_stones_stands_under_japanese_rules() {
        // The bent four of gtp-tests/japanese1989.tst: Black's corner
        // stones are dead, so White's B9 A8 B8, in atari at A9, live
        // under Japanese rules; Chinese rules keep taking them.
        let rows = [
            ".OX.O....",
            "OOX.O....",
            "XXXXO....",
            "OOOOO....",
            "OOOOOOOOO",
            "XXXXXXXXX",
            ".........",
            ".........",
            ".........",
        ];
        let (grid, _) = Grid::from_diagram(&rows);
        let at = |name: &str| Vertex::parse_gtp(name, 9).unwrap();
        let black: Vec<Vertex> = ["C9", "C8", "A7", "B7", "C7", "D7"].map(at).to_vec();
        for (rules, white_taken) in [(Rules::japanese(), false), (Rules::chinese(), true)] {
            let mut game = Game::new(9, rules);
            game.set_root(grid.clone(), Color::White, 0);
            let dead = with_chains_in_atari(&game, black.clone());
            assert_eq!(dead.contains(&at("B9")), white_taken, "{rules:?}");
        }
    }

    #[test]
    fn a_snapback_or_a_mutual_atari_takes_nothing() {
        // White's E9 would take Black D9, but Black takes back E9 F9
        // at D9; Black's E9 takes White F9 for good.
        let snapback = ["..OX.OX..", "...OXXX.."];
        let f9 = Vertex::parse_gtp("F9", 9).unwrap();
        assert_eq!(taken_in(&snapback, Rules::chinese()), vec![f9]);
        // Black B9 and White C9 are each in atari: whoever moves first
        // captures.
        let mutual = [".XO......", ".OX......"];
        assert!(taken_in(&mutual, Rules::chinese()).is_empty());
    }

    #[test]
    fn dead_from_trusts_benson_over_ownership() {
        let (grid, _) = Grid::from_diagram(&[
            "O.X.X....",
            "XXXXX....",
            ".........",
            ".........",
            "....X....",
            ".........",
            "......O..",
            "..O......",
            "........X",
        ]);
        let mut game = Game::new(9, Rules::chinese());
        game.set_root(grid.clone(), Color::Black, 0);
        let at = |name: &str| Vertex::parse_gtp(name, 9).unwrap();
        // Ownership that is wrong about the proved stones: it gives the
        // pass-alive black group and the white stone inside its eye to
        // White. Elsewhere it decides: E5 and J1 stay Black's, G3 goes
        // to Black (so White's G3 is dead), C2 stays White's.
        let decided = [("E5", 0.8), ("J1", 0.2), ("G3", 0.9), ("C2", -0.9)];
        let ownership = Ownership::from_fn(9, |v| {
            match decided.iter().find(|(name, _)| at(name) == v) {
                Some(&(_, value)) => value,
                None if v.row >= 7 => -0.9,
                None => 0.0,
            }
        });
        let mut dead = dead_from(&game, &ownership, &ownership);
        dead.sort_by_key(|v| (v.row, v.col));
        assert_eq!(dead, vec![at("G3"), at("A9")]);
    }
}
