//! Byte-level GTP transcripts against the real binary: gtp-clients.md §4
//! items 1-24 (protocol, setup, moves). Search-dependent items are in
//! gtp_transcripts_play.rs, the rest in gtp_transcripts_more.rs.

mod common;

use common::transcript::{expect, is_move, run, success};
use std::time::{Duration, Instant};

#[test]
fn item01_02_protocol_version_with_and_without_id() {
    expect("protocol_version\n", "= 2\n\n");
    expect("1 protocol_version\n", "=1 2\n\n");
}

#[test]
fn item03_name_answers_soon_after_launch_and_version_looks_like_x_y() {
    let started = Instant::now();
    let mut engine = common::Spawn::new(env!("CARGO_BIN_EXE_tengen"), &[])
        .discard_stderr()
        .start();
    engine.write("name\nversion\n");
    let line = String::from_utf8(engine.raw_line().expect("a line")).expect("UTF-8");
    // GoGui's timeout for "fast" commands; a generous bar, not a benchmark.
    assert!(started.elapsed() < Duration::from_secs(15));
    assert_eq!(line, "= Tengen\n");
    engine.close_input();
    let rest = engine.read_to_end();
    let version = success(rest.strip_prefix('\n').unwrap(), "= ");
    let version = version.strip_suffix("\n\n").unwrap();
    let (major, minor) = version.split_once('.').expect("X.Y");
    assert!(major.parse::<u32>().is_ok() && minor.parse::<u32>().is_ok());
    assert_eq!(engine.wait(), Some(0));
}

#[test]
fn item04_list_commands_one_name_per_line_all_known() {
    let r = run("list_commands\n");
    let body = success(&r.stdout, "= ").strip_suffix("\n\n").unwrap();
    assert!(!body.contains("\n\n") && !body.is_empty());
    let names: Vec<&str> = body.split('\n').collect();
    for n in &names {
        assert!(
            !n.is_empty() && n.bytes().all(|b| b.is_ascii_graphic()),
            "{n:?}"
        );
    }
    for needed in [
        "protocol_version",
        "name",
        "version",
        "known_command",
        "list_commands",
        "quit",
        "boardsize",
        "clear_board",
        "komi",
        "play",
        "genmove",
        "undo",
        "fixed_handicap",
        "place_free_handicap",
        "set_free_handicap",
        "time_settings",
        "time_left",
        "final_score",
        "final_status_list",
        "loadsgf",
        "showboard",
        "reg_genmove",
        "kgs-genmove_cleanup",
        "kgs-time_settings",
        "kgs-rules",
        "gogui-interrupt",
        "gogui-analyze_commands",
    ] {
        assert!(names.contains(&needed), "{needed} not listed");
    }
    // Everything listed is known (and so implemented: one table).
    let input: String = names
        .iter()
        .map(|n| format!("known_command {n}\n"))
        .collect();
    assert_eq!(run(&input).stdout, "= true\n\n".repeat(names.len()));
}

#[test]
fn item05_06_known_and_unknown_commands() {
    expect(
        "known_command play\nknown_command zz-x\n",
        "= true\n\n= false\n\n",
    );
    expect(
        "zz-x\n9 zz-x\n",
        "? unknown command\n\n?9 unknown command\n\n",
    );
}

#[test]
fn item07_08_empty_lines_comments_tabs_and_cr() {
    expect("\n   \n# c\n# interrupt\n3 name\n", "=3 Tengen\n\n");
    expect("\t\n\r\n#?[x]\n", "");
    expect("4 name # c\n5\tname\r\n", "=4 Tengen\n\n=5 Tengen\n\n");
}

#[test]
fn item09_pipelined_commands_answer_in_order() {
    let r = run("1 boardsize 9\n2 clear_board\n3 play b e5\n4 genmove w\n5 color E5\n");
    let replies = r.replies();
    assert_eq!(&replies[..3], ["=1 ", "=2 ", "=3 "], "{}", r.stdout);
    assert!(is_move(success(replies[3], "=4 "), 9), "{}", r.stdout);
    assert_eq!(replies[4], "=5 black");
    assert_eq!(replies[5], "");
}

#[test]
fn item10_quit_and_eof_exit_cleanly() {
    expect("quit\nname\n", "= \n\n");
    expect("7 quit\n", "=7 \n\n");
    expect("name\n", "= Tengen\n\n");
    expect("", "");
    // A last line without its newline is still answered.
    expect("name", "= Tengen\n\n");
}

#[test]
fn item11_boardsize() {
    expect(
        "boardsize 19\nboardsize 9\nboardsize 26\nboardsize x\n",
        "= \n\n= \n\n? unacceptable size\n\n? syntax error\n\n",
    );
    expect(
        "boardsize 1\nboardsize 0\nboardsize 2\nboardsize 25\nboardsize 99999999999999999999\n",
        "? unacceptable size\n\n? unacceptable size\n\n= \n\n= \n\n? unacceptable size\n\n",
    );
    // A refused size leaves the board as it was.
    expect(
        "boardsize 9\nplay b E5\nboardsize 26\nlist_stones b\n",
        "= \n\n= \n\n? unacceptable size\n\n= E5\n\n",
    );
}

#[test]
fn item12_komi() {
    expect(
        "komi 6.5\nkomi 0\nkomi -3.5\nkomi abc\nget_komi\n",
        "= \n\n= \n\n= \n\n? syntax error\n\n= -3.5\n\n",
    );
}

#[test]
fn item13_komi_survives_boardsize_and_clear_board() {
    expect(
        "komi 7.5\nboardsize 9\nclear_board\nfinal_score\n",
        "= \n\n= \n\n= \n\n= W+7.5\n\n",
    );
    expect(
        "komi 3\nboardsize 13\nboardsize 9\nclear_board\nget_komi\n",
        "= \n\n= \n\n= \n\n= \n\n= 3\n\n",
    );
}

#[test]
fn item14_clear_board_from_any_state() {
    expect("clear_board\nundo\n", "= \n\n? cannot undo\n\n");
    expect(
        "play b D4\nplay w Q16\nclear_board\nundo\nlist_stones w\n",
        "= \n\n= \n\n= \n\n? cannot undo\n\n= \n\n",
    );
    expect(
        "fixed_handicap 4\nclear_board\nlist_stones b\nfixed_handicap 2\n",
        "= D4 Q4 D16 Q16\n\n= \n\n= \n\n= D4 Q16\n\n",
    );
}

#[test]
fn item15_colour_and_vertex_case() {
    expect(
        "play b D4\nclear_board\nplay B d4\nclear_board\nplay BLACK D4\nclear_board\nplay black d4\nlist_stones black\n",
        "= \n\n= \n\n= \n\n= \n\n= \n\n= \n\n= \n\n= D4\n\n",
    );
    expect(
        "play WHITE q16\nplay White Q15\nlist_stones w\n",
        "= \n\n= \n\n= Q15 Q16\n\n",
    );
}

#[test]
fn item16_passes() {
    expect(
        "play w pass\nplay W PASS\nplay white Pass\n",
        "= \n\n= \n\n= \n\n",
    );
}

#[test]
fn item17_vertex_range() {
    expect("play b I5\n", "? invalid color or coordinate\n\n");
    expect(
        "play b T20\nplay b T19\n",
        "? invalid color or coordinate\n\n= \n\n",
    );
    expect(
        "boardsize 9\nplay b J9\nplay b K9\n",
        "= \n\n= \n\n? invalid color or coordinate\n\n",
    );
}

#[test]
fn item18_largest_board() {
    expect(
        "boardsize 25\nclear_board\nplay b Z25\nplay w A1\nlist_stones b\n",
        "= \n\n= \n\n= \n\n= \n\n= Z25\n\n",
    );
}

#[test]
fn item19_occupied_point() {
    expect("play b D4\nplay b D4\n", "= \n\n? illegal move\n\n");
    expect("play b D4\nplay w D4\n", "= \n\n? illegal move\n\n");
}

#[test]
fn item20_consecutive_same_colour() {
    expect(
        "play b D4\nplay b Q16\nlist_stones b\n",
        "= \n\n= \n\n= D4 Q16\n\n",
    );
}

#[test]
fn item21_suicide() {
    expect(
        "boardsize 9\nplay b A2\nplay b B1\nplay w A1\ncolor A1\n",
        "= \n\n= \n\n= \n\n? illegal move\n\n= empty\n\n",
    );
}

#[test]
fn item22_simple_ko() {
    // Black takes the ko at D4 by playing E4; White's immediate retake
    // is illegal, after an exchange elsewhere it is legal.
    let setup = "boardsize 9\nplay b D5\nplay w E5\nplay b C4\nplay w F4\nplay b D3\nplay w E3\nplay w D4\nplay b E4\n";
    let mut input = setup.to_string();
    input.push_str("color D4\nplay w D4\nplay w A9\nplay b J1\nplay w D4\ncolor E4\n");
    let mut want = "= \n\n".repeat(9);
    want.push_str("= empty\n\n? illegal move\n\n= \n\n= \n\n= \n\n= empty\n\n");
    expect(&input, &want);
}

#[test]
fn item23_capture_shown_and_undone() {
    let r = run(
        "boardsize 9\nplay b E5\nplay w E4\nplay b D4\nplay b F4\nplay b E3\nshowboard\nundo\nshowboard\ncaptures b\n",
    );
    let replies = r.replies();
    let before = success(replies[6], "= ");
    let after = success(replies[8], "= ");
    let row4 = |diagram: &str| {
        diagram
            .lines()
            .find(|l| l.starts_with(" 4 "))
            .expect("row 4")
            .replace('(', " ")
    };
    assert_eq!(row4(before), " 4  . . . X . X . . .  4", "{before}");
    assert_eq!(row4(after), " 4  . . . X O X . . .  4", "{after}");
    assert_eq!(replies[9], "= 0");
}

#[test]
fn item24_bad_play_arguments() {
    expect(
        "play x D4\nplay b\nplay\nplay b D4 D5\n",
        "? invalid color or coordinate\n\n? invalid color or coordinate\n\n? invalid color or coordinate\n\n? syntax error\n\n",
    );
}
