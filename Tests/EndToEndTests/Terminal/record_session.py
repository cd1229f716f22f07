"""`:record` at a real prompt: the prompt says it records, Tab completes the file name, Ctrl-D
writes the file, and `coordsh test` replays it clean.

Usage: python3 record_session.py COORDSH_BINARY
Prints "ok" and exits 0 when every step behaves; otherwise what went wrong, and exits 1.
"""
import os
import subprocess
import sys
import tempfile

from terminal import Terminal

binary = sys.argv[1]
home = tempfile.mkdtemp(prefix="coordsh-record-")
script = os.path.join(home, "recorded.coord").encode()

term = Terminal(binary, ["--no-history", "--color", "never"], home)
term.wait_for_prompt(b"memo login> ")
term.type_line(b":record " + script, b"recording to " + script, b"memo login (rec)> ")
term.type_line(b"login alice", b"user: alice", b"memo home (rec)> ")
term.type_line(b"pop", b"error: cannot pop 1 screen", b"memo home (rec)> ")
term.send(b":rec\t")  # Tab completes the command
term.read_until(b"ord ")
term.send(b"\x15")  # Ctrl-U drops the line
term.send(b":record " + os.path.join(home, "reco").encode() + b"\t")  # and file names after it
term.read_until(b"rded.coord ")
term.send(b"\x15")
term.type_line(b"push about", b"screen: about", b"memo about (rec)> ")
term.leave()
# Ctrl-D wrote the file, and says so, as ':record off' does.
if b"recorded 3 commands to " + script not in term.screen:
    term.fail("Ctrl-D wrote the recording without saying so: %r" % term.screen[-300:])

with open(script, encoding="utf-8") as file:
    lines = file.read().splitlines()
expected_commands = ["login alice", "pop", ":expect error atRoot", "push about"]
if [line for line in lines if not line.startswith(":expect screen") and not line.startswith(":expect stack")
        and not line.startswith(":expect tab") and not line.startswith(":expect modals")
        and not line.startswith(":expect user") and not line.startswith("#")] != [":app memo"] + expected_commands:
    term.fail("recorded %r" % lines)
replay = subprocess.run([binary, "test", script], capture_output=True, text=True)
if replay.returncode != 0 or not replay.stdout.endswith("1 passed, 0 failed\n"):
    term.fail("replay: %r %r %r" % (replay.returncode, replay.stdout, replay.stderr))
print("ok")
