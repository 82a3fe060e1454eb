//! The `tengen` command line: the GTP engine on stdin/stdout (the
//! default), and benchmarks. Nothing but GTP goes to stdout in engine
//! mode; logs go to stderr (`RUST_LOG` or `--log-level`).

use clap::{Parser, Subcommand};
use tengen::gtp::{Engine, Input, serve};
use tengen::rules::Rules;
use tengen::search::SearchConfig;

#[derive(Parser)]
#[command(
    name = "tengen",
    version,
    about = "A Monte Carlo Go engine speaking GTP v2"
)]
struct Cli {
    /// Rules preset (chinese, japanese, korean, ing, aga, new_zealand,
    /// tromp-taylor, reform, ancient-chinese) or KataGo JSON rules; see
    /// docs/rules.md.
    #[arg(long, default_value = "chinese")]
    rules: String,
    /// Search threads (default: the number of cores).
    #[arg(long)]
    threads: Option<usize>,
    /// Seconds per move when the game has no clock.
    #[arg(long, default_value_t = 2.0)]
    time: f64,
    /// Seconds of a search for a GUI's view (best moves, variation,
    /// ownership, dead stones) when no tree of the position is kept.
    #[arg(long, default_value_t = 2.0)]
    analyze_time: f64,
    /// Fixed playouts per move (overrides --time).
    #[arg(long)]
    playouts: Option<u64>,
    /// Seed for reproducible searches (with --threads 1 and --playouts).
    #[arg(long)]
    seed: Option<u64>,
    /// Resign below this winrate; 0 never resigns.
    #[arg(long, default_value_t = 0.1)]
    resign: f64,
    /// Weight of the score utility in move choice, 0 to 1 (0: winrate
    /// only; default 0.3): how hard a decided game is played for points.
    #[arg(long)]
    score_utility: Option<f64>,
    /// Tree memory cap in MiB (default: a quarter of RAM, at most 4 GiB).
    #[arg(long)]
    max_memory: Option<usize>,
    /// Think on the opponent's time.
    #[arg(long)]
    ponder: bool,
    /// Never play from the 9×9 opening book (area counting, komi 7.5).
    #[arg(long)]
    no_book: bool,
    /// Log level on stderr: error, warn, info, debug, trace (overrides RUST_LOG).
    #[arg(long)]
    log_level: Option<String>,
    #[command(subcommand)]
    command: Option<Command>,
}

#[derive(Subcommand)]
enum Command {
    /// Speed measurements.
    Bench {
        #[command(subcommand)]
        what: BenchKind,
    },
}

#[derive(Subcommand)]
enum BenchKind {
    /// Uniformly random, eye-respecting playouts from the empty board.
    Playouts {
        #[arg(long, default_value_t = 9)]
        size: usize,
        #[arg(long, default_value_t = 1)]
        threads: usize,
        #[arg(long, default_value_t = 5.0)]
        seconds: f64,
        #[arg(long, default_value_t = 1)]
        seed: u64,
        /// Play exactly this many playouts per thread instead of timing
        /// (repeatable work for instruction counts under callgrind; rounded
        /// up to a multiple of 16).
        #[arg(long)]
        count: Option<u64>,
    },
    /// Tree search from the empty board.
    Search {
        #[arg(long, default_value_t = 9)]
        size: usize,
        #[arg(long, default_value_t = 1)]
        threads: usize,
        #[arg(long, default_value_t = 5.0)]
        seconds: f64,
    },
}

/// A quarter of physical memory, at most 4 GiB, from /proc/meminfo.
fn default_memory() -> usize {
    let total_kib = std::fs::read_to_string("/proc/meminfo")
        .ok()
        .and_then(|m| {
            m.lines()
                .find(|l| l.starts_with("MemTotal:"))
                .and_then(|l| {
                    l.split_whitespace()
                        .nth(1)
                        .and_then(|n| n.parse::<usize>().ok())
                })
        })
        .unwrap_or(4 << 20);
    (total_kib * 1024 / 4).min(4 << 30)
}

fn main() {
    let cli = Cli::parse();
    let mut logger =
        env_logger::Builder::from_env(env_logger::Env::default().default_filter_or("warn"));
    if let Some(level) = &cli.log_level {
        logger.parse_filters(level);
    }
    logger.target(env_logger::Target::Stderr).init();

    match cli.command {
        Some(Command::Bench { what }) => run_bench(what),
        None => {
            let rules = match Rules::parse(&cli.rules) {
                Ok(r) => r,
                Err(e) => {
                    eprintln!("tengen: unknown rules {:?}: {e}", cli.rules);
                    std::process::exit(2);
                }
            };
            let defaults = SearchConfig::default();
            let config = SearchConfig {
                threads: cli.threads.unwrap_or(defaults.threads).max(1),
                playouts: cli.playouts,
                seconds: cli.time,
                analyze_seconds: cli.analyze_time,
                seed: cli.seed,
                resign: cli.resign,
                max_memory: cli.max_memory.map_or_else(default_memory, |m| m << 20),
                ponder: cli.ponder,
                score_utility: cli
                    .score_utility
                    .unwrap_or(defaults.score_utility)
                    .clamp(0.0, 1.0),
                book: !cli.no_book,
            };
            let mut engine = Engine::new(rules, config);
            let mut input = Input::spawn(std::io::stdin());
            let stdout = std::io::stdout();
            let mut out = stdout.lock();
            serve(&mut engine, &mut input, &mut out);
            // Exit at once: GUIs wait for the process after `quit`, and the
            // reader thread may still be blocked on stdin.
            std::process::exit(0);
        }
    }
}

fn run_bench(what: BenchKind) {
    let text = match what {
        BenchKind::Playouts {
            size,
            threads,
            seconds,
            seed,
            count,
        } => {
            let r = tengen::bench::light_playouts(size, threads, seconds, seed, count);
            format!(
                "{:.0} playouts/s\n{:.0} moves/s\n\
                 ({} playouts, {} moves, {:.2} s, {size}x{size}, {threads} thread(s))\n",
                r.playouts_per_second(),
                r.moves_per_second(),
                r.playouts,
                r.moves,
                r.seconds
            )
        }
        BenchKind::Search {
            size,
            threads,
            seconds,
        } => {
            let r = tengen::bench::search(size, threads, seconds);
            format!(
                "{:.0} playouts/s\n({} playouts, {:.2} s, {} nodes of {} bytes, \
                 {size}x{size}, {threads} thread(s), best {})\n",
                r.playouts_per_second(),
                r.playouts,
                r.seconds,
                r.nodes,
                tengen::search::NODE_BYTES,
                r.best_move
            )
        }
    };
    // A reader that stops early (`| head -1`) is no error: println! would
    // panic on the broken pipe.
    let _ = std::io::Write::write_all(&mut std::io::stdout(), text.as_bytes());
}
