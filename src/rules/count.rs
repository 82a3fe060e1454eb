//! The one counting contract: how what a finished board holds becomes a
//! margin and a result under the rules in force.
//!
//! Owns [`Tally`] (stones, counted territory, prisoners and group tax per
//! colour, and the handicap), [`Rules::margin`] and [`Rules::result`], and
//! [`GameResult`] as GTP prints it. Everything that decides who won goes
//! through here: `final_score` (via `score`, which finds the territory,
//! seki and dead stones of a real board) and every playout of the search
//! (which fills a tally from its finished board). A new rule component
//! that changes the count changes this file once, and both follow.
//!
//! The formulas are those of `docs/rules.md` §4 (R > 0: Black wins):
//! area R = (S_B + E_B) − (S_W + E_W) − K ∓ H, territory R = (E_B + P_B) −
//! (E_W + P_W) − K ∓ H, each side's points less its group tax, where K is
//! the komi (White's) and H the handicap compensation, which goes to the
//! player who did not move first.

use std::fmt;

use super::{Rules, Scoring};
use crate::board::Color;

/// What a finished board gives each colour before the rules weigh it;
/// arrays are indexed by [`Color::index`].
#[derive(Clone, Copy, PartialEq, Eq, Debug, Default)]
pub struct Tally {
    /// Stones on the board after dead stones are removed.
    pub stones: [u32; 2],
    /// Empty points counted for the colour (seki eyes already left out
    /// where the rules' tax says so).
    pub territory: [u32; 2],
    /// Prisoners the colour holds: stones captured during play plus dead
    /// stones removed at the end.
    pub prisoners: [u32; 2],
    /// Points the colour pays for its living groups (group tax).
    pub group_tax: [u32; 2],
    /// Handicap stones of the game (0 in an even game).
    pub handicap: u32,
}

impl Rules {
    /// `color`'s own points: stones and territory under area scoring,
    /// territory and prisoners under territory scoring, less its group tax.
    pub fn points(&self, tally: &Tally, color: Color) -> f64 {
        let i = color.index();
        // In f64: prisoner counts come from outside and could overflow u32.
        let own = match self.scoring {
            Scoring::Area => f64::from(tally.stones[i]) + f64::from(tally.territory[i]),
            Scoring::Territory => f64::from(tally.territory[i]) + f64::from(tally.prisoners[i]),
        };
        own - f64::from(tally.group_tax[i])
    }

    /// The handicap compensation for `handicap` stones and the colour that
    /// receives it: the one that did not move first.
    pub fn handicap_compensation(&self, handicap: u32) -> (f64, Color) {
        (
            self.handicap_bonus.points(handicap),
            self.first_player.opponent(),
        )
    }

    /// Points `color` receives on top of its own: komi for White (negative
    /// komi takes points away from White), handicap compensation for the
    /// player who did not move first.
    pub fn compensation(&self, handicap: u32, color: Color) -> f64 {
        let komi = if color == Color::White {
            self.komi
        } else {
            0.0
        };
        let (bonus, to) = self.handicap_compensation(handicap);
        komi + if color == to { bonus } else { 0.0 }
    }

    /// `color`'s total: its points plus its compensation.
    pub fn total(&self, tally: &Tally, color: Color) -> f64 {
        self.points(tally, color) + self.compensation(tally.handicap, color)
    }

    /// Black's total minus White's: > 0 means Black is ahead.
    pub fn margin(&self, tally: &Tally) -> f64 {
        self.total(tally, Color::Black) - self.total(tally, Color::White)
    }

    /// The result of a game that ended `margin` points ahead for Black,
    /// an exact tie going where the rules' `ties` says.
    pub fn result(&self, margin: f64) -> GameResult {
        if margin > 0.0 {
            GameResult::Black(margin)
        } else if margin < 0.0 {
            GameResult::White(-margin)
        } else {
            match self.ties.winner() {
                Some(Color::Black) => GameResult::Black(0.0),
                Some(Color::White) => GameResult::White(0.0),
                None => GameResult::Draw,
            }
        }
    }
}

/// The outcome of a game.
#[derive(Clone, Copy, PartialEq, Debug)]
pub enum GameResult {
    /// Black wins by this many points (0 for a tie given to Black).
    Black(f64),
    /// White wins by this many points (0 for a tie given to White).
    White(f64),
    /// An exact tie counted as a draw.
    Draw,
}

impl GameResult {
    /// The winner, or `None` for a draw.
    pub fn winner(self) -> Option<Color> {
        match self {
            GameResult::Black(_) => Some(Color::Black),
            GameResult::White(_) => Some(Color::White),
            GameResult::Draw => None,
        }
    }
}

impl fmt::Display for GameResult {
    /// GTP `final_score` style: `B+3.5`, `W+7`, `B+0`, `W+0`, or `0` for a
    /// draw.
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        match self {
            GameResult::Black(m) => write!(f, "B+{}", points(*m)),
            GameResult::White(m) => write!(f, "W+{}", points(*m)),
            GameResult::Draw => f.write_str("0"),
        }
    }
}

/// A number of points without float noise: `7`, `0.5`, `0.3` rather than
/// `0.30000000000000004` (komi such as 6.7 can produce such margins).
pub(super) fn points(x: f64) -> String {
    let rounded = (x * 1e6).round() / 1e6;
    // `+ 0.0` turns a negative zero into a positive one.
    format!("{}", rounded + 0.0)
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::rules::{HandicapBonus, Tax, Ties};

    fn tally(stones: [u32; 2], territory: [u32; 2], prisoners: [u32; 2]) -> Tally {
        Tally {
            stones,
            territory,
            prisoners,
            ..Tally::default()
        }
    }

    #[test]
    fn area_and_territory_weigh_different_items() {
        // T1 of docs/rules.md §8: 7 stones each, territory 21 and 14.
        let t = tally([7, 7], [21, 14], [0, 0]);
        assert_eq!(Rules::chinese().margin(&t), 7.0 - 7.5);
        assert_eq!(Rules::japanese().margin(&t), 7.0 - 6.5);
        let t = tally([7, 7], [21, 14], [3, 9]);
        assert_eq!(Rules::japanese().margin(&t), 21.0 + 3.0 - 14.0 - 9.0 - 6.5);
    }

    #[test]
    fn compensation_goes_to_the_second_player() {
        let mut rules = Rules::chinese();
        rules.komi = 0.5;
        let t = Tally {
            handicap: 3,
            ..tally([10, 10], [0, 0], [0, 0])
        };
        assert_eq!(rules.margin(&t), -3.5);
        rules.first_player = Color::White;
        assert_eq!(rules.margin(&t), 2.5);
        rules.handicap_bonus = HandicapBonus::Zero;
        assert_eq!(rules.margin(&t), -0.5);
        // Territory scoring pays the compensation too, as `final_score` does.
        let mut j = Rules::japanese();
        j.handicap_bonus = HandicapBonus::N;
        j.komi = 0.0;
        assert_eq!(j.margin(&t), -3.0);
    }

    #[test]
    fn group_tax_and_ties() {
        let mut rules = Rules::ancient_chinese();
        assert_eq!(rules.tax, Tax::All);
        let t = Tally {
            group_tax: [4, 2],
            ..tally([20, 20], [10, 10], [0, 0])
        };
        assert_eq!(rules.margin(&t), -2.0);
        let even = tally([5, 5], [0, 0], [0, 0]);
        assert_eq!(rules.result(rules.margin(&even)), GameResult::Draw);
        rules.ties = Ties::White;
        assert_eq!(rules.result(0.0).to_string(), "W+0");
        rules.ties = Ties::Black;
        assert_eq!(rules.result(0.0).to_string(), "B+0");
        rules.ties = Ties::Draw;
        assert_eq!(rules.result(0.0).to_string(), "0");
        assert_eq!(rules.result(-0.5).to_string(), "W+0.5");
        let mut reform = Rules::reform();
        assert_eq!(reform.margin(&even), 7.5);
        reform.komi = -6.0;
        assert_eq!(reform.result(reform.margin(&even)).to_string(), "B+6");
    }
}
