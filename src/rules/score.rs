//! Counting a real finished board: dead stones, territory, seki and group
//! tax, turned into a [`Tally`] that the counting contract (`count`)
//! weighs, and the breakdown `final_score` and `tengen-score_breakdown`
//! print.
//!
//! Owns [`score`] and its input and output types. Seki eye points are
//! left out of the territory under [`Tax::Seki`] and [`Tax::All`] (chains
//! in seki are found by the `seki` module), and [`Tax::All`] also takes
//! two points from every independently living group (KataGo's stone
//! scoring, the ancient Chinese 還棋頭). Dead stones are taken off first
//! and become the capturer's prisoners, unless the ruleset counts the
//! board as it stands (Tromp-Taylor).

use super::count::{GameResult, Tally, points};
use super::seki::{Scratch, find_seki};
use super::{Rules, Scoring, Tax};
use crate::board::{Color, Grid, Vertex};

/// Everything the count needs to know about a finished game.
#[derive(Clone, Copy, Debug)]
pub struct ScoreInput<'a> {
    /// The final board as it stands, dead stones still on it.
    pub board: &'a Grid,
    /// Stones agreed dead, every stone listed (not one per chain). Empty
    /// points, off-board vertices and repeats are ignored.
    pub dead: &'a [Vertex],
    /// Prisoners taken during play, indexed by the capturer's
    /// [`Color::index`].
    pub captures: [u32; 2],
    /// Number of handicap stones (0 in an even game).
    pub handicap: u32,
}

/// One colour's share of the count. Every item is reported, counted or
/// not, so that [`ScoreBreakdown::describe`] can explain the total.
#[derive(Clone, Copy, PartialEq, Debug, Default)]
pub struct ColorScore {
    /// Stones on the board after dead stones are removed (seki included);
    /// counted under area scoring only.
    pub stones: u32,
    /// Surrounded empty points that count: regions touching only this
    /// colour, minus the seki eyes when the tax excludes them.
    pub territory: u32,
    /// Opponent stones captured during play; counted under territory
    /// scoring only.
    pub prisoners: u32,
    /// Eye points of this colour's chains in seki that were *not* counted
    /// because of the tax (always 0 under [`Tax::None`], where they are
    /// part of `territory`).
    pub seki_eyes: u32,
    /// Opponent stones removed as dead at the end, which become this
    /// colour's prisoners; counted under territory scoring only.
    pub dead_removed: u32,
    /// Points taken away by [`Tax::All`]: two per independent group.
    pub group_tax: u32,
    /// The colour's points, komi and compensation included for White.
    pub total: f64,
}

/// The full count of a finished game.
#[derive(Clone, PartialEq, Debug)]
pub struct ScoreBreakdown {
    /// Black's share.
    pub black: ColorScore,
    /// White's share.
    pub white: ColorScore,
    /// Empty points counted for nobody: regions touching both colours (or
    /// none, on an empty board).
    pub dame: u32,
    /// The komi used (White's).
    pub komi: f64,
    /// The handicap compensation.
    pub handicap_bonus: f64,
    /// Who receives the handicap compensation: the player who did not
    /// move first.
    pub handicap_bonus_to: Color,
    /// How the points were counted.
    pub scoring: Scoring,
    /// Stones in seki, sorted (bottom row first, then by column).
    pub seki_stones: Vec<Vertex>,
    /// Black's total minus White's: > 0 means Black is ahead.
    pub margin: f64,
    /// The result, ties resolved by the ruleset.
    pub result: GameResult,
}

/// Counts a finished game under `rules`; see the module documentation.
pub fn score(rules: &Rules, input: &ScoreInput) -> ScoreBreakdown {
    let mut per = [ColorScore::default(); 2];
    for color in Color::BOTH {
        per[color.index()].prisoners = input.captures[color.index()];
    }
    let mut dame = 0;
    let mut seki_stones = Vec::new();
    if let Some(mut board) = Scratch::from_grid(input.board) {
        if rules.remove_dead {
            for &v in input.dead {
                let Some(i) = board.index(v) else { continue };
                if let Some(color) = board.get(i) {
                    board.set(i, None);
                    per[color.opponent().index()].dead_removed += 1;
                }
            }
        }
        let regions = board.regions();
        // Counting the board exactly as it stands (Tromp-Taylor) has no
        // notion of seki: stones left on the board are simply there.
        let seki = if rules.remove_dead || rules.tax != Tax::None {
            find_seki(&board, &regions)
        } else {
            vec![false; board.len()]
        };
        for (i, &in_seki) in seki.iter().enumerate() {
            if let Some(color) = board.get(i) {
                per[color.index()].stones += 1;
                if in_seki {
                    seki_stones.push(board.vertex(i));
                }
            }
        }
        // `counted[i]`: the owner of territory point i, if it counts.
        let mut counted = vec![None; board.len()];
        for region in &regions {
            let size = region.points.len() as u32;
            let Some(owner) = region.owner() else {
                dame += size;
                continue;
            };
            let seki_eye = region
                .points
                .iter()
                .any(|&p| board.neighbors(p).any(|q| seki[q]));
            if seki_eye && rules.tax != Tax::None {
                per[owner.index()].seki_eyes += size;
            } else {
                per[owner.index()].territory += size;
                for &p in &region.points {
                    counted[p] = Some(owner);
                }
            }
        }
        if rules.tax == Tax::All {
            for color in Color::BOTH {
                per[color.index()].group_tax = 2 * living_groups(&board, &seki, &counted, color);
            }
        }
    }
    seki_stones.sort_by_key(|v| (v.row, v.col));

    let tally = Tally {
        stones: per.map(|c| c.stones),
        territory: per.map(|c| c.territory),
        prisoners: per.map(|c| c.prisoners.saturating_add(c.dead_removed)),
        group_tax: per.map(|c| c.group_tax),
        handicap: input.handicap,
    };
    for color in Color::BOTH {
        per[color.index()].total = rules.total(&tally, color);
    }
    let [black, white] = per;
    let (handicap_bonus, handicap_bonus_to) = rules.handicap_compensation(input.handicap);
    let margin = rules.margin(&tally);
    let result = rules.result(margin);
    ScoreBreakdown {
        black,
        white,
        dame,
        komi: rules.komi,
        handicap_bonus,
        handicap_bonus_to,
        scoring: rules.scoring,
        seki_stones,
        margin,
        result,
    }
}

/// KataGo's "independent life regions" of `color`: connected sets of its
/// stones not in seki and of the territory counted for it. [`Tax::All`]
/// charges two points for each such set holding some territory (a set of
/// stones alone has no eye to tax).
fn living_groups(board: &Scratch, seki: &[bool], counted: &[Option<Color>], color: Color) -> u32 {
    let member = |i: usize| counted[i] == Some(color) || (board.get(i) == Some(color) && !seki[i]);
    let mut seen = vec![false; board.len()];
    let mut groups = 0;
    for start in 0..board.len() {
        if seen[start] || !member(start) {
            continue;
        }
        seen[start] = true;
        let mut stack = vec![start];
        let mut has_territory = false;
        while let Some(p) = stack.pop() {
            has_territory |= counted[p].is_some();
            for q in board.neighbors(p) {
                if !seen[q] && member(q) {
                    seen[q] = true;
                    stack.push(q);
                }
            }
        }
        if has_territory {
            groups += 1;
        }
    }
    groups
}

impl ScoreBreakdown {
    /// The count in words, one item per line: how each colour's total is
    /// made (territory, stones, prisoners, seki eye points, komi and
    /// handicap compensation), what did not count, the dame and the result.
    pub fn describe(&self) -> String {
        let mut lines = Vec::new();
        lines.push(
            match self.scoring {
                Scoring::Area => "Area scoring: stones on the board plus surrounded empty points.",
                Scoring::Territory => "Territory scoring: surrounded empty points plus prisoners.",
            }
            .to_string(),
        );
        for color in Color::BOTH {
            let c = match color {
                Color::Black => &self.black,
                Color::White => &self.white,
            };
            let name = match color {
                Color::Black => "Black",
                Color::White => "White",
            };
            let mut sum = match self.scoring {
                Scoring::Area => format!("{} stones + {} territory", c.stones, c.territory),
                Scoring::Territory => format!(
                    "{} territory + {} prisoners + {} dead stones",
                    c.territory, c.prisoners, c.dead_removed
                ),
            };
            if c.group_tax > 0 {
                sum += &format!(" - {} group tax", c.group_tax);
            }
            if color == Color::White {
                sum += &format!(" {} komi", signed(self.komi));
            }
            if color == self.handicap_bonus_to {
                sum += &format!(" {} handicap compensation", signed(self.handicap_bonus));
            }
            lines.push(format!("{name}: {sum} = {}", points(c.total)));
            let not_counted = match self.scoring {
                Scoring::Area => format!(
                    "{name} prisoners (not counted under area scoring): {} captured, {} dead",
                    c.prisoners, c.dead_removed
                ),
                Scoring::Territory => format!(
                    "{name} stones on the board (not counted under territory scoring): {}",
                    c.stones
                ),
            };
            lines.push(not_counted);
            lines.push(format!(
                "{name} seki eye points not counted as territory: {}",
                c.seki_eyes
            ));
        }
        lines.push(format!(
            "Stones in seki: {}; dame (counted for nobody): {}",
            self.seki_stones.len(),
            self.dame
        ));
        let words = match self.result {
            GameResult::Black(0.0) => "Black wins the tie".to_string(),
            GameResult::White(0.0) => "White wins the tie".to_string(),
            GameResult::Black(m) => format!("Black wins by {} points", points(m)),
            GameResult::White(m) => format!("White wins by {} points", points(m)),
            GameResult::Draw => "a draw".to_string(),
        };
        lines.push(format!("Result: {} ({words})", self.result));
        lines.join("\n")
    }
}

/// `+ 7.5` or `- 0.5`, for terms added to White's total.
fn signed(x: f64) -> String {
    if x < 0.0 {
        format!("- {}", points(-x))
    } else {
        format!("+ {}", points(x))
    }
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::rules::{HandicapBonus, KoRule};

    /// T1's base board: Black wall on D, White wall on E.
    const T1: [&str; 7] = [
        "...XO..", "...XO..", "...XO..", "...XO..", "...XO..", "...XO..", "...XO..",
    ];

    /// T1 with row 4 (the fourth line from the top) replaced.
    fn with_row4(row: &'static str) -> [&'static str; 7] {
        let mut rows = T1;
        rows[3] = row;
        rows
    }

    struct Case<'a> {
        rows: &'a [&'a str],
        captures: [u32; 2],
        handicap: u32,
        komi: Option<f64>,
    }

    impl<'a> Case<'a> {
        fn new(rows: &'a [&'a str]) -> Case<'a> {
            Case {
                rows,
                captures: [0, 0],
                handicap: 0,
                komi: None,
            }
        }

        fn score(&self, rules: &Rules) -> ScoreBreakdown {
            let (grid, dead) = Grid::from_diagram(self.rules_rows());
            let input = ScoreInput {
                board: &grid,
                dead: &dead,
                captures: self.captures,
                handicap: self.handicap,
            };
            let mut rules = *rules;
            rules.komi = self.komi.unwrap_or(rules.komi);
            score(&rules, &input)
        }

        fn rules_rows(&self) -> &[&str] {
            self.rows
        }

        fn result(&self, preset: &str) -> String {
            self.score(&Rules::preset(preset).unwrap())
                .result
                .to_string()
        }

        fn check(&self, label: &str, expected: &[(&str, &str)]) {
            for (preset, want) in expected {
                assert_eq!(self.result(preset), *want, "{label} under {preset}");
            }
        }
    }

    /// Plays a move list on an empty board with captures (no legality
    /// checks beyond that), returning the board and the prisoners.
    fn replay(size: usize, moves: &str) -> (Grid, [u32; 2]) {
        let mut grid = Grid::new(size);
        let mut captures = [0, 0];
        let words: Vec<&str> = moves.split_whitespace().collect();
        for pair in words.chunks(2) {
            let color = Color::parse(pair[0]).unwrap();
            if pair[1].eq_ignore_ascii_case("pass") {
                continue;
            }
            let v = Vertex::parse_gtp(pair[1], size).unwrap();
            assert_eq!(grid.get(v), None, "{} is occupied", pair[1]);
            grid.set(v, Some(color));
            for n in v.neighbors(size) {
                if grid.get(n) != Some(color.opponent()) {
                    continue;
                }
                let (stones, liberties) = chain(&grid, n);
                if liberties == 0 {
                    captures[color.index()] += stones.len() as u32;
                    for s in stones {
                        grid.set(s, None);
                    }
                }
            }
        }
        (grid, captures)
    }

    fn chain(grid: &Grid, start: Vertex) -> (Vec<Vertex>, usize) {
        let color = grid.get(start);
        let mut stones = vec![start];
        let mut liberties = Vec::new();
        let mut next = 0;
        while next < stones.len() {
            let p = stones[next];
            next += 1;
            for q in p.neighbors(grid.size()) {
                if grid.get(q) == color && !stones.contains(&q) {
                    stones.push(q);
                } else if grid.get(q).is_none() && !liberties.contains(&q) {
                    liberties.push(q);
                }
            }
        }
        (stones, liberties.len())
    }

    fn names(vs: &[Vertex]) -> Vec<String> {
        let mut n: Vec<String> = vs.iter().map(|v| v.to_gtp()).collect();
        n.sort();
        n
    }

    #[test]
    fn t1_base_board() {
        let case = Case::new(&T1);
        case.check(
            "T1",
            &[
                ("chinese", "W+0.5"),
                ("japanese", "B+0.5"),
                ("korean", "B+0.5"),
                ("aga", "W+0.5"),
                ("new_zealand", "0"),
                ("ing", "W+1"),
                ("tromp-taylor", "W+0.5"),
            ],
        );
        let area = case.score(&Rules::chinese());
        assert_eq!((area.black.stones + area.black.territory), 28);
        assert_eq!((area.white.stones + area.white.territory), 21);
        assert_eq!((area.black.total, area.white.total), (28.0, 28.5));
        assert_eq!(area.dame, 0);
        let territory = case.score(&Rules::japanese());
        assert_eq!(
            (territory.black.territory, territory.white.territory),
            (21, 14)
        );
        assert!(territory.seki_stones.is_empty());
        assert_eq!(case.score(&Rules::new_zealand()).result, GameResult::Draw);
        assert_eq!(case.score(&Rules::ing()).result, GameResult::White(1.0));
    }

    #[test]
    fn t2a_fillable_dame() {
        let rows = with_row4("...X.O.");
        let case = Case::new(&rows);
        case.check(
            "T2a",
            &[
                ("chinese", "B+0.5"),
                ("japanese", "B+1.5"),
                ("new_zealand", "B+1"),
                ("ing", "B+0"),
            ],
        );
        let area = case.score(&Rules::chinese());
        assert_eq!(area.black.stones + area.black.territory, 28);
        assert_eq!(area.white.stones + area.white.territory, 20);
        assert_eq!(area.dame, 1);
        // The dame is filled before counting, so it makes no seki.
        let j = case.score(&Rules::japanese());
        assert!(j.seki_stones.is_empty());
        assert_eq!((j.black.seki_eyes, j.white.seki_eyes), (0, 0));
        assert_eq!((j.black.territory, j.white.territory), (21, 13));
        assert_eq!(case.score(&Rules::ing()).result, GameResult::Black(0.0));
    }

    #[test]
    fn t2b_and_t2c_dame_filled() {
        let rows = with_row4("...XXO.");
        Case::new(&rows).check("T2b", &[("chinese", "B+1.5"), ("japanese", "B+1.5")]);
        let rows = with_row4("...XOO.");
        Case::new(&rows).check("T2c", &[("chinese", "W+0.5"), ("japanese", "B+1.5")]);
    }

    #[test]
    fn t3_prisoners_taken_during_play() {
        let mut case = Case::new(&T1);
        case.captures = [1, 2];
        case.check("T3", &[("chinese", "W+0.5"), ("japanese", "W+0.5")]);
        let j = case.score(&Rules::japanese());
        assert_eq!((j.black.prisoners, j.white.prisoners), (1, 2));
    }

    #[test]
    fn t4_dead_stones() {
        let rows = [
            "...XO..", "...XO..", ".o.XO..", "...XO..", "...XO..", "...XOx.", "...XO..",
        ];
        let case = Case::new(&rows);
        case.check(
            "T4",
            &[
                ("chinese", "W+0.5"),
                ("japanese", "B+0.5"),
                ("tromp-taylor", "W+7.5"),
            ],
        );
        let j = case.score(&Rules::japanese());
        assert_eq!((j.black.dead_removed, j.white.dead_removed), (1, 1));
        assert_eq!((j.black.territory, j.white.territory), (21, 14));
        let tt = case.score(&Rules::tromp_taylor());
        assert_eq!((tt.black.stones, tt.white.stones), (8, 8));
        assert_eq!(
            (tt.black.territory, tt.white.territory, tt.dame),
            (0, 0, 33)
        );
        assert_eq!(tt.black.dead_removed, 0);
        assert!(tt.seki_stones.is_empty(), "{:?}", tt.seki_stones);
    }

    #[test]
    fn t7_move_list() {
        let (grid, captures) = replay(
            5,
            "B C3 W D3 B C4 W D4 B C2 W D2 B C5 W D5 B C1 W D1 B E3 W E4 \
             B pass W E2 B pass W pass",
        );
        assert_eq!(captures, [0, 1]);
        let result = |preset: &str, komi: Option<f64>| {
            let mut rules = Rules::preset(preset).unwrap();
            rules.komi = komi.unwrap_or(rules.komi);
            let input = ScoreInput {
                board: &grid,
                dead: &[],
                captures,
                handicap: 0,
            };
            score(&rules, &input).result.to_string()
        };
        assert_eq!(result("chinese", None), "W+2.5");
        assert_eq!(result("japanese", None), "W+0.5");
        assert_eq!(result("chinese", Some(5.5)), "W+0.5");
        assert_eq!(result("japanese", Some(5.5)), "B+0.5");
    }

    const H1: [&str; 7] = [
        "...XO..", "...XO..", "...XO..", "..XXO..", "..XOO..", "..XO...", "..XO...",
    ];

    #[test]
    fn h1_handicap_compensation() {
        let mut case = Case::new(&H1);
        case.captures = [0, 1];
        case.handicap = 2;
        case.komi = Some(0.5);
        case.check(
            "H1",
            &[
                ("chinese", "W+1.5"),
                ("japanese", "W+0.5"),
                ("aga", "W+0.5"),
                ("new_zealand", "B+0.5"),
                ("tromp-taylor", "B+0.5"),
            ],
        );
        assert_eq!(case.score(&Rules::chinese()).handicap_bonus, 2.0);
        assert_eq!(case.score(&Rules::aga()).handicap_bonus, 1.0);
        assert_eq!(case.score(&Rules::japanese()).handicap_bonus, 0.0);
        // The bonus applies whatever the scoring when a ruleset asks for it.
        let mut territory_n = Rules::japanese();
        territory_n.handicap_bonus = HandicapBonus::N;
        assert_eq!(case.score(&territory_n).result.to_string(), "W+2.5");
    }

    /// Edge seki without eyes: White C1–C7+D4–D5 and Black D1–D3+E1–E7
    /// share only D6 and D7; filling either is self-atari for both sides.
    const SEKI_NO_EYES: [&str; 7] = [
        ".XO.XO.", ".XO.XO.", ".XOOXO.", ".XOOXO.", ".XOXXO.", ".XOXXO.", ".XOXXO.",
    ];

    #[test]
    fn seki_with_two_shared_liberties_and_no_eyes() {
        let case = Case::new(&SEKI_NO_EYES);
        let j = case.score(&Rules::japanese());
        let mut expected: Vec<String> = (1..=7).map(|r| format!("C{r}")).collect();
        expected.extend((1..=7).map(|r| format!("E{r}")));
        expected.extend(["D1", "D2", "D3", "D4", "D5"].map(String::from));
        expected.sort();
        assert_eq!(names(&j.seki_stones), expected);
        assert_eq!((j.black.territory, j.white.territory), (7, 7));
        assert_eq!((j.black.seki_eyes, j.white.seki_eyes, j.dame), (0, 0, 2));
        assert_eq!(j.result.to_string(), "W+6.5");
        // Area: 17 + 7 against 16 + 7, the two shared liberties for nobody.
        let c = case.score(&Rules::chinese());
        assert_eq!((c.black.total, c.white.total), (24.0, 30.5));
        assert_eq!(c.seki_stones, j.seki_stones);
    }

    /// One eye each: White A2–A7+B1–B6 with eye A1, Black C1–C7+D6+E6+E7
    /// with eye D7, sharing B7; a living White wall and territory on the
    /// right.
    const SEKI_ONE_EYE_EACH: [&str; 7] = [
        "O.X.XO.", "OOXXXO.", "OOXOOO.", "OOXO...", "OOXO...", "OOXO...", ".OXO...",
    ];

    #[test]
    fn seki_with_one_eye_each_is_worth_nothing() {
        let case = Case::new(&SEKI_ONE_EYE_EACH);
        let j = case.score(&Rules::japanese());
        assert_eq!(j.seki_stones.len(), 12 + 10);
        assert!(
            !j.seki_stones.contains(&Vertex::new(3, 0)),
            "D1 is the wall"
        );
        assert_eq!((j.black.seki_eyes, j.white.seki_eyes), (1, 1));
        assert_eq!((j.black.territory, j.white.territory), (0, 15));
        assert_eq!(j.dame, 1);
        assert_eq!(j.result.to_string(), "W+21.5");
        // Without the tax both eyes count, one point each: the same margin.
        let mut untaxed = Rules::japanese();
        untaxed.tax = Tax::None;
        let u = case.score(&untaxed);
        assert_eq!((u.black.territory, u.white.territory), (1, 16));
        assert_eq!((u.black.seki_eyes, u.white.seki_eyes), (0, 0));
        assert_eq!(u.margin, j.margin);
        // Area scoring counts the eyes (Chinese: eyes in seki count).
        let c = case.score(&Rules::chinese());
        assert_eq!((c.black.stones, c.black.territory), (10, 1));
        assert_eq!((c.white.stones, c.white.territory), (21, 16));
    }

    /// One side has eyes: the eyeless White D1–D7 separates two Black
    /// chains with one eye each (A7, G7); shared liberties C7 and E7.
    const SEKI_ONE_SIDE_EYES: [&str; 7] = [
        ".X.O.X.", "XXXOXXX", "OOXOXOO", ".OXOXO.", ".OXOXO.", ".OXOXO.", ".OXOXO.",
    ];

    #[test]
    fn seki_where_only_one_side_has_eyes() {
        let case = Case::new(&SEKI_ONE_SIDE_EYES);
        let j = case.score(&Rules::japanese());
        assert_eq!(j.seki_stones.len(), 9 + 7 + 9);
        assert!(j.seki_stones.contains(&Vertex::new(3, 0)), "D1");
        assert!(
            !j.seki_stones.contains(&Vertex::new(1, 0)),
            "B1 is a living wall"
        );
        assert_eq!((j.black.seki_eyes, j.white.seki_eyes), (2, 0));
        assert_eq!((j.black.territory, j.white.territory), (0, 8));
        assert_eq!(j.result.to_string(), "W+14.5");
        let c = case.score(&Rules::chinese());
        assert_eq!((c.black.stones + c.black.territory), 20);
        assert_eq!((c.white.stones + c.white.territory), 27);
        assert_eq!(c.result.to_string(), "W+14.5");
    }

    /// 9×9: a seki at the top (White C7–C9, Black D7+E7–E9, shared D8 and
    /// D9), a fillable dame at D2, and ordinary territory on both sides.
    const BIG: [&str; 9] = [
        ".XO.XO...",
        ".XO.XO...",
        ".XOXXO...",
        ".XXOOO...",
        "..XO.....",
        "..XO.....",
        "..XO.....",
        "..X.O....",
        "..XO.....",
    ];

    #[test]
    fn big_board_with_seki_and_territory() {
        let case = Case::new(&BIG);
        let j = case.score(&Rules::japanese());
        assert_eq!(
            names(&j.seki_stones),
            ["C7", "C8", "C9", "D7", "E7", "E8", "E9"]
        );
        assert_eq!((j.black.territory, j.white.territory), (14, 36));
        assert_eq!((j.black.stones, j.white.stones), (14, 14));
        assert_eq!(j.dame, 3);
        assert_eq!(j.result.to_string(), "W+28.5");
        let c = case.score(&Rules::chinese());
        assert_eq!(c.result.to_string(), "W+29.5");
        // Stone scoring: each side has one independent group besides the
        // seki, taxed two points.
        let mut stone = Rules::chinese();
        stone.tax = Tax::All;
        let s = case.score(&stone);
        assert_eq!((s.black.group_tax, s.white.group_tax), (2, 2));
        assert_eq!((s.black.total, s.white.total), (26.0, 55.5));
    }

    #[test]
    fn group_tax_counts_separate_groups() {
        let mut stone = Rules::chinese();
        stone.tax = Tax::All;
        let t1 = Case::new(&T1).score(&stone);
        assert_eq!((t1.black.total, t1.white.total), (26.0, 19.0 + 7.5));
        // Two groups each, each group with an eye of its own.
        let rows = ["X.XO.", "XXXOO", ".....", "XXXOO", "X.XO."];
        let mut stone_t = Rules::japanese();
        stone_t.tax = Tax::All;
        let r = Case::new(&rows).score(&stone_t);
        assert_eq!(r.dame, 5);
        assert!(r.seki_stones.is_empty());
        assert_eq!((r.black.group_tax, r.white.group_tax), (4, 4));
        assert_eq!((r.black.total, r.white.total), (2.0 - 4.0, 2.0 - 4.0 + 6.5));
    }

    #[test]
    fn parity_identity() {
        // Area difference − territory difference (before komi) equals the
        // number of stones Black placed minus those White placed.
        let mut area = Rules::chinese();
        area.handicap_bonus = HandicapBonus::Zero;
        area.komi = 0.0;
        let mut territory = Rules::japanese();
        territory.tax = Tax::None;
        territory.komi = 0.0;
        let (t7, t7_captures) = replay(
            5,
            "B C3 W D3 B C4 W D4 B C2 W D2 B C5 W D5 B C1 W D1 B E3 W E4 W E2",
        );
        let boards: Vec<(Grid, Vec<Vertex>, [u32; 2])> = vec![
            {
                let (g, d) = Grid::from_diagram(&T1);
                (g, d, [1, 2])
            },
            {
                let (g, d) = Grid::from_diagram(&[
                    "...XO..", "...XO..", ".o.XO..", "...XO..", "...XO..", "...XOx.", "...XO..",
                ]);
                (g, d, [0, 3])
            },
            {
                let (g, d) = Grid::from_diagram(&H1);
                (g, d, [0, 1])
            },
            {
                let (g, d) = Grid::from_diagram(&BIG);
                (g, d, [4, 0])
            },
            (t7, Vec::new(), t7_captures),
        ];
        for (grid, dead, captures) in &boards {
            let input = ScoreInput {
                board: grid,
                dead,
                captures: *captures,
                handicap: 0,
            };
            let a = score(&area, &input).margin;
            let t = score(&territory, &input).margin;
            let mut placed = [0i64; 2];
            for v in grid.vertices() {
                if let Some(c) = grid.get(v) {
                    placed[c.index()] += 1;
                }
            }
            // Captured stones were placed by the side that lost them.
            placed[Color::Black.index()] += i64::from(captures[Color::White.index()]);
            placed[Color::White.index()] += i64::from(captures[Color::Black.index()]);
            assert_eq!(a - t, (placed[0] - placed[1]) as f64, "{grid:?}");
        }
    }

    #[test]
    fn result_strings() {
        assert_eq!(GameResult::Black(3.5).to_string(), "B+3.5");
        assert_eq!(GameResult::White(0.5).to_string(), "W+0.5");
        assert_eq!(GameResult::White(7.0).to_string(), "W+7");
        assert_eq!(GameResult::Black(0.0).to_string(), "B+0");
        assert_eq!(GameResult::Black(-0.0).to_string(), "B+0");
        assert_eq!(GameResult::Draw.to_string(), "0");
        assert_eq!(GameResult::Black(21.0 - 14.0 - 6.7).to_string(), "B+0.3");
        assert_eq!(GameResult::White(1.25).to_string(), "W+1.25");
        assert_eq!(GameResult::Draw.winner(), None);
        assert_eq!(GameResult::Black(0.0).winner(), Some(Color::Black));
    }

    #[test]
    fn describe_in_words() {
        let mut case = Case::new(&T1);
        case.captures = [1, 2];
        for rules in [Rules::chinese(), Rules::japanese()] {
            let text = case.score(&rules).describe();
            assert!(text.lines().count() >= 6, "{text}");
            assert!(text.lines().all(|l| !l.trim().is_empty()), "{text}");
            for word in [
                "territory",
                "stones",
                "prisoners",
                "seki",
                "komi",
                "compensation",
            ] {
                assert!(text.contains(word), "{word} missing in\n{text}");
            }
            assert!(text.contains("Result: W+0.5"), "{text}");
        }
        let j = case.score(&Rules::japanese()).describe();
        assert!(
            j.contains("Black: 21 territory + 1 prisoners + 0 dead stones = 22"),
            "{j}"
        );
        assert!(j.contains("+ 6.5 komi"), "{j}");
        let tie = Case::new(&with_row4("...X.O."))
            .score(&Rules::ing())
            .describe();
        assert!(tie.contains("Result: B+0 (Black wins the tie)"), "{tie}");
        let mut negative = Rules::chinese();
        negative.komi = -2.5;
        let d = Case::new(&T1).score(&negative).describe();
        assert!(d.contains("- 2.5 komi"), "{d}");
    }

    #[test]
    fn odd_inputs_do_not_panic() {
        let (grid, _) = Grid::from_diagram(&T1);
        let dead = [
            Vertex::new(0, 0), // empty point
            Vertex::new(3, 3), // listed twice
            Vertex::new(3, 3),
            Vertex::new(20, 20), // off this board
        ];
        let mut rules = Rules::japanese();
        rules.komi = f64::NAN;
        let input = ScoreInput {
            board: &grid,
            dead: &dead,
            captures: [u32::MAX, u32::MAX],
            handicap: u32::MAX,
        };
        let s = score(&rules, &input);
        assert_eq!(s.white.dead_removed, 1);
        assert_eq!(s.result, GameResult::Draw);
        for size in [0, 1, 2, 25] {
            let empty = Grid::new(size);
            let input = ScoreInput {
                board: &empty,
                dead: &[],
                captures: [0, 0],
                handicap: 0,
            };
            let s = score(&Rules::chinese(), &input);
            assert_eq!(s.result.to_string(), "W+7.5");
            assert_eq!(s.dame as usize, size * size);
        }
        let mut all = Rules::chinese();
        all.ko = KoRule::Simple;
        all.tax = Tax::All;
        all.komi = 0.0;
        let (lone, _) = Grid::from_diagram(&["X.", ".."]);
        let input = ScoreInput {
            board: &lone,
            dead: &[],
            captures: [0, 0],
            handicap: 0,
        };
        assert_eq!(score(&all, &input).black.group_tax, 2);
    }
}
