# Error replies (docs/clients.md, "What every client relies on" and the checklist). scripts/regress counts any `?`
# reply to a test as a failure, so every expected error is written
# `#? [.*]*` (expected to fail; a success would be an unexpected pass).
# The exact messages are checked in tests/gtp_transcripts*.rs. After the
# errors, numbered tests check that nothing changed.

boardsize 9
clear_board
komi 6.5
play b E5
play w C3

# Unknown commands, and command names are case-sensitive.
1 zz-x
#? [.*]*
2 PLAY b D4
#? [.*]*
3 Name
#? [.*]*

# boardsize: unsupported sizes and non-numbers; the board is kept.
4 boardsize 26
#? [.*]*
5 boardsize 1
#? [.*]*
6 boardsize 0
#? [.*]*
7 boardsize -9
#? [.*]*
8 boardsize x
#? [.*]*
9 boardsize 99999999999999999999999
#? [.*]*
10 boardsize
#? [.*]*
11 boardsize 9 9
#? [.*]*
12 list_stones black
#? [E5]

# komi must be a number.
13 komi abc
#? [.*]*
14 komi
#? [.*]*
15 komi nan
#? [.*]*
16 komi inf
#? [.*]*
17 get_komi
#? [6\.5]

# play: bad colours, vertices, occupied points, suicide, missing args.
18 play x D4
#? [.*]*
19 play b
#? [.*]*
20 play
#? [.*]*
21 play b I5
#? [.*]*
22 play b K1
#? [.*]*
23 play b A10
#? [.*]*
24 play b A0
#? [.*]*
25 play b E5
#? [.*]*
26 play w E5
#? [.*]*
27 play b D4 extra
#? [.*]*
28 play b resign
#? [.*]*
29 move_history
#? [white C3\nblack E5]

# Suicide on 9x9.
clear_board
play b A2
play b B1
30 play w A1
#? [.*]*
31 is_legal w A1
#? [0]
32 color A1
#? [empty]

# genmove needs exactly one colour.
33 genmove
#? [.*]*
34 genmove x
#? [.*]*
35 reg_genmove b w
#? [.*]*

# undo with nothing to undo, or with arguments.
clear_board
36 undo
#? [.*]*
play b D4
37 undo 1
#? [.*]*
38 list_stones black
#? [D4]

# time_settings and time_left need numbers; kgs-time_settings needs a
# known system with the right number of arguments.
39 time_settings a b c
#? [.*]*
40 time_settings 300 30
#? [.*]*
41 time_settings -5 0 0
#? [.*]*
42 time_left b 287
#? [.*]*
43 time_left x 287 0
#? [.*]*
44 kgs-time_settings foo
#? [.*]*
45 kgs-time_settings byoyomi 600 30
#? [.*]*
46 kgs-time_settings absolute
#? [.*]*

# final_status_list needs a known status.
47 final_status_list foo
#? [.*]*
48 final_status_list
#? [.*]*

# loadsgf: missing, unreadable, broken and illegal files leave the game.
49 loadsgf nofile.sgf
#? [.*]*
50 loadsgf sgf/broken.sgf
#? [.*]*
51 loadsgf sgf/illegal.sgf
#? [.*]*
52 loadsgf
#? [.*]*
53 list_stones black
#? [D4]

# Rules: unknown presets and bad JSON.
54 kgs-rules foo
#? [.*]*
55 kata-set-rules {"ko":
#? [.*]*
56 kata-set-rule ko sometimes
#? [.*]*
57 kata-get-rules
#? [.*"ko":"POSITIONAL".*]

# Inspection commands on bad input.
58 color Z99
#? [.*]*
59 countlib E5
#? [.*]*
60 list_stones purple
#? [.*]*
61 known_command
#? [.*]*

# The engine still answers normally afterwards.
62 name
#? [Tengen]

# A clock that ran past zero reports a negative time (KataGo's own GTP
# tests send one): it is taken as no time left, not refused.
time_settings 60 10 1
401 time_left b -3 0
#? []
