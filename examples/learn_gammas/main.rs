//! Learns the move-feature gammas of `src/search/features.rs` from SGF
//! game records by Coulom's minorization-maximization (Bradley-Terry
//! model: the move played "beats" every other candidate; a move's
//! strength is the product of its features' gammas).
//!
//! ```text
//! cargo run --release --example learn_gammas -- OUT.txt DIR... [--games N] [--min-count M] [--min-large S,P]
//! cargo run --release --example learn_gammas -- OUT.txt DIR... --only GROUP,... --from IN.txt [--games N] [--positions P]
//! ```
//!
//! With `--only`, just the named tactical groups are learned (`owner`,
//! say, or `capture,escape,self_atari,atari`): every other gamma is read
//! from IN.txt and kept, P positions (default 20,000) are sampled evenly
//! from the games, each gets the owners of `OWNER_PLAYOUTS` playouts
//! from it (as a search's root does), and IN.txt is written to OUT.txt
//! with the named groups' new lines. The owners cost a hundred playouts
//! a position, too many for every position of thousands of games, which
//! is why a new group is learned this way rather than with the rest.
//!
//! 3×3 shapes seen at least M times as candidates (default 200) get a
//! gamma of their own; 5×5 shapes need S sightings as candidates and P
//! as the move played (default 100,10).
//!
//! Every 19×19 game under the directories is read (any extension that
//! ends in `sgf`, any case). The last tenth of the games is held out and
//! the move-prediction rate on it is printed, to show what the table
//! knows. The candidates are the moves the search would consider: empty
//! points that are legal and no own eye.

use std::collections::HashMap;
use std::path::{Path, PathBuf};

use rayon::prelude::*;

mod alone;
use tengen::board::{Board, Color, Move, Point};
use tengen::search::features::{self, MoveFeatures, TACTICAL};

/// Shapes seen fewer times than this as candidates share one gamma.
const DEFAULT_MIN_COUNT: u32 = 200;
const ITERATIONS: usize = 12;
/// A 5×5 shape gets its own gamma when it was a candidate this often
/// and played this often.
const DEFAULT_MIN_LARGE_SEEN: u32 = 100;
const DEFAULT_MIN_LARGE_PLAYED: u32 = 10;
/// Positions sampled for `--only`.
const DEFAULT_SAMPLED_POSITIONS: usize = 20_000;

#[derive(Clone, Copy)]
struct Cand {
    shape: u32,
    tactics: [u8; 9],
    /// The canonical 5×5 code while extracting, then its id (0: rare).
    large: u64,
}

struct Position {
    start: usize,
    len: u32,
    chosen: u32,
}

#[derive(Default)]
struct Data {
    cands: Vec<Cand>,
    positions: Vec<Position>,
}

fn main() {
    let args: Vec<String> = std::env::args().skip(1).collect();
    let mut out = None;
    let mut dirs = Vec::new();
    let mut max_games = usize::MAX;
    let mut min_count = DEFAULT_MIN_COUNT;
    let mut min_large_seen = DEFAULT_MIN_LARGE_SEEN;
    let mut min_large_played = DEFAULT_MIN_LARGE_PLAYED;
    let mut only: Option<Vec<String>> = None;
    let mut from = None;
    let mut positions = DEFAULT_SAMPLED_POSITIONS;
    let mut i = 0;
    while i < args.len() {
        match args[i].as_str() {
            "--games" => {
                i += 1;
                max_games = args[i].parse().expect("--games N");
            }
            "--min-large" => {
                i += 1;
                let (seen, played) = args[i].split_once(',').expect("--min-large SEEN,PLAYED");
                min_large_seen = seen.parse().expect("--min-large SEEN,PLAYED");
                min_large_played = played.parse().expect("--min-large SEEN,PLAYED");
            }
            "--min-count" => {
                i += 1;
                min_count = args[i].parse().expect("--min-count M");
            }
            "--only" => {
                i += 1;
                only = Some(args[i].split(',').map(str::to_string).collect());
            }
            "--from" => {
                i += 1;
                from = Some(PathBuf::from(&args[i]));
            }
            "--positions" => {
                i += 1;
                positions = args[i].parse().expect("--positions P");
            }
            a if out.is_none() => out = Some(PathBuf::from(a)),
            a => dirs.push(PathBuf::from(a)),
        }
        i += 1;
    }
    let out = out
        .expect("usage: learn_gammas OUT.txt DIR... [--games N] [--min-count M] [--min-large S,P] [--only GROUP,... --from IN.txt [--positions P]]");
    let mut files = Vec::new();
    for d in &dirs {
        collect_files(d, &mut files);
    }
    files.sort();
    // A fixed shuffle so that held-out games come from every source.
    let mut state = 0x9E37_79B9_7F4A_7C15u64;
    for k in (1..files.len()).rev() {
        state ^= state << 13;
        state ^= state >> 7;
        state ^= state << 17;
        files.swap(k, (state % (k as u64 + 1)) as usize);
    }
    let games: Vec<Vec<(Color, Point)>> = files
        .par_iter()
        .filter_map(|f| read_game(f))
        .collect::<Vec<_>>()
        .into_iter()
        .take(max_games)
        .collect();
    let held = games.len() / 10;
    let (test_games, train_games) = games.split_at(held);
    eprintln!(
        "{} files, {} usable 19x19 games: {} to learn from, {} held out",
        files.len(),
        games.len(),
        train_games.len(),
        test_games.len()
    );
    if let Some(names) = only {
        let base = from.expect("--only needs --from IN.txt");
        alone::learn(&names, &base, &out, train_games, test_games, positions);
        return;
    }
    let mut train = extract(train_games);
    let mut test = extract(test_games);
    eprintln!(
        "{} positions, {} candidates",
        train.positions.len(),
        train.cands.len()
    );

    // Shape ids: 0 is every rare shape, then the common ones.
    let mut counts: HashMap<u32, u32> = HashMap::new();
    for c in &train.cands {
        *counts.entry(c.shape).or_default() += 1;
    }
    let (common, ids) = number_common(&counts, |&n| n >= min_count);
    for data in [&mut train, &mut test] {
        for c in &mut data.cands {
            c.shape = ids.get(&c.shape).copied().unwrap_or(0);
        }
    }
    let n_shapes = common.len() + 1;

    // 5×5 ids the same way. A 5×5 shape is kept when it was played
    // often enough to say something.
    let mut large_counts: HashMap<u64, (u32, u32)> = HashMap::new();
    for c in &train.cands {
        large_counts.entry(c.large).or_default().0 += 1;
    }
    for p in &train.positions {
        large_counts
            .entry(train.cands[p.start + p.chosen as usize].large)
            .or_default()
            .1 += 1;
    }
    let (common_large, large_ids) = number_common(&large_counts, |&(seen, played)| {
        seen >= min_large_seen && played >= min_large_played
    });
    drop(large_counts);
    for data in [&mut train, &mut test] {
        for c in &mut data.cands {
            c.large = large_ids.get(&c.large).map_or(0, |&id| id as u64);
        }
    }
    let n_large = common_large.len() + 1;
    eprintln!(
        "{} 5x5 shapes seen at least {min_large_seen} times and played {min_large_played}",
        common_large.len()
    );
    eprintln!(
        "{} shapes with at least {min_count} sightings",
        common.len()
    );

    let mut offsets = vec![n_shapes];
    for (_, n) in TACTICAL {
        offsets.push(offsets.last().unwrap() + n);
    }
    offsets.push(offsets.last().unwrap() + n_large);
    let n_features = *offsets.last().unwrap();
    let large_group = TACTICAL.len() + 1;
    let feature = |c: &Cand, g: usize| -> usize {
        if g == 0 {
            c.shape as usize
        } else if g == large_group {
            offsets[g - 1] + c.large as usize
        } else {
            offsets[g - 1] + c.tactics[g - 1] as usize
        }
    };
    let groups = large_group + 1;
    let mut wins = vec![0f64; n_features];
    for p in &train.positions {
        let c = &train.cands[p.start + p.chosen as usize];
        for g in 0..groups {
            wins[feature(c, g)] += 1.0;
        }
    }
    let mut gamma = vec![1f64; n_features];
    for iteration in 0..ITERATIONS {
        for g in 0..groups {
            let denom = train
                .positions
                .par_chunks(4096)
                .map(|chunk| {
                    let mut d = vec![0f64; n_features];
                    for p in chunk {
                        let cands = &train.cands[p.start..p.start + p.len as usize];
                        let strength = |c: &Cand| product(c, &gamma, &feature, groups);
                        let total: f64 = cands.iter().map(strength).sum();
                        for c in cands {
                            let f = feature(c, g);
                            d[f] += strength(c) / gamma[f] / total;
                        }
                    }
                    d
                })
                .reduce(
                    || vec![0f64; n_features],
                    |mut a, b| {
                        a.iter_mut().zip(b).for_each(|(x, y)| *x += y);
                        a
                    },
                );
            let range = if g == 0 {
                0..n_shapes
            } else {
                offsets[g - 1]..offsets[g]
            };
            for f in range {
                // One virtual win and one loss against a gamma of 1.
                gamma[f] = (wins[f] + 1.0) / (denom[f] + 2.0 / (gamma[f] + 1.0));
            }
        }
        let strength = |c: &Cand| product(c, &gamma, &feature, groups);
        eprintln!(
            "iteration {}: train {:.4} / test {:.4} log-likelihood per move, test top-1 {:.1} %",
            iteration + 1,
            log_likelihood(&train, &strength),
            log_likelihood(&test, &strength),
            100.0 * top1(&test, &strength)
        );
    }

    // Each tactical group is scaled so that its "nothing" value is 1
    // (only ratios within a group matter), and shapes so that the rare
    // class is 1.
    let mut text = String::new();
    text.push_str(&format!(
        "# Move-feature gammas for src/search/features.rs, learned by\n\
         # examples/learn_gammas/ (minorization-maximization) from {} 19x19\n\
         # games ({} positions); {} shapes seen at least {} times as candidates;\n\
         # {} 5x5 shapes seen at least {} times and played at least {} times.\n",
        train_games.len(),
        train.positions.len(),
        common.len(),
        min_count,
        common_large.len(),
        min_large_seen,
        min_large_played
    ));
    for (g, (name, n)) in TACTICAL.iter().enumerate() {
        let base = gamma[offsets[g]];
        for v in 0..*n {
            text.push_str(&format!("{name} {v} {:.5}\n", gamma[offsets[g] + v] / base));
        }
    }
    let rare = gamma[0];
    text.push_str(&format!("shape rare {:.5}\n", 1.0));
    for (i, code) in common.iter().enumerate() {
        text.push_str(&format!("shape 0x{code:05x} {:.5}\n", gamma[i + 1] / rare));
    }
    let large_base = offsets[large_group - 1];
    let large_rare = gamma[large_base];
    for (i, code) in common_large.iter().enumerate() {
        text.push_str(&format!(
            "large 0x{code:012x} {:.4}\n",
            gamma[large_base + i + 1] / large_rare
        ));
    }
    std::fs::write(&out, text).expect("write the gammas");
    eprintln!("wrote {}", out.display());
}

/// The keys whose counts `keep` accepts, sorted, and their ids from 1 on
/// (0 is left for all the others, which share one gamma).
fn number_common<K: Copy + Ord + std::hash::Hash, C>(
    counts: &HashMap<K, C>,
    keep: impl Fn(&C) -> bool,
) -> (Vec<K>, HashMap<K, u32>) {
    let mut common: Vec<K> = counts
        .iter()
        .filter(|&(_, n)| keep(n))
        .map(|(&key, _)| key)
        .collect();
    common.sort();
    let ids = common
        .iter()
        .enumerate()
        .map(|(i, &key)| (key, i as u32 + 1))
        .collect();
    (common, ids)
}

fn collect_files(dir: &Path, out: &mut Vec<PathBuf>) {
    let Ok(entries) = std::fs::read_dir(dir) else {
        return;
    };
    for e in entries.flatten() {
        let path = e.path();
        if path.is_dir() {
            collect_files(&path, out);
        } else if path
            .extension()
            .is_some_and(|x| x.to_string_lossy().to_lowercase().ends_with("sgf"))
        {
            out.push(path);
        }
    }
}

/// The moves of a 19×19 game without setup stones, if every move is
/// legal and the game has at least 50 moves.
fn read_game(path: &Path) -> Option<Vec<(Color, Point)>> {
    let bytes = std::fs::read(path).ok()?;
    let text = String::from_utf8_lossy(&bytes);
    let game = tengen::sgf::parse(&text).ok()?;
    if game.size != 19 || game.handicap.unwrap_or(0) > 1 {
        return None;
    }
    if game
        .nodes
        .iter()
        .any(|n| !n.add_black.is_empty() || !n.add_white.is_empty())
    {
        return None;
    }
    let mut board = Board::<7>::new(19);
    let mut moves = Vec::new();
    for node in &game.nodes {
        match node.mv {
            Some((color, Move::Play(v))) => {
                let p = board.point(v);
                board
                    .play(p, color, tengen::board::Suicide::Forbidden)
                    .ok()?;
                moves.push((color, p));
            }
            Some((color, Move::Pass)) => {
                board.pass();
                moves.push((color, 0));
            }
            None => {}
        }
    }
    (moves.len() >= 50).then_some(moves)
}

/// Calls `visit` at every move of a 19×19 game with the board before it,
/// the move's index, colour and point (0 for a pass), and the points of
/// the two moves before it (0 for none or a pass).
fn replay(
    moves: &[(Color, Point)],
    mut visit: impl FnMut(&Board<7>, usize, Color, Point, (Point, Point)),
) {
    let mut board = Board::<7>::new(19);
    let (mut last, mut prev) = (0, 0);
    for (i, &(color, mv)) in moves.iter().enumerate() {
        visit(&board, i, color, mv, (last, prev));
        if mv != 0 {
            board.play_unchecked(mv, color);
        } else {
            board.pass();
        }
        prev = last;
        last = mv;
    }
}

/// Every position of the games where a move was played that the search
/// would have had among its candidates, with the features of all of them.
fn extract(games: &[Vec<(Color, Point)>]) -> Data {
    let parts: Vec<Data> = games
        .par_iter()
        .map(|moves| {
            let mut data = Data::default();
            replay(moves, |board, _, color, mv, (last, prev)| {
                if mv != 0 {
                    let start = data.cands.len();
                    let context = features::Context::new(board, last, prev);
                    let mut chosen = None;
                    for p in board.empty_points() {
                        if !board.is_playable_non_eye(p, color) {
                            continue;
                        }
                        if p == mv {
                            chosen = Some((data.cands.len() - start) as u32);
                        }
                        let f: MoveFeatures = features::features(board, p, color, &context);
                        data.cands.push(Cand {
                            shape: features::canonical(f.shape),
                            tactics: f.tactics,
                            large: features::canonical_large(f.large),
                        });
                    }
                    match chosen {
                        Some(chosen) => data.positions.push(Position {
                            start,
                            len: (data.cands.len() - start) as u32,
                            chosen,
                        }),
                        None => data.cands.truncate(start),
                    }
                }
            });
            data
        })
        .collect();
    let mut all = Data::default();
    for mut part in parts {
        let base = all.cands.len();
        for p in &mut part.positions {
            p.start += base;
        }
        all.cands.append(&mut part.cands);
        all.positions.append(&mut part.positions);
    }
    all
}

/// A candidate's strength: the product of its features' gammas.
fn product(
    c: &Cand,
    gamma: &[f64],
    feature: &(dyn Fn(&Cand, usize) -> usize + Sync),
    groups: usize,
) -> f64 {
    (0..groups).map(|h| gamma[feature(c, h)]).product()
}

fn log_likelihood(data: &Data, strength: &(dyn Fn(&Cand) -> f64 + Sync)) -> f64 {
    let sum: f64 = data
        .positions
        .par_iter()
        .map(|p| {
            let cands = &data.cands[p.start..p.start + p.len as usize];
            let total: f64 = cands.iter().map(strength).sum();
            (strength(&cands[p.chosen as usize]) / total).ln()
        })
        .sum();
    sum / data.positions.len().max(1) as f64
}

/// How often the strongest candidate is the move played.
fn top1(data: &Data, strength: &(dyn Fn(&Cand) -> f64 + Sync)) -> f64 {
    let hits = data
        .positions
        .par_iter()
        .filter(|p| {
            let cands = &data.cands[p.start..p.start + p.len as usize];
            let best = (0..cands.len())
                .max_by(|&a, &b| strength(&cands[a]).total_cmp(&strength(&cands[b])))
                .unwrap();
            best == p.chosen as usize
        })
        .count();
    hits as f64 / data.positions.len().max(1) as f64
}
