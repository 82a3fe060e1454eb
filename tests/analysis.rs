//! Analysis streams against the real binary: gtp-clients.md §4 items
//! 47–52 and Lizzie's conventions (ids, `name` as the stop, single
//! spaces), plus `avoid`/`allow`/`minmoves`.

mod common;

use common::Engine;

fn engine() -> Engine {
    engine_with(&[])
}

/// [`engine`] with `extra` arguments.
fn engine_with(extra: &[&str]) -> Engine {
    let mut args = vec!["--threads", "1", "--time", "1"];
    args.extend_from_slice(extra);
    let mut s = Engine::tengen(&args);
    s.ok("boardsize 9");
    s.ok("clear_board");
    s
}

/// Reads a stream's header, then `n` info lines.
fn stream_lines(s: &mut Engine, header: &str, n: usize) -> Vec<String> {
    assert_eq!(s.line(), header, "the stream header");
    (0..n)
        .map(|_| {
            let line = s.line();
            assert!(!line.is_empty(), "the stream ended early");
            line
        })
        .collect()
}

/// Ends the stream with `stop` and checks that the rest of the stream is
/// info lines up to one empty line.
fn stop_stream(s: &mut Engine, stop: &str) {
    s.write(stop);
    loop {
        let line = s.line();
        if line.is_empty() {
            return;
        }
        assert!(line.starts_with("info "), "unexpected {line:?}");
    }
}

fn is_vertex(t: &str) -> bool {
    let b = t.as_bytes();
    b.len() >= 2
        && b[0].is_ascii_uppercase()
        && b[0] != b'I'
        && t[1..].bytes().all(|c| c.is_ascii_digit())
        && !t[1..].starts_with('0')
}

/// A segment's `key value` pairs before `pv`, and the pv.
type Segment = (Vec<(String, String)>, Vec<String>);

/// The segments of a line, checking the key order `move … order N pv …`
/// and that the pv is all moves.
fn segments(line: &str) -> Vec<Segment> {
    assert!(!line.contains("  "), "double space in {line:?}");
    assert!(line.starts_with("info move "), "{line:?}");
    let body = line.split(" ownership ").next().unwrap();
    body.strip_prefix("info ")
        .unwrap()
        .split(" info ")
        .map(|seg| {
            let (fields, pv) = seg.split_once(" pv ").expect("a pv");
            let tokens: Vec<&str> = fields.split(' ').collect();
            assert!(tokens.len().is_multiple_of(2), "{seg:?}");
            let pairs: Vec<(String, String)> = tokens
                .chunks(2)
                .map(|kv| (kv[0].to_string(), kv[1].to_string()))
                .collect();
            assert_eq!(pairs[0].0, "move");
            assert_eq!(pairs.last().unwrap().0, "order");
            let pv: Vec<String> = pv.split(' ').map(String::from).collect();
            assert!(pv.iter().all(|m| is_vertex(m) || m == "pass"), "{seg:?}");
            (pairs, pv)
        })
        .collect()
}

fn get<'a>(pairs: &'a [(String, String)], key: &str) -> &'a str {
    &pairs
        .iter()
        .find(|(k, _)| k == key)
        .unwrap_or_else(|| panic!("no {key} in {pairs:?}"))
        .1
}

/// Item 47's line format: exactly these keys, integers.
fn check_lz_line(line: &str) {
    for (order, (pairs, pv)) in segments(line).iter().enumerate() {
        let keys: Vec<&str> = pairs.iter().map(|(k, _)| k.as_str()).collect();
        assert_eq!(
            keys,
            ["move", "visits", "winrate", "prior", "lcb", "order"],
            "{line}"
        );
        for key in ["visits", "winrate", "prior", "lcb", "order"] {
            let v: i64 = get(pairs, key).parse().expect("an integer");
            assert!(v >= 0 && (key == "visits" || v <= 10000), "{key} {v}");
        }
        assert_eq!(get(pairs, "order"), order.to_string());
        assert_eq!(pv[0], get(pairs, "move"), "the pv starts with the move");
    }
    let first = &segments(line)[0].0;
    assert!(is_vertex(get(first, "move")), "{line}");
}

#[test]
fn lz_analyze_streams_and_stops_on_any_input() {
    let mut s = engine();
    s.write("lz-analyze b 10\n");
    for line in stream_lines(&mut s, "=", 3) {
        check_lz_line(&line);
    }
    stop_stream(&mut s, "protocol_version\n");
    assert_eq!(s.reply(), ["= 2"]);

    // `name` stops it too (Lizzie), and a bare newline ends it with no
    // further response.
    s.write("lz-analyze 20\n");
    stream_lines(&mut s, "=", 1);
    stop_stream(&mut s, "name\n");
    assert_eq!(s.reply(), ["= Tengen"]);
    s.write("lz-analyze w 10\n");
    stream_lines(&mut s, "=", 1);
    stop_stream(&mut s, "\n");
    assert_eq!(s.ok("protocol_version"), "2");
}

#[test]
fn lizzie_ids_and_single_spaces() {
    let mut s = engine();
    s.write("5 lz-analyze 10\n");
    for line in stream_lines(&mut s, "=5", 2) {
        check_lz_line(&line);
    }
    stop_stream(&mut s, "6 name\n");
    assert_eq!(s.reply(), ["=6 Tengen"]);
    s.write("12 lz-analyze w 20\n");
    stream_lines(&mut s, "=12", 1);
    stop_stream(&mut s, "13 name\n");
    assert_eq!(s.reply(), ["=13 Tengen"]);
}

#[test]
fn kata_analyze_floats_scores_and_ownership() {
    let mut s = engine();
    s.ok("play b E5");
    s.write("kata-analyze w 10\n");
    for line in stream_lines(&mut s, "=", 2) {
        for (pairs, _) in segments(&line) {
            for key in ["winrate", "prior", "lcb"] {
                let v = get(&pairs, key);
                assert!(v.contains('.'), "{key} {v} has no '.'");
                let x: f64 = v.parse().unwrap();
                assert!((0.0..=1.0).contains(&x), "{key} {x}");
            }
            get(&pairs, "scoreLead").parse::<f64>().unwrap();
            get(&pairs, "scoreMean").parse::<f64>().unwrap();
        }
    }
    stop_stream(&mut s, "name\n");
    s.reply();

    s.write("kata-analyze w 10 ownership true\n");
    for line in stream_lines(&mut s, "=", 2) {
        segments(&line);
        let own = line.split(" ownership ").nth(1).expect("ownership last");
        let values: Vec<f64> = own.split(' ').map(|x| x.parse().unwrap()).collect();
        assert_eq!(values.len(), 81);
        assert!(values.iter().all(|v| (-1.0..=1.0).contains(v)));
    }
    stop_stream(&mut s, "name\n");
    s.reply();
}

#[test]
fn ownership_is_from_the_side_to_move_and_top_row_first() {
    let mut s = engine();
    // Black walls off the top two rows: they are Black's.
    for col in ["A", "B", "C", "D", "E", "F", "G", "H", "J"] {
        s.ok(&format!("play b {col}7"));
    }
    s.write("kata-analyze w 10 ownership true\n");
    let lines = stream_lines(&mut s, "=", 3);
    stop_stream(&mut s, "name\n");
    s.reply();
    let own = lines[2].split(" ownership ").nth(1).unwrap();
    let values: Vec<f64> = own.split(' ').map(|x| x.parse().unwrap()).collect();
    // A9 (first) is Black's, so negative for White to move.
    assert!(values[0] < -0.5, "A9 {}", values[0]);
}

#[test]
fn genmove_analyze_variants_stream_then_play() {
    // A search to stream: the empty 9×9 board is in the opening book,
    // whose moves are played without one (tests/book.rs).
    let mut s = engine_with(&["--no-book"]);
    for (command, color) in [
        ("lz-genmove_analyze b 10", "black"),
        ("kata-genmove_analyze w 10", "white"),
        ("genmove_analyze b 10", "black"),
    ] {
        s.write(&format!("{command}\n"));
        assert_eq!(s.line(), "=");
        let mut infos = 0;
        let played = loop {
            let line = s.line();
            if let Some(mv) = line.strip_prefix("play ") {
                break mv.to_string();
            }
            segments(&line);
            infos += 1;
        };
        assert_eq!(s.line(), "", "the empty line after play");
        assert!(infos > 0, "{command}: no info lines");
        assert!(is_vertex(&played), "{command}: played {played}");
        assert_eq!(s.ok(&format!("color {played}")), color);
    }
}

#[test]
fn avoid_allow_and_minmoves() {
    let mut s = engine();
    s.write("lz-analyze b 10 allow b C3,G7 1\n");
    let lines = stream_lines(&mut s, "=", 3);
    stop_stream(&mut s, "name\n");
    s.reply();
    for line in &lines {
        for (pairs, _) in segments(line) {
            assert!(["C3", "G7"].contains(&get(&pairs, "move")), "{line}");
        }
    }

    s.write("lz-analyze b 10 avoid b E5,D4 1 minmoves 40\n");
    let lines = stream_lines(&mut s, "=", 2);
    stop_stream(&mut s, "name\n");
    s.reply();
    for line in &lines {
        let segs = segments(line);
        assert!(segs.len() >= 40, "minmoves 40 gave {}", segs.len());
        for (pairs, _) in segs {
            assert!(!["E5", "D4"].contains(&get(&pairs, "move")), "{line}");
        }
    }

    // Bad arguments are an ordinary error, without a stream.
    s.write("lz-analyze b 10 avoid b Z99 1\n");
    assert!(s.reply()[0].starts_with('?'));
    s.write("kata-analyze b 10 nonsense 3\n");
    assert!(s.reply()[0].starts_with('?'));
}

#[test]
fn input_ending_ends_the_stream() {
    let mut s = engine();
    s.write("lz-analyze b 10\n");
    stream_lines(&mut s, "=", 1);
    let (code, rest) = s.close_and_wait();
    assert_eq!(code, Some(0));
    assert_eq!(rest.last().map(String::as_str), Some(""), "{rest:?}");
    assert!(
        rest[..rest.len() - 1]
            .iter()
            .all(|l| l.starts_with("info "))
    );
}

/// One `kata-analyze` line read with KataGo's field grammar: `info`
/// segments of `key value` pairs in KataGo's order, each ending with `pv
/// MOVE…` and, when asked, `pvVisits N…` (one per pv move); then
/// `rootInfo` with its pairs, `ownership` and `ownershipStdev` with
/// `size²` numbers each. Returns the segments' pairs, the root's pairs
/// and the two maps.
type KataLine = (
    Vec<Vec<(String, f64)>>,
    Vec<(String, f64)>,
    Vec<f64>,
    Vec<f64>,
);

fn parse_kata_line(line: &str, size: usize) -> KataLine {
    const MOVE_KEYS: &[&str] = &[
        "visits",
        "edgeVisits",
        "utility",
        "winrate",
        "scoreMean",
        "scoreStdev",
        "scoreLead",
        "prior",
        "lcb",
        "utilityLcb",
        "order",
    ];
    const ROOT_KEYS: &[&str] = &[
        "visits",
        "utility",
        "winrate",
        "scoreMean",
        "scoreStdev",
        "scoreLead",
    ];
    const SECTIONS: &[&str] = &["info", "rootInfo", "ownership", "ownershipStdev"];
    assert!(!line.contains("  "), "double space in {line:?}");
    let tokens: Vec<&str> = line.split(' ').collect();
    let mut i = 0;
    let number = |t: &str, key: &str| -> f64 {
        let x: f64 = t
            .parse()
            .unwrap_or_else(|_| panic!("{key} {t} is no number"));
        let integer = matches!(key, "visits" | "edgeVisits" | "order" | "pvVisits");
        assert_eq!(!t.contains('.'), integer, "{key} {t}: KataGo's format");
        let range = match key {
            "winrate" | "prior" | "lcb" | "ownershipStdev" | "scoreStdev" => 0.0..=1e9,
            "utility" | "utilityLcb" | "ownership" => -1.0..=1.0,
            _ => f64::MIN..=f64::MAX,
        };
        assert!(range.contains(&x), "{key} {x}");
        if matches!(key, "winrate" | "prior" | "lcb" | "ownershipStdev") {
            assert!(x <= 1.0, "{key} {x}");
        }
        x
    };
    // Pairs of `keys`, in that order, each key optional.
    let pairs = |i: &mut usize, keys: &[&str]| -> Vec<(String, f64)> {
        let mut out = Vec::new();
        let mut next = 0;
        while let Some(pos) = tokens
            .get(*i)
            .and_then(|t| keys[next..].iter().position(|k| k == t))
        {
            let key = keys[next + pos];
            let value = tokens.get(*i + 1).expect("a value");
            out.push((key.to_string(), number(value, key)));
            next += pos + 1;
            *i += 2;
        }
        out
    };
    let mut segments = Vec::new();
    while tokens.get(i) == Some(&"info") {
        assert_eq!(tokens[i + 1], "move");
        let mv = tokens[i + 2];
        assert!(is_vertex(mv) || mv == "pass", "{mv}");
        i += 3;
        let seg = pairs(&mut i, MOVE_KEYS);
        let keys: Vec<&str> = seg.iter().map(|(k, _)| k.as_str()).collect();
        assert_eq!(keys, MOVE_KEYS, "every field Tengen writes, in order");
        assert_eq!(tokens[i], "pv");
        i += 1;
        let mut pv = Vec::new();
        while let Some(&t) = tokens.get(i).filter(|t| is_vertex(t) || **t == "pass") {
            pv.push(t);
            i += 1;
        }
        assert_eq!(pv.first(), Some(&mv), "the pv starts with the move");
        assert_eq!(tokens[i], "pvVisits", "pvVisits after the pv");
        i += 1;
        let mut pv_visits = Vec::new();
        while let Some(t) = tokens.get(i).filter(|t| !SECTIONS.contains(t)) {
            pv_visits.push(number(t, "pvVisits"));
            i += 1;
        }
        assert_eq!(pv_visits.len(), pv.len(), "one pvVisits per pv move");
        let visits = seg.iter().find(|(k, _)| k == "visits").unwrap().1;
        assert_eq!(pv_visits[0], visits);
        assert!(pv_visits.windows(2).all(|w| w[0] >= w[1]), "{pv_visits:?}");
        segments.push(seg);
    }
    assert!(!segments.is_empty());
    assert_eq!(tokens[i], "rootInfo");
    i += 1;
    let root = pairs(&mut i, ROOT_KEYS);
    let keys: Vec<&str> = root.iter().map(|(k, _)| k.as_str()).collect();
    assert_eq!(keys, ROOT_KEYS);
    let mut map = |name: &str| -> Vec<f64> {
        assert_eq!(tokens[i], name);
        let values: Vec<f64> = tokens[i + 1..]
            .iter()
            .take_while(|t| !SECTIONS.contains(t))
            .map(|t| number(t, name))
            .collect();
        i += 1 + values.len();
        assert_eq!(values.len(), size * size, "{name}");
        values
    };
    let ownership = map("ownership");
    let stdev = map("ownershipStdev");
    assert_eq!(i, tokens.len(), "nothing after ownershipStdev");
    (segments, root, ownership, stdev)
}

#[test]
fn kata_analyze_fields_as_katago_writes_them() {
    let mut s = engine();
    s.ok("play b E5");
    s.ok("play w C3");
    s.write("kata-analyze b 10 ownership true pvVisits true rootInfo true ownershipStdev true\n");
    let lines = stream_lines(&mut s, "=", 4);
    stop_stream(&mut s, "name\n");
    s.reply();
    let (segments, root, ownership, stdev) = parse_kata_line(&lines[3], 9);
    let get = |pairs: &[(String, f64)], key: &str| pairs.iter().find(|(k, _)| k == key).unwrap().1;
    let total: f64 = segments.iter().map(|seg| get(seg, "visits")).sum();
    // The root counts every playout, each of which began with one move.
    assert!(get(&root, "visits") >= total, "{root:?} {total}");
    for seg in &segments {
        let w = get(seg, "winrate");
        assert!((get(seg, "utility") - (2.0 * w - 1.0)).abs() < 1e-5);
        assert!((get(seg, "utilityLcb") - (2.0 * get(seg, "lcb") - 1.0)).abs() < 1e-5);
        assert_eq!(get(seg, "edgeVisits"), get(seg, "visits"));
        assert_eq!(get(seg, "scoreMean"), get(seg, "scoreLead"));
        if get(seg, "visits") > 10.0 {
            assert!(get(seg, "scoreStdev") > 0.0, "{seg:?}");
        }
    }
    assert!((get(&root, "utility") - (2.0 * get(&root, "winrate") - 1.0)).abs() < 1e-5);
    // Black's stone at E5 (row 5 from the top, column E) is Black's: positive
    // from Black's view, and every spread is within what its mean allows.
    assert!(ownership[4 * 9 + 4] > 0.5, "{}", ownership[40]);
    for (m, sd) in ownership.iter().zip(&stdev) {
        // sd² = share owned − mean² ≤ 1 − mean² (with room for rounding).
        assert!(sd * sd <= 1.0 - m * m + 2e-3, "{m} {sd}");
    }
    assert!(stdev.iter().any(|&sd| sd > 0.3), "{stdev:?}");
}
