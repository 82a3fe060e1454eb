# Handicap commands (docs/clients.md checklist items 33-37; docs/rules.md §7).
# Sets of vertices are matched in any order: one lookahead per vertex and
# an exact count.

boardsize 19
clear_board
1 fixed_handicap 9
#? [(?=.*\bD4\b)(?=.*\bQ16\b)(?=.*\bD16\b)(?=.*\bQ4\b)(?=.*\bD10\b)(?=.*\bQ10\b)(?=.*\bK4\b)(?=.*\bK16\b)(?=.*\bK10\b)\S+( \S+){8}]
2 list_stones black
#? [(?=.*\bD4\b)(?=.*\bQ16\b)(?=.*\bD16\b)(?=.*\bQ4\b)(?=.*\bD10\b)(?=.*\bQ10\b)(?=.*\bK4\b)(?=.*\bK16\b)(?=.*\bK10\b)\S+( \S+){8}]
# White moves first after handicap.
3 showboard
#? [.*white to move.*]

clear_board
4 fixed_handicap 2
#? [(?=.*\bD4\b)(?=.*\bQ16\b)\S+ \S+]
clear_board
5 fixed_handicap 3
#? [(?=.*\bD4\b)(?=.*\bQ16\b)(?=.*\bD16\b|.*\bQ4\b)\S+( \S+){2}]
clear_board
6 fixed_handicap 5
#? [(?=.*\bD4\b)(?=.*\bQ16\b)(?=.*\bD16\b)(?=.*\bQ4\b)(?=.*\bK10\b)\S+( \S+){4}]
clear_board
7 fixed_handicap 6
#? [(?=.*\bD4\b)(?=.*\bQ16\b)(?=.*\bD16\b)(?=.*\bQ4\b)(?=.*\bD10\b)(?=.*\bQ10\b)\S+( \S+){5}]
clear_board
8 fixed_handicap 7
#? [(?=.*\bD4\b)(?=.*\bQ16\b)(?=.*\bD16\b)(?=.*\bQ4\b)(?=.*\bD10\b)(?=.*\bQ10\b)(?=.*\bK10\b)\S+( \S+){6}]
clear_board
9 fixed_handicap 8
#? [(?=.*\bD4\b)(?=.*\bQ16\b)(?=.*\bD16\b)(?=.*\bQ4\b)(?=.*\bD10\b)(?=.*\bQ10\b)(?=.*\bK4\b)(?=.*\bK16\b)\S+( \S+){7}]

# 13x13: the 4th line; 9x9 and 7x7: the 3rd line.
boardsize 13
clear_board
10 fixed_handicap 9
#? [(?=.*\bD4\b)(?=.*\bG4\b)(?=.*\bK4\b)(?=.*\bD7\b)(?=.*\bG7\b)(?=.*\bK7\b)(?=.*\bD10\b)(?=.*\bG10\b)(?=.*\bK10\b)\S+( \S+){8}]
boardsize 9
clear_board
11 fixed_handicap 5
#? [(?=.*\bC3\b)(?=.*\bG7\b)(?=.*\bC7\b)(?=.*\bG3\b)(?=.*\bE5\b)\S+( \S+){4}]
boardsize 7
clear_board
12 fixed_handicap 4
#? [(?=.*\bC3\b)(?=.*\bE5\b)(?=.*\bC5\b)(?=.*\bE3\b)\S+( \S+){3}]

# Out of range (errors are expected failures; the messages are checked
# byte for byte in the Rust transcript tests): 1 and 10 stones, more than
# 4 on 7x7, any on 6x6, and more than 4 on an even board.
boardsize 7
clear_board
20 fixed_handicap 5
#? [.*]*
21 list_stones black
#? []
boardsize 19
clear_board
22 fixed_handicap 1
#? [.*]*
23 fixed_handicap 10
#? [.*]*
boardsize 6
clear_board
24 fixed_handicap 2
#? [.*]*
boardsize 10
clear_board
25 fixed_handicap 5
#? [.*]*
26 fixed_handicap 4
#? [(?=.*\bC3\b)(?=.*\bH8\b)(?=.*\bC8\b)(?=.*\bH3\b)\S+( \S+){3}]

# Handicap needs an empty board.
boardsize 19
clear_board
play b D4
30 fixed_handicap 2
#? [.*]*
31 set_free_handicap Q16 D16
#? [.*]*
32 place_free_handicap 2
#? [.*]*
33 list_stones black
#? [D4]

# set_free_handicap: 2 or more distinct vertices, no pass.
clear_board
40 set_free_handicap D4
#? [.*]*
41 set_free_handicap D4 D4
#? [.*]*
42 set_free_handicap D4 pass
#? [.*]*
43 set_free_handicap D4 I5
#? [.*]*
44 list_stones black
#? []
# GTP v2: set_free_handicap answers an empty success.
45 set_free_handicap D4 Q16 k10
#? []
46 list_stones black
#? [(?=.*\bD4\b)(?=.*\bQ16\b)(?=.*\bK10\b)\S+( \S+){2}]
# Handicap stones cannot be undone.
47 undo
#? [.*]*
48 list_stones black
#? [(?=.*\bD4\b)(?=.*\bQ16\b)(?=.*\bK10\b)\S+( \S+){2}]

# place_free_handicap: the engine chooses 2-N distinct points, which are
# then on the board, and White can move.
clear_board
50 place_free_handicap 4
#? [[A-HJ-T]\d+( [A-HJ-T]\d+){1,3}]
51 list_stones black
#? [[A-HJ-T]\d+( [A-HJ-T]\d+){1,3}]
52 list_stones white
#? []
53 genmove w
#? [[A-HJ-T]\d+|pass|resign]
54 list_stones white
#? [[A-HJ-T]\d+|]
clear_board
55 place_free_handicap 9
#? [[A-HJ-T]\d+( [A-HJ-T]\d+){1,8}]
clear_board
56 place_free_handicap 1
#? [.*]*
57 place_free_handicap 361
#? [.*]*

# Handicap survives as a count: clear_board empties the board.
clear_board
60 list_stones black
#? []
