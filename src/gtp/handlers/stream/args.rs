//! The arguments of the analysis commands, as Leela Zero and KataGo take
//! them: `[colour] [interval] key value…`, where a leading number is the
//! interval (centiseconds) and the keys are `interval N`, `minmoves N`,
//! `maxmoves N`, `ownership`, `ownershipStdev`, `rootInfo` and
//! `pvVisits` (`true|false`), `avoid|allow COLOUR V,V… DEPTH` and
//! KataGo's other booleans (accepted and ignored).

use crate::board::{Color, Move};
use crate::gtp::parse::{arg_bool, arg_color, arg_uint};
use crate::search::RootFilter;

/// One `avoid` or `allow` clause.
#[derive(Clone, Debug, PartialEq)]
pub struct MoveClause {
    pub allow: bool,
    pub color: Color,
    pub moves: Vec<Move>,
    /// The clause covers the first `depth` moves of the search.
    pub depth: u32,
}

#[derive(Clone, Debug, PartialEq)]
pub struct AnalyzeArgs {
    pub color: Option<Color>,
    /// Centiseconds between lines; `None` when not given or 0.
    pub interval: Option<u32>,
    pub min_moves: usize,
    pub max_moves: Option<usize>,
    pub ownership: bool,
    /// KataGo's `ownershipStdev`: the spread of each point's owner.
    pub ownership_stdev: bool,
    /// KataGo's `rootInfo`: the root's own statistics after the moves.
    pub root_info: bool,
    /// KataGo's `pvVisits`: the visits of each node of each pv.
    pub pv_visits: bool,
    pub clauses: Vec<MoveClause>,
}

/// KataGo's keys that tengen accepts without acting on them.
const IGNORED_BOOLS: &[&str] = &[
    "movesOwnership",
    "movesOwnershipStdev",
    "pvEdgeVisits",
    "includePolicy",
];

fn number(text: Option<&String>, key: &str) -> Result<u32, String> {
    let text = text.ok_or_else(|| format!("{key} needs a value"))?;
    arg_uint(text).map_err(|_| format!("invalid {key} {text}"))
}

/// A `true|false` value (GTP's booleans, `1`/`0` too).
fn flag(text: Option<&String>, key: &str) -> Result<bool, String> {
    let text = text.ok_or_else(|| format!("{key} needs a value"))?;
    arg_bool(text).map_err(|_| format!("invalid {key} {text}"))
}

/// `D4,E5,pass` as moves on a board of `size`.
fn move_list(text: &str, size: usize) -> Result<Vec<Move>, String> {
    text.split(',')
        .filter(|t| !t.is_empty())
        .map(|t| Move::parse_gtp(t, size).ok_or_else(|| format!("invalid vertex {t}")))
        .collect()
}

/// Parses the arguments of `lz-analyze`, `kata-analyze` and the
/// `genmove_analyze` variants on a board of `size`.
pub fn parse(args: &[String], size: usize) -> Result<AnalyzeArgs, String> {
    let mut out = AnalyzeArgs {
        color: None,
        interval: None,
        min_moves: 0,
        max_moves: None,
        ownership: false,
        ownership_stdev: false,
        root_info: false,
        pv_visits: false,
        clauses: Vec::new(),
    };
    let mut i = 0;
    if let Some(c) = args.first().and_then(|a| arg_color(a).ok()) {
        out.color = Some(c);
        i += 1;
    }
    if let Some(n) = args.get(i).and_then(|a| arg_uint(a).ok()) {
        out.interval = (n > 0).then_some(n);
        i += 1;
    }
    while i < args.len() {
        let key = args[i].as_str();
        let value = args.get(i + 1);
        i += 2;
        match key {
            "interval" => {
                let n = number(value, key)?;
                out.interval = (n > 0).then_some(n);
            }
            "minmoves" => out.min_moves = number(value, key)? as usize,
            "maxmoves" => out.max_moves = Some(number(value, key)? as usize),
            "ownership" => out.ownership = flag(value, key)?,
            "ownershipStdev" => out.ownership_stdev = flag(value, key)?,
            "rootInfo" => out.root_info = flag(value, key)?,
            "pvVisits" => out.pv_visits = flag(value, key)?,
            "avoid" | "allow" => {
                let (Some(color), Some(list), Some(depth)) = (value, args.get(i), args.get(i + 1))
                else {
                    return Err(format!("{key} needs a colour, vertices and a depth"));
                };
                i += 2;
                out.clauses.push(MoveClause {
                    allow: key == "allow",
                    color: arg_color(color).map_err(|_| format!("invalid color {color}"))?,
                    moves: move_list(list, size)?,
                    depth: arg_uint(depth).map_err(|_| format!("invalid depth {depth}"))?,
                });
            }
            k if IGNORED_BOOLS.contains(&k) => {
                flag(value, k)?;
            }
            k => return Err(format!("unknown analysis key {k}")),
        }
    }
    Ok(out)
}

impl AnalyzeArgs {
    /// The root restrictions for `color` to move: the clauses of that
    /// colour that reach depth 1 (deeper plies are not restricted).
    pub fn root_filter(&self, color: Color) -> RootFilter {
        let mut filter = RootFilter::default();
        for c in self
            .clauses
            .iter()
            .filter(|c| c.color == color && c.depth >= 1)
        {
            if c.allow {
                filter.allow.get_or_insert_with(Vec::new).extend(&c.moves);
            } else {
                filter.avoid.extend(&c.moves);
            }
        }
        filter
    }
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::board::Vertex;

    fn p(line: &str) -> Result<AnalyzeArgs, String> {
        let args: Vec<String> = line.split_whitespace().map(String::from).collect();
        parse(&args, 19)
    }

    fn v(s: &str) -> Move {
        Move::Play(Vertex::parse_gtp(s, 19).unwrap())
    }

    #[test]
    fn colour_and_interval_are_optional() {
        let a = p("B 50").unwrap();
        assert_eq!((a.color, a.interval), (Some(Color::Black), Some(50)));
        let a = p("10").unwrap();
        assert_eq!((a.color, a.interval), (None, Some(10)));
        let a = p("").unwrap();
        assert_eq!((a.color, a.interval), (None, None));
        let a = p("white interval 25").unwrap();
        assert_eq!((a.color, a.interval), (Some(Color::White), Some(25)));
        assert_eq!(p("b 0").unwrap().interval, None);
    }

    #[test]
    fn keys() {
        let a = p("b 10 minmoves 5 maxmoves 8 ownership true rootInfo true").unwrap();
        assert_eq!(a.min_moves, 5);
        assert_eq!(a.max_moves, Some(8));
        assert!(a.ownership && a.root_info);
        assert!(!a.ownership_stdev && !a.pv_visits);
        let a = p("ownershipStdev true pvVisits true rootInfo false movesOwnership true").unwrap();
        assert!(a.ownership_stdev && a.pv_visits && !a.root_info && !a.ownership);
        assert!(p("b 10 pvVisits yes").is_err());
        assert!(p("b 10 rootInfo").is_err());
        assert!(p("b 10 ownership maybe").is_err());
        assert!(p("b 10 minmoves").is_err());
        assert!(p("b 10 frobnicate 3").is_err());
        assert!(p("b 10 20").is_err());
    }

    #[test]
    fn avoid_and_allow() {
        let a = p("b 10 avoid b D4,E5 1 avoid w Q16 3 allow b pass,D4,C3 2").unwrap();
        assert_eq!(a.clauses.len(), 3);
        assert_eq!(a.clauses[0].moves, vec![v("D4"), v("E5")]);
        let f = a.root_filter(Color::Black);
        assert_eq!(f.avoid, vec![v("D4"), v("E5")]);
        assert_eq!(f.allow, Some(vec![Move::Pass, v("D4"), v("C3")]));
        assert!(!f.permits(v("D4")));
        assert!(f.permits(v("C3")) && !f.permits(v("Q4")));
        let f = a.root_filter(Color::White);
        assert_eq!((f.avoid, f.allow), (vec![v("Q16")], None));
        assert!(p("b 10 avoid b D4 ").is_err());
        assert!(p("b 10 avoid b I4 1").is_err());
        assert!(p("b 10 avoid x D4 1").is_err());
        assert!(
            p("b avoid b D4 0")
                .unwrap()
                .root_filter(Color::Black)
                .is_empty()
        );
    }
}
