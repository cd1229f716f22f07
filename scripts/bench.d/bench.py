#!/usr/bin/env python3
"""The measurements of scripts/bench (issue 7), printed as a Markdown table.

Every comparison runs its two programs alternately, RUNS times each, in one go, and reports the
medians and their ratio: this machine is shared and noisy, so ratios measured side by side are the
result, not absolute times. Inputs are generated deterministically (memo_session.py, fixed seed).

Usage: bench.py --coordsh PATH --work DIR [--quick]"""
import argparse
import json
import os
import platform
import statistics
import subprocess
import sys
import time

HERE = os.path.dirname(os.path.abspath(__file__))


def parse_arguments():
    parser = argparse.ArgumentParser(description=__doc__, formatter_class=argparse.RawDescriptionHelpFormatter)
    parser.add_argument("--coordsh", required=True, help="the release binary to measure")
    parser.add_argument("--work", required=True, help="where generated inputs go")
    parser.add_argument("--quick", action="store_true", help="smaller inputs and fewer runs")
    return parser.parse_args()


def run(argv, stdin=None, expect=(0,), env=None):
    """Runs argv to completion, stdout and stderr to /dev/null; returns the wall time in seconds.
    `env`: variables to set for it, besides this process's."""
    devnull = os.open(os.devnull, os.O_RDWR)
    source = os.open(stdin, os.O_RDONLY) if stdin else devnull
    actions = [(os.POSIX_SPAWN_DUP2, source, 0), (os.POSIX_SPAWN_DUP2, devnull, 1), (os.POSIX_SPAWN_DUP2, devnull, 2)]
    start = time.perf_counter()
    pid = os.posix_spawnp(argv[0], argv, {**os.environ, **(env or {})}, file_actions=actions)
    _, status = os.waitpid(pid, 0)
    elapsed = time.perf_counter() - start
    os.close(devnull)
    if stdin:
        os.close(source)
    code = os.waitstatus_to_exitcode(status)
    if code not in expect:
        sys.exit(f"bench: {' '.join(argv)} exited with {code}, expected {' or '.join(map(str, expect))}")
    return elapsed


def peak_rss(argv, expect=(0,), folder=None):
    """The peak resident memory of argv in KiB, as GNU time reports it, in a file of `folder`
    (by default the folder of argv's last argument, a script). (The rusage of a child spawned
    from here would count this Python process's memory too: Linux keeps the high-water mark
    across exec.)"""
    report = os.path.join(folder or os.path.dirname(argv[-1]), "rss.txt")
    run(["/usr/bin/time", "-f", "%M", "-o", report] + argv, expect=expect)
    with open(report) as text:
        return int(text.read().split()[-1])


def alternate(runs, *commands):
    """Runs each command once per round, `runs` rounds; returns each command's median seconds."""
    times = [[] for _ in commands]
    for _ in range(runs):
        for index, command in enumerate(commands):
            times[index].append(command())
    return [statistics.median(samples) for samples in times]


def generate(path, writer):
    """Writes an input file once; later runs reuse it (the content depends only on its name)."""
    if os.path.exists(path):
        return path
    partial = path + ".partial"
    with open(partial, "w") as out:
        writer(out)
    os.replace(partial, path)
    return path


def line_count(path):
    """How many lines the file has."""
    with open(path, "rb") as source:
        return sum(chunk.count(b"\n") for chunk in iter(lambda: source.read(1 << 20), b""))


def memo_session(work, lines, save=True):
    """The benchmark's memo session (memo_session.py, seed 2026); without `save`, every `save`
    becomes `cancel`, so that the session keeps no memos: only the undo history could grow."""
    path = os.path.join(work, f"memo-{lines}.coord")
    if os.path.exists(path) and line_count(path) != lines:
        # Written by an older memo_session.py, whose new-memo flow wrote a line fewer than it
        # counted: made again, with the file derived from it.
        for stale in (path, os.path.join(work, f"memo-{lines}-nosave.coord")):
            if os.path.exists(stale):
                os.remove(stale)
    plain = generate(
        path,
        lambda out: subprocess.run([sys.executable, os.path.join(HERE, "memo_session.py"), str(lines)], stdout=out, check=True),
    )
    if line_count(plain) != lines:
        sys.exit(f"bench: {plain} has {line_count(plain):,} lines, not {lines:,}")
    if save:
        return plain

    def without_saves(out):
        with open(plain) as source:
            for line in source:
                out.write("cancel\n" if line == "save\n" else line)

    return generate(os.path.join(work, f"memo-{lines}-nosave.coord"), without_saves)


def depth_session(work, depth, cycles):
    """Pushes `about` up to `depth` screens above home, then pushes and pops `cycles` times."""
    def write(out):
        out.write("login bench\n")
        out.write("push about\n" * depth)
        out.write("push about\npop\n" * cycles)

    return generate(os.path.join(work, f"depth-{depth}-{cycles}.coord"), write), 1 + depth + 2 * cycles


def long_word_session(work, count):
    """`count` lines of one unknown 65,000-byte word, alternately as a command and as a route."""
    word = "x" * 65_000

    def write(out):
        for index in range(count):
            out.write(("push " if index % 2 else "") + word + "\n")

    return generate(os.path.join(work, f"long-words-{count}.coord"), write)


def run_piped(argv, expect=(0,)):
    """Runs argv with its stdout through a pipe into `cat` (to /dev/null); returns the wall time
    of the two, in seconds."""
    devnull = os.open(os.devnull, os.O_RDWR)
    start = time.perf_counter()
    producer = subprocess.Popen(argv, stdin=devnull, stdout=subprocess.PIPE, stderr=devnull)
    consumer = subprocess.Popen(["cat"], stdin=producer.stdout, stdout=devnull)
    producer.stdout.close()
    consumer.wait()
    code = producer.wait()
    elapsed = time.perf_counter() - start
    os.close(devnull)
    if code not in expect:
        sys.exit(f"bench: {' '.join(argv)} | cat exited with {code}, expected {' or '.join(map(str, expect))}")
    return elapsed


def malloc_calls(argv, work, expect=(0,)):
    """How many times argv calls malloc, counted by valgrind's callgrind (exact, unlike a timing;
    the static binary keeps its malloc, so LD_PRELOAD counters cannot see it)."""
    out = os.path.join(work, "callgrind.out")
    run(["valgrind", "--tool=callgrind", f"--callgrind-out-file={out}", "--quiet"] + argv, expect=expect)
    # Function names are compressed: "(N) name" the first time, "(N)" after, and the first time
    # may be an "fn=" line as well as a "cfn=" one (reading only "cfn=" lines missed malloc's name
    # in some profiles, and the count of a shorter run came out low, the difference high).
    names = {}
    calls = 0
    callee = None
    with open(out) as profile:
        for line in profile:
            if line.startswith("fn=") or line.startswith("cfn="):
                token = line.split("=", 1)[1].strip()
                if token.startswith("("):
                    number, _, name = token.partition(")")
                    name = name.strip()
                    if name:
                        names[number] = name
                    function = names.get(number)
                else:
                    function = token
                if line.startswith("cfn="):
                    callee = function
            elif line.startswith("calls=") and callee == "malloc":
                calls += int(line[6:].split()[0])
    os.remove(out)
    return calls


# Counts under valgrind are made with Swift's hash seed fixed, so that they repeat exactly.
DETERMINISTIC = {"SWIFT_DETERMINISTIC_HASHING": "1"}


def instructions(argv, work, expect=(0,)):
    """How many instructions argv executes, counted by valgrind's callgrind: the same on every run
    of the same binary and input, whatever else the machine does (Swift's hash seed is fixed for
    it, SWIFT_DETERMINISTIC_HASHING: a random one moves a count by about 0.1%)."""
    out = os.path.join(work, "callgrind.out")
    run(["valgrind", "--tool=callgrind", f"--callgrind-out-file={out}", "--quiet"] + argv, expect=expect,
        env=DETERMINISTIC)
    total = None
    with open(out) as profile:
        for line in profile:
            if line.startswith(("summary:", "totals:")):
                total = int(line.split()[1])
    os.remove(out)
    if total is None:
        sys.exit(f"bench: no instruction count in callgrind's profile of {' '.join(argv)}")
    return total


def instruction_cache_misses(argv, work, expect=(0,)):
    """How many times argv's instructions miss the first-level instruction cache, in valgrind
    cachegrind's model of this machine's caches."""
    out = os.path.join(work, "cachegrind.out")
    run(["valgrind", "--tool=cachegrind", "--cache-sim=yes", f"--cachegrind-out-file={out}", "--quiet"] + argv,
        expect=expect, env=DETERMINISTIC)
    events, totals = [], []
    with open(out) as profile:
        for line in profile:
            if line.startswith("events:"):
                events = line.split()[1:]
            elif line.startswith("summary:"):
                totals = [int(value) for value in line.split()[1:]]
    os.remove(out)
    if "I1mr" not in events or len(totals) != len(events):
        sys.exit(f"bench: no instruction-cache misses in cachegrind's profile of {' '.join(argv)}")
    return totals[events.index("I1mr")]


def instruction_rows(coordsh, work, definition, awk):
    """The time rows of the script, measured again in instructions per command (callgrind): the
    instructions of a 20,000-line session minus those of its first 10,000 lines, per extra line,
    so start-up is left out. Time ratios move by 10% and more between
    runs on this shared machine; these do not, so a change shows here even when the times hide it."""
    print("Instructions (under valgrind)...", file=sys.stderr)
    small, large = (10_000, 20_000)
    whole = memo_session(work, large)

    def first_lines(out):
        with open(whole) as text:
            for _, line in zip(range(small), text):
                out.write(line)

    # The small session is the large one's beginning, so the difference is exactly its last lines.
    sessions = [generate(os.path.join(work, f"memo-{large}-first-{small}.coord"), first_lines), whole]

    def per_command(argv_for, expect=(1,), measure=instructions):
        counts = [measure(argv_for(session), work, expect=expect) for session in sessions]
        return (counts[1] - counts[0]) / (large - small)

    quiet = per_command(lambda f: [coordsh, "--quiet", f])
    human = per_command(lambda f: [coordsh, f])
    as_json = per_command(lambda f: [coordsh, "--json", f])
    defined = per_command(lambda f: [coordsh, "--quiet", "--app-file", definition, f])
    mawk_quiet = per_command(lambda f: ["mawk", "-f", awk, f], expect=(0,))
    mawk_printing = per_command(lambda f: ["mawk", "-v", "out=1", "-f", awk, f], expect=(0,))
    # Why a ratio of seconds is larger than the ratio of instructions: a command runs through
    # more code than the first-level instruction cache holds, and each miss waits on the next level.
    misses = per_command(lambda f: [coordsh, "--quiet", f], measure=instruction_cache_misses)
    mawk_misses = per_command(lambda f: ["mawk", "-f", awk, f], expect=(0,), measure=instruction_cache_misses)
    count = lambda value: f"{value:,.0f}"
    found, named = call_graph_coverage(coordsh)
    return [
        ("Instructions per memo command, `--quiet`", count(quiet), "mawk " + count(mawk_quiet),
         quiet / mawk_quiet, 0.5),
        ("Instructions per memo command, human output", count(human), "mawk " + count(mawk_printing),
         human / mawk_printing, 1.0),
        ("Instructions per memo command, `--json` vs human output", count(as_json), count(human),
         as_json / human, 2.0),
        ("Instructions per memo command, `--quiet`, the memo definition vs the built-in app", count(defined),
         count(quiet), defined / quiet, 1.5),
        ("First-level instruction-cache misses per memo command, `--quiet` (cachegrind)", count(misses),
         "mawk " + f"{mawk_misses:,.1f}", None, None),
        # Fewer found means the code changed since scripts/call-graph made the graph.
        ("Functions of the build's call graph (scripts/build.d) the binary has", count(found),
         "of " + count(named), None, None),
    ]


def call_graph_coverage(coordsh):
    """How many of the functions scripts/build.d/call-graph.txt names the binary has, and how many
    it names: the release build lays out only those it finds."""
    graph = os.path.join(HERE, "..", "build.d", "call-graph.txt")
    if not os.path.exists(graph):
        return 0, 0
    with open(graph) as lines:
        named = {name for line in lines for name in line.split()[:2]}
    symbols = subprocess.run(["nm", "--defined-only", coordsh], capture_output=True, text=True).stdout
    present = {line.split()[-1] for line in symbols.splitlines() if line.strip()}
    return len(named & present), len(named)


def print_table(rows):
    print("| Measure | coordsh | Baseline | Ratio | Target | |")
    print("|---|---:|---:|---:|---:|---|")
    for label, ours, baseline, ratio, target in rows:
        verdict = "" if target is None else ("met" if ratio <= target else "missed")
        goal = "-" if target is None else f"<= {target:g}"
        shown = "-" if ratio is None else f"{ratio:.2f}"
        print(f"| {label} | {ours} | {baseline} | {shown} | {goal} | {verdict} |")


def spawn_batch(argv, count):
    """Mean wall time of `count` launches of argv, in seconds."""
    return sum(run(argv) for _ in range(count)) / count


def version(argv):
    try:
        result = subprocess.run(argv, capture_output=True, text=True)
        return (result.stdout or result.stderr).strip().splitlines()[0]
    except OSError:
        return "?"


def machine():
    model = "?"
    with open("/proc/cpuinfo") as info:
        for line in info:
            if line.startswith("model name"):
                model = line.split(":", 1)[1].strip()
                break
    return f"{model}, {os.cpu_count()} cores, Linux {platform.release()}"


def main():
    arguments = parse_arguments()
    coordsh = arguments.coordsh
    work = arguments.work
    os.makedirs(work, exist_ok=True)
    quick = arguments.quick
    runs = 3 if quick else 5
    lines = 100_000 if quick else 1_000_000
    awk = os.path.join(HERE, "memo_stacks.awk")

    print("Generating inputs...", file=sys.stderr)
    session = memo_session(work, lines)
    long_lines = lines * 10
    rows = []

    # 1-2. Script throughput against mawk keeping the same stacks.
    print("Throughput...", file=sys.stderr)
    quiet = alternate(
        runs,
        lambda: run([coordsh, "--quiet", session], expect=(1,)),
        lambda: run(["mawk", "-f", awk, session]),
    )
    rows.append((f"Script of {lines:,} memo commands, `--quiet`", seconds(quiet[0]), "mawk " + seconds(quiet[1]),
                 quiet[0] / quiet[1], 0.5))
    printed = alternate(
        runs,
        lambda: run([coordsh, session], expect=(1,)),
        lambda: run(["mawk", "-v", "out=1", "-f", awk, session]),
    )
    rows.append((f"Same script, human output to /dev/null", seconds(printed[0]), "mawk " + seconds(printed[1]),
                 printed[0] / printed[1], 1.0))

    piped = alternate(
        runs,
        lambda: run_piped([coordsh, session], expect=(1,)),
        lambda: run_piped(["mawk", "-v", "out=1", "-f", awk, session]),
    )
    rows.append((f"Same script, human output through a pipe (`| cat`)", seconds(piped[0]),
                 "mawk " + seconds(piped[1]), piped[0] / piped[1], 1.0))
    json = alternate(
        runs,
        lambda: run([coordsh, "--json", session], expect=(1,)),
        lambda: run([coordsh, session], expect=(1,)),
    )
    rows.append((f"Same script, `--json` vs human output, to /dev/null", seconds(json[0]), seconds(json[1]),
                 json[0] / json[1], 2.0))
    # --json stays linear: ten times the lines take about ten times as long (it once listed every
    # memo on every line).
    tenth = memo_session(work, lines // 10)
    json_tenth = alternate(runs, lambda: run([coordsh, "--json", tenth], expect=(1,)))[0]
    rows.append((f"`--json`, {lines:,} lines vs {lines // 10:,}, per line", microseconds(json[0] / lines),
                 microseconds(json_tenth / (lines // 10)), (json[0] / lines) / (json_tenth / (lines // 10)), 1.2))

    # Allocations per command: malloc calls of a long run minus a short one, per extra line.
    print("Allocations (under valgrind)...", file=sys.stderr)
    small, large = (2_000, 12_000)
    for label, flags in (("`--quiet`", ["--quiet"]), ("human output", [])):
        counts = [malloc_calls([coordsh] + flags + [memo_session(work, n)], work, expect=(1,)) for n in (small, large)]
        per_command = (counts[1] - counts[0]) / (large - small)
        rows.append((f"malloc calls per command, {label}", f"{per_command:.2f}", "-", per_command,
                     1.0 if flags else None))

    # The same script on the memo app's definition (examples/apps/memo.json5): the interpreter
    # against the Swift app.
    definition = os.path.join(HERE, "..", "..", "examples", "apps", "memo.json5")
    defined = alternate(
        runs,
        lambda: run([coordsh, "--quiet", "--app-file", definition, session], expect=(1,)),
        lambda: run([coordsh, "--quiet", session], expect=(1,)),
    )
    rows.append((f"Same script, `--quiet`, on the memo definition vs the built-in memo app", seconds(defined[0]),
                 seconds(defined[1]), defined[0] / defined[1], 1.5))

    # The same script against `coordsh check` (SPEC 10): a transition explored is one command and
    # a hash (and a restore after a success), so its time is compared with a command's.
    rows += check_rows(coordsh, session, lines, runs, quick, work)

    # 3. Depth: the per-command cost of push/pop must not grow with the stack.
    print("Depth...", file=sys.stderr)
    cycles = 20_000 if quick else 200_000
    shallow, shallow_lines = depth_session(work, 10, cycles)
    deep, deep_lines = depth_session(work, 9_000, cycles)
    depth = alternate(
        runs,
        lambda: run([coordsh, "--quiet", shallow]) / shallow_lines,
        lambda: run([coordsh, "--quiet", deep]) / deep_lines,
    )
    rows.append(("push/pop at depth 9,000 vs depth 10, per command", microseconds(depth[1]),
                 microseconds(depth[0]), depth[1] / depth[0], 1.5))

    # 4. Length: peak memory must not grow with the number of commands (undo keeps 1,000 states).
    print("Length (generating the long script takes a while the first time)...", file=sys.stderr)
    for save, label in ((False, "history only: each `save` made `cancel`"), (True, "the session as is, memos kept")):
        short = peak_rss([coordsh, "--quiet", memo_session(work, lines, save)], expect=(1,))
        long = peak_rss([coordsh, "--quiet", memo_session(work, long_lines, save)], expect=(1,))
        rows.append((f"Peak RSS, {long_lines:,} vs {lines:,} commands ({label})", kib(long), kib(short),
                     long / short, 1.2 if not save else None))

    # 5. Long unknown words: each line is an error that quotes the word and looks for a "Did you
    # mean", which must stay linear in the word's length (it once compared every candidate with
    # the whole word). The baseline only reads the words.
    print("Long words...", file=sys.stderr)
    words = long_word_session(work, 100 if quick else 500)
    long_words = alternate(
        runs,
        lambda: run([coordsh, "--quiet", words], expect=(1,)),
        lambda: run(["mawk", "{ n += NF } END { print n }", words]),
    )
    rows.append(("Lines of an unknown 65,000-byte word, `--quiet`", seconds(long_words[0]),
                 "mawk " + seconds(long_words[1]), long_words[0] / long_words[1], 20.0))

    # 6. Start-up: each sample is the mean of a batch of launches.
    print("Start-up...", file=sys.stderr)
    batch = 10 if quick else 40
    startup = alternate(
        runs + 2,
        lambda: spawn_batch([coordsh, "-c", ":quit"], batch),
        lambda: spawn_batch(["lua5.4", "-e", ""], batch),
        lambda: spawn_batch(["python3", "-c", "pass"], max(batch // 4, 5)),
    )
    rows.append(("Start-up, `coordsh -c :quit` vs `lua5.4 -e ''`", milliseconds(startup[0]), milliseconds(startup[1]),
                 startup[0] / startup[1], 2.0))
    rows.append(("Start-up, `coordsh -c :quit` vs `python3 -c pass`", milliseconds(startup[0]),
                 milliseconds(startup[2]), startup[0] / startup[2], 0.5))
    defined_startup = alternate(
        runs + 2,
        lambda: spawn_batch([coordsh, "--app-file", definition, "-c", ":quit"], batch),
        lambda: spawn_batch([coordsh, "-c", ":quit"], batch),
    )
    rows.append(("Start-up with `--app-file examples/apps/memo.json5` vs the built-in memo app",
                 milliseconds(defined_startup[0]), milliseconds(defined_startup[1]),
                 defined_startup[0] / defined_startup[1], 2.0))

    counted = instruction_rows(coordsh, work, definition, awk)

    print(f"coordsh benchmark, {time.strftime('%Y-%m-%d')}, {'quick, ' if quick else ''}medians of {runs} alternating runs")
    print(f"Machine: {machine()}")
    print(f"Versions: {version(['swift', '--version'])}; {version(['mawk', '-W', 'version'])}; "
          f"{version(['lua5.4', '-v'])}; {version(['python3', '--version'])}")
    print()
    print_table(rows)
    print()
    print("The same rows in instructions (callgrind), which repeat exactly from run to run; a ratio of")
    print("instructions is not a ratio of seconds (the programs differ in instructions per cycle):")
    print()
    print_table(counted)


def check_rows(coordsh, session, lines, runs, quick, work):
    """`coordsh check` on the memo app, at a depth that takes several seconds: states explored a
    second; the time per transition tried against the time per command of the `--quiet` memo
    script, measured alternately; peak memory per state kept, from two depths (the difference
    takes out what any run holds)."""
    print("Check...", file=sys.stderr)
    depth = 6 if quick else 7
    small_depth = depth - 2

    def counts(at_depth):
        output = subprocess.run([coordsh, "check", "--json", "--depth", str(at_depth)], capture_output=True, text=True)
        report = json.loads(output.stdout)
        return report["states"], report["transitions"]

    states, transitions = counts(depth)
    small_states, _ = counts(small_depth)
    timed = alternate(
        runs,
        lambda: run([coordsh, "check", "--depth", str(depth)]),
        lambda: run([coordsh, "--quiet", session], expect=(1,)),
    )
    per_transition = timed[0] / transitions
    per_command = timed[1] / lines
    # (At a small depth the memo app has findings, status 1: `save` is five commands deep.)
    memory = [
        peak_rss([coordsh, "check", "--depth", str(at_depth)], expect=(0, 1), folder=work)
        for at_depth in (depth, small_depth)
    ]
    per_state = (memory[0] - memory[1]) * 1024 / (states - small_states)
    label = f"`coordsh check`, memo app, depth {depth}: {states:,} states, {transitions:,} transitions"
    return [
        (label + ", states explored a second", f"{states / timed[0]:,.0f}", "-", None, None),
        ("Time per transition explored vs per command of the `--quiet` script", microseconds(per_transition),
         microseconds(per_command), per_transition / per_command, 2.0),
        (f"Peak memory per state kept (depth {depth} vs {small_depth})", f"{per_state:,.0f} B", "-", None, None),
    ]


def seconds(value):
    return f"{value:.2f} s"


def milliseconds(value):
    return f"{value * 1000:.2f} ms"


def microseconds(value):
    return f"{value * 1e6:.2f} µs"


def kib(value):
    return f"{value / 1024:.1f} MiB"


if __name__ == "__main__":
    main()
