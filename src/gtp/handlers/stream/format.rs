//! One analysis line from a search snapshot, in Leela Zero's form
//! (`info move D4 visits 836 winrate 4656 prior 839 lcb 4640 order 0 pv
//! D4 Q16`, integers ×10000) or KataGo's (floats in [0, 1] with a `.`,
//! scores in points).
//!
//! Segments are best first (most visited, as `genmove` chooses), joined
//! by single spaces, and each ends with its principal variation, so that
//! Sabaki's and Lizzie's parsers take every one of them. KataGo's
//! optional parts come where KataGo writes them, and only when asked
//! for: `pvVisits` after a segment's pv, then after the last segment
//! `rootInfo`, `ownership` and `ownershipStdev`, in that order.
//!
//! Tengen's `utility` is `2·winrate − 1`, in [−1, 1]: KataGo's utility
//! adds a score term, which Tengen's move choice does not use, so it is
//! left out rather than made up; `utilityLcb` is `2·lcb − 1` likewise.

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
        let (pv, pv_visits) = pv_text(m);
        let mv = move_text(m.mv);
        segments.push(match style {
            Style::Lz => format!(
                "info move {mv} visits {} winrate {} prior {} lcb {} order {order} pv {pv}",
                m.visits,
                scaled(m.winrate),
                scaled(prior),
                scaled(low),
            ),
            Style::Kata => {
                let w = m.winrate.clamp(0.0, 1.0);
                let mut seg = format!(
                    "info move {mv} visits {v} edgeVisits {v} utility {:.6} winrate {w:.6} \
                     scoreMean {s:.3} scoreStdev {:.3} scoreLead {s:.3} prior {:.6} lcb {:.6} \
                     utilityLcb {:.6} order {order} pv {pv}",
                    utility(w),
                    m.score_stdev,
                    prior,
                    low,
                    utility(low),
                    v = m.visits,
                    s = m.score,
                );
                if args.pv_visits {
                    seg.push_str(" pvVisits ");
                    seg.push_str(&pv_visits);
                }
                seg
            }
        });
    }
    let mut line = segments.join(" ");
    if style == Style::Kata {
        kata_trailer(&mut line, report, args, color, size);
    }
    Some(line)
}

/// A move's pv and the visits of its nodes, as text; a move not yet
/// visited is its own pv.
fn pv_text(m: &MoveInfo) -> (String, String) {
    if m.pv.is_empty() {
        return (move_text(m.mv), m.visits.to_string());
    }
    let moves: Vec<String> = m.pv.iter().map(|&mv| move_text(mv)).collect();
    let visits: Vec<String> = (0..m.pv.len())
        .map(|i| m.pv_visits.get(i).copied().unwrap_or(0).to_string())
        .collect();
    (moves.join(" "), visits.join(" "))
}

/// Tengen's utility of a winrate: `2·winrate − 1`.
fn utility(winrate: f64) -> f64 {
    2.0 * winrate.clamp(0.0, 1.0) - 1.0
}

/// KataGo's parts after the last segment, each only when asked for:
/// `rootInfo`, `ownership` (from `color`'s view) and `ownershipStdev`,
/// the maps top row first.
fn kata_trailer(
    line: &mut String,
    report: &SearchReport,
    args: &AnalyzeArgs,
    color: Color,
    size: usize,
) {
    if args.root_info {
        let r = &report.root;
        let w = r.winrate.clamp(0.0, 1.0);
        line.push_str(&format!(
            " rootInfo visits {} utility {:.6} winrate {w:.6} scoreMean {s:.3} \
             scoreStdev {:.3} scoreLead {s:.3}",
            r.visits,
            utility(w),
            r.score_stdev,
            s = r.score,
        ));
    }
    let own = &report.ownership;
    if args.ownership && own.size() == size {
        line.push_str(" ownership");
        for v in Vertex::rows_from_top(size).flatten() {
            line.push_str(&format!(" {:.4}", own.get_for(v, color)));
        }
    }
    if args.ownership_stdev && own.size() == size && own.has_stdev() {
        line.push_str(" ownershipStdev");
        for v in Vertex::rows_from_top(size).flatten() {
            line.push_str(&format!(" {:.4}", own.stdev(v)));
        }
    }
}

/// A value in [0, 1] as Leela Zero's truncated integer ×10000.
fn scaled(x: f64) -> u32 {
    (x.clamp(0.0, 1.0) * 10000.0) as u32
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::search::{Ownership, RootInfo};

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
            score_stdev: 12.25,
            pv: pv.iter().map(|s| Move::parse_gtp(s, 9).unwrap()).collect(),
            pv_visits: (0..pv.len() as u32).map(|i| visits >> i).collect(),
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
            root: RootInfo {
                visits: 151,
                winrate: 0.55,
                score: -2.0,
                score_stdev: 11.5,
            },
            ownership: Ownership::from_fn(9, |v| if v.row == 0 { 1.0 } else { 0.0 })
                .with_stdev(|v| if v.row == 1 { 0.5 } else { 0.0 }),
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
        assert!(segments.contains(
            "utility 0.200000 winrate 0.600000 scoreMean -1.500 scoreStdev 12.250 scoreLead -1.500"
        ));
        assert!(segments.contains("prior 0.500000"));
        let own: Vec<f64> = own.split(' ').map(|x| x.parse().unwrap()).collect();
        assert_eq!(own.len(), 81);
        // Grid row 0 (the bottom row) is last, from White's view.
        assert_eq!(own[72], -1.0);
        assert_eq!(own[0], 0.0);
        assert!(!line.contains("  "));
    }

    #[test]
    fn kata_optional_parts_in_katago_order() {
        let a = args("b 10 ownership true pvVisits true rootInfo true ownershipStdev true");
        let line = info_line(&report(), &a, Style::Kata, Color::Black, 9).unwrap();
        assert!(
            line.contains("order 0 pv E5 D4 pass pvVisits 100 50 25 info move C3"),
            "{line}"
        );
        assert!(line.contains("order 1 pv C3 pvVisits 50 rootInfo visits 151 "));
        assert!(line.contains(
            " rootInfo visits 151 utility 0.100000 winrate 0.550000 scoreMean -2.000 \
             scoreStdev 11.500 scoreLead -2.000 ownership "
        ));
        let (own, stdev) = line.split_once(" ownershipStdev ").unwrap();
        let own: Vec<&str> = own
            .split(" ownership ")
            .nth(1)
            .unwrap()
            .split(' ')
            .collect();
        let stdev: Vec<f64> = stdev.split(' ').map(|x| x.parse().unwrap()).collect();
        assert_eq!((own.len(), stdev.len()), (81, 81));
        // Grid row 1 is the second row from the bottom: the one before last.
        assert_eq!(stdev[63], 0.5);
        assert_eq!(stdev[72], 0.0);
        // Unvisited moves shown by minmoves have a pv and pvVisits of one.
        let a = args("b 10 minmoves 3 pvVisits true");
        let line = info_line(&report(), &a, Style::Kata, Color::Black, 9).unwrap();
        assert!(line.ends_with("order 2 pv G7 pvVisits 0"), "{line}");
        // Without the keys, none of it.
        let line = info_line(&report(), &args("b 10"), Style::Kata, Color::Black, 9).unwrap();
        for key in ["pvVisits", "rootInfo", "ownership"] {
            assert!(!line.contains(key), "{line}");
        }
        // Leela Zero's lines never carry them.
        let line = info_line(&report(), &a, Style::Lz, Color::Black, 9).unwrap();
        assert!(!line.contains("pvVisits"));
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
