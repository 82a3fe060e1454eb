//! KataGo's JSON form of a ruleset, and `kata-set-rule KEY VALUE`.
//!
//! Owns a tiny reader for flat JSON objects (strings, booleans, numbers,
//! `null`; no nesting, which no rules object needs) and the table of keys:
//!
//! | key | values |
//! |---|---|
//! | `ko` | `SIMPLE`, `POSITIONAL`, `SITUATIONAL` (`SPIGHT` is refused) |
//! | `scoring` (or `score`) | `AREA`, `TERRITORY` |
//! | `tax` | `NONE`, `SEKI`, `ALL` |
//! | `suicide` | `true` (multi-stone legal), `false`; extension: `"ANY"`, `"MULTI"`, `"NONE"` |
//! | `hasButton` | `false` (button Go is refused) |
//! | `whiteHandicapBonus` | `"0"`, `"N-1"`, `"N"` |
//! | `friendlyPassOk` | boolean, see below |
//! | `ties` (extension) | `DRAW`, `BLACK`, `WHITE` |
//! | `removeDead` (extension) | boolean |
//! | `firstPlayer` (extension) | `BLACK`, `WHITE` |
//! | `singleStoneSuicide` (extension) | boolean: `true` makes every suicide legal |
//! | `captureChoice` (extension) | boolean |
//! | `noPassOpening` (extension) | a whole number of moves, 0 to 1000 |
//! | `komi` (extension for `kata-set-rules`; KataGo reads it too) | number |
//!
//! `suicide:true` keeps KataGo's meaning (multi-stone suicide);
//! `singleStoneSuicide:true` adds single stones. An object is read as a
//! whole, so `{"suicide":true,"singleStoneSuicide":true}` (what
//! `kata-get-rules` prints for `reform`) reads back in either key order.
//!
//! Keys missing from an object keep the Chinese values, except two
//! defaults taken from KataGo so its own JSON reads the way KataGo reads
//! it: with no `tax`, territory scoring means `SEKI` (area `NONE`); with
//! no `komi`, territory scoring means 6.5.
//!
//! `friendlyPassOk` has no field of its own. KataGo sets it false for
//! area rules where dead stones must be captured before passing, which is
//! this project's "dead stones are never removed" (Tromp-Taylor). So,
//! unless `removeDead` is given too, `friendlyPassOk:false` under area
//! scoring reads as `removeDead:false`; on output it is true exactly for
//! area rules that remove dead stones, which matches KataGo's presets.

use super::{HandicapBonus, KoRule, Rules, Scoring, Suicide, Tax, Ties};
use crate::board::Color;

/// The most moves `noPassOpening` may forbid passing for: far more than
/// any opening, small enough to print and compare exactly.
const MAX_NO_PASS_OPENING: f64 = 1000.0;

/// One JSON value of a flat object.
#[derive(Clone, Debug, PartialEq)]
enum Value {
    Str(String),
    Bool(bool),
    Num(f64),
    Null,
}

impl Value {
    /// The value as an upper-case word, for enumerations.
    fn word(&self) -> Option<String> {
        match self {
            Value::Str(s) => Some(s.trim().to_ascii_uppercase()),
            Value::Bool(b) => Some(if *b { "TRUE" } else { "FALSE" }.to_string()),
            // `"whiteHandicapBonus": 0` is a natural way to write "0".
            Value::Num(n) if *n == 0.0 => Some("0".to_string()),
            Value::Num(_) | Value::Null => None,
        }
    }

    fn boolean(&self) -> Option<bool> {
        match self {
            Value::Bool(b) => Some(*b),
            // `kata-set-rule suicide true` arrives as text.
            Value::Str(_) => match self.word()?.as_str() {
                "TRUE" | "1" | "YES" => Some(true),
                "FALSE" | "0" | "NO" => Some(false),
                _ => None,
            },
            Value::Num(n) if *n == 0.0 || *n == 1.0 => Some(*n == 1.0),
            Value::Num(_) | Value::Null => None,
        }
    }

    fn number(&self) -> Option<f64> {
        match self {
            Value::Num(n) => Some(*n),
            Value::Str(s) => s.trim().parse::<f64>().ok(),
            Value::Bool(_) | Value::Null => None,
        }
    }
}

/// What a key set, beyond the field itself, so defaults can depend on it.
#[derive(Default)]
struct Seen {
    tax: bool,
    komi: bool,
    remove_dead: bool,
    friendly_pass_ok: Option<bool>,
    single_stone_suicide: Option<bool>,
}

/// Applies one key to `rules`; keys are matched case-insensitively.
fn apply(rules: &mut Rules, key: &str, value: &Value, seen: &mut Seen) -> Result<(), String> {
    let bad = || format!("invalid value for {key}: {}", describe(value));
    match key.trim().to_ascii_lowercase().as_str() {
        "ko" => {
            rules.ko = match value.word().ok_or_else(bad)?.as_str() {
                "SIMPLE" => KoRule::Simple,
                "POSITIONAL" => KoRule::Positional,
                "SITUATIONAL" => KoRule::Situational,
                "SPIGHT" => return Err("ko rule SPIGHT is unsupported".to_string()),
                _ => return Err(bad()),
            }
        }
        "scoring" | "score" => {
            rules.scoring = match value.word().ok_or_else(bad)?.as_str() {
                "AREA" => Scoring::Area,
                "TERRITORY" => Scoring::Territory,
                _ => return Err(bad()),
            }
        }
        "tax" => {
            rules.tax = match value.word().ok_or_else(bad)?.as_str() {
                "NONE" => Tax::None,
                "SEKI" => Tax::Seki,
                "ALL" => Tax::All,
                _ => return Err(bad()),
            };
            seen.tax = true;
        }
        "suicide" => {
            rules.suicide = match value.boolean() {
                Some(true) => Suicide::MultiStone,
                Some(false) => Suicide::Forbidden,
                None => match value.word().ok_or_else(bad)?.as_str() {
                    "ANY" | "ALL" => Suicide::Any,
                    "MULTI" | "MULTISTONE" | "MULTI-STONE" => Suicide::MultiStone,
                    "NONE" | "FORBIDDEN" => Suicide::Forbidden,
                    _ => return Err(bad()),
                },
            }
        }
        "hasbutton" => {
            if value.boolean().ok_or_else(bad)? {
                return Err("hasButton true (button Go) is unsupported".to_string());
            }
        }
        "whitehandicapbonus" => {
            rules.handicap_bonus = match value.word().ok_or_else(bad)?.as_str() {
                "0" | "ZERO" => HandicapBonus::Zero,
                "N-1" => HandicapBonus::NMinusOne,
                "N" => HandicapBonus::N,
                _ => return Err(bad()),
            }
        }
        "friendlypassok" => seen.friendly_pass_ok = Some(value.boolean().ok_or_else(bad)?),
        "ties" => {
            rules.ties = match value.word().ok_or_else(bad)?.as_str() {
                "DRAW" => Ties::Draw,
                "BLACK" => Ties::Black,
                "WHITE" => Ties::White,
                _ => return Err(bad()),
            }
        }
        "firstplayer" => {
            rules.first_player = match value.word().ok_or_else(bad)?.as_str() {
                "BLACK" | "B" => Color::Black,
                "WHITE" | "W" => Color::White,
                _ => return Err(bad()),
            }
        }
        "singlestonesuicide" => {
            seen.single_stone_suicide = Some(value.boolean().ok_or_else(bad)?);
        }
        "capturechoice" => rules.capture_choice = value.boolean().ok_or_else(bad)?,
        "nopassopening" => {
            let n = value
                .number()
                .filter(|n| n.fract() == 0.0 && (0.0..=MAX_NO_PASS_OPENING).contains(n))
                .ok_or_else(bad)?;
            rules.no_pass_opening = n as u32;
        }
        "removedead" => {
            rules.remove_dead = value.boolean().ok_or_else(bad)?;
            seen.remove_dead = true;
        }
        "komi" => {
            let komi = value.number().filter(|k| k.is_finite()).ok_or_else(bad)?;
            rules.komi = komi;
            seen.komi = true;
        }
        _ => return Err(format!("unknown rules option: {}", key.trim())),
    }
    Ok(())
}

/// `singleStoneSuicide`, read after `suicide` whatever the key order:
/// true makes every suicide legal, false takes single stones back out.
fn apply_single_stone_suicide(rules: &mut Rules, single: bool) {
    rules.suicide = match (single, rules.suicide) {
        (true, _) => Suicide::Any,
        (false, Suicide::Any) => Suicide::MultiStone,
        (false, other) => other,
    };
}

/// The `friendlyPassOk` reading described in the module documentation.
fn apply_friendly_pass(rules: &mut Rules, friendly: bool) {
    rules.remove_dead = friendly || rules.scoring == Scoring::Territory;
}

fn describe(value: &Value) -> String {
    match value {
        Value::Str(s) => s.clone(),
        Value::Bool(b) => b.to_string(),
        Value::Num(n) => n.to_string(),
        Value::Null => "null".to_string(),
    }
}

/// Reads a JSON object of rules keys on top of the Chinese preset; the
/// flag says whether the object set the komi.
pub(super) fn parse_object(text: &str) -> Result<(Rules, bool), String> {
    let pairs = Reader::new(text).object()?;
    let mut rules = Rules::chinese();
    let mut seen = Seen::default();
    for (key, value) in &pairs {
        apply(&mut rules, key, value, &mut seen)?;
    }
    if !seen.tax {
        rules.tax = match rules.scoring {
            Scoring::Territory => Tax::Seki,
            Scoring::Area => Tax::None,
        };
    }
    if !seen.komi && rules.scoring == Scoring::Territory {
        rules.komi = 6.5;
    }
    if let (Some(friendly), false) = (seen.friendly_pass_ok, seen.remove_dead) {
        apply_friendly_pass(&mut rules, friendly);
    }
    if let Some(single) = seen.single_stone_suicide {
        apply_single_stone_suicide(&mut rules, single);
    }
    Ok((rules, seen.komi))
}

/// `kata-set-rule KEY VALUE`: one key with an unquoted value.
pub(super) fn set_field(rules: &mut Rules, key: &str, value: &str) -> Result<(), String> {
    let value = value.trim();
    // Tolerate a quoted value: some clients copy it out of the JSON form.
    let value = value
        .strip_prefix('"')
        .and_then(|v| v.strip_suffix('"'))
        .unwrap_or(value);
    let mut seen = Seen::default();
    let mut changed = *rules;
    apply(&mut changed, key, &Value::Str(value.to_string()), &mut seen)?;
    if let Some(friendly) = seen.friendly_pass_ok {
        apply_friendly_pass(&mut changed, friendly);
    }
    if let Some(single) = seen.single_stone_suicide {
        apply_single_stone_suicide(&mut changed, single);
    }
    *rules = changed;
    Ok(())
}

/// The JSON form, keys in alphabetical order as KataGo's JSON library
/// prints them (`kata-get-rules`), extension keys slotted in alphabetically.
pub(super) fn to_json(rules: &Rules) -> String {
    let friendly = rules.remove_dead && rules.scoring == Scoring::Area;
    let komi = if rules.komi.is_finite() {
        // Debug keeps a decimal point ("7.0"), as KataGo's output does.
        format!("{:?}", rules.komi)
    } else {
        "null".to_string()
    };
    let first_player = match rules.first_player {
        Color::Black => "BLACK",
        Color::White => "WHITE",
    };
    format!(
        concat!(
            "{{\"captureChoice\":{},\"firstPlayer\":\"{}\",\"friendlyPassOk\":{},",
            "\"hasButton\":false,\"ko\":\"{}\",\"komi\":{},\"noPassOpening\":{},",
            "\"removeDead\":{},\"scoring\":\"{}\",\"singleStoneSuicide\":{},",
            "\"suicide\":{},\"tax\":\"{}\",\"ties\":\"{}\",\"whiteHandicapBonus\":\"{}\"}}"
        ),
        rules.capture_choice,
        first_player,
        friendly,
        rules.ko.kata_name(),
        komi,
        rules.no_pass_opening,
        rules.remove_dead,
        rules.scoring.kata_name(),
        rules.suicide == Suicide::Any,
        rules.suicide != Suicide::Forbidden,
        rules.tax.kata_name(),
        rules.ties.kata_name(),
        rules.handicap_bonus.kata_name(),
    )
}

/// A cursor over the text of one flat JSON object.
struct Reader<'a> {
    text: &'a str,
    pos: usize,
}

impl<'a> Reader<'a> {
    fn new(text: &'a str) -> Reader<'a> {
        Reader { text, pos: 0 }
    }

    fn rest(&self) -> &'a str {
        self.text.get(self.pos..).unwrap_or("")
    }

    fn peek(&self) -> Option<char> {
        self.rest().chars().next()
    }

    fn bump(&mut self) -> Option<char> {
        let c = self.peek()?;
        self.pos += c.len_utf8();
        Some(c)
    }

    fn skip_ws(&mut self) {
        while matches!(self.peek(), Some(' ' | '\t' | '\n' | '\r')) {
            self.pos += 1;
        }
    }

    fn expect(&mut self, want: char) -> Result<(), String> {
        self.skip_ws();
        match self.bump() {
            Some(c) if c == want => Ok(()),
            Some(c) => Err(format!("JSON: expected '{want}', found '{c}'")),
            None => Err(format!("JSON: expected '{want}', found the end")),
        }
    }

    /// `{ "key": value, ... }` and nothing after it but whitespace.
    fn object(&mut self) -> Result<Vec<(String, Value)>, String> {
        self.expect('{')?;
        let mut pairs: Vec<(String, Value)> = Vec::new();
        self.skip_ws();
        if self.peek() == Some('}') {
            self.bump();
        } else {
            loop {
                self.skip_ws();
                if self.peek() != Some('"') {
                    return Err("JSON: expected a quoted key".to_string());
                }
                let key = self.string()?;
                if pairs.iter().any(|(k, _)| k == &key) {
                    return Err(format!("JSON: duplicate key {key}"));
                }
                self.expect(':')?;
                let value = self.value()?;
                pairs.push((key, value));
                self.skip_ws();
                match self.bump() {
                    Some(',') => continue,
                    Some('}') => break,
                    _ => return Err("JSON: expected ',' or '}'".to_string()),
                }
            }
        }
        self.skip_ws();
        if self.pos < self.text.len() {
            return Err("JSON: text after the object".to_string());
        }
        Ok(pairs)
    }

    fn value(&mut self) -> Result<Value, String> {
        self.skip_ws();
        match self.peek() {
            Some('"') => Ok(Value::Str(self.string()?)),
            Some('{' | '[') => Err("JSON: nested values are not rules options".to_string()),
            Some('-' | '0'..='9') => self.number(),
            Some(_) => {
                for (word, value) in [
                    ("true", Value::Bool(true)),
                    ("false", Value::Bool(false)),
                    ("null", Value::Null),
                ] {
                    if self.rest().starts_with(word) {
                        self.pos += word.len();
                        return Ok(value);
                    }
                }
                Err("JSON: unexpected value".to_string())
            }
            None => Err("JSON: missing value".to_string()),
        }
    }

    /// A number with JSON's grammar: `-? int frac? exp?`.
    fn number(&mut self) -> Result<Value, String> {
        let start = self.pos;
        let digits = |r: &mut Reader| {
            let from = r.pos;
            while matches!(r.peek(), Some('0'..='9')) {
                r.pos += 1;
            }
            r.pos - from
        };
        if self.peek() == Some('-') {
            self.pos += 1;
        }
        let int_start = self.pos;
        let int_len = digits(self);
        let leading_zero = int_len > 1 && self.text.as_bytes().get(int_start) == Some(&b'0');
        if int_len == 0 || leading_zero {
            return Err("JSON: malformed number".to_string());
        }
        if self.peek() == Some('.') {
            self.pos += 1;
            if digits(self) == 0 {
                return Err("JSON: malformed number".to_string());
            }
        }
        if matches!(self.peek(), Some('e' | 'E')) {
            self.pos += 1;
            if matches!(self.peek(), Some('+' | '-')) {
                self.pos += 1;
            }
            if digits(self) == 0 {
                return Err("JSON: malformed number".to_string());
            }
        }
        let text = self.text.get(start..self.pos).unwrap_or("");
        text.parse::<f64>()
            .map(Value::Num)
            .map_err(|_| "JSON: malformed number".to_string())
    }

    /// A quoted string with JSON escapes, the cursor on the opening quote.
    fn string(&mut self) -> Result<String, String> {
        self.bump();
        let mut out = String::new();
        loop {
            match self.bump() {
                None => return Err("JSON: unterminated string".to_string()),
                Some('"') => return Ok(out),
                Some('\\') => {
                    let c = match self.bump() {
                        Some('"') => '"',
                        Some('\\') => '\\',
                        Some('/') => '/',
                        Some('b') => '\u{8}',
                        Some('f') => '\u{c}',
                        Some('n') => '\n',
                        Some('r') => '\r',
                        Some('t') => '\t',
                        Some('u') => self.unicode_escape()?,
                        _ => return Err("JSON: bad escape".to_string()),
                    };
                    out.push(c);
                }
                Some(c) if (c as u32) < 0x20 => {
                    return Err("JSON: control character in string".to_string());
                }
                Some(c) => out.push(c),
            }
        }
    }

    /// The `XXXX` of `\uXXXX`, with a following low surrogate if needed.
    fn unicode_escape(&mut self) -> Result<char, String> {
        let high = self.hex4()?;
        let code = if (0xD800..0xDC00).contains(&high) {
            if !self.rest().starts_with("\\u") {
                return Err("JSON: lone surrogate".to_string());
            }
            self.pos += 2;
            let low = self.hex4()?;
            if !(0xDC00..0xE000).contains(&low) {
                return Err("JSON: lone surrogate".to_string());
            }
            0x10000 + ((high - 0xD800) << 10) + (low - 0xDC00)
        } else {
            high
        };
        char::from_u32(code).ok_or_else(|| "JSON: bad \\u escape".to_string())
    }

    fn hex4(&mut self) -> Result<u32, String> {
        let digits = self.rest().get(..4).ok_or("JSON: bad \\u escape")?;
        if !digits.bytes().all(|b| b.is_ascii_hexdigit()) {
            return Err("JSON: bad \\u escape".to_string());
        }
        self.pos += 4;
        u32::from_str_radix(digits, 16).map_err(|_| "JSON: bad \\u escape".to_string())
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn every_preset_round_trips() {
        for name in Rules::PRESET_NAMES {
            let rules = Rules::preset(name).unwrap();
            let json = rules.to_kata_json();
            assert_eq!(Rules::parse(&json), Ok(rules), "{name}: {json}");
            assert_eq!(Rules::parse(name), Ok(rules));
        }
        let mut odd = Rules::japanese();
        odd.suicide = Suicide::Any;
        odd.remove_dead = false;
        odd.ties = Ties::Black;
        odd.komi = -3.25;
        odd.tax = Tax::All;
        assert_eq!(Rules::parse(&odd.to_kata_json()), Ok(odd));
    }

    #[test]
    fn json_output_matches_katago_spelling() {
        assert_eq!(
            Rules::chinese().to_kata_json(),
            concat!(
                "{\"captureChoice\":false,\"firstPlayer\":\"BLACK\",",
                "\"friendlyPassOk\":true,\"hasButton\":false,\"ko\":\"POSITIONAL\",",
                "\"komi\":7.5,\"noPassOpening\":0,\"removeDead\":true,\"scoring\":\"AREA\",",
                "\"singleStoneSuicide\":false,\"suicide\":false,",
                "\"tax\":\"NONE\",\"ties\":\"DRAW\",\"whiteHandicapBonus\":\"N\"}"
            )
        );
        assert_eq!(
            Rules::japanese().to_kata_json(),
            concat!(
                "{\"captureChoice\":false,\"firstPlayer\":\"BLACK\",",
                "\"friendlyPassOk\":false,\"hasButton\":false,\"ko\":\"SIMPLE\",",
                "\"komi\":6.5,\"noPassOpening\":0,\"removeDead\":true,",
                "\"scoring\":\"TERRITORY\",\"singleStoneSuicide\":false,\"suicide\":false,",
                "\"tax\":\"SEKI\",\"ties\":\"DRAW\",\"whiteHandicapBonus\":\"0\"}"
            )
        );
        assert_eq!(
            Rules::reform().to_kata_json(),
            concat!(
                "{\"captureChoice\":true,\"firstPlayer\":\"WHITE\",",
                "\"friendlyPassOk\":true,\"hasButton\":false,\"ko\":\"SITUATIONAL\",",
                "\"komi\":-7.5,\"noPassOpening\":4,\"removeDead\":true,",
                "\"scoring\":\"AREA\",\"singleStoneSuicide\":true,\"suicide\":true,",
                "\"tax\":\"NONE\",\"ties\":\"DRAW\",\"whiteHandicapBonus\":\"0\"}"
            )
        );
        let tt = Rules::tromp_taylor().to_kata_json();
        assert!(tt.contains("\"friendlyPassOk\":false") && tt.contains("\"suicide\":true"));
        assert!(Rules::new_zealand().to_kata_json().contains("\"komi\":7.0"));
    }

    #[test]
    fn new_components_read_and_set() {
        let r = Rules::parse(
            r#"{"firstPlayer":"WHITE","ties":"WHITE","singleStoneSuicide":true,
                "captureChoice":true,"noPassOpening":4}"#,
        )
        .unwrap();
        assert_eq!(
            (
                r.first_player,
                r.ties,
                r.suicide,
                r.capture_choice,
                r.no_pass_opening
            ),
            (Color::White, Ties::White, Suicide::Any, true, 4)
        );
        // singleStoneSuicide is read after suicide whatever the order.
        let r = Rules::parse(r#"{"singleStoneSuicide":true,"suicide":false}"#).unwrap();
        assert_eq!(r.suicide, Suicide::Any);
        let r = Rules::parse(r#"{"suicide":"ANY","singleStoneSuicide":false}"#).unwrap();
        assert_eq!(r.suicide, Suicide::MultiStone);
        let mut r = Rules::chinese();
        r.set_field("singleStoneSuicide", "true").unwrap();
        assert_eq!(r.suicide, Suicide::Any);
        r.set_field("singleStoneSuicide", "false").unwrap();
        assert_eq!(r.suicide, Suicide::MultiStone);
        r.set_field("firstPlayer", "white").unwrap();
        r.set_field("ties", "WHITE").unwrap();
        r.set_field("noPassOpening", "2").unwrap();
        r.set_field("captureChoice", "true").unwrap();
        assert_eq!(
            (r.first_player, r.ties, r.no_pass_opening, r.capture_choice),
            (Color::White, Ties::White, 2, true)
        );
        let before = r;
        for (key, value) in [
            ("firstPlayer", "red"),
            ("noPassOpening", "-1"),
            ("noPassOpening", "2.5"),
            ("noPassOpening", "1001"),
            ("captureChoice", "sometimes"),
            ("singleStoneSuicide", "2"),
            ("ties", "nobody"),
        ] {
            assert!(r.set_field(key, value).is_err(), "{key} {value}");
        }
        assert_eq!(r, before);
        assert_eq!(
            Rules::parse_setting_komi(r#"{"komi":0.5}"#).map(|(_, k)| k),
            Ok(true)
        );
        assert_eq!(
            Rules::parse_setting_komi("reform").map(|(_, k)| k),
            Ok(false)
        );
    }

    #[test]
    fn katago_own_output_reads_as_our_presets() {
        // kata-get-rules output of KataGo 1.13 for its own presets (no komi).
        let japanese = r#"{"friendlyPassOk":false,"hasButton":false,"ko":"SIMPLE","scoring":"TERRITORY","suicide":false,"tax":"SEKI","whiteHandicapBonus":"0"}"#;
        assert_eq!(Rules::parse(japanese), Ok(Rules::japanese()));
        let chinese_ogs = r#"{"friendlyPassOk":true,"hasButton":false,"ko":"POSITIONAL","scoring":"AREA","suicide":false,"tax":"NONE","whiteHandicapBonus":"N"}"#;
        assert_eq!(Rules::parse(chinese_ogs), Ok(Rules::chinese()));
        let nz = r#"{"friendlyPassOk":true,"hasButton":false,"ko":"SITUATIONAL","scoring":"AREA","suicide":true,"tax":"NONE","whiteHandicapBonus":"0"}"#;
        assert_eq!(
            Rules::parse(nz).map(|r| r.preset_name()),
            Ok(Some("new_zealand"))
        );
        let tt = r#"{"friendlyPassOk":false,"hasButton":false,"ko":"POSITIONAL","scoring":"AREA","suicide":true,"tax":"NONE","whiteHandicapBonus":"0"}"#;
        assert_eq!(Rules::parse(tt), Ok(Rules::tromp_taylor()));
    }

    #[test]
    fn json_fields_and_defaults() {
        let r = Rules::parse(
            r#" { "ko" : "POSITIONAL", "scoring":"AREA","tax":"SEKI","suicide":true,
                 "hasButton":false,"whiteHandicapBonus":"N","friendlyPassOk":true } "#,
        )
        .unwrap();
        assert_eq!(r.tax, Tax::Seki);
        assert_eq!(r.suicide, Suicide::MultiStone);
        assert!(r.remove_dead);
        assert_eq!(Rules::parse("{}"), Ok(Rules::chinese()));
        let r = Rules::parse(r#"{"ko":"simple"}"#).unwrap();
        assert_eq!(
            (r.ko, r.scoring, r.komi),
            (KoRule::Simple, Scoring::Area, 7.5)
        );
        // KataGo's defaults for territory scoring without tax or komi.
        let r = Rules::parse(r#"{"scoring":"TERRITORY"}"#).unwrap();
        assert_eq!((r.tax, r.komi), (Tax::Seki, 6.5));
        let r = Rules::parse(r#"{"score":"TERRITORY","tax":"NONE","komi":0}"#).unwrap();
        assert_eq!((r.tax, r.komi), (Tax::None, 0.0));
        let r = Rules::parse(r#"{"suicide":"ANY","ties":"BLACK","removeDead":false}"#).unwrap();
        assert_eq!(
            (r.suicide, r.ties, r.remove_dead),
            (Suicide::Any, Ties::Black, false)
        );
        let r = Rules::parse(r#"{"suicide":"none","komi":-2.5e0}"#).unwrap();
        assert_eq!((r.suicide, r.komi), (Suicide::Forbidden, -2.5));
        let r = Rules::parse(r#"{"removeDead":true,"friendlyPassOk":false}"#).unwrap();
        assert!(r.remove_dead);
        let r = Rules::parse(r#"{"whiteHandicapBonus":"n-1","ko":"\u0053IMPLE"}"#).unwrap();
        assert_eq!(
            (r.handicap_bonus, r.ko),
            (HandicapBonus::NMinusOne, KoRule::Simple)
        );
    }

    #[test]
    fn json_errors() {
        for (text, needle) in [
            (r#"{"ko":"SPIGHT"}"#, "unsupported"),
            (r#"{"hasButton":true}"#, "unsupported"),
            (r#"{"colour":"red"}"#, "unknown rules option"),
            (r#"{"ko":"SUPER"}"#, "invalid value"),
            (r#"{"ko":1}"#, "invalid value"),
            (r#"{"komi":"x"}"#, "invalid value"),
            (r#"{"komi":null}"#, "invalid value"),
            (r#"{"suicide":"maybe"}"#, "invalid value"),
            (r#"{"ko":"SIMPLE","ko":"SIMPLE"}"#, "duplicate"),
            (r#"{"ko":{"a":1}}"#, "nested"),
            (r#"{"ko":["SIMPLE"]}"#, "nested"),
            (r#"{"ko":"SIMPLE",}"#, "quoted key"),
            (r#"{"ko" "SIMPLE"}"#, "expected ':'"),
            (r#"{"ko":"SIMPLE""#, "expected ','"),
            (r#"{"ko":"SIMPLE"} x"#, "after the object"),
            (r#"{"ko":"SIMP"#, "unterminated"),
            (r#"{"komi":01}"#, "malformed number"),
            (r#"{"komi":1.}"#, "malformed number"),
            (r#"{"komi":-}"#, "malformed number"),
            (r#"{"komi":1e}"#, "malformed number"),
            (r#"{"komi":1e999}"#, "invalid value"),
            (r#"{"ko":"\x"}"#, "bad escape"),
            (r#"{"ko":"\ud800"}"#, "surrogate"),
            (r#"{"ko":"\u12"}"#, "escape"),
            (r#"{"ko":tru}"#, "unexpected value"),
            (r#"{"ko":"#, "missing value"),
            ("{", "quoted key"),
            ("spight", "unknown rules"),
        ] {
            match Rules::parse(text) {
                Ok(r) => panic!("{text} parsed as {r:?}"),
                Err(e) => assert!(e.contains(needle), "{text}: {e}"),
            }
        }
    }

    #[test]
    fn parser_survives_arbitrary_bytes() {
        // Every prefix of a valid object, and some junk: errors, no panics.
        let json = Rules::aga().to_kata_json() + "\u{e9}\u{1F600}";
        for end in 0..=json.len() {
            if let Some(prefix) = json.get(..end) {
                let _ = Rules::parse(prefix);
            }
        }
        for junk in [
            "{\"\u{1F600}\":1}",
            "{\"ko\":\"\u{1F600}\"}",
            "{\"a\":\"\n\"}",
            "{\u{0}}",
        ] {
            assert!(Rules::parse(junk).is_err(), "{junk:?}");
        }
    }

    #[test]
    fn set_field_like_kata_set_rule() {
        let mut r = Rules::chinese();
        r.set_field("ko", "simple").unwrap();
        assert_eq!(r.ko, KoRule::Simple);
        r.set_field("scoring", "Territory").unwrap();
        r.set_field("tax", "seki").unwrap();
        r.set_field("whiteHandicapBonus", "0").unwrap();
        r.set_field("komi", "6.5").unwrap();
        assert_eq!(r, Rules::japanese());
        r.set_field("suicide", "true").unwrap();
        assert_eq!(r.suicide, Suicide::MultiStone);
        r.set_field("suicide", "ANY").unwrap();
        assert_eq!(r.suicide, Suicide::Any);
        r.set_field("suicide", "\"false\"").unwrap();
        assert_eq!(r.suicide, Suicide::Forbidden);
        r.set_field("ties", "black").unwrap();
        r.set_field("removeDead", "false").unwrap();
        assert_eq!((r.ties, r.remove_dead), (Ties::Black, false));
        r.set_field("hasButton", "false").unwrap();
        let mut tt = Rules::new_zealand();
        tt.set_field("ko", "POSITIONAL").unwrap();
        tt.set_field("komi", "7.5").unwrap();
        tt.set_field("friendlyPassOk", "false").unwrap();
        assert_eq!(tt, Rules::tromp_taylor());

        let before = r;
        for (key, value) in [
            ("ko", "spight"),
            ("hasButton", "true"),
            ("komi", "inf"),
            ("komi", "NaN"),
            ("komi", ""),
            ("nonsense", "1"),
            ("tax", "some"),
            ("removeDead", "perhaps"),
        ] {
            assert!(r.set_field(key, value).is_err(), "{key} {value}");
        }
        assert_eq!(r, before, "a failed set_field changes nothing");
    }
}
