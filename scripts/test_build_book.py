#!/usr/bin/env python3
"""Tests of scripts/build_book against a fake engine written here, which
streams kata-analyze lines for the empty points in a fixed order.

Run from anywhere: python3 scripts/test_build_book.py [-v]
"""

import importlib.machinery
import importlib.util
import os
import stat
import subprocess
import sys
import tempfile
import unittest

HERE = os.path.dirname(os.path.abspath(__file__))
SCRIPT = os.path.join(HERE, "build_book")

FAKE = r'''#!/usr/bin/env python3
import sys, threading, time
PREFERRED = ["E5", "D5", "E4", "C3", "G7"]
played = []
pending = []
lock = threading.Lock()
def out(text):
    sys.stdout.write(text)
    sys.stdout.flush()
def stream():
    while True:
        time.sleep(0.05)
        with lock:
            if pending:
                return
            free = [m for m in PREFERRED if m not in played]
            out("".join(
                f"info move {m} visits {10 - i} winrate 0.{5 + i} scoreMean {i}.5 order {i} pv {m} "
                for i, m in enumerate(free)).strip() + "\n")
def reader():
    for line in sys.stdin:
        with lock:
            pending.append(line.strip())
threading.Thread(target=reader, daemon=True).start()
while True:
    while True:
        with lock:
            if pending:
                line = pending.pop(0)
                break
        time.sleep(0.01)
    words = line.split()
    if not words:
        continue
    if words[0] == "quit":
        out("= \n\n")
        break
    if words[0] == "clear_board":
        played.clear()
    if words[0] == "play":
        played.append(words[2].upper())
    if words[0] == "kata-analyze":
        out("= \n")
        stream()
        out("\n")
        continue
    out({"version": "= 9.9\n\n", "name": "= Fake\n\n"}.get(words[0], "= \n\n"))
'''


def load_build_book():
    loader = importlib.machinery.SourceFileLoader("build_book", SCRIPT)
    spec = importlib.util.spec_from_loader("build_book", loader)
    module = importlib.util.module_from_spec(spec)
    loader.exec_module(module)
    return module


class CanonicalTest(unittest.TestCase):
    def test_symmetric_positions_are_one(self):
        book = load_build_book()
        self.assertEqual(book.canonical(["D5"]), book.canonical(["E4"]))
        self.assertEqual(book.canonical(["E5", "C4"]), book.canonical(["E5", "F7"]))
        self.assertNotEqual(book.canonical(["E5", "C4"]), book.canonical(["E5", "D6"]))
        # The colours count: Black C4 then White E5 is another position.
        self.assertNotEqual(book.canonical(["E5", "C4"]), book.canonical(["C4", "E5"]))


def build(extra):
    """The book lines (comments left out) the builder writes from the fake
    engine, two moves deep with two replies, with `extra` options."""
    with tempfile.TemporaryDirectory() as tmp:
        fake = os.path.join(tmp, "fake")
        with open(fake, "w") as f:
            f.write(FAKE)
        os.chmod(fake, os.stat(fake).st_mode | stat.S_IEXEC)
        out = os.path.join(tmp, "book.txt")
        subprocess.run(
            [sys.executable, SCRIPT, "--tengen", fake, "--seconds", "0.3",
             "--depth", "2", "--replies", "2", "--out", out] + extra,
            check=True, capture_output=True, text=True, timeout=60)
        with open(out) as f:
            return [l for l in f.read().splitlines() if not l.startswith("#")]


class BuildTest(unittest.TestCase):
    def test_a_book_from_the_fake_engine(self):
        # The empty board, then its two most visited moves that are not
        # symmetric to each other: E5 and D5 (E4 is D5 turned). The fake
        # gives its best move 10 of 40 visits on the empty board, 10 of
        # 34 after one move: under --min-share 0.6 every line is a
        # comment, at 0.2 none is.
        self.assertEqual(build([]), [])
        self.assertEqual(build(["--min-share", "0.2"]), [
            " : E5 0.500 0.5   # 25%",
            "E5 : D5 0.500 0.5   # 29%",
            "D5 : E5 0.500 0.5   # 29%",
        ])


if __name__ == "__main__":
    unittest.main()
