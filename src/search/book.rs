//! The opening book: for the first positions of a 9×9 game under area
//! counting with komi 7.5, the move a long search of Tengen's own chose
//! (`book9.txt`, written by `scripts/build_book`). At a second a move
//! the search's first move on the empty board still wanders between the
//! centre and a 3-3 point; a search of a minute does not. The book
//! knows every position in its eight symmetries.

use std::collections::HashMap;
use std::sync::OnceLock;

use crate::board::{Color, Grid, Move, Vertex};
use crate::game::Game;
use crate::rules::{Rules, Scoring, Tax};

/// The board size and komi the book was searched for.
const SIZE: usize = 9;
const KOMI: f64 = 7.5;

/// A book move with the winrate and mean margin its search gave it, from
/// the side to move's view.
#[derive(Clone, Copy, Debug, PartialEq)]
pub struct BookMove {
    pub vertex: Vertex,
    pub winrate: f64,
    pub score: f64,
}

/// Positions (with the side to move) and their moves, in every symmetry.
pub struct Book {
    moves: HashMap<(Grid, Color), BookMove>,
}

impl Book {
    /// The compiled-in book.
    pub fn get() -> &'static Book {
        static BOOK: OnceLock<Book> = OnceLock::new();
        BOOK.get_or_init(|| Book::parse(include_str!("book9.txt")).expect("book9.txt parses"))
    }

    /// Reads lines `MOVES : MOVE WINRATE SCORE`, where MOVES are the
    /// moves from the empty board, Black first, MOVE is the reply of the
    /// side to move, and WINRATE and SCORE what its search found for it;
    /// `#` starts a comment.
    pub fn parse(text: &str) -> Result<Book, String> {
        let mut moves = HashMap::new();
        for (n, line) in text.lines().enumerate() {
            let line = line.split('#').next().unwrap_or("").trim();
            if line.is_empty() {
                continue;
            }
            let bad = |what: &str| format!("book line {}: {what}: {line}", n + 1);
            let (played, reply) = line.split_once(':').ok_or_else(|| bad("no ':'"))?;
            let mut game = Game::new(SIZE, Rules::chinese());
            for name in played.split_whitespace() {
                let mv = Move::parse_gtp(name, SIZE).ok_or_else(|| bad("bad move"))?;
                let color = game.to_move();
                game.play(color, mv).map_err(|_| bad("illegal move"))?;
            }
            let mut reply = reply.split_whitespace();
            let vertex = reply
                .next()
                .and_then(|name| Vertex::parse_gtp(name, SIZE))
                .ok_or_else(|| bad("bad reply"))?;
            let winrate = reply
                .next()
                .and_then(|w| w.parse::<f64>().ok())
                .filter(|w| (0.0..=1.0).contains(w))
                .ok_or_else(|| bad("bad winrate"))?;
            let score = reply
                .next()
                .and_then(|w| w.parse::<f64>().ok())
                .filter(|w| w.is_finite())
                .ok_or_else(|| bad("bad score"))?;
            let grid = game.board().to_grid();
            if grid.get(vertex).is_some() {
                return Err(bad("reply on a stone"));
            }
            let to_move = game.to_move();
            for sym in 0..8 {
                moves
                    .entry((transform_grid(&grid, sym), to_move))
                    .or_insert(BookMove {
                        vertex: vertex.symmetric(sym, SIZE),
                        winrate,
                        score,
                    });
            }
        }
        Ok(Book { moves })
    }

    /// The book's move for `color` in `game`, if the game is one the book
    /// was searched for and its position is in the book.
    pub fn lookup(&self, game: &Game, color: Color) -> Option<BookMove> {
        if !applies_to(game.rules()) || game.size() != SIZE {
            return None;
        }
        let found = *self.moves.get(&(game.board().to_grid(), color))?;
        let mv = Move::Play(found.vertex);
        (game.is_legal(color, mv) && !game.repeats_position(color, mv)).then_some(found)
    }
}

/// Whether a game under `rules` counts as the book's searches did: area
/// scoring with every surrounded point counted, komi 7.5, Black first,
/// stones removed as dead before the count, no capture choice.
fn applies_to(rules: &Rules) -> bool {
    rules.scoring == Scoring::Area
        && rules.tax == Tax::None
        && rules.komi == KOMI
        && rules.first_player == Color::Black
        && rules.remove_dead
        && !rules.capture_choice
}

/// `grid` under one of the eight symmetries ([`Vertex::symmetric`]).
fn transform_grid(grid: &Grid, sym: usize) -> Grid {
    let mut out = Grid::new(SIZE);
    for v in grid.vertices() {
        out.set(v.symmetric(sym, SIZE), grid.get(v));
    }
    out
}

#[cfg(test)]
mod tests {
    use super::*;

    const SAMPLE: &str =
        "# a comment\n: E5 0.52 0.6\nE5 : C4 0.48 -0.6 # White's reply\nE5 C4 : D3 0.55 1.2\n";

    fn game_after(names: &[&str], rules: Rules) -> Game {
        let mut game = Game::new(SIZE, rules);
        for name in names {
            let color = game.to_move();
            game.play(color, Move::parse_gtp(name, SIZE).unwrap())
                .unwrap();
        }
        game
    }

    fn reply(book: &Book, names: &[&str]) -> Option<String> {
        let game = game_after(names, Rules::chinese());
        book.lookup(&game, game.to_move())
            .map(|m| m.vertex.to_gtp())
    }

    #[test]
    fn a_position_is_found_in_every_symmetry() {
        let book = Book::parse(SAMPLE).unwrap();
        assert_eq!(reply(&book, &[]).as_deref(), Some("E5"));
        assert_eq!(reply(&book, &["E5"]).as_deref(), Some("C4"));
        // C4 mirrored is G4, C6 or G6; the reply D3 follows the mirror.
        assert_eq!(reply(&book, &["E5", "C4"]).as_deref(), Some("D3"));
        assert_eq!(reply(&book, &["E5", "G6"]).as_deref(), Some("F7"));
        assert_eq!(reply(&book, &["E5", "D6"]).as_deref(), None);
        // The colour to move is part of the position.
        let game = game_after(&["E5"], Rules::chinese());
        assert_eq!(book.lookup(&game, Color::Black), None);
    }

    #[test]
    fn only_the_rules_and_komi_it_was_searched_for() {
        let book = Book::parse(SAMPLE).unwrap();
        let mut game = game_after(&[], Rules::chinese());
        assert!(book.lookup(&game, Color::Black).is_some());
        game.set_komi(6.5);
        assert_eq!(book.lookup(&game, Color::Black), None);
        let japanese = game_after(&[], Rules::japanese());
        assert_eq!(book.lookup(&japanese, Color::Black), None);
        let small = Game::new(7, Rules::chinese());
        assert_eq!(book.lookup(&small, Color::Black), None);
    }

    #[test]
    fn bad_lines_are_refused_with_their_number() {
        let err = |text: &str| Book::parse(text).err().unwrap();
        assert!(err("E5 E5 : C4 0.5 0").contains("line 1"));
        assert!(err("\nE5 : E5 0.5 0").contains("line 2"));
        assert!(err("E5 C4 0.5 0").contains("no ':'"));
        assert!(err(": Z9 0.5 0").contains("bad reply"));
        assert!(err(": E5 1.5 0").contains("bad winrate"));
        assert!(err(": E5 0.5").contains("bad score"));
    }

    #[test]
    fn the_compiled_in_book_parses_and_opens_the_game() {
        let book = Book::get();
        assert!(book.moves.len() >= 8);
        let game = game_after(&[], Rules::chinese());
        assert!(book.lookup(&game, Color::Black).is_some());
    }
}
