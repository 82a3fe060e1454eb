# Self-test of scripts/regress: every test here passes on GNU Go 3.8
# (scripts/test_regress.py runs it). Blank lines and comments are not sent.

boardsize 9
clear_board

1 protocol_version
#? [2]

# An id with leading zeros is echoed as a number.
007 name
#? [GNU Go]

# Tabs become spaces; the trailing comment is sent and ignored by the engine.
3	play	b	E5   # comment
#? []

# A negated pattern: the (empty) answer must not match .+
4 play w C3
#? [!.+]

5 list_stones black
#? [E5]

# Matching is case-sensitive, so the lower-case vertex does not match.
6 list_stones white
#? [!c3]

# Alternation, and a trailing space before the bracket is fine.
7 list_stones white
#? [D4|C3] 

# A multi-line response: DOTALL lets .* cross lines, MULTILINE anchors ^ $
# at each line, and the whole diagram must match.
8 showboard
#? [A B C D E F G H J\n 9 .*^ 5 \. \. \. \. X \. \. \. \. 5$.*^ 3 \. \. O .*   A B C D E F G H J]

# Unnumbered commands are sent and must succeed, but are not tests.
komi 6.5
9 get_komi
#? [6\.5]

# loadsgf resolves the path in this file's directory (the engine's cwd).
10 loadsgf simple.sgf
#? [white]

11 list_stones black
#? [E5 C3]
