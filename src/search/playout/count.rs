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

use crate::board::{Board, Color};
use crate::game::Game;
use crate::rules::{Rules, ScoreInput, Tally, Tax, score};

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
