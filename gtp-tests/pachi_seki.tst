# Seki and nakade-seki positions from Pachi's unit tests, t-unit/seki.t
# (and t-unit/false_eye_seki.t, whose one diagram is seki.t's sixth),
# pasky/pachi at b69e3539 (2026-04-25). Pachi is GPL; the positions are
# facts, the tests below are written for Tengen.
#
# Pachi's file asserts three kinds of things about a diagram (with the
# last move marked, so the side to move is the other colour), and each
# becomes a GTP test here:
#
# * `breaking_nakade_seki COLOUR V 1` (and `false_eye_seki ... 1`): the
#   self-atari of COLOUR at V would break a seki, turning a shared life
#   into a loss. Here: `reg_genmove COLOUR` must not answer V.
# * `moggy status V S`: in Pachi's playouts from the diagram, the point
#   V ends as S most of the time (X Black's, O White's, `:` empty). For
#   a stone of colour S: it survives, so it is not in
#   `final_status_list dead`; a stone of the other colour is. An empty
#   `:` point is a shared liberty of a seki: every stone next to it is
#   in `final_status_list seki`.
# * `breaking_nakade_seki COLOUR V 0`: Pachi's classifier must not call
#   that self-atari seki-breaking (there is no seki: the group can
#   escape, connect out, has a dead shape or a second eye). That says
#   nothing about whether the move is good, so it has no test here;
#   each diagram names them, and diagrams with only those are left out.
#
# Pachi runs its assertions under Chinese rules; so does this file.
# Each position is set up with `gogui-setup` and the marked last move
# is played, so the colour to move is Pachi's.
#
# 101 tests from 41 of Pachi's 67 diagrams (86 `... 0` assertions are
# left out), through scripts/regress, 2026-12-06:
#   build a42a8ed (before): 79 pass at --playouts 300 --threads 1
#     (tests/regress_suites.rs), 81 at --threads 1 --playouts 10000, 83
#     with no options. The failures were the dead-stone judge calling
#     both sides of a nakade seki dead (the playouts broke the seki at
#     random) and reg_genmove playing the seki-breaking self-atari.
#   since the playouts and the tree leave a nakade seki's inner stones
#     alone (tactics::breaks_nakade_seki): all 101 pass at 300 and at
#     10,000 playouts, so none is marked as an expected failure.

kgs-rules chinese
komi 7.5

# 1. 2 groups with one eye seki (9x9)
#   O O O O . X X X O   9
#   . O O O X X X O O   8
#   O O O X X X O O O   7
#   X X X X O O . O O   6
#   . X X O O . O O .   5
#   X X X O O O . O O   4
#   X X O O . O O O O   3
#   X O O O O O . O O   2
#   O)O . O O . O . O   1
#   A B C D E F G H J
# Last move White A1; Black to move.
boardsize 9
clear_board
gogui-setup w B1 w D1 w E1 w G1 w J1 w B2 w C2 w D2 w E2 w F2 w H2 w J2 w C3 w D3 w F3 w G3 w H3 w J3 w D4 w E4 w F4 w H4 w J4 w D5 w E5 w G5 w H5 w E6 w F6 w H6 w J6 w A7 w B7 w C7 w G7 w H7 w J7 w B8 w C8 w D8 w H8 w J8 w A9 w B9 w C9 w D9 w J9 b A2 b A3 b B3 b A4 b B4 b C4 b B5 b C5 b A6 b B6 b C6 b D6 b D7 b E7 b F7 b E8 b F8 b G8 b F9 b G9 b H9
play w A1
# White's D9 survives (alive or in seki): not dead.
11 final_status_list dead
#? [!.*\bD9\b.*]
# E9 stays empty, a shared liberty of a seki: D9 F9 E8 are in seki.
12 final_status_list seki
#? [(?=.*\bD9\b)(?=.*\bF9\b)(?=.*\bE8\b).*]
# Black's F9 survives (alive or in seki): not dead.
13 final_status_list dead
#? [!.*\bF9\b.*]

# 2. Simple seki (2 stones) (6x6)
#   . . O X . O   6
#   . O O X . O   5
#   . O X O O O   4
#   . O X X X X)  3
#   . O X . X .   2
#   . O X . X .   1
#   A B C D E F
# Last move Black F3; White to move.
boardsize 6
clear_board
gogui-setup w B1 w B2 w B3 w B4 w D4 w E4 w F4 w B5 w C5 w F5 w C6 w F6 b C1 b E1 b C2 b E2 b C3 b D3 b E3 b C4 b D5 b D6
play b F3
# E6 stays empty, a shared liberty of a seki: D6 F6 are in seki.
21 final_status_list seki
#? [(?=.*\bD6\b)(?=.*\bF6\b).*]

# 3. Simple seki (3 stones) (6x6)
#   . . O X . O   6
#   . . O X . O   5
#   . O O X O O   4
#   . O X O O X)  3
#   . O X X X X   2
#   . O X . X .   1
#   A B C D E F
# Last move Black F3; White to move.
boardsize 6
clear_board
gogui-setup w B1 w B2 w B3 w D3 w E3 w B4 w C4 w E4 w F4 w C5 w F5 w C6 w F6 b C1 b E1 b C2 b D2 b E2 b F2 b C3 b D4 b D5 b D6
play b F3
# E6 stays empty, a shared liberty of a seki: D6 F6 are in seki.
31 final_status_list seki
#? [(?=.*\bD6\b)(?=.*\bF6\b).*]

# 4. Nakade move breaking seki (7x7)
#   . X O O O O O   7
#   . X X X O X X   6
#   . X . O O X .   5
#   . X . O X X X   4
#   O O O O X O .   3
#   . O O O X O O   2
#   O . O O X O).   1
#   A B C D E F G
# Last move White F1; Black to move.
boardsize 7
clear_board
gogui-setup w A1 w C1 w D1 w B2 w C2 w D2 w F2 w G2 w A3 w B3 w C3 w D3 w F3 w D4 w D5 w E5 w E6 w C7 w D7 w E7 w F7 w G7 b E1 b E2 b E3 b B4 b E4 b F4 b G4 b B5 b F5 b B6 b C6 b D6 b F6 b G6 b B7
play w F1
# White's F1 survives (alive or in seki): not dead.
41 final_status_list dead
#? [!.*\bF1\b.*]

# 5. Nakade move breaking seki (7x7)
#   . X O O O . O   7
#   . X X X O O O   6
#   . X . O O X X   5
#   . X . O X X .   4
#   O O O O X X X   3
#   . O O O X . O   2
#   O . O O X O).   1
#   A B C D E F G
# Last move White F1; Black to move.
boardsize 7
clear_board
gogui-setup w A1 w C1 w D1 w B2 w C2 w D2 w G2 w A3 w B3 w C3 w D3 w D4 w D5 w E5 w E6 w F6 w G6 w C7 w D7 w E7 w G7 b E1 b E2 b E3 b F3 b G3 b B4 b E4 b F4 b B5 b F5 b G5 b B6 b C6 b D6 b B7
play w F1
# White's F1 survives (alive or in seki): not dead.
51 final_status_list dead
#? [!.*\bF1\b.*]

# 6. False eye seki (7x7, also t-unit/false_eye_seki.t)
#   X . X O . . .   7
#   . X X O O . .   6
#   X X O . . O O   5
#   X O . O O X X   4
#   O . O X X X .   3
#   . O)O X O O X   2
#   . . O X . O .   1
#   A B C D E F G
# Last move White B2; Black to move.
# Pachi also finds Black at B7 not seki-breaking: no test (see the header).
boardsize 7
clear_board
gogui-setup w C1 w F1 w C2 w E2 w F2 w A3 w C3 w B4 w D4 w E4 w C5 w F5 w G5 w D6 w E6 w D7 b D1 b D2 b G2 b D3 b E3 b F3 b A4 b F4 b G4 b A5 b B5 b B6 b C6 b A7 b C7
play w B2
# Black at G3 would break the seki (Pachi: false_eye_seki ... 1): Black must play elsewhere.
61 reg_genmove b
#? [!G3]
# Black's F3 survives (alive or in seki): not dead.
62 final_status_list dead
#? [!.*\bF3\b.*]

# 7. Not 3-stone seki (can connect out) (7x7)
#   . X). X X X .   7
#   . X X X O O O   6
#   . . X . O . X   5
#   . . X . O O X   4
#   . . X . . O X   3
#   . . X X X O .   2
#   . . . . X X X   1
#   A B C D E F G
# Last move Black B7; White to move.
# Pachi also finds White at F5 and White at G2 not seki-breaking: no test (see the header).
boardsize 7
clear_board
gogui-setup w F2 w F3 w E4 w F4 w E5 w E6 w F6 w G6 b E1 b F1 b G1 b C2 b D2 b E2 b C3 b G3 b C4 b G4 b C5 b G5 b B6 b C6 b D6 b D7 b E7 b F7
play b B7
# White's E4 is dead (Pachi: the point ends Black's).
71 final_status_list dead
#? [.*\bE4\b.*]

# 12. Not 3-stone seki (dead shape) (7x7)
#   . X . X X X .   7
#   . X X X O O O   6
#   . . X . O . X   5
#   . . X . O . X   4
#   . . X . O O X   3
#   . . X X X O O   2
#   . . . . X X).   1
#   A B C D E F G
# Last move Black F1; White to move.
# Pachi also finds White at F5 and White at F4 not seki-breaking: no test (see the header).
boardsize 7
clear_board
gogui-setup w F2 w G2 w E3 w F3 w E4 w E5 w E6 w F6 w G6 b E1 b C2 b D2 b E2 b C3 b G3 b C4 b G4 b C5 b G5 b B6 b C6 b D6 b B7 b D7 b E7 b F7
play b F1
# White's E4 is dead (Pachi: the point ends Black's).
121 final_status_list dead
#? [.*\bE4\b.*]

# 13. Not 3-stone seki (bent, dead shape) (7x7)
#   . X . X X X .   7
#   . X X X O O O   6
#   . . X . O . X   5
#   . . X . O X X   4
#   . . X . O . O   3
#   . . X X O O O   2
#   . . . X X X).   1
#   A B C D E F G
# Last move Black F1; White to move.
# Pachi also finds White at F3 and White at F5 not seki-breaking: no test (see the header).
boardsize 7
clear_board
gogui-setup w E2 w F2 w G2 w E3 w G3 w E4 w E5 w E6 w F6 w G6 b D1 b E1 b C2 b D2 b C3 b C4 b F4 b G4 b C5 b G5 b B6 b C6 b D6 b B7 b D7 b E7 b F7
play b F1
# White's E4 is dead (Pachi: the point ends Black's).
131 final_status_list dead
#? [.*\bE4\b.*]

# 14. 3-stone seki (don't break) (7x7)
#   . X . X X X .   7
#   . X X X O O O   6
#   . . X . O . X   5
#   . . X . O O X   4
#   . . X . O . X   3
#   . . X X O O O   2
#   . . . X X X).   1
#   A B C D E F G
# Last move Black F1; White to move.
boardsize 7
clear_board
gogui-setup w E2 w F2 w G2 w E3 w E4 w F4 w E5 w E6 w F6 w G6 b D1 b E1 b C2 b D2 b C3 b G3 b C4 b G4 b C5 b G5 b B6 b C6 b D6 b B7 b D7 b E7 b F7
play b F1
# White at F5 would break the seki (Pachi: breaking_nakade_seki ... 1): White must play elsewhere.
141 reg_genmove w
#? [!F5]
# White at F3 would break the seki (Pachi: breaking_nakade_seki ... 1): White must play elsewhere.
142 reg_genmove w
#? [!F3]
# White's G6 survives (alive or in seki): not dead.
143 final_status_list dead
#? [!.*\bG6\b.*]
# F5 stays empty, a shared liberty of a seki: E5 G5 F6 F4 are in seki.
144 final_status_list seki
#? [(?=.*\bE5\b)(?=.*\bG5\b)(?=.*\bF6\b)(?=.*\bF4\b).*]
# Black's G4 survives (alive or in seki): not dead.
145 final_status_list dead
#? [!.*\bG4\b.*]

# 15. 3-stone seki (middle stone, don't break) (7x7)
#   . X . X X X .   7
#   . X X X O O O   6
#   . . X . O X .   5
#   . . X . O X O   4
#   . . X . O X .   3
#   . . X X O O O   2
#   . . . X X X).   1
#   A B C D E F G
# Last move Black F1; White to move.
boardsize 7
clear_board
gogui-setup w E2 w F2 w G2 w E3 w E4 w G4 w E5 w E6 w F6 w G6 b D1 b E1 b C2 b D2 b C3 b F3 b C4 b F4 b C5 b F5 b B6 b C6 b D6 b B7 b D7 b E7 b F7
play b F1
# White at G5 would break the seki (Pachi: breaking_nakade_seki ... 1): White must play elsewhere.
151 reg_genmove w
#? [!G5]
# White at G3 would break the seki (Pachi: breaking_nakade_seki ... 1): White must play elsewhere.
152 reg_genmove w
#? [!G3]
# White's E4 survives (alive or in seki): not dead.
153 final_status_list dead
#? [!.*\bE4\b.*]
# G5 stays empty, a shared liberty of a seki: F5 G6 G4 are in seki.
154 final_status_list seki
#? [(?=.*\bF5\b)(?=.*\bG6\b)(?=.*\bG4\b).*]
# Black's F4 survives (alive or in seki): not dead.
155 final_status_list dead
#? [!.*\bF4\b.*]

# 16. 3-stone seki (bent, don't break) (7x7)
#   . . X . X O O   7
#   . . X X X O .   6
#   . . X . O O X   5
#   . . X . O X X   4
#   . . X . O . O   3
#   . . X X O O O   2
#   . . . X X X).   1
#   A B C D E F G
# Last move Black F1; White to move.
boardsize 7
clear_board
gogui-setup w E2 w F2 w G2 w E3 w G3 w E4 w E5 w F5 w F6 w F7 w G7 b D1 b E1 b C2 b D2 b C3 b C4 b F4 b G4 b C5 b G5 b C6 b D6 b E6 b C7 b E7
play b F1
# White at G6 would break the seki (Pachi: breaking_nakade_seki ... 1): White must play elsewhere.
161 reg_genmove w
#? [!G6]
# White at F3 would break the seki (Pachi: breaking_nakade_seki ... 1): White must play elsewhere.
162 reg_genmove w
#? [!F3]
# White's E4 survives (alive or in seki): not dead.
163 final_status_list dead
#? [!.*\bE4\b.*]
# F3 stays empty, a shared liberty of a seki: E3 G3 F4 F2 are in seki.
164 final_status_list seki
#? [(?=.*\bE3\b)(?=.*\bG3\b)(?=.*\bF4\b)(?=.*\bF2\b).*]
# Black's G4 survives (alive or in seki): not dead.
165 final_status_list dead
#? [!.*\bG4\b.*]

# 17. Not 3-stone seki (must break, extra eye) (7x7)
#   . X . X O . .   7
#   . X X X O O O   6
#   . . X . O . X   5
#   . . X . O O X   4
#   . . X . O . X   3
#   . . X X O O O   2
#   . . . X X X).   1
#   A B C D E F G
# Last move Black F1; White to move.
# Pachi also finds White at F5 and White at F3 not seki-breaking: no test (see the header).
boardsize 7
clear_board
gogui-setup w E2 w F2 w G2 w E3 w E4 w F4 w E5 w E6 w F6 w G6 w E7 b D1 b E1 b C2 b D2 b C3 b G3 b C4 b G4 b C5 b G5 b B6 b C6 b D6 b B7 b D7
play b F1
# Black's G4 is dead (Pachi: the point ends White's).
171 final_status_list dead
#? [.*\bG4\b.*]

# 19. Not 3-stone seki (must break ! extra eye) (9x9)
#   . . . . . . . . .   9
#   . X . X X X X X .   8
#   . . X . O O O X .   7
#   . . X . O . X O O   6
#   . . X . O O X O .   5
#   . . X . O . X O O   4
#   . . X . O O O X).   3
#   . . . X X X X X .   2
#   . . . . . . . . .   1
#   A B C D E F G H J
# Last move Black H3; White to move.
# Pachi also finds White at F6 and White at F4 not seki-breaking: no test (see the header).
boardsize 9
clear_board
gogui-setup w E3 w F3 w G3 w E4 w H4 w J4 w E5 w F5 w H5 w E6 w H6 w J6 w E7 w F7 w G7 b D2 b E2 b F2 b G2 b H2 b C3 b C4 b G4 b C5 b G5 b C6 b G6 b C7 b H7 b B8 b D8 b E8 b F8 b G8 b H8
play b H3
# Black's G4 is dead (Pachi: the point ends White's).
191 final_status_list dead
#? [.*\bG4\b.*]

# 20. 3-stone seki (full board, don't break) (19x19)
#   . . . . . . . . . . . . . . . . . . .   19
#   . . . . . . X O O O O . O O X . O . .   18
#   . . . . . . X X X X X O O X . X O . .   17
#   . . . X . . . . . . O X O X . X . O .   16
#   . . X . . . . . . X . X X O X . . . .   15
#   . . . . . . . . . X . X O O O O O . O   14
#   . . X . . . X . . . O O X O O . . O O   13
#   . . X O X . O X X . . O X X O X X X X   12
#   . . O X X . X . . X O O X O O O X . O   11
#   . . O O . . O . X . O X X X . O X X O   10
#   . . . . . O . . . O O X X X X O X . O   9
#   . . O . . . O O O O X O O O X X X X X   8
#   . X O . . . . X X X X . . O O O O O .   7
#   . X O . O . . X O O O O O X . O X . .   6
#   . X O . . X . . X X X X X X O X . . .   5
#   . X O X . . . . . . . . . O O X O O .   4
#   . . X . . X . . . . . X X O X O X . .   3
#   . . . . . . . . . . . . . X X O O). .   2
#   . . . . . . . . . . . . . . . . . . .   1
#   A B C D E F G H J K L M N O P Q R S T
# Last move White R2; Black to move.
boardsize 19
clear_board
gogui-setup w Q2 w O3 w Q3 w C4 w O4 w P4 w R4 w S4 w C5 w P5 w C6 w E6 w J6 w K6 w L6 w M6 w N6 w Q6 w C7 w O7 w P7 w Q7 w R7 w S7 w C8 w G8 w H8 w J8 w K8 w M8 w N8 w O8 w F9 w K9 w L9 w Q9 w T9 w C10 w D10 w G10 w L10 w Q10 w T10 w C11 w L11 w M11 w O11 w P11 w Q11 w T11 w D12 w G12 w M12 w P12 w L13 w M13 w O13 w P13 w S13 w T13 w N14 w O14 w P14 w Q14 w R14 w T14 w O15 w L16 w N16 w S16 w M17 w N17 w R17 w H18 w J18 w K18 w L18 w N18 w O18 w R18 b O2 b P2 b C3 b F3 b M3 b N3 b P3 b R3 b B4 b D4 b Q4 b B5 b F5 b J5 b K5 b L5 b M5 b N5 b O5 b Q5 b B6 b H6 b O6 b R6 b B7 b H7 b J7 b K7 b L7 b L8 b P8 b Q8 b R8 b S8 b T8 b M9 b N9 b O9 b P9 b R9 b J10 b M10 b N10 b O10 b R10 b S10 b D11 b E11 b G11 b K11 b N11 b R11 b C12 b E12 b H12 b J12 b N12 b O12 b Q12 b R12 b S12 b T12 b C13 b G13 b N13 b K14 b M14 b C15 b K15 b M15 b N15 b P15 b D16 b M16 b O16 b Q16 b G17 b H17 b J17 b K17 b L17 b O17 b Q17 b G18 b P18
play w R2
# Black at S11 would break the seki (Pachi: breaking_nakade_seki ... 1): Black must play elsewhere.
201 reg_genmove b
#? [!S11]
# Black at S9 would break the seki (Pachi: breaking_nakade_seki ... 1): Black must play elsewhere.
202 reg_genmove b
#? [!S9]
# Black's T12 survives (alive or in seki): not dead.
203 final_status_list dead
#? [!.*\bT12\b.*]

# 22. Not 4-stone seki (dead shape) (7x7)
#   . . . X X X .   7
#   X X X X O O O   6
#   X . O O . X O   5
#   X . O . X X O   4
#   X . O O O X O   3
#   X)X X X O O O   2
#   . . . X X X .   1
#   A B C D E F G
# Last move Black A2; White to move.
# Pachi also finds White at D4 and White at E5 not seki-breaking: no test (see the header).
boardsize 7
clear_board
gogui-setup w E2 w F2 w G2 w C3 w D3 w E3 w G3 w C4 w G4 w C5 w D5 w G5 w E6 w F6 w G6 b D1 b E1 b F1 b B2 b C2 b D2 b A3 b F3 b A4 b E4 b F4 b A5 b F5 b A6 b B6 b C6 b D6 b D7 b E7 b F7
play b A2
# White's C4 is dead (Pachi: the point ends Black's).
221 final_status_list dead
#? [.*\bC4\b.*]

# 24. Not 4-stone seki (dead shape) (7x7)
#   . . . X X X .   7
#   X X X X O O O   6
#   X . O O O X O   5
#   X . O . X X .   4
#   X . O O O X O   3
#   X)X X X O O O   2
#   . . . X X X .   1
#   A B C D E F G
# Last move Black A2; White to move.
# Pachi also finds White at D4 and White at G4 not seki-breaking: no test (see the header).
boardsize 7
clear_board
gogui-setup w E2 w F2 w G2 w C3 w D3 w E3 w G3 w C4 w C5 w D5 w E5 w G5 w E6 w F6 w G6 b D1 b E1 b F1 b B2 b C2 b D2 b A3 b F3 b A4 b E4 b F4 b A5 b F5 b A6 b B6 b C6 b D6 b D7 b E7 b F7
play b A2
# White's C4 is dead (Pachi: the point ends Black's).
241 final_status_list dead
#? [.*\bC4\b.*]

# 25. Not 4-stone seki (dead shape, adjacent libs) (7x7)
#   . . . X X X .   7
#   X X X X O O O   6
#   X . O O O X .   5
#   X . O O X X .   4
#   X . O O O X O   3
#   X)X X X O O O   2
#   . . . X X X .   1
#   A B C D E F G
# Last move Black A2; White to move.
# Pachi also finds White at G4 and White at G5 not seki-breaking: no test (see the header).
boardsize 7
clear_board
gogui-setup w E2 w F2 w G2 w C3 w D3 w E3 w G3 w C4 w D4 w C5 w D5 w E5 w E6 w F6 w G6 b D1 b E1 b F1 b B2 b C2 b D2 b A3 b F3 b A4 b E4 b F4 b A5 b F5 b A6 b B6 b C6 b D6 b D7 b E7 b F7
play b A2
# White's C4 is dead (Pachi: the point ends Black's).
251 final_status_list dead
#? [.*\bC4\b.*]

# 29. 4-stone seki (don't break) (7x7)
#   . . . X X X .   7
#   X X X X O O O   6
#   X . O O O X .   5
#   X . O . X X O   4
#   X . O O O X O   3
#   X)X X X O O O   2
#   . . . X X X .   1
#   A B C D E F G
# Last move Black A2; White to move.
boardsize 7
clear_board
gogui-setup w E2 w F2 w G2 w C3 w D3 w E3 w G3 w C4 w G4 w C5 w D5 w E5 w E6 w F6 w G6 b D1 b E1 b F1 b B2 b C2 b D2 b A3 b F3 b A4 b E4 b F4 b A5 b F5 b A6 b B6 b C6 b D6 b D7 b E7 b F7
play b A2
# White at D4 would break the seki (Pachi: breaking_nakade_seki ... 1): White must play elsewhere.
291 reg_genmove w
#? [!D4]
# White at G5 would break the seki (Pachi: breaking_nakade_seki ... 1): White must play elsewhere.
292 reg_genmove w
#? [!G5]
# White's C4 survives (alive or in seki): not dead.
293 final_status_list dead
#? [!.*\bC4\b.*]
# Black's E4 survives (alive or in seki): not dead.
294 final_status_list dead
#? [!.*\bE4\b.*]

# 30. 4-stone seki (don't break, middle stone) (7x7)
#   . . . X X X .   7
#   X X X X O O O   6
#   X . . O O X .   5
#   X . . O X X O   4
#   X . . O O X .   3
#   X)X X X O O O   2
#   . . . X X X .   1
#   A B C D E F G
# Last move Black A2; White to move.
boardsize 7
clear_board
gogui-setup w E2 w F2 w G2 w D3 w E3 w D4 w G4 w D5 w E5 w E6 w F6 w G6 b D1 b E1 b F1 b B2 b C2 b D2 b A3 b F3 b A4 b E4 b F4 b A5 b F5 b A6 b B6 b C6 b D6 b D7 b E7 b F7
play b A2
# White at G3 would break the seki (Pachi: breaking_nakade_seki ... 1): White must play elsewhere.
301 reg_genmove w
#? [!G3]
# White at G5 would break the seki (Pachi: breaking_nakade_seki ... 1): White must play elsewhere.
302 reg_genmove w
#? [!G5]
# White's D4 survives (alive or in seki): not dead.
303 final_status_list dead
#? [!.*\bD4\b.*]
# Black's E4 survives (alive or in seki): not dead.
304 final_status_list dead
#? [!.*\bE4\b.*]

# 34. Not 4-stone seki (live shape, must break, extra eye) (7x7)
#   . . X X X O .   7
#   X X O O O O O   6
#   X . O . X X O   5
#   X . O O O X O   4
#   X . . . O X .   3
#   X)X X X O O O   2
#   . . . X X X .   1
#   A B C D E F G
# Last move Black A2; White to move.
# Pachi also finds White at D5 and White at G3 not seki-breaking: no test (see the header).
boardsize 7
clear_board
gogui-setup w E2 w F2 w G2 w E3 w C4 w D4 w E4 w G4 w C5 w G5 w C6 w D6 w E6 w F6 w G6 w F7 b D1 b E1 b F1 b B2 b C2 b D2 b A3 b F3 b A4 b F4 b A5 b E5 b F5 b A6 b B6 b C7 b D7 b E7
play b A2
# White's C4 survives (alive or in seki): not dead.
341 final_status_list dead
#? [!.*\bC4\b.*]
# Black's F4 is dead (Pachi: the point ends White's).
342 final_status_list dead
#? [.*\bF4\b.*]

# 36. Not 4-stone seki (must break, extra eye) (7x7)
#   . . . X X O .   7
#   X X X X O O O   6
#   X . O O . X O   5
#   X . O . X X O   4
#   X . O O O X O   3
#   X)X X X O O O   2
#   . . . X X X .   1
#   A B C D E F G
# Last move Black A2; White to move.
# Pachi also finds White at D4 and White at E5 not seki-breaking: no test (see the header).
boardsize 7
clear_board
gogui-setup w E2 w F2 w G2 w C3 w D3 w E3 w G3 w C4 w G4 w C5 w D5 w G5 w E6 w F6 w G6 w F7 b D1 b E1 b F1 b B2 b C2 b D2 b A3 b F3 b A4 b E4 b F4 b A5 b F5 b A6 b B6 b C6 b D6 b D7 b E7
play b A2
# White's C4 survives (alive or in seki): not dead.
361 final_status_list dead
#? [!.*\bC4\b.*]
# Black's E4 is dead (Pachi: the point ends White's).
362 final_status_list dead
#? [.*\bE4\b.*]

# 37. Not 4-stone seki (must break, false eye = 2nd eye) (7x7)
#   . X X X X X .   7
#   X X O O O O .   6
#   X . O . X O O   5
#   X . O O X X O   4
#   X . O . X O .   3
#   X)X O O O O O   2
#   . X X X X X .   1
#   A B C D E F G
# Last move Black A2; White to move.
# Pachi also finds White at D3 and White at D5 not seki-breaking: no test (see the header).
boardsize 7
clear_board
gogui-setup w C2 w D2 w E2 w F2 w G2 w C3 w F3 w C4 w D4 w G4 w C5 w F5 w G5 w C6 w D6 w E6 w F6 b B1 b C1 b D1 b E1 b F1 b B2 b A3 b E3 b A4 b E4 b F4 b A5 b E5 b A6 b B6 b B7 b C7 b D7 b E7 b F7
play b A2
# White's C4 survives (alive or in seki): not dead.
371 final_status_list dead
#? [!.*\bC4\b.*]
# Black's E4 is dead (Pachi: the point ends White's).
372 final_status_list dead
#? [.*\bE4\b.*]

# 38. Not 4-stone seki (must break, false eye = 2nd eye) (7x7)
#   . X X X X X .   7
#   X X . . O O O   6
#   X . O O O X .   5
#   X . O X X X O   4
#   X . O O . O .   3
#   X)X . O O O O   2
#   . X X X X X .   1
#   A B C D E F G
# Last move Black A2; White to move.
# Pachi also finds White at E3 and White at G5 not seki-breaking: no test (see the header).
boardsize 7
clear_board
gogui-setup w D2 w E2 w F2 w G2 w C3 w D3 w F3 w C4 w G4 w C5 w D5 w E5 w E6 w F6 w G6 b B1 b C1 b D1 b E1 b F1 b B2 b A3 b A4 b D4 b E4 b F4 b A5 b F5 b A6 b B6 b B7 b C7 b D7 b E7 b F7
play b A2
# White's C4 survives (alive or in seki): not dead.
381 final_status_list dead
#? [!.*\bC4\b.*]
# Black's E4 is dead (Pachi: the point ends White's).
382 final_status_list dead
#? [.*\bE4\b.*]

# 39. Not 4-stone seki (must break, false eyes = 2nd eye) (7x7)
#   . X X X X X .   7
#   X X O O O O O   6
#   X . O . X O .   5
#   X . O O X X O   4
#   X . O . X O .   3
#   X)X O O O O O   2
#   . X X X X X .   1
#   A B C D E F G
# Last move Black A2; White to move.
# Pachi also finds White at D3 and White at D5 not seki-breaking: no test (see the header).
boardsize 7
clear_board
gogui-setup w C2 w D2 w E2 w F2 w G2 w C3 w F3 w C4 w D4 w G4 w C5 w F5 w C6 w D6 w E6 w F6 w G6 b B1 b C1 b D1 b E1 b F1 b B2 b A3 b E3 b A4 b E4 b F4 b A5 b E5 b A6 b B6 b B7 b C7 b D7 b E7 b F7
play b A2
# White's C4 survives (alive or in seki): not dead.
391 final_status_list dead
#? [!.*\bC4\b.*]
# Black's E4 is dead (Pachi: the point ends White's).
392 final_status_list dead
#? [.*\bE4\b.*]

# 40. 4-stones seki (full board) (19x19)
#   . . X . O . O X X X X . X . O . . . .   19
#   . X . X X O O O X O X . O X X O O . .   18
#   X . X O O O . O O O X . . O X X O . .   17
#   O X X X X X O O O X X X X . . X O . .   16
#   O O O O O O O X O O O O X X X . . . .   15
#   O X X X X X X X X O . X X O X O O O .   14
#   X X . . . X . X O O O O X O O X X O .   13
#   . . . X X O O X X X O O O O . X O . O   12
#   X . . X O . O X O X X O X O . X O O O   11
#   . X . X O . O O O X X X X O . X O X X   10
#   X . X X X O O O X X O X O O X)X X X .   9
#   X X . . X X X O . X O X . O X . O O O   8
#   . . . . . . O . O O O O O O X X X O X   7
#   . O . . . . . . . . O . X O X O X X X   6
#   . . . X X X . X . X O X . X O O X O X   5
#   . . O O O . . . . X X X . X X O X O .   4
#   . . . . . . O . . . . . O . . O O O .   3
#   . . . . . . . . . . . . . O . . . . .   2
#   . . . . . . . . . . . . . . . . . . .   1
#   A B C D E F G H J K L M N O P Q R S T
# Last move Black P9; White to move.
boardsize 19
clear_board
gogui-setup w O2 w G3 w N3 w Q3 w R3 w S3 w C4 w D4 w E4 w Q4 w S4 w L5 w P5 w Q5 w S5 w B6 w L6 w O6 w Q6 w G7 w J7 w K7 w L7 w M7 w N7 w O7 w S7 w H8 w L8 w O8 w R8 w S8 w T8 w F9 w G9 w H9 w L9 w N9 w O9 w E10 w G10 w H10 w J10 w O10 w R10 w E11 w G11 w J11 w M11 w O11 w R11 w S11 w T11 w F12 w G12 w L12 w M12 w N12 w O12 w R12 w T12 w J13 w K13 w L13 w M13 w O13 w P13 w S13 w A14 w K14 w O14 w Q14 w R14 w S14 w A15 w B15 w C15 w D15 w E15 w F15 w G15 w J15 w K15 w L15 w M15 w A16 w G16 w H16 w J16 w R16 w D17 w E17 w F17 w H17 w J17 w K17 w O17 w R17 w F18 w G18 w H18 w K18 w N18 w Q18 w R18 w E19 w G19 w P19 b K4 b L4 b M4 b O4 b P4 b R4 b D5 b E5 b F5 b H5 b K5 b M5 b O5 b R5 b T5 b N6 b P6 b R6 b S6 b T6 b P7 b Q7 b R7 b T7 b A8 b B8 b E8 b F8 b G8 b K8 b M8 b P8 b A9 b C9 b D9 b E9 b J9 b K9 b M9 b Q9 b R9 b S9 b B10 b D10 b K10 b L10 b M10 b N10 b Q10 b S10 b T10 b A11 b D11 b H11 b K11 b L11 b N11 b Q11 b D12 b E12 b H12 b J12 b K12 b Q12 b A13 b B13 b F13 b H13 b N13 b Q13 b R13 b B14 b C14 b D14 b E14 b F14 b G14 b H14 b J14 b M14 b N14 b P14 b H15 b N15 b O15 b P15 b B16 b C16 b D16 b E16 b F16 b K16 b L16 b M16 b N16 b Q16 b A17 b C17 b L17 b P17 b Q17 b B18 b D18 b E18 b J18 b L18 b O18 b P18 b C19 b H19 b J19 b K19 b L19 b N19
play b P9
# Black at Q8 would break the seki (Pachi: breaking_nakade_seki ... 1): Black must play elsewhere.
401 reg_genmove b
#? [!Q8]
# Black at T9 would break the seki (Pachi: breaking_nakade_seki ... 1): Black must play elsewhere.
402 reg_genmove b
#? [!T9]
# Black's P8 survives (alive or in seki): not dead.
403 final_status_list dead
#? [!.*\bP8\b.*]
# White's R8 survives (alive or in seki): not dead.
404 final_status_list dead
#? [!.*\bR8\b.*]

# 41. Not 5-stone seki (dead shape) (7x7)
#   . . X X X X .   7
#   X X X O O O O   6
#   X . O O X X O   5
#   X . O . X X .   4
#   X . O O O X O   3
#   X)X X X O O O   2
#   . . . X X X .   1
#   A B C D E F G
# Last move Black A2; White to move.
# Pachi also finds White at D4 and White at G4 not seki-breaking: no test (see the header).
boardsize 7
clear_board
gogui-setup w E2 w F2 w G2 w C3 w D3 w E3 w G3 w C4 w C5 w D5 w G5 w D6 w E6 w F6 w G6 b D1 b E1 b F1 b B2 b C2 b D2 b A3 b F3 b A4 b E4 b F4 b A5 b E5 b F5 b A6 b B6 b C6 b C7 b D7 b E7 b F7
play b A2
# White's C4 is dead (Pachi: the point ends Black's).
411 final_status_list dead
#? [.*\bC4\b.*]

# 47. 5-stone seki (don't break) (7x7)
#   . . X X X X .   7
#   X X X O O O O   6
#   X . O O X X .   5
#   X . O . X X O   4
#   X . O O O X O   3
#   X)X X X O O O   2
#   . . . X X X .   1
#   A B C D E F G
# Last move Black A2; White to move.
boardsize 7
clear_board
gogui-setup w E2 w F2 w G2 w C3 w D3 w E3 w G3 w C4 w G4 w C5 w D5 w D6 w E6 w F6 w G6 b D1 b E1 b F1 b B2 b C2 b D2 b A3 b F3 b A4 b E4 b F4 b A5 b E5 b F5 b A6 b B6 b C6 b C7 b D7 b E7 b F7
play b A2
# White at D4 would break the seki (Pachi: breaking_nakade_seki ... 1): White must play elsewhere.
471 reg_genmove w
#? [!D4]
# White at G5 would break the seki (Pachi: breaking_nakade_seki ... 1): White must play elsewhere.
472 reg_genmove w
#? [!G5]
# White's C4 survives (alive or in seki): not dead.
473 final_status_list dead
#? [!.*\bC4\b.*]
# Black's E4 survives (alive or in seki): not dead.
474 final_status_list dead
#? [!.*\bE4\b.*]

# 48. 5-stone seki (don't break, adjacent libs) (7x7)
#   . . X X X X .   7
#   X X X O O O O   6
#   X . O . X X O   5
#   X . O . X X O   4
#   X . O O O X O   3
#   X)X X X O O O   2
#   . . . X X X .   1
#   A B C D E F G
# Last move Black A2; White to move.
boardsize 7
clear_board
gogui-setup w E2 w F2 w G2 w C3 w D3 w E3 w G3 w C4 w G4 w C5 w G5 w D6 w E6 w F6 w G6 b D1 b E1 b F1 b B2 b C2 b D2 b A3 b F3 b A4 b E4 b F4 b A5 b E5 b F5 b A6 b B6 b C6 b C7 b D7 b E7 b F7
play b A2
# White at D4 would break the seki (Pachi: breaking_nakade_seki ... 1): White must play elsewhere.
481 reg_genmove w
#? [!D4]
# White at D5 would break the seki (Pachi: breaking_nakade_seki ... 1): White must play elsewhere.
482 reg_genmove w
#? [!D5]
# White's C4 survives (alive or in seki): not dead.
483 final_status_list dead
#? [!.*\bC4\b.*]
# Black's E4 survives (alive or in seki): not dead.
484 final_status_list dead
#? [!.*\bE4\b.*]

# 49. 5-stone seki (don't break, adjacent libs) (7x7)
#   . . X . O O O   7
#   X X X O . . O   6
#   X . . O X X O   5
#   X . . O X X O   4
#   X . . O O X O   3
#   X)X X X O O O   2
#   . . . X X X .   1
#   A B C D E F G
# Last move Black A2; White to move.
boardsize 7
clear_board
gogui-setup w E2 w F2 w G2 w D3 w E3 w G3 w D4 w G4 w D5 w G5 w D6 w G6 w E7 w F7 w G7 b D1 b E1 b F1 b B2 b C2 b D2 b A3 b F3 b A4 b E4 b F4 b A5 b E5 b F5 b A6 b B6 b C6 b C7
play b A2
# White at E6 would break the seki (Pachi: breaking_nakade_seki ... 1): White must play elsewhere.
491 reg_genmove w
#? [!E6]
# White at F6 would break the seki (Pachi: breaking_nakade_seki ... 1): White must play elsewhere.
492 reg_genmove w
#? [!F6]
# White's D4 survives (alive or in seki): not dead.
493 final_status_list dead
#? [!.*\bD4\b.*]
# Black's E4 survives (alive or in seki): not dead.
494 final_status_list dead
#? [!.*\bE4\b.*]

# 51. 5-stone seki (don't break, middle stone) (7x7)
#   . . X X X X .   7
#   X X X O O O O   6
#   X . . O X X .   5
#   X . . O X X O   4
#   X . . O O X .   3
#   X)X X X O O O   2
#   . . . X X X .   1
#   A B C D E F G
# Last move Black A2; White to move.
boardsize 7
clear_board
gogui-setup w E2 w F2 w G2 w D3 w E3 w D4 w G4 w D5 w D6 w E6 w F6 w G6 b D1 b E1 b F1 b B2 b C2 b D2 b A3 b F3 b A4 b E4 b F4 b A5 b E5 b F5 b A6 b B6 b C6 b C7 b D7 b E7 b F7
play b A2
# White at G3 would break the seki (Pachi: breaking_nakade_seki ... 1): White must play elsewhere.
511 reg_genmove w
#? [!G3]
# White at G5 would break the seki (Pachi: breaking_nakade_seki ... 1): White must play elsewhere.
512 reg_genmove w
#? [!G5]
# White's D4 survives (alive or in seki): not dead.
513 final_status_list dead
#? [!.*\bD4\b.*]
# Black's E4 survives (alive or in seki): not dead.
514 final_status_list dead
#? [!.*\bE4\b.*]

# 52. 5-stone seki (don't break) (empty triangle liberty) (7x7)
#   . . X X X X .   7
#   X X X O O O O   6
#   X . O O X X O   5
#   X . O . X X O   4
#   X . O O . X O   3
#   X)X X O O O O   2
#   . . X X X X .   1
#   A B C D E F G
# Last move Black A2; White to move.
boardsize 7
clear_board
gogui-setup w D2 w E2 w F2 w G2 w C3 w D3 w G3 w C4 w G4 w C5 w D5 w G5 w D6 w E6 w F6 w G6 b C1 b D1 b E1 b F1 b B2 b C2 b A3 b F3 b A4 b E4 b F4 b A5 b E5 b F5 b A6 b B6 b C6 b C7 b D7 b E7 b F7
play b A2
# White at D4 would break the seki (Pachi: breaking_nakade_seki ... 1): White must play elsewhere.
521 reg_genmove w
#? [!D4]
# White at E3 would break the seki (Pachi: breaking_nakade_seki ... 1): White must play elsewhere.
522 reg_genmove w
#? [!E3]
# White's C4 survives (alive or in seki): not dead.
523 final_status_list dead
#? [!.*\bC4\b.*]
# Black's E4 survives (alive or in seki): not dead.
524 final_status_list dead
#? [!.*\bE4\b.*]

# 53. Not 5-stone seki (live shape, must break) (7x7)
#   . . X X X X .   7
#   X X X O O O O   6
#   X . . O X X O   5
#   X . . O . X .   4
#   X . . O O X X   3
#   X)X X X O O O   2
#   . . . X X X .   1
#   A B C D E F G
# Last move Black A2; White to move.
# Pachi also finds White at E4 and White at G4 not seki-breaking: no test (see the header).
boardsize 7
clear_board
gogui-setup w E2 w F2 w G2 w D3 w E3 w D4 w D5 w G5 w D6 w E6 w F6 w G6 b D1 b E1 b F1 b B2 b C2 b D2 b A3 b F3 b G3 b A4 b F4 b A5 b E5 b F5 b A6 b B6 b C6 b C7 b D7 b E7 b F7
play b A2
# White's D4 survives (alive or in seki): not dead.
531 final_status_list dead
#? [!.*\bD4\b.*]
# Black's F4 is dead (Pachi: the point ends White's).
532 final_status_list dead
#? [.*\bF4\b.*]

# 54. Not 5-stone seki (live shape, must break, extra eye) (7x7)
#   . . X X X O .   7
#   X X X O O O O   6
#   X . . O X X O   5
#   X . . O . X .   4
#   X . . O O X X   3
#   X)X X X O O O   2
#   . . . X X X .   1
#   A B C D E F G
# Last move Black A2; White to move.
# Pachi also finds White at E4 and White at G4 not seki-breaking: no test (see the header).
boardsize 7
clear_board
gogui-setup w E2 w F2 w G2 w D3 w E3 w D4 w D5 w G5 w D6 w E6 w F6 w G6 w F7 b D1 b E1 b F1 b B2 b C2 b D2 b A3 b F3 b G3 b A4 b F4 b A5 b E5 b F5 b A6 b B6 b C6 b C7 b D7 b E7
play b A2
# White's D4 survives (alive or in seki): not dead.
541 final_status_list dead
#? [!.*\bD4\b.*]
# Black's F4 is dead (Pachi: the point ends White's).
542 final_status_list dead
#? [.*\bF4\b.*]

# 55. Not 5-stone seki (must break, extra eye) (7x7)
#   . . X X X O .   7
#   X X X O O O O   6
#   X . O O X X .   5
#   X . O . X X O   4
#   X . O O O X O   3
#   X)X X X O O O   2
#   . . . X X X .   1
#   A B C D E F G
# Last move Black A2; White to move.
# Pachi also finds White at D4 and White at G5 not seki-breaking: no test (see the header).
boardsize 7
clear_board
gogui-setup w E2 w F2 w G2 w C3 w D3 w E3 w G3 w C4 w G4 w C5 w D5 w D6 w E6 w F6 w G6 w F7 b D1 b E1 b F1 b B2 b C2 b D2 b A3 b F3 b A4 b E4 b F4 b A5 b E5 b F5 b A6 b B6 b C6 b C7 b D7 b E7
play b A2
# White's C4 survives (alive or in seki): not dead.
551 final_status_list dead
#? [!.*\bC4\b.*]
# Black's E4 is dead (Pachi: the point ends White's).
552 final_status_list dead
#? [.*\bE4\b.*]

# 56. Not 5-stone seki (must break, false eye = 2nd eye) (7x7)
#   . X X X X X .   7
#   X X O O O O O   6
#   X . O . X X .   5
#   X . O O X X O   4
#   X . . O X O .   3
#   X)X X O O O O   2
#   . . X X X X .   1
#   A B C D E F G
# Last move Black A2; White to move.
# Pachi also finds White at D5 and White at G5 not seki-breaking: no test (see the header).
boardsize 7
clear_board
gogui-setup w D2 w E2 w F2 w G2 w D3 w F3 w C4 w D4 w G4 w C5 w C6 w D6 w E6 w F6 w G6 b C1 b D1 b E1 b F1 b B2 b C2 b A3 b E3 b A4 b E4 b F4 b A5 b E5 b F5 b A6 b B6 b B7 b C7 b D7 b E7 b F7
play b A2
# White's C4 survives (alive or in seki): not dead.
561 final_status_list dead
#? [!.*\bC4\b.*]
# Black's E4 is dead (Pachi: the point ends White's).
562 final_status_list dead
#? [.*\bE4\b.*]

# 58. 5-stone seki (full board) (19x19)
#   . . . . . . . . . . . . . . . . . . .   19
#   . . . . . . X O O O O . O O X . O . .   18
#   . . . . . . X X X X X O O X . X O . .   17
#   . . . X . . . . . . O X O X . X . O .   16
#   . . X . . . . . . X . X X O X . . . .   15
#   . . . . . . . . . X . X O O O O O . O   14
#   . . X . . . X . . . O O X O O . . O O   13
#   . . X O X . O X X . . O X X O . X X X   12
#   . . O X X . X . . X O O X O O X X . O   11
#   . . O O . . O . X . O X X X . X . O O   10
#   . . . . . O . . . O O X X X X X X O O   9
#   . . O . . . O O O O X O O O X X X X X   8
#   . X O . . . . X X X X . . O O O O O .   7
#   . X O . O . . X O O O O O X . O X . .   6
#   . X O . . X . . X X X X X X O X . . .   5
#   . X O X . . . . . . . . . O O X O O .   4
#   . . X . . X . . . . . X X O X O X . .   3
#   . . . . . . . . . . . . . X X O O). .   2
#   . . . . . . . . . . . . . . . . . . .   1
#   A B C D E F G H J K L M N O P Q R S T
# Last move White R2; Black to move.
boardsize 19
clear_board
gogui-setup w Q2 w O3 w Q3 w C4 w O4 w P4 w R4 w S4 w C5 w P5 w C6 w E6 w J6 w K6 w L6 w M6 w N6 w Q6 w C7 w O7 w P7 w Q7 w R7 w S7 w C8 w G8 w H8 w J8 w K8 w M8 w N8 w O8 w F9 w K9 w L9 w S9 w T9 w C10 w D10 w G10 w L10 w S10 w T10 w C11 w L11 w M11 w O11 w P11 w T11 w D12 w G12 w M12 w P12 w L13 w M13 w O13 w P13 w S13 w T13 w N14 w O14 w P14 w Q14 w R14 w T14 w O15 w L16 w N16 w S16 w M17 w N17 w R17 w H18 w J18 w K18 w L18 w N18 w O18 w R18 b O2 b P2 b C3 b F3 b M3 b N3 b P3 b R3 b B4 b D4 b Q4 b B5 b F5 b J5 b K5 b L5 b M5 b N5 b O5 b Q5 b B6 b H6 b O6 b R6 b B7 b H7 b J7 b K7 b L7 b L8 b P8 b Q8 b R8 b S8 b T8 b M9 b N9 b O9 b P9 b Q9 b R9 b J10 b M10 b N10 b O10 b Q10 b D11 b E11 b G11 b K11 b N11 b Q11 b R11 b C12 b E12 b H12 b J12 b N12 b O12 b R12 b S12 b T12 b C13 b G13 b N13 b K14 b M14 b C15 b K15 b M15 b N15 b P15 b D16 b M16 b O16 b Q16 b G17 b H17 b J17 b K17 b L17 b O17 b Q17 b G18 b P18
play w R2
# Black at R10 would break the seki (Pachi: breaking_nakade_seki ... 1): Black must play elsewhere.
581 reg_genmove b
#? [!R10]
# Black at S11 would break the seki (Pachi: breaking_nakade_seki ... 1): Black must play elsewhere.
582 reg_genmove b
#? [!S11]
# Black's T12 survives (alive or in seki): not dead.
583 final_status_list dead
#? [!.*\bT12\b.*]

# 63. 6-stone seki (don't break) (7x7)
#   . . X X X X .   7
#   X X X O O O O   6
#   X . . O X X .   5
#   X . . O X X X   4
#   X . . O O X .   3
#   X)X X X O O O   2
#   . . . X X X .   1
#   A B C D E F G
# Last move Black A2; White to move.
boardsize 7
clear_board
gogui-setup w E2 w F2 w G2 w D3 w E3 w D4 w D5 w D6 w E6 w F6 w G6 b D1 b E1 b F1 b B2 b C2 b D2 b A3 b F3 b A4 b E4 b F4 b G4 b A5 b E5 b F5 b A6 b B6 b C6 b C7 b D7 b E7 b F7
play b A2
# White at G3 would break the seki (Pachi: breaking_nakade_seki ... 1): White must play elsewhere.
631 reg_genmove w
#? [!G3]
# White at G5 would break the seki (Pachi: breaking_nakade_seki ... 1): White must play elsewhere.
632 reg_genmove w
#? [!G5]
# White's D4 survives (alive or in seki): not dead.
633 final_status_list dead
#? [!.*\bD4\b.*]
# Black's E4 survives (alive or in seki): not dead.
634 final_status_list dead
#? [!.*\bE4\b.*]

# 64. 6-stone seki (don't break, adjacent libs) (7x7)
#   . X X X X X .   7
#   X X O O O O O   6
#   X . O . X X O   5
#   X . O . X X X   4
#   X . O O O X O   3
#   X)X X X O O O   2
#   . . . X X X .   1
#   A B C D E F G
# Last move Black A2; White to move.
boardsize 7
clear_board
gogui-setup w E2 w F2 w G2 w C3 w D3 w E3 w G3 w C4 w C5 w G5 w C6 w D6 w E6 w F6 w G6 b D1 b E1 b F1 b B2 b C2 b D2 b A3 b F3 b A4 b E4 b F4 b G4 b A5 b E5 b F5 b A6 b B6 b B7 b C7 b D7 b E7 b F7
play b A2
# White at D4 would break the seki (Pachi: breaking_nakade_seki ... 1): White must play elsewhere.
641 reg_genmove w
#? [!D4]
# White at D5 would break the seki (Pachi: breaking_nakade_seki ... 1): White must play elsewhere.
642 reg_genmove w
#? [!D5]
# White's C4 survives (alive or in seki): not dead.
643 final_status_list dead
#? [!.*\bC4\b.*]
# Black's E4 survives (alive or in seki): not dead.
644 final_status_list dead
#? [!.*\bE4\b.*]

# 65. Not 6-stone seki (must break, false eye = 2nd eye) (7x7)
#   . X X X X X .   7
#   X X O O O O O   6
#   X . O . X X .   5
#   X . O X X X O   4
#   X . O O X O .   3
#   X)X X O O O O   2
#   . . X X X X .   1
#   A B C D E F G
# Last move Black A2; White to move.
# Pachi also finds White at D5 and White at G5 not seki-breaking: no test (see the header).
boardsize 7
clear_board
gogui-setup w D2 w E2 w F2 w G2 w C3 w D3 w F3 w C4 w G4 w C5 w C6 w D6 w E6 w F6 w G6 b C1 b D1 b E1 b F1 b B2 b C2 b A3 b E3 b A4 b D4 b E4 b F4 b A5 b E5 b F5 b A6 b B6 b B7 b C7 b D7 b E7 b F7
play b A2
# White's C4 survives (alive or in seki): not dead.
651 final_status_list dead
#? [!.*\bC4\b.*]
# Black's E4 is dead (Pachi: the point ends White's).
652 final_status_list dead
#? [.*\bE4\b.*]

# 66. Not 6-stone seki (must break, extra eye) (7x7)
#   . X X X X O .   7
#   X X O O O O O   6
#   X . O . X X O   5
#   X . O . X X X   4
#   X . O O O X O   3
#   X)X X X O O O   2
#   . . . X X X .   1
#   A B C D E F G
# Last move Black A2; White to move.
# Pachi also finds White at D4 and White at D5 not seki-breaking: no test (see the header).
boardsize 7
clear_board
gogui-setup w E2 w F2 w G2 w C3 w D3 w E3 w G3 w C4 w C5 w G5 w C6 w D6 w E6 w F6 w G6 w F7 b D1 b E1 b F1 b B2 b C2 b D2 b A3 b F3 b A4 b E4 b F4 b G4 b A5 b E5 b F5 b A6 b B6 b B7 b C7 b D7 b E7
play b A2
# White's C4 survives (alive or in seki): not dead.
661 final_status_list dead
#? [!.*\bC4\b.*]
# Black's E4 is dead (Pachi: the point ends White's).
662 final_status_list dead
#? [.*\bE4\b.*]
