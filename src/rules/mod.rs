//! Rulesets, presets, scoring and handicap tables.
//!
//! This file owns [`Rules`]: a plain struct of independent rule components
//! (ko, suicide, scoring, seki tax, handicap compensation, ties, dead-stone
//! removal, who moves first, capture choice, the no-pass opening, komi)
//! and the named presets of `docs/rules.md` §3, §9 and §10. A named
//! ruleset is nothing but a preset of those fields, so every part of the
//! engine asks about the component it cares about, never about a name.
//! Komi lives here and nowhere else: the game, the count, the search and
//! every GTP command read it from the rules in force.
//!
//! The other files: `count` is the one counting contract (a [`Tally`] of
//! a finished board becomes a margin and a [`GameResult`]) that both
//! `final_score` and the playouts use; `json` reads and writes KataGo's
//! JSON rules form and `kata-set-rule` keys; `score` counts a finished
//! board into a tally; `seki` finds chains in seki for the Japanese count;
//! `benson` finds unconditionally alive chains and territory; `handicap`
//! places handicap and zuozi stones.

mod benson;
mod count;
mod handicap;
mod json;
mod score;
mod seki;

use std::fmt;

use crate::board::Color;
pub use crate::board::Suicide;
pub use benson::{BensonMap, Safety, benson};
pub use count::{GameResult, Tally};
pub use handicap::{
    HandicapError, fixed_handicap, free_handicap_points, max_fixed_handicap, zuozi,
};
pub use score::{ColorScore, ScoreBreakdown, ScoreInput, score};

/// Which repetitions of a position are forbidden.
#[derive(Clone, Copy, PartialEq, Eq, Debug, Hash)]
pub enum KoRule {
    /// Only the immediate recapture of a single stone that just captured a
    /// single stone is forbidden.
    Simple,
    /// No move may recreate any earlier whole-board position.
    Positional,
    /// No move may recreate an earlier position with the same player to move.
    Situational,
}

impl KoRule {
    /// KataGo's spelling: `SIMPLE`, `POSITIONAL`, `SITUATIONAL`.
    pub fn kata_name(self) -> &'static str {
        match self {
            KoRule::Simple => "SIMPLE",
            KoRule::Positional => "POSITIONAL",
            KoRule::Situational => "SITUATIONAL",
        }
    }
}

/// What a player's score is made of.
#[derive(Clone, Copy, PartialEq, Eq, Debug, Hash)]
pub enum Scoring {
    /// Stones on the board plus empty points surrounded by them.
    Area,
    /// Surrounded empty points plus prisoners.
    Territory,
}

impl Scoring {
    /// KataGo's spelling: `AREA`, `TERRITORY`.
    pub fn kata_name(self) -> &'static str {
        match self {
            Scoring::Area => "AREA",
            Scoring::Territory => "TERRITORY",
        }
    }
}

/// KataGo's "tax": points a group does not get although it surrounds them.
#[derive(Clone, Copy, PartialEq, Eq, Debug, Hash)]
pub enum Tax {
    /// Every surrounded empty point counts, eyes of seki chains included.
    None,
    /// Eye points of chains in seki are not points (Japanese 1989, Art. 8).
    Seki,
    /// As `Seki`, and besides every independently living group pays two
    /// points for the two eyes it needs: stone scoring.
    All,
}

impl Tax {
    /// KataGo's spelling: `NONE`, `SEKI`, `ALL`.
    pub fn kata_name(self) -> &'static str {
        match self {
            Tax::None => "NONE",
            Tax::Seki => "SEKI",
            Tax::All => "ALL",
        }
    }
}

/// Extra points White receives in a handicap game.
#[derive(Clone, Copy, PartialEq, Eq, Debug, Hash)]
pub enum HandicapBonus {
    /// No compensation.
    Zero,
    /// One point per handicap stone after the first (AGA).
    NMinusOne,
    /// One point per handicap stone (Chinese).
    N,
}

impl HandicapBonus {
    /// The compensation for `n_handicap` stones. A "handicap" of one stone
    /// is only Black moving first without komi, so N ≤ 1 counts as 0.
    pub fn points(self, n_handicap: u32) -> f64 {
        if n_handicap <= 1 {
            return 0.0;
        }
        match self {
            HandicapBonus::Zero => 0.0,
            HandicapBonus::NMinusOne => f64::from(n_handicap - 1),
            HandicapBonus::N => f64::from(n_handicap),
        }
    }

    /// KataGo's spelling: `0`, `N-1`, `N`.
    pub fn kata_name(self) -> &'static str {
        match self {
            HandicapBonus::Zero => "0",
            HandicapBonus::NMinusOne => "N-1",
            HandicapBonus::N => "N",
        }
    }
}

/// Who wins when the score is exactly even.
#[derive(Clone, Copy, PartialEq, Eq, Debug, Hash)]
pub enum Ties {
    /// An exact tie is a draw (jigo).
    Draw,
    /// Black wins an exact tie (Ing).
    Black,
    /// White wins an exact tie (a reform-rules tournament may give the
    /// tie to the colour the komi bid favoured).
    White,
}

impl Ties {
    /// The spelling used by the JSON extension key `ties`.
    pub fn kata_name(self) -> &'static str {
        match self {
            Ties::Draw => "DRAW",
            Ties::Black => "BLACK",
            Ties::White => "WHITE",
        }
    }

    /// The winner of an exact tie, `None` for a draw.
    pub fn winner(self) -> Option<Color> {
        match self {
            Ties::Draw => None,
            Ties::Black => Some(Color::Black),
            Ties::White => Some(Color::White),
        }
    }
}

/// A complete ruleset: independent components, named rulesets being
/// presets of them (see [`Rules::preset`]).
#[derive(Clone, Copy, PartialEq, Debug)]
pub struct Rules {
    /// The repetition rule.
    pub ko: KoRule,
    /// Which suicides are legal.
    pub suicide: Suicide,
    /// Area or territory scoring.
    pub scoring: Scoring,
    /// Which surrounded points are not counted (seki eyes, group tax).
    pub tax: Tax,
    /// White's compensation per handicap stone.
    pub handicap_bonus: HandicapBonus,
    /// Who wins an exact tie.
    pub ties: Ties,
    /// Whether stones agreed dead are removed before counting; false only
    /// for Tromp-Taylor, which counts the board exactly as it stands.
    pub remove_dead: bool,
    /// Who moves first in an empty game (White under the reform and
    /// ancient Chinese rules). Handicap stones are this colour's, and the
    /// handicap compensation goes to the other.
    pub first_player: Color,
    /// Whether a move that leaves chains of both colours without
    /// liberties lets the mover choose which side's chains are removed
    /// (reform rules); `play` always takes the opponent's.
    pub capture_choice: bool,
    /// How many moves at the start of a game may not be passes.
    pub no_pass_opening: u32,
    /// Points added to White's count: the preset's default until GTP
    /// `komi` (or a rules JSON with `komi`) sets it. Negative komi gives
    /// the points to Black. This is the only komi the engine keeps.
    pub komi: f64,
}

impl Default for Rules {
    /// The project's default ruleset: [`Rules::chinese`].
    fn default() -> Rules {
        Rules::chinese()
    }
}

impl Rules {
    /// Canonical preset names, in the table order of `docs/rules.md` §3,
    /// then §9 and §10.
    pub const PRESET_NAMES: [&'static str; 9] = [
        "chinese",
        "japanese",
        "korean",
        "ing",
        "aga",
        "new_zealand",
        "tromp-taylor",
        "reform",
        "ancient-chinese",
    ];

    /// Chinese rules as KGS plays them: positional superko, no suicide,
    /// area scoring, N stones compensation, komi 7.5. Every other preset
    /// is written as its differences from this one.
    pub fn chinese() -> Rules {
        Rules {
            ko: KoRule::Positional,
            suicide: Suicide::Forbidden,
            scoring: Scoring::Area,
            tax: Tax::None,
            handicap_bonus: HandicapBonus::N,
            ties: Ties::Draw,
            remove_dead: true,
            first_player: Color::Black,
            capture_choice: false,
            no_pass_opening: 0,
            komi: 7.5,
        }
    }

    /// Japanese 1989: simple ko, no suicide, territory scoring without seki
    /// eyes, no compensation, komi 6.5.
    pub fn japanese() -> Rules {
        Rules {
            ko: KoRule::Simple,
            scoring: Scoring::Territory,
            tax: Tax::Seki,
            handicap_bonus: HandicapBonus::Zero,
            komi: 6.5,
            ..Rules::chinese()
        }
    }

    /// Korean rules: the same components as [`Rules::japanese`].
    pub fn korean() -> Rules {
        Rules::japanese()
    }

    /// Ing SST, approximated: positional superko, multi-stone suicide,
    /// area scoring (equal to fill-in counting), komi 8, Black wins ties.
    pub fn ing() -> Rules {
        Rules {
            suicide: Suicide::MultiStone,
            handicap_bonus: HandicapBonus::Zero,
            ties: Ties::Black,
            komi: 8.0,
            ..Rules::chinese()
        }
    }

    /// AGA: situational superko, no suicide, area scoring, N-1
    /// compensation, komi 7.5.
    pub fn aga() -> Rules {
        Rules {
            ko: KoRule::Situational,
            handicap_bonus: HandicapBonus::NMinusOne,
            ..Rules::chinese()
        }
    }

    /// New Zealand: situational superko, multi-stone suicide, area
    /// scoring, no compensation, komi 7.
    pub fn new_zealand() -> Rules {
        Rules {
            ko: KoRule::Situational,
            suicide: Suicide::MultiStone,
            handicap_bonus: HandicapBonus::Zero,
            komi: 7.0,
            ..Rules::chinese()
        }
    }

    /// Tromp-Taylor: positional superko, multi-stone suicide, area scoring
    /// of the board exactly as it stands, komi 7.5.
    pub fn tromp_taylor() -> Rules {
        Rules {
            suicide: Suicide::MultiStone,
            handicap_bonus: HandicapBonus::Zero,
            remove_dead: false,
            ..Rules::chinese()
        }
    }

    /// The reform rules of `docs/rules.md` §9: White moves first, the first
    /// four moves are placements (no pass), situational superko, every
    /// suicide legal, capture choice, area counting without group tax,
    /// draws allowed, and komi by the players' bids: −7.5 by default (White,
    /// moving first, gives 7.5 points).
    pub fn reform() -> Rules {
        Rules {
            ko: KoRule::Situational,
            suicide: Suicide::Any,
            handicap_bonus: HandicapBonus::Zero,
            first_player: Color::White,
            capture_choice: true,
            no_pass_opening: 4,
            komi: -7.5,
            ..Rules::chinese()
        }
    }

    /// The ancient Chinese rules of `docs/rules.md` §10: White moves first
    /// from the four zuozi stones ([`zuozi`]), area counting with a group
    /// tax of two points a living group (KataGo's `tax: ALL`), no komi.
    pub fn ancient_chinese() -> Rules {
        Rules {
            tax: Tax::All,
            handicap_bonus: HandicapBonus::Zero,
            first_player: Color::White,
            komi: 0.0,
            ..Rules::chinese()
        }
    }

    /// The preset called `name`: case-insensitive, `-`, `_` and spaces
    /// ignored, so `tromp-taylor`, `Tromp_Taylor` and `trompTaylor` are one
    /// name. Aliases: `nz`/`newzealand`, `goe` (Ing), `japanese1989`,
    /// `chinese-ogs`/`chinese-kgs` (KataGo's names for exactly our Chinese
    /// preset), `bga`/`french` (KataGo reads them as AGA), `tt`.
    pub fn preset(name: &str) -> Option<Rules> {
        let key: String = name
            .trim()
            .chars()
            .filter(|c| !matches!(c, '-' | '_' | ' '))
            .flat_map(char::to_lowercase)
            .collect();
        Some(match key.as_str() {
            "chinese" | "chineseogs" | "chinesekgs" => Rules::chinese(),
            "japanese" | "japanese1989" => Rules::japanese(),
            "korean" => Rules::korean(),
            "ing" | "goe" | "ingsst" => Rules::ing(),
            "aga" | "bga" | "french" => Rules::aga(),
            "newzealand" | "nz" => Rules::new_zealand(),
            "tromptaylor" | "tt" => Rules::tromp_taylor(),
            "reform" => Rules::reform(),
            "ancientchinese" | "zuozi" => Rules::ancient_chinese(),
            _ => return None,
        })
    }

    /// Whether life and death are confirmed after the game as the
    /// Japanese 1989 rules do (Art. 7-2): stones are removed by
    /// agreement rather than by play, so a stone standing in atari only
    /// next to dead stones is not taken, those stones being gone before
    /// the count. Territory scoring with the simple ko rule: the
    /// Japanese and Korean presets.
    pub fn confirms_after_the_game(&self) -> bool {
        self.ko == KoRule::Simple && self.scoring == Scoring::Territory && self.remove_dead
    }

    /// The canonical name of the first preset (in [`Rules::PRESET_NAMES`]
    /// order) whose components equal these, komi ignored: komi is set per
    /// game, so a Chinese game with komi 6.5 is still Chinese. Korean rules
    /// report `japanese`, the first match.
    pub fn preset_name(&self) -> Option<&'static str> {
        Rules::PRESET_NAMES
            .iter()
            .copied()
            .find(|&name| Rules::preset(name).is_some_and(|preset| self.same_components(&preset)))
    }

    /// Whether every field but komi is equal.
    fn same_components(&self, other: &Rules) -> bool {
        Rules {
            komi: other.komi,
            ..*self
        } == *other
    }

    /// Reads a ruleset from a preset name or a KataGo JSON object such as
    /// `{"ko":"POSITIONAL","scoring":"AREA","suicide":false}`; see the
    /// `json` module for the keys. Missing keys keep the Chinese values.
    pub fn parse(text: &str) -> Result<Rules, String> {
        Rules::parse_setting_komi(text).map(|(rules, _)| rules)
    }

    /// [`Rules::parse`], also saying whether the text set the komi (a
    /// JSON object with `komi`): a komi the client set survives a change
    /// to rules that do not name one.
    pub fn parse_setting_komi(text: &str) -> Result<(Rules, bool), String> {
        let trimmed = text.trim();
        if trimmed.starts_with('{') {
            json::parse_object(trimmed)
        } else {
            Rules::preset(trimmed)
                .map(|rules| (rules, false))
                .ok_or_else(|| format!("unknown rules: {trimmed}"))
        }
    }

    /// This ruleset as KataGo prints it for `kata-get-rules`: keys sorted
    /// alphabetically, plus the extension keys `komi`, `removeDead` and
    /// `ties`. [`Rules::parse`] reads it back to the same value.
    pub fn to_kata_json(&self) -> String {
        json::to_json(self)
    }

    /// Changes one component, as `kata-set-rule KEY VALUE` does: the keys
    /// and values of the JSON form, values unquoted and case-insensitive.
    pub fn set_field(&mut self, key: &str, value: &str) -> Result<(), String> {
        json::set_field(self, key, value)
    }
}

impl fmt::Display for Rules {
    /// The preset name when there is one, otherwise the JSON form.
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        match self.preset_name() {
            Some(name) => f.write_str(name),
            None => f.write_str(&self.to_kata_json()),
        }
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn presets_match_the_table() {
        let c = Rules::default();
        assert_eq!(c, Rules::chinese());
        assert_eq!(
            (c.ko, c.suicide, c.scoring, c.handicap_bonus, c.komi, c.ties),
            (
                KoRule::Positional,
                Suicide::Forbidden,
                Scoring::Area,
                HandicapBonus::N,
                7.5,
                Ties::Draw
            )
        );
        let j = Rules::japanese();
        assert_eq!(
            (j.ko, j.suicide, j.scoring, j.tax, j.handicap_bonus, j.komi),
            (
                KoRule::Simple,
                Suicide::Forbidden,
                Scoring::Territory,
                Tax::Seki,
                HandicapBonus::Zero,
                6.5
            )
        );
        assert_eq!(Rules::korean(), j);
        let i = Rules::ing();
        assert_eq!(
            (i.ko, i.suicide, i.handicap_bonus, i.komi, i.ties),
            (
                KoRule::Positional,
                Suicide::MultiStone,
                HandicapBonus::Zero,
                8.0,
                Ties::Black
            )
        );
        let a = Rules::aga();
        assert_eq!(
            (a.ko, a.suicide, a.handicap_bonus, a.komi),
            (
                KoRule::Situational,
                Suicide::Forbidden,
                HandicapBonus::NMinusOne,
                7.5
            )
        );
        let nz = Rules::new_zealand();
        assert_eq!(
            (nz.ko, nz.suicide, nz.handicap_bonus, nz.komi),
            (
                KoRule::Situational,
                Suicide::MultiStone,
                HandicapBonus::Zero,
                7.0
            )
        );
        let tt = Rules::tromp_taylor();
        assert!(!tt.remove_dead);
        assert_eq!(
            (tt.ko, tt.suicide),
            (KoRule::Positional, Suicide::MultiStone)
        );
        for name in Rules::PRESET_NAMES {
            let r = Rules::preset(name).unwrap();
            assert_eq!(r.remove_dead, name != "tromp-taylor", "{name}");
            assert_eq!(
                r.tax == Tax::Seki,
                r.scoring == Scoring::Territory,
                "{name}"
            );
        }
    }

    #[test]
    fn preset_names_and_aliases() {
        for (alias, canonical) in [
            ("CHINESE", "chinese"),
            ("chinese-ogs", "chinese"),
            ("Japanese", "japanese"),
            ("japanese_1989", "japanese"),
            ("korean", "japanese"),
            ("goe", "ing"),
            ("ING", "ing"),
            ("aga", "aga"),
            ("new_zealand", "new_zealand"),
            ("new-zealand", "new_zealand"),
            ("NewZealand", "new_zealand"),
            ("nz", "new_zealand"),
            ("tromp-taylor", "tromp-taylor"),
            ("tromp_taylor", "tromp-taylor"),
            ("trompTaylor", "tromp-taylor"),
            (" Tromp Taylor ", "tromp-taylor"),
        ] {
            let rules = Rules::preset(alias).unwrap_or_else(|| panic!("{alias}"));
            assert_eq!(rules.preset_name(), Some(canonical), "{alias}");
        }
        for bad in ["", "chess", "japan", "chinese2", "-"] {
            assert_eq!(Rules::preset(bad), None, "{bad}");
        }
    }

    #[test]
    fn preset_name_ignores_komi_only() {
        let mut r = Rules::chinese();
        r.komi = 0.5;
        assert_eq!(r.preset_name(), Some("chinese"));
        r.ko = KoRule::Simple;
        assert_eq!(r.preset_name(), None);
        assert!(r.to_string().starts_with('{'));
        assert_eq!(Rules::aga().to_string(), "aga");
    }

    #[test]
    fn handicap_bonus_points() {
        for n in [0, 1] {
            assert_eq!(HandicapBonus::N.points(n), 0.0);
            assert_eq!(HandicapBonus::NMinusOne.points(n), 0.0);
        }
        assert_eq!(HandicapBonus::N.points(2), 2.0);
        assert_eq!(HandicapBonus::NMinusOne.points(2), 1.0);
        assert_eq!(HandicapBonus::Zero.points(9), 0.0);
        assert_eq!(HandicapBonus::N.points(9), 9.0);
        assert_eq!(
            HandicapBonus::NMinusOne.points(u32::MAX),
            f64::from(u32::MAX - 1)
        );
    }
}
