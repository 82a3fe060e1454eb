# Protocol basics (docs/clients.md, "What every client relies on" and checklist items 1-10) in GNU Go's .tst
# format, run by scripts/regress (tests/regress_suites.rs runs every file).
# The runner trims lines, turns tabs into spaces and does not send blank
# or comment lines; byte-exact framing is in tests/gtp_transcripts*.rs.

1 protocol_version
#? [2]

2 name
#? [Tengen]

3 version
#? [\d+\.\d+]

# Every standard command is listed, one name per line.
4 list_commands
#? [(?=.*^protocol_version$)(?=.*^boardsize$)(?=.*^clear_board$)(?=.*^komi$)(?=.*^play$)(?=.*^genmove$)(?=.*^undo$)(?=.*^final_score$)(?=.*^final_status_list$)(?=.*^time_settings$)(?=.*^time_left$)(?=.*^set_free_handicap$)(?=.*^place_free_handicap$)(?=.*^fixed_handicap$)(?=.*^loadsgf$)(?=.*^showboard$)(?=.*^quit$)(?=.*^known_command$)(?=.*^list_commands$)[a-z_\-]+(\n[a-z_\-]+)*]

# Nothing listed is unknown; an unknown name is false.
5 known_command play
#? [true]

6 known_command zz-x
#? [false]

7 known_command kgs-genmove_cleanup
#? [true]

8 known_command gogui-interrupt
#? [true]

# A trailing comment is cut off; tabs separate arguments like spaces.
9 name # a comment
#? [Tengen]

10	known_command	undo
#? [true]

# Ids of any length are echoed (the runner compares them as numbers).
123456789 protocol_version
#? [2]

# Unnumbered commands work too (the runner only checks they succeed).
boardsize 9
clear_board
play b E5

11 list_stones black
#? [E5]

# Command names are case-sensitive, as in GNU Go: NAME is not name.
12 known_command NAME
#? [false]

# Arguments are not: colours and vertices in any case.
play W c3
13 list_stones white
#? [C3]

14 echo hello world
#? [hello world]

15 cputime
#? [\d+(\.\d+)?]

# The diagram has one line per row plus the coordinate lines, no empty
# line inside (an empty line would end the response early).
16 showboard
#? [.*A B C D E F G H J.*^ 9 .*^ 5 .*X.*^ 3 .*O.*^ 1 .*A B C D E F G H J]

# gogui-setup_player sets the colour to play, also after moves have been
# played (GoGui's definition, as Fuego implements it), until the next
# move; undo gives back the colour set before the move it takes back.
boardsize 9
clear_board
play b D4
601 gogui-setup_player b
#? []
602 showboard
#? [.*black to move.*]
play b E5
603 showboard
#? [.*white to move.*]
604 gogui-setup_player w
#? []
undo
605 showboard
#? [.*black to move.*]
