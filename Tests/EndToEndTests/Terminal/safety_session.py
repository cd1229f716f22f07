"""Checks of issue 14 that need a real terminal: text that must not drive it, files at the prompt
that must not hang it, Tab and Ctrl-D as in bash, SIGTERM at the prompt (also held by gdb in the
moment libedit makes the terminal raw).

Usage: python3 safety_session.py COORDSH_BINARY CHECK
Prints "ok" and exits 0 when the check behaves; otherwise prints what went wrong and the screen
so far, and exits 1. Device nodes are made with mknod in a scratch folder, never in /dev.
"""
import os
import select
import shutil
import signal
import stat
import subprocess
import sys
import tempfile
import termios
import time

from terminal import Terminal

binary, check = sys.argv[1], sys.argv[2]
home = tempfile.mkdtemp(prefix="coordsh-safety-")
history = os.path.join(home, "history")
started = []  # every coordsh started, killed at the end if a failed check left it running


class Session(Terminal):
    def __init__(self, *arguments):
        super().__init__(*arguments)
        started.append(self.pid)


def read_to_end(term, timeout=20.0):
    """Reads until the process ends; returns its exit status (or -signal)."""
    deadline = time.time() + timeout
    while True:
        done, status = os.waitpid(term.pid, os.WNOHANG)
        try:
            ready, _, _ = select.select([term.fd], [], [], 0.05)
            if ready:
                chunk = os.read(term.fd, 65536)
                term.screen += chunk
        except OSError:
            pass
        if done:
            try:
                while True:
                    chunk = os.read(term.fd, 65536)
                    if not chunk:
                        break
                    term.screen += chunk
            except OSError:
                pass
            return os.WEXITSTATUS(status) if os.WIFEXITED(status) else -os.WTERMSIG(status)
        if time.time() > deadline:
            os.kill(term.pid, signal.SIGKILL)
            term.fail("the process did not end")


def escapes():
    """A sourced :echo, --echo, :history, a file name: nothing reaches the terminal raw."""
    script = os.path.join(home, "title.coord")
    with open(script, "wb") as file:
        file.write(b":echo \x1b]0;OWNED\x07\x1b[41m\n")
        file.write(b"login alice\nnew\nwrite \"\xc2\x9b2J\"\n")
        file.write(b":load no\x1b[2J.json\n")
    term = Session(binary, ["--color", "never", "--echo", "-c", ":source " + script, "-c", ":history"], home)
    status = read_to_end(term)
    if status != 1:
        term.fail("status %r, expected 1 (the :load failed)" % status)
    for raw in (b"\x1b", b"\x07", b"\xc2\x9b"):
        if raw in term.screen:
            term.fail("a raw control character reached the terminal: %r" % raw)
    for shown in (b"\\u{1b}]0;OWNED\\u{7}\\u{1b}[41m", b'draft: "\\u{9b}2J"', b"no\\u{1b}[2J.json",
                  b'write "\\u{9b}2J"'):
        if shown not in term.screen:
            term.fail("not shown escaped: %r" % shown)


def history_device():
    """A history file that is a device is neither read (it spun at full CPU) nor replaced."""
    zero = os.path.join(home, "zero")
    os.mknod(zero, 0o666 | stat.S_IFCHR, os.makedev(1, 5))
    term = Session(binary, ["--history", zero, "--color", "never"], home)
    term.read_until(b"warning: cannot read history from '" + zero.encode() + b"': it is a character device")
    term.read_until(b"memo login> ")
    term.type_line(b"signup", b"stack: login > signup", b"memo signup> ")
    term.leave()
    if not stat.S_ISCHR(os.lstat(zero).st_mode):
        term.fail("the device was replaced")
    if sorted(os.listdir(home)) != ["zero"]:
        term.fail("files left: %r" % os.listdir(home))


def tour_fifo():
    """A FIFO where the tour keeps its progress does not block the start."""
    os.mkfifo(os.path.join(home, ".coordsh_tour"))
    term = Session(binary, ["--history", history, "--color", "never"], home)
    term.read_until(b"memo login> ")
    term.type_line(b":tour", b"The coordsh tour", b"memo login> ")
    term.leave()
    if not stat.S_ISFIFO(os.lstat(os.path.join(home, ".coordsh_tour")).st_mode):
        term.fail("the FIFO was replaced")


def huge_history():
    """A 100 MB history file: the prompt comes at once (only the end is read)."""
    with open(history, "wb") as file:
        file.write(b"first line\n")
        block = b"push detail 12345\n" * 58255
        for _ in range(100):
            file.write(block)
        file.write(b"last one\n")
    term = Session(binary, ["--history", history, "--color", "never"], home)
    term.read_until(b"memo login> ", timeout=5.0)
    term.send(b"\x1b[A")  # Up: the newest command of the file
    term.read_until(b"last one")
    term.send(b"\x15")  # Ctrl-U
    term.type_line(b"signup", b"stack: login > signup", b"memo signup> ")
    term.leave()
    with open(history, "rb") as file:
        entries = file.read().splitlines()
    if entries != [b"push detail 12345", b"last one", b"signup"]:
        term.fail("the history holds %r, expected its newest commands and the new one" % entries[:5])


def double_tab():
    """Tab on an ambiguous word beeps; a second Tab lists the candidates, once."""
    term = Session(binary, ["--history", history, "--color", "never"], home)
    term.read_until(b"memo login> ")
    term.send(b"push \t")
    term.read_until(b"\x07")
    term.send(b"\t")
    term.read_until(b"forgotPassword")
    term.read_until(b"memo login> push ")
    listed = term.screen.count(b"forgotPassword")
    if listed != 1:
        term.fail("the candidates were listed %d times" % listed)
    term.send(b"\x15")
    term.leave()


def ctrl_d():
    """Ctrl-D on an empty line leaves without echoing ^D; elsewhere it deletes a character."""
    term = Session(binary, ["--history", history, "--color", "never"], home)
    term.read_until(b"memo login> ")
    term.send(b"signupx\x02\x04\r")  # Ctrl-B, then Ctrl-D deletes the x under the cursor
    term.read_until(b"stack: login > signup")
    term.read_until(b"memo signup> ")
    start = len(term.screen)
    term.send(b"\x04")
    status = read_to_end(term)
    if status != 0:
        term.fail("status %r, expected 0" % status)
    if term.screen[start:] != b"\r\n":
        term.fail("Ctrl-D on an empty line printed %r, expected only a line break" % term.screen[start:])


def many_files():
    """50,000 files: Tab answers at once (it took 20 s of CPU) and asks before listing them."""
    folder = os.path.join(home, "many")
    os.mkdir(folder)
    for index in range(50000):
        os.close(os.open(os.path.join(folder, "%05d.json" % index), os.O_CREAT | os.O_WRONLY, 0o644))
    term = Session(binary, ["--history", history, "--color", "never"], home)
    term.read_until(b"memo login> ")
    term.send(b":load " + folder.encode() + b"/\t")
    term.read_until(b"\x07", timeout=10.0)
    term.send(b"\t")
    term.read_until(b"Display all 50000 possibilities? (y or n) ", timeout=10.0)
    term.send(b"n")
    term.read_until(b"memo login> :load " + folder.encode() + b"/")
    term.send(b"\t")
    term.read_until(b"Display all 50000 possibilities? (y or n) ", timeout=10.0)
    term.send(b"y")
    term.read_until(b"(49000 more not shown: type more of the name)", timeout=10.0)
    term.read_until(b"memo login> :load " + folder.encode() + b"/")
    term.send(b"\x15")
    term.leave()


def sigterm():
    """SIGTERM at the prompt: status 143, the terminal restored, the history kept."""
    term = Session(binary, ["--history", history, "--color", "never"], home)
    term.read_until(b"memo login> ")
    term.type_line(b"signup", b"stack: login > signup", b"memo signup> ")  # the prompt is out: libedit is reading the next line
    os.kill(term.pid, signal.SIGTERM)
    status = read_to_end(term)
    if status != 143:
        term.fail("status %r, expected 143" % status)
    attributes = termios.tcgetattr(term.fd)
    if not attributes[3] & termios.ICANON or not attributes[3] & termios.ECHO:
        term.fail("the terminal was left raw")
    with open(history, encoding="utf-8") as file:
        if file.read() != "signup\n":
            term.fail("the history was not kept")


# gdb stops coordsh where libedit has just made the terminal raw, before it notes that it did
# (the call of tcsetattr that clears ICANON returns), and delivers SIGTERM there. The third
# argument of tcsetattr, the new settings, by architecture; c_lflag is at byte 12.
SETTINGS = {"x86_64": "$rdx", "aarch64": "$x2"}.get(os.uname().machine)
GDB_SCRIPT = """set pagination off
handle SIGTERM nostop noprint pass
break tcsetattr if (*(unsigned int *)(%s + 12) & %d) == 0
echo READY\\n
continue
finish
signal SIGTERM
"""


def sigterm_as_raw_begins():
    """SIGTERM in the moment libedit makes the terminal raw: it was left raw (libedit restores
    only a terminal it has marked raw); coordsh's handler must restore it."""
    if SETTINGS is None:
        print("FAIL: no register known for tcsetattr's settings on " + os.uname().machine)
        sys.exit(1)
    term = Session(binary, ["--color", "never"], home)
    term.read_until(b"memo login> ")
    script = os.path.join(home, "raw.gdb")
    with open(script, "w") as file:
        file.write(GDB_SCRIPT % (SETTINGS, termios.ICANON))
    gdb = subprocess.Popen(["gdb", "-q", "-nx", "-batch", "-iex", "set complaints 0", "-x", script, "-p", str(term.pid)],
                           stdout=subprocess.PIPE, stderr=subprocess.STDOUT)
    said = b""
    while b"READY" not in said:  # the breakpoint is set: the next raw terminal stops there
        line = gdb.stdout.readline()
        if not line:
            term.fail("gdb ended before it stopped coordsh: " + said.decode("utf-8", "replace"))
        said += line
    term.send(b"signup\r")  # the command runs, then the prompt makes the terminal raw again
    status = read_to_end(term)
    said += gdb.communicate(timeout=20)[0]
    if b"Breakpoint 1," not in said:
        term.fail("gdb did not stop at the raw terminal: " + said.decode("utf-8", "replace"))
    if status != 143:
        term.fail("status %r, expected 143" % status)
    attributes = termios.tcgetattr(term.fd)
    if not attributes[3] & termios.ICANON or not attributes[3] & termios.ECHO:
        term.fail("the terminal was left raw")


checks = {
    "escapes": escapes,
    "history-device": history_device,
    "tour-fifo": tour_fifo,
    "huge-history": huge_history,
    "double-tab": double_tab,
    "ctrl-d": ctrl_d,
    "many-files": many_files,
    "sigterm": sigterm,
    "sigterm-as-raw-begins": sigterm_as_raw_begins,
}
try:
    checks[check]()
finally:
    for pid in started:
        try:
            done, _ = os.waitpid(pid, os.WNOHANG)  # not reaped yet: the PID is still this child's
        except ChildProcessError:
            continue  # already reaped by the check
        if done == 0:
            os.kill(pid, signal.SIGKILL)
            os.waitpid(pid, 0)
    shutil.rmtree(home, ignore_errors=True)
print("ok")
