//! One analysis line from a search snapshot, in Leela Zero's form
//! (`info move D4 visits 836 winrate 4656 prior 839 lcb 4640 order 0 pv
//! D4 Q16`, integers ×10000) or KataGo's (floats in [0, 1] with a `.`,
//! scores in points, `ownership` last).
//!
//! Segments are best first (most visited, as `genmove` chooses), joined
//! by single spaces, and each ends with its principal variation, so that
//! Sabaki's and Lizzie's parsers take every one of them.

use super::args::AnalyzeArgs;
use crate::board::{Color, Move, Vertex};
use crate::search::{MoveInfo, SearchReport};

/// Which engine's conventions to follow.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum Style {
    Lz,
    Kata,
}

/// A move as analysis lines write it: `D4` or lower-case `pass` (the
/// form Sabaki's pv pattern accepts).
pub fn move_text(mv: Move) -> String {
    match mv {
        Move::Pass => "pass".to_string(),
        Move::Play(v) => v.to_string(),
    }
}

/// The Wilson score interval's lower bound (95 %) for a winrate measured
/// over `visits` playouts; 0 without visits.
pub fn lcb(winrate: f64, visits: u32) -> f64 {
    if visits == 0 {
        return 0.0;
    }
    let n = visits as f64;
    let z = 1.96;
    let z2 = z * z;
    let p = winrate.clamp(0.0, 1.0);
    let centre = p + z2 / (2.0 * n);
    let spread = z * (p * (1.0 - p) / n + z2 / (4.0 * n * n)).sqrt();
    ((centre - spread) / (1.0 + z2 / n)).clamp(0.0, 1.0)
}

/// The root moves to show: every visited one, best first, then unvisited
/// ones by prior up to `minmoves`, cut to `maxmoves`.
fn shown<'a>(report: &'a SearchReport, args: &AnalyzeArgs) -> Vec<&'a MoveInfo> {
    let mut moves: Vec<&MoveInfo> = report.moves.iter().filter(|m| m.visits > 0).collect();
    if moves.len() < args.min_moves {
        let mut rest: Vec<&MoveInfo> = report.moves.iter().filter(|m| m.visits == 0).collect();
        rest.sort_by(|a, b| b.prior.total_cmp(&a.prior));
        let missing = args.min_moves - moves.len();
        moves.extend(rest.into_iter().take(missing));
    }
    if let Some(max) = args.max_moves.filter(|&m| m > 0) {
        moves.truncate(max);
    }
    moves
}

/// The line for `report`, searched for `color` on a board of `size`, or
/// `None` while there is nothing to show (an empty line would end the
/// response).
pub fn info_line(
    report: &SearchReport,
    args: &AnalyzeArgs,
    style: Style,
    color: Color,
    size: usize,
) -> Option<String> {
    let moves = shown(report, args);
    if moves.is_empty() {
        return None;
    }
    // The search's priors are prior winrates; normalised over the root
    // moves they read as a policy, as clients expect.
    let prior_sum: f64 = report.moves.iter().map(|m| m.prior).sum::<f64>().max(1e-9);
    let mut segments = Vec::with_capacity(moves.len());
    for (order, m) in moves.iter().enumerate() {
        let prior = m.prior / prior_sum;
        let low = lcb(m.winrate, m.visits);
        let pv: Vec<String> = m.pv.iter().map(|&mv| move_text(mv)).collect();
        let pv = if pv.is_empty() {
            move_text(m.mv)
        } else {
            pv.join(" ")
        };
        let mv = move_text(m.mv);
        segments.push(match style {
            Style::Lz => format!(
                "info move {mv} visits {} winrate {} prior {} lcb {} order {order} pv {pv}",
                m.visits,
                scaled(m.winrate),
                scaled(prior),
                scaled(low),
            ),
            Style::Kata => format!(
                "info move {mv} visits {v} edgeVisits {v} winrate {:.6} scoreMean {s:.3} \
                 scoreLead {s:.3} prior {:.6} lcb {:.6} order {order} pv {pv}",
                m.winrate.clamp(0.0, 1.0),
                prior,
                low,
                v = m.visits,
                s = m.score,
            ),
        });
    }
    let mut line = segments.join(" ");
    if style == Style::Kata && args.ownership && report.ownership.size() == size {
        line.push_str(" ownership");
        for v in Vertex::rows_from_top(size).flatten() {
            line.push_str(&format!(" {:.4}", report.ownership.get_for(v, color)));
        }
    }
    Some(line)
}

/// A value in [0, 1] as Leela Zero's truncated integer ×10000.
fn scaled(x: f64) -> u32 {
    (x.clamp(0.0, 1.0) * 10000.0) as u32
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::search::Ownership;

    fn v(s: &str) -> Move {
        Move::Play(Vertex::parse_gtp(s, 9).unwrap())
    }

    fn info(mv: &str, visits: u32, winrate: f64, prior: f64, pv: &[&str]) -> MoveInfo {
        MoveInfo {
            mv: Move::parse_gtp(mv, 9).unwrap(),
            visits,
            winrate,
            prior,
            score: -1.5,
            pv: pv.iter().map(|s| Move::parse_gtp(s, 9).unwrap()).collect(),
        }
    }

    fn report() -> SearchReport {
        SearchReport {
            best_move: v("E5"),
            winrate: 0.6,
            playouts: 150,
            seconds: 1.0,
            nodes: 10,
            moves: vec![
                info("E5", 100, 0.6, 0.5, &["E5", "D4", "pass"]),
                info("C3", 50, 0.4, 0.25, &["C3"]),
                info("A1", 0, 0.5, 0.05, &[]),
                info("G7", 0, 0.5, 0.2, &[]),
            ],
            ownership: Ownership::from_fn(9, |v| if v.row == 0 { 1.0 } else { 0.0 }),
        }
    }

    fn args(extra: &str) -> AnalyzeArgs {
        let a: Vec<String> = extra.split_whitespace().map(String::from).collect();
        super::super::args::parse(&a, 9).unwrap()
    }

    #[test]
    fn lz_segments() {
        let line = info_line(&report(), &args("b 10"), Style::Lz, Color::Black, 9).unwrap();
        assert_eq!(
            line,
            format!(
                "info move E5 visits 100 winrate 6000 prior 5000 lcb {} order 0 pv E5 D4 pass \
                 info move C3 visits 50 winrate 4000 prior 2500 lcb {} order 1 pv C3",
                scaled(lcb(0.6, 100)),
                scaled(lcb(0.4, 50))
            )
        );
    }

    #[test]
    fn minmoves_and_maxmoves() {
        let line = info_line(&report(), &args("minmoves 3"), Style::Lz, Color::Black, 9).unwrap();
        assert!(line.ends_with("order 2 pv G7"), "{line}");
        let line = info_line(&report(), &args("maxmoves 1"), Style::Lz, Color::Black, 9).unwrap();
        assert!(!line.contains("C3"));
    }

    #[test]
    fn kata_floats_and_ownership() {
        let a = args("w 10 ownership true");
        let line = info_line(&report(), &a, Style::Kata, Color::White, 9).unwrap();
        let (segments, own) = line.split_once(" ownership ").unwrap();
        assert!(segments.contains("winrate 0.600000 scoreMean -1.500 scoreLead -1.500"));
        assert!(segments.contains("prior 0.500000"));
        let own: Vec<f64> = own.split(' ').map(|x| x.parse().unwrap()).collect();
        assert_eq!(own.len(), 81);
        // Grid row 0 (the bottom row) is last, from White's view.
        assert_eq!(own[72], -1.0);
        assert_eq!(own[0], 0.0);
        assert!(!line.contains("  "));
    }

    #[test]
    fn nothing_visited_is_no_line() {
        let mut r = report();
        r.moves.retain(|m| m.visits == 0);
        assert_eq!(info_line(&r, &args(""), Style::Lz, Color::Black, 9), None);
    }

    #[test]
    fn lcb_is_a_lower_bound() {
        assert_eq!(lcb(0.7, 0), 0.0);
        assert!(lcb(0.7, 10) < lcb(0.7, 1000));
        assert!(lcb(0.7, 1000) < 0.7);
        assert!((0.0..=1.0).contains(&lcb(0.0, 5)));
        assert!((0.0..=1.0).contains(&lcb(1.0, 5)));
    }
}
