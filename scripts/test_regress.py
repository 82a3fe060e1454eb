#!/usr/bin/env python3
"""Tests of scripts/regress against GNU Go 3.8 and small fake engines.

Run from anywhere: python3 scripts/test_regress.py [-v]
The files under test are in gtp-tests/selftest/. The GNU Go tests are
skipped when /usr/games/gnugo (or gnugo on PATH) is missing.
"""

import os
import shutil
import subprocess
import sys
import tempfile
import unittest

HERE = os.path.dirname(os.path.abspath(__file__))
ROOT = os.path.dirname(HERE)
REGRESS = os.path.join(HERE, "regress")
SELFTEST = os.path.join("gtp-tests", "selftest")
GNUGO = shutil.which("gnugo") or shutil.which("/usr/games/gnugo")
GNUGO_CMD = "%s --mode gtp" % GNUGO
FAKE_CMD = "%s %s" % (sys.executable, os.path.join(ROOT, SELFTEST, "fake", "engine.py"))


def regress(engine, *files, options=(), cwd=ROOT):
    """Runs the runner; returns (exit status, stdout lines)."""
    paths = [os.path.join(SELFTEST, f) for f in files]
    if cwd != ROOT:
        paths = [os.path.join(ROOT, p) for p in paths]
    proc = subprocess.run(
        [sys.executable, REGRESS, "--engine", engine, *options, *paths],
        cwd=cwd,
        stdout=subprocess.PIPE,
        stderr=subprocess.PIPE,
        text=True,
        timeout=300,
    )
    return proc.returncode, proc.stdout.splitlines()


def summary(xfail=0, xpass=0, errors=0, crashes=0, passed=0, failed=0):
    return [
        "expected failures: %d, unexpected passes: %d, errors: %d, crashes: %d"
        % (xfail, xpass, errors, crashes),
        "%d passed, %d failed" % (passed, failed),
    ]


@unittest.skipUnless(GNUGO, "GNU Go is not installed")
class GnuGo(unittest.TestCase):
    def test_passing_file(self):
        status, out = regress(GNUGO_CMD, "pass.tst")
        self.assertEqual(out, summary(passed=11))
        self.assertEqual(status, 0)

    def test_each_file_gets_a_fresh_engine(self):
        status, out = regress(GNUGO_CMD, "pass.tst", "fresh.tst")
        self.assertEqual(out, summary(passed=13))
        self.assertEqual(status, 0)

    def test_engine_runs_in_the_test_files_directory(self):
        # pass.tst loads simple.sgf by a relative path.
        with tempfile.TemporaryDirectory() as elsewhere:
            status, out = regress(GNUGO_CMD, "pass.tst", cwd=elsewhere)
        self.assertEqual(out, summary(passed=11))
        self.assertEqual(status, 0)

    def test_expected_failures(self):
        status, out = regress(GNUGO_CMD, "xfail.tst")
        self.assertEqual(out, summary(xfail=3))
        self.assertEqual(status, 0)

    def test_unexpected_failures(self):
        status, out = regress(GNUGO_CMD, "fail.tst")
        f = os.path.join(SELFTEST, "fail.tst")
        self.assertEqual(
            out,
            [
                "FAIL %s:1 name -> got 'GNU Go', expected [Tengen]" % f,
                "FAIL %s:2 play b I5 -> got error 'invalid color or coordinate', "
                "expected [!.*]" % f,
            ]
            + summary(passed=1, failed=2),
        )
        self.assertEqual(status, 1)

    def test_unexpected_pass(self):
        status, out = regress(GNUGO_CMD, "xpass.tst")
        f = os.path.join(SELFTEST, "xpass.tst")
        self.assertEqual(
            out,
            ["PASS (unexpected) %s:1 protocol_version -> got '2', expected [2] to fail" % f]
            + summary(xfail=1, xpass=1, failed=1),
        )
        self.assertEqual(status, 1)

    def test_errors_outside_tests(self):
        status, out = regress(GNUGO_CMD, "errors.tst")
        f = os.path.join(SELFTEST, "errors.tst")
        self.assertEqual(
            out,
            [
                "ERROR %s, line 7: play b I5 -> got error 'invalid color or coordinate'" % f,
                "ERROR %s, line 11: 1 name -> pattern 'GNU Go' is not in [brackets]" % f,
                "ERROR %s, line 15: 2 name -> bad regex '(': missing ), "
                "unterminated subpattern at position 0" % f,
                "ERROR %s, line 18: #? [x] -> the pattern does not directly follow "
                "a numbered command" % f,
                "ERROR %s, line 22: 3 name -> '&' (ignored test) is not supported: "
                "'[GNU Go]&'" % f,
            ]
            + summary(errors=5, passed=1, failed=5),
        )
        self.assertEqual(status, 1)

    def test_failures_and_passes_add_up_over_files(self):
        status, out = regress(GNUGO_CMD, "pass.tst", "xfail.tst", "fail.tst")
        self.assertEqual(out[-2:], summary(xfail=3, passed=12, failed=2))
        self.assertEqual(status, 1)

    def test_verbose_shows_traffic_and_every_result(self):
        status, out = regress(GNUGO_CMD, "xfail.tst", options=["--verbose"])
        self.assertIn("> 1 name", out)
        self.assertIn("< =1 GNU Go", out)
        self.assertIn("< ?2 invalid color or coordinate", out)
        self.assertIn("> quit", out)
        self.assertEqual(
            sum(line.startswith("fail (expected) ") for line in out), 3)
        self.assertEqual(out[-2:], summary(xfail=3))
        self.assertEqual(status, 0)


class Crashes(unittest.TestCase):
    def test_engine_exits_at_once(self):
        engine = "%s -c 'import sys; sys.exit(3)'" % sys.executable
        status, out = regress(engine, "pass.tst", "fresh.tst")
        f, g = os.path.join(SELFTEST, "pass.tst"), os.path.join(SELFTEST, "fresh.tst")
        self.assertEqual(
            out,
            [
                "CRASH %s, line 4: boardsize 9 -> engine exited with status 3 "
                "without answering (11 tests not run)" % f,
                "CRASH %s, line 4: 1 list_stones black -> engine exited with "
                "status 3 without answering (2 tests not run)" % g,
            ]
            + summary(crashes=2, failed=2),
        )
        self.assertEqual(status, 2)

    def test_engine_does_not_answer(self):
        engine = "%s -c 'import time; time.sleep(60)'" % sys.executable
        status, out = regress(engine, "fresh.tst", options=["--timeout", "1"])
        f = os.path.join(SELFTEST, "fresh.tst")
        self.assertEqual(
            out,
            ["CRASH %s, line 4: 1 list_stones black -> no complete answer within 1 s "
             "(2 tests not run)" % f]
            + summary(crashes=1, failed=1),
        )
        self.assertEqual(status, 2)

    def test_engine_cannot_start(self):
        status, out = regress("/nonexistent/engine", "fresh.tst")
        self.assertTrue(out[0].startswith("CRASH "), out)
        self.assertIn("cannot start engine /nonexistent/engine", out[0])
        self.assertEqual(out[1:], summary(crashes=1, failed=1))
        self.assertEqual(status, 2)

    def test_crash_in_the_middle_reports_stderr(self):
        engine = "%s -c %s" % (
            sys.executable,
            "'import sys\nfor l in sys.stdin:\n"
            " print(\"=1 ok\\n\", flush=True)\n"
            " sys.stderr.write(\"dying\\n\"); sys.stderr.flush(); sys.exit(9)'",
        )
        status, out = regress(engine, os.path.join("fake", "clean.tst"))
        f = os.path.join(SELFTEST, "fake", "clean.tst")
        self.assertEqual(
            out[0],
            "CRASH %s, line 7: unknown_but_fine -> engine exited with status 9 "
            "without answering" % f,
        )
        self.assertIn("  [stderr] dying", out)
        self.assertEqual(out[-2:], summary(crashes=1, passed=1, failed=1))
        self.assertEqual(status, 2)


class Protocol(unittest.TestCase):
    def test_clean_fake_engine(self):
        status, out = regress(FAKE_CMD, os.path.join("fake", "clean.tst"))
        self.assertEqual(out, summary(passed=1))
        self.assertEqual(status, 0)

    def test_protocol_violations_are_errors(self):
        status, out = regress(FAKE_CMD, os.path.join("fake", "protocol.tst"))
        f = os.path.join(SELFTEST, "fake", "protocol.tst")
        self.assertEqual(
            out,
            [
                "ERROR %s, line 9: 2 wrong_id -> response has id 3 instead of 2: '=3 x'" % f,
                "ERROR %s, line 13: 3 missing_id -> response lacks id 3: '= x'" % f,
                "ERROR %s, line 17: 4 no_space -> no space after '=4': '=4'" % f,
                "ERROR %s, line 21: 5 stray -> stray stdout line before the "
                "response: 'debug output'" % f,
                "ERROR %s, line 29: 7 ok -> stray stdout line before the response: ''" % f,
                "ERROR %s, line 37: with_id -> response has id 5 but the command "
                "had none: '=5 x'" % f,
                "ERROR %s, line 40: 9 crlf -> CR in stdout: '=9 x\\r'" % f,
            ]
            + summary(errors=7, passed=9, failed=7),
        )
        self.assertEqual(status, 1)

    def test_output_and_exit_status_after_quit_are_checked(self):
        status, out = regress(FAKE_CMD + " --bad-quit", os.path.join("fake", "clean.tst"))
        f = os.path.join(SELFTEST, "fake", "clean.tst")
        self.assertEqual(
            out,
            [
                "ERROR %s, at the end: quit -> stray stdout line after quit: 'bye'" % f,
                "ERROR %s, at the end: quit -> engine exited with status 5 after quit" % f,
            ]
            + summary(errors=2, passed=1, failed=2),
        )
        self.assertEqual(status, 1)


if __name__ == "__main__":
    unittest.main()
