# Self-test of scripts/regress: a test marked as expected to fail passes
# (exit 1: the * should be removed).

1 protocol_version
#? [2]*

2 protocol_version
#? [3]*
