# SGF files (docs/clients.md checklist item 44): loadsgf with a move number or a
# vertex to stop at, SZ and KM applied, paths relative to this directory,
# and printsgf.

# The whole file: 16 moves of T7 on 5x5; the reply is the side to move.
1 loadsgf sgf/t7.sgf
#? [black]
2 captures white
#? [1]
3 showboard
#? [.*A B C D E\n 5 .*^ 1 .*\n    A B C D E]
4 last_move
#? [white PASS]

# `loadsgf f 3`: the position after moves 1-2, Black to play move 3.
5 loadsgf sgf/t7.sgf 3
#? [black]
6 move_history
#? [white D3\nblack C3]
7 loadsgf sgf/t7.sgf 4
#? [white]
8 list_stones black
#? [C3 C4]

# `loadsgf f 1`: the empty board (only the root node's setup).
9 loadsgf sgf/t7.sgf 1
#? [black]
10 move_history
#? []
# A number past the end loads everything.
11 loadsgf sgf/t7.sgf 100
#? [black]
12 move_history
#? [white PASS\nblack PASS.*black C3]

# `loadsgf f D4`: up to, not including, the first move at D4 (move 4).
13 loadsgf sgf/t7.sgf D4
#? [white]
14 move_history
#? [black C4\nwhite D3\nblack C3]
15 color D4
#? [empty]
# A vertex never played loads everything.
16 loadsgf sgf/t7.sgf A1
#? [black]
17 captures white
#? [1]

# SZ and KM are applied; setup stones (AB/AW) and PL are read.
18 loadsgf sgf/h1.sgf
#? [black]
19 get_komi
#? [0\.5]
20 list_stones black
#? [C1 C2 C3 C4 D4 D5 D6 D7]
21 color G7
#? [empty]
22 color H8
#? [.*]*

# A KM in the file beats the current komi; without one, komi is kept.
komi 3.5
loadsgf sgf/t1.sgf
23 get_komi
#? [3\.5]
loadsgf sgf/h1.sgf
24 get_komi
#? [0\.5]

# printsgf: the game as FF[4] text, setup in the root.
loadsgf sgf/t7.sgf
30 printsgf
#? [\(;.*FF\[4\].*SZ\[5\].*;B\[cc\].*;W\[dc\].*;W\[\]\)]
loadsgf sgf/legal.sgf
31 printsgf
#? [\(;.*SZ\[5\].*AB(\[[a-e]{2}\]){7}.*AW(\[[a-e]{2}\]){11}.*\)]

# printsgf FILE writes a file that loadsgf reads back to the same game.
boardsize 9
clear_board
komi 6.5
play b E5
play w C3
play b G7
play w pass
32 printsgf /tmp/tengen-regress-sgf.sgf
#? []
clear_board
33 loadsgf /tmp/tengen-regress-sgf.sgf
#? [black]
34 move_history
#? [white PASS\nblack G7\nwhite C3\nblack E5]
35 get_komi
#? [6\.5]
36 loadsgf /tmp/tengen-regress-sgf.sgf 3
#? [black]
37 list_stones white
#? [C3]

# Missing and broken files fail and leave the game as it was.
38 loadsgf nofile.sgf
#? [.*]*
39 loadsgf sgf
#? [.*]*
40 list_stones white
#? [C3]
41 loadsgf sgf/t7.sgf Z9
#? [.*]*
42 list_stones white
#? [C3]

# A record played under simple ko: White retakes the ko after two passes,
# which repeats the starting position. It loads as played under Chinese
# positional superko (a warning on stderr), and undo replays it. A `play`
# that repeats a position is played as told too (the client is the
# referee), but the engine's own moves never repeat one.
43 kgs-rules chinese
#? []
44 loadsgf sgf/retaken_ko.sgf
#? [black]
45 captures black
#? [1]
46 captures white
#? [1]
47 undo
#? []
48 play white B4
#? []
49 list_stones black
#? [B3 A4 B5]
# Black's C4 would retake the ko at once (which would also bring back the
# position after move 1): the engine never chooses it.
50 reg_genmove black
#? [!C4]
