# The reform rules (docs/rules.md §9) over GTP on a 5×5 board: White
# moves first, the first four moves may not be passes, every suicide is
# legal, the mover may choose which side a double capture removes,
# situational superko, area counting with komi by bid (negative: White
# gives points), draws, and ties given to a side with `ties`.

kgs-rules reform
boardsize 5
clear_board
101 kata-get-rules
#? [.*"captureChoice":true,"firstPlayer":"WHITE".*"ko":"SITUATIONAL","komi":-7\.5,"noPassOpening":4.*"singleStoneSuicide":true,"suicide":true.*]
102 get_komi
#? [-7\.5]
# White moves first: the record of the empty game says so.
103 printsgf
#? [.*PL\[W\].*]
# No pass during the four opening placements.
104 is_legal w pass
#? [0]
105 play w pass
#? [.*]*
106 move_history
#? []
# genmove plays a stone, never a pass, in the opening.
107 genmove w
#? [[A-E][1-5]]
undo

# Capture choice (the example of rules.md §9): Black A1 leaves White's
# A2 and B1 and Black's own A1 without liberties.
play w A2
play b A3
play w B1
play b B2
play w D5
play b C1
play w E4
# The opening is over: passes are legal again.
201 is_legal w pass
#? [1]
# The other choice: Black removes its own stone; White's stones live on.
202 tengen-play_capture_own b A1
#? []
203 list_stones white
#? [B1 A2 E4 D5]
204 color A1
#? [empty]
205 captures white
#? [1]
206 printsgf
#? [.*B\[ae\]CAPTUREOWN\[\].*]
# Taking the same choice again after a White pass would show White the
# board it already faced after 202: situational superko forbids it, and
# nothing changes. (Before 202 Black's own capture was legal because
# White had never faced that board: after White's E4 it was Black's.)
play w pass
207 tengen-play_capture_own b A1
#? [.*]*
208 list_stones white
#? [B1 A2 E4 D5]
209 move_history
#? [white PASS\nblack A1\nwhite E4.*]
# The normal choice removes White's two stones.
undo
undo
210 play b A1
#? []
211 list_stones white
#? [E4 D5]
212 captures black
#? [2]
# Where no chain of the opponent loses its last liberty there is no
# choice to take.
213 tengen-play_capture_own w C3
#? [.*]*
214 color C3
#? [empty]
# A single-stone suicide is legal: Black E5 between White D5 and E4 is
# removed at once and becomes White's prisoner. (Played out of turn
# right after Black's A1 it would show White the board White faces now:
# superko.)
play w C4
215 play b E5
#? []
216 color E5
#? [empty]
217 captures white
#? [1]

# A whole game on a clean board: Black's wall on B, White's on D, the C
# file shared. Area 10 each; the default komi -7.5 (White, moving first,
# gives 7.5 points) makes it B+7.5.
clear_board
play w D1
play b B1
play w D2
play b B2
play w D3
play b B3
play w D4
play b B4
play w D5
play b B5
play w pass
play b pass
301 final_status_list dead
#? []
302 final_score
#? [B\+7\.5]
# Integer and zero komi: an exact tie is a draw, printed 0 ...
komi 0
303 final_score
#? [0]
# ... or White's, with the tie given to White, or Black's.
kata-set-rule ties WHITE
304 final_score
#? [W\+0]
kata-set-rule ties BLACK
305 final_score
#? [B\+0]
komi -3
306 final_score
#? [B\+3]
307 tengen-score_breakdown
#? [.*Black: 5 stones \+ 5 territory \+ 0 handicap compensation = 10\n.*White: 5 stones \+ 5 territory - 3 komi = 7\n.*Result: B\+3.*]
