#!/usr/bin/env python3
"""Tests of scripts/peer_suites on a small suite in Fuego's style,
written here (no Fuego file is needed), against the built engine.

Run from anywhere: python3 scripts/test_peer_suites.py [-v]
The engine is $TENGEN, else target/release/tengen.
"""

import os
import subprocess
import sys
import tempfile
import unittest

HERE = os.path.dirname(os.path.abspath(__file__))
ROOT = os.path.dirname(HERE)
SCRIPT = os.path.join(HERE, "peer_suites")
TENGEN = os.environ.get("TENGEN", os.path.join(ROOT, "target", "release", "tengen"))

# Fuego's setup commands, a Fuego-only test, one the engine lacks, a
# test Fuego marked as failing, one that needs the rules translated,
# and a plain failure. Black's lone stone on 5x5 owns the board:
# 24 points of territory less 0.5 komi under Japanese rules.
SUITE = """\
go_rules japanese
go_param_rules japanese_scoring 1
uct_param_player resign_threshold 0
uct_param_player early_pass 0

loadsgf sgf/mini.sgf
reg_genmove b
10 sg_compare_float 0.5 uct_value
#? [1]

20 list_stones black
#? [c3]*

30 final_score
#? [B\\+23\\.5]

40 is_legal b C3
#? [1]

50 uct_policy_moves
#? [A1]

60 no_such_command
#? [x]

70 reg_genmove w
#? [!C3]
"""


def run(*options):
    with tempfile.TemporaryDirectory() as d:
        os.makedirs(os.path.join(d, "sgf"))
        with open(os.path.join(d, "sgf", "mini.sgf"), "w") as f:
            f.write("(;GM[1]FF[4]SZ[5]KM[0.5]AB[cc])\n")
        with open(os.path.join(d, "mini.tst"), "w") as f:
            f.write(SUITE)
        proc = subprocess.run(
            [sys.executable, SCRIPT, "--engine", TENGEN + " --threads 1 --playouts 50",
             "--suites", "mini,absent", "--failures", *options, d],
            stdout=subprocess.PIPE, stderr=subprocess.PIPE, text=True, timeout=300)
        return proc.returncode, proc.stdout.splitlines()


class PeerSuites(unittest.TestCase):
    def check(self, out, status):
        self.assertEqual(status, 2, out)  # the absent suite
        rows = {l.split()[0]: l.split()[1:] for l in out[1:] if l and not l.startswith(("FAIL", "not", "setup"))}
        # tests n/a unsupp. run pass fail errors crashes Fuego*
        self.assertEqual(rows["mini"], ["7", "2", "1", "4", "3", "1", "0", "0", "1"], out)
        self.assertEqual(rows["absent"][0], "missing:", out)
        self.assertIn("not applicable (Fuego's own commands): sg_compare_float uct_value (mini 1); "
                      "uct_policy_moves (mini 1)", out)
        self.assertIn("not supported by the engine: no_such_command (mini 1)", out)
        self.assertIn("setup lines dropped: go_param_rules japanese_scoring 1 (mini 1); "
                      "uct_param_player early_pass 0 (mini 1)", out)
        fails = [l for l in out if l.startswith("FAIL")]
        self.assertEqual(len(fails), 1, out)
        self.assertIn(":40 is_legal b C3 -> got '0'", fails[0])

    def test_counts_and_lists(self):
        status, out = run()
        self.check(out, status)

    def test_genmove_is_followed_by_undo(self):
        status, out = run("--genmove")
        self.check(out, status)


if __name__ == "__main__":
    unittest.main()
