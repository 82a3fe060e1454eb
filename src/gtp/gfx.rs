//! GoGui's graphics text: `VAR` lines of a variation and the live
//! graphics a `genmove` writes on stderr. The search hands over plain
//! data ([`SearchReport`]); the text is written here.

use std::io::Write;
use std::time::Duration;

use crate::board::{Color, Move, Vertex};
use crate::search::{Observer, SearchReport};

/// How many candidate moves the live graphics label.
const LIVE_LABELS: usize = 8;

/// GoGui live graphics: a few times a second, one block on stderr,
///
/// ```text
/// gogui-gfx:
/// INFLUENCE A9 -0.62 B9 -0.58 …
/// VAR b E5 w C3 b D4
/// LABEL E5 56 C3 48 …
/// TEXT b E5 56.2% 61% of 2301 playouts
///
/// ```
///
/// (GoGui reads the lines after a bare `gogui-gfx:` up to the next empty
/// line as one set of draw commands, and clears the previous set): the
/// ownership as shading from Black's view, the principal variation,
/// the most searched moves labelled with their winrate in percent, and a
/// status line. `gogui-gfx: CLEAR` when the search ends.
pub struct LiveGfx {
    pub to_move: Color,
}

impl Observer for LiveGfx {
    fn interval(&self) -> Duration {
        Duration::from_millis(250)
    }

    fn observe(&mut self, snapshot: &SearchReport) {
        if let Some(block) = live_block(self.to_move, snapshot) {
            // One write, so that no log line lands inside the block.
            let mut err = std::io::stderr().lock();
            let _ = err.write_all(block.as_bytes());
            let _ = err.flush();
        }
    }

    fn wants_ownership(&self) -> bool {
        true
    }

    fn finish(&mut self) {
        let mut err = std::io::stderr().lock();
        let _ = err.write_all(b"gogui-gfx: CLEAR\n");
        let _ = err.flush();
    }
}

/// The live graphics block for a snapshot of a search for `color`, or
/// `None` before any move has a visit.
pub fn live_block(color: Color, snapshot: &SearchReport) -> Option<String> {
    let best = snapshot.moves.first().filter(|m| m.visits > 0)?;
    let mut block = String::from("gogui-gfx:\n");
    let own = &snapshot.ownership;
    if !own.is_empty() {
        block.push_str("INFLUENCE");
        for v in Vertex::all(own.size()) {
            block.push_str(&format!(" {v} {:.2}", own.get(v)));
        }
        block.push('\n');
    }
    block.push_str(&var_line(color, &best.pv));
    block.push('\n');
    let mut labels = String::new();
    for m in snapshot
        .moves
        .iter()
        .filter(|m| m.visits > 0)
        .take(LIVE_LABELS)
    {
        if let Move::Play(v) = m.mv {
            labels.push_str(&format!(" {v} {:.0}", m.winrate * 100.0));
        }
    }
    if !labels.is_empty() {
        block.push_str("LABEL");
        block.push_str(&labels);
        block.push('\n');
    }
    let visits: u64 = snapshot.moves.iter().map(|m| m.visits as u64).sum();
    block.push_str(&format!(
        "TEXT {} {} {:.1}% {:.0}% of {} playouts\n\n",
        if color == Color::Black { 'b' } else { 'w' },
        best.mv,
        best.winrate * 100.0,
        100.0 * best.visits as f64 / visits.max(1) as f64,
        snapshot.playouts,
    ));
    Some(block)
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
    fn a_live_block_is_influence_var_label_and_text_then_an_empty_line() {
        use crate::search::{MoveInfo, Ownership, RootInfo};
        let v = |s: &str| Vertex::parse_gtp(s, 9).unwrap();
        let info = |mv: &str, visits, winrate| MoveInfo {
            mv: Move::Play(v(mv)),
            visits,
            winrate,
            prior: 0.5,
            score: 0.0,
            score_stdev: 0.0,
            pv: vec![Move::Play(v(mv)), Move::Play(v("C3"))],
            pv_visits: vec![visits, 1],
        };
        let mut report = SearchReport {
            best_move: Move::Play(v("E5")),
            winrate: 0.6,
            playouts: 40,
            seconds: 1.0,
            nodes: 10,
            moves: vec![
                info("E5", 30, 0.6),
                info("G7", 10, 0.45),
                info("A1", 0, 0.5),
            ],
            root: RootInfo::default(),
            ownership: Ownership::from_fn(9, |p| if p.row == 0 { 1.0 } else { -0.25 }),
        };
        let block = live_block(Color::White, &report).unwrap();
        let lines: Vec<&str> = block.split('\n').collect();
        assert_eq!(lines[0], "gogui-gfx:");
        assert!(
            lines[1].starts_with("INFLUENCE A1 1.00 B1 1.00 "),
            "{}",
            lines[1]
        );
        assert_eq!(lines[1].split(' ').count(), 1 + 2 * 81);
        assert_eq!(lines[2], "VAR w E5 b C3");
        assert_eq!(lines[3], "LABEL E5 60 G7 45");
        assert_eq!(lines[4], "TEXT w E5 60.0% 75% of 40 playouts");
        assert_eq!(&lines[5..], ["", ""], "ends with an empty line");
        report.moves.iter_mut().for_each(|m| m.visits = 0);
        assert_eq!(live_block(Color::White, &report), None);
    }

    #[test]
    fn var_lines_alternate_colours() {
        let v = |s: &str| Move::Play(Vertex::parse_gtp(s, 9).unwrap());
        assert_eq!(
            var_line(Color::White, &[v("C3"), Move::Pass, v("D4")]),
            "VAR w C3 b PASS w D4"
        );
    }
}
