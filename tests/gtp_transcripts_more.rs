//! Byte-level transcripts of gtp-clients.md §4 items 30-45, 54 and 56:
//! undo and sequences, handicap, time, scoring, files, GoGui's analyze
//! commands and the KGS extensions.

mod common;

use common::transcript;
use common::transcript::{expect, is_vertex, run, success};

#[test]
fn item30_undo_twice_empties_the_board() {
    expect(
        "play b D4\nplay w Q16\nundo\nundo\nlist_stones b\nlist_stones w\nundo\n",
        "= \n\n= \n\n= \n\n= \n\n= \n\n= \n\n? cannot undo\n\n",
    );
}

#[test]
fn item31_handicap_cannot_be_undone() {
    expect(
        // GTP v2: set_free_handicap answers an empty success.
        "set_free_handicap D4 Q16\nundo\nlist_stones b\n",
        "= \n\n? cannot undo\n\n= D4 Q16\n\n",
    );
    expect(
        "fixed_handicap 2\nplay w Q4\nundo\nundo\nlist_stones b\n",
        "= D4 Q16\n\n= \n\n= \n\n? cannot undo\n\n= D4 Q16\n\n",
    );
}

#[test]
fn item32_gg_undo_and_play_sequence() {
    expect(
        "play b D4\nplay w Q16\nplay b D16\ngg-undo 2\nlist_stones b\nlist_stones w\ngg-undo 3\ngg-undo\nlist_stones b\n",
        "= \n\n= \n\n= \n\n= \n\n= D4\n\n= \n\n? cannot undo\n\n= \n\n= \n\n",
    );
    expect(
        "gogui-play_sequence B D4 W Q16\nlist_stones b\nlist_stones w\n",
        "= \n\n= D4\n\n= Q16\n\n",
    );
    // One illegal move (D4 is taken) and nothing is played.
    let r = run("play b D4\ngogui-play_sequence W Q16 B C3 W D4\nlist_stones w\nmove_history\n");
    let replies = r.replies();
    assert!(replies[1].starts_with("? "), "{}", r.stdout);
    assert_eq!(replies[2], "= ");
    assert_eq!(replies[3], "= black D4");
}

#[test]
fn item33_fixed_handicap_19() {
    let r = run("fixed_handicap 9\n");
    let mut got: Vec<&str> = success(r.replies()[0], "= ").split(' ').collect();
    got.sort();
    let mut want = vec!["D4", "Q16", "D16", "Q4", "D10", "Q10", "K4", "K16", "K10"];
    want.sort();
    assert_eq!(got, want);
    expect("fixed_handicap 2\n", "= D4 Q16\n\n");
}

#[test]
fn item34_fixed_handicap_9x9_and_bad_counts() {
    let r = run("boardsize 9\nfixed_handicap 5\n");
    let mut got: Vec<&str> = success(r.replies()[1], "= ").split(' ').collect();
    got.sort();
    assert_eq!(got, ["C3", "C7", "E5", "G3", "G7"]);
    expect(
        "fixed_handicap 1\nfixed_handicap 10\nfixed_handicap 0\nfixed_handicap x\n",
        "? invalid number of stones\n\n? invalid number of stones\n\n? invalid number of stones\n\n? invalid number of stones\n\n",
    );
}

#[test]
fn item35_handicap_needs_an_empty_board() {
    expect(
        "play b D4\nfixed_handicap 2\nset_free_handicap Q16 D16\nplace_free_handicap 2\n",
        "= \n\n? board not empty\n\n? board not empty\n\n? board not empty\n\n",
    );
    expect(
        "play b pass\nfixed_handicap 2\n",
        "= \n\n? board not empty\n\n",
    );
}

#[test]
fn item36_bad_vertex_lists() {
    expect(
        "set_free_handicap D4\nset_free_handicap D4 D4\nset_free_handicap D4 pass\nset_free_handicap\nset_free_handicap D4 Z99\nlist_stones b\n",
        "? bad vertex list\n\n? bad vertex list\n\n? bad vertex list\n\n? bad vertex list\n\n? bad vertex list\n\n= \n\n",
    );
}

#[test]
fn item38_time_settings() {
    expect(
        "time_settings 300 30 5\ntime_settings 0 1 0\ntime_settings 600 0 0\ntime_settings a b c\ntime_settings 1 2\n",
        "= \n\n= \n\n= \n\n? syntax error\n\n? syntax error\n\n",
    );
}

#[test]
fn item39_time_left() {
    expect(
        "time_settings 300 30 5\ntime_left b 287 0\ntime_left W 25 3\ntime_left b x 0\n",
        "= \n\n= \n\n= \n\n? syntax error\n\n",
    );
}

#[test]
fn item40_kgs_time_settings() {
    expect(
        "kgs-time_settings none\nkgs-time_settings absolute 600\nkgs-time_settings byoyomi 600 30 5\nkgs-time_settings canadian 600 300 25\nkgs-time_settings foo\nkgs-time_settings\n",
        "= \n\n= \n\n= \n\n= \n\n? unknown time system\n\n? syntax error\n\n",
    );
}

#[test]
fn item42_final_score_empty_win_and_draw() {
    expect(
        "boardsize 9\nkomi 7.5\nfinal_score\n",
        "= \n\n= \n\n= W+7.5\n\n",
    );
    // rules.md T2a: Black wins by half a point under Chinese rules.
    expect(
        "loadsgf sgf/t2a.sgf\nkgs-rules chinese\nkomi 7.5\nfinal_score\n",
        "= black\n\n= \n\n= \n\n= B+0.5\n\n",
    );
    // T1 under New Zealand rules with komi 7: a draw.
    expect(
        "loadsgf sgf/t1.sgf\nkgs-rules new_zealand\nkomi 7\nfinal_score\n",
        "= black\n\n= \n\n= \n\n= 0\n\n",
    );
    expect("final_score x\n", "? syntax error\n\n");
}

#[test]
fn item43_final_status_list() {
    expect("boardsize 9\nfinal_status_list dead\n", "= \n\n= \n\n");
    // Two dead black stones, one line (chain) each.
    expect(
        "loadsgf sgf/dead2.sgf\nfinal_status_list dead\n",
        "= white\n\n= G1\nG7\n\n",
    );
    let r = run(
        "loadsgf sgf/dead2.sgf\nfinal_status_list alive\nfinal_status_list seki\nfinal_status_list foo\n",
    );
    let replies = r.replies();
    let alive = success(replies[1], "= ");
    for line in alive.lines() {
        assert!(line.split(' ').all(|v| is_vertex(v, 7)), "{alive}");
    }
    assert!(!alive.contains("G7") && !alive.contains("G1"));
    assert!(alive.contains("D4") && alive.contains("E4"));
    assert!(replies[2].starts_with("= "));
    assert_eq!(replies[3], "? invalid status");
}

#[test]
fn item44_loadsgf_move_number_size_komi_and_missing_file() {
    expect(
        "loadsgf sgf/t7.sgf 3\nmove_history\nget_komi\nplay b E5\nplay b F6\n",
        "= black\n\n= white D3\nblack C3\n\n= 7.5\n\n= \n\n? invalid color or coordinate\n\n",
    );
    expect(
        "loadsgf sgf/h1.sgf 1\nget_komi\nlist_stones b\n",
        "= white\n\n= 0.5\n\n= C2 D4\n\n",
    );
    expect("loadsgf nofile.sgf\n", "? cannot load file\n\n");
    // Not regular files: a directory, an endless device, the engine's own
    // stdin (which would swallow the commands that follow).
    expect(
        "loadsgf sgf\nloadsgf /dev/zero\nloadsgf /dev/stdin\nname\n",
        "? cannot load file\n\n? cannot load file\n\n? cannot load file\n\n= Tengen\n\n",
    );
    // Relative to the working directory, not to the binary.
    let r = transcript::run_in(
        transcript::FAST,
        &transcript::fixtures().join("sgf"),
        b"loadsgf t7.sgf 3\n",
    );
    assert_eq!(r.stdout, "= black\n\n");
}

#[test]
fn item45_cputime_and_showboard() {
    let r = run("cputime\nboardsize 5\nplay b C3\nshowboard\n");
    let replies = r.replies();
    let t = success(replies[0], "= ");
    assert!(t.parse::<f64>().is_ok_and(|x| x >= 0.0), "{t:?}");
    let board = success(replies[3], "= ");
    assert!(!board.contains("\n\n"));
    let rows: Vec<&str> = board.lines().collect();
    assert!(rows.iter().any(|l| l.starts_with(" 3 ") && l.contains('X')));
    assert!(rows.iter().any(|l| l.contains("A B C D E")));
    assert_eq!(replies.len(), 5, "{}", r.stdout);
}

#[test]
fn item54_gogui_analyze_commands_answer_in_their_formats() {
    let r = run("boardsize 9\nplay b E5\ngogui-analyze_commands\n");
    let list = success(r.replies()[2], "= ").to_string();
    let known = [
        "bwboard", "cboard", "dboard", "eplist", "gfx", "hstring", "hpstring", "none", "param",
        "plist", "pspairs", "pstring", "sboard", "string", "var", "varb", "varc", "varp", "varpo",
        "varw",
    ];
    let mut checked = 0;
    for entry in list.lines() {
        let fields: Vec<&str> = entry.split('/').collect();
        assert!((3..=5).contains(&fields.len()), "{entry:?}");
        let (kind, command) = (fields[0], fields[2]);
        assert!(known.contains(&kind), "{entry:?}");
        assert!(!fields[1].is_empty());
        let command = command.replace("%c", "b").replace("%p", "E5");
        let r = run(&format!("boardsize 9\nplay b E5\n{command}\n"));
        let reply = r.replies()[2];
        let text = success(reply, "= ");
        match kind {
            "dboard" => {
                let rows: Vec<&str> = text.lines().collect();
                assert_eq!(rows.len(), 9, "{command}: {text}");
                for row in rows {
                    let values: Vec<f64> = row
                        .split_whitespace()
                        .map(|x| x.parse().expect("a float"))
                        .collect();
                    assert_eq!(values.len(), 9, "{command}: {row}");
                    assert!(values.iter().all(|v| (-1.0..=1.0).contains(v)));
                }
            }
            "plist" => {
                assert!(
                    text.split_whitespace().all(|v| is_vertex(v, 9)),
                    "{command}: {text}"
                );
            }
            "param" => {
                for line in text.lines() {
                    let kind = line.split(' ').next().unwrap();
                    assert!(
                        ["[bool]", "[string]"].contains(&kind) || kind.starts_with("[list/"),
                        "{command}: {line}"
                    );
                    assert_eq!(line.split(' ').count(), 3, "{command}: {line}");
                }
            }
            _ => assert!(!text.contains("\n\n")),
        }
        checked += 1;
    }
    assert!(checked >= 3, "{list}");
}

#[test]
fn item56_kgs_extensions() {
    expect(
        "kgs-rules chinese\nkgs-rules japanese x y\nkgs-game_over\n",
        "= \n\n= \n\n= \n\n",
    );
    let r = run("kgs-chat game Bob hi there\nkgs-chat private Bob what rules\n");
    for reply in &r.replies()[..2] {
        assert!(
            reply.starts_with("= ") && reply.len() > 2 || reply.starts_with("? "),
            "{reply:?}"
        );
        assert!(!reply.contains('\n'));
    }
    expect("kgs-rules foo\n", "? unknown rules\n\n");
}
