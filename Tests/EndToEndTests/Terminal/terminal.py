"""A coordsh process on a real pseudo-terminal, driven as a user types: the helpers that
pty_session.py and tour_session.py share. Only the standard library: pty.fork gives the child a
controlling terminal, so Ctrl-C really sends SIGINT and libedit really runs."""
import os
import pty
import select
import signal
import sys
import time


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
            remaining = deadline - time.time()
            if remaining <= 0:
                self.fail("timed out waiting for %r" % expected)
            ready, _, _ = select.select([self.fd], [], [], remaining)
            if ready:
                try:
                    chunk = os.read(self.fd, 4096)
                except OSError:
                    chunk = b""
                if not chunk:
                    self.fail("the shell ended while waiting for %r" % expected)
                self.screen += chunk
        self.consumed = self.screen.index(expected, self.consumed) + len(expected)

    def send(self, keys):
        # Typeahead sent before libedit owns the terminal can be lost: wait a moment first.
        time.sleep(0.3)
        os.write(self.fd, keys)

    def type_line(self, line, then):
        """Types `line` and Return, and waits for `then` (bytes) in what it prints."""
        self.send(line + b"\r")
        self.read_until(then)

    def leave(self):
        """Ctrl-D on an empty line; the session must end with status 0."""
        self.send(b"\x04")
        deadline = time.time() + 10
        while True:
            done, status = os.waitpid(self.pid, os.WNOHANG)
            if done:
                break
            if time.time() > deadline:
                os.kill(self.pid, signal.SIGKILL)
                self.fail("Ctrl-D did not end the session")
            try:
                ready, _, _ = select.select([self.fd], [], [], 0.1)
                if ready:
                    self.screen += os.read(self.fd, 4096)
            except OSError:
                pass
        if not os.WIFEXITED(status) or os.WEXITSTATUS(status) != 0:
            self.fail("exit status %r, expected 0" % status)
