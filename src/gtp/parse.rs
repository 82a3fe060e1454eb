//! Parsing of one GTP input line, typed argument checks, and response
//! formatting.
//!
//! # Input
//!
//! [`parse_line`] takes the raw bytes of one line (without its `\n`) and
//! applies the GTP v2 §3.1 preprocessing, as GNU Go 3.8 does it:
//!
//! 1. everything from the first `#` on is dropped (a comment);
//! 2. control characters (bytes 0–31 and 127) are removed, except HT,
//!    which becomes a space (an LF inside the slice, which a line reader
//!    never passes, is treated as a space too);
//! 3. the rest is decoded as UTF-8, invalid sequences becoming U+FFFD, so
//!    garbage yields an unknown command name rather than a panic;
//! 4. a line that is now empty or only spaces is [`Line::Empty`]: it gets
//!    no response at all (this covers `# interrupt` and the `#?` lines of
//!    regression files).
//!
//! What remains is split on runs of spaces. An optional leading id is a
//! token of ASCII digits only; the next token is the command name, kept
//! exactly as sent (GNU Go matches names case-sensitively), and the rest
//! are the arguments.
//!
//! Decisions where the spec is silent:
//! * An id with no command name (`5`, `5 # c`) is [`Line::Malformed`]
//!   with that id and should be answered `?5 syntax error`. GNU Go
//!   silently ignores such a line, but it is not empty after
//!   preprocessing, so the spec expects a response, and answering keeps
//!   clients that pair responses with commands in step.
//! * An all-digit first token that does not fit in a `u32` (the spec's
//!   ids are ints of at most 2³¹−1; we accept the whole `u32` range) is
//!   [`Line::Malformed`] without an id: the id cannot be echoed, so the
//!   answer is `? syntax error`.
//! * A first token with a sign or other characters (`-1`, `+3`, `3name`)
//!   is not an id; it is taken as the command name and will be answered
//!   `? unknown command`. (GNU Go's `sscanf("%d")` would accept `+3`, and
//!   turns `-1` into "no id".)
//!
//! # Output
//!
//! [`format_response`] writes `=id text⏎⏎` or `?id text⏎⏎`, always with a
//! space after `=`/`?`/the id, even when the text is empty (`= ⏎⏎`), as
//! GNU Go does and as regress.awk and GoGui rely on. The text is cleaned
//! so that the response is well-formed whatever a handler produced: see
//! its documentation.

use std::fmt;

use nom::{
    IResult, Parser,
    bytes::complete::take_while1,
    character::complete::{digit1, space0},
    combinator::all_consuming,
    multi::many0,
    sequence::{preceded, terminated},
};

use crate::board::{Color, Move, Vertex};

/// One command: `[id] name args…`.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct Request {
    /// The id to echo in the response, if the command had one.
    pub id: Option<u32>,
    /// The command name, exactly as sent (case-sensitive).
    pub name: String,
    /// The arguments, split on whitespace.
    pub args: Vec<String>,
}

/// What one input line amounts to.
#[derive(Clone, Debug, PartialEq, Eq)]
pub enum Line {
    /// Nothing to answer: the line was empty, whitespace or a comment.
    Empty,
    /// A command to run and answer.
    Request(Request),
    /// A line that must be answered with `?[id] syntax error`: an id with
    /// no command name (`id` is then that id), or an id too large for a
    /// `u32` (`id` is then `None`).
    Malformed { id: Option<u32> },
}

/// Applies GTP §3.1 preprocessing to one raw line: drops everything from
/// the first `#`, removes control characters except HT (which, like a
/// stray LF, becomes a space), and decodes UTF-8 lossily.
pub fn preprocess(raw: &[u8]) -> String {
    // `#` is ASCII, so it never occurs inside a multi-byte UTF-8 sequence
    // and cutting the bytes there is safe.
    let end = raw.iter().position(|&b| b == b'#').unwrap_or(raw.len());
    let kept: Vec<u8> = raw[..end]
        .iter()
        .filter_map(|&b| match b {
            b'\t' | b'\n' => Some(b' '),
            0..=0x1f | 0x7f => None,
            _ => Some(b),
        })
        .collect();
    match String::from_utf8(kept) {
        Ok(text) => text,
        Err(err) => String::from_utf8_lossy(err.as_bytes()).into_owned(),
    }
}

/// A token: a maximal run of characters other than space.
fn token(input: &str) -> IResult<&str, &str> {
    take_while1(|c: char| c != ' ').parse(input)
}

/// Every token of a preprocessed line, ignoring leading, trailing and
/// repeated spaces.
fn tokens(input: &str) -> IResult<&str, Vec<&str>> {
    all_consuming(terminated(many0(preceded(space0, token)), space0)).parse(input)
}

/// Whether a token is a candidate id: ASCII digits only.
fn is_id_token(token: &str) -> bool {
    all_consuming(digit1::<&str, nom::error::Error<&str>>)
        .parse(token)
        .is_ok()
}

/// Parses one input line, given without its trailing `\n` (a trailing
/// `\r` is fine). Never panics, whatever the bytes.
pub fn parse_line(raw: &[u8]) -> Line {
    let text = preprocess(raw);
    let Ok((_, tokens)) = tokens(&text) else {
        // Unreachable: every input splits into tokens.
        return Line::Malformed { id: None };
    };
    let mut tokens = tokens.into_iter();
    let Some(first) = tokens.next() else {
        return Line::Empty;
    };
    let (id, name) = if is_id_token(first) {
        let Ok(id) = first.parse::<u32>() else {
            return Line::Malformed { id: None };
        };
        match tokens.next() {
            Some(name) => (Some(id), name),
            None => return Line::Malformed { id: Some(id) },
        }
    } else {
        (None, first)
    };
    Line::Request(Request {
        id,
        name: name.to_string(),
        args: tokens.map(str::to_string).collect(),
    })
}

/// Formats a full response: `=id text⏎⏎` on success, `?id text⏎⏎` on
/// failure, without the id when `id` is `None`.
///
/// There is always one space after the `=`/`?` and id, even for an empty
/// text (`= ⏎⏎`). The text is cleaned so the response stays well-formed:
/// CR and other control characters are removed and HT becomes a space;
/// trailing spaces are trimmed from every line; lines that are empty or
/// only spaces are dropped (except the first line, which carries the
/// `=`), so no empty line can end the response early, and a trailing
/// newline in `text` does not add a third `⏎`. A first line left empty
/// gives `= ⏎` followed by the other lines, as GNU Go's `showboard` does.
pub fn format_response(id: Option<u32>, result: Result<&str, &str>) -> String {
    let (mark, text) = match result {
        Ok(text) => ('=', text),
        Err(text) => ('?', text),
    };
    let mut out = String::with_capacity(text.len() + 16);
    out.push(mark);
    if let Some(id) = id {
        out.push_str(&id.to_string());
    }
    out.push(' ');
    let clean: String = text
        .chars()
        .filter_map(|c| match c {
            '\n' => Some('\n'),
            '\t' => Some(' '),
            c if c.is_ascii_control() => None,
            c => Some(c),
        })
        .collect();
    let mut lines = clean.split('\n').map(|line| line.trim_end_matches(' '));
    out.push_str(lines.next().unwrap_or(""));
    for line in lines.filter(|line| !line.is_empty()) {
        out.push('\n');
        out.push_str(line);
    }
    out.push_str("\n\n");
    out
}

/// A bad argument. `Display` gives the GTP error message.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash)]
pub enum ArgError {
    /// Wrong number of arguments, or a number or boolean that does not
    /// parse: "syntax error", the spec's generic message.
    Syntax,
    /// Not `b`, `w`, `black` or `white`: "invalid color" (GNU Go).
    InvalidColor,
    /// Not a vertex on this board (or `pass` where a vertex is needed):
    /// "invalid coordinate" (GNU Go).
    InvalidCoordinate,
    /// A bad colour or move in `play`: "invalid color or coordinate"
    /// (GNU Go's `play`).
    InvalidColorOrCoordinate,
}

impl ArgError {
    /// The GTP error message.
    pub fn message(self) -> &'static str {
        match self {
            ArgError::Syntax => "syntax error",
            ArgError::InvalidColor => "invalid color",
            ArgError::InvalidCoordinate => "invalid coordinate",
            ArgError::InvalidColorOrCoordinate => "invalid color or coordinate",
        }
    }
}

impl fmt::Display for ArgError {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        f.write_str(self.message())
    }
}

impl std::error::Error for ArgError {}

/// Checks that there are exactly `n` arguments.
pub fn expect_args<T>(args: &[T], n: usize) -> Result<(), ArgError> {
    expect_arg_range(args, n, n)
}

/// Checks that there are between `min` and `max` arguments, inclusive.
pub fn expect_arg_range<T>(args: &[T], min: usize, max: usize) -> Result<(), ArgError> {
    if (min..=max).contains(&args.len()) {
        Ok(())
    } else {
        Err(ArgError::Syntax)
    }
}

/// A colour: `b`, `w`, `black`, `white`, in any case.
pub fn arg_color(text: &str) -> Result<Color, ArgError> {
    Color::parse(text).ok_or(ArgError::InvalidColor)
}

/// A vertex on a board of `size`, in any case; `pass` is rejected.
pub fn arg_vertex(text: &str, size: usize) -> Result<Vertex, ArgError> {
    Vertex::parse_gtp(text, size).ok_or(ArgError::InvalidCoordinate)
}

/// A move on a board of `size`: a vertex or `pass`, in any case.
pub fn arg_move(text: &str, size: usize) -> Result<Move, ArgError> {
    Move::parse_gtp(text, size).ok_or(ArgError::InvalidCoordinate)
}

/// The two arguments of `play`: a colour and a move. A bad colour or move,
/// or a missing argument, is "invalid color or coordinate" as in GNU Go;
/// extra arguments (which GNU Go ignores) are a "syntax error".
pub fn args_play(args: &[String], size: usize) -> Result<(Color, Move), ArgError> {
    if args.len() > 2 {
        return Err(ArgError::Syntax);
    }
    let [color, mv] = args else {
        return Err(ArgError::InvalidColorOrCoordinate);
    };
    match (Color::parse(color), Move::parse_gtp(mv, size)) {
        (Some(color), Some(mv)) => Ok((color, mv)),
        _ => Err(ArgError::InvalidColorOrCoordinate),
    }
}

/// An unsigned integer: ASCII digits only (no sign), fitting in a `u32`.
pub fn arg_uint(text: &str) -> Result<u32, ArgError> {
    if !is_id_token(text) {
        return Err(ArgError::Syntax);
    }
    text.parse().map_err(|_| ArgError::Syntax)
}

/// A signed integer: an optional `+` or `-` and ASCII digits, fitting in
/// an `i64`.
pub fn arg_int(text: &str) -> Result<i64, ArgError> {
    let digits = text.strip_prefix(['+', '-']).unwrap_or(text);
    if !is_id_token(digits) {
        return Err(ArgError::Syntax);
    }
    text.parse().map_err(|_| ArgError::Syntax)
}

/// A finite decimal number such as `6.5`, `-3`, `.5` or `1e2`; NaN and
/// infinities (`nan`, `inf`, `1e999`) are rejected.
pub fn arg_float(text: &str) -> Result<f64, ArgError> {
    // Rust's parser also accepts words such as "inf" and "NaN"; requiring
    // a digit and only number characters rules those out early.
    let number_chars = text
        .bytes()
        .all(|b| b.is_ascii_digit() || matches!(b, b'+' | b'-' | b'.' | b'e' | b'E'));
    if !number_chars || !text.bytes().any(|b| b.is_ascii_digit()) {
        return Err(ArgError::Syntax);
    }
    match text.parse::<f64>() {
        Ok(value) if value.is_finite() => Ok(value),
        _ => Err(ArgError::Syntax),
    }
}

/// A boolean: `true` or `false` in any case, or `1` or `0`.
pub fn arg_bool(text: &str) -> Result<bool, ArgError> {
    if text.eq_ignore_ascii_case("true") || text == "1" {
        Ok(true)
    } else if text.eq_ignore_ascii_case("false") || text == "0" {
        Ok(false)
    } else {
        Err(ArgError::Syntax)
    }
}

#[cfg(test)]
mod tests {
    use super::*;
    use rand::{RngExt, SeedableRng};

    fn request(id: Option<u32>, name: &str, args: &[&str]) -> Line {
        Line::Request(Request {
            id,
            name: name.to_string(),
            args: args.iter().map(|a| a.to_string()).collect(),
        })
    }

    fn parse(text: &str) -> Line {
        parse_line(text.as_bytes())
    }

    fn strings(args: &[&str]) -> Vec<String> {
        args.iter().map(|a| a.to_string()).collect()
    }

    // --- docs/clients.md checklist items 1–10 at the parse/format level ---

    #[test]
    fn item1_protocol_version_without_id() {
        assert_eq!(
            parse("protocol_version"),
            request(None, "protocol_version", &[])
        );
        assert_eq!(format_response(None, Ok("2")), "= 2\n\n");
    }

    #[test]
    fn item2_id_is_echoed() {
        assert_eq!(
            parse("1 protocol_version"),
            request(Some(1), "protocol_version", &[])
        );
        assert_eq!(format_response(Some(1), Ok("2")), "=1 2\n\n");
        assert_eq!(format_response(Some(0), Ok("2")), "=0 2\n\n");
    }

    #[test]
    fn item3_name_and_version() {
        assert_eq!(parse("name"), request(None, "name", &[]));
        assert_eq!(parse("version"), request(None, "version", &[]));
        assert_eq!(format_response(None, Ok("Tengen")), "= Tengen\n\n");
    }

    #[test]
    fn item4_multi_line_body_has_no_empty_line() {
        let body = "boardsize\n\nclear_board\n   \nplay\n";
        assert_eq!(
            format_response(None, Ok(body)),
            "= boardsize\nclear_board\nplay\n\n"
        );
        let out = format_response(Some(3), Ok("a\n\n\n\nb\n\n"));
        assert_eq!(out, "=3 a\nb\n\n");
    }

    #[test]
    fn item5_known_command_arguments() {
        assert_eq!(
            parse("known_command play"),
            request(None, "known_command", &["play"])
        );
        assert_eq!(
            parse("known_command zz-x"),
            request(None, "known_command", &["zz-x"])
        );
        assert_eq!(format_response(None, Ok("true")), "= true\n\n");
        assert_eq!(format_response(None, Ok("false")), "= false\n\n");
    }

    #[test]
    fn item6_unknown_command_failures() {
        assert_eq!(parse("zz-x"), request(None, "zz-x", &[]));
        assert_eq!(parse("9 zz-x"), request(Some(9), "zz-x", &[]));
        assert_eq!(
            format_response(None, Err("unknown command")),
            "? unknown command\n\n"
        );
        assert_eq!(
            format_response(Some(9), Err("unknown command")),
            "?9 unknown command\n\n"
        );
    }

    #[test]
    fn item7_empty_and_comment_lines_get_no_response() {
        for line in [
            "",
            "   ",
            "# c",
            "# interrupt",
            "\t \t",
            "\r",
            "\x00\x01\x7f",
            "#? [A1]*",
            "   # indented comment",
        ] {
            assert_eq!(parse(line), Line::Empty, "{line:?}");
        }
        assert_eq!(parse("3 name"), request(Some(3), "name", &[]));
    }

    #[test]
    fn item8_trailing_comment_tab_and_cr() {
        assert_eq!(parse("4 name # c"), request(Some(4), "name", &[]));
        assert_eq!(parse("5\tname\r"), request(Some(5), "name", &[]));
        assert_eq!(parse("name#c"), request(None, "name", &[]));
        assert_eq!(parse("play\tb\tD4\r"), request(None, "play", &["b", "D4"]));
        assert_eq!(parse("na\x01me\x7f"), request(None, "name", &[]));
        assert_eq!(parse("\r\n"), Line::Empty);
    }

    #[test]
    fn item9_pipelined_lines_keep_their_order() {
        let write = "1 boardsize 9\n2 clear_board\n3 play b e5\n4 genmove w\n";
        let lines: Vec<Line> = write
            .as_bytes()
            .split(|&b| b == b'\n')
            .map(parse_line)
            .filter(|line| *line != Line::Empty)
            .collect();
        assert_eq!(
            lines,
            vec![
                request(Some(1), "boardsize", &["9"]),
                request(Some(2), "clear_board", &[]),
                request(Some(3), "play", &["b", "e5"]),
                request(Some(4), "genmove", &["w"]),
            ]
        );
    }

    #[test]
    fn item10_quit_and_empty_success() {
        assert_eq!(parse("quit"), request(None, "quit", &[]));
        assert_eq!(format_response(None, Ok("")), "= \n\n");
        assert_eq!(format_response(Some(7), Ok("")), "=7 \n\n");
        assert_eq!(format_response(None, Err("")), "? \n\n");
    }

    // --- ids ---------------------------------------------------------------

    #[test]
    fn ids_are_plain_digits_within_u32() {
        assert_eq!(parse("0 name"), request(Some(0), "name", &[]));
        assert_eq!(parse("007 name"), request(Some(7), "name", &[]));
        assert_eq!(parse("  12   name  "), request(Some(12), "name", &[]));
        assert_eq!(
            parse("4294967295 name"),
            request(Some(u32::MAX), "name", &[])
        );
        assert_eq!(parse("4294967296 name"), Line::Malformed { id: None });
        let huge = format!("{} name", "9".repeat(10_000));
        assert_eq!(parse(&huge), Line::Malformed { id: None });
    }

    #[test]
    fn an_id_without_a_command_is_malformed() {
        assert_eq!(parse("5"), Line::Malformed { id: Some(5) });
        assert_eq!(parse(" 5 \t"), Line::Malformed { id: Some(5) });
        assert_eq!(parse("5 # comment"), Line::Malformed { id: Some(5) });
        assert_eq!(parse("99999999999"), Line::Malformed { id: None });
    }

    #[test]
    fn signed_or_mixed_first_tokens_are_command_names() {
        assert_eq!(parse("-1 name"), request(None, "-1", &["name"]));
        assert_eq!(parse("+3 name"), request(None, "+3", &["name"]));
        assert_eq!(parse("3name"), request(None, "3name", &[]));
        // Unicode digits are not ASCII digits.
        assert_eq!(parse("٣ name"), request(None, "٣", &["name"]));
    }

    #[test]
    fn command_names_keep_their_case() {
        assert_eq!(parse("NAME"), request(None, "NAME", &[]));
        assert_eq!(parse("Play B D4"), request(None, "Play", &["B", "D4"]));
    }

    #[test]
    fn numbers_in_argument_position_are_arguments() {
        assert_eq!(parse("1 2 3"), request(Some(1), "2", &["3"]));
        assert_eq!(parse("komi 6.5"), request(None, "komi", &["6.5"]));
    }

    // --- encoding and size ---------------------------------------------------

    #[test]
    fn invalid_utf8_is_replaced_not_fatal() {
        assert_eq!(
            parse_line(b"\xff\xfe name"),
            request(None, "\u{FFFD}\u{FFFD}", &["name"])
        );
        assert_eq!(
            parse_line(b"1 play b \xc3"),
            request(Some(1), "play", &["b", "\u{FFFD}"])
        );
        // Valid UTF-8 survives intact.
        assert_eq!(
            parse_line("kgs-chat game Bob héllo 碁".as_bytes()),
            request(None, "kgs-chat", &["game", "Bob", "héllo", "碁"])
        );
        // A control byte inside a sequence is removed; the rest decodes.
        assert_eq!(parse_line(b"h\xc3\x01\xa9"), request(None, "hé", &[]));
    }

    #[test]
    fn very_long_lines_are_fine() {
        let arg = "x".repeat(20_000);
        let line = format!("1 echo {arg}");
        assert_eq!(parse(&line), request(Some(1), "echo", &[&arg]));

        let many = format!("gogui-play_sequence{}", " B D4".repeat(10_000));
        let Line::Request(req) = parse(&many) else {
            panic!("not a request");
        };
        assert_eq!(req.args.len(), 20_000);

        let number = format!("komi {}", "1".repeat(10_000));
        assert_eq!(
            parse(&number),
            request(None, "komi", &["1".repeat(10_000).as_str()])
        );
        assert_eq!(parse(&" ".repeat(50_000)), Line::Empty);
    }

    // --- format ------------------------------------------------------------

    #[test]
    fn format_cleans_whitespace_and_control_characters() {
        assert_eq!(format_response(None, Ok("a  \nb \n")), "= a\nb\n\n");
        assert_eq!(format_response(None, Ok("a\r\nb\r\n")), "= a\nb\n\n");
        assert_eq!(format_response(None, Ok("a\tb")), "= a b\n\n");
        assert_eq!(format_response(None, Ok("x\x07y")), "= xy\n\n");
        assert_eq!(format_response(None, Ok("\n\n\n")), "= \n\n");
        assert_eq!(format_response(None, Ok("   ")), "= \n\n");
        // Leading spaces of a line are content (board diagrams).
        assert_eq!(format_response(None, Ok("  x\n 9 .")), "=   x\n 9 .\n\n");
    }

    #[test]
    fn format_keeps_an_empty_first_line_like_gnugo_showboard() {
        let board = "\n   A B\n 2 . . 2\n 1 . X 1\n   A B\n";
        assert_eq!(
            format_response(Some(25), Ok(board)),
            "=25 \n   A B\n 2 . . 2\n 1 . X 1\n   A B\n\n"
        );
    }

    #[test]
    fn format_multi_line_errors() {
        assert_eq!(
            format_response(Some(2), Err("first\n\nsecond")),
            "?2 first\nsecond\n\n"
        );
    }

    // --- arguments -----------------------------------------------------------

    #[test]
    fn error_messages() {
        assert_eq!(ArgError::Syntax.to_string(), "syntax error");
        assert_eq!(ArgError::InvalidColor.to_string(), "invalid color");
        assert_eq!(
            ArgError::InvalidCoordinate.to_string(),
            "invalid coordinate"
        );
        assert_eq!(
            ArgError::InvalidColorOrCoordinate.to_string(),
            "invalid color or coordinate"
        );
    }

    #[test]
    fn colors() {
        for (text, color) in [
            ("b", Color::Black),
            ("B", Color::Black),
            ("black", Color::Black),
            ("BLACK", Color::Black),
            ("Black", Color::Black),
            ("w", Color::White),
            ("W", Color::White),
            ("white", Color::White),
            ("WHITE", Color::White),
        ] {
            assert_eq!(arg_color(text), Ok(color), "{text}");
        }
        for bad in ["", "x", "bl", "blackk", "empty", "1"] {
            assert_eq!(arg_color(bad), Err(ArgError::InvalidColor), "{bad}");
        }
    }

    #[test]
    fn vertices_and_moves() {
        assert_eq!(arg_vertex("D4", 19), Ok(Vertex::new(3, 3)));
        assert_eq!(arg_vertex("d4", 19), Ok(Vertex::new(3, 3)));
        assert_eq!(arg_vertex("J9", 9), Ok(Vertex::new(8, 8)));
        assert_eq!(arg_vertex("Z25", 25), Ok(Vertex::new(24, 24)));
        for bad in ["pass", "I5", "T20", "J9x", "", "A0", "Z26"] {
            assert_eq!(
                arg_vertex(bad, 19),
                Err(ArgError::InvalidCoordinate),
                "{bad}"
            );
        }
        assert_eq!(arg_vertex("K10", 9), Err(ArgError::InvalidCoordinate));
        for pass in ["pass", "PASS", "Pass"] {
            assert_eq!(arg_move(pass, 9), Ok(Move::Pass));
        }
        assert_eq!(arg_move("e5", 9), Ok(Move::Play(Vertex::new(4, 4))));
        for bad in ["resign", "I5", "passs", ""] {
            assert_eq!(arg_move(bad, 9), Err(ArgError::InvalidCoordinate), "{bad}");
        }
    }

    #[test]
    fn play_arguments_use_gnugo_messages() {
        assert_eq!(
            args_play(&strings(&["b", "D4"]), 19),
            Ok((Color::Black, Move::Play(Vertex::new(3, 3))))
        );
        assert_eq!(
            args_play(&strings(&["white", "Pass"]), 19),
            Ok((Color::White, Move::Pass))
        );
        for bad in [
            &["x", "D4"][..],
            &["b", "I5"],
            &["b", "T20"],
            &["b"],
            &[],
            &["D4", "b"],
        ] {
            assert_eq!(
                args_play(&strings(bad), 19),
                Err(ArgError::InvalidColorOrCoordinate),
                "{bad:?}"
            );
        }
        assert_eq!(
            args_play(&strings(&["b", "D4", "x"]), 19),
            Err(ArgError::Syntax)
        );
    }

    #[test]
    fn unsigned_integers() {
        assert_eq!(arg_uint("0"), Ok(0));
        assert_eq!(arg_uint("42"), Ok(42));
        assert_eq!(arg_uint("007"), Ok(7));
        assert_eq!(arg_uint("4294967295"), Ok(u32::MAX));
        for bad in [
            "4294967296",
            "-1",
            "+1",
            "",
            "1.5",
            "x",
            " 1",
            "1e3",
            "99999999999999999999999999999",
        ] {
            assert_eq!(arg_uint(bad), Err(ArgError::Syntax), "{bad}");
        }
    }

    #[test]
    fn signed_integers() {
        assert_eq!(arg_int("0"), Ok(0));
        assert_eq!(arg_int("-3"), Ok(-3));
        assert_eq!(arg_int("+3"), Ok(3));
        assert_eq!(arg_int("9223372036854775807"), Ok(i64::MAX));
        assert_eq!(arg_int("-9223372036854775808"), Ok(i64::MIN));
        for bad in [
            "9223372036854775808",
            "",
            "-",
            "+",
            "--1",
            "1.0",
            "0x10",
            "1 ",
        ] {
            assert_eq!(arg_int(bad), Err(ArgError::Syntax), "{bad}");
        }
        assert_eq!(arg_int(&"9".repeat(10_000)), Err(ArgError::Syntax));
    }

    #[test]
    fn floats_are_finite_numbers() {
        for (text, value) in [
            ("6.5", 6.5),
            ("0", 0.0),
            ("-3.5", -3.5),
            ("+7.5", 7.5),
            ("7", 7.0),
            (".5", 0.5),
            ("5.", 5.0),
            ("1e2", 100.0),
            ("-0", 0.0),
        ] {
            assert_eq!(arg_float(text), Ok(value), "{text}");
        }
        for bad in [
            "nan", "NaN", "inf", "-inf", "infinity", "1e999", "-1e999", "abc", "", ".", "-", "e5",
            "1,5", "6.5x", "0x1p3",
        ] {
            assert_eq!(arg_float(bad), Err(ArgError::Syntax), "{bad}");
        }
        assert_eq!(arg_float(&"1".repeat(400)), Err(ArgError::Syntax));
        assert!(arg_float(&format!("0.{}", "1".repeat(10_000))).is_ok());
    }

    #[test]
    fn booleans() {
        for text in ["true", "TRUE", "True", "1"] {
            assert_eq!(arg_bool(text), Ok(true), "{text}");
        }
        for text in ["false", "FALSE", "0"] {
            assert_eq!(arg_bool(text), Ok(false), "{text}");
        }
        for bad in ["", "yes", "2", "t", "01"] {
            assert_eq!(arg_bool(bad), Err(ArgError::Syntax), "{bad}");
        }
    }

    #[test]
    fn argument_counts() {
        let two = strings(&["b", "D4"]);
        assert_eq!(expect_args(&two, 2), Ok(()));
        assert_eq!(expect_args(&two, 1), Err(ArgError::Syntax));
        assert_eq!(expect_args(&two, 3), Err(ArgError::Syntax));
        assert_eq!(expect_args::<String>(&[], 0), Ok(()));
        assert_eq!(expect_arg_range(&two, 1, 2), Ok(()));
        assert_eq!(expect_arg_range(&two, 2, 5), Ok(()));
        assert_eq!(expect_arg_range(&two, 3, 5), Err(ArgError::Syntax));
        assert_eq!(expect_arg_range(&two, 0, 1), Err(ArgError::Syntax));
    }

    // --- fuzz ----------------------------------------------------------------

    /// Bytes that exercise the interesting paths more often than uniform
    /// random bytes would.
    const BIASED: &[u8] = b"  \t\r\n#0123456789bBwWpassD4-+.e\x00\x01\x7f\xff\xc3\xa9\xe2\x80";

    fn random_line(rng: &mut rand::rngs::StdRng) -> Vec<u8> {
        let len = if rng.random_range(0..100) == 0 {
            rng.random_range(0..3000)
        } else {
            rng.random_range(0..40)
        };
        (0..len)
            .map(|_| {
                if rng.random_range(0..2) == 0 {
                    BIASED[rng.random_range(0..BIASED.len())]
                } else {
                    rng.random_range(0..=255u8)
                }
            })
            .collect()
    }

    fn clean_token(token: &str) -> bool {
        !token.is_empty()
            && !token.contains([' ', '#'])
            && !token.chars().any(|c| c.is_ascii_control())
    }

    #[test]
    fn fuzz_random_lines_never_panic() {
        let mut rng = rand::rngs::StdRng::seed_from_u64(1);
        let mut seen = [0usize; 3];
        for _ in 0..100_000 {
            let raw = random_line(&mut rng);
            match parse_line(&raw) {
                Line::Empty => seen[0] += 1,
                Line::Malformed { .. } => seen[1] += 1,
                Line::Request(req) => {
                    seen[2] += 1;
                    assert!(clean_token(&req.name), "{raw:?} -> {req:?}");
                    assert!(
                        req.args.iter().all(|a| clean_token(a)),
                        "{raw:?} -> {req:?}"
                    );
                    let out = format_response(req.id, Ok(&req.name));
                    assert_eq!(out.find("\n\n"), Some(out.len() - 2));
                }
            }
            // Any text as a response body still gives one well-formed response.
            let body = String::from_utf8_lossy(&raw);
            for result in [Ok(&*body), Err(&*body)] {
                let id = (rng.random_range(0..2) == 0).then(|| rng.random_range(0..1000));
                let out = format_response(id, result);
                let head = match id {
                    Some(id) => format!("{}{id} ", if result.is_ok() { '=' } else { '?' }),
                    None => format!("{} ", if result.is_ok() { '=' } else { '?' }),
                };
                assert!(out.starts_with(&head), "{out:?}");
                assert_eq!(out.find("\n\n"), Some(out.len() - 2), "{raw:?} -> {out:?}");
                let text = &out[head.len()..out.len() - 2];
                assert!(text.split('\n').all(|line| !line.ends_with(' ')), "{out:?}");
                assert!(
                    text.split('\n').skip(1).all(|line| !line.is_empty()),
                    "{out:?}"
                );
                assert!(!out.contains('\r') && !out.contains('\t'));
            }
        }
        assert!(seen.iter().all(|&n| n > 1000), "{seen:?}");
    }
}
