//! Differential test of the rules against GNU Go 3.8.
//!
//! Random games on 9×9, 13×13 and 19×19 are played on a tengen [`Game`]
//! under simple ko without suicide (GNU Go's defaults) and replayed in
//! GNU Go over GTP. After every move, pass, refused move and undo both
//! must agree on the stones of each colour, the prisoners and the
//! legality of every point for both colours (`all_legal`, spot-checked
//! with `is_legal`). The move choice fights kos, tries forbidden ko
//! retakes, prefers captures and self-ataris now and then, passes at
//! random and takes moves back; the run asserts that it really exercised
//! those cases.
//!
//! Each game is first played on tengen alone, recording what every query
//! must answer after each step; the whole game with its queries is then
//! streamed to GNU Go in one go (its replies are slow to read one round
//! trip at a time) and the replies are compared step by step.
//!
//! GNU Go must be installed (Debian package `gnugo`); without it the
//! tests say so and are skipped, except under CI where they fail (see
//! tests/common/require.rs). On a disagreement it fails with a GTP script that replays
//! the game in GNU Go up to that point, the differing facts and tengen's
//! board.

mod common;

use std::collections::BTreeSet;
use std::fmt::Write as _;
use std::sync::Mutex;
use std::sync::atomic::{AtomicBool, Ordering};
use std::time::Instant;

use common::{Engine, Reply, require};
use tengen::board::{Board, Cell, Color, Grid, Illegal, Move, Suicide, Vertex};
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
/// Per cent of steps that also ask `is_legal` about a few random points.
const SPOT_CHECK_PERCENT: u32 = 10;

/// What the run exercised.
#[derive(Clone, Copy, Default, Debug)]
struct Counts {
    games: u64,
    moves: u64,
    /// Steps checked: the empty board and every move, refusal and undo.
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

/// One step of a game as tengen saw it: the command GNU Go gets and what
/// the queries after it must answer.
struct Step {
    /// `None` for the empty board before the first move.
    command: Option<String>,
    accepted: bool,
    /// A ko retake the rules forbid: both must refuse it.
    forbidden: bool,
    /// Something tengen itself got wrong (refusing its own legal choice,
    /// say), reported whatever GNU Go answers.
    note: Option<String>,
    stones: [BTreeSet<Vertex>; 2],
    captures: [u32; 2],
    legal: [BTreeSet<Vertex>; 2],
    /// Points also asked with `is_legal`, with tengen's answer.
    spots: Vec<(Color, Vertex, bool)>,
    board: Grid,
    /// Lines of the script up to and including this step.
    script_len: usize,
}

/// One random game: played on tengen first, then checked against GNU Go.
struct Duel {
    size: usize,
    index: usize,
    seed: u64,
    game: Game,
    rng: FastRng,
    /// The reproduction script: every state-changing GTP command.
    script: Vec<String>,
    steps: Vec<Step>,
    /// The point each colour lost a ko stone on and wants to retake.
    ko_target: [Option<Vertex>; 2],
    counts: Counts,
}

impl Duel {
    fn new(size: usize, index: usize) -> Duel {
        let seed = SEED ^ ((size as u64) << 32) ^ index as u64;
        Duel {
            size,
            index,
            seed,
            game: Game::new(size, Rules::japanese()),
            rng: FastRng::seeded(seed),
            script: vec![format!("boardsize {size}"), "clear_board".to_string()],
            steps: Vec::new(),
            ko_target: [None; 2],
            counts: Counts::default(),
        }
    }

    /// Plays the game on tengen to two passes or the move cap, recording
    /// every step; stops early if tengen contradicts itself.
    fn play_out(&mut self) {
        self.record(None, true, false, None);
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
            if !self.turn() {
                break;
            }
        }
        self.counts.games += 1;
    }

    /// One turn: an undo of a few moves, or a move (after, sometimes, a
    /// forbidden ko retake). False if tengen went wrong.
    fn turn(&mut self) -> bool {
        let played = self.game.moves().len();
        if played > 0 && self.rng.percent(UNDO_PERCENT) {
            let n = 1 + self.rng.below(played.min(4));
            return (0..n).all(|_| self.undo());
        }
        let color = self.game.to_move();
        if let Some(k) = self.expected_ko_ban()
            && self.rng.percent(TRY_KO_RETAKE_PERCENT)
            && !self.try_forbidden_retake(color, k)
        {
            return false;
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

    fn play(&mut self, color: Color, mv: Move) -> bool {
        let command = format!("play {} {mv}", gtp_color(color));
        self.script.push(command.clone());
        let retake = mv.vertex().is_some() && mv.vertex() == self.ko_target[color.index()];
        if let Err(e) = self.game.play(color, mv) {
            let note = format!("tengen refused its own legal choice `{command}`: {e:?}");
            self.record(Some(command), false, false, Some(note));
            return false;
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
        self.record(Some(command), true, false, None);
        true
    }

    /// Tries the ko retake `k` that the rules forbid.
    fn try_forbidden_retake(&mut self, color: Color, k: Vertex) -> bool {
        let command = format!("play {} {k}", gtp_color(color));
        self.script
            .push(format!("{command}  # a forbidden ko retake"));
        let result = self.game.play(color, Move::Play(k));
        let note = match result {
            Err(GameError::Illegal(Illegal::Ko)) => {
                self.counts.refused_ko_retakes += 1;
                None
            }
            Err(e) => Some(format!("tengen refused the ko retake `{command}` as {e:?}")),
            Ok(()) => Some(format!(
                "tengen accepted the forbidden ko retake `{command}`"
            )),
        };
        let ok = note.is_none();
        self.record(Some(command), result.is_ok(), true, note);
        ok
    }

    fn undo(&mut self) -> bool {
        self.script.push("undo".to_string());
        let result = self.game.undo();
        let note = result
            .as_ref()
            .err()
            .map(|e| format!("tengen could not undo: {e:?}"));
        let ok = note.is_none();
        if ok {
            self.counts.undos += 1;
        }
        self.record(Some("undo".to_string()), ok, false, note);
        ok
    }

    /// Records what the queries after `command` must answer.
    fn record(
        &mut self,
        command: Option<String>,
        accepted: bool,
        forbidden: bool,
        note: Option<String>,
    ) {
        self.counts.checks += 1;
        let game = &self.game;
        let all: Vec<Vertex> = (0..self.size * self.size)
            .map(|i| Vertex::new(i % self.size, i / self.size))
            .collect();
        let stones = Color::BOTH.map(|c| {
            all.iter()
                .copied()
                .filter(|&v| game.board().color_at(v) == Some(c))
                .collect()
        });
        let legal = Color::BOTH.map(|c| {
            all.iter()
                .copied()
                .filter(|&v| game.is_legal(c, Move::Play(v)))
                .collect()
        });
        let mut spots = Vec::new();
        if let Some(k) = self.expected_ko_ban() {
            let c = game.to_move();
            spots.push((c, k));
            spots.push((c.opponent(), k));
        }
        if self.rng.percent(SPOT_CHECK_PERCENT) {
            for _ in 0..4 {
                let v = Vertex::new(self.rng.below(self.size), self.rng.below(self.size));
                spots.push((Color::BOTH[self.rng.below(2)], v));
            }
        }
        let spots: Vec<_> = spots
            .into_iter()
            .map(|(c, v)| (c, v, game.is_legal(c, Move::Play(v))))
            .collect();
        self.counts.is_legal_spot_checks += spots.len() as u64;
        self.steps.push(Step {
            command,
            accepted,
            forbidden,
            note,
            stones,
            captures: game.captures(),
            legal,
            spots,
            board: game.board().to_grid(),
            script_len: self.script.len(),
        });
    }

    /// Streams the game with its queries to GNU Go and compares every
    /// reply with the recorded steps.
    fn verify(&self, gnugo: &mut Engine) -> Result<(), String> {
        let mut commands = self.script[..2].to_vec();
        for step in &self.steps {
            commands.extend(step.command.clone());
            for c in Color::BOTH {
                commands.push(format!("list_stones {c}"));
            }
            for c in Color::BOTH {
                commands.push(format!("captures {c}"));
            }
            for c in Color::BOTH {
                commands.push(format!("all_legal {c}"));
            }
            for (c, v, _) in &step.spots {
                commands.push(format!("is_legal {c} {v}"));
            }
        }
        let replies = gnugo.stream(&commands);
        let mut replies = replies.iter();
        for command in &self.script[..2] {
            if let Err(e) = replies.next().expect("a reply") {
                return Err(
                    self.failure(&self.steps[0], &format!("GNU Go refused `{command}`: {e}"))
                );
            }
        }
        for step in &self.steps {
            let reply = step
                .command
                .as_ref()
                .map(|_| replies.next().expect("a reply"));
            let queries: Vec<&Reply> = replies.by_ref().take(6 + step.spots.len()).collect();
            let mut facts: Vec<String> = step.note.iter().cloned().collect();
            if let (Some(command), Some(reply)) = (&step.command, reply) {
                let gnugo_accepted = reply.is_ok();
                if gnugo_accepted != step.accepted {
                    facts.push(format!(
                        "`{command}`: tengen {}, GNU Go {reply:?}",
                        if step.accepted {
                            "accepted it"
                        } else {
                            "refused it"
                        }
                    ));
                } else if step.forbidden && gnugo_accepted {
                    facts.push(format!("both accepted the forbidden ko retake `{command}`"));
                }
            }
            compare(step, &queries, self.size, &mut facts);
            if !facts.is_empty() {
                return Err(self.failure(step, &facts.join("\n")));
            }
        }
        Ok(())
    }

    /// The report of a disagreement at `step`: what differs, tengen's
    /// board and a script that replays the game in GNU Go.
    fn failure(&self, step: &Step, facts: &str) -> String {
        let mut s = String::new();
        let _ = writeln!(
            s,
            "tengen and GNU Go disagree in game {} on {n}x{n} (seed {:#x}) after `{}`:",
            self.index,
            self.seed,
            step.command.as_deref().unwrap_or("clear_board"),
            n = self.size,
        );
        for line in facts.lines() {
            let _ = writeln!(s, "  {line}");
        }
        let _ = writeln!(s, "tengen's board then (X black, O white):");
        for row in (0..self.size).rev() {
            let _ = write!(s, "  {:2} ", row + 1);
            for col in 0..self.size {
                let cell = match step.board.get(Vertex::new(col, row)) {
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
        for command in &self.script[..step.script_len] {
            let _ = writeln!(s, "{command}");
        }
        s
    }
}

/// Compares GNU Go's answers to the queries after a step (`list_stones`,
/// `captures` and `all_legal` of each colour, then the `is_legal` spot
/// checks) with tengen's, adding what differs to `facts`.
fn compare(step: &Step, replies: &[&Reply], size: usize, facts: &mut Vec<String>) {
    let mut answers = Vec::new();
    for (i, reply) in replies.iter().enumerate() {
        match reply {
            Ok(text) => answers.push(text.as_str()),
            Err(e) => {
                facts.push(format!("GNU Go failed query {i} of the step: {e}"));
                return;
            }
        }
    }
    let parse = |text: &str, facts: &mut Vec<String>| -> BTreeSet<Vertex> {
        text.split_whitespace()
            .filter_map(|s| {
                let v = Vertex::parse_gtp(s, size);
                if v.is_none() {
                    facts.push(format!("GNU Go sent a bad vertex {s:?}"));
                }
                v
            })
            .collect()
    };
    let mut gnugo_legal = [BTreeSet::new(), BTreeSet::new()];
    for c in Color::BOTH {
        let i = c.index();
        let stones = parse(answers[i], facts);
        diff(facts, &format!("{c} stones"), &step.stones[i], &stones);
        match answers[2 + i].parse::<u32>() {
            Ok(n) if n == step.captures[i] => {}
            Ok(n) => facts.push(format!(
                "stones captured by {c}: tengen {}, GNU Go {n}",
                step.captures[i]
            )),
            Err(_) => facts.push(format!("bad captures reply {:?}", answers[2 + i])),
        }
        gnugo_legal[i] = parse(answers[4 + i], facts);
        diff(
            facts,
            &format!("legal moves of {c}"),
            &step.legal[i],
            &gnugo_legal[i],
        );
    }
    for (j, &(c, v, ours)) in step.spots.iter().enumerate() {
        let theirs = match answers[6 + j] {
            "1" => true,
            "0" => false,
            other => {
                facts.push(format!("bad is_legal reply {other:?}"));
                continue;
            }
        };
        let listed = gnugo_legal[c.index()].contains(&v);
        if theirs != listed || theirs != ours {
            facts.push(format!(
                "is_legal {c} {v}: GNU Go {theirs} (its all_legal: {listed}), tengen {ours}"
            ));
        }
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
    if require("gnugo").is_none() {
        return;
    }
    let start = Instant::now();
    // Check GNU Go answers before starting workers, for one clear message.
    drop(Engine::gnugo());
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
                    let mut gnugo = Engine::gnugo();
                    let mut done = Vec::new();
                    while !stop.load(Ordering::Relaxed) {
                        let Some((size, index)) = next.lock().unwrap().next() else {
                            break;
                        };
                        let mut duel = Duel::new(size, index);
                        duel.play_out();
                        match duel.verify(&mut gnugo) {
                            Ok(()) => done.push((size, duel.counts)),
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

    // The fixed seeds give thousands of each; a policy change that loses
    // one of them should not pass unnoticed.
    const AT_LEAST: u64 = 100;
    for (size, c) in SIZES.iter().zip(&per_size) {
        assert_eq!(
            c.games, GAMES_PER_SIZE as u64,
            "{size}x{size}: games played"
        );
        for (what, n) in [
            ("ko captures", c.ko_captures),
            ("ko retakes after an exchange", c.ko_retakes),
            ("refused ko retakes", c.refused_ko_retakes),
            ("multi-stone captures", c.multi_stone_captures),
            ("passes", c.passes),
            ("undos", c.undos),
            ("is_legal spot checks", c.is_legal_spot_checks),
        ] {
            assert!(n >= AT_LEAST, "{size}x{size}: only {n} {what}");
        }
        assert!(
            c.ended_by_passes > 0,
            "{size}x{size}: no game ended by two passes"
        );
    }
}

/// The GTP facts the differential test relies on, on a known ko: GNU Go's
/// `captures c` counts the stones `c` took, `is_legal` and `all_legal` both
/// refuse the immediate retake and `play` fails on it; tengen agrees.
#[test]
fn gnugo_counts_captures_by_the_capturer_and_refuses_the_ko_retake() {
    // . X O . .
    // X O . O .     Black C2 takes B2; White may not retake at once.
    // . X O . .
    let moves = [
        "b B3", "w C3", "b A2", "w B2", "b B1", "w D2", "b E5", "w C1", "b C2",
    ];
    if require("gnugo").is_none() {
        return;
    }
    let mut gnugo = Engine::gnugo();
    let mut commands = vec!["boardsize 5".to_string(), "clear_board".to_string()];
    commands.extend(moves.iter().map(|m| format!("play {m}")));
    commands.extend(
        [
            "captures black",
            "captures white",
            "is_legal white B2",
            "all_legal white",
            "play white B2",
            "list_stones white",
        ]
        .map(String::from),
    );
    let replies = gnugo.batch(&commands);
    let n = 2 + moves.len();
    assert!(replies[..n].iter().all(Result::is_ok), "{replies:?}");
    assert_eq!(replies[n], Ok("1".to_string()), "captures black");
    assert_eq!(replies[n + 1], Ok("0".to_string()), "captures white");
    assert_eq!(replies[n + 2], Ok("0".to_string()), "is_legal white B2");
    let legal = replies[n + 3].as_ref().unwrap();
    assert!(!legal.split_whitespace().any(|v| v == "B2"), "{legal}");
    assert!(legal.split_whitespace().any(|v| v == "E1"), "{legal}");
    assert!(replies[n + 4].is_err(), "the retake must fail");
    assert_eq!(replies[n + 5], Ok("C3 D2 C1".to_string()), "white stones");

    let mut game = Game::new(5, Rules::japanese());
    for m in moves {
        let (c, v) = m.split_once(' ').unwrap();
        let mv = Move::parse_gtp(v, 5).unwrap();
        game.play(Color::parse(c).unwrap(), mv).unwrap();
    }
    let b2 = Move::parse_gtp("B2", 5).unwrap();
    assert_eq!(game.captures(), [1, 0]);
    assert!(!game.is_legal(Color::White, b2));
    assert_eq!(
        game.play(Color::White, b2),
        Err(GameError::Illegal(Illegal::Ko))
    );
}
