#!/usr/bin/env python3
"""Writes the execution profile the release build is optimised by (scripts/build, scripts/profile).

Link-time optimisation can use a profile of where a program's time goes: which branches are
taken, which calls are hot. It then lays each function's hot blocks out in a straight line, keeps
registers for the hot path, and inlines by how often a call runs (`--lto-cs-profile-file`, lld's
context-sensitive profile-guided optimisation). This runs a binary built to count
(`COORDSH_PROFILE=generate scripts/build`) on what coordsh runs most: the benchmark's memo session
quiet, with human output, with `--json` and on the memo definition, every example script, and
`coordsh check` on the memo app and the shop definition. It writes the counts of the functions
that ran, in the indexed form the linker reads (llvm-profdata's text form cannot be read back
here: its reader takes a Swift name, which starts with `$`, for the start of another section).

A function changed since the profile was made is built as if it had none: lld checks each one's
shape against the profile. Make it again after changing the command path: `scripts/profile`.

Usage: build_profile.py --coordsh PATH --profdata PATH --work DIR --out FILE"""
import argparse
import glob
import os
import struct
import subprocess
import sys

from bench import DETERMINISTIC, memo_session, run

HERE = os.path.dirname(os.path.abspath(__file__))
ROOT = os.path.join(HERE, "..", "..")
LINES = 20_000

# The flags of a raw profile's version word (LLVM's InstrProfData.inc, VARIANT_MASK_IR_PROF and
# VARIANT_MASK_CSIR_PROF): counts made by the compiler's IR, context-sensitive ones.
IR_PROFILE = 1 << 56
CONTEXT_SENSITIVE = 1 << 57


def mark_context_sensitive(path):
    """Marks a raw profile as the context-sensitive IR counts it holds. The instrumented code
    defines the version word with these flags, but the profile runtime, linked statically before
    link-time optimisation makes that code, brings its own weak definition first, without them;
    llvm-profdata would then read the counts as a front end's, and lld would use none of them."""
    with open(path, "r+b") as raw:
        header = raw.read(16)
        if len(header) < 16:
            sys.exit(f"profile: {path} is not a raw profile")
        version = struct.unpack_from("<Q", header, 8)[0]
        raw.seek(8)
        raw.write(struct.pack("<Q", version | IR_PROFILE | CONTEXT_SENSITIVE))


def main():
    parser = argparse.ArgumentParser(description=__doc__, formatter_class=argparse.RawDescriptionHelpFormatter)
    parser.add_argument("--coordsh", required=True, help="the instrumented release binary")
    parser.add_argument("--profdata", required=True, help="the llvm-profdata of the toolchain")
    parser.add_argument("--work", required=True, help="where generated inputs and raw counts go")
    parser.add_argument("--out", required=True, help="the text profile to write")
    arguments = parser.parse_args()
    coordsh, work, profdata = arguments.coordsh, arguments.work, arguments.profdata
    raw = os.path.join(work, "profile-raw")
    os.makedirs(raw, exist_ok=True)
    for stale in glob.glob(os.path.join(raw, "*.profraw")):
        os.remove(stale)
    session = memo_session(work, LINES)
    apps = os.path.join(ROOT, "examples", "apps")
    workloads = [
        ([coordsh, "--quiet", session], (1,)),
        ([coordsh, session], (1,)),
        ([coordsh, "--json", session], (1,)),
        ([coordsh, "--quiet", "--app-file", os.path.join(apps, "memo.json5"), session], (1,)),
        ([coordsh, "check", "--depth", "5"], (0, 1)),
        ([coordsh, "check", "--app-file", os.path.join(apps, "shop.json5")], (0, 1)),
    ]
    workloads += [([coordsh, script], (0,)) for script in sorted(glob.glob(os.path.join(ROOT, "examples", "*.coord")))]
    for number, (argv, expect) in enumerate(workloads):
        print(f"profile: {' '.join(os.path.basename(word) for word in argv)}", file=sys.stderr)
        run(argv, expect=expect, env={**DETERMINISTIC, "LLVM_PROFILE_FILE": os.path.join(raw, f"{number}.profraw")})
    counts = sorted(glob.glob(os.path.join(raw, "*.profraw")))
    if len(counts) != len(workloads):
        sys.exit(f"profile: {len(counts)} raw profiles for {len(workloads)} runs: is {coordsh} instrumented?")
    for path in counts:
        mark_context_sensitive(path)
    # Sparse: the functions that never ran are left out (a tenth of the size).
    merged = subprocess.run(
        [profdata, "merge", "--sparse", "-o", arguments.out + ".partial"] + counts, capture_output=True, text=True)
    if merged.returncode != 0:
        sys.exit(f"profile: llvm-profdata merge failed: {merged.stderr.strip()}")
    shown = subprocess.run([profdata, "show", "--showcs", arguments.out + ".partial"], capture_output=True, text=True)
    if not shown.stdout.startswith("Instrumentation level: IR"):
        sys.exit("profile: the merged profile is not a context-sensitive IR profile")
    os.replace(arguments.out + ".partial", arguments.out)
    functions = next((line.split(":")[1].strip() for line in shown.stdout.splitlines() if line.startswith("Total functions")), "?")
    print(f"profile: {functions} functions that ran, in {arguments.out}", file=sys.stderr)


if __name__ == "__main__":
    main()
