#!/usr/bin/env python3
"""Writes the call graph the release build lays its functions out by (scripts/build).

A memo command runs through more code than the first-level instruction cache holds, and the
linker otherwise places functions in the order of their object files: a command's functions lie
scattered over the binary's 40 MB, and each waits on the next cache level more often than it
must. lld lays out the functions of a call graph so that callers and the callees they call most
lie together (`--call-graph-ordering-file`, its C3 ordering). This counts the calls, with
valgrind's callgrind, on what the benchmark runs: the memo session quiet, with human output, with
`--json`, on the memo definition, and `coordsh check` on the memo app. Each line of the output is
`CALLER CALLEE CALLS`, by their symbol names, for the calls made at least once per hundred lines
of a session (once per hundred states explored, for check); start-up's calls are left out by that.

A function renamed since the graph was made is only missing from it (lld places it where it
would have been without one); `scripts/bench` reports how many of the graph's functions the
binary still has. Make the graph again after changing the command path: `scripts/call-graph`.

Usage: call_graph.py --coordsh PATH --work DIR --out FILE"""
import argparse
import collections
import os
import re
import subprocess
import sys

from bench import DETERMINISTIC, memo_session, run

HERE = os.path.dirname(os.path.abspath(__file__))
LINES = 20_000


def calls(argv, work, expect, least):
    """The calls argv makes, by (caller, callee), that happen at least `least` times."""
    out = os.path.join(work, "call-graph.callgrind")
    run(["valgrind", "--tool=callgrind", f"--callgrind-out-file={out}", "--quiet"] + argv, expect=expect,
        env=DETERMINISTIC)
    counted = collections.Counter()
    names = {}

    def function(token):
        # Callgrind names each function once as "(N) name" and then as "(N)".
        match = re.match(r"\((\d+)\)(?: (.*))?$", token)
        if not match:
            return token
        if match.group(2) is not None:
            names[match.group(1)] = match.group(2)
        return names.get(match.group(1), "")

    caller = callee = ""
    with open(out) as profile:
        for line in profile:
            if line.startswith("fn="):
                caller = function(line[3:].strip())
            elif line.startswith("cfn="):
                callee = function(line[4:].strip())
            elif line.startswith("calls="):
                counted[(caller, callee)] += int(line[6:].split()[0])
    os.remove(out)
    return {edge: count for edge, count in counted.items() if count >= least}


def symbol(name):
    """The symbol a callgrind function name stands for; `None` for what is not one (an address,
    "(below main)"), and for a name link-time optimisation numbered (`...Tm.1294`: a merged or
    promoted local function, whose number changes with any change to the code, so that the graph
    would lose it at the next commit). Callgrind marks a recursive function's inner calls with "'2"."""
    name = re.sub(r"'\d+$", "", name)
    if re.search(r"\.\d+$", name):
        return None
    return name if re.fullmatch(r"[A-Za-z_$][\w$.]*", name) else None


def main():
    parser = argparse.ArgumentParser(description=__doc__, formatter_class=argparse.RawDescriptionHelpFormatter)
    parser.add_argument("--coordsh", required=True, help="the release binary to profile")
    parser.add_argument("--work", required=True, help="where generated inputs go")
    parser.add_argument("--out", required=True, help="the call graph file to write")
    arguments = parser.parse_args()
    coordsh, work = arguments.coordsh, arguments.work
    os.makedirs(work, exist_ok=True)
    session = memo_session(work, LINES)
    definition = os.path.join(HERE, "..", "..", "examples", "apps", "memo.json5")
    least = LINES // 100
    workloads = [
        ([coordsh, "--quiet", session], (1,), least),
        ([coordsh, session], (1,), least),
        ([coordsh, "--json", session], (1,), least),
        ([coordsh, "--quiet", "--app-file", definition, session], (1,), least),
        # Depth 5: 10,486 states (the memo app has findings at that depth: status 1).
        ([coordsh, "check", "--depth", "5"], (0, 1), 100),
    ]
    graph = collections.Counter()
    for argv, expect, at_least in workloads:
        print(f"call graph: {' '.join(os.path.basename(word) for word in argv)}", file=sys.stderr)
        for (caller, callee), count in calls(argv, work, expect, at_least).items():
            caller, callee = symbol(caller), symbol(callee)
            if caller and callee and caller != callee:
                graph[(caller, callee)] += count
    partial = arguments.out + ".partial"
    with open(partial, "w") as out:
        for (caller, callee), count in sorted(graph.items(), key=lambda item: (-item[1], item[0])):
            out.write(f"{caller} {callee} {count}\n")
    os.replace(partial, arguments.out)
    functions = {name for edge in graph for name in edge}
    print(f"call graph: {len(graph)} calls between {len(functions)} functions in {arguments.out}", file=sys.stderr)


if __name__ == "__main__":
    main()
