"""A coordsh process on a real pseudo-terminal, driven as a user types: the helpers that
pty_session.py and tour_session.py share. Only the standard library: pty.fork gives the child a
controlling terminal, so Ctrl-C really sends SIGINT and libedit really runs."""
import os
import pty
import re
import select
import signal
import sys
import termios
import time

# A prompt at the end of the screen: `memo home> `, `steps view3> `, `movies detail(42)> `, at
# the start of a line (libedit may start it with a carriage return).
PROMPT = re.compile(rb"(?:^|[\r\n])[a-z]+ [^\s>]+> $")

# The number of read(2), as /proc/PID/syscall shows a blocked call, on the machines we know.
READ = {"x86_64": "0", "aarch64": "63"}.get(os.uname().machine)


class Terminal:
    def __init__(self, binary, arguments, home):
        self.screen = b""
        self.consumed = 0  # how much of the screen earlier steps have matched
        self.pid, self.fd = pty.fork()
        if self.pid == 0:
            env = {"HOME": home, "TERM": "xterm", "LANG": "C.UTF-8", "PATH": "/usr/bin:/bin"}
            # Sanitizer settings (scripts/sanitize) pass through: suppressions, leak checking.
            for name in ("ASAN_OPTIONS", "LSAN_OPTIONS", "TSAN_OPTIONS", "SWIFT_BACKTRACE"):
                if name in os.environ:
                    env[name] = os.environ[name]
            os.execve(binary, [binary] + arguments, env)

    def fail(self, message):
        print("FAIL: " + message)
        print("--- screen so far ---")
        print(self.screen.decode("utf-8", "replace"))
        sys.exit(1)

    def read_until(self, expected, timeout=10.0):
        """Reads output until `expected` (bytes) appears after what earlier steps matched."""
        deadline = time.time() + timeout
        while expected not in self.screen[self.consumed:]:
            self._read_some(deadline, repr(expected))
        self.consumed = self.screen.index(expected, self.consumed) + len(expected)

    def _read_some(self, deadline, waiting_for, at_most=None):
        """Adds what the shell prints next to the screen, waiting for it until the deadline (or
        `at_most` seconds); fails at the deadline or at the shell's end."""
        remaining = deadline - time.time()
        if remaining <= 0:
            self.fail("timed out waiting for " + waiting_for)
        ready, _, _ = select.select([self.fd], [], [], remaining if at_most is None else min(remaining, at_most))
        if ready:
            try:
                chunk = os.read(self.fd, 4096)
            except OSError:
                chunk = b""
            if not chunk:
                self.fail("the shell ended while waiting for " + waiting_for)
            self.screen += chunk

    def wait_for_prompt(self, prompt=None, timeout=10.0):
        """Reads output until the screen ends with a prompt (`prompt`, bytes, or any `APP SCREEN> `)
        drawn after what earlier steps matched: libedit is then reading keys. Keys sent before
        it reads can be lost (typeahead), so every line is typed only after this."""
        deadline = time.time() + timeout
        while not self._ends_with_prompt(prompt):
            self._read_some(deadline, "a prompt" if prompt is None else repr(prompt))
        self.consumed = len(self.screen)

    def _ends_with_prompt(self, prompt):
        tail = self.screen[self.consumed:]
        if prompt is not None:
            return tail.endswith(prompt)
        return PROMPT.search(tail) is not None

    def reading_keys(self):
        """Whether the shell waits for a key: libedit has the terminal in its own mode (not
        canonical) and the shell is blocked in read(2) on it (fd 0). Only then does a key, or a
        Ctrl-C, reach it as a user's would: libedit draws the prompt before it sets its mode
        (keys typed in between are echoed twice, and can be lost), and a Ctrl-C that comes
        while it redraws after a key, not in read(2), is not seen until the next key."""
        if termios.tcgetattr(self.fd)[3] & termios.ICANON:
            return False
        if READ is None:
            return True
        try:
            with open("/proc/%d/syscall" % self.pid) as file:
                return file.read().split()[:2] == [READ, "0x0"]
        except OSError:
            return False

    def send(self, keys, timeout=10.0):
        """Sends keys once the shell waits for them. The caller has seen the prompt, or the
        effect of the previous key on the line being edited; then the terminal mode (which the
        master side of the pseudo-terminal sees) and /proc say when the shell reads. Neither
        has an event to wait on, so they are looked at every few milliseconds, with a deadline."""
        deadline = time.time() + timeout
        while not self.reading_keys():
            self._read_some(deadline, "the shell to read keys", at_most=0.002)
        os.write(self.fd, keys)

    def type_line(self, line, then, prompt=None):
        """Types `line` and Return, waits for `then` (bytes) in what it prints, then for the next
        prompt (`prompt`, or any)."""
        self.send(line + b"\r")
        self.read_until(then)
        self.wait_for_prompt(prompt)

    def leave(self):
        """Ctrl-D on an empty line; the shell must close the terminal and end with status 0."""
        self.send(b"\x04")
        deadline = time.time() + 10
        while True:
            remaining = deadline - time.time()
            if remaining <= 0:
                os.kill(self.pid, signal.SIGKILL)
                self.fail("Ctrl-D did not end the session")
            ready, _, _ = select.select([self.fd], [], [], remaining)
            if ready:
                try:
                    chunk = os.read(self.fd, 4096)
                except OSError:  # EIO: the shell has closed its side
                    chunk = b""
                if not chunk:
                    break
                self.screen += chunk
        _, status = os.waitpid(self.pid, 0)
        if not os.WIFEXITED(status) or os.WEXITSTATUS(status) != 0:
            self.fail("exit status %r, expected 0" % status)
