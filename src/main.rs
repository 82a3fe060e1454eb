//! The `tengen` command line: the GTP engine, and benchmarks.

use clap::{Parser, Subcommand};

#[derive(Parser)]
#[command(
    name = "tengen",
    version,
    about = "A Monte Carlo Go engine speaking GTP v2"
)]
struct Cli {
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
    },
}

fn main() {
    let cli = Cli::parse();
    match cli.command {
        Some(Command::Bench { what }) => match what {
            BenchKind::Playouts {
                size,
                threads,
                seconds,
                seed,
            } => {
                let r = tengen::bench::light_playouts(size, threads, seconds, seed);
                println!("{:.0} playouts/s", r.playouts_per_second());
                println!("{:.0} moves/s", r.moves_per_second());
                println!(
                    "({} playouts, {} moves, {:.2} s, {size}x{size}, {threads} thread(s))",
                    r.playouts, r.moves, r.seconds
                );
            }
        },
        None => {}
    }
}
