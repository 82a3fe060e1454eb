#!/usr/bin/env python3
"""Tests of scripts/twogtp_results on result files in gogui-twogtp
1.6.0's format, written here.

Run from anywhere: python3 scripts/test_twogtp_results.py [-v]
"""

import os
import subprocess
import sys
import tempfile
import unittest

HERE = os.path.dirname(os.path.abspath(__file__))
SCRIPT = os.path.join(HERE, "twogtp_results")

HEADER = """\
# Black: {black}
# BlackCommand: {black_cmd}
# BlackLabel: {black}
# Referee: GNU Go
# Size: 9
# White: {white}
# WhiteLabel: {white}
# Xml: 0
#
#GAME\tRES_B\tRES_W\tRES_R\tALT\tDUP\tLEN\tTIME_B\tTIME_W\tCPU_B\tCPU_W\tERR\tERR_MSG
"""

# Tengen is -black. Game 0: it wins as Black. Game 1 (colours swapped):
# the result is written as if -black had played Black, so B+R is again
# its win, now as White. Game 2: a loss as Black, counted, with Pachi
# over 60 s.
STREAM_A = HEADER.format(black="Tengen", black_cmd="tengen --threads 1", white="Pachi") + """\
0\tB+R\tB+R\tB+R\t0\t-\t40\t30.0\t20.0\t30\t0\t0\t
1\tB+R\tB+R\tB+R\t1\t-\t50\t40.0\t25.0\t40\t0\t0\t
2\tW+3.5\tW+3.5\tW+3.5\t0\t-\t90\t55.0\t61.0\t55\t0\t0\t
"""

# Tengen is -white. Game 0: W+R is its win, as White. Game 1 (swapped):
# B+R is -black's (Pachi's) win, Tengen lost as Black.
STREAM_B = HEADER.format(black="Pachi", black_cmd="pachi", white="Tengen") + """\
0\tW+R\tW+R\tW+R\t0\t-\t30\t15.0\t20.0\t0\t20\t0\t
1\tB+R\tB+R\tB+R\t1\t-\t40\t20.0\t59.0\t0\t59\t0\t
"""


class TwogtpResults(unittest.TestCase):
    def run_script(self, *args):
        with tempfile.TemporaryDirectory() as tmp:
            paths = []
            for name, text in (("A.dat", STREAM_A), ("B.dat", STREAM_B)):
                path = os.path.join(tmp, name)
                with open(path, "w", encoding="utf-8") as f:
                    f.write(text)
                paths.append(path)
            out = subprocess.run(
                [sys.executable, SCRIPT, *args, *paths],
                capture_output=True, text=True, check=False,
            )
        self.assertEqual(out.returncode, 0, out.stderr)
        return out.stdout

    def test_wins_follow_the_slot_not_the_colour(self):
        out = self.run_script("--limit", "60")
        self.assertIn("Tengen: 3 of 5 (60.0 %", out)
        self.assertIn("as Black 1 of 3, as White 2 of 2", out)
        self.assertIn("ended by count 1, resignation 4; 50.0 moves a game; errors 0", out)

    def test_times_are_the_slot_s_own(self):
        out = self.run_script("--limit", "60")
        # Tengen: 30+40+55 as -black, 20+59 as -white, over 125 moves.
        self.assertIn("Tengen: 1.63 s a move, at most 59.0 s in a game, over 60 s in 0", out)
        self.assertIn("Pachi: 1.13 s a move, at most 61.0 s in a game, over 60 s in 1", out)

    def test_the_other_engine_can_be_named(self):
        out = self.run_script("--engine", "Pachi")
        self.assertIn("Pachi: 2 of 5 (40.0 %", out)


if __name__ == "__main__":
    unittest.main()
