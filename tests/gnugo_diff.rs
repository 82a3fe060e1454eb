//! Differential test of the rules against GNU Go 3.8.
//!
//! Random games on 9×9, 13×13 and 19×19 are played on a tengen [`Game`]
//! under simple ko without suicide (GNU Go's defaults) and sent to GNU Go
//! over GTP. After every move, pass, refused move and undo both must agree
//! on the stones of each colour, the prisoners and the legality of every
//! point for both colours. The move choice fights kos, prefers captures
//! and self-ataris now and then, passes at random and takes moves back,
//! and the run asserts that it really exercised those cases.
//!
//! GNU Go must be installed (Debian package `gnugo`); the test fails
//! without it. On a disagreement it fails with a GTP script that replays
//! the game in GNU Go, the differing facts and tengen's board.

mod common;

use std::collections::BTreeSet;
use std::fmt::Write as _;
use std::sync::Mutex;
use std::sync::atomic::{AtomicBool, Ordering};
use std::time::Instant;

use common::{GtpEngine, Reply};
use tengen::board::{Board, Cell, Color, Illegal, Move, Suicide, Vertex};
use tengen::game::{Game, GameError};
use tengen::rules::Rules;
use tengen::search::light::pick_random_move;
use tengen::search::rng::FastRng;
use tengen::with_board;

const SIZES: [usize; 3] = [9, 13, 19];
const GAMES_PER_SIZE: usize = 200;
/// Base of the per-game seeds: game `i` of size `n` always plays the same.
const SEED: u64 = 0x6e75_676f_6469_6666;

/// Per cent of turns that pass instead of playing.
const PASS_PERCENT: u32 = 3;
/// Per cent of turns that take back one to four moves instead.
const UNDO_PERCENT: u32 = 2;
/// Per cent of ko-banned turns that first try the forbidden retake.
const TRY_KO_RETAKE_PERCENT: u32 = 60;
/// Per cent of turns that retake a lost ko as soon as it is legal again.
const RETAKE_KO_PERCENT: u32 = 85;
/// Per cent of turns that look for a capture, and for a self-atari.
const CAPTURE_PERCENT: usize = 30;
const SELF_ATARI_PERCENT: usize = 12;
/// Per cent of checks that also ask `is_legal` for a few points.
const SPOT_CHECK_PERCENT: u32 = 10;

/// What the run exercised.
#[derive(Clone, Copy, Default, Debug)]
struct Counts {
    games: u64,
    moves: u64,
    checks: u64,
    passes: u64,
    captures: u64,
    multi_stone_captures: u64,
    ko_captures: u64,
    /// Ko captures by the side that lost the previous ko capture at the
    /// same point, after an exchange elsewhere: a ko fight.
    ko_retakes: u64,
    refused_ko_retakes: u64,
    undos: u64,
    is_legal_spot_checks: u64,
    ended_by_passes: u64,
    ended_by_cap: u64,
}

impl Counts {
    fn add(&mut self, o: &Counts) {
        self.games += o.games;
        self.moves += o.moves;
        self.checks += o.checks;
        self.passes += o.passes;
        self.captures += o.captures;
        self.multi_stone_captures += o.multi_stone_captures;
        self.ko_captures += o.ko_captures;
        self.ko_retakes += o.ko_retakes;
        self.refused_ko_retakes += o.refused_ko_retakes;
        self.undos += o.undos;
        self.is_legal_spot_checks += o.is_legal_spot_checks;
        self.ended_by_passes += o.ended_by_passes;
        self.ended_by_cap += o.ended_by_cap;
    }
}

fn gtp_color(c: Color) -> &'static str {
    match c {
        Color::Black => "b",
        Color::White => "w",
    }
}

/// One random game played on tengen and GNU Go side by side.
struct Duel<'a> {
    gnugo: &'a mut GtpEngine,
    size: usize,
    index: usize,
    seed: u64,
    game: Game,
    rng: FastRng,
    /// Every state-changing GTP command sent, from `boardsize` on: the
    /// reproduction script.
    script: Vec<String>,
    /// The point each colour lost a ko stone on and wants to retake.
    ko_target: [Option<Vertex>; 2],
    counts: Counts,
}

impl<'a> Duel<'a> {
    fn new(gnugo: &'a mut GtpEngine, size: usize, index: usize) -> Duel<'a> {
        let seed = SEED ^ ((size as u64) << 32) ^ index as u64;
        Duel {
            gnugo,
            size,
            index,
            seed,
            game: Game::new(size, Rules::japanese()),
            rng: FastRng::seeded(seed),
            script: Vec::new(),
            ko_target: [None; 2],
            counts: Counts::default(),
        }
    }

    fn run(mut self) -> Result<Counts, String> {
        for command in [
            format!("boardsize {}", self.size),
            "clear_board".to_string(),
        ] {
            self.script.push(command.clone());
            if let Err(e) = self.gnugo.command(&command) {
                return Err(self.failure(&format!("GNU Go refused `{command}`: {e}")));
            }
        }
        self.exchange(None)?;
        let cap = self.size * self.size * 3;
        loop {
            if self.game.trailing_passes() >= 2 {
                self.counts.ended_by_passes += 1;
                break;
            }
            if self.game.moves().len() >= cap {
                self.counts.ended_by_cap += 1;
                break;
            }
            self.turn()?;
        }
        self.counts.games += 1;
        Ok(self.counts)
    }

    /// One turn: an undo of a few moves, or a move (after, sometimes, a
    /// forbidden ko retake that both sides must refuse).
    fn turn(&mut self) -> Result<(), String> {
        let played = self.game.moves().len();
        if played > 0 && self.rng.percent(UNDO_PERCENT) {
            let n = 1 + self.rng.below(played.min(4));
            for _ in 0..n {
                self.undo()?;
            }
            return Ok(());
        }
        let color = self.game.to_move();
        if let Some(k) = self.expected_ko_ban()
            && self.rng.percent(TRY_KO_RETAKE_PERCENT)
        {
            self.try_forbidden_retake(color, k)?;
        }
        let mv = self.choose(color);
        self.play(color, mv)
    }

    /// The point the side to move may not retake now, derived from the
    /// last move alone: it captured exactly one stone with a single stone
    /// left with that stone's point as its only liberty.
    fn expected_ko_ban(&self) -> Option<Vertex> {
        let last = self.game.last_move()?;
        let Move::Play(v) = last.mv else {
            return None;
        };
        if last.captured != 1 {
            return None;
        }
        let board = self.game.board();
        let libs = board.chain_liberties(v);
        (board.chain_stones(v).len() == 1 && libs.len() == 1).then(|| libs[0])
    }

    fn choose(&mut self, color: Color) -> Move {
        if self.rng.percent(PASS_PERCENT) {
            return Move::Pass;
        }
        if let Some(k) = self.ko_target[color.index()] {
            match self.game.check(color, Move::Play(k)) {
                Err(GameError::Illegal(Illegal::Ko)) => {}
                Ok(()) if captured_by(&self.game, color, k) == 1 => {
                    if self.rng.percent(RETAKE_KO_PERCENT) {
                        return Move::Play(k);
                    }
                }
                _ => self.ko_target[color.index()] = None,
            }
        }
        let roll = self.rng.below(100);
        let special = if roll < CAPTURE_PERCENT {
            with_board!(self.game.board(), b => capturing_move(b, color, &mut self.rng))
        } else if roll < CAPTURE_PERCENT + SELF_ATARI_PERCENT {
            with_board!(self.game.board(), b => self_atari(b, color, &mut self.rng))
        } else {
            None
        };
        if let Some(v) = special
            && self.game.is_legal(color, Move::Play(v))
        {
            return Move::Play(v);
        }
        random_move(&self.game, color, &mut self.rng)
    }

    fn play(&mut self, color: Color, mv: Move) -> Result<(), String> {
        let command = format!("play {} {mv}", gtp_color(color));
        self.script.push(command.clone());
        let retake = mv.vertex().is_some() && mv.vertex() == self.ko_target[color.index()];
        if let Err(e) = self.game.play(color, mv) {
            return Err(self.failure(&format!("tengen refused its own choice `{command}`: {e:?}")));
        }
        let captured = self.game.last_move().expect("just played").captured;
        self.counts.moves += 1;
        if mv == Move::Pass {
            self.counts.passes += 1;
        }
        if captured > 0 {
            self.counts.captures += 1;
        }
        if captured >= 2 {
            self.counts.multi_stone_captures += 1;
        }
        if let Some(k) = self.expected_ko_ban() {
            self.counts.ko_captures += 1;
            if retake {
                self.counts.ko_retakes += 1;
            }
            self.ko_target[color.opponent().index()] = Some(k);
            self.ko_target[color.index()] = None;
        }
        if let Some(Err(e)) = self.exchange(Some(&command))? {
            return Err(self.failure(&format!(
                "GNU Go refused `{command}` ({e}), which tengen played"
            )));
        }
        Ok(())
    }

    /// Tries the ko retake `k` that the rules forbid: both must refuse it
    /// and leave the position as it was.
    fn try_forbidden_retake(&mut self, color: Color, k: Vertex) -> Result<(), String> {
        let command = format!("play {} {k}", gtp_color(color));
        self.script
            .push(format!("{command}  # a forbidden ko retake"));
        let tengen = self.game.play(color, Move::Play(k));
        let reply = self.exchange(Some(&command))?.expect("a reply");
        match (tengen, reply) {
            (Err(GameError::Illegal(Illegal::Ko)), Err(_)) => {
                self.counts.refused_ko_retakes += 1;
                Ok(())
            }
            (tengen, reply) => Err(self.failure(&format!(
                "the ko retake `{command}` must be refused: tengen {tengen:?}, GNU Go {reply:?}"
            ))),
        }
    }

    fn undo(&mut self) -> Result<(), String> {
        self.script.push("undo".to_string());
        if let Err(e) = self.game.undo() {
            return Err(self.failure(&format!("tengen could not undo: {e:?}")));
        }
        self.counts.undos += 1;
        if let Some(Err(e)) = self.exchange(Some("undo"))? {
            return Err(self.failure(&format!("GNU Go could not undo: {e}")));
        }
        Ok(())
    }

    /// Sends `command` (if any) and the queries of a check in one round
    /// trip, compares the answers with tengen and returns GNU Go's reply
    /// to `command`.
    fn exchange(&mut self, command: Option<&str>) -> Result<Option<Reply>, String> {
        let spots = self.spot_points();
        if let Some(c) = command {
            self.gnugo.send(c);
        }
        for c in Color::BOTH {
            self.gnugo.send(&format!("list_stones {c}"));
        }
        for c in Color::BOTH {
            self.gnugo.send(&format!("captures {c}"));
        }
        for c in Color::BOTH {
            self.gnugo.send(&format!("all_legal {c}"));
        }
        for (c, v) in &spots {
            self.gnugo.send(&format!("is_legal {c} {v}"));
        }
        let mut replies = self.gnugo.receive().into_iter();
        let first = command.map(|_| replies.next().expect("a reply"));
        let replies: Vec<Reply> = replies.collect();
        self.compare(&replies, &spots)?;
        Ok(first)
    }

    /// Points to ask `is_legal` about besides `all_legal`: the ko point
    /// after a ko capture, and now and then a few random points.
    fn spot_points(&mut self) -> Vec<(Color, Vertex)> {
        let mut points = Vec::new();
        if let Some(k) = self.expected_ko_ban() {
            let c = self.game.to_move();
            points.push((c, k));
            points.push((c.opponent(), k));
        }
        if self.rng.percent(SPOT_CHECK_PERCENT) {
            for _ in 0..4 {
                let v = Vertex::new(self.rng.below(self.size), self.rng.below(self.size));
                points.push((Color::BOTH[self.rng.below(2)], v));
            }
        }
        points
    }

    /// Compares GNU Go's answers to the queries of [`Duel::exchange`]
    /// with tengen's game.
    fn compare(&mut self, replies: &[Reply], spots: &[(Color, Vertex)]) -> Result<(), String> {
        self.counts.checks += 1;
        let mut facts = Vec::new();
        let answer = |i: usize| -> Result<&str, String> {
            replies[i]
                .as_deref()
                .map_err(|e| format!("GNU Go failed a query: {e}"))
        };
        let all: Vec<Vertex> = (0..self.size * self.size)
            .map(|i| Vertex::new(i % self.size, i / self.size))
            .collect();
        let mut gnugo_legal = [BTreeSet::new(), BTreeSet::new()];
        for c in Color::BOTH {
            let i = c.index();
            let stones = self.parse_vertices(answer(i).map_err(|e| self.failure(&e))?)?;
            let ours = all
                .iter()
                .copied()
                .filter(|&v| self.game.board().color_at(v) == Some(c))
                .collect();
            diff(&mut facts, &format!("{c} stones"), &ours, &stones);

            let theirs: u32 = answer(2 + i)
                .map_err(|e| self.failure(&e))?
                .parse()
                .map_err(|e| self.failure(&format!("bad captures reply: {e}")))?;
            let ours = self.game.captures()[i];
            if ours != theirs {
                facts.push(format!(
                    "stones captured by {c}: tengen {ours}, GNU Go {theirs}"
                ));
            }

            gnugo_legal[i] = self.parse_vertices(answer(4 + i).map_err(|e| self.failure(&e))?)?;
            let ours = all
                .iter()
                .copied()
                .filter(|&v| self.game.is_legal(c, Move::Play(v)))
                .collect();
            diff(
                &mut facts,
                &format!("legal moves of {c}"),
                &ours,
                &gnugo_legal[i],
            );
        }
        for (j, &(c, v)) in spots.iter().enumerate() {
            self.counts.is_legal_spot_checks += 1;
            let theirs = match answer(6 + j).map_err(|e| self.failure(&e))? {
                "1" => true,
                "0" => false,
                other => return Err(self.failure(&format!("bad is_legal reply {other:?}"))),
            };
            let listed = gnugo_legal[c.index()].contains(&v);
            let ours = self.game.is_legal(c, Move::Play(v));
            if theirs != listed || theirs != ours {
                facts.push(format!(
                    "is_legal {c} {v}: GNU Go {theirs} (its all_legal: {listed}), tengen {ours}"
                ));
            }
        }
        if facts.is_empty() {
            Ok(())
        } else {
            Err(self.failure(&facts.join("\n")))
        }
    }

    fn parse_vertices(&self, text: &str) -> Result<BTreeSet<Vertex>, String> {
        text.split_whitespace()
            .map(|s| {
                Vertex::parse_gtp(s, self.size)
                    .ok_or_else(|| self.failure(&format!("GNU Go sent a bad vertex {s:?}")))
            })
            .collect()
    }

    /// The report of a disagreement: what differs, tengen's board and a
    /// script that replays the game in GNU Go.
    fn failure(&self, facts: &str) -> String {
        let mut s = String::new();
        let _ = writeln!(
            s,
            "tengen and GNU Go disagree in game {} on {n}x{n} (seed {:#x}) after {} commands:",
            self.index,
            self.seed,
            self.script.len(),
            n = self.size,
        );
        for line in facts.lines() {
            let _ = writeln!(s, "  {line}");
        }
        let _ = writeln!(
            s,
            "tengen's board (X black, O white), {} to move:",
            self.game.to_move()
        );
        for row in (0..self.size).rev() {
            let _ = write!(s, "  {:2} ", row + 1);
            for col in 0..self.size {
                let cell = match self.game.board().color_at(Vertex::new(col, row)) {
                    Some(Color::Black) => 'X',
                    Some(Color::White) => 'O',
                    None => '.',
                };
                let _ = write!(s, " {cell}");
            }
            s.push('\n');
        }
        let _ = writeln!(
            s,
            "Replay in GNU Go with `gnugo --mode gtp` and these commands:"
        );
        for command in &self.script {
            let _ = writeln!(s, "{command}");
        }
        s
    }
}

/// Records the vertices only one side lists.
fn diff(facts: &mut Vec<String>, what: &str, tengen: &BTreeSet<Vertex>, gnugo: &BTreeSet<Vertex>) {
    let list = |set: std::collections::btree_set::Difference<'_, Vertex>| {
        set.map(|v| v.to_string()).collect::<Vec<_>>().join(" ")
    };
    if tengen != gnugo {
        facts.push(format!(
            "{what}: only tengen has [{}], only GNU Go has [{}]",
            list(tengen.difference(gnugo)),
            list(gnugo.difference(tengen)),
        ));
    }
}

/// Opponent stones a stone of `color` at the empty `v` would capture.
fn captured_by(game: &Game, color: Color, v: Vertex) -> usize {
    let board = game.board();
    let mut chains: Vec<Vec<Vertex>> = Vec::new();
    for n in v.neighbors(game.size()) {
        if board.color_at(n) == Some(color.opponent()) && board.chain_liberties(n) == [v] {
            let mut chain = board.chain_stones(n);
            chain.sort();
            if !chains.contains(&chain) {
                chains.push(chain);
            }
        }
    }
    chains.iter().map(Vec::len).sum()
}

/// A random legal move of `color` that captures, if any.
fn capturing_move<const W: usize>(b: &Board<W>, color: Color, rng: &mut FastRng) -> Option<Vertex> {
    let n = b.empty_count();
    let start = rng.below(n.max(1));
    (0..n)
        .map(|i| b.empty_at((start + i) % n))
        .find(|&p| b.captures_at(p, color) && b.check(p, color, Suicide::Forbidden).is_ok())
        .map(|p| b.vertex(p))
}

/// A random legal move of `color` that captures nothing and leaves its
/// chain with one liberty, if any.
fn self_atari<const W: usize>(b: &Board<W>, color: Color, rng: &mut FastRng) -> Option<Vertex> {
    let n = b.empty_count();
    let start = rng.below(n.max(1));
    (0..n)
        .map(|i| b.empty_at((start + i) % n))
        .find(|&p| {
            if b.captures_at(p, color) || b.check(p, color, Suicide::Forbidden).is_err() {
                return false;
            }
            let mut libs = Vec::new();
            for q in b.neighbors(p) {
                match b.cell(q) {
                    Cell::Empty => libs.push(q),
                    c if c == Cell::of(color) => libs.extend(b.chain_libs(q).iter()),
                    _ => {}
                }
            }
            libs.retain(|&l| l != p);
            libs.sort_unstable();
            libs.dedup();
            libs.len() == 1
        })
        .map(|p| b.vertex(p))
}

/// A random eye-respecting legal move of `color`, or a pass.
fn random_move(game: &Game, color: Color, rng: &mut FastRng) -> Move {
    for _ in 0..20 {
        let p =
            with_board!(game.board(), b => pick_random_move(&**b, color, rng).map(|p| b.vertex(p)));
        match p {
            Some(v) if game.is_legal(color, Move::Play(v)) => return Move::Play(v),
            Some(_) => continue,
            None => break,
        }
    }
    Move::Pass
}

#[test]
fn rules_agree_with_gnugo_on_random_games() {
    let start = Instant::now();
    // Check GNU Go is there before starting workers, for one clear message.
    drop(GtpEngine::gnugo());
    // Longest games first so the workers finish together.
    let jobs: Vec<(usize, usize)> = SIZES
        .iter()
        .rev()
        .flat_map(|&size| (0..GAMES_PER_SIZE).map(move |i| (size, i)))
        .collect();
    let next = Mutex::new(jobs.into_iter());
    let stop = AtomicBool::new(false);
    let workers = std::thread::available_parallelism().map_or(2, |n| n.get().clamp(2, 4));
    let results: Vec<Result<Vec<(usize, Counts)>, String>> = std::thread::scope(|scope| {
        let handles: Vec<_> = (0..workers)
            .map(|_| {
                scope.spawn(|| {
                    let mut gnugo = GtpEngine::gnugo();
                    let mut done = Vec::new();
                    while !stop.load(Ordering::Relaxed) {
                        let Some((size, index)) = next.lock().unwrap().next() else {
                            break;
                        };
                        match Duel::new(&mut gnugo, size, index).run() {
                            Ok(counts) => done.push((size, counts)),
                            Err(e) => {
                                stop.store(true, Ordering::Relaxed);
                                return Err(e);
                            }
                        }
                    }
                    Ok(done)
                })
            })
            .collect();
        handles.into_iter().map(|h| h.join().unwrap()).collect()
    });

    let mut per_size = [Counts::default(); 3];
    let mut errors = Vec::new();
    for result in results {
        match result {
            Ok(done) => {
                for (size, counts) in done {
                    let i = SIZES.iter().position(|&s| s == size).unwrap();
                    per_size[i].add(&counts);
                }
            }
            Err(e) => errors.push(e),
        }
    }
    if let Some(e) = errors.first() {
        panic!("{e}");
    }
    let mut total = Counts::default();
    for (size, counts) in SIZES.iter().zip(&per_size) {
        eprintln!("{size}x{size}: {counts:?}");
        total.add(counts);
    }
    eprintln!("total: {total:?}");
    eprintln!("{workers} workers, {:.1} s", start.elapsed().as_secs_f64());

    for (size, c) in SIZES.iter().zip(&per_size) {
        assert_eq!(
            c.games, GAMES_PER_SIZE as u64,
            "{size}x{size}: games played"
        );
        assert!(c.ko_captures > 0, "{size}x{size}: no ko captures");
        assert!(c.ko_retakes > 0, "{size}x{size}: no ko fights");
        assert!(
            c.refused_ko_retakes > 0,
            "{size}x{size}: no refused ko retakes"
        );
        assert!(
            c.multi_stone_captures > 0,
            "{size}x{size}: no multi-stone captures"
        );
        assert!(c.passes > 0, "{size}x{size}: no passes");
        assert!(c.undos > 0, "{size}x{size}: no undos");
        assert!(
            c.ended_by_passes > 0,
            "{size}x{size}: no game ended by two passes"
        );
    }
}
