//! The playout policy's two-liberty tactics, after Pachi's moggy: when
//! the last move leaves a chain with two liberties (its own, or one of
//! ours whose liberty it took), the side to move ataris an opponent chain
//! that cannot simply connect out, or lengthens its own chain, or
//! counter-ataris a chain around it; and when the last move leaves one of
//! ours with three or four liberties, it ataris the two-liberty chains
//! around that one ([`nlib_reply`]). Without this the playouts answered
//! only chains already in atari, and so misread most capturing races.

use crate::board::{Board, Cell, Color, Point};
use crate::search::rng::FastRng;

/// Candidate moves without duplicates; more than fit are dropped.
struct Queue {
    moves: [Point; 16],
    len: usize,
}

impl Queue {
    fn new() -> Queue {
        Queue {
            moves: [0; 16],
            len: 0,
        }
    }

    fn add(&mut self, p: Point) {
        if self.len < self.moves.len() && !self.moves[..self.len].contains(&p) {
            self.moves[self.len] = p;
            self.len += 1;
        }
    }

    /// A candidate at random, if there is any.
    fn pick(&self, rng: &mut FastRng) -> Option<Point> {
        (self.len > 0).then(|| self.moves[rng.below(self.len)])
    }

    fn remove(&mut self, p: Point) {
        if let Some(i) = self.moves[..self.len].iter().position(|&m| m == p) {
            self.moves.copy_within(i + 1..self.len, i);
            self.len -= 1;
        }
    }
}

/// A move for `color` from the two-liberty checks around `last`, the
/// opponent's last move, or `None` when they find nothing.
pub fn two_lib_reply<const W: usize>(
    board: &Board<W>,
    color: Color,
    last: Point,
    rng: &mut FastRng,
) -> Option<Point> {
    two_lib_queue(board, color, last).pick(rng)
}

/// Every move [`two_lib_reply`] chooses from, in no order (at most 16).
pub fn two_lib_moves<const W: usize>(board: &Board<W>, color: Color, last: Point) -> Vec<Point> {
    let queue = two_lib_queue(board, color, last);
    queue.moves[..queue.len].to_vec()
}

fn two_lib_queue<const W: usize>(board: &Board<W>, color: Color, last: Point) -> Queue {
    let mut queue = Queue::new();
    let last_root = match board.cell(last).color() {
        Some(_) => {
            if board.lib_count(last) == 2 {
                check_chain(board, last, color, &mut queue);
            }
            board.chain_root(last)
        }
        None => 0,
    };
    let two_libs = |n: Point| board.cell(n).color().is_some() && board.lib_count(n) == 2;
    for n in each_chain_once(board, board.neighbors(last), last_root, two_libs) {
        check_chain(board, n, color, &mut queue);
    }
    queue
}

/// The points of `points` that `wanted` accepts, one for each chain they
/// belong to (the first met), leaving out the chain whose root is
/// `skip` (0 for none).
fn each_chain_once<const W: usize, const N: usize>(
    board: &Board<W>,
    points: [Point; N],
    skip: Point,
    wanted: impl Fn(Point) -> bool,
) -> impl Iterator<Item = Point> {
    let mut seen = [skip; N];
    points.into_iter().enumerate().filter_map(move |(i, p)| {
        if !wanted(p) {
            return None;
        }
        let root = board.chain_root(p);
        if seen.contains(&root) {
            return None;
        }
        seen[i] = root;
        Some(p)
    })
}

/// Pachi's `local_nlib_check`: when the last move touches (among the
/// eight points around it) an own chain left with three or four
/// liberties, the ataris on the opponent's two-liberty chains next to
/// that chain. In a capturing race the side that waits for its own
/// chain to reach two liberties is often a move short (the opponent's
/// approach liberties), so the counter-attack starts now.
pub fn nlib_reply<const W: usize>(
    board: &Board<W>,
    color: Color,
    last: Point,
    rng: &mut FastRng,
) -> Option<Point> {
    let own = Cell::of(color);
    let few_libs = |p: Point| board.cell(p) == own && (3..=4).contains(&board.lib_count(p));
    let mut queue = Queue::new();
    for p in each_chain_once(board, board.ring(last), 0, few_libs) {
        attack_around(board, p, color, false, &mut queue);
    }
    queue.pick(rng)
}

/// Pachi's `group_2lib_check`: for the two-liberty chain at `chain`,
/// the moves of `to_play` that atari it or (its owner's) lengthen it,
/// and for its owner also the captures and ataris of the chains around
/// it. A chain whose liberties are miai needs nothing.
fn check_chain<const W: usize>(board: &Board<W>, chain: Point, to_play: Color, q: &mut Queue) {
    let Some(owner) = board.cell(chain).color() else {
        return;
    };
    if libs_are_miai(board, chain, owner) {
        return;
    }
    liberty_moves(board, chain, owner, to_play, q);
    if to_play != owner {
        return;
    }
    attack_around(board, chain, to_play, true, q);
}

/// For `to_play`, owner of the chain at `chain`: the ataris on the
/// opponent's two-liberty chains next to it, and with `captures` also
/// the captures of those in atari.
fn attack_around<const W: usize>(
    board: &Board<W>,
    chain: Point,
    to_play: Color,
    captures: bool,
    q: &mut Queue,
) {
    let them = Cell::of(to_play.opponent());
    for s in board.chain_stones(chain) {
        for n in board.neighbors(s) {
            if board.cell(n) != them {
                continue;
            }
            match board.lib_count(n) {
                1 if captures => {
                    let lib = board.chain_libs(n).first().unwrap_or(0);
                    if board.is_playable_non_eye(lib, to_play) {
                        q.add(lib);
                    }
                }
                2 => liberty_moves(board, n, to_play.opponent(), to_play, q),
                _ => {}
            }
        }
    }
}

/// The liberties of `owner`'s two-liberty chain at `chain` that
/// `to_play` may sensibly fill: legal, no self-atari, and for the owner
/// not a hopeless extension that gains no liberty. A "lumpy" liberty
/// (three of its sides own stones or the edge) is taken only when the
/// other one is no better.
fn liberty_moves<const W: usize>(
    board: &Board<W>,
    chain: Point,
    owner: Color,
    to_play: Color,
    q: &mut Queue,
) {
    let mut libs = board.chain_libs(chain).iter();
    let (Some(a), Some(b)) = (libs.next(), libs.next()) else {
        return;
    };
    let mut chosen = [(0, false); 2];
    for (i, (lib, other)) in [(a, b), (b, a)].into_iter().enumerate() {
        if !board.is_playable_non_eye(lib, to_play)
            || board.self_atari_size(lib, to_play).is_some()
            || (to_play == owner
                && board.size() < 15
                && hopeless_extension(board, lib, other, owner))
        {
            continue;
        }
        let off = board
            .neighbors(lib)
            .iter()
            .filter(|&&n| board.cell(n) == Cell::Off)
            .count() as u32;
        let lumpy = board.color_neighbors(lib, to_play) + off >= 3;
        chosen[i] = (lib, !lumpy);
    }
    let preferred = chosen.iter().any(|&(p, good)| p != 0 && good);
    for (p, good) in chosen {
        if p != 0 && (good || !preferred) {
            q.add(p);
        } else if p != 0 {
            q.remove(p);
        }
    }
}

/// Pachi's `defense_is_hopeless`: an extension from a single own stone
/// that would have one new liberty, or two of which one is the chain's
/// other liberty next to it, gains nothing. Pachi checks it on boards
/// below 15×15 only, and so does the caller.
fn hopeless_extension<const W: usize>(
    board: &Board<W>,
    lib: Point,
    other: Point,
    owner: Color,
) -> bool {
    if board.color_neighbors(lib, owner) != 1 {
        return false;
    }
    match board.empty_neighbors(lib) {
        1 => true,
        2 => board.neighbors(lib).contains(&other),
        _ => false,
    }
}

/// Pachi's `miai_2lib`: whether `owner` can answer an atari on either
/// liberty of the chain at `chain`, by connecting to another own chain
/// with two or more liberties on both, or by connecting on one and
/// running out on the other.
fn libs_are_miai<const W: usize>(board: &Board<W>, chain: Point, owner: Color) -> bool {
    let mut libs = board.chain_libs(chain).iter();
    let (Some(a), Some(b)) = (libs.next(), libs.next()) else {
        return false;
    };
    let root = board.chain_root(chain);
    let own = Cell::of(owner);
    let connects = |lib: Point| {
        board
            .neighbors(lib)
            .iter()
            .any(|&n| board.cell(n) == own && board.chain_root(n) != root && board.lib_count(n) > 1)
    };
    // A run-out: an empty neighbour other than the chain's other liberty.
    let runs = |lib: Point, other: Point| {
        board
            .neighbors(lib)
            .iter()
            .any(|&n| n != other && board.cell(n) == Cell::Empty)
    };
    let (ca, cb) = (connects(a), connects(b));
    // Connect on one, and on the other connect or run.
    (ca && (cb || runs(b, a))) || (cb && runs(a, b))
}

/// A test position: White's last move C6 has two liberties, C5 and D6,
/// next to Black's B6 and C7.
#[cfg(test)]
pub(crate) const TWO_LIBERTY_STONE: [&str; 9] = [
    ".........",
    ".........",
    "..X......",
    ".XO......",
    ".........",
    ".........",
    ".........",
    ".........",
    ".........",
];

#[cfg(test)]
mod tests {
    use super::*;
    use crate::board::{Grid, Vertex};
    use crate::game::board_from_grid;

    fn at<const W: usize>(board: &Board<W>, name: &str) -> Point {
        board.point(Vertex::parse_gtp(name, board.size()).unwrap())
    }

    /// Every reply over many tries, as GTP names, of [`nlib_reply`] when
    /// `nlib`, else of [`two_lib_reply`].
    fn replies<const W: usize>(
        board: &Board<W>,
        color: Color,
        last: &str,
        nlib: bool,
    ) -> Vec<String> {
        let mut rng = FastRng::seeded(3);
        let last = at(board, last);
        let mut out: Vec<String> = (0..200)
            .filter_map(|_| {
                if nlib {
                    nlib_reply(board, color, last, &mut rng)
                } else {
                    two_lib_reply(board, color, last, &mut rng)
                }
            })
            .map(|p| board.vertex(p).to_gtp())
            .collect();
        out.sort();
        out.dedup();
        out
    }

    fn check(diagram: &[&str], color: Color, last: &str, expected: &[&str]) {
        check_replies(diagram, color, last, false, expected);
    }

    fn check_replies(diagram: &[&str], color: Color, last: &str, nlib: bool, expected: &[&str]) {
        let (grid, _) = Grid::from_diagram(diagram);
        let any = board_from_grid(&grid);
        crate::with_board!(&any, b => assert_eq!(replies(b, color, last, nlib), expected));
    }

    #[test]
    fn a_two_liberty_stone_is_put_in_atari() {
        // Black ataris White's C6 from either side.
        check(&TWO_LIBERTY_STONE, Color::Black, "C6", &["C5", "D6"]);
    }

    #[test]
    fn a_chain_whose_liberties_are_miai_is_left_alone() {
        // White C6 would connect to E6 on D6 and runs out from C5: an
        // atari on either side is answered.
        check(
            &[
                ".........",
                ".........",
                "..X......",
                ".XO.O....",
                ".........",
                ".........",
                ".........",
                ".........",
                ".........",
            ],
            Color::Black,
            "C6",
            &[],
        );
    }

    #[test]
    fn the_owner_of_a_chain_reduced_to_two_liberties_extends() {
        // Black's last move D6 leaves White's C6 with C7 and C5; Black's
        // stones have three liberties each, so there is no counter-atari.
        check(
            &[
                ".........",
                ".........",
                ".........",
                ".XOX.....",
                ".........",
                ".........",
                ".........",
                ".........",
                ".........",
            ],
            Color::White,
            "D6",
            &["C5", "C7"],
        );
    }

    #[test]
    fn a_safe_chain_is_left_for_the_atari_of_the_last_move() {
        // Black's D6 took White C6's third liberty but is left with D7
        // and E6 itself; C6 connects to D5 on C5 or runs out on C7, so
        // White ataris D6 instead.
        check(
            &[
                ".........",
                ".........",
                ".........",
                ".XOX.....",
                "...O.....",
                ".........",
                ".........",
                ".........",
                ".........",
            ],
            Color::White,
            "D6",
            &["D7", "E6"],
        );
    }

    #[test]
    fn a_chain_left_with_three_liberties_ataris_the_two_liberty_attacker() {
        // White's E6 took a liberty of Black's C6 D6 D5 (left with C5,
        // D4, E5) and has two itself, E7 and E5: Black ataris it.
        let diagram = [
            ".........",
            ".........",
            "..OO.....",
            ".OXXOXX..",
            "...X.....",
            ".........",
            ".........",
            ".........",
            ".........",
        ];
        check_replies(&diagram, Color::Black, "E6", true, &["E5", "E7"]);
    }

    #[test]
    fn chains_with_five_liberties_are_left_alone() {
        // As above without White's C7 D7: Black's C6 D6 D5 have five
        // liberties, and so have F6 G6.
        let diagram = [
            ".........",
            ".........",
            ".........",
            ".OXXOXX..",
            "...X.....",
            ".........",
            ".........",
            ".........",
            ".........",
        ];
        check_replies(&diagram, Color::Black, "E6", true, &[]);
    }
}
