//! `--only GROUP,... --from IN.txt`: learns the gammas of some tactical
//! groups alone, every other gamma read from IN.txt and kept (see the
//! crate's doc).

use std::path::Path;

use rayon::prelude::*;
use tengen::board::{Color, Point};
use tengen::search::features::{self, Gammas, TACTICAL};
use tengen::search::owners::{OWNER_PLAYOUTS, Owners};
use tengen::search::rng::FastRng;

use super::replay;

const ITERATIONS: usize = 20;

/// One sampled position: each candidate's strength without the learned
/// groups, their values (one row of `groups.len()` a candidate), and
/// which candidate was played.
struct Sample {
    base: Vec<f64>,
    values: Vec<u8>,
    chosen: usize,
}

/// The learned groups, by index into [`TACTICAL`], and their gammas.
struct Model {
    groups: Vec<usize>,
    gamma: Vec<Vec<f64>>,
}

impl Model {
    fn strength(&self, s: &Sample, c: usize) -> f64 {
        let k = self.groups.len();
        let row = &s.values[c * k..(c + 1) * k];
        row.iter()
            .zip(&self.gamma)
            .fold(s.base[c], |acc, (&v, g)| acc * g[v as usize])
    }

    /// Every candidate's strength in the sample, in order.
    fn strengths(&self, s: &Sample) -> Vec<f64> {
        (0..s.base.len()).map(|c| self.strength(s, c)).collect()
    }
}

pub fn learn(
    names: &[String],
    base_path: &Path,
    out: &Path,
    train: &[Vec<(Color, Point)>],
    test: &[Vec<(Color, Point)>],
    positions: usize,
) {
    let groups: Vec<usize> = names
        .iter()
        .map(|name| {
            TACTICAL
                .iter()
                .position(|(n, _)| n == name)
                .unwrap_or_else(|| panic!("no tactical group {name}"))
        })
        .collect();
    let text = std::fs::read_to_string(base_path).expect("read the gammas to start from");
    let gammas = Gammas::parse(&text).expect("the gammas parse");
    let train = sample(&gammas, &groups, train, positions);
    let test = sample(&gammas, &groups, test, positions / 10);
    eprintln!(
        "{} positions to learn from, {} held out",
        train.len(),
        test.len()
    );
    let mut model = Model {
        gamma: groups.iter().map(|&g| vec![1f64; TACTICAL[g].1]).collect(),
        groups,
    };
    let k = model.groups.len();
    report("before", &train, &test, &model);
    let mut wins: Vec<Vec<f64>> = model.gamma.iter().map(|g| vec![0.0; g.len()]).collect();
    for s in &train {
        for (i, w) in wins.iter_mut().enumerate() {
            w[s.values[s.chosen * k + i] as usize] += 1.0;
        }
    }
    for iteration in 0..ITERATIONS {
        for (i, group_wins) in wins.iter().enumerate() {
            let n = model.gamma[i].len();
            let denom = train
                .par_iter()
                .map(|s| {
                    let mut d = vec![0f64; n];
                    let strengths = model.strengths(s);
                    let total: f64 = strengths.iter().sum();
                    for (c, strength) in strengths.iter().enumerate() {
                        let v = s.values[c * k + i] as usize;
                        d[v] += strength / model.gamma[i][v] / total;
                    }
                    d
                })
                .reduce(
                    || vec![0f64; n],
                    |mut a, b| {
                        a.iter_mut().zip(b).for_each(|(x, y)| *x += y);
                        a
                    },
                );
            // Value 0 (no such feature) stays 1, the reference; the
            // others get one virtual win and one loss against it.
            for v in 1..n {
                let g = &mut model.gamma[i][v];
                *g = (group_wins[v] + 1.0) / (denom[v] + 2.0 / (*g + 1.0));
            }
        }
        report(
            &format!("iteration {}", iteration + 1),
            &train,
            &test,
            &model,
        );
    }
    write(&text, out, &model, train.len());
}

/// IN.txt with the learned groups' lines replaced.
fn write(text: &str, out: &Path, model: &Model, positions: usize) {
    let names: Vec<&str> = model.groups.iter().map(|&g| TACTICAL[g].0).collect();
    // A group's lines, and the comment a former run wrote for groups
    // that are all learned again now.
    let learned = |line: &str| {
        if let Some(groups) = line
            .strip_prefix("# ")
            .and_then(|l| l.split_once(": learned alone by learn_gammas --only"))
            .map(|(groups, _)| groups)
        {
            return groups.split(", ").all(|g| names.contains(&g));
        }
        names
            .iter()
            .any(|n| line.split_whitespace().next() == Some(n))
    };
    let mut lines: Vec<String> = text
        .lines()
        .filter(|l| !learned(l))
        .map(str::to_string)
        .collect();
    let at = lines
        .iter()
        .position(|l| l.starts_with("shape "))
        .unwrap_or(lines.len());
    let mut new = vec![format!(
        "# {}: learned alone by learn_gammas --only from {positions} positions, \
         with the owners of {OWNER_PLAYOUTS} playouts each",
        names.join(", ")
    )];
    for (name, gamma) in names.iter().zip(&model.gamma) {
        new.extend((0..gamma.len()).map(|v| format!("{name} {v} {:.5}", gamma[v])));
    }
    lines.splice(at..at, new);
    std::fs::write(out, lines.join("\n") + "\n").expect("write the gammas");
    eprintln!("wrote {}", out.display());
}

fn report(label: &str, train: &[Sample], test: &[Sample], model: &Model) {
    let (train_ll, _) = fit(train, model);
    let (test_ll, test_top1) = fit(test, model);
    eprintln!(
        "{label}: train {train_ll:.4} / test {test_ll:.4} log-likelihood per move, test top-1 {:.1} %",
        100.0 * test_top1,
    );
    for (&g, gamma) in model.groups.iter().zip(&model.gamma) {
        eprintln!(
            "  {} {:?}",
            TACTICAL[g].0,
            gamma
                .iter()
                .map(|g| (g * 1000.0).round() / 1000.0)
                .collect::<Vec<_>>()
        );
    }
}

/// Mean log-likelihood of the moves played and how often the strongest
/// candidate was the move played.
fn fit(samples: &[Sample], model: &Model) -> (f64, f64) {
    let (ll, hits) = samples
        .par_iter()
        .map(|s| {
            let strengths = model.strengths(s);
            let total: f64 = strengths.iter().sum();
            let chosen = strengths[s.chosen];
            let best = strengths.iter().copied().fold(0.0, f64::max);
            ((chosen / total).ln(), usize::from(chosen >= best))
        })
        .reduce(|| (0.0, 0), |a, b| (a.0 + b.0, a.1 + b.1));
    let n = samples.len().max(1) as f64;
    (ll / n, hits as f64 / n)
}

/// About `wanted` positions spread evenly over the games' moves, with
/// the owners of each, as a search's root measures them.
fn sample(
    gammas: &Gammas,
    groups: &[usize],
    games: &[Vec<(Color, Point)>],
    wanted: usize,
) -> Vec<Sample> {
    let moves: usize = games.iter().map(Vec::len).sum();
    let stride = (moves / wanted.max(1)).max(1);
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
                    values: Vec::new(),
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
                    for &group in groups {
                        sample.values.push(f.tactics[group]);
                        f.tactics[group] = 0;
                    }
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
