//! How a playout's finished board is counted: the rules' one counting
//! contract ([`Rules::margin`]), fed from the fast board.
//!
//! A finished playout leaves eyes and, where seki stopped it, dame. Such a
//! board is counted point by point ([`Board::count_points`]) into a
//! [`Tally`]; the rules weigh it exactly as `final_score` weighs the
//! tally of a real count. Where point-by-point counting is not exact (an
//! unfinished board, which a Tromp-Taylor game may be counted on after
//! two passes in the tree), or where the rules need seki or living groups
//! (a seki tax with dame on the board, the group tax), the board goes
//! through the full count of `rules::score` instead, with nothing dead.

use super::FirstPlay;
use crate::board::{Board, Color};
use crate::game::Game;
use crate::rules::{Rules, ScoreInput, Scoring, Tally, Tax, score};

/// What the count needs besides the board: the rules, the handicap and
/// the prisoners taken before the search's board began counting.
#[derive(Clone, Copy, Debug)]
pub struct PlayoutCount {
    rules: Rules,
    handicap: u32,
    /// Prisoners the game's board does not hold (taken before the setup
    /// position), indexed by the capturer.
    prisoners_before: [u32; 2],
}

impl PlayoutCount {
    /// The count for playouts from `game`'s position.
    pub fn new(game: &Game) -> PlayoutCount {
        let held = game.captures();
        let on_board = Color::BOTH.map(|c| game.board().captures(c));
        PlayoutCount {
            rules: *game.rules(),
            handicap: game.handicap(),
            prisoners_before: [held[0] - on_board[0], held[1] - on_board[1]],
        }
    }

    pub fn rules(&self) -> &Rules {
        &self.rules
    }

    /// Black's margin on `board` with every stone alive, komi and
    /// compensation included.
    pub fn margin<const W: usize>(&self, board: &Board<W>) -> f64 {
        let prisoners = Color::BOTH.map(|c| self.prisoners_before[c.index()] + board.captures(c));
        let by_points = board.count_points().filter(|count| match self.rules.tax {
            Tax::None => true,
            // Seki needs dame; without any there is none to tax.
            Tax::Seki => count.dame == 0,
            Tax::All => false,
        });
        match by_points {
            Some(count) => self.rules.margin(&Tally {
                stones: count.stones,
                territory: count.territory,
                prisoners,
                group_tax: [0; 2],
                handicap: self.handicap,
            }),
            None => {
                let grid = board.to_grid();
                score(
                    &self.rules,
                    &ScoreInput {
                        board: &grid,
                        dead: &[],
                        captures: prisoners,
                        handicap: self.handicap,
                    },
                )
                .margin
            }
        }
    }

    /// Black's margin at the end of a simulation, whose first `tree_moves`
    /// moves (with `tree_placed` stones of each colour) came from the tree
    /// and the rest from the playout recorded in `first`.
    ///
    /// Under area scoring that is [`PlayoutCount::margin`]. Under territory
    /// scoring a playout counts wrong as it stands: it fills every point
    /// but the eyes, and each stone a side sets inside its own territory
    /// costs it a point that a real game, which ends with two passes, never
    /// pays. Worse, the side with the larger territory goes on filling it
    /// after the other has run out of moves and passes, so a simulation's
    /// count tells a point taken on the boundary from a dame or a pass only
    /// by chance. So the stones a playout placed are given back, except
    /// those that touch an opposing stone on the finished board: dame and
    /// boundary moves, which a real game plays too. Every move of the
    /// tree still costs its stone, as in a real game: a move inside one's
    /// own territory loses a point, a pass none.
    pub fn simulation_margin<const W: usize>(
        &self,
        board: &Board<W>,
        first: &FirstPlay,
        tree_moves: u32,
        tree_placed: [u32; 2],
    ) -> f64 {
        let margin = self.margin(board);
        if self.rules.scoring != Scoring::Territory {
            return margin;
        }
        let mut kept = [0u32; 2];
        for p in board.on_board().iter() {
            let Some(c) = board.cell(p).color() else {
                continue;
            };
            let from_playout = first.first_move_by(p, c).is_some_and(|at| at >= tree_moves);
            if from_playout
                && board
                    .neighbors(p)
                    .iter()
                    .any(|&n| board.cell(n).color() == Some(c.opponent()))
            {
                kept[c.index()] += 1;
            }
        }
        let placed = first.placed();
        let given_back = |c: usize| {
            f64::from(
                placed[c]
                    .saturating_sub(tree_placed[c])
                    .saturating_sub(kept[c]),
            )
        };
        margin + given_back(0) - given_back(1)
    }
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::board::{Grid, Move, Vertex};
    use crate::game::board_from_grid;
    use crate::rules::GameResult;
    use crate::search::playout::{FirstPlay, play_out};
    use crate::search::rng::FastRng;
    use crate::with_board;

    /// Every preset and a spread of custom combinations of the components
    /// that change the count.
    fn rule_sets() -> Vec<Rules> {
        let mut all: Vec<Rules> = Rules::PRESET_NAMES
            .iter()
            .map(|name| Rules::preset(name).unwrap())
            .collect();
        for json in [
            r#"{"scoring":"TERRITORY","whiteHandicapBonus":"N","komi":0.5}"#,
            r#"{"scoring":"TERRITORY","tax":"ALL","komi":-3}"#,
            r#"{"scoring":"AREA","tax":"SEKI","ties":"WHITE","komi":0}"#,
            r#"{"scoring":"AREA","tax":"ALL","whiteHandicapBonus":"N-1","komi":2}"#,
            r#"{"scoring":"TERRITORY","tax":"NONE","firstPlayer":"WHITE","suicide":true}"#,
            r#"{"firstPlayer":"WHITE","ties":"BLACK","singleStoneSuicide":true,"komi":1}"#,
            r#"{"removeDead":false,"scoring":"TERRITORY","komi":4}"#,
        ] {
            all.push(Rules::parse(json).unwrap());
        }
        all
    }

    /// A seki in the lower left (from the playout tests) on a 9×9 board,
    /// with territory for both sides, so that seki and group taxes bite.
    const SEKI: [&str; 9] = [
        ".........",
        ".........",
        ".........",
        ".........",
        "OOOOO....",
        "XXXXOO...",
        "..OXXO...",
        "OOOOX.O..",
        ".XO.XO...",
    ];

    /// Random moves from `game` (legal under its rules), then the real
    /// playout policy to the end; returns the finished board's verdicts.
    fn play_to_the_end(game: &mut Game, rng: &mut FastRng, opening: usize) {
        for _ in 0..opening {
            let color = game.to_move();
            let size = game.size();
            let v = Vertex::new(rng.below(size), rng.below(size));
            let mv = Move::Play(v);
            if game.is_legal(color, mv) {
                game.play(color, mv).unwrap();
            }
        }
    }

    fn check(game: &Game, rng: &mut FastRng, finish: bool) -> bool {
        let count = PlayoutCount::new(game);
        let rules = *game.rules();
        let mut any = game.board().clone();
        let mut first = FirstPlay::new(1024);
        let (margin, grid, captures) = with_board!(&mut any, b => {
            if finish {
                play_out(&mut **b, game.to_move(), 0, rng, &mut first);
            }
            (
                count.margin(&**b),
                b.to_grid(),
                Color::BOTH.map(|c| game.captures()[c.index()] - game.board().captures(c) + b.captures(c)),
            )
        });
        let full = score(
            &rules,
            &ScoreInput {
                board: &grid,
                dead: &[],
                captures,
                handicap: game.handicap(),
            },
        );
        let playout_result: GameResult = rules.result(margin);
        assert_eq!(
            playout_result.winner(),
            full.result.winner(),
            "{rules:?}\n{grid:?}\nplayout {margin}, full count {}",
            full.margin
        );
        assert_eq!(margin, full.margin, "{rules:?}\n{grid:?}");
        !full.seki_stones.is_empty()
    }

    /// Two settled walls with nothing left to play: Black's territory is
    /// the A, C and E files (27 points), White's the J file (9).
    const SETTLED: [&str; 9] = [
        ".X.X.XOO.",
        ".X.X.XXO.",
        ".X.X.XXO.",
        ".X.X.XXO.",
        ".X.X.XXO.",
        ".X.X.XXO.",
        ".X.X.XXO.",
        ".X.X.XXO.",
        ".X.X.XXO.",
    ];

    #[test]
    fn under_territory_counting_a_playouts_own_fills_are_given_back() {
        let mut rng = FastRng::seeded(5);
        // Territory 27 against 9; area 62 (35 stones) against 19 (10).
        for (rules, komi, settled) in [
            (Rules::japanese(), 6.5, 27.0 - 9.0 - 6.5),
            (Rules::chinese(), 7.5, 62.0 - 19.0 - 7.5),
        ] {
            let mut game = Game::new(9, rules);
            game.set_komi(komi);
            let (grid, _) = Grid::from_diagram(&SETTLED);
            game.set_root(grid, Color::Black, 0);
            let count = PlayoutCount::new(&game);
            for round in 0..8 {
                let mut any = game.board().clone();
                let mut first = FirstPlay::new(1024);
                let (filled, corrected, tree_fill) = with_board!(&mut any, b => {
                    // A move of the tree inside Black's own territory, then
                    // the playout, which fills both territories.
                    let tree_moves = u32::from(round % 2 == 1);
                    if tree_moves == 1 {
                        let p = b.point(Vertex::new(0, 4));
                        b.play_unchecked(p, Color::Black);
                        first.record(p, Color::Black);
                    }
                    let placed = first.placed();
                    play_out(&mut **b, Color::White, 0, &mut rng, &mut first);
                    (
                        count.margin(&**b),
                        count.simulation_margin(&**b, &first, tree_moves, placed),
                        tree_moves,
                    )
                });
                if rules.scoring == Scoring::Area {
                    assert_eq!(corrected, filled);
                    assert_eq!(corrected, settled);
                } else {
                    // The fills of the playout cost nothing; the tree's
                    // own fill costs Black its point, as in a real game.
                    assert_eq!(corrected, settled - f64::from(tree_fill), "{filled}");
                }
            }
        }
    }

    #[test]
    fn playout_winner_is_the_full_count_winner() {
        let mut rng = FastRng::seeded(11);
        let mut seki_seen = 0;
        for rules in rule_sets() {
            for round in 0..12 {
                let size = [5, 7, 9][round % 3];
                let mut game = Game::new(size, rules);
                play_to_the_end(&mut game, &mut rng, round * 2);
                seki_seen += check(&game, &mut rng, true) as usize;
                // An unfinished board, as Tromp-Taylor counts it after two
                // passes in the tree.
                check(&game, &mut rng, false);
            }
            let (grid, _) = Grid::from_diagram(&SEKI);
            let mut game = Game::new(9, rules);
            game.set_root(grid, rules.first_player, 0);
            assert_eq!(
                game.board().to_grid(),
                board_from_grid(game.root()).to_grid()
            );
            for _ in 0..8 {
                seki_seen += check(&game, &mut rng, true) as usize;
            }
        }
        assert!(seki_seen > 0, "no finished board kept a seki");
    }
}
