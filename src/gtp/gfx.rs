//! GoGui's graphics text: `VAR` lines of a variation and the live
//! graphics a `genmove` writes on stderr. The search hands over plain
//! data ([`SearchReport`]); the text is written here.

use std::time::Duration;

use crate::board::{Color, Move};
use crate::search::{Observer, SearchReport};

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
    use super::*;
    use crate::board::Vertex;

    #[test]
    fn var_lines_alternate_colours() {
        let v = |s: &str| Move::Play(Vertex::parse_gtp(s, 9).unwrap());
        assert_eq!(
            var_line(Color::White, &[v("C3"), Move::Pass, v("D4")]),
            "VAR w C3 b PASS w D4"
        );
    }
}
