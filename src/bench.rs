//! `tengen bench …`: speed measurements run from the command line, so the
//! README's figures can be reproduced with one command.

use crate::board::{Board, Color, words_for};
use crate::search::light::light_playout;
use crate::search::rng::FastRng;
use std::sync::atomic::{AtomicU64, Ordering};
use std::time::{Duration, Instant};

/// Totals of a playout benchmark.
#[derive(Clone, Copy, Debug)]
pub struct PlayoutBench {
    pub playouts: u64,
    pub moves: u64,
    pub seconds: f64,
}

impl PlayoutBench {
    pub fn playouts_per_second(&self) -> f64 {
        self.playouts as f64 / self.seconds
    }
    pub fn moves_per_second(&self) -> f64 {
        self.moves as f64 / self.seconds
    }
}

/// Runs light playouts from the empty board on `threads` threads for
/// `seconds` (or exactly `count` playouts per thread) and counts them.
pub fn light_playouts(
    size: usize,
    threads: usize,
    seconds: f64,
    seed: u64,
    count: Option<u64>,
) -> PlayoutBench {
    match words_for(size) {
        2 => run_light::<2>(size, threads, seconds, seed, count),
        4 => run_light::<4>(size, threads, seconds, seed, count),
        7 => run_light::<7>(size, threads, seconds, seed, count),
        _ => run_light::<11>(size, threads, seconds, seed, count),
    }
}

fn run_light<const W: usize>(
    size: usize,
    threads: usize,
    seconds: f64,
    seed: u64,
    count: Option<u64>,
) -> PlayoutBench {
    let playouts = AtomicU64::new(0);
    let moves = AtomicU64::new(0);
    let empty = Board::<W>::new(size);
    let budget = Duration::from_secs_f64(seconds);
    let start = Instant::now();
    let pool = rayon::ThreadPoolBuilder::new()
        .num_threads(threads)
        .build()
        .expect("thread pool");
    pool.scope(|scope| {
        for t in 0..threads {
            let (playouts, moves, empty) = (&playouts, &moves, &empty);
            scope.spawn(move |_| {
                let mut rng = FastRng::seeded(seed.wrapping_add(t as u64));
                let max_moves = (size * size * 3) as u32;
                let (mut n, mut m) = (0u64, 0u64);
                let more = |n: u64| match count {
                    Some(c) => n < c,
                    None => start.elapsed() < budget,
                };
                while more(n) {
                    // Check the clock every few playouts, not every one.
                    for _ in 0..16 {
                        let mut board = empty.clone();
                        let r = light_playout(&mut board, Color::Black, &mut rng, max_moves);
                        n += 1;
                        m += r.moves as u64;
                    }
                }
                playouts.fetch_add(n, Ordering::Relaxed);
                moves.fetch_add(m, Ordering::Relaxed);
            });
        }
    });
    PlayoutBench {
        playouts: playouts.into_inner(),
        moves: moves.into_inner(),
        seconds: start.elapsed().as_secs_f64(),
    }
}

/// A timed tree search from the empty board, as `genmove` would run it.
pub fn search(size: usize, threads: usize, seconds: f64) -> crate::search::SearchReport {
    let game = crate::game::Game::new(size, crate::rules::Rules::chinese());
    let budget = crate::search::Budget {
        seconds: Some(seconds),
        ..crate::search::Budget::unlimited(threads, usize::MAX)
    };
    let never = std::sync::atomic::AtomicBool::new(false);
    crate::search::search_position(&game, crate::board::Color::Black, &budget, &never)
}
