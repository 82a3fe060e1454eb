//! Turns the raw main line from `parse.rs` into an [`SgfGame`]: board
//! size and game information from the root, then each node's setup
//! stones, player to move, move and comment, decoded with that size.
//!
//! Every malformed value becomes an [`SgfError`] pointing at the property
//! or value, so that a user can find it in the file.

use nom::Offset;

use super::parse::{RawNode, RawProp};
use super::{SgfError, SgfGame, SgfNode};
use crate::board::{Color, MAX_SIZE, MIN_SIZE, Move, Vertex};

/// The board size when the root has no `SZ`, as FF[4] specifies for Go.
const DEFAULT_SIZE: usize = 19;

/// Decodes the main line; `text` is the whole input, for error positions.
pub(super) fn decode(text: &str, main_line: &[RawNode<'_>]) -> Result<SgfGame, SgfError> {
    let decoder = Decoder { text };
    // The grammar guarantees a game tree holds at least one node.
    let Some(root) = main_line.first() else {
        return Err(SgfError::at(text, 0, "the game has no nodes"));
    };
    // Size first: points anywhere in the root may depend on it.
    let mut size = DEFAULT_SIZE;
    for prop in root {
        match prop.ident.as_str() {
            "SZ" => size = decoder.size(prop)?,
            "GM" => decoder.game_type(prop)?,
            _ => {}
        }
    }
    let mut game = SgfGame::new(size, Vec::with_capacity(main_line.len()));
    decoder.check_duplicates(root)?;
    for prop in root {
        match prop.ident.as_str() {
            "KM" => game.komi = Some(decoder.komi(prop)?),
            "HA" => game.handicap = Some(decoder.handicap(prop)?),
            "RU" => game.rules = Some(decoder.text(prop)?),
            "RE" => game.result = Some(decoder.text(prop)?),
            "PB" => game.black_name = Some(decoder.text(prop)?),
            "PW" => game.white_name = Some(decoder.text(prop)?),
            _ => {}
        }
    }
    for raw in main_line {
        game.nodes.push(decoder.node(raw, size)?);
    }
    Ok(game)
}

/// Error-reporting context for decoding.
struct Decoder<'t> {
    text: &'t str,
}

impl Decoder<'_> {
    /// An error at `slice`, which must lie inside the input.
    fn error(&self, slice: &str, message: impl Into<String>) -> SgfError {
        SgfError::at(self.text, self.text.offset(slice), message)
    }

    /// The one value of a single-valued property.
    fn single<'a>(&self, prop: &RawProp<'a>) -> Result<&'a str, SgfError> {
        match prop.values.as_slice() {
            [value] => Ok(value),
            values => Err(self.error(
                prop.ident_text,
                format!(
                    "property {} takes one value, found {}",
                    prop.ident,
                    values.len()
                ),
            )),
        }
    }

    /// The FF[4] rule that a property appears at most once per node. The
    /// setup lists are let through because merging them is harmless and
    /// some writers split them.
    fn check_duplicates(&self, node: &RawNode<'_>) -> Result<(), SgfError> {
        for (i, prop) in node.iter().enumerate() {
            if matches!(prop.ident.as_str(), "AB" | "AW" | "AE") {
                continue;
            }
            if node[..i].iter().any(|p| p.ident == prop.ident) {
                return Err(self.error(
                    prop.ident_text,
                    format!("property {} appears twice in one node", prop.ident),
                ));
            }
        }
        Ok(())
    }

    fn node(&self, raw: &RawNode<'_>, size: usize) -> Result<SgfNode, SgfError> {
        self.check_duplicates(raw)?;
        let mut node = SgfNode::default();
        for prop in raw {
            match prop.ident.as_str() {
                "AB" => node.add_black.extend(self.point_list(prop, size)?),
                "AW" => node.add_white.extend(self.point_list(prop, size)?),
                "AE" => node.add_empty.extend(self.point_list(prop, size)?),
                "PL" => node.player = Some(self.color(prop)?),
                "C" => node.comment = Some(self.text(prop)?),
                "CAPTUREOWN" => node.capture_own = true,
                "B" | "W" => {
                    if node.mv.is_some() {
                        return Err(self.error(
                            prop.ident_text,
                            "a node cannot hold both a black and a white move",
                        ));
                    }
                    let color = if prop.ident == "B" {
                        Color::Black
                    } else {
                        Color::White
                    };
                    node.mv = Some((color, self.play(prop, size)?));
                }
                _ => {}
            }
        }
        Ok(node)
    }

    /// `SZ[n]` or `SZ[n:n]`.
    fn size(&self, prop: &RawProp<'_>) -> Result<usize, SgfError> {
        let value = self.single(prop)?;
        let number = |part: &str| -> Result<usize, SgfError> {
            let part = part.trim();
            if part.is_empty() || !part.bytes().all(|b| b.is_ascii_digit()) {
                return Err(self.error(value, format!("bad board size SZ[{value}]")));
            }
            // Digits only, so the only failure left is overflow.
            part.parse()
                .map_err(|_| self.error(value, format!("bad board size SZ[{value}]")))
        };
        let size = match value.split_once(':') {
            None => number(value)?,
            Some((cols, rows)) => {
                let (cols, rows) = (number(cols)?, number(rows)?);
                if cols != rows {
                    return Err(self.error(value, "rectangular boards are not supported"));
                }
                cols
            }
        };
        if !(MIN_SIZE..=MAX_SIZE).contains(&size) {
            return Err(self.error(
                value,
                format!("board size {size} is not supported ({MIN_SIZE} to {MAX_SIZE})"),
            ));
        }
        Ok(size)
    }

    /// `GM[1]` (Go) is the only game this engine reads.
    fn game_type(&self, prop: &RawProp<'_>) -> Result<(), SgfError> {
        let value = self.single(prop)?;
        if value.trim() == "1" {
            Ok(())
        } else {
            Err(self.error(
                value,
                format!("GM[{value}] is not a game of Go (only GM[1] is supported)"),
            ))
        }
    }

    /// `KM`: an SGF Real, `[+-]digits[.digits]`. Checking the characters
    /// first keeps out what Rust's float parser would also accept
    /// (`inf`, `NaN`, exponents).
    fn komi(&self, prop: &RawProp<'_>) -> Result<f64, SgfError> {
        let value = self.single(prop)?;
        let number = value.trim();
        let digits = number.strip_prefix(['+', '-']).unwrap_or(number);
        let well_formed = match digits.split_once('.') {
            None => is_digits(digits),
            Some((whole, frac)) => {
                (is_digits(whole) || whole.is_empty())
                    && (is_digits(frac) || frac.is_empty())
                    && !(whole.is_empty() && frac.is_empty())
            }
        };
        match number.parse::<f64>() {
            Ok(komi) if well_formed && komi.is_finite() => Ok(komi),
            _ => Err(self.error(value, format!("bad komi KM[{value}]"))),
        }
    }

    /// `HA`: a non-negative number of stones.
    fn handicap(&self, prop: &RawProp<'_>) -> Result<u32, SgfError> {
        let value = self.single(prop)?;
        let number = value.trim();
        match number.parse::<u32>() {
            Ok(stones) if is_digits(number) => Ok(stones),
            _ => Err(self.error(value, format!("bad handicap HA[{value}]"))),
        }
    }

    /// `PL[B]` or `PL[W]` (GTP's spellings are tolerated too).
    fn color(&self, prop: &RawProp<'_>) -> Result<Color, SgfError> {
        let value = self.single(prop)?;
        Color::parse(value.trim())
            .ok_or_else(|| self.error(value, format!("bad colour {}[{value}]", prop.ident)))
    }

    fn text(&self, prop: &RawProp<'_>) -> Result<String, SgfError> {
        Ok(unescape_text(self.single(prop)?))
    }

    /// A `B`/`W` value: a point, or a pass written `[]` or, on boards up
    /// to 19, `[tt]` (the FF[3] convention).
    fn play(&self, prop: &RawProp<'_>, size: usize) -> Result<Move, SgfError> {
        let value = self.single(prop)?;
        if value.is_empty() || (value == "tt" && size <= 19) {
            return Ok(Move::Pass);
        }
        self.point(prop, value, value, size).map(Move::Play)
    }

    /// `AB`/`AW`/`AE`: points and `ul:lr` rectangles of points.
    fn point_list(&self, prop: &RawProp<'_>, size: usize) -> Result<Vec<Vertex>, SgfError> {
        let mut points = Vec::new();
        for &value in &prop.values {
            match value.split_once(':') {
                None => points.push(self.point(prop, value, value, size)?),
                Some((first, second)) => {
                    let a = self.point(prop, value, first, size)?;
                    let b = self.point(prop, value, second, size)?;
                    // FF[4] wants upper-left then lower-right; accept any
                    // two opposite corners. Top row first, as the file
                    // reads.
                    let (c0, c1) = (a.col.min(b.col), a.col.max(b.col));
                    let (r0, r1) = (a.row.min(b.row), a.row.max(b.row));
                    for row in (r0..=r1).rev() {
                        for col in c0..=c1 {
                            points.push(Vertex { col, row });
                        }
                    }
                }
            }
        }
        Ok(points)
    }

    /// A point `xy` with `aa` the top-left corner; `value` is the whole
    /// value, for the error position and message.
    fn point(
        &self,
        prop: &RawProp<'_>,
        value: &str,
        point: &str,
        size: usize,
    ) -> Result<Vertex, SgfError> {
        let bad = |why: &str| self.error(value, format!("{}[{value}]: {why}", prop.ident));
        let &[x, y] = point.as_bytes() else {
            return Err(bad("a point is two letters"));
        };
        let (Some(col), Some(y)) = (point_coordinate(x), point_coordinate(y)) else {
            return Err(bad("a point is two letters"));
        };
        if col >= size || y >= size {
            return Err(bad(&format!("point is off the {size}x{size} board")));
        }
        Ok(Vertex::new(col, size - 1 - y))
    }
}

/// `a`–`z` are 0–25 and `A`–`Z` 26–51, as FF[4] numbers point letters.
fn point_coordinate(letter: u8) -> Option<usize> {
    match letter {
        b'a'..=b'z' => Some((letter - b'a') as usize),
        b'A'..=b'Z' => Some((letter - b'A') as usize + 26),
        _ => None,
    }
}

fn is_digits(s: &str) -> bool {
    !s.is_empty() && s.bytes().all(|b| b.is_ascii_digit())
}

/// Decodes an SGF Text value: `\` escapes the next character, a `\`
/// before a line break removes both (a soft line break), and every line
/// break (`\r\n`, `\n\r`, `\r`, `\n`) becomes `\n`.
pub(super) fn unescape_text(raw: &str) -> String {
    let mut out = String::with_capacity(raw.len());
    let mut chars = raw.chars().peekable();
    while let Some(c) = chars.next() {
        match c {
            '\\' => match chars.next() {
                Some(first @ ('\n' | '\r')) => {
                    skip_pair(&mut chars, first);
                }
                Some(escaped) => out.push(escaped),
                // The grammar never leaves a trailing `\`, but dropping it
                // is the reasonable reading if one ever appears.
                None => {}
            },
            '\n' | '\r' => {
                skip_pair(&mut chars, c);
                out.push('\n');
            }
            _ => out.push(c),
        }
    }
    out
}

/// After a line-break character `first`, consumes the other half of a
/// two-character line break (`\r\n` or `\n\r`) if present.
fn skip_pair(chars: &mut std::iter::Peekable<std::str::Chars<'_>>, first: char) {
    let other = if first == '\n' { '\r' } else { '\n' };
    if chars.peek() == Some(&other) {
        chars.next();
    }
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::sgf::parse as parse_sgf;

    fn v(col: usize, row: usize) -> Vertex {
        Vertex::new(col, row)
    }

    fn error(text: &str) -> String {
        match parse_sgf(text) {
            Ok(game) => panic!("{text:?} parsed as {game:?}"),
            Err(e) => e.to_string(),
        }
    }

    #[test]
    fn defaults() {
        let game = parse_sgf("(;)").unwrap();
        assert_eq!(game.size, 19);
        assert_eq!(game.komi, None);
        assert_eq!(game.nodes, vec![SgfNode::default()]);
    }

    #[test]
    fn points_count_rows_from_the_top() {
        let game = parse_sgf("(;SZ[9];B[aa];W[ai];B[ia];W[ee])").unwrap();
        let moves: Vec<_> = game.nodes[1..].iter().map(|n| n.mv.unwrap()).collect();
        assert_eq!(
            moves,
            vec![
                (Color::Black, Move::Play(v(0, 8))),
                (Color::White, Move::Play(v(0, 0))),
                (Color::Black, Move::Play(v(8, 8))),
                (Color::White, Move::Play(v(4, 4))),
            ]
        );
    }

    #[test]
    fn size_can_follow_the_stones_in_the_root() {
        let game = parse_sgf("(;AB[aa]B[yy]SZ[25])").unwrap();
        assert_eq!(game.size, 25);
        assert_eq!(game.nodes[0].add_black, vec![v(0, 24)]);
        assert_eq!(game.nodes[0].mv, Some((Color::Black, Move::Play(v(24, 0)))));
    }

    #[test]
    fn passes() {
        let game = parse_sgf("(;B[];W[tt])").unwrap();
        assert_eq!(game.nodes[0].mv, Some((Color::Black, Move::Pass)));
        assert_eq!(game.nodes[1].mv, Some((Color::White, Move::Pass)));
        let game = parse_sgf("(;SZ[13]W[tt])").unwrap();
        assert_eq!(game.nodes[0].mv, Some((Color::White, Move::Pass)));
        // On boards over 19, `tt` is a real point.
        let game = parse_sgf("(;SZ[21]W[tt])").unwrap();
        assert_eq!(game.nodes[0].mv, Some((Color::White, Move::Play(v(19, 1)))));
    }

    #[test]
    fn compressed_point_lists() {
        let game = parse_sgf("(;SZ[5]AB[aa:bb][ee]AW[cc:bd]AE[dd:dd])").unwrap();
        let root = &game.nodes[0];
        assert_eq!(
            root.add_black,
            vec![v(0, 4), v(1, 4), v(0, 3), v(1, 3), v(4, 0)]
        );
        assert_eq!(root.add_white, vec![v(1, 2), v(2, 2), v(1, 1), v(2, 1)]);
        assert_eq!(root.add_empty, vec![v(3, 1)]);
    }

    #[test]
    fn split_setup_lists_are_merged() {
        let game = parse_sgf("(;AB[aa]AW[bb]AB[cc])").unwrap();
        assert_eq!(game.nodes[0].add_black, vec![v(0, 18), v(2, 16)]);
    }

    #[test]
    fn game_information() {
        let game = parse_sgf(
            "(;GM[1]FF[4]SZ[19:19]KM[ 6.5 ]HA[2]RU[Japanese]RE[W+R]PB[Honinbo]PW[Gennan]PL[W])",
        )
        .unwrap();
        assert_eq!(game.size, 19);
        assert_eq!(game.komi, Some(6.5));
        assert_eq!(game.handicap, Some(2));
        assert_eq!(game.rules.as_deref(), Some("Japanese"));
        assert_eq!(game.result.as_deref(), Some("W+R"));
        assert_eq!(game.black_name.as_deref(), Some("Honinbo"));
        assert_eq!(game.white_name.as_deref(), Some("Gennan"));
        assert_eq!(game.nodes[0].player, Some(Color::White));
        for (km, komi) in [
            ("-7", -7.0),
            ("+0.5", 0.5),
            ("375", 375.0),
            (".5", 0.5),
            ("7.", 7.0),
        ] {
            let game = parse_sgf(&format!("(;KM[{km}])")).unwrap();
            assert_eq!(game.komi, Some(komi), "{km}");
        }
    }

    #[test]
    fn game_information_outside_the_root_is_ignored() {
        let game = parse_sgf("(;B[aa];KM[6.5]SZ[30]GM[5])").unwrap();
        assert_eq!(game.komi, None);
        assert_eq!(game.size, 19);
    }

    #[test]
    fn text_escapes_and_line_breaks() {
        assert_eq!(unescape_text(r"a\]b\\c\:d"), r"a]b\c:d");
        assert_eq!(unescape_text("soft\\\nbreak"), "softbreak");
        assert_eq!(unescape_text("soft\\\r\nbreak"), "softbreak");
        assert_eq!(unescape_text("a\r\nb\n\rc\rd\ne"), "a\nb\nc\nd\ne");
        assert_eq!(unescape_text("a\r\n\r\nb"), "a\n\nb");
        let game = parse_sgf("(;C[Hard \\] move\\\\\r\nreally\\\r\n.]PB[x\\:y])").unwrap();
        assert_eq!(
            game.nodes[0].comment.as_deref(),
            Some("Hard ] move\\\nreally.")
        );
        assert_eq!(game.black_name.as_deref(), Some("x:y"));
    }

    #[test]
    fn byte_order_mark_is_skipped() {
        assert_eq!(parse_sgf("\u{feff}(;SZ[9])").unwrap().size, 9);
    }

    #[test]
    fn value_errors() {
        for (text, needle) in [
            ("(;SZ[19:13])", "rectangular boards are not supported"),
            ("(;SZ[1])", "board size 1 is not supported"),
            ("(;SZ[26])", "board size 26 is not supported"),
            ("(;SZ[nineteen])", "bad board size"),
            ("(;SZ[99999999999999999999999])", "bad board size"),
            ("(;SZ[])", "bad board size"),
            ("(;SZ[9][9])", "takes one value"),
            ("(;GM[2])", "not a game of Go"),
            ("(;KM[six])", "bad komi"),
            ("(;KM[inf])", "bad komi"),
            ("(;KM[NaN])", "bad komi"),
            ("(;KM[1e3])", "bad komi"),
            ("(;KM[.])", "bad komi"),
            ("(;KM[])", "bad komi"),
            ("(;HA[-1])", "bad handicap"),
            ("(;HA[two])", "bad handicap"),
            ("(;PL[X])", "bad colour"),
            ("(;SZ[9];B[jj])", "off the 9x9 board"),
            ("(;B[tt]SZ[19];W[zz])", "off the 19x19 board"),
            ("(;SZ[9]AB[aa:jj])", "off the 9x9 board"),
            ("(;B[a])", "two letters"),
            ("(;B[aaa])", "two letters"),
            ("(;B[a1])", "two letters"),
            ("(;B[aa:bb])", "two letters"),
            ("(;AB[])", "two letters"),
            ("(;AB[tt])", "off the 19x19 board"),
            ("(;B[aa]W[bb])", "both a black and a white move"),
            ("(;B[aa]B[bb])", "appears twice"),
            ("(;C[a]C[b])", "appears twice"),
        ] {
            let message = error(text);
            assert!(message.contains(needle), "{text:?}: {message}");
        }
    }

    #[test]
    fn error_points_at_the_value() {
        let e = parse_sgf("(;SZ[9]\n;B[aa]\n;W[zz])").unwrap_err();
        // Column 4: the value itself, after `;W[`.
        assert_eq!((e.line(), e.column()), (3, 4));
        assert_eq!(e.message(), "W[zz]: point is off the 9x9 board");
    }
}
