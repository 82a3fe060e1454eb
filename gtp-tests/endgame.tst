# Decided 9x9 endgames: the side to move must take the largest endgame
# move, under territory (japanese) and area (chinese) counting, whether
# it leads or trails. Every position is a setup (gtp-tests/sgf/endgame_*)
# of two settled walls with a column of dame or an opening between them;
# the expected moves are those of an exact minimax search over the open
# points (every other point is settled territory), counted by each
# rule's formula. A leading side that takes a dame or passes where a
# point is to be had plays a slack move: under territory counting a
# dame, a pass and a move inside one's own territory all win, so only
# the margin tells them apart.
#
# 8,000 playouts, one thread, seed 0 (reg_genmove's own seed). At 5,000
# the winner's pass, which starts as a win under territory counting,
# took enough of them that a dame outdid H9 in 201 (seeds 1-5 chose H9).
tengen-param playouts 8000

# Black leads by 12.5 (japanese, komi 6.5) or 35.5 (chinese, komi 7.5).
# H9 pushes into White's corner: White must block at J9 and Black
# connects at G9, so White's territory loses J9. Under territory
# counting H9 is worth a point more than the dame G6-G9 or a pass (13.5
# against 12.5); under area counting it is worth no more than a dame
# (the points left are shared all the same), and only J9 and a pass
# lose two. White, trailing, saves the point at G8, G9 or H9.
loadsgf sgf/endgame_hole.sgf
kgs-rules japanese
komi 6.5
101 reg_genmove b
#? [H9]
102 reg_genmove w
#? [G8|G9|H9]
kgs-rules chinese
komi 7.5
103 reg_genmove b
#? [G6|G7|G8|G9|H9]
104 reg_genmove w
#? [G8|G9|H9]

# The same with the colours swapped (komi -6.5 and -7.5): White leads.
loadsgf sgf/endgame_hole_white.sgf
kgs-rules japanese
komi -6.5
201 reg_genmove w
#? [H9]
202 reg_genmove b
#? [G8|G9|H9]
kgs-rules chinese
komi -7.5
203 reg_genmove w
#? [G6|G7|G8|G9|H9]
204 reg_genmove b
#? [G8|G9|H9]

# The same corner with six dame, G4-G9: again H9 alone is worth a point
# under territory counting (13.5 against 12.5).
loadsgf sgf/endgame_hole_long.sgf
kgs-rules japanese
komi 6.5
301 reg_genmove b
#? [H9]
302 reg_genmove w
#? [G8|G9|H9]

# White's F5 is in atari at G5: capturing it (Black) or connecting
# (White) is worth two points under both counts; the rest is dame.
loadsgf sgf/endgame_capture.sgf
kgs-rules japanese
komi 6.5
401 reg_genmove b
#? [G5]
402 reg_genmove w
#? [G5]
kgs-rules chinese
komi 7.5
403 reg_genmove b
#? [G5]
404 reg_genmove w
#? [G5]

# Only the dame G4-G8 are left. Under area counting each is a point and
# a pass gives one away (31.5 against 29.5 for Black); under territory
# counting a dame and a pass are alike, and a move inside one's own
# territory costs a point.
loadsgf sgf/endgame_dame.sgf
kgs-rules japanese
komi 6.5
501 reg_genmove b
#? [G4|G5|G6|G7|G8|PASS]
502 reg_genmove w
#? [G4|G5|G6|G7|G8|PASS]
kgs-rules chinese
komi 7.5
503 reg_genmove b
#? [G4|G5|G6|G7|G8]
504 reg_genmove w
#? [G4|G5|G6|G7|G8]

# White's H5 is missing and J5 behind it is a pocket of one point. G5
# is the key point for both: White G5 keeps J5 (and the push at H5 is
# no threat); Black H5 at once fails to White G5. Black: G4, G5 or G6
# (13.5 against 12.5 for H5 or a pass, japanese; 33.5 against 31.5,
# chinese); White: G5 alone.
loadsgf sgf/endgame_pocket.sgf
kgs-rules japanese
komi 6.5
601 reg_genmove b
#? [G4|G5|G6]
602 reg_genmove w
#? [G5]
kgs-rules chinese
komi 7.5
603 reg_genmove b
#? [G4|G5|G6]
604 reg_genmove w
#? [G5]

# G7 lies between a one-point pocket of each side (F7 Black's, H7
# White's): whoever plays it gains a point and takes one, two in all.
# H9 pushes into White's corner for one. For Black, G9 (which turns H9
# into a threat) is as good as G7 (12.5, against 11.5 for H9, 10.5 for
# a pass, japanese); for White, G7 alone under territory counting, G7
# or G9 under area counting.
loadsgf sgf/endgame_double.sgf
kgs-rules japanese
komi 6.5
701 reg_genmove b
#? [G7|G9]
702 reg_genmove w
#? [G7]
kgs-rules chinese
komi 7.5
703 reg_genmove b
#? [G7|G9]
704 reg_genmove w
#? [G7|G9]

# Nothing is left: under territory counting every move costs its player
# a point (inside its own territory) or a prisoner (inside the
# opponent's), so both should pass. Black, who wins the count, does: its
# pass starts as a win. White, who loses it, plays inside a territory:
# a losing side's pass keeps its prior of one win in ten, so that it
# plays on where playing on is its chance, and here nothing makes the
# search try the pass (expected to fail).
loadsgf sgf/endgame_none.sgf
kgs-rules japanese
komi 6.5
801 reg_genmove b
#? [PASS]
802 reg_genmove w
#? [PASS]*

# A dame that is no dame: whoever takes it wins by half a point. The
# playouts give back a stone set inside one's own territory, so they
# cannot see that the dame's taker forces such a stone; the tree must,
# once the answer is a tree move, and the winner's pass must not hide
# it. Black's wall on D-E, White's on E-F, Japanese rules.
#
# E4 is the dame. Black E4 puts White's E5 in atari, and White must
# connect at F5 inside its territory; White E4 connects E5. Komi 0.5:
# W+0.5 if White takes E4, B+0.5 if Black does.
boardsize 9
clear_board
kgs-rules japanese
komi 0.5
play B E9
play W F9
play B E8
play W F8
play B E7
play W F7
play B D6
play B E6
play W F6
play B D5
play W E5
play W G5
play B D4
play W F4
play B D3
play W E3
play B D2
play W E2
play B D1
play W E1
901 reg_genmove w
#? [E4]
902 reg_genmove b
#? [E4]

# F7 is the dame. Black F7 leaves White's F8-F9 two liberties (G8,
# G9), and then Black G8 takes them unless White adds a stone at G8 or
# G9 inside its territory; White F7 connects. Komi 11.5: W+0.5 if White
# takes F7, B+0.5 if Black does.
boardsize 9
clear_board
kgs-rules japanese
komi 11.5
play B E9
play W F9
play B E8
play W F8
play B E7
play W G7
play B E6
play W F6
play W G6
play B E5
play W F5
play B E4
play W F4
play B E3
play W F3
play B E2
play W F2
play B E1
play W F1
903 reg_genmove w
#? [F7]
904 reg_genmove b
#? [F7]
