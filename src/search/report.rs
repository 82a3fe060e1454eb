//! What a search gives back and what watching one sees: the
//! [`SearchReport`] of root statistics, ownership and principal
//! variations (plain data; the `gtp` layer writes it in each client's
//! format), an [`Observer`] that gets a snapshot at a fixed interval and
//! may end the search early, and a [`RootFilter`] that restricts the
//! moves considered at the root.
//!
//! GoGui's live graphics and the GTP analysis streams are observers that
//! live in the `gtp` layer; the search's own threads never see them.

use std::time::Duration;

use crate::board::{Move, Vertex};

/// Who owns each point at the end of the playouts, from Black's view in
/// [-1, 1] (+1: always Black's), over a board of one size; empty when a
/// search did not collect it.
#[derive(Clone, Debug, Default, PartialEq)]
pub struct Ownership {
    size: usize,
    /// [`Vertex::all`] order.
    values: Vec<f64>,
    /// The standard deviation of each point's final owner (+1, 0 or −1)
    /// over the playouts, in [0, 1], same order; empty unless collected.
    stdev: Vec<f64>,
}

impl Ownership {
    /// The map of a board of `size` with `value(v)` at every vertex.
    pub fn from_fn(size: usize, value: impl FnMut(Vertex) -> f64) -> Ownership {
        Ownership {
            size,
            values: Vertex::all(size).map(value).collect(),
            stdev: Vec::new(),
        }
    }

    /// The same map with `stdev(v)` as the spread of every vertex.
    pub fn with_stdev(mut self, stdev: impl FnMut(Vertex) -> f64) -> Ownership {
        self.stdev = Vertex::all(self.size).map(stdev).collect();
        self
    }

    /// Whether the spread of the owners was collected.
    pub fn has_stdev(&self) -> bool {
        !self.stdev.is_empty()
    }

    /// The standard deviation of the owner of `v` over the playouts, in
    /// [0, 1] (the same from either side's view); 0 off the board or when
    /// not collected.
    pub fn stdev(&self, v: Vertex) -> f64 {
        if !v.is_on_board(self.size) || self.stdev.is_empty() {
            return 0.0;
        }
        self.stdev[v.row as usize * self.size + v.col as usize].clamp(0.0, 1.0)
    }

    pub fn size(&self) -> usize {
        self.size
    }

    /// Whether the search collected no ownership.
    pub fn is_empty(&self) -> bool {
        self.values.is_empty()
    }

    /// The ownership of `v` from Black's view, clamped to [-1, 1]; 0 for a
    /// vertex off the board or an empty map.
    pub fn get(&self, v: Vertex) -> f64 {
        if !v.is_on_board(self.size) || self.values.is_empty() {
            return 0.0;
        }
        self.values[v.row as usize * self.size + v.col as usize].clamp(-1.0, 1.0)
    }

    /// The ownership of `v` from `color`'s view.
    pub fn get_for(&self, v: Vertex, color: crate::board::Color) -> f64 {
        match color {
            crate::board::Color::Black => self.get(v),
            crate::board::Color::White => -self.get(v),
        }
    }
}

/// One root move as the search saw it.
#[derive(Clone, Debug)]
pub struct MoveInfo {
    pub mv: Move,
    pub visits: u32,
    /// From the side to move's view, in [0, 1].
    pub winrate: f64,
    /// Prior winrate from the expansion knowledge.
    pub prior: f64,
    /// Mean final margin from the side to move's view.
    pub score: f64,
    /// Standard deviation of the final margins of the move's playouts,
    /// in points.
    pub score_stdev: f64,
    /// The principal variation, starting with `mv`.
    pub pv: Vec<Move>,
    /// The visits of each node of `pv` (the first is `visits`).
    pub pv_visits: Vec<u32>,
}

/// The root's own statistics: every playout of the tree, whatever move
/// it began with, from the side to move's view.
#[derive(Clone, Copy, Debug, Default, PartialEq)]
pub struct RootInfo {
    pub visits: u32,
    /// In [0, 1].
    pub winrate: f64,
    /// Mean final margin.
    pub score: f64,
    pub score_stdev: f64,
}

/// What a search found.
#[derive(Clone, Debug)]
pub struct SearchReport {
    pub best_move: Move,
    /// Winrate of the best move for the side to move.
    pub winrate: f64,
    pub playouts: u64,
    pub seconds: f64,
    pub nodes: usize,
    /// Root moves, most visited first.
    pub moves: Vec<MoveInfo>,
    pub root: RootInfo,
    /// Who owns each point (empty unless asked for).
    pub ownership: Ownership,
}

impl SearchReport {
    pub fn playouts_per_second(&self) -> f64 {
        self.playouts as f64 / self.seconds.max(1e-9)
    }
}

/// Something that watches a search from the thread that started it.
pub trait Observer {
    /// Time between two snapshots.
    fn interval(&self) -> Duration;

    /// Polled every few milliseconds; `true` ends the search.
    fn should_stop(&mut self) -> bool {
        false
    }

    /// A snapshot of the search so far. Ownership is filled in only when
    /// [`Observer::wants_ownership`] says so (it is empty otherwise).
    fn observe(&mut self, snapshot: &SearchReport);

    fn wants_ownership(&self) -> bool {
        false
    }

    /// Whether the snapshots' ownership should carry the spread of the
    /// owners ([`Ownership::stdev`]): a second sum on every playout, so
    /// only collected when asked for. Asked once, when the search starts.
    fn wants_ownership_stdev(&self) -> bool {
        false
    }

    /// Called once when the search has ended.
    fn finish(&mut self) {}
}

/// Moves the root may or may not play (KataGo's `avoid` and `allow`),
/// for the colour to move at the root.
#[derive(Clone, Debug, Default, PartialEq)]
pub struct RootFilter {
    /// When set, only these moves are searched.
    pub allow: Option<Vec<Move>>,
    /// These moves are never searched.
    pub avoid: Vec<Move>,
}

impl RootFilter {
    /// Whether the root may search `mv`.
    pub fn permits(&self, mv: Move) -> bool {
        !self.avoid.contains(&mv) && self.allow.as_ref().is_none_or(|a| a.contains(&mv))
    }

    pub fn is_empty(&self) -> bool {
        self.allow.is_none() && self.avoid.is_empty()
    }
}

/// Optional extras of one search.
#[derive(Default)]
pub struct Hooks<'a> {
    pub observer: Option<&'a mut dyn Observer>,
    pub filter: RootFilter,
}

#[cfg(test)]
mod tests {
    use std::sync::atomic::AtomicBool;

    use super::*;
    use crate::board::Color;
    use crate::board::Vertex;
    use crate::game::Game;
    use crate::rules::Rules;
    use crate::search::{Budget, search_with};

    /// Records snapshots and stops the search after `limit` of them.
    struct Recorder {
        limit: usize,
        visits: Vec<u32>,
        ownership_sizes: Vec<usize>,
        finished: bool,
    }

    impl Observer for Recorder {
        fn interval(&self) -> Duration {
            Duration::from_millis(20)
        }
        fn should_stop(&mut self) -> bool {
            self.visits.len() >= self.limit
        }
        fn observe(&mut self, snapshot: &SearchReport) {
            self.visits
                .push(snapshot.moves.iter().map(|m| m.visits).sum());
            self.ownership_sizes.push(snapshot.ownership.size());
        }
        fn wants_ownership(&self) -> bool {
            true
        }
        fn finish(&mut self) {
            self.finished = true;
        }
    }

    fn unlimited(max_nodes: usize) -> Budget {
        Budget {
            seed: Some(1),
            ..Budget::unlimited(1, max_nodes)
        }
    }

    fn v(s: &str) -> Move {
        Move::Play(Vertex::parse_gtp(s, 9).unwrap())
    }

    #[test]
    fn an_observer_sees_the_search_grow_and_can_end_it() {
        let game = Game::new(9, Rules::chinese());
        let mut rec = Recorder {
            limit: 4,
            visits: Vec::new(),
            ownership_sizes: Vec::new(),
            finished: false,
        };
        let never = AtomicBool::new(false);
        let hooks = Hooks {
            observer: Some(&mut rec),
            filter: RootFilter::default(),
        };
        // No playout or time limit: only the observer ends this search.
        let report = search_with(&game, Color::Black, &unlimited(1 << 20), &never, hooks);
        assert!(rec.finished);
        assert_eq!(rec.visits.len(), 4);
        assert!(
            rec.visits.windows(2).all(|w| w[0] <= w[1]),
            "{:?}",
            rec.visits
        );
        assert!(rec.ownership_sizes.iter().all(|&n| n == 9));
        assert!(report.playouts > 0);
    }

    /// Keeps the last snapshot; asks for the spread of the ownership.
    struct Spread(Option<SearchReport>);

    impl Observer for Spread {
        fn interval(&self) -> Duration {
            Duration::from_millis(10)
        }
        fn observe(&mut self, snapshot: &SearchReport) {
            self.0 = Some(snapshot.clone());
        }
        fn wants_ownership(&self) -> bool {
            true
        }
        fn wants_ownership_stdev(&self) -> bool {
            true
        }
    }

    #[test]
    fn score_spread_root_info_and_ownership_spread() {
        let mut game = Game::new(9, Rules::chinese());
        game.play(Color::Black, v("E5")).unwrap();
        // Two threads: the one-thread pool is shared with the other
        // tests, and a long search there would starve theirs.
        let budget = Budget {
            playouts: Some(3_000),
            seed: Some(1),
            ..Budget::unlimited(2, 1 << 20)
        };
        let never = AtomicBool::new(false);
        let mut spread = Spread(None);
        let hooks = Hooks {
            observer: Some(&mut spread),
            filter: RootFilter::default(),
        };
        let report = search_with(&game, Color::White, &budget, &never, hooks);
        // The root saw every playout, from White's view.
        assert_eq!(report.root.visits as u64, report.playouts);
        assert!((0.0..=1.0).contains(&report.root.winrate));
        // Every playout went through the root and one child.
        let n = report.playouts as f64;
        let mean = |f: fn(&MoveInfo) -> f64| {
            report
                .moves
                .iter()
                .map(|m| m.visits as f64 * f(m))
                .sum::<f64>()
                / n
        };
        assert!((report.root.winrate - mean(|m| m.winrate)).abs() < 1e-9);
        assert!((report.root.score - mean(|m| m.score)).abs() < 1e-9);
        assert!(report.root.score_stdev > 0.0);
        let best = &report.moves[0];
        assert!(best.score_stdev > 0.0 && best.score_stdev < 81.0 + 7.5);
        assert_eq!(best.pv_visits.len(), best.pv.len());
        assert_eq!(best.pv_visits[0], best.visits);
        assert!(best.pv_visits.windows(2).all(|w| w[0] >= w[1]));
        // The final report collects the spread too, in [0, 1].
        let own = &report.ownership;
        assert!(own.has_stdev());
        assert!(spread.0.is_some_and(|s| s.ownership.has_stdev()));
        assert!(Vertex::all(9).all(|p| (0.0..=1.0).contains(&own.stdev(p))));
        assert!(Vertex::all(9).any(|p| own.stdev(p) > 0.5));
        // Each point's spread matches its mean: sqrt(share owned - mean²)
        // is at least sqrt(mean² - mean²) = 0 and at most sqrt(1 - mean²).
        for p in Vertex::all(9) {
            let m = own.get(p);
            assert!(own.stdev(p) <= (1.0 - m * m).sqrt() + 1e-9);
        }
        // Without the observer's request, no spread.
        let plain = search_with(&game, Color::White, &budget, &never, Hooks::default());
        assert!(!plain.ownership.has_stdev());
    }

    #[test]
    fn the_node_cap_stops_growth_but_not_playouts() {
        let game = Game::new(9, Rules::chinese());
        let budget = Budget {
            playouts: Some(30_000),
            ..unlimited(2_000)
        };
        let never = AtomicBool::new(false);
        let report = search_with(&game, Color::Black, &budget, &never, Hooks::default());
        assert_eq!(report.playouts, 30_000);
        // One expansion may cross the cap: at most a board's worth more.
        assert!(report.nodes <= 2_000 + 82, "{} nodes", report.nodes);
    }

    #[test]
    fn the_root_filter_limits_the_root_moves() {
        let game = Game::new(9, Rules::chinese());
        let budget = Budget {
            playouts: Some(2_000),
            ..unlimited(1 << 20)
        };
        let never = AtomicBool::new(false);
        let allow = Hooks {
            observer: None,
            filter: RootFilter {
                allow: Some(vec![v("C3"), v("G7"), v("E5")]),
                avoid: vec![v("E5")],
            },
        };
        let report = search_with(&game, Color::Black, &budget, &never, allow);
        let mut moves: Vec<String> = report.moves.iter().map(|m| m.mv.to_string()).collect();
        moves.sort();
        assert_eq!(moves, ["C3", "G7"]);
        // A filter that forbids everything leaves a pass.
        let none = Hooks {
            observer: None,
            filter: RootFilter {
                allow: Some(vec![]),
                avoid: vec![],
            },
        };
        let report = search_with(&game, Color::Black, &budget, &never, none);
        assert_eq!(report.best_move, Move::Pass);
    }
}
