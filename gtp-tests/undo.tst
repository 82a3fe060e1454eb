# Undo and move sequences (docs/clients.md, "What every client relies on" and checklist items 14, 23, 30-32).

boardsize 19
clear_board
play b D4
play w Q16
1 undo
#? []
2 list_stones white
#? []
3 undo
#? []
4 list_stones black
#? []
# Nothing left to take back.
5 undo
#? [.*]*

# A capture is taken back with its prisoners.
boardsize 9
clear_board
play b E5
play w E4
play b D4
play w pass
play b F4
play w pass
play b E3
10 color E4
#? [empty]
11 captures black
#? [1]
12 undo
#? []
13 color E4
#? [white]
14 captures black
#? [0]
15 list_stones black
#? [D4 F4 E5]
# After the undo it is Black's move again, and the capture can be replayed.
play b E3
16 color E4
#? [empty]

# Passes are moves and are undone one at a time.
clear_board
play b E5
play w pass
play b pass
20 move_history
#? [black PASS\nwhite PASS\nblack E5]
21 undo
#? []
22 last_move
#? [white PASS]
23 undo
#? []
24 undo
#? []
25 move_history
#? []

# clear_board leaves nothing to undo.
play b C3
clear_board
30 undo
#? [.*]*

# A simple ko: the retake is legal again after undoing the capture.
clear_board
play b D5
play w E5
play b C4
play w F4
play b D3
play w E3
play b E4
play w D4
31 is_legal b E4
#? [0]
32 undo
#? []
33 color E4
#? [black]
34 color D4
#? [empty]

# gg-undo N takes back N moves; too many is an error and changes nothing.
clear_board
play b C3
play w G7
play b C7
play w G3
40 gg-undo 2
#? []
41 move_history
#? [white G7\nblack C3]
42 gg-undo 5
#? [.*]*
43 move_history
#? [white G7\nblack C3]
44 gg-undo
#? []
45 list_stones white
#? []

# gogui-play_sequence plays all its moves or none.
clear_board
50 gogui-play_sequence B D4 W F6 B E5
#? []
51 list_stones black
#? [D4 E5]
52 gogui-play_sequence W C3 B D4 W C4
#? [.*]*
53 list_stones white
#? [F6]
54 move_history
#? [black E5\nwhite F6\nblack D4]
55 undo
#? []
56 list_stones black
#? [D4]

# Loaded SGF moves are history and can be undone; setup stones cannot.
loadsgf sgf/t7.sgf 3
60 undo
#? []
61 undo
#? []
62 undo
#? [.*]*
loadsgf sgf/legal.sgf
63 undo
#? [.*]*
64 color B5
#? [black]
