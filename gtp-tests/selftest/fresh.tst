# Self-test of scripts/regress: run after pass.tst in the same invocation,
# this passes only if each file gets a fresh engine (pass.tst left stones).

1 list_stones black
#? []

2 query_boardsize
#? [19]
