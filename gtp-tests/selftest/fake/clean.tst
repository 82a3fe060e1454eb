# Self-test of scripts/regress with the fake engine (engine.py here): a
# clean run, unless the engine misbehaves after quit (--bad-quit).

1 ok
#? [ok]

unknown_but_fine
