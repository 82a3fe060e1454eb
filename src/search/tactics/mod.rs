//! Local reading for the playout policy and the tree's priors: ladders
//! (can a chain in atari run away?), nakade (the vital point of a
//! small eye space) and the seki a move would break (a nakade seki
//! here, a false-eye seki in [`seki`]).
//!
//! Ladder reading plays on board copies, but only after a bitboard count
//! of the liberties an extension would reach leaves the answer in doubt,
//! so most questions cost no copy at all and a running ladder costs one
//! copy a step.

use crate::board::bits::Bits;
use crate::board::{Board, Cell, Color, Point};

mod seki;

pub use seki::breaks_false_eye_seki;

/// Who asks, which sets how many board copies a reading may make before
/// the chain is called free. A running ladder takes one or two copies a
/// step, and a copy costs about 4 KB on 9×9, 9 KB on 13×13 and 31 KB on
/// 19×19 (callgrind: 2-copy budgets in 19×19 playouts still spent 80 % of
/// the search in reading), so playouts on large boards read nothing and
/// rely on the bitboard counts alone.
#[derive(Clone, Copy, PartialEq, Eq, Debug)]
pub enum Reading {
    /// For a playout move: asked on most moves.
    Playout,
    /// For the priors of a tree node: asked once per node and point.
    Prior,
}

/// What a reading may still spend.
struct Budget {
    /// Board copies left; none left calls the chain free.
    copies: u32,
    /// Whether a capture of a neighbour in atari is read out (in the
    /// priors) or counted as an escape at once (in the playouts, where
    /// reading them cost 8 % of the 9×9 playout rate).
    read_captures: bool,
}

impl Budget {
    fn for_reading<const W: usize>(reading: Reading) -> Budget {
        Budget {
            copies: reading.copies::<W>(),
            read_captures: reading == Reading::Prior,
        }
    }

    /// Takes one board copy, if any is left.
    fn spend(&mut self) -> bool {
        let left = self.copies > 0;
        self.copies = self.copies.saturating_sub(1);
        left
    }
}

impl Reading {
    fn copies<const W: usize>(self) -> u32 {
        match (self, W) {
            (Reading::Playout, 0..=2) => 16,
            (Reading::Playout, 3..=4) => 6,
            (Reading::Playout, _) => 0,
            (Reading::Prior, 0..=2) => 64,
            (Reading::Prior, 3..=4) => 48,
            (Reading::Prior, _) => 32,
        }
    }
}

/// Whether the chain through `stone`, which has a single liberty, is lost
/// with its owner to move: running out gives it two liberties at most
/// and the opponent can keep it in atari until it is taken (a ladder, or
/// a plain capture). Reaching three liberties counts as getting away,
/// and so does capturing an adjacent chain of the opponent, which the
/// priors read further: a capture that leaves the chain in atari, or
/// with two liberties and a working ladder, saves nothing. Past the
/// reading budget the chain is called free, so a `true` is always read
/// out.
pub fn ladder_captures<const W: usize>(board: &Board<W>, stone: Point, reading: Reading) -> bool {
    let mut budget = Budget::for_reading::<W>(reading);
    run_fails(board, stone, &mut budget)
}

/// Whether the opponent of the chain through `stone` (two liberties) can
/// put it in atari at `at` so that it cannot run away: an atari that
/// works as a ladder. `at` must be one of the chain's liberties.
pub fn atari_captures<const W: usize>(
    board: &Board<W>,
    stone: Point,
    at: Point,
    reading: Reading,
) -> bool {
    let Some(defender) = board.cell(stone).color() else {
        return false;
    };
    let mut budget = Budget::for_reading::<W>(reading);
    chase_at(board, stone, defender, at, &mut budget)
}

fn run_fails<const W: usize>(board: &Board<W>, stone: Point, budget: &mut Budget) -> bool {
    let Some(defender) = board.cell(stone).color() else {
        return false;
    };
    // Each capture of a neighbour in atari is a way out, unless it
    // leaves the chain so short of liberties that the ladder goes on.
    if !budget.read_captures {
        if can_take_neighbour(board, stone, defender) {
            return false;
        }
    } else {
        for take in capture_points(board, stone, defender).iter() {
            if !take_fails(board, stone, defender, take, budget) {
                return false;
            }
        }
    }
    let Some(lib) = board.chain_libs(stone).first() else {
        return true;
    };
    if board.captures_at(lib, defender) {
        return false;
    }
    if !board.is_playable_non_eye(lib, defender) {
        return true;
    }
    let libs = board.liberties_after(lib, defender);
    match libs.count() {
        0 | 1 => true,
        2 => {
            if !budget.spend() {
                return false;
            }
            let mut after = board.clone();
            after.play_unchecked(lib, defender);
            libs.iter()
                .any(|at| chase_at(&after, stone, defender, at, budget))
        }
        _ => false,
    }
}

/// The attacker ataris the two-liberty chain through `stone` at `at`;
/// whether the chain then cannot run away.
fn chase_at<const W: usize>(
    board: &Board<W>,
    stone: Point,
    defender: Color,
    at: Point,
    budget: &mut Budget,
) -> bool {
    let attacker = defender.opponent();
    if board.cell(at) != Cell::Empty || !board.is_playable_non_eye(at, attacker) {
        return false;
    }
    // Where the chain would run: the other liberty. If running there
    // reaches three liberties, this atari fails without reading.
    let Some(run) = board.chain_libs(stone).iter().find(|&l| l != at) else {
        return false;
    };
    // An atari that is itself a self-atari is answered by a capture.
    if board.self_atari_size(at, attacker).is_some() {
        return false;
    }
    let mut reach = board.liberties_after(run, defender);
    reach.clear(at);
    if !board.captures_at(run, defender) {
        match reach.count() {
            // Unless it can capture its way out, which is read below.
            0 | 1 if !can_take_neighbour(board, stone, defender) => return true,
            0 | 1 if !budget.read_captures => return false,
            0..=2 => {}
            _ => return false,
        }
    }
    if !budget.spend() {
        return false;
    }
    let mut after = board.clone();
    after.play_unchecked(at, attacker);
    after.cell(stone) == Cell::of(defender)
        && after.in_atari(stone)
        && run_fails(&after, stone, budget)
}

/// The chain through `stone` (of `defender`, in atari) captures at
/// `take`; whether the attacker still takes it: left in atari, or with
/// two liberties and an atari that works as a ladder. Past the budget
/// the capture counts as an escape.
fn take_fails<const W: usize>(
    board: &Board<W>,
    stone: Point,
    defender: Color,
    take: Point,
    budget: &mut Budget,
) -> bool {
    if !budget.spend() {
        return false;
    }
    let mut after = board.clone();
    after.play_unchecked(take, defender);
    let libs = *after.chain_libs(stone);
    match libs.count() {
        // In atari again, and taken next unless the capture made a ko.
        0 | 1 => after.ko_point_for(defender.opponent()).is_none(),
        2 => libs
            .iter()
            .any(|at| chase_at(&after, stone, defender, at, budget)),
        _ => false,
    }
}

/// The liberties of the opponent's chains in atari that touch the chain
/// through `stone` (of `color`): where it can capture.
fn capture_points<const W: usize>(board: &Board<W>, stone: Point, color: Color) -> Bits<W> {
    let them = Cell::of(color.opponent());
    let mut points = Bits::empty();
    for s in board.chain_stones(stone) {
        for n in board.neighbors(s) {
            if board.cell(n) == them
                && let Some(lib) = board.chain_libs(n).first()
                && board.in_atari(n)
            {
                points.set(lib);
            }
        }
    }
    points
}

/// Whether some chain of the opponent touching the chain through `stone`
/// (of `color`) is in atari, so the chain can capture its way out.
fn can_take_neighbour<const W: usize>(board: &Board<W>, stone: Point, color: Color) -> bool {
    let them = Cell::of(color.opponent());
    board.chain_stones(stone).any(|s| {
        board
            .neighbors(s)
            .iter()
            .any(|&n| board.cell(n) == them && board.in_atari(n))
    })
}

/// The most points an eye space may have for [`nakade_point`].
const NAKADE_MAX: usize = 6;

/// The vital point of the small empty area that contains `start`, when
/// that area is enclosed by stones of `owner` (and the edge) and has one
/// of the shapes that a single stone on its vital point kills: three in
/// a row or bent, the pyramid four, the bulky and the cross five, the
/// rabbity six. `None` for any other area.
pub fn nakade_point<const W: usize>(board: &Board<W>, start: Point, owner: Color) -> Option<Point> {
    let mut area = [0usize; SHUT_IN_MAX];
    // The playouts ask this for most of their moves: give up at the
    // first opponent stone rather than fill the rest of the area.
    let empty = small_empty_area(board, start, NAKADE_MAX, Some(owner.opponent()), &mut area)?;
    vital_point(board, &area[..empty.points])
}

/// A small empty area found by [`small_empty_area`]: how many points
/// (first in the caller's array) and which colours touch it.
struct EmptyArea {
    points: usize,
    /// Indexed by [`Color::index`].
    touches: [bool; 2],
}

/// The empty area containing `start`, written into `area`, when it has
/// at most `limit` points (and `limit` fits `area`); `None` when
/// `start` is not empty, the area is larger, or it touches a stone of
/// `shunned`.
#[inline(always)]
fn small_empty_area<const W: usize>(
    board: &Board<W>,
    start: Point,
    limit: usize,
    shunned: Option<Color>,
    area: &mut [Point; SHUT_IN_MAX],
) -> Option<EmptyArea> {
    let shunned = shunned.map(Cell::of);
    if board.cell(start) != Cell::Empty {
        return None;
    }
    let limit = limit.min(SHUT_IN_MAX);
    let mut touches = [false; 2];
    // The points met so far, looked up with one bit test rather than a
    // scan of the area: the playouts fill an area for most of their
    // moves (see `nakade_point`).
    let mut seen = Bits::<W>::empty();
    seen.set(start);
    area[0] = start;
    let mut n = 1;
    let mut i = 0;
    while i < n {
        for q in board.neighbors(area[i]) {
            match board.cell(q) {
                c if Some(c) == shunned => return None,
                Cell::Black => touches[Color::Black.index()] = true,
                Cell::White => touches[Color::White.index()] = true,
                Cell::Empty if !seen.contains(q) => {
                    if n == limit {
                        return None;
                    }
                    seen.set(q);
                    area[n] = q;
                    n += 1;
                }
                _ => {}
            }
        }
        i += 1;
    }
    Some(EmptyArea { points: n, touches })
}

/// Whether `color` playing `p`, a self-atari (the caller checks it),
/// throws a chain into a single opponent chain's eye space so that, once
/// captured, it leaves that chain a dead eye shape: the opponent chain
/// has three liberties at most, and the thrown-in chain's points make a
/// shape with a vital point or the square four. A seki whose inner
/// stones can be thrown in like this is none (the opponent keeps one
/// eye), and Pachi's playouts allow the self-atari for the same reason.
pub fn is_nakade_sacrifice<const W: usize>(board: &Board<W>, p: Point, color: Color) -> bool {
    let own = Cell::of(color);
    let mut area = [0usize; NAKADE_MAX];
    area[0] = p;
    let mut n = 1;
    for q in board.neighbors(p) {
        if board.cell(q) != own || area[..n].contains(&q) {
            continue;
        }
        for s in board.chain_stones(q) {
            if n == NAKADE_MAX {
                return false;
            }
            area[n] = s;
            n += 1;
        }
    }
    let area = &area[..n];
    // Around the area: one opponent chain, short of liberties (the
    // shared liberty and an outside one or two at most), so that the
    // area is its eye space and not a hole among several chains.
    let them = Cell::of(color.opponent());
    let mut around = None;
    for &a in area {
        for q in board.neighbors(a) {
            if board.cell(q) != them {
                continue;
            }
            let root = board.chain_root(q);
            if around.is_some_and(|r| r != root) {
                return false;
            }
            around = Some(root);
        }
    }
    let Some(root) = around else {
        return false;
    };
    let libs = board.chain_libs(root);
    if libs.count() > 3 {
        return false;
    }
    // The opponent's other liberties (Pachi's `is_bad_nakade`): in atari
    // after the throw-in, its last liberty must lie beside the thrown-in
    // stones, inside the eye space, or it captures and runs or lives by
    // it; with more, none may be an eye of its own, since the one eye
    // the captured area still gives then makes two. (The playouts threw
    // stones in beside a group with an eye elsewhere, which then always
    // lived: Fuego's blunder_rave.tst 10.)
    let opponent = color.opponent();
    let inside = |l: Point| board.neighbors(l).iter().any(|q| area.contains(q));
    let sound = match libs.count() {
        2 => libs.iter().all(|l| {
            l == p
                || inside(l)
                    && board
                        .neighbors(l)
                        .iter()
                        .all(|&q| q == p || board.cell(q) != Cell::Empty)
        }),
        _ => libs.iter().all(|l| l == p || !board.is_eye(l, opponent)),
    };
    if !sound {
        return false;
    }
    killable_shape(board, area)
}

/// Whether `color` playing `p` breaks a nakade seki (Pachi's
/// `breaking_3_stone_seki` and its larger kin): `p` is one of the two
/// liberties of a small opponent chain sitting inside `color`'s stones,
/// capturing it would leave `color` only an eye space of a killable
/// shape, and the enclosing chains have no eye of their own, so the
/// inner chain and its two liberties are all that keep them alive.
/// Playing there puts the inner stones in atari; once `color` takes
/// them the opponent kills with the vital point, where leaving both
/// liberties empty is a seki. The playouts broke such seki at random
/// (gtp-tests/pachi_seki.tst), and the judge then called the enclosing
/// group dead.
pub fn breaks_nakade_seki<const W: usize>(board: &Board<W>, p: Point, color: Color) -> bool {
    let own = Cell::of(color);
    let them = Cell::of(color.opponent());
    for inner in board.neighbors(p) {
        if board.cell(inner) != them || board.lib_count(inner) != 2 {
            continue;
        }
        let libs = board.chain_libs(inner);
        let Some(other) = libs.iter().find(|&l| l != p) else {
            continue;
        };
        // The other liberty must be an inside point too, not a way out.
        let shut = board
            .neighbors(other)
            .iter()
            .all(|&q| board.cell(q) != Cell::Empty || q == p);
        if !shut {
            continue;
        }
        // The inner chain's own stones (its only empty neighbours are
        // its two liberties), if few enough to be an eye space.
        let mut area = [0usize; NAKADE_MAX];
        let mut n = 0;
        let mut fits = true;
        for stone in board.chain_stones(inner) {
            if n == NAKADE_MAX {
                fits = false;
                break;
            }
            area[n] = stone;
            n += 1;
        }
        if !fits || n < 2 {
            continue;
        }
        if !killable_shape(board, &area[..n]) {
            continue;
        }
        // No seki either when the inner side kills by throwing one more
        // stone in at a liberty (Pachi's seki.t: bent three plus the
        // point that makes a square four).
        let mut bigger = area;
        if n < NAKADE_MAX
            && [p, other].iter().any(|&l| {
                bigger[n] = l;
                killable_shape(board, &bigger[..=n])
            })
        {
            continue;
        }
        let area = &area[..n];
        // The enclosing chains must be shut in too: every liberty of
        // theirs but `p` and `other` lies in a small empty area that the
        // opponent also touches. An eye (an area only they touch) would
        // make the capture a second eye, and an open area room to make
        // one; in either case taking the inner stones is no mistake (in a
        // capturing race in mid-game it is often the only move).
        let no_eye = area.iter().all(|&a| {
            board.neighbors(a).iter().all(|&q| {
                board.cell(q) != own
                    || board
                        .chain_libs(q)
                        .iter()
                        .all(|l| l == p || l == other || shut_in(board, l, color))
            })
        });
        if no_eye {
            return true;
        }
    }
    false
}

/// The most points of a shut-in area for [`shut_in`].
const SHUT_IN_MAX: usize = 8;

/// Whether the empty point `start` lies in a small empty area (at most
/// [`SHUT_IN_MAX`] points) that the opponent of `color` touches: no eye
/// of `color`'s and no open ground to make one.
fn shut_in<const W: usize>(board: &Board<W>, start: Point, color: Color) -> bool {
    let mut area = [0usize; SHUT_IN_MAX];
    small_empty_area(board, start, SHUT_IN_MAX, None, &mut area)
        .is_some_and(|empty| empty.touches[color.opponent().index()])
}

/// Whether an eye space of these points dies to the opponent's play:
/// a shape with a vital point, or the square four (no vital point, but
/// it dies whoever plays first).
fn killable_shape<const W: usize>(board: &Board<W>, area: &[Point]) -> bool {
    let square = area.len() == 4
        && area.iter().all(|&a| {
            let nbrs = board.neighbors(a);
            area.iter().filter(|q| nbrs.contains(q)).count() == 2
        });
    square || vital_point(board, area).is_some()
}

/// The vital point of an eye space by its shape, from how many area
/// neighbours each point has (as Pachi's nakade table does).
fn vital_point<const W: usize>(board: &Board<W>, area: &[Point]) -> Option<Point> {
    let mut degree = [0usize; NAKADE_MAX];
    let mut with_degree = [0usize; 5];
    let mut point_of = [0usize; 5];
    for (i, &p) in area.iter().enumerate() {
        let nbrs = board.neighbors(p);
        degree[i] = area.iter().filter(|q| nbrs.contains(q)).count();
        with_degree[degree[i]] += 1;
        point_of[degree[i]] = p;
    }
    match area.len() {
        3 if with_degree[2] == 1 => Some(point_of[2]),
        4 if with_degree[3] == 1 => Some(point_of[3]),
        5 if with_degree[3] == 1 && with_degree[1] == 1 => Some(point_of[3]),
        5 if with_degree[4] == 1 => Some(point_of[4]),
        6 if with_degree[4] == 1 && with_degree[2] == 3 => Some(point_of[4]),
        _ => None,
    }
}

#[cfg(test)]
mod tests;
