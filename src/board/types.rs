//! Size-independent value types shared by every layer: colours, vertices,
//! moves and a plain grid of cells used where speed does not matter
//! (scoring, SGF, display).

use std::fmt;

/// Smallest board size GTP allows.
pub const MIN_SIZE: usize = 2;
/// Largest board size GTP allows (the alphabet without `I` has 25 letters).
pub const MAX_SIZE: usize = 25;

/// Column letters used by GTP: A–Z without I.
const GTP_COLUMNS: &[u8; 25] = b"ABCDEFGHJKLMNOPQRSTUVWXYZ";

/// A player colour.
#[derive(Clone, Copy, PartialEq, Eq, Debug, Hash, PartialOrd, Ord)]
pub enum Color {
    Black = 0,
    White = 1,
}

impl Color {
    /// Both colours, Black first.
    pub const BOTH: [Color; 2] = [Color::Black, Color::White];

    /// The other player.
    #[inline]
    pub fn opponent(self) -> Color {
        match self {
            Color::Black => Color::White,
            Color::White => Color::Black,
        }
    }

    /// 0 for Black, 1 for White: for indexing per-colour arrays.
    #[inline]
    pub fn index(self) -> usize {
        self as usize
    }

    /// `B` or `W`, as SGF and GTP replies write it.
    pub fn letter(self) -> char {
        match self {
            Color::Black => 'B',
            Color::White => 'W',
        }
    }

    /// Parses GTP's case-insensitive `b`, `w`, `black`, `white`.
    pub fn parse(text: &str) -> Option<Color> {
        match text.to_ascii_lowercase().as_str() {
            "b" | "black" => Some(Color::Black),
            "w" | "white" => Some(Color::White),
            _ => None,
        }
    }
}

impl fmt::Display for Color {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        f.write_str(match self {
            Color::Black => "black",
            Color::White => "white",
        })
    }
}

/// An intersection in size-independent coordinates.
///
/// `col` 0 is column A; `row` 0 is the bottom row (GTP's row 1), so a
/// vertex reads the same way on every board size.
#[derive(Clone, Copy, PartialEq, Eq, Debug, Hash, PartialOrd, Ord)]
pub struct Vertex {
    pub col: u8,
    pub row: u8,
}

impl Vertex {
    pub fn new(col: usize, row: usize) -> Vertex {
        debug_assert!(col < MAX_SIZE && row < MAX_SIZE);
        Vertex {
            col: col as u8,
            row: row as u8,
        }
    }

    /// Parses a GTP vertex such as `D4` or `d4` (not `pass`) on a board of
    /// `size`; `None` when malformed, the letter `I`, or off the board.
    pub fn parse_gtp(text: &str, size: usize) -> Option<Vertex> {
        let bytes = text.as_bytes();
        if bytes.len() < 2 || bytes.len() > 3 {
            return None;
        }
        let letter = bytes[0].to_ascii_uppercase();
        let col = GTP_COLUMNS.iter().position(|&c| c == letter)?;
        let digits = &text[1..];
        if !digits.bytes().all(|b| b.is_ascii_digit()) || digits.starts_with('0') {
            return None;
        }
        let row: usize = digits.parse().ok()?;
        if col >= size || row == 0 || row > size {
            return None;
        }
        Some(Vertex::new(col, row - 1))
    }

    /// The GTP name, such as `D4` (upper case).
    pub fn to_gtp(self) -> String {
        self.to_string()
    }

    /// This vertex under one of the eight symmetries of a board of
    /// `size`: `sym & 4` swaps columns and rows, `sym & 1` mirrors the
    /// rows, `sym & 2` the columns.
    pub fn symmetric(self, sym: usize, size: usize) -> Vertex {
        let (mut col, mut row) = (self.col as usize, self.row as usize);
        if sym & 4 != 0 {
            (col, row) = (row, col);
        }
        if sym & 1 != 0 {
            row = size - 1 - row;
        }
        if sym & 2 != 0 {
            col = size - 1 - col;
        }
        Vertex::new(col, row)
    }

    /// Whether this vertex lies on a board of `size`.
    pub fn is_on_board(self, size: usize) -> bool {
        (self.col as usize) < size && (self.row as usize) < size
    }

    /// Every vertex of a board of `size`, bottom row first and each row
    /// left to right: the order of [`Grid`] and of per-point maps.
    pub fn all(size: usize) -> impl Iterator<Item = Vertex> + use<> {
        (0..size * size).map(move |i| Vertex::new(i % size, i / size))
    }

    /// The rows of a board of `size` from the top, as GTP clients print
    /// boards (`showboard`, GoGui's `dboard`, KataGo's ownership), each
    /// left to right.
    pub fn rows_from_top(
        size: usize,
    ) -> impl Iterator<Item = impl Iterator<Item = Vertex> + use<>> + use<> {
        (0..size)
            .rev()
            .map(move |row| (0..size).map(move |col| Vertex::new(col, row)))
    }

    /// The on-board orthogonal neighbours on a board of `size`.
    pub fn neighbors(self, size: usize) -> impl Iterator<Item = Vertex> {
        let (c, r) = (self.col as i32, self.row as i32);
        [(c - 1, r), (c + 1, r), (c, r - 1), (c, r + 1)]
            .into_iter()
            .filter(move |&(c, r)| c >= 0 && r >= 0 && (c as usize) < size && (r as usize) < size)
            .map(|(c, r)| Vertex::new(c as usize, r as usize))
    }
}

impl fmt::Display for Vertex {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        write!(
            f,
            "{}{}",
            GTP_COLUMNS[self.col as usize] as char,
            self.row as usize + 1
        )
    }
}

/// A move: a stone on a vertex, or a pass.
#[derive(Clone, Copy, PartialEq, Eq, Debug, Hash)]
pub enum Move {
    Pass,
    Play(Vertex),
}

impl Move {
    /// Parses a GTP move: a vertex or `pass` (any case).
    pub fn parse_gtp(text: &str, size: usize) -> Option<Move> {
        if text.eq_ignore_ascii_case("pass") {
            Some(Move::Pass)
        } else {
            Vertex::parse_gtp(text, size).map(Move::Play)
        }
    }

    pub fn vertex(self) -> Option<Vertex> {
        match self {
            Move::Pass => None,
            Move::Play(v) => Some(v),
        }
    }
}

impl fmt::Display for Move {
    /// `PASS` or the upper-case vertex, as GNU Go prints and regression
    /// patterns expect.
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        match self {
            Move::Pass => f.write_str("PASS"),
            Move::Play(v) => v.fmt(f),
        }
    }
}

/// Which suicides are legal: the one rule the position itself must know.
#[derive(Clone, Copy, PartialEq, Eq, Debug, Hash, Default)]
pub enum Suicide {
    /// Every suicide is illegal.
    #[default]
    Forbidden,
    /// A suicide of two or more stones is legal; a single stone is not.
    MultiStone,
    /// Every suicide is legal, single stones included.
    Any,
}

/// A plain square grid of cells, for code where clarity beats speed.
#[derive(Clone, PartialEq, Eq, Debug, Hash)]
pub struct Grid {
    size: usize,
    cells: Vec<Option<Color>>,
}

impl Grid {
    /// An empty grid of `size` × `size`.
    pub fn new(size: usize) -> Grid {
        Grid {
            size,
            cells: vec![None; size * size],
        }
    }

    pub fn size(&self) -> usize {
        self.size
    }

    #[inline]
    fn index(&self, v: Vertex) -> usize {
        debug_assert!(v.is_on_board(self.size));
        v.row as usize * self.size + v.col as usize
    }

    pub fn get(&self, v: Vertex) -> Option<Color> {
        self.cells[self.index(v)]
    }

    pub fn set(&mut self, v: Vertex, cell: Option<Color>) {
        let i = self.index(v);
        self.cells[i] = cell;
    }

    /// Every vertex, bottom row first, left to right.
    pub fn vertices(&self) -> impl Iterator<Item = Vertex> + use<> {
        Vertex::all(self.size)
    }

    /// Parses rows printed top to bottom with `X`/`x` black, `O`/`o` white
    /// and `.` empty, separated by whitespace or not; lower-case letters
    /// are returned separately as the marked (dead) stones. Used by tests
    /// and fixtures.
    pub fn from_diagram(rows: &[&str]) -> (Grid, Vec<Vertex>) {
        let size = rows.len();
        let mut grid = Grid::new(size);
        let mut marked = Vec::new();
        for (i, line) in rows.iter().enumerate() {
            let row = size - 1 - i;
            let cells: Vec<char> = line.chars().filter(|c| "XxOo.".contains(*c)).collect();
            assert_eq!(cells.len(), size, "row {line:?} has the wrong width");
            for (col, c) in cells.into_iter().enumerate() {
                let v = Vertex::new(col, row);
                let cell = match c {
                    'X' | 'x' => Some(Color::Black),
                    'O' | 'o' => Some(Color::White),
                    _ => None,
                };
                if c == 'x' || c == 'o' {
                    marked.push(v);
                }
                grid.set(v, cell);
            }
        }
        (grid, marked)
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn gtp_vertices_round_trip() {
        for size in [9, 19, 25] {
            for col in 0..size {
                for row in 0..size {
                    let v = Vertex::new(col, row);
                    assert_eq!(Vertex::parse_gtp(&v.to_gtp(), size), Some(v));
                    assert_eq!(Vertex::parse_gtp(&v.to_gtp().to_lowercase(), size), Some(v));
                }
            }
        }
    }

    #[test]
    fn gtp_vertices_reject_bad_input() {
        for bad in ["I5", "T20", "A0", "A", "", "A01", "Z26", "4D", "D4x"] {
            assert_eq!(Vertex::parse_gtp(bad, 19), None, "{bad}");
        }
        assert_eq!(Vertex::parse_gtp("J9", 9), Some(Vertex::new(8, 8)));
        assert_eq!(Vertex::parse_gtp("Z25", 25), Some(Vertex::new(24, 24)));
        assert_eq!(Move::parse_gtp("PaSs", 9), Some(Move::Pass));
    }

    #[test]
    fn diagram_marks_dead_stones() {
        let (grid, dead) = Grid::from_diagram(&["X.o", "...", "O.x"]);
        assert_eq!(grid.size(), 3);
        assert_eq!(grid.get(Vertex::new(0, 2)), Some(Color::Black));
        assert_eq!(dead, vec![Vertex::new(2, 2), Vertex::new(2, 0)]);
    }
}
