# Self-test of scripts/regress with the fake engine (engine.py here): every
# test matches its pattern, but each marked response breaks the protocol,
# which is an error (7 in all, exit 1).

1 ok
#? [ok]

# Error: the id is not the one sent.
2 wrong_id
#? [x]

# Error: no id in the response.
3 missing_id
#? [x]

# Error: no space after "=4".
4 no_space
#? []

# Error: a line that is not part of a response.
5 stray
#? [x]

# A third newline after the response ...
6 extra_blank
#? [x]

# ... is an error reported before the next response.
7 ok
#? [ok]

# All lines of a multi-line response are matched.
8 multi
#? [a\nb\n c]

# Error: an unnumbered command answered with an id.
with_id

# Error: CR LF line ends.
9 crlf
#? [x]
