//! One search: the budget, the threads that run simulations over the
//! shared tree (`simulate`) until the budget is spent or an observer or
//! the early stop ends it, and the report of the root's statistics.
//!
//! Monomorphised per board size class; [`search_tree`] picks the class
//! from the game's board.

use std::collections::HashMap;
use std::sync::atomic::{AtomicBool, AtomicU64, AtomicUsize, Ordering};
use std::sync::{Arc, Mutex, OnceLock};
use std::time::{Duration, Instant};

use super::node::{Candidate, Node, PASS, is_pass, point};
use super::simulate::{SCORE_SCALE_PER_LINE, Shared, simulate};
use crate::board::{Board, Color, Move, Point, Vertex};
use crate::game::Game;
use crate::search::playout::FirstPlay;
use crate::search::playout::count::PlayoutCount;
use crate::search::priors::owners::{OWNER_PLAYOUTS, Owners};
use crate::search::priors::{self, candidates};
use crate::search::report::{Hooks, MoveInfo, Ownership, RootFilter, RootInfo, SearchReport};
use crate::search::rng::FastRng;
use crate::with_board;

/// How much one search may spend.
#[derive(Clone, Debug)]
pub struct Budget {
    pub playouts: Option<u64>,
    pub seconds: Option<f64>,
    /// A timed search whose move is still unclear at `seconds` may go on
    /// up to this many seconds (see `unclear`); `None` never stretches.
    pub stretch_to: Option<f64>,
    pub threads: usize,
    pub seed: Option<u64>,
    pub max_nodes: usize,
    /// Komi counted for White on top of the game's when deciding who won
    /// a playout (dynamic komi, see [`crate::search::dynamic_komi`]); score
    /// margins keep the game's komi.
    pub extra_komi: f64,
    /// The weight of the UCB exploration term in selection: 0 for move
    /// choice, more for the player's searches that judge dead stones.
    pub explore: f64,
    /// The weight of the score utility in selection, in winrate units: a
    /// move whose playouts end far above the expected margin gains up to
    /// this much on one that ends far below (0: by winrate alone). See
    /// `select` in `simulate.rs`.
    pub score_weight: f64,
    /// End a timed search once the most visited root move can no longer
    /// be overtaken before the deadline: the move is then known, and the
    /// rest of the time would not change it (Pachi's early break). Only
    /// for move choice; a search for ownership wants all its playouts.
    pub stop_when_decided: bool,
    /// Stones judged dead before this search (from an earlier search's
    /// ownership), for the count behind the winner's pass
    /// ([`priors::pass_may_end_a_won_game`]); empty: every stone alive.
    pub dead: Vec<Vertex>,
}

impl Budget {
    /// A search on `threads` threads whose tree grows to at most
    /// `max_nodes` nodes, with no other limit (it runs until stopped),
    /// no seed, no dynamic komi, no exploration, no score utility and no
    /// early stop. Every budget is this one with the fields that differ
    /// set.
    pub fn unlimited(threads: usize, max_nodes: usize) -> Budget {
        Budget {
            playouts: None,
            seconds: None,
            stretch_to: None,
            threads: threads.max(1),
            seed: None,
            max_nodes,
            extra_komi: 0.0,
            explore: 0.0,
            score_weight: 0.0,
            stop_when_decided: false,
            dead: Vec::new(),
        }
    }
}

/// Searches the game's current position for `to_move`, unwatched.
pub fn search_position(
    game: &Game,
    to_move: Color,
    budget: &Budget,
    stop: &AtomicBool,
) -> SearchReport {
    search_with(game, to_move, budget, stop, Hooks::default())
}

/// Searches with an optional observer and root move filter.
pub fn search_with(
    game: &Game,
    to_move: Color,
    budget: &Budget,
    stop: &AtomicBool,
    hooks: Hooks,
) -> SearchReport {
    let (report, root) = search_tree(game, to_move, budget, stop, hooks, Node::root());
    free_tree(root, report.nodes);
    report
}

/// Searches from `root`, a fresh node or a subtree kept from an earlier
/// search of this very position, and hands the grown tree back. The
/// root's children that are now illegal (superko) or filtered out are
/// dropped first; if none is left the root is expanded afresh.
pub fn search_tree(
    game: &Game,
    to_move: Color,
    budget: &Budget,
    stop: &AtomicBool,
    hooks: Hooks,
    root: Node,
) -> (SearchReport, Node) {
    with_board!(game.board(), b => search_on(game, b, to_move, budget, stop, hooks, root))
}

/// Drops a tree of `nodes` nodes, on another thread when it is large so
/// that the answer to the next command does not wait for it.
pub fn free_tree<T: Send + 'static>(tree: T, nodes: usize) {
    if nodes > DROP_ELSEWHERE {
        std::thread::spawn(move || drop(tree));
    } else {
        drop(tree);
    }
}

/// Ownership sums merged from the workers, with the playouts they cover:
/// the owners, then (when the spread is collected) how often each point
/// had one (see [`super::simulate::accumulate_ownership`]).
type OwnershipSums = Mutex<(Vec<i64>, u64)>;

/// Playouts a worker adds up locally before merging into the shared sums.
const MERGE_EVERY: u64 = 128;

/// Stack of a search thread. Ladder reading keeps one board copy a
/// level on the stack, up to 32 on 25×25 where a board is about 100 KB:
/// the default 2 MiB overflowed there (a 25×25 genmove crashed). Pages
/// are only touched as deep as the reading goes.
pub const SEARCH_STACK: usize = 64 << 20;

fn pool(threads: usize) -> Arc<rayon::ThreadPool> {
    static POOLS: OnceLock<Mutex<HashMap<usize, Arc<rayon::ThreadPool>>>> = OnceLock::new();
    let pools = POOLS.get_or_init(|| Mutex::new(HashMap::new()));
    let mut pools = pools.lock().unwrap_or_else(|e| e.into_inner());
    pools
        .entry(threads)
        .or_insert_with(|| {
            Arc::new(
                rayon::ThreadPoolBuilder::new()
                    .num_threads(threads)
                    .thread_name(|i| format!("search-{i}"))
                    .stack_size(SEARCH_STACK)
                    .build()
                    .expect("search thread pool"),
            )
        })
        .clone()
}

fn search_on<const W: usize>(
    game: &Game,
    board: &Board<W>,
    to_move: Color,
    budget: &Budget,
    stop: &AtomicBool,
    hooks: Hooks,
    mut root: Node,
) -> (SearchReport, Node) {
    let Hooks {
        mut observer,
        filter,
    } = hooks;
    let started = Instant::now();
    let point_of = |back: usize| {
        let moves = game.moves();
        match moves.len().checked_sub(back).map(|i| moves[i].mv) {
            Some(Move::Play(v)) => board.point(v),
            _ => 0,
        }
    };
    let (last, prev) = (point_of(1), point_of(2));
    let pruned = root.retain_children(|mv| {
        let m = self::to_move(board, mv);
        filter.permits(m) && game.is_legal(to_move, m) && !game.repeats_position(to_move, m)
    });
    if !pruned.is_empty() {
        free_tree(pruned, usize::MAX);
    }
    // A pass that may end a won game starts as a win; a kept root's pass
    // got its prior as an inner node's.
    let winning_pass = priors::pass_may_end_a_won_game(game, to_move, &budget.dead);
    if winning_pass && root.children().is_some() {
        let (visits, wins) = priors::WINNING_PASS;
        root.set_child_prior(PASS, visits, wins);
    }
    let reused = root.count();
    let seed = budget.seed.unwrap_or_else(rand::random);
    let owners = Owners::measure(
        board,
        to_move,
        last,
        OWNER_PLAYOUTS,
        &mut FastRng::seeded(seed ^ OWNERS_SEED),
    );
    let shared = Shared {
        game,
        board,
        root: &root,
        to_move,
        last,
        prev,
        root_passes: game.trailing_passes(),
        count: PlayoutCount::new(game),
        extra_komi: budget.extra_komi,
        explore: budget.explore,
        score_weight: budget.score_weight,
        score_inv_scale: 1.0 / (SCORE_SCALE_PER_LINE * board.size() as f64),
        playouts: AtomicU64::new(0),
        max_playouts: budget.playouts.unwrap_or(u64::MAX),
        nodes: AtomicUsize::new(reused),
        max_nodes: budget.max_nodes.max(1000),
        done: AtomicBool::new(false),
        ownership_stdev: observer.as_ref().is_some_and(|o| o.wants_ownership_stdev()),
        no_pass_depth: (game.rules().no_pass_opening as usize).saturating_sub(game.moves().len()),
        owners,
    };
    // The root is expanded before the threads start so they never race
    // on superko checks.
    root.expand(
        || root_candidates(&shared, board, to_move, (last, prev), &filter, winning_pass),
        &shared.nodes,
        usize::MAX,
    );
    let deadline = budget
        .seconds
        .map(|s| started + Duration::from_secs_f64(s.max(0.01)));
    // The latest a search may end: its deadline, or later when it may be
    // stretched.
    let last_deadline = budget.seconds.map(|s| {
        started + Duration::from_secs_f64(budget.stretch_to.unwrap_or(s).max(s).max(0.01))
    });
    let stretches = last_deadline != deadline;
    let ownership_sums: OwnershipSums = Mutex::new((vec![0; ownership_len(&shared)], 0));
    let threads = budget.threads.max(1);
    let shared_ref = &shared;
    let sums_ref = &ownership_sums;
    pool(threads).in_place_scope(|scope| {
        for t in 0..threads {
            scope.spawn(move |_| {
                worker(shared_ref, sums_ref, seed.wrapping_add(t as u64 * 0x9E37));
            });
        }
        // This thread watches the clock, the interrupt flag and the
        // observer, and takes the observer's snapshots.
        let period = observer.as_ref().map(|o| o.interval().max(MIN_PERIOD));
        // The first snapshot comes early, so a GUI shows something soon.
        let mut next_snapshot = period.map(|p| started + p.min(FIRST_SNAPSHOT));
        while !shared_ref.done.load(Ordering::Relaxed) {
            std::thread::sleep(Duration::from_millis(2));
            let now = Instant::now();
            // Past the deadline an unclear move still thinks, up to the
            // last deadline; the early stop looks as far as the search
            // may yet go.
            let end = if stretches && unclear(shared_ref, now, deadline, last_deadline) {
                last_deadline
            } else {
                deadline
            };
            let out_of_time = end.is_some_and(|d| now >= d);
            let settled = budget.stop_when_decided
                && end.is_some_and(|d| decided(shared_ref, started, now, d));
            let observer_stop = observer.as_mut().is_some_and(|o| o.should_stop());
            if out_of_time || settled || observer_stop || stop.load(Ordering::Relaxed) {
                shared_ref.done.store(true, Ordering::Relaxed);
                break;
            }
            if let (Some(o), Some(next), Some(p)) = (observer.as_mut(), next_snapshot, period)
                && now >= next
            {
                // Keep to the schedule without drifting; skip missed
                // snapshots rather than bunching them up.
                let mut n = next + p;
                while n <= now {
                    n += p;
                }
                next_snapshot = Some(n);
                let elapsed = started.elapsed().as_secs_f64();
                o.observe(&snapshot(
                    shared_ref,
                    sums_ref,
                    elapsed,
                    o.wants_ownership(),
                ));
            }
        }
    });
    if let Some(o) = observer.as_mut() {
        o.finish();
    }
    let (sums, merged) = ownership_sums
        .into_inner()
        .unwrap_or_else(|e| e.into_inner());
    let playouts = shared.playouts.load(Ordering::Relaxed);
    let seconds = started.elapsed().as_secs_f64();
    let result = report(&shared, &sums, merged, playouts, seconds);
    (result, root)
}

/// Whether the most visited root move keeps the lead whatever happens
/// until `deadline`, at the playout rate seen so far plus a margin.
fn decided<const W: usize>(
    shared: &Shared<W>,
    started: Instant,
    now: Instant,
    deadline: Instant,
) -> bool {
    let played = shared.playouts.load(Ordering::Relaxed);
    let elapsed = now.duration_since(started).as_secs_f64();
    if played < EARLY_STOP_MIN_PLAYOUTS || elapsed < EARLY_STOP_MIN_SECONDS {
        return false;
    }
    let Some(kids) = shared.root.children() else {
        return false;
    };
    if kids.len() == 1 {
        return true;
    }
    let Some(((first, _), second)) = two_most_visited(visits_and_winrates(kids)) else {
        return false;
    };
    let remaining = deadline.saturating_duration_since(now).as_secs_f64();
    let to_come = played as f64 / elapsed * remaining;
    cannot_be_overtaken(first, second, to_come)
}

/// Whether a timed search should think on past its deadline, at `now`.
fn unclear<const W: usize>(
    shared: &Shared<W>,
    now: Instant,
    deadline: Option<Instant>,
    last_deadline: Option<Instant>,
) -> bool {
    let (Some(deadline), Some(last)) = (deadline, last_deadline) else {
        return false;
    };
    let Some(kids) = shared.root.children() else {
        return false;
    };
    let span = last.saturating_duration_since(deadline).as_secs_f64();
    let past = now.saturating_duration_since(deadline).as_secs_f64();
    let stretched = if span > 0.0 { past / span } else { 1.0 };
    unclear_choice(visits_and_winrates(kids), stretched)
}

/// The root children's visits and winrates, read in place.
fn visits_and_winrates(kids: &[Node]) -> impl Iterator<Item = (u32, f64)> + Clone + '_ {
    kids.iter().map(|k| (k.visits(), k.winrate()))
}

/// The most visited of the moves' `(visits, winrate)` (the last of
/// equals) and the most visits among the others, in one pass; `None`
/// for no moves.
fn two_most_visited(kids: impl Iterator<Item = (u32, f64)>) -> Option<((u32, f64), u32)> {
    let mut first: Option<(u32, f64)> = None;
    let mut second = 0;
    for (visits, winrate) in kids {
        match first {
            Some((most, _)) if visits < most => second = second.max(visits),
            Some((most, _)) => {
                second = most;
                first = Some((visits, winrate));
            }
            None => first = Some((visits, winrate)),
        }
    }
    first.map(|first| (first, second))
}

/// Pachi's `uct_search_keep_looking` over the root moves' visits and
/// winrates: the most visited has less than `CLEAR_VISIT_RATIO` times
/// the visits of the next, or a move with a quarter of its visits has a
/// better winrate. `stretched` is how far the search has gone from its
/// deadline to its last one (0 to 1): a winning search gives up
/// stretching the sooner the surer it is, at 2 − 2w of the way for a
/// winrate w.
fn unclear_choice<I>(kids: I, stretched: f64) -> bool
where
    I: IntoIterator<Item = (u32, f64)>,
    I::IntoIter: Clone,
{
    let mut kids = kids.into_iter();
    let Some(((most, winrate), second)) = two_most_visited(kids.clone()) else {
        return false;
    };
    if winrate > 0.5 && stretched >= 2.0 - 2.0 * winrate {
        return false;
    }
    f64::from(most) < CLEAR_VISIT_RATIO * f64::from(second)
        || kids.any(|(v, w)| v * 4 >= most && w > winrate + CLEAR_WINRATE_MARGIN)
}

/// Pachi's `best2_ratio`: a move with fewer than this many times the
/// visits of the next is not yet clear.
const CLEAR_VISIT_RATIO: f64 = 2.5;

/// How much better a well-visited rival's winrate must be before the
/// most visited move counts as unclear.
const CLEAR_WINRATE_MARGIN: f64 = 0.01;

/// The leader's lead exceeds every playout still to come, with room for
/// the rate to rise by a fifth.
fn cannot_be_overtaken(first: u32, second: u32, to_come: f64) -> bool {
    f64::from(first) > f64::from(second) + 1.2 * to_come + 50.0
}

/// Mixed into the search's seed for the playouts of [`Owners`], so that
/// they do not repeat the first worker's.
const OWNERS_SEED: u64 = 0x6f77_6e65_7273;

/// Playouts and time before a search may end early: less gives too
/// rough a playout rate to trust (the first milliseconds include the
/// root's expansion and the threads' start).
const EARLY_STOP_MIN_PLAYOUTS: u64 = 500;
const EARLY_STOP_MIN_SECONDS: f64 = 0.1;

/// The latest time for the first snapshot.
const FIRST_SNAPSHOT: Duration = Duration::from_millis(100);

/// Trees larger than this are freed on another thread, so that the
/// answer to the next command does not wait for it.
const DROP_ELSEWHERE: usize = 100_000;

/// The shortest time between two snapshots.
const MIN_PERIOD: Duration = Duration::from_millis(10);

/// The search so far, for an observer.
fn snapshot<const W: usize>(
    shared: &Shared<W>,
    sums: &OwnershipSums,
    seconds: f64,
    with_ownership: bool,
) -> SearchReport {
    let playouts = shared.playouts.load(Ordering::Relaxed);
    if with_ownership {
        let (sums, merged) = &*sums.lock().unwrap_or_else(|e| e.into_inner());
        report(shared, sums, *merged, playouts, seconds)
    } else {
        report(shared, &[], 0, playouts, seconds)
    }
}

/// The root's children: [`candidates`] less what the filter forbids, or
/// a lone pass if it forbids everything; with `winning_pass`, the pass
/// starts as a win ([`priors::pass_may_end_a_won_game`]).
fn root_candidates<const W: usize>(
    shared: &Shared<W>,
    board: &Board<W>,
    color: Color,
    recent: (Point, Point),
    filter: &RootFilter,
    winning_pass: bool,
) -> Vec<Candidate> {
    let pass_allowed = !shared.game.in_no_pass_opening();
    let mut out = candidates(
        board,
        color,
        recent,
        Some(shared.game),
        pass_allowed,
        Some(&shared.owners),
    );
    if winning_pass && let Some(pass) = out.iter_mut().find(|c| is_pass(c.mv)) {
        (pass.prior_visits, pass.prior_wins) = priors::WINNING_PASS;
    }
    if !filter.is_empty() {
        out.retain(|c| filter.permits(to_move(board, c.mv)));
        if out.is_empty() {
            out.push(Candidate {
                mv: PASS,
                prior_visits: 10,
                prior_wins: 10,
            });
        }
    }
    out
}

/// Adds a worker's ownership counts into the shared sums and clears them.
fn merge_ownership(sums: &OwnershipSums, local: &mut [i64], playouts: u64) {
    if playouts == 0 {
        return;
    }
    let mut guard = sums.lock().unwrap_or_else(|e| e.into_inner());
    let (shared, merged) = &mut *guard;
    for (s, l) in shared.iter_mut().zip(local.iter_mut()) {
        *s += *l;
        *l = 0;
    }
    *merged += playouts;
}

/// The length of the ownership sums: a point's owner, and how often it
/// had one when the spread is collected.
fn ownership_len<const W: usize>(shared: &Shared<W>) -> usize {
    if shared.ownership_stdev {
        128 * W
    } else {
        64 * W
    }
}

fn worker<const W: usize>(shared: &Shared<W>, sums: &OwnershipSums, seed: u64) {
    let mut rng = FastRng::seeded(seed);
    let mut first = FirstPlay::new(64 * W);
    let mut ownership = vec![0i64; ownership_len(shared)];
    let mut path: Vec<&Node> = Vec::with_capacity(64);
    let mut unmerged = 0;
    loop {
        if shared.done.load(Ordering::Relaxed) {
            break;
        }
        if shared.playouts.fetch_add(1, Ordering::Relaxed) >= shared.max_playouts {
            shared.playouts.fetch_sub(1, Ordering::Relaxed);
            shared.done.store(true, Ordering::Relaxed);
            break;
        }
        simulate(shared, &mut rng, &mut first, &mut path, &mut ownership);
        unmerged += 1;
        if unmerged == MERGE_EVERY {
            merge_ownership(sums, &mut ownership, unmerged);
            unmerged = 0;
        }
    }
    merge_ownership(sums, &mut ownership, unmerged);
}

pub(super) fn to_move<const W: usize>(board: &Board<W>, mv: u16) -> Move {
    if is_pass(mv) {
        Move::Pass
    } else {
        Move::Play(board.vertex(point(mv)))
    }
}

/// The most visited line from `node` (not included), with the visits of
/// each of its nodes.
fn principal_variation<const W: usize>(
    board: &Board<W>,
    node: &Node,
    max: usize,
) -> (Vec<Move>, Vec<u32>) {
    let (mut pv, mut visits) = (Vec::new(), Vec::new());
    let mut node = node;
    while pv.len() < max {
        let Some(best) = node.children().and_then(|k| {
            k.iter()
                .filter(|c| c.visits() > 0)
                .max_by_key(|c| c.visits())
        }) else {
            break;
        };
        pv.push(to_move(board, best.mv));
        visits.push(best.visits());
        node = best;
    }
    (pv, visits)
}

/// The root statistics; ownership from `sums` over `merged` playouts
/// (none when `sums` is empty).
fn report<const W: usize>(
    shared: &Shared<W>,
    sums: &[i64],
    merged: u64,
    playouts: u64,
    seconds: f64,
) -> SearchReport {
    let board = shared.board;
    let sign = if shared.to_move == Color::Black {
        1.0
    } else {
        -1.0
    };
    let mut moves: Vec<MoveInfo> = shared
        .root
        .children()
        .unwrap_or(&[])
        .iter()
        .map(|k| {
            let (pv_n, pw) = k.prior();
            let (rest, rest_visits) = principal_variation(board, k, 12);
            let mut pv = vec![to_move(board, k.mv)];
            pv.extend(rest);
            let mut pv_visits = vec![k.visits()];
            pv_visits.extend(rest_visits);
            MoveInfo {
                mv: to_move(board, k.mv),
                visits: k.visits(),
                winrate: k.winrate(),
                prior: if pv_n == 0 {
                    0.5
                } else {
                    pw as f64 / (2.0 * pv_n as f64)
                },
                score: k.mean_score() * sign,
                score_stdev: k.score_stdev(),
                pv,
                pv_visits,
            }
        })
        .collect();
    moves.sort_by(|a, b| {
        b.visits
            .cmp(&a.visits)
            .then(b.winrate.total_cmp(&a.winrate))
    });
    let best = moves.first().map_or(Move::Pass, |m| m.mv);
    let winrate = moves.first().map_or(0.5, |m| m.winrate);
    let total = merged.max(1) as f64;
    let mean = |v| sums[board.point(v)] as f64 / total;
    let ownership = if sums.is_empty() {
        Ownership::default()
    } else if sums.len() > 64 * W {
        // Owners are +1, 0 or −1, so the mean of their squares is the
        // share of playouts in which the point had an owner at all.
        let owned = |v| sums[64 * W + board.point(v)] as f64 / total;
        Ownership::from_fn(board.size(), mean)
            .with_stdev(|v| (owned(v) - mean(v) * mean(v)).max(0.0).sqrt())
    } else {
        Ownership::from_fn(board.size(), mean)
    };
    // The root's statistics are those of the move that led to it, the
    // opponent's: turn them round.
    let root = shared.root;
    let root_info = RootInfo {
        visits: root.visits(),
        winrate: if root.visits() == 0 {
            0.5
        } else {
            1.0 - root.winrate()
        },
        score: root.mean_score() * sign,
        score_stdev: root.score_stdev(),
    };
    SearchReport {
        best_move: best,
        winrate,
        playouts,
        seconds,
        nodes: shared.nodes.load(Ordering::Relaxed),
        moves,
        root: root_info,
        ownership,
    }
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::board::{Grid, Vertex};
    use crate::rules::Rules;

    /// Whether any expanded node within `depth` plies of `node` offers a
    /// pass, and how many nodes were looked at.
    fn passes_within(node: &Node, depth: usize) -> (bool, usize) {
        let Some(kids) = node.children().filter(|_| depth > 0) else {
            return (false, 0);
        };
        let mut seen = kids.len();
        let mut any = kids.iter().any(|k| is_pass(k.mv));
        for k in kids {
            let (p, n) = passes_within(k, depth - 1);
            any |= p;
            seen += n;
        }
        (any, seen)
    }

    #[test]
    fn no_pass_in_the_tree_during_the_no_pass_opening() {
        let budget = Budget {
            playouts: Some(20_000),
            seed: Some(5),
            ..Budget::unlimited(1, 1 << 20)
        };
        let never = AtomicBool::new(false);
        let search = |game: &Game| {
            let hooks = Hooks::default();
            search_tree(game, Color::White, &budget, &never, hooks, Node::root()).1
        };
        let mut game = Game::new(5, Rules::reform());
        let root = search(&game);
        // The four opening moves are the root's and three plies below.
        let (pass, seen) = passes_within(&root, 4);
        assert!(!pass && seen > 100, "{seen} nodes looked at");
        // After the opening the tree offers passes again.
        for name in ["C3", "B2", "D4", "B4"] {
            let color = game.to_move();
            game.play(color, Move::Play(Vertex::parse_gtp(name, 5).unwrap()))
                .unwrap();
        }
        assert!(passes_within(&search(&game), 1).0);
    }

    #[test]
    fn a_won_game_is_played_for_points_and_reported_as_played_out() {
        // gtp-tests/sgf/endgame_hole.sgf: Black leads by 12.5 under
        // territory counting, and only H9 gains a point more (White
        // blocks at J9, Black connects at G9); G6 to G9 are dame.
        let (grid, _) = Grid::from_diagram(&[
            ".X.X.X...",
            ".X.X.X.OO",
            ".X.X.X.O.",
            ".X.X.X.O.",
            ".X.X.XXO.",
            ".X.X.XXO.",
            ".X.X.XXO.",
            ".X.X.XXO.",
            ".X.X.XXO.",
        ]);
        let mut game = Game::new(9, Rules::japanese());
        game.set_komi(6.5);
        game.set_root(grid, Color::Black, 0);
        let never = AtomicBool::new(false);
        // 8,000 playouts: the pass, which starts as a win here (Black
        // wins the count as it stands), takes a share of them.
        let search = |score_weight, seed| {
            let budget = Budget {
                playouts: Some(8000),
                seed: Some(seed),
                score_weight,
                ..Budget::unlimited(1, 1 << 20)
            };
            search_position(&game, Color::Black, &budget, &never)
        };
        let h9 = Move::Play(Vertex::parse_gtp("H9", 9).unwrap());
        assert_ne!(search(0.0, 0).best_move, h9);
        // The margins of the playouts are noisy: a search finds H9 about
        // four times in five and otherwise a dame (G8), so the test asks
        // for most of nine seeds, not for one lucky seed.
        let searches: Vec<_> = (0..9).map(|seed| search(0.3, seed)).collect();
        let found = searches.iter().filter(|r| r.best_move == h9).count();
        assert!(found >= 6, "H9 in {found} of 9 searches");
        let for_points = searches.iter().find(|r| r.best_move == h9).unwrap();
        // What is reported is still the playouts' count: every move wins,
        // and by about what it is worth (13.5 after H9).
        assert!(for_points.winrate > 0.99, "{}", for_points.winrate);
        let score = for_points.moves[0].score;
        assert!((score - 13.5).abs() < 1.0, "{score}");
    }

    #[test]
    fn a_close_or_doubtful_choice_is_unclear() {
        // 2.5 times the visits of the next and the best winrate: clear.
        assert!(!unclear_choice([(1000, 0.45), (399, 0.44), (50, 0.6)], 0.0));
        // Too close in visits.
        assert!(unclear_choice([(1000, 0.45), (401, 0.44)], 0.0));
        // A well-visited rival wins more often.
        assert!(unclear_choice([(1000, 0.45), (250, 0.50)], 0.0));
        // A winning search stops stretching early: at winrate 0.8 after
        // four tenths of the stretch.
        assert!(unclear_choice([(1000, 0.8), (900, 0.8)], 0.3));
        assert!(!unclear_choice([(1000, 0.8), (900, 0.8)], 0.5));
        assert!(!unclear_choice([], 0.0));
        // Of equally visited moves the later counts as the most visited,
        // here a sure winner far into its stretch.
        assert!(!unclear_choice([(500, 0.3), (500, 0.9)], 0.5));
    }

    #[test]
    fn a_lead_larger_than_the_playouts_to_come_is_decided() {
        assert!(cannot_be_overtaken(5_000, 1_000, 3_000.0));
        assert!(!cannot_be_overtaken(5_000, 1_000, 3_500.0));
        // A tie is never decided: the winrate would break it.
        assert!(!cannot_be_overtaken(100, 100, 0.0));
    }

    #[test]
    fn a_search_with_one_root_move_ends_long_before_its_deadline() {
        let game = Game::new(9, Rules::chinese());
        let only = Move::Play(Vertex::parse_gtp("E5", 9).unwrap());
        let budget = Budget {
            seconds: Some(120.0),
            seed: Some(3),
            stop_when_decided: true,
            ..Budget::unlimited(1, 1 << 20)
        };
        let hooks = Hooks {
            observer: None,
            filter: RootFilter {
                allow: Some(vec![only]),
                avoid: Vec::new(),
            },
        };
        let never = AtomicBool::new(false);
        let report = search_with(&game, Color::Black, &budget, &never, hooks);
        assert_eq!(report.best_move, only);
        assert!(report.seconds < 60.0, "{} s", report.seconds);
    }
}
