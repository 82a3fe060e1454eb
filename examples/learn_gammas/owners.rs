//! `--owners`: learns the gammas of the `owner` feature group alone, the
//! other groups' gammas kept as they are (see the crate's doc).

use std::path::Path;

use rayon::prelude::*;
use tengen::board::{Color, Point};
use tengen::search::features::{self, Gammas, TACTICAL};
use tengen::search::owners::{OWNER_PLAYOUTS, OWNER_VALUES, Owners};
use tengen::search::rng::FastRng;

use super::replay;

const ITERATIONS: usize = 20;

/// The index of the `owner` group among the tactical groups.
fn owner_group() -> usize {
    TACTICAL
        .iter()
        .position(|(name, _)| *name == "owner")
        .expect("an owner group")
}

/// One sampled position: each candidate's strength without its owner
/// feature and its owner value, and which candidate was played.
struct Sample {
    base: Vec<f64>,
    class: Vec<u8>,
    chosen: usize,
}

pub fn learn(
    base_path: &Path,
    out: &Path,
    train: &[Vec<(Color, Point)>],
    test: &[Vec<(Color, Point)>],
    positions: usize,
) {
    let text = std::fs::read_to_string(base_path).expect("read the gammas to start from");
    let gammas = Gammas::parse(&text).expect("the gammas parse");
    let train = sample(&gammas, train, positions);
    let test = sample(&gammas, test, positions / 10);
    eprintln!(
        "{} positions to learn from, {} held out",
        train.len(),
        test.len()
    );
    let mut gamma = vec![1f64; OWNER_VALUES];
    report("before", &train, &test, &gamma);
    let mut wins = [0f64; OWNER_VALUES];
    for s in &train {
        wins[s.class[s.chosen] as usize] += 1.0;
    }
    for iteration in 0..ITERATIONS {
        let denom = train
            .par_iter()
            .map(|s| {
                let mut d = vec![0f64; OWNER_VALUES];
                let total: f64 = strengths(s, &gamma).sum();
                for (b, &c) in s.base.iter().zip(&s.class) {
                    d[c as usize] += b / total;
                }
                d
            })
            .reduce(
                || vec![0f64; OWNER_VALUES],
                |mut a, b| {
                    a.iter_mut().zip(b).for_each(|(x, y)| *x += y);
                    a
                },
            );
        // Value 0 (no owners measured) never occurs here and stays 1.
        for v in 1..OWNER_VALUES {
            gamma[v] = (wins[v] + 1.0) / (denom[v] + 2.0 / (gamma[v] + 1.0));
        }
        report(
            &format!("iteration {}", iteration + 1),
            &train,
            &test,
            &gamma,
        );
    }
    let mut lines: Vec<String> = text
        .lines()
        .filter(|l| !l.starts_with("owner "))
        .map(str::to_string)
        .collect();
    let at = lines
        .iter()
        .position(|l| l.starts_with("shape "))
        .unwrap_or(lines.len());
    let mut new = vec![format!(
        "# owner: learned alone by learn_gammas --owners from {} positions, \
         {OWNER_PLAYOUTS} playouts each",
        train.len()
    )];
    new.extend((0..OWNER_VALUES).map(|v| format!("owner {v} {:.5}", gamma[v])));
    lines.splice(at..at, new);
    std::fs::write(out, lines.join("\n") + "\n").expect("write the gammas");
    eprintln!("wrote {}", out.display());
}

fn strengths<'a>(s: &'a Sample, gamma: &'a [f64]) -> impl Iterator<Item = f64> + 'a {
    s.base
        .iter()
        .zip(&s.class)
        .map(|(b, &c)| b * gamma[c as usize])
}

fn report(label: &str, train: &[Sample], test: &[Sample], gamma: &[f64]) {
    let (train_ll, _) = fit(train, gamma);
    let (test_ll, test_top1) = fit(test, gamma);
    eprintln!(
        "{label}: train {train_ll:.4} / test {test_ll:.4} log-likelihood per move, test top-1 {:.1} %, gammas {:?}",
        100.0 * test_top1,
        gamma
            .iter()
            .map(|g| (g * 1000.0).round() / 1000.0)
            .collect::<Vec<_>>()
    );
}

/// Mean log-likelihood of the moves played and how often the strongest
/// candidate was the move played.
fn fit(samples: &[Sample], gamma: &[f64]) -> (f64, f64) {
    let (ll, hits) = samples
        .par_iter()
        .map(|s| {
            let total: f64 = strengths(s, gamma).sum();
            let chosen = s.base[s.chosen] * gamma[s.class[s.chosen] as usize];
            let best = strengths(s, gamma).fold(0.0, f64::max);
            ((chosen / total).ln(), usize::from(chosen >= best))
        })
        .reduce(|| (0.0, 0), |a, b| (a.0 + b.0, a.1 + b.1));
    let n = samples.len().max(1) as f64;
    (ll / n, hits as f64 / n)
}

/// About `wanted` positions spread evenly over the games' moves, with
/// the owners of each.
fn sample(gammas: &Gammas, games: &[Vec<(Color, Point)>], wanted: usize) -> Vec<Sample> {
    let moves: usize = games.iter().map(Vec::len).sum();
    let stride = (moves / wanted.max(1)).max(1);
    let group = owner_group();
    games
        .par_iter()
        .enumerate()
        .flat_map_iter(|(g, moves)| {
            let mut out = Vec::new();
            let mut rng = FastRng::seeded(g as u64 + 1);
            replay(moves, |board, i, color, mv, (last, prev)| {
                if mv == 0 || (g * 7919 + i) % stride != 0 {
                    return;
                }
                let owners = Owners::measure(board, color, last, OWNER_PLAYOUTS, &mut rng);
                let context = features::Context::new(board, last, prev).with_owners(Some(&owners));
                let mut sample = Sample {
                    base: Vec::new(),
                    class: Vec::new(),
                    chosen: usize::MAX,
                };
                for p in board.empty_points() {
                    if !board.is_playable_non_eye(p, color) {
                        continue;
                    }
                    if p == mv {
                        sample.chosen = sample.base.len();
                    }
                    let mut f = features::features(board, p, color, &context);
                    sample.class.push(f.tactics[group]);
                    f.tactics[group] = 0;
                    sample.base.push(f64::from(gammas.strength(&f)));
                }
                if sample.chosen != usize::MAX {
                    out.push(sample);
                }
            });
            out
        })
        .collect()
}
