//! GNU Go's regression flow (gtp-clients.md §1 "GNU Go regression
//! scripts", §4 item 46): `tengen < f.tst | awk -f regress.awk`. The whole
//! file is piped in, comments, `#?` lines and blank lines included, with
//! no `quit`. regress.awk reads only lines matching `^[=?][0-9]+ ` and
//! reports "Possible crash" when a numbered test has no such line; so
//! every numbered command must be answered `=<id> …` or `?<id> …` (id
//! plus a space), in order, and the engine must exit 0 at EOF.

mod common;

use common::transcript;
use common::transcript::{fixtures, run_in};

/// The commands the engine will see: lines that are not empty once the
/// `#` comment is cut off, as (id, text).
fn commands(tst: &str) -> Vec<(Option<String>, String)> {
    tst.lines()
        .filter_map(|raw| {
            let line = raw.split('#').next().unwrap().replace(['\t', '\r'], " ");
            let line = line.trim();
            if line.is_empty() {
                return None;
            }
            let digits: String = line.chars().take_while(|c| c.is_ascii_digit()).collect();
            let id = (!digits.is_empty() && line[digits.len()..].starts_with(' '))
                .then(|| digits.trim_start_matches('0').to_string())
                .map(|d| if d.is_empty() { "0".to_string() } else { d });
            Some((id, line.to_string()))
        })
        .collect()
}

/// Numbered commands directly followed by a `#?` line: regress.awk's tests.
fn tests(tst: &str) -> Vec<String> {
    let lines: Vec<&str> = tst.lines().collect();
    let mut ids = Vec::new();
    for pair in lines.windows(2) {
        if pair[1].trim_start().starts_with("#?")
            && let [(Some(id), _)] = commands(pair[0]).as_slice()
        {
            ids.push(id.clone());
        }
    }
    ids
}

/// Pipes `tst` into the engine and checks the replies as regress.awk
/// would read them.
fn check_awk_flow(name: &str, tst: &str) {
    let r = run_in(transcript::FAST, &fixtures(), tst.as_bytes());
    assert_eq!(r.code, 0, "{name}: exit status");
    assert!(!r.stderr.contains("panicked"), "{name}: {}", r.stderr);
    assert!(r.stdout.ends_with("\n\n") || r.stdout.is_empty(), "{name}");
    let replies: Vec<&str> = r.stdout.trim_end_matches('\n').split("\n\n").collect();
    let sent = commands(tst);
    assert_eq!(replies.len(), sent.len(), "{name}: one reply per command");
    let mut answered = Vec::new();
    for ((id, command), reply) in sent.iter().zip(&replies) {
        let first = reply.lines().next().unwrap_or("");
        match id {
            Some(id) => {
                let ok = format!("={id} ");
                let err = format!("?{id} ");
                assert!(
                    first.starts_with(&ok) || first.starts_with(&err),
                    "{name}: `{command}` answered {first:?}"
                );
                answered.push(id.clone());
            }
            None => assert!(
                first.starts_with("= ") || first.starts_with("? "),
                "{name}: `{command}` answered {first:?}"
            ),
        }
    }
    // What regress.awk sees: only `^[=?][0-9]+ ` lines, one per numbered
    // command, so no test is left without a response ("Possible crash").
    let awk_lines: Vec<&str> = r
        .stdout
        .lines()
        .filter(|l| {
            let rest = l.strip_prefix(['=', '?']).unwrap_or("");
            let digits = rest.len() - rest.trim_start_matches(|c: char| c.is_ascii_digit()).len();
            digits > 0 && rest[digits..].starts_with(' ')
        })
        .collect();
    assert_eq!(awk_lines.len(), answered.len(), "{name}");
    for id in tests(tst) {
        assert!(
            answered.contains(&id),
            "{name}: Possible crash at test {id}"
        );
    }
}

#[test]
fn every_suite_piped_without_quit() {
    let mut count = 0;
    for entry in std::fs::read_dir(fixtures()).unwrap() {
        let path = entry.unwrap().path();
        if path.extension().is_some_and(|x| x == "tst") {
            let text = std::fs::read_to_string(&path).unwrap();
            check_awk_flow(&path.display().to_string(), &text);
            count += 1;
        }
    }
    assert!(count >= 6);
}

#[test]
fn gnu_go_style_file_with_crlf_tabs_and_no_final_newline() {
    let tst = "# A GNU Go style test file\r\n\
               loadsgf sgf/t7.sgf 5\r\n\
               \r\n\
               1 reg_genmove black\r\n\
               #? [C5|D5|PASS]*\r\n\
               2\tlist_stones\twhite\r\n\
               #? [D3 D4]\r\n\
               \t# indented comment\r\n\
               3 play white E5 # a comment after a command\r\n\
               #? []\r\n\
               4 final_score\r\n\
               #? [W\\+.*]\r\n\
               5 undo\r\n\
               #? []";
    check_awk_flow("crlf", tst);
}
