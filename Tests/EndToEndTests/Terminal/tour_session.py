"""A learner takes a lesson of the tour at the prompt, leaves, and comes back: the finished
lesson is remembered in .coordsh_tour, beside the history file.

Usage: python3 tour_session.py COORDSH_BINARY
Prints "ok" and exits 0 when every step behaves; otherwise says what went wrong and exits 1.
"""
import os
import sys
import tempfile

from terminal import Terminal

binary = sys.argv[1]
home = tempfile.mkdtemp(prefix="coordsh-tour-")
history = os.path.join(home, "history")
progress = os.path.join(home, ".coordsh_tour")
arguments = ["--tour", "--history", history, "--color", "never"]

first = Terminal(binary, arguments, home)
# The banner first, then the lessons (the banner came after them, and told a learner looking
# at the list of lessons that ':tour' teaches the pattern).
first.read_until(b"Type 'help' for commands, 'quit' to leave.\r\n")
first.read_until(b"0 of 9 finished")
first.read_until(b"    7. Modals and back (the memo app)")
first.wait_for_prompt(b"memo login> ")
first.type_line(b":tour 7", b"tour: step 1 of 3: present a screen modally.", b"memo home> ")
first.type_line(b"present about", b"tour: \xe2\x9c\x93 present a screen modally.")
first.type_line(b":hint", b"'push detail 1' goes on")
first.type_line(b"push detail 1", b"tour: next, step 3 of 3: leave the modal with 'back' only.")
first.type_line(b"back", b"tour: still to do, step 3 of 3")
first.send(b"back\r")
first.read_until(b"tour: goal met, lesson 7 finished.")
first.read_until(b"Next: ':tour 8', Deep links.")
first.wait_for_prompt(b"memo home> ")
first.leave()

if not os.path.exists(progress):
    first.fail("no progress file at " + progress)
with open(progress, encoding="utf-8") as file:
    if file.read() != "coordsh tour progress\nmodals\n":
        first.fail("the progress file does not hold the finished lesson")

second = Terminal(binary, arguments, home)
second.read_until(b"1 of 9 finished")
second.read_until(b"  \xe2\x9c\x93 7. Modals and back (the memo app)")
second.wait_for_prompt(b"memo login> ")
second.type_line(b":tour next", b"Lesson 1 of 9: A stack and its root", b"steps root> ")
second.leave()
print("ok")
