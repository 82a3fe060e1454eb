#!/usr/bin/env python3
"""A fake GTP engine that breaks the protocol on request, for testing
scripts/regress (see scripts/test_regress.py and protocol.tst here).

Commands: ok (answers "ok"), wrong_id, missing_id, no_space, stray,
extra_blank, crlf, multi, with_id, quit; anything else answers "".
With --bad-quit, quit is answered, then junk is printed and the exit
status is 5.
"""

import sys

bad_quit = "--bad-quit" in sys.argv[1:]
out = sys.stdout
for line in sys.stdin:
    line = line.split("#")[0].strip()
    if not line:
        continue
    words = line.split()
    cid = words.pop(0) if words[0].isdigit() else ""
    name = words[0] if words else ""
    if name == "ok":
        out.write("=%s ok\n\n" % cid)
    elif name == "wrong_id":
        out.write("=%d x\n\n" % (int(cid or "0") + 1))
    elif name == "missing_id":
        out.write("= x\n\n")
    elif name == "no_space":
        out.write("=%s\n\n" % cid)
    elif name == "stray":
        out.write("debug output\n=%s x\n\n" % cid)
    elif name == "extra_blank":
        out.write("=%s x\n\n\n" % cid)
    elif name == "crlf":
        out.write("=%s x\r\n\r\n" % cid)
    elif name == "multi":
        out.write("=%s a\nb\n c\n\n" % cid)
    elif name == "with_id":
        out.write("=5 x\n\n")
    elif name == "quit":
        out.write("=%s \n\n" % cid)
        if bad_quit:
            out.write("bye\n")
            out.flush()
            sys.exit(5)
        break
    else:
        sys.stderr.write("fake engine: %s\n" % line)
        out.write("=%s \n\n" % cid)
    out.flush()
