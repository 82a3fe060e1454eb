# Self-test of scripts/regress: two unexpected failures and one pass
# (exit 1).

boardsize 9

1 name
#? [Tengen]

# An error reply is a failure even with a negated pattern.
2 play b I5
#? [!.*]

3 protocol_version
#? [2]
