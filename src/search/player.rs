//! The player the GTP layer talks to: how long to think for a move, the
//! decisions around the search (pass when the count wins after the
//! opponent's pass, resign, clean up dead stones, reinforce before
//! passing), pondering, dynamic komi, and the ownership searches behind
//! the dead-stone judge. It keeps the tree between moves, and plays from
//! the opening book where that has the position.

use std::sync::atomic::AtomicBool;
use std::time::Duration;

use super::book::{Book, BookMove};
use super::judge::{
    DEAD_OWNERSHIP, OWN_ALIVE_FOR_PASS, cleanup_move, dead_below, dead_from, reinforcement,
    with_chains_in_atari,
};
use super::priors;
use super::report::{Hooks, MoveInfo, Observer, Ownership, RootFilter, RootInfo, SearchReport};
use super::tree::reuse::KeptTree;
use super::tree::run::{Budget, free_tree, search_position, search_tree, search_with};
use super::tree::{self, Node};
use crate::board::{Color, Grid, Move, Vertex};
use crate::game::{Game, MoveTime};
use crate::rules::Scoring;

/// Settings from the command line and GTP parameters.
#[derive(Clone, Debug)]
pub struct SearchConfig {
    pub threads: usize,
    /// Fixed playouts per move (overrides time when set).
    pub playouts: Option<u64>,
    /// Seconds per move when the game has no clock.
    pub seconds: f64,
    /// Seconds of a search for the GUIs' views (best moves, principal
    /// variation, ownership, score estimate) when no tree of the position
    /// is kept (`tengen-param analyze_time`).
    pub analyze_seconds: f64,
    /// Seed for reproducible searches (with one thread and fixed playouts).
    pub seed: Option<u64>,
    /// Resign below this winrate; 0 never resigns.
    pub resign: f64,
    /// Tree memory cap in bytes.
    pub max_memory: usize,
    pub ponder: bool,
    /// The weight of the score utility in the searches that choose moves
    /// and in analysis (`tengen-param score_utility`), see
    /// [`DEFAULT_SCORE_UTILITY`]. The judge's searches go by winrate alone.
    pub score_utility: f64,
    /// Whether `genmove` plays from the opening book ([`Book`]) where it
    /// has the position.
    pub book: bool,
}

/// The default weight of the score utility, in winrate units, for the
/// leader of a decided game (root winrate past 0.9, in full past 0.98):
/// a move whose playouts end a scale's worth of points (6.75 on 9×9,
/// 14.25 on 19×19) above the search's mean margin gains 0.15 in
/// selection, one that ends far above it up to 0.3, and one a point
/// better on 9×9 about 0.04, well above the spread of winrates near 1.
/// KataGo's dynamic score utility weighs 0.3 against a winrate
/// utility of ±1. Figures in docs/strength.md.
pub const DEFAULT_SCORE_UTILITY: f64 = 0.3;

impl SearchConfig {
    /// How many tree nodes fit the memory cap. The rest of the process
    /// (code, boards, buffers: about 4 MiB) and the allocator's overhead
    /// on each children array come off first, so that the peak RSS, not
    /// only the tree, stays under `max_memory`.
    pub fn node_budget(&self) -> usize {
        let reserve = (16 << 20) + self.max_memory / 16;
        self.max_memory.saturating_sub(reserve) / tree::NODE_BYTES
    }

    /// A search with these threads, seed, memory cap and score utility
    /// and no other limit: what every search of the player starts from.
    pub fn budget(&self) -> Budget {
        Budget {
            seed: self.seed,
            score_weight: self.score_utility,
            ..Budget::unlimited(self.threads, self.node_budget())
        }
    }
}

impl Default for SearchConfig {
    fn default() -> SearchConfig {
        SearchConfig {
            threads: std::thread::available_parallelism().map_or(1, |n| n.get()),
            playouts: None,
            seconds: 2.0,
            analyze_seconds: 2.0,
            seed: None,
            resign: 0.1,
            max_memory: 1 << 30,
            ponder: false,
            score_utility: DEFAULT_SCORE_UTILITY,
            book: true,
        }
    }
}

/// What kind of move request this is.
#[derive(Clone, Copy, PartialEq, Eq, Debug)]
pub enum GenmoveKind {
    Normal,
    /// `reg_genmove`: deterministic, nothing is played.
    Regression,
    /// `kgs-genmove_cleanup`: never pass while dead opponent stones remain.
    Cleanup,
}

/// The player's decision.
#[derive(Clone, Copy, PartialEq, Eq, Debug)]
pub enum Decision {
    Play(Move),
    Resign,
}

/// A decision with the search behind it.
#[derive(Clone, Debug)]
pub struct GenmoveResult {
    pub decision: Decision,
    pub report: SearchReport,
}

/// The move chooser and dead-stone judge.
pub struct Player {
    pub config: SearchConfig,
    /// Ownership from the latest searches, with the hash of their stones
    /// and the side that moved first (newest last, at most four).
    ownerships: Vec<(u64, Color, Ownership)>,
    /// The last [`Player::think`], with its position and colour.
    last_think: Option<(u64, usize, Color, SearchReport)>,
    /// The tree of the last genmove or ponder, for the next search.
    tree: Option<KeptTree>,
    /// Set by a genmove that played a move when pondering is on.
    ponder_requested: bool,
    /// The ownership of the last genmove or ponder search, with the
    /// stones it searched: the dead stones in the count behind the
    /// winner's pass in the next search.
    last_ownership: Option<(Grid, Ownership)>,
}

/// Ponder searches stop adding playouts here, well short of where a
/// node's `u32` visit count could overflow.
const PONDER_MAX_VISITS: u64 = 1 << 31;

/// Ends a ponder search when the caller's test says so (a line arrived).
struct PonderStop<'a> {
    should_stop: &'a mut dyn FnMut() -> bool,
}

impl Observer for PonderStop<'_> {
    fn interval(&self) -> Duration {
        Duration::from_secs(3600)
    }

    fn should_stop(&mut self) -> bool {
        (self.should_stop)()
    }

    fn observe(&mut self, _: &SearchReport) {}
}

impl Player {
    pub fn new(config: SearchConfig) -> Player {
        Player {
            config,
            ownerships: Vec::new(),
            last_think: None,
            tree: None,
            ponder_requested: false,
            last_ownership: None,
        }
    }

    /// Drops what the player knows about the previous position.
    pub fn forget_tree(&mut self) {
        self.ownerships.clear();
        self.last_think = None;
        if let Some(tree) = self.tree.take() {
            tree.discard();
        }
    }

    /// Told after genmove played a move: asks for a ponder search when
    /// pondering is on (see [`Player::take_ponder_request`]). Moves played
    /// need no hook: the kept tree is descended by the next search.
    pub fn start_pondering(&mut self) {
        self.ponder_requested = self.config.ponder;
    }

    pub fn stop_pondering(&mut self) {
        self.ponder_requested = false;
    }

    /// Whether a ponder search was asked for since the last call.
    pub fn take_ponder_request(&mut self) -> bool {
        std::mem::take(&mut self.ponder_requested)
    }

    /// The kept tree's subtree for `color` in `game`'s position, or a
    /// fresh root.
    fn reusable_root(&mut self, game: &Game, color: Color) -> Node {
        let Some(tree) = self.tree.take() else {
            return Node::root();
        };
        match tree.descend(game, color) {
            Ok(root) => {
                log::info!("reused tree: {} visits at the root", root.visits());
                root
            }
            Err(miss) => {
                log::debug!("kept tree not reused: {miss:?}");
                Node::root()
            }
        }
    }

    /// Searches `game`'s position for the side to move, on the search
    /// threads, until `should_stop` says so (polled every few ms), and
    /// keeps the tree for the next genmove. Grows the tree no further
    /// than the memory cap; prints nothing on stdout.
    pub fn ponder(&mut self, game: &Game, should_stop: &mut dyn FnMut() -> bool) {
        if game.trailing_passes() >= 2 || should_stop() {
            return;
        }
        let color = game.to_move();
        let root = self.reusable_root(game, color);
        let visits = root.visits() as u64;
        log::info!("pondering {color} from {visits} visits at the root");
        let budget = Budget {
            playouts: Some(PONDER_MAX_VISITS.saturating_sub(visits)),
            extra_komi: dynamic_komi(game),
            ..self.config.budget()
        };
        let mut watch = PonderStop { should_stop };
        let hooks = Hooks {
            observer: Some(&mut watch),
            filter: RootFilter::default(),
        };
        let never = AtomicBool::new(false);
        let (report, root) = search_tree(game, color, &budget, &never, hooks, root);
        log::info!(
            "pondered {color}: {} playouts in {:.2} s, {} visits at the root, {} nodes, best {}",
            report.playouts,
            report.seconds,
            root.visits(),
            report.nodes,
            report.best_move
        );
        self.remember_search(game, &report);
        self.tree = Some(KeptTree::new(game, color, root, report.nodes));
    }

    /// The time for this move: the configured time when the game is
    /// untimed, else a share of the clock (see [`moves_left`]).
    fn seconds_for(&self, game: &Game, color: Color) -> MoveTime {
        let empties = Vertex::all(game.size())
            .filter(|&v| game.board().color_at(v).is_none())
            .count();
        let moves_left = moves_left(empties, game.size());
        // A side rarely plays more moves than there are empty points left,
        // captures and all.
        let max_moves = empties as f64;
        game.clock
            .move_budget(color, moves_left, max_moves, 1.0)
            .unwrap_or(MoveTime::fixed(self.config.seconds))
    }

    /// Chooses a move for `color`, showing the search to the hooks'
    /// observer and searching only the root moves their filter permits.
    pub fn genmove(
        &mut self,
        game: &Game,
        color: Color,
        kind: GenmoveKind,
        stop: &AtomicBool,
        hooks: Hooks,
    ) -> GenmoveResult {
        // The book's positions are the first few of a game: a move found
        // there is played at once, if the client's filter allows it.
        if kind == GenmoveKind::Normal
            && self.config.book
            && let Some(found) = Book::get().lookup(game, color)
            && hooks.filter.permits(Move::Play(found.vertex))
        {
            return GenmoveResult {
                decision: Decision::Play(Move::Play(found.vertex)),
                report: book_report(found),
            };
        }
        let deterministic = kind == GenmoveKind::Regression;
        let default_playouts = if deterministic { Some(4000) } else { None };
        let seconds = self.seconds_for(game, color);
        // After the opponent's pass a second, shorter search judges our
        // own stones with the opponent to move, and in cleanup one judges
        // the opponent's stones (see `decide`).
        let main_share = if judges_pass(game, color, kind) || kind == GenmoveKind::Cleanup {
            1.0 - JUDGE_SHARE
        } else {
            1.0
        };
        let mut budget = Budget {
            playouts: self.config.playouts.or(default_playouts),
            seconds: Some(seconds.target * main_share),
            stretch_to: Some(seconds.limit * main_share),
            extra_komi: dynamic_komi(game),
            // A playout budget is kept whole, so that `--playouts` with
            // `--seed` gives the same tree, and so the same next move.
            stop_when_decided: !deterministic && self.config.playouts.is_none(),
            ..self.config.budget()
        };
        if deterministic {
            budget.seconds = None;
            budget.stretch_to = None;
            budget.threads = 1;
            budget.seed = Some(self.config.seed.unwrap_or(0));
        }
        // reg_genmove must give the same answer every time: it never
        // reuses a tree or an earlier search's dead stones, and leaves
        // the kept ones alone.
        let report = if deterministic {
            regression_search(game, color, &mut budget, stop, hooks)
        } else {
            budget.dead = self.dead_for_pass(game);
            let root = self.reusable_root(game, color);
            let report = self.search_and_keep(game, color, &budget, stop, hooks, root);
            self.remember_search(game, &report);
            report
        };
        // Not remembered for the dead-stone judge: a search that chooses
        // a move does not explore (see `JUDGE_EXPLORE`).
        let judge_seconds = (!deterministic).then_some(seconds.target * JUDGE_SHARE);
        let decision = self.decide(game, color, kind, &report, judge_seconds);
        GenmoveResult { decision, report }
    }

    fn decide(
        &mut self,
        game: &Game,
        color: Color,
        kind: GenmoveKind,
        report: &SearchReport,
        judge_seconds: Option<f64>,
    ) -> Decision {
        let best = report.best_move;
        // Passing is right when the opponent passed and the count, with
        // dead stones as judged, is a win: the game ends in our favour.
        // The judge is a search in which the opponent moves first, as it
        // would after our pass: stones that only die if we move first
        // are not counted dead, so we play on to capture them instead of
        // passing on a claim the opponent may not accept.
        if judges_pass(game, color, kind) {
            let theirs = self.ownership_for(game, color.opponent(), judge_seconds);
            // Our own unsettled chains count as dead here too.
            let mut below = [-DEAD_OWNERSHIP; 2];
            below[color.index()] = OWN_ALIVE_FOR_PASS;
            let dead = dead_below(game, [&theirs, &theirs], below);
            // Counted as the final judge counts; reinforced by the
            // ownership alone, so that an own chain in atari is filled
            // rather than given up.
            let count = game.score(&with_chains_in_atari(game, dead.clone()));
            let wins = count.result.winner() == Some(color);
            // Lost if the game ends now. Playing on is worth it only for
            // a move whose playouts end better on average than this count:
            // otherwise it is a desperate move that costs points under
            // territory counting (Fuego's cleanup_japanese_rules.tst, where
            // the playouts' noise around a half-point loss gave such moves
            // a third of their games), and the margin is what is left to
            // play for.
            let count_for_us = match color {
                Color::Black => count.margin,
                Color::White => -count.margin,
            };
            let best_ends = report.moves.iter().find(|m| m.mv == best).map(|m| m.score);
            let nothing_better =
                best != Move::Pass && best_ends.is_some_and(|ends| ends <= count_for_us);
            if wins || nothing_better {
                return Decision::Play(reinforcement(game, color, &dead).unwrap_or(Move::Pass));
            }
        }
        if kind == GenmoveKind::Cleanup {
            // The dead stones come from a judge search, which explores:
            // the move search does not, and in a decided position its
            // one line may let a living chain die (see `JUDGE_EXPLORE`).
            let ours = self.ownership_for(game, color, judge_seconds);
            let dead = dead_by_one_search(game, &ours);
            if let Some(cleanup) = cleanup_move(game, color, &dead) {
                // Capturing a dead chain in atari is always right; any
                // other cleanup move replaces the search's choice when
                // that choice is a pass or gains little over it.
                let winrate_of = |mv: Move| {
                    report
                        .moves
                        .iter()
                        .find(|m| m.mv == mv)
                        .map_or(0.0, |m| m.winrate)
                };
                if cleanup.captures
                    || best == Move::Pass
                    || winrate_of(cleanup.mv) + 0.05 >= winrate_of(best)
                {
                    return Decision::Play(cleanup.mv);
                }
            }
        }
        if self.config.resign > 0.0
            && kind == GenmoveKind::Normal
            && report.playouts >= 1000
            && report.winrate < self.config.resign
            && game.moves().len() > game.size() * game.size() / 4
        {
            return Decision::Resign;
        }
        if best == Move::Pass {
            let dead = dead_from(game, &report.ownership, &report.ownership);
            if let Some(mv) = reinforcement(game, color, &dead) {
                return Decision::Play(mv);
            }
        }
        Decision::Play(best)
    }

    /// Who owns each point with the side to move first, from the same
    /// search as [`Player::think`]'s best moves and variation.
    pub fn ownership(&mut self, game: &Game) -> Ownership {
        self.think(game, game.to_move()).ownership
    }

    /// Ownership of the current stones with `first` to move. A search of
    /// the same stones is reused whatever the passes since, so that dead
    /// stones after two passes are the ones the pass decision saw.
    /// `seconds` bounds a new search (default: the configured time, at
    /// most 5 s); it stops at a few playouts a point in any case.
    fn ownership_for(&mut self, game: &Game, first: Color, seconds: Option<f64>) -> Ownership {
        let hash = game.board().hash();
        if let Some((_, _, own)) = self
            .ownerships
            .iter()
            .rev()
            .find(|(h, c, _)| *h == hash && *c == first)
        {
            return own.clone();
        }
        let n = game.size() * game.size();
        let budget = Budget {
            playouts: Some(
                self.config
                    .playouts
                    .unwrap_or(0)
                    .max((n as u64 * 12).max(1500)),
            ),
            seconds: Some(seconds.unwrap_or(self.config.analyze_seconds.min(5.0))),
            seed: Some(self.config.seed.unwrap_or(0)),
            explore: JUDGE_EXPLORE,
            // Ownership is an average over many lines, not a choice.
            score_weight: 0.0,
            ..self.config.budget()
        };
        let never = AtomicBool::new(false);
        let report = search_position(game, first, &budget, &never);
        self.remember_ownership(hash, first, report.ownership.clone());
        report.ownership
    }

    fn remember_ownership(&mut self, hash: u64, first: Color, ownership: Ownership) {
        self.ownerships
            .retain(|(h, c, _)| (*h, *c) != (hash, first));
        if self.ownerships.len() >= 4 {
            self.ownerships.remove(0);
        }
        self.ownerships.push((hash, first, ownership));
    }

    /// The search behind the GUIs' views of the position for `color`
    /// (best moves, principal variation, ownership, score estimate): one
    /// report, so that they agree, and repeated for the same position and
    /// colour without searching again. The tree kept from the last
    /// `genmove`, ponder or analysis of this position is the start: then
    /// a short search on top of it (to gather ownership) answers at once;
    /// without one, a search of `analyze_seconds`. The tree is kept for
    /// the next search.
    pub fn think(&mut self, game: &Game, color: Color) -> SearchReport {
        let (hash, len) = (game.board().hash(), game.moves().len());
        if let Some((h, l, c, report)) = &self.last_think
            && (*h, *l, *c) == (hash, len, color)
        {
            return report.clone();
        }
        let root = self.reusable_root(game, color);
        let budget = if root.visits() >= KEPT_TREE_ANSWERS {
            Budget {
                playouts: Some(TOP_UP_PLAYOUTS),
                seconds: Some(TOP_UP_SECONDS),
                ..self.config.budget()
            }
        } else {
            Budget {
                playouts: self.config.playouts,
                seconds: Some(self.config.analyze_seconds),
                ..self.config.budget()
            }
        };
        let never = AtomicBool::new(false);
        let report = self.search_and_keep(game, color, &budget, &never, Hooks::default(), root);
        self.last_think = Some((hash, len, color, report.clone()));
        report
    }

    /// An analysis stream's search (`lz-analyze`, `kata-analyze`): from
    /// the kept tree of this position when there is one, until the
    /// observer ends it; the grown tree is kept, and its report answers
    /// the GUIs' views of the position, unless a root filter left moves
    /// out of it.
    pub fn analyze(
        &mut self,
        game: &Game,
        color: Color,
        stop: &AtomicBool,
        hooks: Hooks,
    ) -> SearchReport {
        let filtered = !hooks.filter.is_empty();
        let root = self.reusable_root(game, color);
        let report = self.search_and_keep(game, color, &self.config.budget(), stop, hooks, root);
        if !filtered {
            let key = (game.board().hash(), game.moves().len(), color);
            self.last_think = Some((key.0, key.1, key.2, report.clone()));
        }
        report
    }

    /// Searches from `root` and keeps the grown tree for the next search,
    /// unless a root filter left moves out of it: such a root is no tree
    /// to reuse.
    fn search_and_keep(
        &mut self,
        game: &Game,
        color: Color,
        budget: &Budget,
        stop: &AtomicBool,
        hooks: Hooks,
        root: Node,
    ) -> SearchReport {
        let filtered = !hooks.filter.is_empty();
        let (report, root) = search_tree(game, color, budget, stop, hooks, root);
        if filtered {
            free_tree(root, report.nodes);
        } else {
            self.tree = Some(KeptTree::new(game, color, root, report.nodes));
        }
        report
    }

    /// Keeps `report`'s ownership, of `game`'s stones, for
    /// [`Player::dead_for_pass`].
    fn remember_search(&mut self, game: &Game, report: &SearchReport) {
        self.last_ownership = Some((game.board().to_grid(), report.ownership.clone()));
    }

    /// Dead stones for the count behind the winner's pass under
    /// territory scoring (`priors::pass_may_end_a_won_game`), as the last
    /// search's ownership judges them: a game under Japanese rules ends
    /// with dead stones on the board, which the count as it stands takes
    /// for alive. None when that search was of another position (more
    /// than [`SAME_GAME_CHANGES`] points changed since: a new game, a
    /// loaded record, undo past it).
    fn dead_for_pass(&self, game: &Game) -> Vec<Vertex> {
        if game.rules().scoring != Scoring::Territory {
            return Vec::new();
        }
        let Some((grid, ownership)) = &self.last_ownership else {
            return Vec::new();
        };
        let board = game.board();
        if grid.size() != game.size() {
            return Vec::new();
        }
        let changed = grid
            .vertices()
            .filter(|&v| grid.get(v) != board.color_at(v))
            .count();
        if changed > SAME_GAME_CHANGES {
            return Vec::new();
        }
        dead_by_one_search(game, ownership)
    }

    /// Stones the player judges dead in the current position: each
    /// side's stones by a search in which the other side moves first.
    pub fn dead_stones(&mut self, game: &Game) -> Vec<Vertex> {
        let black_stones = self.ownership_for(game, Color::White, None);
        let white_stones = self.ownership_for(game, Color::Black, None);
        with_chains_in_atari(game, dead_from(game, &black_stones, &white_stones))
    }
}

/// The search of `reg_genmove`, which has no earlier search of the
/// game whose dead stones could make its pass a win under territory
/// scoring ([`Player::dead_for_pass`]). Where the count with every
/// stone alive refuses the winner's pass, a second search, seeded as
/// the first, counts with the first one's dead stones, as the next
/// genmove of a game would; both being seeded, the answer stays the
/// same every time (Fuego's cleanup_japanese_rules.tst 170: dead
/// stones on the board, B+0.5 only by passing).
fn regression_search(
    game: &Game,
    color: Color,
    budget: &mut Budget,
    stop: &AtomicBool,
    hooks: Hooks,
) -> SearchReport {
    let Hooks {
        mut observer,
        filter,
    } = hooks;
    let first = search_with(
        game,
        color,
        budget,
        stop,
        Hooks {
            // A shorter borrow of the observer, for the first search only.
            observer: observer.as_deref_mut().map(|o| o as &mut dyn Observer),
            filter: filter.clone(),
        },
    );
    if game.rules().scoring != Scoring::Territory
        || first.best_move == Move::Pass
        || priors::pass_may_end_a_won_game(game, color, &[])
    {
        return first;
    }
    let dead = dead_by_one_search(game, &first.ownership);
    if dead.is_empty() || !priors::pass_may_end_a_won_game(game, color, &dead) {
        return first;
    }
    budget.dead = dead;
    search_with(game, color, budget, stop, Hooks { observer, filter })
}

/// The stones one search's ownership judges dead, both sides' from that
/// one search, plus the chains in atari the opponent takes for good
/// (`with_chains_in_atari`); [`Player::dead_stones`] instead asks a
/// search with each side moving first.
fn dead_by_one_search(game: &Game, ownership: &Ownership) -> Vec<Vertex> {
    with_chains_in_atari(game, dead_from(game, ownership, ownership))
}

/// Points that may change between a search and the next search of the
/// same game whose dead stones it gives (see [`Player::dead_for_pass`]):
/// two moves and a few captured stones.
const SAME_GAME_CHANGES: usize = 8;

/// The exploration weight of the searches that judge dead stones. Once
/// the game is decided every line wins (or loses) for the side to move,
/// and a search without exploration follows one of them, often one in
/// which a living chain is given away; spreading the visits keeps the
/// ownership an average over many lines.
const JUDGE_EXPLORE: f64 = 0.2;

/// Visits of a kept tree from which [`Player::think`] answers with a
/// short search on top instead of a search of its own.
const KEPT_TREE_ANSWERS: u32 = 500;

/// The short search on top of a kept tree: enough playouts for an
/// ownership estimate, quick enough for a click in a GUI.
const TOP_UP_PLAYOUTS: u64 = 2_000;
const TOP_UP_SECONDS: f64 = 0.25;

/// The share of a move's time kept for judging the own stones after the
/// opponent passed.
const JUDGE_SHARE: f64 = 0.3;

/// Whether `genmove` weighs a pass by the count: after the opponent's
/// pass, when dead stones are removed, and not in cleanup.
fn judges_pass(game: &Game, color: Color, kind: GenmoveKind) -> bool {
    kind != GenmoveKind::Cleanup
        && game.rules().remove_dead
        && game
            .last_move()
            .is_some_and(|m| m.mv == Move::Pass && m.color != color)
}

/// Points of extra komi per handicap stone at the start of a game.
const DYNAMIC_KOMI_PER_STONE: f64 = 7.0;

/// The share of the board's points after which dynamic komi is gone
/// (about move 200 on 19×19, as Pachi's linear dynamic komi).
const DYNAMIC_KOMI_END: f64 = 0.55;

/// Extra komi that `genmove` and pondering count in handicap games
/// (Pachi's linear dynamic komi), for the player who gave the handicap:
/// 7 points a handicap stone at the start, falling linearly to none by
/// move `0.55 × size²`. Like komi it is White's (negative when the rules
/// let White move first, so that the handicap stones are White's).
/// Whichever side the engine plays, the search then sees winrates it can
/// tell apart: as the giver it stops playing desperate moves while behind
/// by the handicap, and as the taker it keeps playing for a real lead
/// instead of slack moves that keep a win of a point or two. Score
/// estimates and the pass decision keep the game's komi; analysis uses
/// none.
pub fn dynamic_komi(game: &Game) -> f64 {
    let stones = game.handicap() as f64;
    if stones == 0.0 {
        return 0.0;
    }
    let end = DYNAMIC_KOMI_END * (game.size() * game.size()) as f64;
    let left = (1.0 - game.moves().len() as f64 / end).max(0.0);
    let extra = DYNAMIC_KOMI_PER_STONE * stones * left;
    match game.rules().first_player {
        Color::Black => extra,
        Color::White => -extra,
    }
}

/// The moves the side to move is expected still to play, over which the
/// main time is shared: Pachi's estimate (a fifth of the board is still
/// empty when a game ends, each side plays half the moves) times 0.8,
/// because games between engines mostly end by resignation before that
/// (docs/strength.md, "Under a real clock"); never fewer than 10, so
/// that no move takes more than a tenth of what is left (a fifth when it
/// is unclear, see `MoveTime`).
fn moves_left(empties: usize, size: usize) -> f64 {
    let area = (size * size) as f64;
    ((empties as f64 - 0.2 * area) * 0.4).max(10.0)
}

/// What a book move reports: no search, the book search's winrate and
/// margin, and the move as its own variation.
fn book_report(found: BookMove) -> SearchReport {
    let mv = Move::Play(found.vertex);
    SearchReport {
        best_move: mv,
        winrate: found.winrate,
        playouts: 0,
        seconds: 0.0,
        nodes: 0,
        moves: vec![MoveInfo {
            mv,
            visits: 0,
            winrate: found.winrate,
            prior: 1.0,
            score: found.score,
            score_stdev: 0.0,
            pv: vec![mv],
            pv_visits: vec![0],
        }],
        root: RootInfo {
            visits: 0,
            winrate: found.winrate,
            score: found.score,
            score_stdev: 0.0,
        },
        ownership: Ownership::default(),
    }
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::board::Vertex;
    use crate::rules::Rules;

    #[test]
    fn the_main_time_is_shared_over_fewer_moves_as_the_board_fills() {
        // 9×9: about 26 moves at the start, 10 once the board is full.
        assert!((moves_left(81, 9) - 25.92).abs() < 1e-9);
        assert!(moves_left(50, 9) < moves_left(70, 9));
        assert_eq!(moves_left(20, 9), 10.0);
        // 19×19 starts from about 116.
        assert!((moves_left(361, 19) - 115.52).abs() < 1e-9);
    }

    #[test]
    fn a_search_on_the_largest_board_fits_its_threads_stacks() {
        // Ladder reading on 25×25 once overflowed a 2 MiB search stack.
        let game = Game::new(25, crate::rules::Rules::chinese());
        let budget = Budget {
            playouts: Some(2000),
            seed: Some(1),
            ..Budget::unlimited(1, 1 << 20)
        };
        let never = AtomicBool::new(false);
        let report = search_position(&game, Color::Black, &budget, &never);
        assert_eq!(report.playouts, 2000);
        assert!(
            std::mem::size_of::<crate::board::Board<11>>() * 32 * 2
                < crate::search::tree::run::SEARCH_STACK,
            "the stack no longer fits a ladder reading"
        );
    }

    #[test]
    fn dynamic_komi_falls_from_seven_a_stone_to_none() {
        let mut game = Game::new(19, Rules::chinese());
        assert_eq!(dynamic_komi(&game), 0.0);
        game.place_handicap(&[Vertex::new(3, 3), Vertex::new(15, 15)])
            .unwrap();
        assert_eq!(dynamic_komi(&game), 14.0);
        // 0.55 × 361 = 198.55 moves to go from 14 points to none.
        let mut color = Color::White;
        for _ in 0..99 {
            game.play(color, Move::Pass).unwrap();
            color = color.opponent();
        }
        let half = dynamic_komi(&game);
        assert!((half - 14.0 * (1.0 - 99.0 / 198.55)).abs() < 1e-9, "{half}");
        for _ in 0..100 {
            game.play(color, Move::Pass).unwrap();
            color = color.opponent();
        }
        assert_eq!(dynamic_komi(&game), 0.0);
    }

    /// A 9×9 position of Fuego's cleanup_japanese_rules.tst under
    /// Japanese rules, komi 6.5, with the prisoners taken before it
    /// (indexed by capturer).
    fn japanese_position(rows: &[&str], to_move: Color, prisoners: [u32; 2]) -> Game {
        let (grid, _) = crate::board::Grid::from_diagram(rows);
        let mut game = Game::new(9, Rules::japanese());
        game.set_komi(6.5);
        game.set_root_with_captures(grid, to_move, 0, prisoners);
        game
    }

    /// A player of 10,000 playouts on one thread, with `seed`, that
    /// never resigns.
    fn fixed_player(seed: u64) -> Player {
        Player::new(SearchConfig {
            threads: 1,
            playouts: Some(10_000),
            seed: Some(seed),
            resign: 0.0,
            ..SearchConfig::default()
        })
    }

    /// `player`'s genmove of `kind` for `color`.
    fn genmove_of(
        player: &mut Player,
        game: &Game,
        color: Color,
        kind: GenmoveKind,
    ) -> GenmoveResult {
        let never = AtomicBool::new(false);
        player.genmove(game, color, kind, &never, Hooks::default())
    }

    #[test]
    fn a_won_game_under_territory_scoring_ends_with_a_pass() {
        // Fuego's cleanup_japanese_rules.tst 190 (the same game, move 82),
        // Japanese rules, komi 6.5, prisoners 11 and 9: White leads by
        // 2.5 and nothing is left to gain. Every stone White sets now
        // costs a point, so the search itself chooses the pass before
        // Black has passed.
        let rows = [
            ".....XO..",
            "XXX.XXOO.",
            "..XOXOO.O",
            "XXOXXOOOO",
            "XXOXXXOXX",
            "OOOOXXOX.",
            ".O.OOXXXX",
            "O...OXX.X",
            "O.OOOOXXX",
        ];
        let game = japanese_position(&rows, Color::White, [11, 9]);
        let result = genmove_of(
            &mut fixed_player(0),
            &game,
            Color::White,
            GenmoveKind::Regression,
        );
        assert_eq!(result.report.best_move, Move::Pass);
        assert!(matches!(result.decision, Decision::Play(Move::Pass)));
    }

    #[test]
    fn the_last_searchs_dead_stones_let_the_winner_pass() {
        // Fuego's cleanup_japanese_rules.tst 170 (Charles60-FuegoBot,
        // a variation, move 43), Japanese rules, komi 6.5, prisoners 3
        // and 2: with White's F6 G6 and G3 dead, Black wins by half a
        // point and must pass to keep it. The count as it stands takes
        // them alive and is White's; the last search's ownership knows
        // better.
        let rows = [
            ".OXX.X.X.",
            ".OOXX.X..",
            "..OOX....",
            "...OXOOX.",
            "..OOXXXX.",
            "..O.OX...",
            "..O.OXO..",
            "...OOXX..",
            "....OX...",
        ];
        let game = japanese_position(&rows, Color::Black, [3, 2]);
        let mut player = fixed_player(1);
        let first = genmove_of(&mut player, &game, Color::Black, GenmoveKind::Normal);
        assert!(!matches!(first.decision, Decision::Play(Move::Pass)));
        // The same position again, as after an undo.
        let again = genmove_of(&mut player, &game, Color::Black, GenmoveKind::Normal);
        assert!(matches!(again.decision, Decision::Play(Move::Pass)));
        // reg_genmove has no earlier search, and searches twice instead,
        // the same way every time.
        for _ in 0..2 {
            let mut fresh = fixed_player(1);
            let reg = genmove_of(&mut fresh, &game, Color::Black, GenmoveKind::Regression);
            assert!(matches!(reg.decision, Decision::Play(Move::Pass)));
        }
    }

    #[test]
    fn a_lost_game_is_not_played_on_for_fewer_points() {
        // Fuego's cleanup_japanese_rules.tst 230 (a 2011 game of Fuego's,
        // move 90), Japanese rules, komi 6.5, prisoners 12 and 9: Black
        // has passed. With White's D7-D9 and B9 dead, passing loses by
        // half a point (GNU Go counts the same); the search's own choice,
        // C9, loses more on average.
        let rows = [
            ".O.O.XO..",
            "XXXOXXOO.",
            "X.XOXOO.O",
            "XXOXXOOOO",
            "XXOXXXOXX",
            "OOOOXXOX.",
            ".O.OOXXXX",
            "O...OXX.X",
            "O.OOOOXXX",
        ];
        let mut game = japanese_position(&rows, Color::Black, [12, 9]);
        game.play(Color::Black, Move::Pass).unwrap();
        let result = genmove_of(
            &mut fixed_player(0),
            &game,
            Color::White,
            GenmoveKind::Regression,
        );
        assert_ne!(result.report.best_move, Move::Pass);
        assert!(matches!(result.decision, Decision::Play(Move::Pass)));
    }

    #[test]
    fn node_budget_leaves_room_for_the_process() {
        let config = SearchConfig {
            max_memory: 256 << 20,
            ..SearchConfig::default()
        };
        let tree_bytes = config.node_budget() * tree::NODE_BYTES;
        assert!(tree_bytes < (256 << 20) - (16 << 20));
        assert!(tree_bytes > 200 << 20);
        let tiny = SearchConfig {
            max_memory: 1 << 20,
            ..SearchConfig::default()
        };
        assert_eq!(tiny.node_budget(), 0);
    }
}
