//! The fast position: stones, chains, real liberties and the Zobrist hash.
//!
//! Point indices use a padded layout: with `stride = size + 1`, the vertex
//! (col, row) sits at `(row + 1) * stride + col + 1`. Index 0 of every row
//! is an off-board sentinel shared by the left and right edges, and a
//! sentinel row lies below and above the board, so the four neighbours
//! (`p ± 1`, `p ± stride`) and four diagonals of every on-board point are
//! valid indices without bounds checks.
//!
//! Each chain keeps its liberties as a bitboard at its root stone, so
//! liberty counts are exact (heavy playouts and tactics need them) and
//! merging two chains is a word-wise OR.

use super::bits::{Bits, PointMap};
use super::types::{Color, Grid, Move, Suicide, Vertex};
use super::zobrist;

mod lookahead;

/// A point index in the padded layout.
pub type Point = usize;

/// What occupies a point. Black and White share their discriminants with
/// `Color::index()` so cells index per-colour arrays directly.
#[derive(Clone, Copy, PartialEq, Eq, Debug)]
#[repr(u8)]
pub enum Cell {
    Black = 0,
    White = 1,
    Empty = 2,
    Off = 3,
}

impl Cell {
    #[inline]
    pub fn of(color: Color) -> Cell {
        match color {
            Color::Black => Cell::Black,
            Color::White => Cell::White,
        }
    }

    #[inline]
    pub fn color(self) -> Option<Color> {
        match self {
            Cell::Black => Some(Color::Black),
            Cell::White => Some(Color::White),
            _ => None,
        }
    }
}

/// Why a move was refused.
#[derive(Clone, Copy, PartialEq, Eq, Debug)]
pub enum Illegal {
    Occupied,
    Ko,
    Suicide,
}

/// Packed neighbour counts: four bits each for black, white and empty
/// neighbours of a point (the rest of its four are off the board), so the
/// playout filters answer "any empty neighbour?" and "all neighbours mine?"
/// from one load instead of four.
const NBR_SHIFT: [u32; 3] = [0, 4, 8];
const NBR_EMPTY: u16 = 1 << 8;
const NBR_MASK: u16 = 0xf;

/// The board size classes: how many 64-bit words the padded layout of a
/// size needs. `(size + 2) * (size + 1) + 1` indices must fit.
pub const fn words_for(size: usize) -> usize {
    match size {
        0..=9 => 2,
        10..=13 => 4,
        14..=19 => 7,
        _ => 11,
    }
}

/// A Go position for boards whose padded layout fits in `W` words.
#[derive(Clone)]
pub struct Board<const W: usize> {
    size: usize,
    stride: usize,
    cells: PointMap<Cell, W>,
    stones: [Bits<W>; 2],
    on_board: Bits<W>,
    /// Root stone of each stone's chain.
    root: PointMap<u16, W>,
    /// Circular list of the stones of each chain.
    next: PointMap<u16, W>,
    /// Liberties of each chain, stored at its root.
    libs: PointMap<Bits<W>, W>,
    /// The size of `libs`, kept beside it (only when [`Self::COUNT_LIBS`])
    /// so atari and suicide tests are one load instead of a scan over `W`
    /// words.
    lib_count: PointMap<u16, W>,
    /// Stone count of each chain, stored at its root.
    chain_len: PointMap<u16, W>,
    /// Neighbour counts per point, see [`NBR_SHIFT`].
    nbrs: PointMap<u16, W>,
    /// The empty points, in no order, and each one's slot in that list.
    empties: PointMap<u16, W>,
    empty_slot: PointMap<u16, W>,
    empty_count: usize,
    hash: u64,
    /// The point the side `ko_color` may not retake at once (0 = none).
    ko_point: Point,
    ko_color: Color,
    /// Stones captured by each colour (indexed by the capturer).
    captures: [u32; 2],
}

/// What a played move did, for callers that keep history.
#[derive(Clone, Copy, PartialEq, Eq, Debug, Default)]
pub struct Played {
    /// Opponent stones removed.
    pub captured: u32,
    /// Own stones removed by a legal suicide.
    pub suicided: u32,
}

/// A finished board counted point by point ([`Board::count_points`]);
/// arrays are indexed by [`Color::index`].
#[derive(Clone, Copy, PartialEq, Eq, Debug, Default)]
pub struct PointCount {
    /// Stones of each colour.
    pub stones: [u32; 2],
    /// Empty points touching only that colour.
    pub territory: [u32; 2],
    /// Empty points touching both colours, or none.
    pub dame: u32,
}

impl<const W: usize> Board<W> {
    /// Whether liberty counts are kept. On two words a scan of the
    /// bitboard is cheaper than the bookkeeping (callgrind: 425 against
    /// 472 instructions per light-playout move on 9×9); from four words up
    /// the counts win (647 against 611 on 19×19).
    const COUNT_LIBS: bool = W > 2;

    /// An empty board of `size` × `size`.
    ///
    /// Panics if `size` does not fit this word class; callers pick `W`
    /// with [`words_for`].
    pub fn new(size: usize) -> Self {
        let stride = size + 1;
        assert!(
            (2..=25).contains(&size) && (size + 2) * stride < Bits::<W>::CAPACITY,
            "board size {size} does not fit {W} words"
        );
        let mut board = Board {
            size,
            stride,
            cells: PointMap::filled(Cell::Off),
            stones: [Bits::empty(); 2],
            on_board: Bits::empty(),
            root: PointMap::filled(0),
            next: PointMap::filled(0),
            libs: PointMap::filled(Bits::empty()),
            lib_count: PointMap::filled(0),
            chain_len: PointMap::filled(0),
            nbrs: PointMap::filled(0),
            empties: PointMap::filled(0),
            empty_slot: PointMap::filled(0),
            empty_count: 0,
            hash: 0,
            ko_point: 0,
            ko_color: Color::Black,
            captures: [0; 2],
        };
        for row in 0..size {
            for col in 0..size {
                let p = board.point_at(col, row);
                board.cells[p] = Cell::Empty;
                board.on_board.set(p);
                board.push_empty(p);
            }
        }
        for p in board.on_board.iter() {
            for n in board.neighbors(p) {
                if board.cells[n] == Cell::Empty {
                    board.nbrs[p] += NBR_EMPTY;
                }
            }
        }
        board
    }

    #[inline]
    pub fn size(&self) -> usize {
        self.size
    }

    #[inline]
    pub fn stride(&self) -> usize {
        self.stride
    }

    #[inline]
    fn point_at(&self, col: usize, row: usize) -> Point {
        (row + 1) * self.stride + col + 1
    }

    /// The point index of a vertex.
    #[inline]
    pub fn point(&self, v: Vertex) -> Point {
        debug_assert!(v.is_on_board(self.size));
        self.point_at(v.col as usize, v.row as usize)
    }

    /// The vertex of an on-board point index.
    #[inline]
    pub fn vertex(&self, p: Point) -> Vertex {
        debug_assert!(self.cells[p] != Cell::Off);
        Vertex::new(p % self.stride - 1, p / self.stride - 1)
    }

    #[inline]
    pub fn cell(&self, p: Point) -> Cell {
        self.cells[p]
    }

    /// The colour at a vertex, or `None` when empty.
    pub fn color_at(&self, v: Vertex) -> Option<Color> {
        self.cells[self.point(v)].color()
    }

    /// The four orthogonal neighbour indices (some may be off-board).
    #[inline]
    pub fn neighbors(&self, p: Point) -> [Point; 4] {
        [p - self.stride, p - 1, p + 1, p + self.stride]
    }

    /// The four diagonal neighbour indices (some may be off-board).
    #[inline]
    pub fn diagonals(&self, p: Point) -> [Point; 4] {
        [
            p - self.stride - 1,
            p - self.stride + 1,
            p + self.stride - 1,
            p + self.stride + 1,
        ]
    }

    /// The eight points of the 3×3 square around `p`, row by row (some
    /// may be off-board); the order 3×3 pattern codes are built in.
    #[inline]
    pub fn ring(&self, p: Point) -> [Point; 8] {
        let s = self.stride;
        [
            p - s - 1,
            p - s,
            p - s + 1,
            p - 1,
            p + 1,
            p + s - 1,
            p + s,
            p + s + 1,
        ]
    }

    /// Every on-board point.
    pub fn on_board(&self) -> &Bits<W> {
        &self.on_board
    }

    /// The stones of one colour.
    #[inline]
    pub fn stones(&self, color: Color) -> &Bits<W> {
        &self.stones[color.index()]
    }

    /// Zobrist hash of the stones (not of the side to move or ko).
    #[inline]
    pub fn hash(&self) -> u64 {
        self.hash
    }

    /// The hash recomputed from scratch, for checking the incremental one.
    pub fn hash_from_scratch(&self) -> u64 {
        let mut h = 0;
        for c in Color::BOTH {
            for p in self.stones[c.index()].iter() {
                h ^= zobrist::STONE[c.index()][p];
            }
        }
        h
    }

    /// Stones captured so far by `color`.
    pub fn captures(&self, color: Color) -> u32 {
        self.captures[color.index()]
    }

    /// The simple-ko point `color` may not play at now, if any.
    pub fn ko_point_for(&self, color: Color) -> Option<Point> {
        (self.ko_point != 0 && self.ko_color == color).then_some(self.ko_point)
    }

    #[inline]
    pub fn empty_points(&self) -> impl Iterator<Item = Point> + '_ {
        (0..self.empty_count).map(|i| self.empties[i] as Point)
    }

    #[inline]
    pub fn empty_count(&self) -> usize {
        self.empty_count
    }

    /// The `i`-th entry of the unordered empty-point list.
    #[inline]
    pub fn empty_at(&self, i: usize) -> Point {
        self.empties[i] as Point
    }

    /// Root stone of the chain through stone `p`.
    #[inline]
    pub fn chain_root(&self, p: Point) -> Point {
        self.root[p] as Point
    }

    /// The liberties of the chain through stone `p`.
    #[inline]
    pub fn chain_libs(&self, p: Point) -> &Bits<W> {
        &self.libs[self.root[p] as Point]
    }

    /// The liberty count of the chain through stone `p`.
    #[inline]
    pub fn lib_count(&self, p: Point) -> u32 {
        let r = self.root[p] as Point;
        if Self::COUNT_LIBS {
            self.lib_count[r] as u32
        } else {
            self.libs[r].count()
        }
    }

    /// Whether the chain through stone `p` has exactly one liberty.
    #[inline]
    pub fn in_atari(&self, p: Point) -> bool {
        self.root_libs_are(self.root[p] as Point, 1)
    }

    /// Whether the chain through stone `p` has at least two liberties.
    #[inline]
    pub fn has_two_libs(&self, p: Point) -> bool {
        let r = self.root[p] as Point;
        if Self::COUNT_LIBS {
            self.lib_count[r] >= 2
        } else {
            self.libs[r].has_two()
        }
    }

    /// Whether the chain rooted at `r` has exactly `n` (0 or 1) liberties.
    #[inline]
    fn root_libs_are(&self, r: Point, n: u16) -> bool {
        if Self::COUNT_LIBS {
            self.lib_count[r] == n
        } else if n == 0 {
            self.libs[r].is_empty()
        } else {
            self.libs[r].is_single()
        }
    }

    /// Takes `p` from the liberties of the chain rooted at `r`, if there.
    #[inline]
    fn take_liberty(&mut self, r: Point, p: Point) {
        if !Self::COUNT_LIBS {
            self.libs[r].clear(p);
        } else if self.libs[r].contains(p) {
            self.libs[r].clear(p);
            self.lib_count[r] -= 1;
        }
    }

    /// Gives `p` to the liberties of the chain rooted at `r`, if new.
    #[inline]
    fn give_liberty(&mut self, r: Point, p: Point) {
        if !Self::COUNT_LIBS {
            self.libs[r].set(p);
        } else if !self.libs[r].contains(p) {
            self.libs[r].set(p);
            self.lib_count[r] += 1;
        }
    }

    /// The stone count of the chain through stone `p`.
    #[inline]
    pub fn chain_len(&self, p: Point) -> usize {
        self.chain_len[self.root[p] as Point] as usize
    }

    /// The stones of the chain through stone `p`.
    pub fn chain_stones(&self, p: Point) -> ChainIter<'_, W> {
        ChainIter {
            board: self,
            start: p,
            current: Some(p),
        }
    }

    /// How many of the four neighbours of `p` are empty.
    #[inline]
    pub fn empty_neighbors(&self, p: Point) -> u32 {
        (self.nbrs[p] >> NBR_SHIFT[2] & NBR_MASK) as u32
    }

    /// How many of the four neighbours of `p` hold `color`.
    #[inline]
    pub fn color_neighbors(&self, p: Point, color: Color) -> u32 {
        (self.nbrs[p] >> NBR_SHIFT[color.index()] & NBR_MASK) as u32
    }

    /// Moves the neighbour counts around `p` from one occupant to another.
    #[inline]
    fn shift_neighbor_counts(&mut self, p: Point, from: Cell, to: Cell) {
        let delta = (1u16 << NBR_SHIFT[to as usize]).wrapping_sub(1 << NBR_SHIFT[from as usize]);
        for n in self.neighbors(p) {
            // Off-board sentinels get counts too; they are never read.
            self.nbrs[n] = self.nbrs[n].wrapping_add(delta);
        }
    }

    #[inline]
    fn push_empty(&mut self, p: Point) {
        self.empties[self.empty_count] = p as u16;
        self.empty_slot[p] = self.empty_count as u16;
        self.empty_count += 1;
    }

    #[inline]
    fn remove_empty(&mut self, p: Point) {
        let slot = self.empty_slot[p] as usize;
        self.empty_count -= 1;
        let last = self.empties[self.empty_count];
        self.empties[slot] = last;
        self.empty_slot[last as Point] = slot as u16;
    }

    /// Whether `color` may play at `p` under the given suicide rule,
    /// considering occupancy, simple ko and suicide (not superko).
    #[inline]
    pub fn check(&self, p: Point, color: Color, suicide: Suicide) -> Result<(), Illegal> {
        if self.cells[p] != Cell::Empty {
            return Err(Illegal::Occupied);
        }
        if p == self.ko_point && color == self.ko_color {
            return Err(Illegal::Ko);
        }
        if self.is_suicide(p, color) {
            let legal = match suicide {
                Suicide::Forbidden => false,
                Suicide::MultiStone => self
                    .neighbors(p)
                    .iter()
                    .any(|&n| self.cells[n] == Cell::of(color)),
                Suicide::Any => true,
            };
            if !legal {
                return Err(Illegal::Suicide);
            }
        }
        Ok(())
    }

    /// Whether a stone of `color` on the empty point `p` would be left
    /// without liberties after its captures.
    #[inline]
    pub fn is_suicide(&self, p: Point, color: Color) -> bool {
        if self.empty_neighbors(p) != 0 {
            return false;
        }
        let own = Cell::of(color);
        for n in self.neighbors(p) {
            match self.cells[n] {
                Cell::Empty | Cell::Off => {}
                c if c == own => {
                    if self.has_two_libs(n) {
                        return false;
                    }
                }
                _ => {
                    if self.in_atari(n) {
                        return false;
                    }
                }
            }
        }
        true
    }

    /// Plays a move after checking it with [`Board::check`].
    pub fn play(&mut self, p: Point, color: Color, suicide: Suicide) -> Result<Played, Illegal> {
        self.check(p, color, suicide)?;
        Ok(self.play_unchecked(p, color))
    }

    /// Plays `color` at `p` (a GTP-level move: vertex or pass).
    pub fn play_move(
        &mut self,
        mv: Move,
        color: Color,
        suicide: Suicide,
    ) -> Result<Played, Illegal> {
        match mv {
            Move::Pass => {
                self.pass();
                Ok(Played::default())
            }
            Move::Play(v) => self.play(self.point(v), color, suicide),
        }
    }

    /// A pass: clears the ko point.
    #[inline]
    pub fn pass(&mut self) {
        self.ko_point = 0;
    }

    /// Places a stone of `color` on the empty point `p` and resolves
    /// captures and (if the caller allowed it) suicide. The move must have
    /// passed [`Board::check`]; playouts call this directly.
    pub fn play_unchecked(&mut self, p: Point, color: Color) -> Played {
        let own = Cell::of(color);
        let them = color.opponent();
        let mut played = Played::default();
        let mut captured_at = 0;

        self.place_stone(p, color);
        for n in self.neighbors(p) {
            let cell = self.cells[n];
            if cell == own {
                let r = self.root[n] as Point;
                self.take_liberty(r, p);
                let mine = self.root[p] as Point;
                if r != mine {
                    self.merge(mine, r);
                }
            } else if cell as u8 == them as u8 {
                let r = self.root[n] as Point;
                self.take_liberty(r, p);
                if self.root_libs_are(r, 0) {
                    captured_at = n;
                    played.captured += self.remove_chain(n, them);
                }
            }
        }
        self.captures[color.index()] += played.captured;

        let mine = self.root[p] as Point;
        if self.root_libs_are(mine, 0) {
            played.suicided = self.remove_chain(p, color);
            self.captures[them.index()] += played.suicided;
        } else if played.captured == 1 && self.chain_len[mine] == 1 && self.root_libs_are(mine, 1) {
            // A lone stone that took a lone stone and now has that point as
            // its only liberty: the opponent may not retake at once.
            self.ko_point = captured_at;
            self.ko_color = them;
        }
        played
    }

    /// Puts a lone stone of `color` on the empty point `p` with its own
    /// liberties, before it joins or captures anything; clears the ko.
    #[inline(always)]
    fn place_stone(&mut self, p: Point, color: Color) {
        debug_assert_eq!(self.cells[p], Cell::Empty);
        let own = Cell::of(color);
        self.ko_point = 0;
        self.cells[p] = own;
        self.shift_neighbor_counts(p, Cell::Empty, own);
        self.stones[color.index()].set(p);
        self.remove_empty(p);
        self.hash ^= zobrist::STONE[color.index()][p];
        self.root[p] = p as u16;
        self.next[p] = p as u16;
        self.chain_len[p] = 1;
        let mut libs = Bits::empty();
        let mut count = 0;
        for n in self.neighbors(p) {
            if self.cells[n] == Cell::Empty {
                libs.set(n);
                count += 1;
            }
        }
        self.libs[p] = libs;
        if Self::COUNT_LIBS {
            self.lib_count[p] = count;
        }
    }

    /// Whether `color` playing on the empty point `p` would leave chains of
    /// both colours without liberties: its own (the new stone's chain) and
    /// at least one of the opponent's. Only then does the capture-choice
    /// rule let the mover pick which side is removed.
    pub fn has_capture_choice(&self, p: Point, color: Color) -> bool {
        if self.cells[p] != Cell::Empty || self.empty_neighbors(p) != 0 {
            return false;
        }
        let own = Cell::of(color);
        let mut opponent_in_atari = false;
        for n in self.neighbors(p) {
            match self.cells[n] {
                c if c == own => {
                    if self.has_two_libs(n) {
                        return false;
                    }
                }
                Cell::Empty | Cell::Off => {}
                _ => opponent_in_atari |= self.in_atari(n),
            }
        }
        opponent_in_atari
    }

    /// Plays `color` at `p` taking the capture choice against itself: the
    /// new stone's chain, left without liberties, is removed (the
    /// opponent's prisoners) and the opponent's chains that had lost their
    /// last liberty get liberties back from the removed stones. The move
    /// must have passed [`Board::has_capture_choice`].
    pub fn play_capture_own(&mut self, p: Point, color: Color) -> Played {
        debug_assert!(self.has_capture_choice(p, color));
        let own = Cell::of(color);
        self.place_stone(p, color);
        for n in self.neighbors(p) {
            let cell = self.cells[n];
            if cell == Cell::Empty || cell == Cell::Off {
                continue;
            }
            let r = self.root[n] as Point;
            self.take_liberty(r, p);
            let mine = self.root[p] as Point;
            if cell == own && r != mine {
                self.merge(mine, r);
            }
        }
        let suicided = self.remove_chain(p, color);
        self.captures[color.opponent().index()] += suicided;
        Played {
            captured: 0,
            suicided,
        }
    }

    /// Joins the chain rooted at `b` into the one rooted at `a` (or the
    /// other way round, whichever relabels fewer stones).
    fn merge(&mut self, a: Point, b: Point) {
        let (big, small) = if self.chain_len[a] >= self.chain_len[b] {
            (a, b)
        } else {
            (b, a)
        };
        let mut s = small;
        loop {
            self.root[s] = big as u16;
            s = self.next[s] as Point;
            if s == small {
                break;
            }
        }
        let tmp = self.next[big];
        self.next[big] = self.next[small];
        self.next[small] = tmp;
        let small_libs = self.libs[small];
        self.libs[big] |= small_libs;
        if Self::COUNT_LIBS {
            self.lib_count[big] = self.libs[big].count() as u16;
        }
        self.chain_len[big] += self.chain_len[small];
    }

    /// Removes the chain through `p` (of `color`) and gives its points as
    /// liberties to the neighbouring chains. Returns the stone count.
    fn remove_chain(&mut self, p: Point, color: Color) -> u32 {
        let mut count = 0;
        let mut s = p;
        loop {
            let next = self.next[s] as Point;
            self.cells[s] = Cell::Empty;
            self.shift_neighbor_counts(s, Cell::of(color), Cell::Empty);
            self.stones[color.index()].clear(s);
            self.hash ^= zobrist::STONE[color.index()][s];
            self.push_empty(s);
            count += 1;
            s = next;
            if s == p {
                break;
            }
        }
        // A second pass, once every stone is gone, so that liberties given
        // to the other colour's chains are never the removed stones' own.
        let mut s = p;
        loop {
            for n in self.neighbors(s) {
                if self.cells[n] as u8 <= 1 {
                    let r = self.root[n] as Point;
                    self.give_liberty(r, s);
                }
            }
            s = self.next[s] as Point;
            if s == p {
                break;
            }
        }
        count
    }

    /// Places a stone without any capture logic or legality check, for
    /// setting up positions (SGF `AB`/`AW`, `gogui-setup`). Chains merge;
    /// neighbours without liberties are captured as in a move.
    pub fn setup_stone(&mut self, p: Point, color: Color) -> Played {
        let ko = (self.ko_point, self.ko_color);
        let captures = self.captures;
        let played = self.play_unchecked(p, color);
        self.ko_point = ko.0;
        self.ko_color = ko.1;
        self.captures = captures;
        played
    }

    /// A copy of the stones as a plain grid.
    pub fn to_grid(&self) -> Grid {
        let mut grid = Grid::new(self.size);
        for v in grid.vertices() {
            grid.set(v, self.color_at(v));
        }
        grid
    }

    /// Area score from Black's view for a finished playout: stones plus
    /// empty points whose neighbours are all one colour (eyes). Counts
    /// larger empty regions by their first neighbour only, which is exact
    /// once no legal non-eye move remains.
    pub fn playout_area_score(&self) -> i32 {
        let mut score = self.stones[0].count() as i32 - self.stones[1].count() as i32;
        for p in self.empty_points() {
            // Bit 0 Black, bit 1 White: +1, −1, or 0 for both or neither.
            let touching = self.touching(p);
            score += (touching & 1) as i32 - (touching >> 1) as i32;
        }
        score
    }

    /// Who owns `p` on a finished board by area: the colour of its
    /// stone, or the only colour next to the empty point; `None` for an
    /// empty point next to both colours or neither.
    #[inline]
    pub fn area_owner(&self, p: Point) -> Option<Color> {
        match self.cells[p] {
            Cell::Empty => match self.touching(p) {
                1 => Some(Color::Black),
                2 => Some(Color::White),
                _ => None,
            },
            cell => cell.color(),
        }
    }

    /// The colours around the empty point `p`: bit 0 Black, bit 1 White.
    #[inline]
    fn touching(&self, p: Point) -> u8 {
        let nbrs = self.nbrs[p];
        let black = nbrs >> NBR_SHIFT[0] & NBR_MASK != 0;
        let white = nbrs >> NBR_SHIFT[1] & NBR_MASK != 0;
        black as u8 | (white as u8) << 1
    }

    /// Stones and empty points of each colour, counted point by point, on
    /// a board where that equals counting by regions: every two adjacent
    /// empty points touch the same colours, so each empty region touches
    /// exactly what each of its points touches. That holds on a finished
    /// playout's board (eyes, and dame where seki left them); `None`
    /// otherwise, for the caller to count by regions.
    pub fn count_points(&self) -> Option<PointCount> {
        let mut count = PointCount {
            stones: [self.stones[0].count(), self.stones[1].count()],
            ..PointCount::default()
        };
        for p in self.empty_points() {
            let touching = self.touching(p);
            for n in self.neighbors(p) {
                if self.cells[n] == Cell::Empty && self.touching(n) != touching {
                    return None;
                }
            }
            match touching {
                1 => count.territory[0] += 1,
                2 => count.territory[1] += 1,
                _ => count.dame += 1,
            }
        }
        Some(count)
    }

    /// Checks every invariant against a recomputation (tests only).
    pub fn assert_consistent(&self) {
        let mut empties = 0;
        for p in self.on_board.iter() {
            match self.cells[p] {
                Cell::Empty => {
                    empties += 1;
                    assert_eq!(self.empties[self.empty_slot[p] as usize] as Point, p);
                }
                Cell::Off => panic!("on-board point {p} marked off"),
                c => {
                    let color = c.color().unwrap();
                    assert!(self.stones[color.index()].contains(p));
                    // Recompute the chain by flood fill and its liberties.
                    let mut chain = Bits::<W>::empty();
                    let mut libs = Bits::<W>::empty();
                    let mut stack = vec![p];
                    chain.set(p);
                    while let Some(s) = stack.pop() {
                        for n in self.neighbors(s) {
                            if self.cells[n] == c && !chain.contains(n) {
                                chain.set(n);
                                stack.push(n);
                            } else if self.cells[n] == Cell::Empty {
                                libs.set(n);
                            }
                        }
                    }
                    let listed: Vec<Point> = self.chain_stones(p).collect();
                    assert_eq!(listed.len(), chain.count() as usize, "chain ring of {p}");
                    assert!(listed.iter().all(|&s| chain.contains(s)));
                    assert!(listed.iter().all(|&s| self.root[s] == self.root[p]));
                    assert_eq!(self.chain_len(p), listed.len());
                    assert_eq!(*self.chain_libs(p), libs, "liberties of chain at {p}");
                    assert_eq!(self.lib_count(p), libs.count(), "liberty count at {p}");
                    assert!(!libs.is_empty(), "chain at {p} without liberties");
                }
            }
        }
        for p in self.on_board.iter() {
            let mut expect = 0u16;
            for n in self.neighbors(p) {
                if self.cells[n] != Cell::Off {
                    expect += 1 << NBR_SHIFT[self.cells[n] as usize];
                }
            }
            assert_eq!(self.nbrs[p], expect, "neighbour counts at {p}");
        }
        assert_eq!(empties, self.empty_count);
        assert_eq!(self.hash, self.hash_from_scratch());
    }
}

/// Iterator over the stones of one chain.
pub struct ChainIter<'a, const W: usize> {
    board: &'a Board<W>,
    start: Point,
    current: Option<Point>,
}

impl<const W: usize> Iterator for ChainIter<'_, W> {
    type Item = Point;
    #[inline]
    fn next(&mut self) -> Option<Point> {
        let p = self.current?;
        let n = self.board.next[p] as Point;
        self.current = (n != self.start).then_some(n);
        Some(p)
    }
}
