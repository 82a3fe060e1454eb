# The ancient Chinese rules (docs/rules.md §10) over GTP on a 9×9 board:
# four zuozi stones, White moves first, area counting with a group tax of
# two points a living group, no komi.

kgs-rules ancient-chinese
boardsize 9
clear_board
101 kata-get-rules
#? [.*"firstPlayer":"WHITE".*"komi":0\.0.*"tax":"ALL".*]
102 tengen-place_zuozi
#? [b G7 b C3 w C7 w G3]
103 list_stones black
#? [C3 G7]
104 list_stones white
#? [G3 C7]
# Placed once, on an empty board only; clear_board empties the board.
105 tengen-place_zuozi
#? [.*]*
106 printsgf
#? [.*AB\[cg\]\[gc\]AW\[gg\]\[cc\]PL\[W\].*]
# A whole game: each side walls off the two corners its zuozi stones
# stand in; the E file and the 5th row stay open between them.
play w D6
play b D4
play w D7
play b D3
play w D8
play b D2
play w D9
play b D1
play w A6
play b A4
play w B6
play b B4
play w C6
play b C4
play w F1
play b F6
play w F2
play b F7
play w F3
play b F8
play w F4
play b F9
play w G4
play b G6
play w H4
play b H6
play w J4
play b J6
play w pass
play b pass
201 final_status_list dead
#? []
# 16 stones and 16 points each, less 4 points of tax for two groups:
# 28 to 28, a draw without komi.
202 final_score
#? [0]
203 tengen-score_breakdown
#? [.*Black: 16 stones \+ 16 territory - 4 group tax \+ 0 handicap compensation = 28\n.*White: 16 stones \+ 16 territory - 4 group tax \+ 0 komi = 28\n.*Result: 0.*]
# The modern Chinese count of the same board, without the tax: 32 to 32.
kgs-rules chinese
komi 0
204 final_score
#? [0]
205 tengen-score_breakdown
#? [.*Black: 16 stones \+ 16 territory = 32\n.*]
