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
