# The public test positions of rules.md §8, each loaded from
# gtp-tests/sgf/ and counted with final_score under every preset the
# document lists. Each preset's default komi is set explicitly with
# `komi` after `kgs-rules` (chinese 7.5, japanese 6.5, aga 7.5,
# new_zealand 7, ing 8, tromp-taylor 7.5), as GTP's komi always wins.

# T1: Black wall on D, White wall on E, no captures, White last.
loadsgf sgf/t1.sgf
kgs-rules chinese
komi 7.5
101 final_score
#? [W\+0\.5]
kgs-rules japanese
komi 6.5
102 final_score
#? [B\+0\.5]
kgs-rules aga
komi 7.5
103 final_score
#? [W\+0\.5]
kgs-rules new_zealand
komi 7
104 final_score
#? [0]
kgs-rules ing
komi 8
105 final_score
#? [W\+1]
kgs-rules tromp-taylor
komi 7.5
106 final_score
#? [W\+0\.5]

# T2a: E4 empty, F4 white: a dame that can be filled, not a seki.
loadsgf sgf/t2a.sgf
kgs-rules chinese
komi 7.5
201 final_score
#? [B\+0\.5]
kgs-rules japanese
komi 6.5
202 final_score
#? [B\+1\.5]
kgs-rules new_zealand
komi 7
203 final_score
#? [B\+1]
# Ing: an exact tie is a Black win.
kgs-rules ing
komi 8
204 final_score
#? [B\+0]
205 final_status_list seki
#? []

# T2b: Black filled E4.
loadsgf sgf/t2b.sgf
kgs-rules chinese
komi 7.5
211 final_score
#? [B\+1\.5]
kgs-rules japanese
komi 6.5
212 final_score
#? [B\+1\.5]

# T2c: White filled E4 after a Black pass.
loadsgf sgf/t2c.sgf
kgs-rules chinese
komi 7.5
221 final_score
#? [W\+0\.5]
kgs-rules japanese
komi 6.5
222 final_score
#? [B\+1\.5]

# T3: T1's board, but Black captured 1 and White 2 stones during play;
# the SGF plays the captures and then restores the board with a setup
# node (AE/AB/AW), which keeps the prisoners.
loadsgf sgf/t3.sgf
301 captures black
#? [1]
302 captures white
#? [2]
kgs-rules chinese
komi 7.5
303 final_score
#? [W\+0\.5]
kgs-rules japanese
komi 6.5
304 final_score
#? [W\+0\.5]

# T4: T1 with a dead white stone at B5 and a dead black stone at F2.
loadsgf sgf/t4.sgf
kgs-rules chinese
komi 7.5
401 final_score
#? [W\+0\.5]
402 final_status_list dead
#? [(B5\nF2|F2\nB5)]
# Under japanese the same stones are dead (each side's stones are judged
# by a search in which the other side moves first).
kgs-rules japanese
komi 6.5
403 final_score
#? [B\+0\.5]
# Tromp-Taylor never removes stones: both regions touch both colours.
kgs-rules tromp-taylor
komi 7.5
404 final_score
#? [W\+7\.5]
405 final_status_list dead
#? []

# T7: 5x5 move list, White captures E3 with E2.
loadsgf sgf/t7.sgf
701 captures white
#? [1]
kgs-rules chinese
komi 7.5
702 final_score
#? [W\+2\.5]
kgs-rules japanese
komi 6.5
703 final_score
#? [W\+0\.5]
kgs-rules chinese
komi 5.5
704 final_score
#? [W\+0\.5]
kgs-rules japanese
komi 5.5
705 final_score
#? [B\+0\.5]

# H1: 7x7, two handicap stones, komi 0.5 (from the SGF), White captured
# one black stone.
loadsgf sgf/h1.sgf
801 get_komi
#? [0\.5]
802 captures white
#? [1]
kgs-rules chinese
komi 0.5
803 final_score
#? [W\+1\.5]
kgs-rules japanese
komi 0.5
804 final_score
#? [W\+0\.5]
kgs-rules aga
komi 0.5
805 final_score
#? [W\+0\.5]
kgs-rules new_zealand
komi 0.5
806 final_score
#? [B\+0\.5]
kgs-rules tromp-taylor
komi 0.5
807 final_score
#? [B\+0\.5]

# L1: Black D2 would remove its own D2 D3 E3: illegal without multi-stone
# suicide (chinese, japanese, aga), legal under ing, new_zealand and
# tromp-taylor, where White then has 3 prisoners.
loadsgf sgf/legal.sgf
kgs-rules chinese
901 is_legal b D2
#? [0]
kgs-rules japanese
902 is_legal b D2
#? [0]
kgs-rules aga
903 is_legal b D2
#? [0]
kgs-rules ing
904 is_legal b D2
#? [1]
kgs-rules new_zealand
905 is_legal b D2
#? [1]
kgs-rules tromp-taylor
906 is_legal b D2
#? [1]
play b D2
907 captures white
#? [3]
908 color D3
#? [empty]
909 list_stones black
#? [B1 B2 B3 B4 B5]

# L2: Black D5 is a single-stone suicide: illegal under every preset.
loadsgf sgf/legal.sgf
kgs-rules chinese
911 is_legal b D5
#? [0]
kgs-rules japanese
912 is_legal b D5
#? [0]
kgs-rules aga
913 is_legal b D5
#? [0]
kgs-rules ing
914 is_legal b D5
#? [0]
kgs-rules new_zealand
915 is_legal b D5
#? [0]
kgs-rules tromp-taylor
916 is_legal b D5
#? [0]

# L3: Black D3 has just taken the ko at C3; White's immediate retake is
# illegal under every preset, and legal after an exchange elsewhere.
loadsgf sgf/ko.sgf
kgs-rules chinese
921 is_legal w C3
#? [0]
kgs-rules japanese
922 is_legal w C3
#? [0]
kgs-rules aga
923 is_legal w C3
#? [0]
kgs-rules ing
924 is_legal w C3
#? [0]
kgs-rules new_zealand
925 is_legal w C3
#? [0]
kgs-rules tromp-taylor
926 is_legal w C3
#? [0]
kgs-rules japanese
play w A5
play b A1
927 is_legal w C3
#? [1]
play w C3
928 color D3
#? [empty]
929 captures white
#? [1]

# Komi has one home, the rules: every command reads and writes the same
# value, and a komi the client set survives rule changes, boardsize and
# clear_board, while a JSON komi or `kata-set-rule komi` replaces it.
boardsize 9
clear_board
kgs-rules japanese
komi 0.5
1003 kata-get-rules
#? [.*"komi":0\.5.*]
kgs-rules chinese
boardsize 13
clear_board
1004 get_komi
#? [0\.5]
1005 kata-get-rules
#? [.*"komi":0\.5.*"scoring":"AREA".*]
1006 printsgf
#? [.*KM\[0\.5\].*]
kata-set-rules {"scoring":"TERRITORY","komi":3}
1007 get_komi
#? [3]
kata-set-rule komi -2
1008 get_komi
#? [-2]
kata-set-rules japanese
1009 kata-get-rules
#? [.*"komi":-2\.0.*"scoring":"TERRITORY".*]
1010 kgs-chat game someone what rules?
#? [I play japanese rules with komi -2\.]
# A komi that is not a number is refused and the komi stays.
1011 komi seven
#? [.*]*
1012 get_komi
#? [-2]
