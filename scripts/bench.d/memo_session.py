#!/usr/bin/env python3
"""Writes a deterministic memo-app session for the benchmark: login, then a realistic mix of
push detail N, push about, pop, root, popto detail, tab NAME, the new/write/preview/save|cancel
flow, and about 1% failing commands. It keeps its own model of the stacks so that nearly every
command succeeds, as in a real session.

Usage: memo_session.py LINES [SEED] > session.coord
The output depends only on LINES and SEED (a xorshift generator, not Python's `random`)."""
import sys

lines = int(sys.argv[1])
state = int(sys.argv[2]) if len(sys.argv) > 2 else 2026


def next_random():
    """xorshift64*: the same numbers on every Python."""
    global state
    state ^= (state >> 12) & 0xFFFFFFFFFFFFFFFF
    state ^= (state << 25) & 0xFFFFFFFFFFFFFFFF
    state ^= (state >> 27) & 0xFFFFFFFFFFFFFFFF
    state &= 0xFFFFFFFFFFFFFFFF
    return (state * 0x2545F4914F6CDD1D) & 0xFFFFFFFFFFFFFFFF


def below(n):
    return (next_random() >> 33) % n


out = sys.stdout
write = out.write
write("login alice\n")
stacks = {"home": [], "memos": [], "settings": []}
tab = "home"
memo_id = 0
count = 1
while count < lines:
    roll = below(1000)
    depth = len(stacks[tab])
    if roll < 10:
        # about 1% failing: unknown route, too many pops, unknown tab
        write(("push detial 3\n", "pop 99\n", "tab inbox\n")[below(3)])
        count += 1
    elif roll < 300 and depth < 20:
        n = below(500) + 1
        write("push detail %d\n" % n)
        stacks[tab].append("detail")
        count += 1
    elif roll < 400 and depth < 20:
        write("push about\n")
        stacks[tab].append("about")
        count += 1
    elif roll < 600 and depth > 0:
        write("pop\n")
        stacks[tab].pop()
        count += 1
    elif roll < 650:
        write("root\n")
        stacks[tab] = []
        count += 1
    elif roll < 700 and "detail" in stacks[tab]:
        write("popto detail\n")
        while stacks[tab][-1] != "detail":
            stacks[tab].pop()
        count += 1
    elif roll < 850:
        new_tab = ("home", "memos", "settings")[below(3)]
        write("tab %s\n" % new_tab)
        if new_tab == tab:
            stacks[tab] = []
        tab = new_tab
        count += 1
    elif count + 6 <= lines:
        # the feature flow, from home's root: six lines
        memo_id += 1
        write("tab home\n")
        write("root\n")
        tab = "home"
        stacks["home"] = []
        write("new\n")
        write('write "memo %d"\n' % memo_id)
        write("preview\n")
        if below(4) == 0:
            write("cancel\n")
        else:
            write("save\n")
            tab = "memos"
            stacks["memos"] = []
        count += 6
    else:
        write("pop 99\n")
        count += 1
