"""Drives coordsh's interactive prompt in a real pseudo-terminal, as a user would type.

Usage: python3 pty_session.py COORDSH_BINARY
Prints "ok" and exits 0 when every step behaves; otherwise prints what went wrong and the
screen so far, and exits 1.
"""
import os
import stat
import sys
import tempfile

from terminal import Terminal

binary = sys.argv[1]
home = tempfile.mkdtemp(prefix="coordsh-pty-")
history = os.path.join(home, "history")

term = Terminal(binary, ["--history", history, "--color", "never"], home)
term.read_until(b"coordsh ")
term.read_until(b"Type 'help' for commands")
term.read_until(b"':tour' teaches the pattern")
term.wait_for_prompt(b"memo login> ")

term.send(b"pu\t")  # Tab completes the command word (libedit may redraw with cursor moves)
term.read_until(b"sh ")
term.type_line(b"signup", b"stack: login > signup", b"memo signup> ")  # so this line is "push signup"

term.send(b"\x1b[A")  # Up recalls the previous line
term.read_until(b"push signup")
term.send(b"\x03")  # Ctrl-C cancels it; the session goes on
term.wait_for_prompt(b"memo signup> ")

term.type_line(b"login zo\xc3\xab", b"user: zo\xc3\xab", b"memo home> ")  # non-ASCII arrives intact
# An error; the session goes on.
term.type_line(b"pop", b"error: cannot pop 1 screen: nothing is above home, the root screen", b"memo home> ")
term.leave()

if not os.path.exists(history):
    term.fail("no history file at " + history)
mode = stat.S_IMODE(os.stat(history).st_mode)
if mode != 0o600:
    term.fail("history file mode %o, expected 600" % mode)
with open(history, encoding="utf-8") as file:
    entries = file.read().splitlines()
if entries != ["push signup", "login zoë", "pop"]:
    term.fail("history holds %r" % entries)
print("ok")
