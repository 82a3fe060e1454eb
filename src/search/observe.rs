//! Watching a running search: an [`Observer`] gets a snapshot of the
//! root statistics at a fixed interval and may end the search early,
//! and a [`RootFilter`] restricts the moves considered at the root.
//!
//! GoGui's live graphics ([`LiveGfx`]) and the GTP analysis streams are
//! both observers; the search's own threads never see them.

use std::time::Duration;

use super::run::SearchReport;
use crate::board::{Color, Move};

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

/// GoGui live graphics: the principal variation on stderr as
/// `gogui-gfx: VAR b D4 w Q16 …` every half second, and
/// `gogui-gfx: CLEAR` when the search ends.
pub struct LiveGfx {
    pub to_move: Color,
}

impl Observer for LiveGfx {
    fn interval(&self) -> Duration {
        Duration::from_millis(500)
    }

    fn observe(&mut self, snapshot: &SearchReport) {
        if let Some(best) = snapshot.moves.first().filter(|m| m.visits > 0) {
            eprintln!("gogui-gfx: {}", var_line(self.to_move, &best.pv));
        }
    }

    fn finish(&mut self) {
        eprintln!("gogui-gfx: CLEAR");
    }
}

/// `VAR b D4 w Q16 …` for a variation starting with `color`.
pub fn var_line(color: Color, pv: &[Move]) -> String {
    let mut color = color;
    let mut line = String::from("VAR");
    for mv in pv {
        let c = if color == Color::Black { 'b' } else { 'w' };
        line.push_str(&format!(" {c} {mv}"));
        color = color.opponent();
    }
    line
}

#[cfg(test)]
mod tests {
    use std::sync::atomic::AtomicBool;

    use super::*;
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
            self.ownership_sizes.push(snapshot.ownership.len());
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
            playouts: None,
            seconds: None,
            threads: 1,
            seed: Some(1),
            max_nodes,
            extra_komi: 0.0,
            explore: 0.0,
            stop_when_decided: false,
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
        assert!(rec.ownership_sizes.iter().all(|&n| n == 81));
        assert!(report.playouts > 0);
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

    #[test]
    fn var_lines_alternate_colours() {
        assert_eq!(
            var_line(Color::White, &[v("C3"), Move::Pass, v("D4")]),
            "VAR w C3 b PASS w D4"
        );
    }
}
