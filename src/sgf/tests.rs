//! Whole-module tests: a realistic record, a write → parse round-trip
//! property over random games, and fuzz-style checks that no input, however
//! damaged, makes `parse` panic. All randomness is seeded so failures
//! reproduce.

use rand::rngs::StdRng;
use rand::{RngExt, SeedableRng};

use super::*;
use crate::board::{MAX_SIZE, MIN_SIZE};

/// A record in the style of real files: header, handicap stones, comments
/// with escapes and soft line breaks, CRLF line ends, a pass as `tt`,
/// nested variations and properties this reader does not know.
const REAL_GAME: &str = "(;GM[1]FF[4]CA[UTF-8]AP[CGoban:3]ST[2]\r\n\
RU[Japanese]SZ[19]KM[0.50]TM[1800]OT[5x30 byo-yomi]\r\n\
PW[Shusaku]PB[Gennan Inseki]WR[4d]BR[8d]DT[1846-09-11]\r\n\
PC[Osaka]RE[B+2]HA[2]AB[dp][pd]\r\n\
C[Famous game \\[the \"ear-reddening\" game\\]\\]. Annotations by \\\r\n\
an amateur: see move 127.]\r\n\
;W[qp]C[White approaches\r\nthe lower right.]\r\n\
;B[oq]LB[oq:A]\r\n\
(;W[dd]\r\n\
 (;B[fq];W[tt]C[A pass: path\\\\to\\\\nowhere])\r\n\
 (;B[cf]))\r\n\
(;W[qj]C[Variation, not on the main line];B[dd]))\r\n";

fn v(col: usize, row: usize) -> Vertex {
    Vertex::new(col, row)
}

#[test]
fn real_game_record() {
    let game = parse(REAL_GAME).unwrap();
    assert_eq!(game.size, 19);
    assert_eq!(game.komi, Some(0.5));
    assert_eq!(game.handicap, Some(2));
    assert_eq!(game.rules.as_deref(), Some("Japanese"));
    assert_eq!(game.result.as_deref(), Some("B+2"));
    assert_eq!(game.black_name.as_deref(), Some("Gennan Inseki"));
    assert_eq!(game.white_name.as_deref(), Some("Shusaku"));

    let root = &game.nodes[0];
    assert_eq!(root.add_black, vec![v(3, 3), v(15, 15)]);
    assert_eq!(
        root.comment.as_deref(),
        Some("Famous game [the \"ear-reddening\" game]]. Annotations by an amateur: see move 127.")
    );
    let moves: Vec<_> = game.nodes[1..].iter().map(|n| n.mv.unwrap()).collect();
    assert_eq!(
        moves,
        vec![
            (Color::White, Move::Play(v(16, 3))),
            (Color::Black, Move::Play(v(14, 2))),
            (Color::White, Move::Play(v(3, 15))),
            (Color::Black, Move::Play(v(5, 2))),
            (Color::White, Move::Pass),
        ]
    );
    assert_eq!(
        game.nodes[1].comment.as_deref(),
        Some("White approaches\nthe lower right.")
    );
    assert_eq!(
        game.nodes[5].comment.as_deref(),
        Some("A pass: path\\to\\nowhere")
    );
    // Writing keeps everything this module stores.
    assert_eq!(parse(&write(&game)).unwrap(), game);
}

/// Text with the characters that need escaping or that the grammar cares
/// about. `\r` is left out: reading normalises line breaks to `\n`.
fn random_text(rng: &mut StdRng) -> String {
    const POOL: &[char] = &[
        'a', 'b', 'Z', '7', ' ', '+', '.', ']', ']', '\\', '\\', '[', ':', ';', '(', ')', '\n',
        '\t', 'é', '囲', '碁',
    ];
    let len = rng.random_range(0..12);
    (0..len)
        .map(|_| POOL[rng.random_range(0..POOL.len())])
        .collect()
}

fn maybe_text(rng: &mut StdRng) -> Option<String> {
    rng.random_bool(0.5).then(|| random_text(rng))
}

fn random_vertex(rng: &mut StdRng, size: usize) -> Vertex {
    v(rng.random_range(0..size), rng.random_range(0..size))
}

fn random_points(rng: &mut StdRng, size: usize, max: usize) -> Vec<Vertex> {
    let count = rng.random_range(0..=max);
    (0..count).map(|_| random_vertex(rng, size)).collect()
}

fn random_color(rng: &mut StdRng) -> Color {
    if rng.random_bool(0.5) {
        Color::Black
    } else {
        Color::White
    }
}

fn random_node(rng: &mut StdRng, size: usize, setup: bool) -> SgfNode {
    let max_setup = if setup { 8 } else { 0 };
    SgfNode {
        add_black: random_points(rng, size, max_setup),
        add_white: random_points(rng, size, max_setup),
        add_empty: random_points(rng, size, max_setup / 2),
        player: rng.random_bool(0.2).then(|| random_color(rng)),
        capture_own: rng.random_bool(0.1),
        mv: rng.random_bool(0.9).then(|| {
            let mv = if rng.random_bool(0.15) {
                Move::Pass
            } else {
                Move::Play(random_vertex(rng, size))
            };
            (random_color(rng), mv)
        }),
        comment: rng.random_bool(0.3).then(|| random_text(rng)),
    }
}

fn random_game(rng: &mut StdRng) -> SgfGame {
    let size = rng.random_range(MIN_SIZE..=MAX_SIZE);
    let mut nodes = vec![random_node(rng, size, true)];
    for _ in 0..rng.random_range(0..40) {
        let setup = rng.random_bool(0.1);
        nodes.push(random_node(rng, size, setup));
    }
    SgfGame {
        size,
        komi: rng.random_bool(0.7).then(|| {
            if rng.random_bool(0.8) {
                rng.random_range(-100..=100) as f64 / 2.0
            } else {
                rng.random_range(-1.0e6..1.0e6)
            }
        }),
        handicap: rng.random_bool(0.5).then(|| rng.random_range(0..=9)),
        rules: maybe_text(rng),
        result: maybe_text(rng),
        black_name: maybe_text(rng),
        white_name: maybe_text(rng),
        nodes,
    }
}

#[test]
fn random_games_round_trip() {
    let mut rng = StdRng::seed_from_u64(300);
    for i in 0..300 {
        let game = random_game(&mut rng);
        let text = write(&game);
        match parse(&text) {
            Ok(back) => assert_eq!(back, game, "game {i}:\n{text}"),
            Err(e) => panic!("game {i}: {e}\n{text}"),
        }
    }
}

/// Valid files for the fuzz tests: the real record, written games and a
/// few small edge cases.
fn seed_files() -> Vec<String> {
    let mut rng = StdRng::seed_from_u64(7);
    let mut files = vec![
        REAL_GAME.to_string(),
        "(;SZ[5]AB[aa:cc]AW[dd:ee]PL[W];W[];B[tt])".to_string(),
        "(;B[aa](;W[bb])(;W[cc](;B[dd])))\n(;GM[1]SZ[9];B[ee])".to_string(),
        "\u{feff}(;C[\\]\\\\\\\r\n\\:]PB[é])".to_string(),
    ];
    for _ in 0..3 {
        files.push(write(&random_game(&mut rng)));
    }
    files
}

#[test]
fn every_prefix_parses_or_fails_cleanly() {
    for file in seed_files() {
        for (end, _) in file.char_indices() {
            let prefix = &file[..end];
            // A prefix is never a complete file: the final `)` is missing
            // (only trailing whitespace may be dropped safely).
            if prefix.trim_end().ends_with(')') {
                let _ = parse(prefix);
            } else {
                assert!(parse(prefix).is_err(), "{prefix:?}");
            }
        }
    }
}

/// Replaces a valid file with a damaged one: a few random edits.
fn mutate(rng: &mut StdRng, file: &str) -> String {
    const SPECIAL: &[u8] = b"();[]\\:";
    let mut bytes = file.as_bytes().to_vec();
    for _ in 0..rng.random_range(1..=4) {
        let at = rng.random_range(0..=bytes.len());
        match rng.random_range(0..5) {
            0 if at < bytes.len() => {
                bytes.remove(at);
            }
            1 => bytes.insert(at, SPECIAL[rng.random_range(0..SPECIAL.len())]),
            2 => bytes.insert(at, rng.random()),
            3 if at < bytes.len() => {
                let end = rng.random_range(at..=bytes.len().min(at + 16));
                let copy: Vec<u8> = bytes[at..end].to_vec();
                let to = rng.random_range(0..=bytes.len());
                bytes.splice(to..to, copy);
            }
            _ => {
                if at < bytes.len() {
                    bytes[at] = rng.random();
                }
            }
        }
    }
    // `parse` takes text: damaged UTF-8 is replaced, as a caller reading a
    // file lossily would do.
    String::from_utf8_lossy(&bytes).into_owned()
}

#[test]
fn random_mutations_never_panic() {
    let files = seed_files();
    let mut rng = StdRng::seed_from_u64(20_000);
    let mut errors = 0;
    for _ in 0..20_000 {
        let file = &files[rng.random_range(0..files.len())];
        let damaged = mutate(&mut rng, file);
        match parse(&damaged) {
            Ok(_) => {}
            Err(e) => {
                // Every error says something and points inside the file.
                assert!(!e.message().is_empty());
                assert!(e.line() >= 1 && e.column() >= 1);
                assert!(!e.to_string().is_empty());
                errors += 1;
            }
        }
    }
    // The mutations must actually reach the error paths.
    assert!(errors > 5_000, "only {errors} damaged files were rejected");
}
