#!/usr/bin/env python3
"""Tests of scripts/match: GNU Go against itself, the referee's board, and
fake engines for illegal moves, superko, time losses, crashes, scores and
the reform and ancient-chinese rules.

Run from anywhere: python3 scripts/test_match.py [-v]
The GNU Go tests are skipped when /usr/games/gnugo (or gnugo on PATH) is
missing. The fake engine is this file run as
`test_match.py --fake [--moves A1,B2,...] [--sleep S] [--crash] [--hang]
[--refuse-play] [--score TEXT] [--setup] [--kgs-rules] [--log FILE]`: it
answers every command with `=`, plays the listed moves in turn on genmove
(then passes), and answers final_score with TEXT (default B+1); --setup
lists gogui-setup and gogui-setup_player, --kgs-rules makes known_command
kgs-rules true, and --log appends every command received to FILE.
"""

import argparse
import importlib.machinery
import importlib.util
import os
import re
import shutil
import subprocess
import sys
import tempfile
import time
import unittest

HERE = os.path.dirname(os.path.abspath(__file__))
MATCH = os.path.join(HERE, "match")
GNUGO = shutil.which("gnugo") or shutil.which("/usr/games/gnugo")


def fake(*options):
    return " ".join([sys.executable, os.path.abspath(__file__), "--fake", *options])


def match(engine1, engine2, *options):
    """Runs the match script; returns (exit status, stdout lines)."""
    proc = subprocess.run(
        [sys.executable, MATCH, *options, engine1, engine2],
        stdout=subprocess.PIPE,
        stderr=subprocess.PIPE,
        text=True,
        timeout=300,
    )
    return proc.returncode, proc.stdout.splitlines()


def load_match_module():
    loader = importlib.machinery.SourceFileLoader("match_script", MATCH)
    spec = importlib.util.spec_from_loader("match_script", loader)
    module = importlib.util.module_from_spec(spec)
    loader.exec_module(module)
    return module


def read_lines(path):
    with open(path) as f:
        return f.read().splitlines()


def game_lines(out):
    return [line for line in out if line.startswith("game ")]


@unittest.skipUnless(GNUGO, "GNU Go is not installed")
class GnuGo(unittest.TestCase):
    def test_two_quick_games_with_referee_and_sgf(self):
        gnugo = "%s --mode gtp --level 0" % GNUGO
        with tempfile.TemporaryDirectory() as sgf_dir:
            status, out = match(gnugo, gnugo, "--games", "2", "--size", "9", "--komi", "7.5",
                                "--referee", gnugo, "--sgf-dir", sgf_dir)
            self.assertEqual(status, 0, out)
            games = game_lines(out)
            self.assertEqual(len(games), 2, out)
            # Colours alternate.
            self.assertIn("B GNU Go 3.8 (1), W GNU Go 3.8 (2)", games[0])
            self.assertIn("B GNU Go 3.8 (2), W GNU Go 3.8 (1)", games[1])
            results = []
            for line in games:
                m = re.search(r": (\S+) in (\d+) moves \((.*)\)$", line)
                self.assertTrue(m, line)
                results.append(m.group(1))
                if "two passes" in m.group(3):
                    self.assertIn("result by referee GNU Go 3.8", line)
                    m = re.search(r"final_score GNU Go 3.8 \((\d)\) (\S+), GNU Go 3.8 "
                                  r"\((\d)\) (\S+), referee GNU Go 3.8 (\S+) ", line)
                    self.assertTrue(m, line)
                    self.assertEqual({m.group(1), m.group(3)}, {"1", "2"})
                else:
                    self.assertIn("resigned", line)
            summary = out[out.index("summary: 2 games, 2 decided"):]
            wins = [int(re.search(r": (\d+) wins", l).group(1)) for l in summary[1:3]]
            self.assertEqual(sum(wins), 2, summary)
            self.assertTrue(any(l.startswith("  final_score agreement: ") for l in summary))
            for k, result in enumerate(results):
                with open(os.path.join(sgf_dir, "game-%03d.sgf" % (k + 1))) as f:
                    sgf = f.read()
                self.assertIn("RE[%s]" % result, sgf)
                self.assertIn("SZ[9]KM[7.5]", sgf)
                self.assertRegex(sgf, r"PB\[GNU Go 3.8 \(%d\)\]" % (k + 1))
                self.assertRegex(sgf, r";B\[[a-i]{2}\];W\[")


class Referee(unittest.TestCase):
    """The script's own board, used directly."""

    def setUp(self):
        self.m = load_match_module()

    def play(self, board, *moves):
        colour = "B"
        for move in moves:
            board.play(colour, board.parse(move))
            colour = "W" if colour == "B" else "B"

    def test_capture_suicide_and_ko(self):
        b = self.m.Board(5)
        # Black surrounds C3 ... White is captured at C3 by the fourth stone.
        self.play(b, "C2", "C3", "B3", "pass", "D3", "pass", "C4")
        self.assertEqual(b.cells[2 * 5 + 2], ".")
        with self.assertRaises(self.m.Illegal) as e:
            b.play("W", b.parse("C3"))  # surrounded on four sides: suicide
        self.assertEqual(e.exception.kind, "illegal")
        self.assertIn("suicide", e.exception.reason)
        with self.assertRaises(self.m.Illegal) as e:
            b.play("W", b.parse("C2"))
        self.assertIn("occupied", e.exception.reason)
        for bad in ("Z1", "A6", "I1", "C0", "xx", ""):
            with self.assertRaises(self.m.Illegal):
                b.parse(bad)

    def test_simple_ko_and_superko(self):
        b = self.m.Board(4)
        # A ko: Black B1 A2 C2 B3 ... White A1 C1 B2? Build the classic shape.
        self.play(b, "B1", "C1", "A2", "D2", "B3", "C3", "pass", "B2", "C2")
        # Black C2 captured White B2; White retaking at B2 at once is a ko.
        self.assertEqual(b.cells[1 * 4 + 1], ".")
        with self.assertRaises(self.m.Illegal) as e:
            b.play("W", b.parse("B2"))
        self.assertEqual(e.exception.kind, "illegal")
        self.assertIn("ko", e.exception.reason)
        b = self.m.Board(2)
        self.play(b, "A1", "B2", "A2", "B1", "pass", "A2")
        with self.assertRaises(self.m.Illegal) as e:
            b.play("B", b.parse("A1"))
        self.assertEqual(e.exception.kind, "superko")

    def test_reform_suicide_and_situational_superko(self):
        reform = self.m.rules_for("reform")
        b = self.m.Board(5, reform)
        # White first: W B1, B A1, W A2 takes A1.
        for colour, move in [("W", "B1"), ("B", "A1"), ("W", "A2")]:
            b.play(colour, b.parse(move))
        self.assertEqual(b.cells[0], ".")
        self.assertEqual(b.prisoners, {"B": 0, "W": 1})
        # A single-stone suicide is legal: A1 is removed again, White's prisoner.
        b.play("B", b.parse("A1"))
        self.assertEqual(b.cells[0], ".")
        self.assertEqual(b.prisoners, {"B": 0, "W": 2})
        # Same stones, but now White is to move: a new situation. White
        # passes (Black to move again, as after A2), and Black's second
        # suicide would repeat the situation after its first one.
        b.play("W", None)
        with self.assertRaises(self.m.Illegal) as e:
            b.play("B", b.parse("A1"))
        self.assertEqual(e.exception.kind, "superko")
        self.assertIn("same player to move", e.exception.reason)
        # Under the default rules the same suicide is illegal.
        b = self.m.Board(5)
        self.play(b, "A1", "B1", "pass", "A2")
        with self.assertRaises(self.m.Illegal) as e:
            b.play("B", b.parse("A1"))
        self.assertIn("suicide", e.exception.reason)

    def test_reform_opening_passes_and_ko(self):
        reform = self.m.rules_for("REFORM")
        b = self.m.Board(4, reform)
        for k, (colour, move) in enumerate([("W", "A1"), ("B", "D4"), ("W", "A2"), ("B", "D3")]):
            with self.assertRaises(self.m.Illegal) as e:
                b.play(colour, None)
            self.assertEqual(e.exception.kind, "illegal")
            self.assertIn("pass at move %d: the first 4 moves" % (k + 1), e.exception.reason)
            b.play(colour, b.parse(move))
        b.play("W", None)  # the fifth move may pass
        # A simple ko retake is a situational superko violation.
        b = self.m.Board(4, reform)
        for colour, move in [("W", "C1"), ("B", "B1"), ("W", "D2"), ("B", "A2"), ("W", "C3"),
                             ("B", "B3"), ("W", "B2"), ("B", "C2")]:
            b.play(colour, b.parse(move))
        self.assertEqual(b.cells[1 * 4 + 1], ".")  # Black C2 took B2
        with self.assertRaises(self.m.Illegal) as e:
            b.play("W", b.parse("B2"))
        self.assertEqual(e.exception.kind, "superko")

    def test_capture_of_both_sides_removes_the_opponent(self):
        for rules in (None, "reform"):
            b = self.m.Board(5, self.m.rules_for(rules))
            # Black A2 fills its own last liberty and White A1's: A1 goes.
            for colour, move in [("W", "A1"), ("B", "B1"), ("W", "A3"), ("B", "D4"),
                                 ("W", "B2"), ("B", "A2")]:
                b.play(colour, b.parse(move))
            self.assertEqual(b.cells[0], ".", rules)
            self.assertEqual(b.cells[5], "B", rules)
            self.assertEqual(b.cells[10], "W", rules)
            self.assertEqual(b.cells[6], "W", rules)
            self.assertEqual(b.prisoners, {"B": 1, "W": 0}, rules)

    def test_multi_stone_suicide_under_reform(self):
        b = self.m.Board(3, self.m.rules_for("reform"))
        for colour, move in [("W", "A2"), ("B", "A1"), ("W", "B2"), ("B", "B1"), ("W", "C2")]:
            b.play(colour, b.parse(move))
        b.play("B", b.parse("C1"))  # fills the last liberty of A1 B1 C1
        self.assertEqual(b.cells[:3], [".", ".", "."])
        self.assertEqual(b.cells[3:6], ["W", "W", "W"])
        self.assertEqual(b.prisoners, {"B": 0, "W": 3})

    def test_ancient_chinese_setup_points(self):
        m = self.m
        for size, black, white in [(19, ["Q16", "D4"], ["D16", "Q4"]),
                                   (13, ["K10", "D4"], ["D10", "K4"]),
                                   (12, ["J9", "D4"], ["D9", "J4"]),
                                   (11, ["J9", "C3"], ["C9", "J3"]),
                                   (7, ["E5", "C3"], ["C5", "E3"])]:
            b = m.Board(size)
            stones = m.setup_stones(size)
            self.assertEqual([b.name(i) for c, i in stones if c == "B"], black, size)
            self.assertEqual([b.name(i) for c, i in stones if c == "W"], white, size)
            b = m.Board(size, m.rules_for("ancient-chinese"), stones)
            with self.assertRaises(m.Illegal) as e:
                b.play("W", b.parse(black[0]))
            self.assertIn("occupied", e.exception.reason)

    def test_wilson_interval(self):
        lo, hi = self.m.wilson(3, 4)
        self.assertAlmostEqual(lo, 0.3006, places=3)
        self.assertAlmostEqual(hi, 0.9544, places=3)
        self.assertEqual(self.m.wilson(0, 0), (0.0, 1.0))


class Fakes(unittest.TestCase):
    def test_illegal_move_loses(self):
        status, out = match(fake("--moves", "A1,A1"), fake(), "--games", "2")
        self.assertEqual(status, 0, out)
        games = game_lines(out)
        self.assertRegex(games[0], r"W\+F in 2 moves \(fake \(1\) played an illegal move "
                                   r"at move 3: A1 is occupied\)")
        self.assertRegex(games[1], r"B\+F in 3 moves \(fake \(1\) played an illegal move "
                                   r"at move 4: A1 is occupied\)")
        self.assertIn("  fake (1) losses: resign 0, score 0, illegal 2, superko 0, time 0, "
                      "crash 0", out)
        self.assertIn("  fake (2): 2 wins (1 as Black, 1 as White), 100.0% "
                      "[95% CI 34.2%, 100.0%]", out)

    def test_superko_loses(self):
        status, out = match(fake("--moves", "A1,A2,pass,A1"), fake("--moves", "B2,B1,A2"),
                            "--games", "1", "--size", "2")
        self.assertEqual(status, 0, out)
        self.assertRegex(game_lines(out)[0], r"W\+F in 6 moves \(fake \(1\) played a superko "
                                             r"violation at move 7: A1 repeats")
        self.assertIn("  fake (1) losses: resign 0, score 0, illegal 0, superko 1, time 0, "
                      "crash 0", out)

    def test_loss_on_time(self):
        status, out = match(fake("--sleep", "1.6"), fake(), "--games", "1", "--time", "0.3")
        self.assertEqual(status, 0, out)
        self.assertRegex(game_lines(out)[0], r"W\+T in 0 moves \(fake \(1\) lost on time: "
                                             r"move 1 took 1\.\d\d s, budget 0.3 s \+ 1 s")

    def test_sudden_death_clock_as_gogui_twogtp_sends_it(self):
        with tempfile.TemporaryDirectory() as tmp:
            log = os.path.join(tmp, "log")
            # 0.01 min = 0.6 s for the game, 1 s margin: the third move of
            # 0.6 s each runs over, not the first two.
            status, out = match(fake("--sleep", "0.6", "--moves", "A1,B1,C1,D1", "--log", log),
                                fake("--moves", "A9,B9,C9,D9"), "--games", "1",
                                "--clock", "0.01")
            self.assertEqual(status, 0)
            self.assertRegex(game_lines(out)[0], r"W\+T in 4 moves \(fake \(1\) lost on time: "
                             r"1\.[89]\d s used by move 5, clock 0\.01 min")
            sent = read_lines(log)
            self.assertIn("time_settings 0.6 0 0", sent)
            self.assertFalse([c for c in sent if c.startswith("time_left")])
        status, out = match(fake(), fake(), "--time", "1", "--clock", "1")
        self.assertEqual(status, 2)

    def test_crash_loses_and_the_engine_is_restarted(self):
        status, out = match(fake("--crash"), fake(), "--games", "2")
        self.assertEqual(status, 0, out)
        games = game_lines(out)
        self.assertRegex(games[0], r"W\+F .*fake \(1\) crashed: exited with status 3")
        self.assertRegex(games[1], r"B\+F .*fake \(1\) crashed: exited with status 3")
        self.assertIn("  [fake (1) stderr] crashing on purpose", out)
        self.assertIn("  fake (1) losses: resign 0, score 0, illegal 0, superko 0, time 0, "
                      "crash 2", out)

    def test_hung_engine_counts_as_crash(self):
        start = time.monotonic()
        status, out = match(fake("--hang"), fake(), "--games", "1", "--timeout", "1")
        self.assertLess(time.monotonic() - start, 60)
        self.assertRegex(game_lines(out)[0], r"W\+F .*no answer to 'genmove b' within 1 s")

    def test_refused_play_aborts(self):
        status, out = match(fake("--moves", "C3"), fake("--refuse-play"), "--games", "1")
        self.assertRegex(game_lines(out)[0], r"Void in 1 moves \(fake \(2\) refused play B C3")
        self.assertIn("  no winner: draws 0, disputed 0, max-moves 0, aborted 1", out)

    def test_scores_agree_disagree_and_max_moves(self):
        status, out = match(fake("--score", "W+2.5"), fake("--score", "W+2.5"), "--games", "1")
        self.assertRegex(game_lines(out)[0], r"W\+2.5 in 2 moves \(two passes; result by "
                                             r"agreement; final_score fake \(1\) W\+2.5, "
                                             r"fake \(2\) W\+2.5 \(agree\)\)")
        self.assertIn("  final_score agreement: 1 of 1 games ended by two passes (100%); "
                      "same winner in 1", out)
        # Same winner, different counts: decided by the smaller margin.
        status, out = match(fake("--score", "W+7.5"), fake("--score", "W+12.5"), "--games", "1")
        self.assertRegex(game_lines(out)[0], r"W\+7.5 in 2 moves \(two passes; result by the "
                                             r"winner both name; .*\(same winner, margins differ\)")
        self.assertIn("  final_score agreement: 0 of 1 games ended by two passes (0%); "
                      "same winner in 1", out)
        status, out = match(fake("--score", "B+1"), fake("--score", "W+1"), "--games", "1")
        self.assertRegex(game_lines(out)[0], r"\? in 2 moves \(two passes; disputed")
        self.assertIn("  final_score agreement: 0 of 1 games ended by two passes (0%); "
                      "same winner in 0", out)
        self.assertIn("summary: 1 games, 0 decided", out)
        # A referee settles it.
        status, out = match(fake("--score", "B+1"), fake("--score", "W+1"), "--games", "1",
                            "--referee", fake("--score", "B+4"))
        self.assertRegex(game_lines(out)[0], r"B\+4 in 2 moves \(two passes; result by referee")
        status, out = match(fake("--moves", "A1,B1,C1"), fake("--moves", "A9,B9,C9"),
                            "--games", "1", "--max-moves", "4")
        self.assertRegex(game_lines(out)[0], r"Void in 4 moves \(max moves \(4\) reached\)")

    def test_reform_white_first_and_negative_komi(self):
        with tempfile.TemporaryDirectory() as tmp:
            logs = [os.path.join(tmp, "engine%d.log" % k) for k in (1, 2)]
            status, out = match(fake("--moves", "C3,D4", "--kgs-rules", "--log", logs[0]),
                                fake("--moves", "E5,F6", "--kgs-rules", "--log", logs[1]),
                                "--games", "1", "--rules", "reform", "--komi", "-7.5",
                                "--sgf-dir", tmp)
            self.assertEqual(status, 0, out)
            self.assertIn("komi -7.5, rules reform", out[0])
            # ENGINE1 has Black in game 1, but White (ENGINE2) moves first;
            # the fifth and sixth moves may pass.
            self.assertRegex(game_lines(out)[0], r"B\+1 in 6 moves \(two passes")
            sent = [read_lines(log) for log in logs]
            for lines in sent:
                self.assertIn("komi -7.5", lines)
                self.assertIn("kgs-rules reform", lines)
            self.assertEqual([l for l in sent[1] if l.startswith(("genmove", "play"))][:2],
                             ["genmove w", "play B C3"])
            self.assertEqual([l for l in sent[0] if l.startswith(("genmove", "play"))][:2],
                             ["play W E5", "genmove b"])
            with open(os.path.join(tmp, "game-001.sgf")) as f:
                sgf = f.read()
            self.assertIn("KM[-7.5]", sgf)
            self.assertIn("RU[reform]", sgf)
            self.assertIn("PL[W]", sgf)
            self.assertIn("\n;W[ee];B[cg];W[fd];B[df];W[];B[]C[", sgf)

    def test_reform_opening_pass_loses(self):
        status, out = match(fake("--moves", "C3"), fake(), "--games", "2", "--rules", "reform")
        self.assertEqual(status, 0, out)
        games = game_lines(out)
        self.assertRegex(games[0], r"B\+F in 0 moves \(fake \(2\) played an illegal move at "
                                   r"move 1: pass at move 1: the first 4 moves may not be passes")
        self.assertRegex(games[1], r"W\+F in 1 moves \(fake \(2\) played an illegal move at "
                                   r"move 2: pass at move 2")
        self.assertIn("  fake (2) losses: resign 0, score 0, illegal 2, superko 0, time 0, "
                      "crash 0", out)
        # The fourth move is still in the opening.
        status, out = match(fake("--moves", "C3"), fake("--moves", "D4,E5"), "--games", "1",
                            "--rules", "reform")
        self.assertRegex(game_lines(out)[0], r"W\+F in 3 moves \(fake \(1\) played an illegal "
                                             r"move at move 4: pass at move 4")
        # Other rules keep allowing an opening pass.
        status, out = match(fake(), fake(), "--games", "1", "--rules", "chinese")
        self.assertRegex(game_lines(out)[0], r"B\+1 in 2 moves \(two passes")

    def test_reform_suicide_accepted_and_situational_superko_caught(self):
        # W B1, B A1, W A2 (takes A1), B A1 (a one-stone suicide, legal),
        # W pass, B A1: the stones after Black's first suicide, again with
        # White to move.
        status, out = match(fake("--moves", "A1,A1,A1"), fake("--moves", "B1,A2,pass"),
                            "--games", "1", "--size", "5", "--rules", "reform")
        self.assertEqual(status, 0, out)
        self.assertRegex(game_lines(out)[0], r"W\+F in 5 moves \(fake \(1\) played a superko "
                                             r"violation at move 6: A1 repeats an earlier "
                                             r"position with the same player to move\)")
        self.assertIn("  fake (1) losses: resign 0, score 0, illegal 0, superko 1, time 0, "
                      "crash 0", out)
        # Under the default rules the suicide at move 4 is illegal.
        status, out = match(fake("--moves", "pass,A1"), fake("--moves", "B1,A2,A1"),
                            "--games", "2", "--size", "5")
        self.assertRegex(game_lines(out)[1], r"B\+F in 3 moves \(fake \(1\) played an illegal "
                                             r"move at move 4: A1 is suicide\)")

    def test_capture_of_both_sides_accepted(self):
        # Black A2 fills its own last liberty and captures White A1. White
        # retaking at A1 is then legal as a move (A1 is empty again) but
        # repeats the position after White's B2.
        status, out = match(fake("--moves", "B1,D4,A2"), fake("--moves", "A1,A3,B2,A1"),
                            "--games", "1", "--size", "5", "--rules", "reform")
        self.assertEqual(status, 0, out)
        self.assertRegex(game_lines(out)[0], r"B\+F in 6 moves \(fake \(2\) played a superko "
                                             r"violation at move 7: A1 repeats")

    def test_draws_and_zero_margin_wins(self):
        with tempfile.TemporaryDirectory() as tmp:
            log = os.path.join(tmp, "engine1.log")
            status, out = match(fake("--moves", "C3,D4", "--score", "0", "--log", log),
                                fake("--moves", "E5,F6", "--score", "0"),
                                "--games", "1", "--rules", "reform", "--komi", "0")
            self.assertIn("komi 0", read_lines(log))
        self.assertEqual(status, 0, out)
        self.assertRegex(game_lines(out)[0], r": 0 in 6 moves \(two passes; result by agreement")
        self.assertIn("summary: 1 games, 0 decided", out)
        self.assertIn("  fake (1): 0 wins (0 as Black, 0 as White), 0.0% [95% CI 0.0%, 100.0%]",
                      out)
        self.assertIn("  no winner: draws 1, disputed 0, max-moves 0, aborted 0", out)
        # B+0 and W+0 are wins by a tie-break (ties=BLACK, say), not draws.
        for score, winner in (("B+0", "fake (1): 1 wins (1 as Black"),
                              ("W+0", "fake (2): 1 wins (0 as Black, 1 as White")):
            status, out = match(fake("--moves", "C3,D4", "--score", score),
                                fake("--moves", "E5,F6", "--score", score),
                                "--games", "1", "--rules", "reform", "--komi", "0")
            self.assertRegex(game_lines(out)[0], r": %s in 6 moves" % re.escape(score))
            self.assertIn("summary: 1 games, 1 decided", out)
            self.assertTrue(any(l.startswith("  " + winner) for l in out), out)
            self.assertIn("  no winner: draws 0, disputed 0, max-moves 0, aborted 0", out)

    def test_ancient_chinese_setup_sent_and_recorded(self):
        with tempfile.TemporaryDirectory() as tmp:
            logs = [os.path.join(tmp, "%s.log" % k) for k in ("engine1", "engine2", "referee")]
            status, out = match(fake("--setup", "--log", logs[0]),
                                fake("--setup", "--log", logs[1]),
                                "--games", "1", "--rules", "ancient-chinese", "--sgf-dir", tmp,
                                "--referee", fake("--setup", "--log", logs[2], "--score", "W+3"))
            self.assertEqual(status, 0, out)
            self.assertRegex(game_lines(out)[0], r"W\+3 in 2 moves \(two passes; result by "
                                                 r"referee")
            setup = ["gogui-setup b G7 b C3 w C7 w G3", "gogui-setup_player w"]
            for log in logs:
                lines = read_lines(log)
                k = lines.index(setup[0])
                self.assertEqual(lines[k:k + 2], setup, log)
                self.assertLess(lines.index("clear_board"), k, log)
            lines = read_lines(logs[1])
            self.assertEqual([l for l in lines if l.startswith("genmove")][0], "genmove w")
            lines = read_lines(logs[2])
            self.assertLess(lines.index(setup[1]), lines.index("play W pass"))
            with open(os.path.join(tmp, "game-001.sgf")) as f:
                sgf = f.read()
            self.assertIn("AB[gc][cg]AW[cc][gg]PL[W]", sgf)
            self.assertIn("RU[ancient-chinese]", sgf)
            self.assertIn("\n;W[];B[]C[", sgf)
        # The setup stones are on the referee's board too.
        status, out = match(fake("--setup", "--moves", "G7"), fake("--setup", "--moves", "E5"),
                            "--games", "1", "--rules", "ancient-chinese")
        self.assertRegex(game_lines(out)[0], r"W\+F in 1 moves \(fake \(1\) played an illegal "
                                             r"move at move 2: G7 is occupied\)")

    def test_ancient_chinese_needs_gogui_setup(self):
        proc = subprocess.run([sys.executable, MATCH, "--rules", "ancient-chinese",
                               fake("--setup"), fake()],
                              stdout=subprocess.PIPE, stderr=subprocess.PIPE, text=True,
                              timeout=60)
        self.assertEqual(proc.returncode, 2)
        self.assertIn("fake (2) (engine2) cannot play --rules ancient-chinese: it does not "
                      "list gogui-setup and gogui-setup_player", proc.stderr)
        proc = subprocess.run([sys.executable, MATCH, "--rules", "ancient-chinese", "--size",
                               "5", fake("--setup"), fake("--setup")],
                              stdout=subprocess.PIPE, stderr=subprocess.PIPE, text=True,
                              timeout=60)
        self.assertEqual(proc.returncode, 2)
        self.assertIn("needs --size 7 or more", proc.stderr)

    def test_cannot_start(self):
        status, out = match("/nonexistent/engine", fake())
        self.assertEqual(status, 2)

    def test_help_documents_usage(self):
        proc = subprocess.run([sys.executable, MATCH, "--help"], stdout=subprocess.PIPE,
                              text=True, timeout=30)
        self.assertEqual(proc.returncode, 0)
        for word in ("ENGINE1", "--referee", "--sgf-dir", "time_settings", "superko",
                     "reform", "ancient-chinese", "gogui-setup"):
            self.assertIn(word, proc.stdout)


def fake_engine(argv):
    parser = argparse.ArgumentParser()
    parser.add_argument("--fake", action="store_true")
    parser.add_argument("--moves", default="")
    parser.add_argument("--sleep", type=float, default=0)
    parser.add_argument("--crash", action="store_true")
    parser.add_argument("--hang", action="store_true")
    parser.add_argument("--refuse-play", action="store_true")
    parser.add_argument("--score", default="B+1")
    parser.add_argument("--setup", action="store_true")
    parser.add_argument("--kgs-rules", action="store_true")
    parser.add_argument("--log")
    args = parser.parse_args(argv)
    moves = [m for m in args.moves.split(",") if m]
    turn = 0
    for line in sys.stdin:
        words = line.split()
        if not words:
            continue
        command = words[0]
        if args.log:
            with open(args.log, "a") as f:
                f.write(line.strip() + "\n")
        reply = ""
        if command == "name":
            reply = "fake"
        elif command == "list_commands":
            reply = "\n".join(["protocol_version", "name", "version", "list_commands", "komi",
                               "boardsize", "clear_board", "play", "genmove", "final_score",
                               "time_settings", "quit"] + (["gogui-setup", "gogui-setup_player"]
                                          if args.setup else []))
        elif command == "clear_board":
            turn = 0
        elif command == "genmove":
            if args.crash:
                sys.stderr.write("crashing on purpose\n")
                sys.stderr.flush()
                sys.exit(3)
            if args.hang:
                time.sleep(3600)
            time.sleep(args.sleep)
            reply = moves[turn] if turn < len(moves) else "pass"
            turn += 1
        elif command == "play" and args.refuse_play:
            print("? illegal move\n", flush=True)
            continue
        elif command == "final_score":
            reply = args.score
        elif command == "known_command":
            reply = "true" if args.kgs_rules and words[1:] == ["kgs-rules"] else "false"
        print("= %s\n" % reply, flush=True)
        if command == "quit":
            return


if __name__ == "__main__":
    if "--fake" in sys.argv[1:]:
        fake_engine(sys.argv[1:])
    else:
        unittest.main()
