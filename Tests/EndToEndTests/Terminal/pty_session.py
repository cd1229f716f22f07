"""Drives coordsh's interactive prompt in a real pseudo-terminal, as a user would type.

Usage: python3 pty_session.py COORDSH_BINARY
Prints "ok" and exits 0 when every step behaves; otherwise prints what went wrong and the
screen so far, and exits 1. Only the standard library: pty.fork gives the child a controlling
terminal, so Ctrl-C really sends SIGINT and libedit really runs.
"""
import os
import pty
import select
import signal
import stat
import sys
import tempfile
import time

binary = sys.argv[1]
home = tempfile.mkdtemp(prefix="coordsh-pty-")
history = os.path.join(home, "history")
screen = b""
consumed = 0  # how much of the screen earlier steps have matched


def fail(message):
    print("FAIL: " + message)
    print("--- screen so far ---")
    print(screen.decode("utf-8", "replace"))
    sys.exit(1)


def read_until(fd, expected, timeout=10.0):
    """Reads the child's output until `expected` (bytes) appears after what earlier steps matched."""
    global screen, consumed
    deadline = time.time() + timeout
    while expected not in screen[consumed:]:
        remaining = deadline - time.time()
        if remaining <= 0:
            fail("timed out waiting for %r" % expected)
        ready, _, _ = select.select([fd], [], [], remaining)
        if ready:
            try:
                chunk = os.read(fd, 4096)
            except OSError:
                chunk = b""
            if not chunk:
                fail("the shell ended while waiting for %r" % expected)
            screen += chunk
    consumed = screen.index(expected, consumed) + len(expected)


def send(fd, keys):
    # Typeahead sent before libedit owns the terminal can be lost: wait a moment first.
    time.sleep(0.3)
    os.write(fd, keys)


pid, fd = pty.fork()
if pid == 0:
    env = {"HOME": home, "TERM": "xterm", "LANG": "C.UTF-8", "PATH": "/usr/bin:/bin"}
    os.execve(binary, [binary, "--history", history, "--color", "never"], env)

read_until(fd, b"coordsh ")
read_until(fd, b"Type 'help' for commands")
read_until(fd, b"memo login> ")

send(fd, b"pu\t")  # Tab completes the command word (libedit may redraw with cursor moves)
read_until(fd, b"sh ")
send(fd, b"signup\r")  # so this line is "push signup"
read_until(fd, b"stack: login > signup")
read_until(fd, b"memo signup> ")

send(fd, b"\x1b[A")  # Up recalls the previous line
read_until(fd, b"push signup")
send(fd, b"\x03")  # Ctrl-C cancels it; the session goes on
read_until(fd, b"memo signup> ")

send(fd, b"login zo\xc3\xab\r")  # non-ASCII arrives intact
read_until(fd, b"user: zo\xc3\xab")
read_until(fd, b"memo home> ")

send(fd, b"pop\r")  # an error prints as error: MESSAGE and the session goes on
read_until(fd, b"error: cannot pop 1 screen: nothing is above the root home")
read_until(fd, b"memo home> ")

send(fd, b"\x04")  # Ctrl-D on an empty line leaves
deadline = time.time() + 10
while True:
    done, status = os.waitpid(pid, os.WNOHANG)
    if done:
        break
    if time.time() > deadline:
        os.kill(pid, signal.SIGKILL)
        fail("Ctrl-D did not end the session")
    try:
        ready, _, _ = select.select([fd], [], [], 0.1)
        if ready:
            screen += os.read(fd, 4096)
    except OSError:
        pass
if not os.WIFEXITED(status) or os.WEXITSTATUS(status) != 0:
    fail("exit status %r, expected 0" % status)

if not os.path.exists(history):
    fail("no history file at " + history)
mode = stat.S_IMODE(os.stat(history).st_mode)
if mode != 0o600:
    fail("history file mode %o, expected 600" % mode)
with open(history, encoding="utf-8") as file:
    entries = file.read().splitlines()
if entries != ["push signup", "login zoë", "pop"]:
    fail("history holds %r" % entries)
print("ok")
