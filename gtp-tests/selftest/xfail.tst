# Self-test of scripts/regress: three tests that fail, each marked with a
# trailing * as expected to fail, so the run is a success (exit 0).

boardsize 9

# The pattern does not match.
1 name
#? [Tengen]*

# An error reply fails whatever the pattern.
2 play b I5
#? [.*]*

# A negated pattern that matches the (empty) response fails.
3 list_stones black
#? [!]*
