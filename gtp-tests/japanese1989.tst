# Rulings of the Japanese Rules of Go (1989) and their official
# commentary (James Davies' translation), each on a small board (9x9,
# 13x13 for 501-503) where everything else is settled, counted with
# final_status_list and final_score under `kgs-rules japanese` (komi
# 6.5, set explicitly).
# Each position is an SGF with setup stones under gtp-tests/sgf/, White
# to move (it does not matter: both players have passed). The counts
# are by hand: territory (empty points surrounded by one colour, dead
# stones removed) plus prisoners (dead stones taken off), seki eye
# points and shared liberties for nobody (Art. 8). See
# docs/rules.md §5, "The official commentary's rulings, as tested".

# Bent four in the corner, the "temporary seki" before it (Art. 7 and
# the commentary's bent four): Black's C9 C8 A7-D7 have no eye and two
# liberties D9 D8, which White's wall shares; White's B9 A8 B8 in the
# corner have one, A9, where Black may take them whenever Black likes.
# Neither side fills D9 or D8 in play, and Black does not take at A9:
# left as it is, it looks like a seki. In the confirmation White fills
# D8, Black must take the three stones at A9, and White's placement
# at B8 leaves Black the bent four in the corner, which cannot make two
# eyes (a ko in it, if one comes, White takes first: Black may retake
# only after a pass for that ko, Art. 7-2, so ko threats elsewhere do
# not help). So Black's six stones are dead without play and White's
# three live: they are not "in atari" at the count, for the stones
# that could take them are dead. The judge used to call White's three
# dead as well (the count was the same: three points of territory for
# White against three prisoners for Black).
#   . O X . O . . . .   9
#   O O X . O . . . .   8
#   X X X X O . . . .   7
#   O O O O O . . . .   6
#   O O O O O O O O O   5
#   X X X X X X X X X   4   (rows 3-1 empty: Black's)
# Black: 27 territory (rows 1-3). White: 16 (F-J, rows 6-9) + 9 (A9 D9
# D8 and the six points of Black's removed stones) + 6 prisoners = 31,
# + 6.5 komi = 37.5. W+10.5 (GNU Go 3.8 with --japanese-rules: the
# same dead stones, W+10.5).
loadsgf sgf/jp_bent4.sgf
kgs-rules japanese
komi 6.5
101 final_status_list dead
#? [A7 B7 C7 D7 C8 C9]
102 final_status_list seki
#? []
103 final_score
#? [W\+10\.5]

# A life that hangs on a ko its owner can never settle (moonshine
# life, dead: the commentary's ruling on such a ko): White's B9 C9
# A8-D8 have the eye A9 and a second "eye" at D9 only while White's E9
# stands, and E9 is in atari at D9: Black takes it there (a ko), and
# White can never end the ko in White's favour (that would take
# capturing Black's living E8 F8 F9). White cannot make D9 an eye by
# playing there either: that joins E9 to the group, leaves it the one
# liberty A9, and Black takes it. In the confirmation Black takes at
# D9, White may retake only after a pass for that ko (Art. 7-2), and
# Black connects at E9: White is dead. Everything else is settled:
# Black's wall on rows 6-7 lives with the ten points F7-J9, White's on
# row 5 with rows 1-4.
#   . O O . O X . . .   9
#   O O O O X X . . .   8
#   X X X X X . . . .   7
#   X X X X X X X X X   6
#   O O O O O O O O O   5
#   . . . . . . . . .   4-1
# Black: 10 (F7-J7, G8-J8, G9-J9) + A9 + D9 + the 7 points of the
# removed white stones = 19 territory, + 7 prisoners = 26. White: 36
# (rows 1-4) + 6.5 komi = 42.5. W+16.5 (GNU Go 3.8 --japanese-rules:
# the same dead stones, W+16.5). The first version of this test left
# most of the board empty around Black's stones and counted it all as
# Black's (B+73.5; GNU Go, which does not call an open area territory,
# said B+27.5): an open area is not settled territory.
loadsgf sgf/jp_moon.sgf
kgs-rules japanese
komi 6.5
201 final_status_list dead
#? [A8 B8 C8 D8 B9 C9\s+E9]
202 final_status_list seki
#? []
203 final_score
#? [W\+16\.5]

# Seki with one eye each (Art. 8 and its commentary): Black's A8 B8 C8
# B9 (eye A9) and White's D8 E8 F8 D9 F9 (eye E9) share the liberty
# C9; whoever fills C9 puts its own chain in atari. The eyes A9 and E9
# and the shared liberty C9 count for nobody.
#   . X . O . O X . .   9
#   X X X O O O X . .   8
#   O O O X X X X . .   7
#   . . O X . . . . .   6-1 (walls on C and D)
# Black: 30 (E-J, rows 1-6) + 6 (H-J, rows 7-9) = 36. White: 12 (A-B,
# rows 1-6), + 6.5 komi = 18.5. B+17.5. (Chinese counting would give
# each eye to its owner: B+19.5, which GNU Go's --chinese-rules count
# agrees with.) GNU Go 3.8 with --japanese-rules lists the same seki
# stones but says B+16.5: its final_status_list dame gives A9 C9 E9
# and also G3, a point in the middle of Black's 30 points E1-J6,
# surrounded by Black's living wall alone. By Art. 8 G3 is Black's
# territory (GNU Go's own Chinese count gives it to Black too), so
# GNU Go's Japanese count is one point short and B+17.5 stands.
loadsgf sgf/jp_seki.sgf
kgs-rules japanese
komi 6.5
301 final_status_list dead
#? []
302 final_status_list seki
#? [A8 B8 C8 B9\s+D8 E8 F8 D9 F9]
303 final_score
#? [B\+17\.5]

# A ten-thousand-year ko left at the end is a seki (the commentary's
# Life and Death example 12; Sensei's Library, "Ten thousand year ko").
# Black's C9 B8 C8 D8 C7 and White's A8-A6 B6-D6 D7 E7 E8 E9 have no
# eyes and share the liberties D9 and B7. White's lone B9 is in atari
# at A9. Whoever starts the ko lets the other take it first: Black
# takes B9 at A9, but must then fill D9 or B7 as well, and White
# retakes at B9 with Black's chain in atari; White fills D9 or B7, and
# Black takes at A9 with White's chain in atari. Either may instead
# make a plain seki (White connecting at A9, or Black taking and
# connecting at B9), so neither starts. A literal reading of Art. 7-2
# would let Black take B9 in the confirmation and connect (GNU Go 3.8
# goes further and calls Black's five stones dead, W+35.5); the
# commentary counts the ko as part of the seki, stone and all, so
# nothing is dead and A9, D9 and B7 count for nobody.
#   . O X . O X . . .   9
#   O X X X O X . . .   8
#   O . X O O X . . .   7
#   O O O O X X . . .   6
#   X X X X X X X X X   5
#   O O O O O O O O O   4   (rows 3-1 empty: White's)
# Black: 12 (G6-J9). White: 27 (rows 1-3) + 6.5 komi = 33.5. W+21.5.
loadsgf sgf/jp_mannen.sgf
kgs-rules japanese
komi 6.5
401 final_status_list dead
#? []
402 final_status_list seki
#? [A6 B6 C6 D6 A7 D7 E7 A8 E8 E9\s+C7 B8 C8 D8 C9\s+B9]
403 final_score
#? [W\+21\.5]

# Bent four in the corner is dead without play even when its owner has
# ko threats the opponent cannot remove (Art. 7-2 and the commentary's
# bent four): the top left is the bent four of 101-103 on a 13x13
# board, and at the bottom left Black and White share a double-ko
# seki: Black's B2 C2 D2 C1 and White's A2-A3 B3-B4 C4 D4-D3 E3-E2 F2
# F1 have no eyes; White's lone B1 sits in a ko at A1, Black's lone E1
# in a ko at D1, and C3 is their shared liberty. Whoever takes one ko
# puts the other's chain in atari, and the other answers by taking the
# second ko, for ever: an unremovable ko threat for each side. In play
# Black would win the bent four's ko with them; in the confirmation a
# ko is retaken only after a pass for that ko, so the threats do not
# count and Black's six corner stones are dead. The double-ko seki
# stands, both lone stones included, and its points count for nobody.
# Black: 26 (rows 6-7) + 25 (G4 and H1-N4) = 51. White: 32 (F10-N13)
# + 9 (A13 D13 D12 and the six points of Black's removed stones) + 6
# prisoners = 47, + 6.5 komi = 53.5. W+2.5. (GNU Go 3.8 with
# --japanese-rules lists the same dead and seki stones and says W+1.5:
# it counts D1, the empty point inside Black's seki stones, as Black's
# territory; by Art. 8 it is no one's. It does the same on the 9x9
# double-ko seki alone.)
loadsgf sgf/jp_bent4_threats.sgf
kgs-rules japanese
komi 6.5
501 final_status_list dead
#? [A11 B11 C11 D11 C12 C13]
502 final_status_list seki
#? [B1\s+C1 B2 C2 D2\s+E1\s+F1 A2 E2 F2 A3 B3 D3 E3 B4 C4 D4]
503 final_score
#? [W\+2\.5]
