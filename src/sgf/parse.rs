//! The SGF FF[4] grammar, written with `nom`:
//!
//! ```text
//! Collection = GameTree { GameTree }
//! GameTree   = "(" Sequence { GameTree } ")"
//! Sequence   = Node { Node }
//! Node       = ";" { Property }
//! Property   = PropIdent PropValue { PropValue }
//! PropValue  = "[" CValueType "]"
//! ```
//!
//! with whitespace allowed between any two tokens. This stage only checks
//! structure and keeps property values raw (still escaped), because how a
//! value is decoded depends on its property and, for points, on the board
//! size, which may be given anywhere in the root node. It yields the main
//! line of the first game tree; the other trees and variations are checked
//! for syntax and dropped.
//!
//! Game-tree nesting is handled with an explicit stack rather than by
//! recursion, so a file of a million `(` gives an error, not a stack
//! overflow.

use std::borrow::Cow;

use nom::bytes::complete::{escaped, is_not, take_while, take_while1};
use nom::character::complete::{anychar, char};
use nom::combinator::{opt, recognize};
use nom::error::{ErrorKind, ParseError};
use nom::multi::{many0, many1};
use nom::sequence::terminated;
use nom::{IResult, Offset, Parser};

use super::SgfError;

/// One property as written: its identifier (upper-case letters only) and
/// its values, each still escaped. Slices point into the input so that
/// later errors can say where they happened.
#[derive(Debug, Clone, PartialEq)]
pub(super) struct RawProp<'a> {
    pub ident: String,
    /// The identifier as written, for error positions.
    pub ident_text: &'a str,
    pub values: Vec<&'a str>,
}

/// One node: its properties in file order.
pub(super) type RawNode<'a> = Vec<RawProp<'a>>;

/// A syntax error: where (the unparsed rest of the input) and why.
#[derive(Debug, Clone, PartialEq)]
pub(super) struct SyntaxError<'a> {
    pub at: &'a str,
    pub message: Cow<'static, str>,
}

impl<'a> SyntaxError<'a> {
    /// Converts to the public error, finding the line and column in `text`
    /// (which must contain `at`).
    pub fn into_sgf_error(self, text: &str) -> SgfError {
        SgfError::at(text, text.offset(self.at), self.message)
    }
}

impl<'a> ParseError<&'a str> for SyntaxError<'a> {
    // Low-level nom errors only escape when a combinator fails somewhere
    // this grammar did not anticipate; the specific messages come from
    // `failure` below.
    fn from_error_kind(input: &'a str, kind: ErrorKind) -> Self {
        SyntaxError {
            at: input,
            message: Cow::Owned(format!("syntax error ({kind:?})")),
        }
    }

    fn append(_: &'a str, _: ErrorKind, other: Self) -> Self {
        other
    }
}

type PResult<'a, O> = IResult<&'a str, O, SyntaxError<'a>>;

/// An unrecoverable error: `nom::Err::Failure` stops `many0` and friends
/// from backtracking over it and hiding the message.
fn failure<'a, O>(at: &'a str, message: impl Into<Cow<'static, str>>) -> PResult<'a, O> {
    Err(nom::Err::Failure(SyntaxError {
        at,
        message: message.into(),
    }))
}

/// Describes the next character for an error message.
fn found(rest: &str) -> String {
    match rest.chars().next() {
        Some(c) => format!("`{}`", c.escape_debug()),
        None => "the end of the file".to_string(),
    }
}

/// Whitespace between tokens (never fails).
fn ws(input: &str) -> PResult<'_, &str> {
    take_while(char::is_whitespace).parse(input)
}

/// `"[" CValueType "]"`: the raw body between the brackets. A `\` escapes
/// the next character, so `\]` does not end the value. Returns a plain
/// error if there is no `[`, and a failure if the value never ends.
fn prop_value(input: &str) -> PResult<'_, &str> {
    let (rest, _) = char('[').parse(input)?;
    // `escaped` refuses to match nothing, so `opt` + `recognize` lets an
    // empty value (`B[]`, a pass) through as an empty slice.
    let body: PResult<'_, &str> = recognize(opt(escaped(is_not("\\]"), '\\', anychar))).parse(rest);
    match body {
        Ok((after, body)) => match char::<_, SyntaxError>(']').parse(after) {
            Ok((after, _)) => Ok((after, body)),
            Err(_) => failure(input, "unterminated property value (missing `]`)"),
        },
        Err(_) => failure(input, "unterminated property value (missing `]`)"),
    }
}

/// `PropIdent PropValue { PropValue }`. Lower-case letters in the
/// identifier are dropped, as FF[4] readers do with FF[3] names such as
/// `AddBlack` (read as `AB`).
fn property(input: &str) -> PResult<'_, RawProp<'_>> {
    let (rest, letters) = take_while1(|c: char| c.is_ascii_alphabetic()).parse(input)?;
    let ident: String = letters.chars().filter(char::is_ascii_uppercase).collect();
    if ident.is_empty() {
        return failure(
            input,
            format!("property identifier `{letters}` has no upper-case letter"),
        );
    }
    let (rest, _) = ws(rest)?;
    if !rest.starts_with('[') {
        return failure(
            rest,
            format!(
                "property {ident} has no value: expected `[`, found {}",
                found(rest)
            ),
        );
    }
    let (rest, values) = many1(terminated(prop_value, ws)).parse(rest)?;
    Ok((
        rest,
        RawProp {
            ident,
            ident_text: letters,
            values,
        },
    ))
}

/// `";" { Property }`.
fn node(input: &str) -> PResult<'_, RawNode<'_>> {
    let (rest, _) = char(';').parse(input)?;
    let (rest, _) = ws(rest)?;
    many0(terminated(property, ws)).parse(rest)
}

/// One open game tree while [`game_tree`] walks the nesting.
struct Frame<'a> {
    /// Whether this tree lies on the main line (first child all the way
    /// down from the root).
    on_main: bool,
    nodes: usize,
    children: usize,
    /// Where its `(` is, to point at it if it is never closed.
    open: &'a str,
}

/// `"(" Sequence { GameTree } ")"`, returning the main line: the nodes of
/// this tree's sequence followed by the main line of its first child.
/// Returns a plain error if the input does not start with `(`.
fn game_tree(input: &str) -> PResult<'_, Vec<RawNode<'_>>> {
    let (mut rest, _) = char('(').parse(input)?;
    let mut stack = vec![Frame {
        on_main: true,
        nodes: 0,
        children: 0,
        open: input,
    }];
    let mut main_line = Vec::new();
    while let Some(top) = stack.last_mut() {
        rest = ws(rest)?.0;
        match rest.chars().next() {
            Some(';') => {
                if top.children > 0 {
                    return failure(
                        rest,
                        "a node cannot follow a variation in the same game tree",
                    );
                }
                let (after, props) = node(rest)?;
                top.nodes += 1;
                if top.on_main {
                    main_line.push(props);
                }
                rest = after;
            }
            Some('(') => {
                if top.nodes == 0 {
                    return failure(
                        rest,
                        "a game tree must start with a node (`;`), not a variation",
                    );
                }
                let on_main = top.on_main && top.children == 0;
                top.children += 1;
                stack.push(Frame {
                    on_main,
                    nodes: 0,
                    children: 0,
                    open: rest,
                });
                rest = char('(').parse(rest)?.0;
            }
            Some(')') => {
                if top.nodes == 0 {
                    return failure(rest, "empty game tree: expected `;` before `)`");
                }
                stack.pop();
                rest = char(')').parse(rest)?.0;
            }
            Some(_) => {
                return failure(
                    rest,
                    format!(
                        "expected a property, `;`, `(` or `)`, found {}",
                        found(rest)
                    ),
                );
            }
            None => {
                return failure(top.open, "unterminated game tree (missing `)`)");
            }
        }
    }
    Ok((rest, main_line))
}

/// `GameTree { GameTree }` surrounded by optional whitespace, returning
/// the main line of the first game. The later games are still checked, so
/// a damaged file is reported rather than half-read.
pub(super) fn collection(text: &str) -> Result<Vec<RawNode<'_>>, SyntaxError<'_>> {
    match games(text) {
        Ok((_, main_line)) => Ok(main_line),
        Err(nom::Err::Error(e) | nom::Err::Failure(e)) => Err(e),
        // Only streaming parsers report `Incomplete`; none is used here.
        Err(nom::Err::Incomplete(_)) => Err(SyntaxError {
            at: &text[text.len()..],
            message: Cow::Borrowed("unexpected end of file"),
        }),
    }
}

/// The body of [`collection`], in nom's calling convention.
fn games(text: &str) -> PResult<'_, Vec<RawNode<'_>>> {
    let (rest, _) = ws(text)?;
    if rest.is_empty() {
        return failure(rest, "empty file: no game tree");
    }
    if rest.starts_with(';') {
        return failure(rest, "a node must be inside a game tree: missing `(`");
    }
    if !rest.starts_with('(') {
        return failure(
            rest,
            format!("expected `(` to start a game tree, found {}", found(rest)),
        );
    }
    let (mut rest, first) = game_tree(rest)?;
    loop {
        rest = ws(rest)?.0;
        if rest.is_empty() {
            return Ok((rest, first));
        }
        if !rest.starts_with('(') {
            return failure(
                rest,
                format!(
                    "expected `(` or the end of the file after a game tree, found {}",
                    found(rest)
                ),
            );
        }
        rest = game_tree(rest)?.0;
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    /// The main line as (identifier, values) pairs per node.
    fn main_line(text: &str) -> Vec<Vec<(String, Vec<&str>)>> {
        collection(text)
            .unwrap_or_else(|e| panic!("{text:?}: {}", e.message))
            .into_iter()
            .map(|node| node.into_iter().map(|p| (p.ident, p.values)).collect())
            .collect()
    }

    fn error(text: &str) -> SgfError {
        collection(text).expect_err(text).into_sgf_error(text)
    }

    #[test]
    fn properties_and_values() {
        let nodes = main_line("(;GM[1]AB[aa][bb];B[cc])");
        assert_eq!(
            nodes,
            vec![
                vec![
                    ("GM".to_string(), vec!["1"]),
                    ("AB".to_string(), vec!["aa", "bb"]),
                ],
                vec![("B".to_string(), vec!["cc"])],
            ]
        );
    }

    #[test]
    fn whitespace_between_every_token() {
        let text = " \r\n( \t;\n GM [1] \n AB\n[aa]  [bb]\r\n ; B[cc] \n)\n ";
        let nodes = main_line(text);
        assert_eq!(nodes.len(), 2);
        assert_eq!(nodes[0][1].1, vec!["aa", "bb"]);
    }

    #[test]
    fn values_stay_escaped() {
        let nodes = main_line(r"(;C[a\]b\\]PB[x\:y])");
        assert_eq!(nodes[0][0].1, vec![r"a\]b\\"]);
        assert_eq!(nodes[0][1].1, vec![r"x\:y"]);
    }

    #[test]
    fn lowercase_letters_in_identifiers_are_dropped() {
        let nodes = main_line("(;AddBlack[aa]CoPyright[x])");
        assert_eq!(nodes[0][0].0, "AB");
        assert_eq!(nodes[0][1].0, "CP");
        let e = error("(;add[aa])");
        assert!(e.message().contains("no upper-case letter"), "{e}");
    }

    #[test]
    fn main_line_takes_first_variation() {
        let nodes = main_line("(;B[aa](;W[bb];B[dd](;W[ee])(;W[ff]))(;W[cc]))");
        let moves: Vec<&str> = nodes.iter().map(|n| n[0].1[0]).collect();
        assert_eq!(moves, vec!["aa", "bb", "dd", "ee"]);
    }

    #[test]
    fn first_game_of_a_collection() {
        let nodes = main_line("(;B[aa])\n(;W[bb])");
        assert_eq!(nodes, vec![vec![("B".to_string(), vec!["aa"])]]);
    }

    #[test]
    fn structural_errors() {
        for (text, needle) in [
            ("", "empty file"),
            ("   \n ", "empty file"),
            (";B[aa]", "missing `(`"),
            ("x(;B[aa])", "expected `(`"),
            ("(;B[aa]", "unterminated game tree"),
            ("(;B[aa](;W[bb])", "unterminated game tree"),
            ("(;C[abc)", "unterminated property value"),
            ("(;C[abc\\])", "unterminated property value"),
            ("(;C[abc\\", "unterminated property value"),
            ("()", "empty game tree"),
            ("((;B[aa]))", "must start with a node"),
            ("(;B[aa](;W[bb]);B[cc])", "cannot follow a variation"),
            ("(;B)", "has no value"),
            ("(;B[aa]1)", "found `1`"),
            ("(;B[aa]) x", "after a game tree"),
            ("(;B[aa])(;W[bb]", "unterminated game tree"),
            ("(;B[aa])(;W", "W has no value"),
        ] {
            let e = error(text);
            assert!(e.message().contains(needle), "{text:?}: {e}");
        }
    }

    #[test]
    fn error_positions() {
        let e = error("(;B[aa]\n;W[bb]\n;C[oops)");
        assert_eq!((e.line(), e.column()), (3, 3));
        let e = error("(;B[aa]\n  (;W[bb]");
        assert_eq!((e.line(), e.column()), (2, 3));
    }

    #[test]
    fn deep_nesting_does_not_overflow_the_stack() {
        let deep = "(;".repeat(200_000);
        assert!(collection(&deep).is_err());
        let mut ok = "(;B[aa]".repeat(100_000);
        ok.push_str(&")".repeat(100_000));
        assert_eq!(main_line(&ok).len(), 100_000);
    }
}
