//! Prior knowledge of a new tree node: which moves its children are and
//! how many virtual visits and wins each starts with, from the learned
//! move features ([`features`], which read the root's playout owners,
//! [`owners`]) and ladder reading ([`tactics`]).

pub mod features;
pub mod owners;

use super::playout::nakade_reply;
use super::playout::two_libs::two_lib_moves;
use super::tactics::{self, Reading};
use super::tree::{Candidate, PASS};
use crate::board::{Board, Cell, Color, Move, Point, Vertex};
use crate::game::Game;
use crate::rules::Scoring;
use features::Gammas;
use owners::Owners;

/// Prior knowledge, in virtual visits and half wins: every move starts
/// even.
const EVEN: (u32, u32) = (10, 10);

/// Virtual wins a move with probability 1 under the feature model gets
/// on top of [`EVEN`] on 9×9; a move of probability `q` gets `sqrt(q)`
/// times as many (Pachi scales its pattern prior the same way). Neither
/// self-play nor games against Pachi showed a clear optimum between 20
/// and 200; 100 is the best seen (docs/strength.md; Pachi's own pattern
/// prior is about 210 on 9×9).
const FEATURE_PRIOR: f64 = 100.0;

/// Extra prior wins per line of board size beyond 9. On big boards the
/// playouts cannot tell a corner from the centre in the opening (a
/// random game rewards central stones), so the learned shape and
/// opening knowledge must weigh more: on 19×19 a prior of 150 beat one
/// of 50 (docs/strength.md), and 150 is kept there.
const FEATURE_PRIOR_PER_LINE: f64 = 5.0;

/// The feature prior for a board of `size` lines.
fn feature_prior(size: usize) -> f64 {
    FEATURE_PRIOR + FEATURE_PRIOR_PER_LINE * size.saturating_sub(9) as f64
}

/// The children of a position: every playable non-eye point and a pass.
/// Priors come from the learned move features ([`features`]), with the
/// ladder reading on top that the features lack.
///
/// At the root, `root_game` (the game whose position `board` is) also
/// drops the moves its rules forbid: superko, or suicide where the
/// playouts would allow it. `pass_allowed` is false during the rules'
/// no-pass opening; a pass is offered all the same when nothing else is
/// (a tiny full board). `owners` are those of the search root's
/// playouts, for every node of the tree, as in Pachi.
pub(super) fn candidates<const W: usize>(
    board: &Board<W>,
    color: Color,
    (last, prev): (Point, Point),
    root_game: Option<&Game>,
    pass_allowed: bool,
    owners: Option<&Owners>,
) -> Vec<Candidate> {
    let gammas = Gammas::get();
    let context = features::Context::new(board, last, prev).with_owners(owners);
    let mut scored: Vec<(Point, f32)> = Vec::with_capacity(board.empty_count());
    let mut total = 0.0f32;
    for p in board.empty_points() {
        if !board.is_playable_non_eye(p, color) {
            continue;
        }
        // Breaking a nakade seki gives the group away. The playouts never
        // try it (playout::is_bad_self_atari), so they cannot show what
        // it costs: after it they miss the precise kill and rate it a
        // gamble worth taking whenever the seki itself loses the game.
        // Filling the false eye of a seki is the same gift.
        if tactics::breaks_nakade_seki(board, p, color)
            || tactics::breaks_false_eye_seki(board, p, color)
        {
            continue;
        }
        if let Some(game) = root_game {
            let mv = Move::Play(board.vertex(p));
            if !game.is_legal(color, mv) || game.repeats_position(color, mv) {
                continue;
            }
        }
        let strength = gammas.strength(&features::features(board, p, color, &context));
        total += strength;
        scored.push((p, strength));
    }
    let mut out = Vec::with_capacity(scored.len() + 1);
    let weight = feature_prior(board.size());
    let policy = policy_moves(board, color, last);
    for (p, strength) in scored {
        let (mut pv, mut pw) = EVEN;
        let bonus = (weight * ((strength / total) as f64).sqrt()).round() as u32;
        pv += bonus;
        pw += 2 * bonus;
        // Running from a ladder only feeds it more stones.
        if escapes_into_ladder(board, p, color) {
            pv += 20;
            pw += 4;
        }
        if ladder_atari(board, p, color) {
            pv += 20;
            pw += 30;
        }
        if policy.contains(&p) {
            pv += POLICY_PRIOR;
            pw += 2 * POLICY_PRIOR;
        }

        out.push(Candidate {
            mv: p as u16,
            prior_visits: pv,
            prior_wins: pw,
        });
    }
    if pass_allowed || out.is_empty() {
        out.push(Candidate {
            mv: PASS,
            prior_visits: EVEN.0,
            prior_wins: if out.is_empty() { EVEN.1 } else { 2 },
        });
    }
    out
}

/// Virtual visits, all wins, for a move the playout policy's local
/// tactics would answer the last move with ([`policy_moves`]). Fuego's
/// prior knowledge starts such moves at a winrate of 1 over 9 visits on
/// small boards where others start at 0.4; the learned features already
/// see captures, escapes and ataris, but not which two-liberty fight or
/// eye space the last move opened.
const POLICY_PRIOR: u32 = 20;

/// The smallest board without [`POLICY_PRIOR`]. It was measured on 9×9
/// only, and on 19×19 it let the dead-stone judge's short search keep a
/// dead corner chain alive (gtp-tests/judge.tst 101: W+68.5 for W+0.5),
/// as two playout changes did before it (docs/strength.md).
const POLICY_PRIOR_MAX_SIZE: usize = 15;

/// The moves the playout policy's local tactics would answer `last`
/// with and the learned features cannot see: the two-liberty tactics
/// ([`two_lib_moves`]) and the nakade vital point.
fn policy_moves<const W: usize>(board: &Board<W>, color: Color, last: Point) -> Vec<Point> {
    if last == 0 || board.size() >= POLICY_PRIOR_MAX_SIZE {
        return Vec::new();
    }
    let mut moves = two_lib_moves(board, color, last);
    if let Some(p) = nakade_reply(board, color, last) {
        moves.push(p);
    }
    moves
}

/// The prior of a pass that may end a won game (see
/// [`pass_may_end_a_won_game`]), in virtual visits and half wins: a
/// sure win.
pub(crate) const WINNING_PASS: (u32, u32) = (EVEN.0, 2 * EVEN.0);

/// Whether a pass at the root starts as a sure win rather than as the
/// near-certain loss it is in most positions: under territory scoring,
/// when the count of the board as it stands, with the `dead` stones
/// (judged by an earlier search; none: every stone alive) taken off, is
/// `color`'s win. There a pass is how a won game ends, as each stone set
/// in one's own territory costs a point; but a search of a won position
/// rates every move close to a certain win, so a pass starting below
/// that is never tried (Fuego's cleanup_japanese_rules.tst: a won game
/// filled its own territory, test after test). Where the count loses,
/// the pass keeps its low prior: a losing side that passes gives up the
/// chances that playing on keeps. So does a pass while many points are
/// nobody's in that count (more than one a line of the board): in the
/// opening nearly all are, and the count is komi's win.
pub(crate) fn pass_may_end_a_won_game(game: &Game, color: Color, dead: &[Vertex]) -> bool {
    if game.rules().scoring != Scoring::Territory {
        return false;
    }
    let count = game.score(dead);
    count.dame as usize <= game.size() && count.result.winner() == Some(color)
}

/// Whether playing `p` runs an own chain in atari out into a ladder that
/// still takes it (a self-atari is left to the features).
fn escapes_into_ladder<const W: usize>(board: &Board<W>, p: Point, color: Color) -> bool {
    let own = Cell::of(color);
    let Some(&chain) = board
        .neighbors(p)
        .iter()
        .find(|&&n| board.cell(n) == own && board.in_atari(n))
    else {
        return false;
    };
    !is_self_atari(board, p, color) && tactics::ladder_captures(board, chain, Reading::Prior)
}

/// Whether `p` puts an opponent chain with two liberties in atari such
/// that a ladder then takes it.
fn ladder_atari<const W: usize>(board: &Board<W>, p: Point, color: Color) -> bool {
    let them = Cell::of(color.opponent());
    board.neighbors(p).iter().any(|&n| {
        board.cell(n) == them
            && board.lib_count(n) == 2
            && tactics::atari_captures(board, n, p, Reading::Prior)
    })
}

/// Whether a stone at `p` would have a single liberty without capturing.
fn is_self_atari<const W: usize>(board: &Board<W>, p: Point, color: Color) -> bool {
    board.self_atari_size(p, color).is_some()
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::board::Grid;
    use crate::rules::Rules;

    /// Black's wall on E shuts in four empty columns, White's on F three:
    /// Black leads by 9 points of territory before komi.
    fn split_board(rules: Rules, komi: f64) -> Game {
        let rows = ["....XO..."; 9];
        let (grid, _) = Grid::from_diagram(&rows);
        let mut game = Game::new(9, rules);
        game.set_komi(komi);
        game.set_root(grid, Color::Black, 0);
        game
    }

    #[test]
    fn a_pass_starts_as_a_win_only_for_the_winner_under_territory_scoring() {
        let game = split_board(Rules::japanese(), 6.5);
        assert!(pass_may_end_a_won_game(&game, Color::Black, &[]));
        assert!(!pass_may_end_a_won_game(&game, Color::White, &[]));
        let komi_turns_it = split_board(Rules::japanese(), 12.5);
        assert!(pass_may_end_a_won_game(&komi_turns_it, Color::White, &[]));
        // Under area scoring a stone in one's own territory costs
        // nothing, and a dame is worth a point: the pass stays low.
        let area = split_board(Rules::chinese(), 6.5);
        assert!(!pass_may_end_a_won_game(&area, Color::Black, &[]));
    }

    #[test]
    fn the_playouts_two_liberty_answers_start_ahead() {
        // The playouts' two-liberty tactics atari White's C6 from either
        // side, and the tree starts both ataris ahead.
        let (grid, _) = Grid::from_diagram(&crate::search::playout::two_libs::TWO_LIBERTY_STONE);
        let any = crate::game::board_from_grid(&grid);
        crate::with_board!(&any, b => check_policy_prior(b));
    }

    fn check_policy_prior<const W: usize>(board: &Board<W>) {
        let at = |name| board.point(Vertex::parse_gtp(name, 9).unwrap());
        let mut policy = policy_moves(board, Color::Black, at("C6"));
        policy.sort();
        let mut ataris = vec![at("C5"), at("D6")];
        ataris.sort();
        assert_eq!(policy, ataris);
        let kids = candidates(board, Color::Black, (at("C6"), 0), None, true, None);
        for p in ataris {
            let kid = kids.iter().find(|k| k.mv as Point == p).unwrap();
            assert!(kid.prior_visits >= EVEN.0 + POLICY_PRIOR);
            assert!(
                kid.prior_wins > kid.prior_visits,
                "{kid:?} starts below even"
            );
        }
        assert!(policy_moves(board, Color::Black, 0).is_empty());
    }

    #[test]
    fn no_pass_starts_as_a_win_in_the_opening() {
        // Komi wins the count of an open board for White.
        let mut game = Game::new(9, Rules::japanese());
        game.set_komi(6.5);
        for (color, v) in [(Color::Black, "E5"), (Color::White, "C3")] {
            let mv = Move::Play(Vertex::parse_gtp(v, 9).unwrap());
            game.play(color, mv).unwrap();
        }
        assert!(!pass_may_end_a_won_game(&game, Color::White, &[]));
    }
}
