//! Writes an [`SgfGame`] as FF[4] text that `parse` reads back to an
//! equal game: the root node carries the file header and game
//! information, then one node per line.

use std::fmt::Write as _;

use super::{SgfGame, SgfNode};
use crate::board::{Move, Vertex};

/// Point letters by coordinate, as FF[4] numbers them.
const POINT_LETTERS: &[u8; 52] = b"abcdefghijklmnopqrstuvwxyzABCDEFGHIJKLMNOPQRSTUVWXYZ";

/// Writes `game` as an SGF FF[4] collection of one game tree: `FF[4]
/// GM[1] CA[UTF-8] AP[Tengen:<version>]`, then `SZ KM HA RU RE PB PW`,
/// then the nodes. Passes are written as an empty value (`B[]`), which
/// every board size reads the same way.
///
/// The game is expected to be valid (vertices on the board, finite komi);
/// an invalid one still gives text, which `parse` will then reject.
pub fn write(game: &SgfGame) -> String {
    let mut out = String::new();
    out.push_str("(;FF[4]GM[1]CA[UTF-8]AP[Tengen:");
    out.push_str(env!("CARGO_PKG_VERSION"));
    out.push(']');
    // Writing into a String cannot fail, so the fmt::Result is dropped.
    let _ = write!(out, "SZ[{}]", game.size);
    if let Some(komi) = game.komi {
        // `Display` for f64 prints the shortest text that reads back to
        // the same value, without an exponent, which `KM` requires.
        let _ = write!(out, "KM[{komi}]");
    }
    if let Some(handicap) = game.handicap {
        let _ = write!(out, "HA[{handicap}]");
    }
    for (ident, text) in [
        ("RU", &game.rules),
        ("RE", &game.result),
        ("PB", &game.black_name),
        ("PW", &game.white_name),
    ] {
        if let Some(text) = text {
            push_text(&mut out, ident, text);
        }
    }
    for (i, node) in game.nodes.iter().enumerate() {
        if i > 0 {
            out.push_str("\n;");
        }
        push_node(&mut out, node, game.size);
    }
    out.push_str(")\n");
    out
}

fn push_node(out: &mut String, node: &SgfNode, size: usize) {
    for (ident, points) in [
        ("AB", &node.add_black),
        ("AW", &node.add_white),
        ("AE", &node.add_empty),
    ] {
        if !points.is_empty() {
            out.push_str(ident);
            for &point in points {
                out.push('[');
                push_point(out, point, size);
                out.push(']');
            }
        }
    }
    if let Some(player) = node.player {
        out.push_str("PL[");
        out.push(player.letter());
        out.push(']');
    }
    if let Some((color, mv)) = node.mv {
        out.push(color.letter());
        out.push('[');
        if let Move::Play(point) = mv {
            push_point(out, point, size);
        }
        out.push(']');
    }
    if node.capture_own {
        out.push_str("CAPTUREOWN[]");
    }
    if let Some(comment) = &node.comment {
        push_text(out, "C", comment);
    }
}

/// `aa` is the top-left corner, so the letter for the row counts down from
/// the top. A vertex off the board is written as `??` (which reads back as
/// an error) instead of panicking on the subtraction.
fn push_point(out: &mut String, point: Vertex, size: usize) {
    let col = POINT_LETTERS.get(point.col as usize);
    let row = size
        .checked_sub(1 + point.row as usize)
        .and_then(|y| POINT_LETTERS.get(y));
    match (col, row) {
        (Some(&x), Some(&y)) => {
            out.push(x as char);
            out.push(y as char);
        }
        _ => out.push_str("??"),
    }
}

/// A Text property: `]` and `\` are escaped, everything else (line breaks
/// included) is written as is.
fn push_text(out: &mut String, ident: &str, text: &str) {
    out.push_str(ident);
    out.push('[');
    for c in text.chars() {
        if c == ']' || c == '\\' {
            out.push('\\');
        }
        out.push(c);
    }
    out.push(']');
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::board::Color;
    use crate::sgf::parse;

    fn game(size: usize, nodes: Vec<SgfNode>) -> SgfGame {
        SgfGame::new(size, nodes)
    }

    #[test]
    fn header_and_game_information() {
        let mut g = game(9, vec![SgfNode::default()]);
        g.komi = Some(7.5);
        g.handicap = Some(0);
        g.rules = Some("Chinese".into());
        g.result = Some("B+0.5".into());
        g.black_name = Some("Tengen".into());
        g.white_name = Some("GNU Go".into());
        let version = env!("CARGO_PKG_VERSION");
        assert_eq!(
            write(&g),
            format!(
                "(;FF[4]GM[1]CA[UTF-8]AP[Tengen:{version}]SZ[9]KM[7.5]HA[0]RU[Chinese]\
                 RE[B+0.5]PB[Tengen]PW[GNU Go])\n"
            )
        );
        assert_eq!(parse(&write(&g)).unwrap(), g);
    }

    #[test]
    fn nodes_points_and_passes() {
        let root = SgfNode {
            add_black: vec![Vertex::new(0, 0), Vertex::new(2, 2)],
            add_white: vec![Vertex::new(1, 0)],
            player: Some(Color::White),
            ..SgfNode::default()
        };
        let pass = SgfNode {
            mv: Some((Color::White, Move::Pass)),
            ..SgfNode::default()
        };
        let play = SgfNode {
            mv: Some((Color::Black, Move::Play(Vertex::new(1, 2)))),
            add_empty: vec![Vertex::new(0, 0)],
            ..SgfNode::default()
        };
        let g = game(3, vec![root, pass, play]);
        let text = write(&g);
        assert!(
            text.ends_with("SZ[3]AB[ac][ca]AW[bc]PL[W]\n;W[]\n;AE[ac]B[ba])\n"),
            "{text}"
        );
        assert_eq!(parse(&text).unwrap(), g);
    }

    #[test]
    fn text_is_escaped() {
        let node = SgfNode {
            comment: Some("a]b\\c\nd:e".into()),
            ..SgfNode::default()
        };
        let g = game(19, vec![node]);
        let text = write(&g);
        assert!(text.contains("C[a\\]b\\\\c\nd:e]"), "{text}");
        assert_eq!(parse(&text).unwrap(), g);
    }

    #[test]
    fn invalid_vertices_do_not_panic() {
        let node = SgfNode {
            add_black: vec![Vertex { col: 200, row: 3 }, Vertex { col: 0, row: 9 }],
            ..SgfNode::default()
        };
        let text = write(&game(9, vec![node]));
        assert!(text.contains("AB[??][??]"), "{text}");
        assert!(parse(&text).is_err());
    }
}
