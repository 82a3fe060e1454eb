//! One simulation of a search: descend the shared tree from the root by
//! the selection rule, expand a leaf once it has been visited often
//! enough, play the position out, count it under the rules and back the
//! result up the path, with AMAF (RAVE) results for every move the
//! simulation played and the final owner of every point.

use std::sync::atomic::{AtomicBool, AtomicU64, AtomicUsize};

use super::node::{DRAW, Node, WIN, is_pass, point};
use crate::board::{Board, Color, Point};
use crate::game::Game;
use crate::search::playout::count::PlayoutCount;
use crate::search::playout::{FirstPlay, play_out};
use crate::search::priors::candidates;
use crate::search::priors::owners::Owners;
use crate::search::rng::FastRng;

/// Everything the threads share.
pub(super) struct Shared<'a, const W: usize> {
    pub(super) game: &'a Game,
    pub(super) board: &'a Board<W>,
    pub(super) root: &'a Node,
    pub(super) to_move: Color,
    /// The points of the last two moves (0 for none or a pass).
    pub(super) last: Point,
    pub(super) prev: Point,
    pub(super) root_passes: usize,
    /// How a finished playout is counted: the rules' counting contract.
    pub(super) count: PlayoutCount,
    /// Dynamic komi (White's), for deciding wins only.
    pub(super) extra_komi: f64,
    pub(super) explore: f64,
    /// The weight of the score utility in selection (0: winrate only).
    pub(super) score_weight: f64,
    /// One over the score utility's scale in points.
    pub(super) score_inv_scale: f64,
    pub(super) playouts: AtomicU64,
    pub(super) max_playouts: u64,
    pub(super) nodes: AtomicUsize,
    pub(super) max_nodes: usize,
    pub(super) done: AtomicBool,
    /// Also count how often each point ends with an owner, for the
    /// spread of the ownership (an observer asked for it).
    pub(super) ownership_stdev: bool,
    /// Tree depths below the root whose moves are still in the rules'
    /// no-pass opening (0 once it is over).
    pub(super) no_pass_depth: usize,
    /// Who owned which points after the playouts run from the root
    /// before the search, for the priors ([`Owners`]).
    pub(super) owners: Owners,
}

/// Visits after which a leaf gets children: Pachi's `expand_p`. Each
/// expansion computes the features of every candidate, so expanding late
/// builds far fewer nodes and runs more playouts a second, at no
/// measurable cost in strength (docs/strength.md).
const EXPAND_AFTER: u32 = 8;
const RAVE_EQUIV: f64 = 3000.0;

pub(super) fn simulate<'a, const W: usize>(
    shared: &Shared<'a, W>,
    rng: &mut FastRng,
    first: &mut FirstPlay,
    path: &mut Vec<&'a Node>,
    ownership: &mut [i64],
) {
    let mut board = shared.board.clone();
    first.clear();
    path.clear();
    let root = shared.root;
    // Before this simulation's own visit, which counts as a loss until
    // its result comes back.
    let score = score_term(shared, root);
    root.add_visit();
    path.push(root);
    let mut node = root;
    let mut color = shared.to_move;
    let mut last = shared.last;
    let mut prev = shared.prev;
    let mut passes = shared.root_passes;
    let mut terminal = false;
    loop {
        // No pass among a node's candidates during the no-pass opening.
        let pass_allowed = path.len() > shared.no_pass_depth;
        let ready = node.children().is_some()
            || (node.visits() > EXPAND_AFTER
                && node.expand(
                    || {
                        candidates(
                            &board,
                            color,
                            (last, prev),
                            None,
                            pass_allowed,
                            Some(&shared.owners),
                        )
                    },
                    &shared.nodes,
                    shared.max_nodes,
                ));
        let Some(kids) = node.children().filter(|k| !k.is_empty() && ready) else {
            break;
        };
        // Only the leader plays for points (see `score_term`).
        let lead = score.filter(|s| s.leader == color);
        let explore = lead.map_or(shared.explore, |s| shared.explore.max(s.explore));
        let child = select(kids, node.visits(), explore, lead, color);
        child.add_visit();
        path.push(child);
        if is_pass(child.mv) {
            board.pass();
            first.pass();
            passes += 1;
            prev = last;
            last = 0;
        } else {
            let p = point(child.mv);
            board.play_unchecked(p, color);
            first.record(p, color);
            passes = 0;
            prev = last;
            last = p;
        }
        color = color.opponent();
        node = child;
        if passes >= 2 {
            terminal = true;
            break;
        }
    }
    // Two passes in the tree end the game as it stands only where dead
    // stones are never removed; otherwise the playout settles them.
    let (tree_moves, tree_placed) = (first.moves(), first.placed());
    if !terminal || shared.count.rules().remove_dead {
        play_out(&mut board, color, last, rng, first);
    }
    let margin = shared
        .count
        .simulation_margin(&board, first, tree_moves, tree_placed);
    let win_margin = margin - shared.extra_komi;
    let black_result = match shared.count.rules().result(win_margin).winner() {
        Some(Color::Black) => WIN,
        Some(Color::White) => 0,
        None => DRAW,
    };
    let score_x2 = (margin * 2.0).round() as i64;
    // Back up: path[i] was played by the colour to move at depth i - 1.
    let mut mover = shared.to_move.opponent();
    let game_len = first.moves();
    for (depth, n) in path.iter().enumerate() {
        let result = if mover == Color::Black {
            black_result
        } else {
            WIN - black_result
        };
        n.add_result(result, score_x2);
        // AMAF: children of this node are moves of the opposite colour.
        let child_color = mover.opponent();
        if let Some(kids) = n.children() {
            let child_result = WIN - result;
            // The children's moves are move `depth` of the simulation.
            let start = depth as u32;
            for k in kids {
                if is_pass(k.mv) {
                    continue;
                }
                let first_move = first.first_move_by(point(k.mv), child_color);
                let Some(at) = first_move.filter(|&at| at >= start) else {
                    continue;
                };
                k.add_rave(child_result, amaf_weight(at, start, game_len));
            }
        }
        mover = mover.opponent();
    }
    accumulate_ownership(&board, ownership);
}

/// Pachi's `distance_rave`: the extra weight an AMAF result gets, scaled
/// by how early in the simulation its move came.
const AMAF_DISTANCE_WEIGHT: u32 = 3;

/// The weight of an AMAF result for a move first played at move `at` of
/// a simulation of `len` moves, for the children of the node whose moves
/// are move `start`: 1 plus [`AMAF_DISTANCE_WEIGHT`] times the share of
/// the simulation still to come, rounded down, so 3 for a move played at
/// once (the share is just under 1) down to 1 for the last moves. A move
/// played early is more likely the cause of the result than one played
/// after many others.
#[inline]
fn amaf_weight(at: u32, start: u32, len: u32) -> u64 {
    (1 + AMAF_DISTANCE_WEIGHT * len.saturating_sub(at) / (len - start + 1)) as u64
}

/// Adds the final owner of every point (+1 Black, −1 White) to the
/// first `64 * W` sums; when `sums` is twice that long (the spread of the
/// owners was asked for), also adds to the second half whether the point
/// has an owner at all (the owner's square), so that the search can tell
/// the mean of the squares from the square of the mean.
pub(super) fn accumulate_ownership<const W: usize>(board: &Board<W>, sums: &mut [i64]) {
    if sums.len() > 64 * W {
        let (owners, owned) = sums.split_at_mut(64 * W);
        for p in board.on_board().iter() {
            let owner = owner_sign(board, p);
            owners[p] += owner;
            owned[p] += owner.abs();
        }
    } else {
        for p in board.on_board().iter() {
            sums[p] += owner_sign(board, p);
        }
    }
}

/// +1 for a point Black owns at the end of a playout, −1 for White, 0
/// for neither ([`Board::area_owner`]).
#[inline]
fn owner_sign<const W: usize>(board: &Board<W>, p: Point) -> i64 {
    match board.area_owner(p) {
        Some(Color::Black) => 1,
        Some(Color::White) => -1,
        None => 0,
    }
}

/// The score utility of one search: its weight, centre (Black's mean
/// margin at the root) and inverse scale (see [`Node::score_utility`]).
#[derive(Clone, Copy, Debug)]
pub(super) struct ScoreTerm {
    /// The side the root's winrate favours, the only one the term is for.
    leader: Color,
    /// The UCB exploration of the leader's choices (see [`SCORE_EXPLORE`]).
    explore: f64,
    weight: f64,
    center: f64,
    inv_scale: f64,
}

/// The root winrates (of either side) from which the score utility
/// begins to count, and from which it counts in full: Pachi's dynamic
/// komi in even games also waits for a winrate outside [0.2, 0.85].
const SCORE_FROM: f64 = 0.9;
const SCORE_FULL: f64 = 0.98;

/// The score term of the next simulation, if any. Its weight grows from
/// nothing at a root winrate of [`SCORE_FROM`] (or 1 − that, whoever
/// leads) to the full `score_weight` at [`SCORE_FULL`]: while the game is
/// open the winrate alone chooses, since playing for points there lost
/// games (35 of 100 at weight 0.1 throughout, docs/strength.md); once the
/// winner is clear the margin is all that is left to play for.
///
/// Only the leader plays for points. The loser, whose every move loses,
/// would otherwise choose the moves whose playouts end best, and those
/// are invasions the random playouts fail to refute, not the largest
/// endgame move (gtp-tests/endgame.tst); by winrate and priors alone it
/// plays the endgame as before. The leader's choices also get UCB
/// exploration ([`SCORE_EXPLORE`]): once every move wins, the winrates no
/// longer spread the visits, and a move never tried cannot show its
/// margin.
///
/// The centre is the mean margin of the search so far, so that the term
/// tells moves apart where the game is expected to end (KataGo's dynamic
/// score centre). Read from the root at each simulation, so that a
/// seeded one-thread search stays reproducible.
fn score_term<const W: usize>(shared: &Shared<'_, W>, root: &Node) -> Option<ScoreTerm> {
    if shared.score_weight <= 0.0 || root.visits() < SCORE_MIN_VISITS {
        return None;
    }
    // How far the root player leads: the root's statistics are those of
    // the move into it, the opponent's.
    let lead = 1.0 - 2.0 * root.winrate();
    let (from, full) = (2.0 * SCORE_FROM - 1.0, 2.0 * SCORE_FULL - 1.0);
    let share = ((lead - from) / (full - from)).min(1.0);
    (share > 0.0).then(|| ScoreTerm {
        leader: shared.to_move,
        explore: SCORE_EXPLORE * share,
        weight: shared.score_weight * share,
        center: root.mean_score(),
        inv_scale: shared.score_inv_scale,
    })
}

/// Root visits before the score utility may count: the winrate of the
/// first few playouts is 0 or 1 and says nothing about who leads, and
/// the first visits shape the tree that later ones follow.
const SCORE_MIN_VISITS: u32 = 200;

/// The UCB exploration weight of the leader's choices once the score
/// utility counts in full: enough for a move a point better than the
/// most visited one to be tried and found within a few thousand
/// playouts on 9×9 (gtp-tests/endgame.tst), little enough to leave most
/// visits on the best move.
const SCORE_EXPLORE: f64 = 0.1;

/// The scale of the score utility in points per line of board size:
/// KataGo's dynamic score scale (0.75 × the square root of the area), so
/// that one point counts about as much on 9×9 as two on 19×19.
pub(super) const SCORE_SCALE_PER_LINE: f64 = 0.75;

/// The child with the highest [`Node::urgency`] plus `explore` times the
/// UCB term sqrt(ln N / n), plus the weighted score utility of `mover`'s
/// move when `score` is given (to the leader of a decided game, see
/// [`score_term`]). Move choice uses no exploration: the priors
/// and the RAVE statistics, which every playout updates for every move
/// it plays, already spread the visits, as in Pachi and Fuego; a weight
/// of 0.2 spent playouts on moves both sources call bad and lost games
/// (docs/strength.md).
///
/// The score utility is why a won game is still played for points: once
/// every move wins, the winrates no longer tell a point taken from a dame
/// or a pass, and the margins do. It only steers the visits; the winrates
/// and scores reported stay those of the playouts.
#[inline]
fn select(
    kids: &[Node],
    parent_visits: u32,
    explore: f64,
    score: Option<ScoreTerm>,
    mover: Color,
) -> &Node {
    let sign = if mover == Color::Black { 1.0 } else { -1.0 };
    // Move-choice searches (explore 0) skip the logarithm and the square
    // root per child: this loop runs for every child at every step down.
    let parent_log = if explore > 0.0 {
        ((parent_visits + 1) as f64).ln()
    } else {
        0.0
    };
    let mut best = &kids[0];
    let mut best_value = f64::NEG_INFINITY;
    for k in kids {
        let mut value = k.urgency(RAVE_EQUIV);
        if let Some(s) = score {
            value += s.weight * k.score_utility(s.center, sign, s.inv_scale);
        }
        if explore > 0.0 {
            value += explore * (parent_log / (k.total_visits() + 1.0)).sqrt();
        }
        if value > best_value {
            best_value = value;
            best = k;
        }
    }
    best
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn amaf_weights_fall_from_three_to_one_along_the_simulation() {
        // A simulation of 41 moves, seen from a node at depth 1.
        assert_eq!(amaf_weight(1, 1, 41), 2 + 1);
        assert_eq!(amaf_weight(20, 1, 41), 2);
        assert_eq!(amaf_weight(40, 1, 41), 1);
    }
}
