//! Byte-level GTP transcripts against the real binary: the protocol cases
//! of gtp-clients.md §4 that need no search.

use std::io::Write;
use std::process::{Command, Stdio};

/// Runs the engine on `input` and returns its stdout and exit status.
fn run(input: &str) -> (String, i32) {
    let mut child = Command::new(env!("CARGO_BIN_EXE_tengen"))
        .args(["--playouts", "300", "--threads", "1"])
        .stdin(Stdio::piped())
        .stdout(Stdio::piped())
        .stderr(Stdio::null())
        .spawn()
        .expect("start tengen");
    child
        .stdin
        .take()
        .unwrap()
        .write_all(input.as_bytes())
        .unwrap();
    let out = child.wait_with_output().unwrap();
    (
        String::from_utf8(out.stdout).unwrap(),
        out.status.code().unwrap_or(-1),
    )
}

fn expect(input: &str, output: &str) {
    let (got, code) = run(input);
    assert_eq!(got, output, "input {input:?}");
    assert_eq!(code, 0);
}

#[test]
fn protocol_basics() {
    expect("protocol_version\n", "= 2\n\n");
    expect("1 protocol_version\n", "=1 2\n\n");
    expect("name\n", "= Tengen\n\n");
    expect(
        "known_command play\nknown_command zz-x\n",
        "= true\n\n= false\n\n",
    );
    expect(
        "zz-x\n9 zz-x\n",
        "? unknown command\n\n?9 unknown command\n\n",
    );
    expect("\n   \n# c\n# interrupt\n3 name\n", "=3 Tengen\n\n");
    expect("4 name # c\n5\tname\r\n", "=4 Tengen\n\n=5 Tengen\n\n");
    expect("quit\nname\n", "= \n\n");
}

#[test]
fn setup_commands() {
    expect(
        "boardsize 19\nboardsize 9\nboardsize 26\nboardsize x\n",
        "= \n\n= \n\n? unacceptable size\n\n? syntax error\n\n",
    );
    expect(
        "komi 6.5\nkomi 0\nkomi -3.5\nkomi abc\n",
        "= \n\n= \n\n= \n\n? syntax error\n\n",
    );
    expect(
        "komi 7.5\nboardsize 9\nclear_board\nfinal_score\n",
        "= \n\n= \n\n= \n\n= W+7.5\n\n",
    );
    expect("clear_board\nundo\n", "= \n\n? cannot undo\n\n");
}

#[test]
fn moves_and_legality() {
    expect("play b D4\nplay B d4\n", "= \n\n? illegal move\n\n");
    expect(
        "play w pass\nplay W PASS\nplay white Pass\n",
        "= \n\n= \n\n= \n\n",
    );
    expect("play b I5\n", "? invalid color or coordinate\n\n");
    expect("boardsize 9\nplay b J9\n", "= \n\n= \n\n");
    expect(
        "boardsize 25\nclear_board\nplay b Z25\n",
        "= \n\n= \n\n= \n\n",
    );
    expect("play b D4\nplay b Q16\n", "= \n\n= \n\n");
    expect(
        "boardsize 9\nplay b A2\nplay b B1\nplay w A1\n",
        "= \n\n= \n\n= \n\n? illegal move\n\n",
    );
    expect(
        "play x D4\nplay b\n",
        "? invalid color or coordinate\n\n? invalid color or coordinate\n\n",
    );
    expect(
        "play b D4\nplay w Q16\nundo\nundo\nundo\nlist_stones black\n",
        "= \n\n= \n\n= \n\n= \n\n? cannot undo\n\n= \n\n",
    );
}

#[test]
fn handicap_commands() {
    expect("fixed_handicap 2\n", "= D4 Q16\n\n");
    expect(
        "boardsize 9\nfixed_handicap 5\n",
        "= \n\n= C3 G3 E5 C7 G7\n\n",
    );
    expect(
        "fixed_handicap 1\nfixed_handicap 10\n",
        "? invalid number of stones\n\n? invalid number of stones\n\n",
    );
    expect(
        "play b D4\nfixed_handicap 2\n",
        "= \n\n? board not empty\n\n",
    );
    expect(
        "set_free_handicap D4 D4\nset_free_handicap D4\n",
        "? bad vertex list\n\n? bad vertex list\n\n",
    );
    expect(
        "set_free_handicap D4 Q16\nundo\n",
        "= D4 Q16\n\n? cannot undo\n\n",
    );
}

#[test]
fn time_and_rules_commands() {
    expect(
        "time_settings 300 30 5\ntime_settings 0 1 0\ntime_settings a b c\ntime_left b 287 0\n",
        "= \n\n= \n\n? syntax error\n\n= \n\n",
    );
    expect(
        "kgs-time_settings none\nkgs-time_settings byoyomi 600 30 5\nkgs-time_settings canadian 600 300 25\nkgs-time_settings foo\n",
        "= \n\n= \n\n= \n\n? unknown time system\n\n",
    );
    expect(
        "kgs-rules japanese x y\nkomi 6.5\nboardsize 9\nfinal_score\n",
        "= \n\n= \n\n= \n\n= W+6.5\n\n",
    );
    let (out, _) = run("kata-set-rules tromp-taylor\nkata-get-rules\n");
    assert!(out.starts_with("= \n\n= {"), "{out}");
    assert!(out.contains("\"ko\":\"POSITIONAL\""), "{out}");
}

#[test]
fn genmove_plays_a_legal_move() {
    let (out, code) = run("boardsize 9\nclear_board\nplay b E5\ngenmove w\ncolor E5\n");
    assert_eq!(code, 0);
    let replies: Vec<&str> = out.split("\n\n").collect();
    assert!(replies[3].starts_with("= "), "{out}");
    assert_eq!(replies[4], "= black");
}
