# Self-test of scripts/regress: errors that are not test results
# (each counts as failed, exit 1).

boardsize 9

# An unnumbered command answered with '?'.
play b I5

# A pattern without brackets.
1 name
#? GNU Go

# A regex that does not compile.
2 name
#? [(]

# A pattern that follows nothing.
#? [x]

# GNU Go's '&' (ignored test) is not supported.
3 name
#? [GNU Go]&

# A numbered command without a pattern that succeeds is fine.
4 name

5 protocol_version
#? [2]
