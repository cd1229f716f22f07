import Foundation
import TestSupport
import Testing

/// Issue 14 through the binary: files coordsh did not create are never replaced or weakened,
/// no temporary file is ever left, nothing it reads can hang it, and what it cannot do it says.
/// Each case runs in a scratch folder; device nodes are made there with mknod (as root, as
/// here and in CI), never in the machine's /dev.
@Suite("Files through the binary")
struct FileSafetyTests {
    static let isRoot = geteuid() == 0

    /// `:save` onto every kind of file: a device, a FIFO and a socket are refused and stay what
    /// they were (`:save /dev/null` as root made it a regular file); a symbolic link keeps
    /// pointing to the file it names, which is replaced; a file with two names is refused; a
    /// 0600 file stays 0600 and its owner stays; a read-only file is refused, even for root.
    @Test(.enabled(if: isRoot, "mknod and chown need root"))
    func saveNeverReplacesWhatIsNotARegularFile() throws {
        let result = try CoordshProcess.bash(
            #"""
            dir=$(mktemp -d); trap 'rm -rf "$dir"' EXIT; cd "$dir"
            mknod null c 1 3; mkfifo fifo
            python3 -c 'import socket; socket.socket(socket.AF_UNIX).bind("sock")'
            # Sessions, as ':save' replaces no other file.
            session='{"format": "coordsh session"}'
            echo "$session" >real.json; ln -s real.json link.json
            echo "$session" >a.json; ln a.json b.json
            echo "$session" >private.json; chmod 600 private.json; chown 1234:5678 private.json
            echo "$session" >readonly.json; chmod 444 readonly.json
            "$COORDSH" -c signup -c ':save null' -c ':save fifo' -c ':save sock' -c ':save link.json' \
                -c ':save a.json' -c ':save private.json' -c ':save readonly.json' >/dev/null
            echo "status $?"
            stat -c '%n %F %a %u:%g %h' null fifo sock link.json real.json a.json private.json readonly.json
            grep -c '"format" : "coordsh session"' real.json private.json
            cat a.json b.json readonly.json
            ls -A | wc -l
            """#)
        #expect(
            result.stdout == """
                status 1
                null character special file 644 0:0 1
                fifo fifo 644 0:0 1
                sock socket 755 0:0 1
                link.json symbolic link 777 0:0 1
                real.json regular file 644 0:0 1
                a.json regular file 644 0:0 2
                private.json regular file 600 1234:5678 1
                readonly.json regular file 444 0:0 1
                real.json:1
                private.json:1
                {"format": "coordsh session"}
                {"format": "coordsh session"}
                {"format": "coordsh session"}
                9

                """)
        #expect(
            result.stderr == """
                -c:2: error: cannot write 'null': it is a character device, not a regular file; coordsh replaces only regular files
                -c:3: error: cannot write 'fifo': it is a FIFO (named pipe), not a regular file; coordsh replaces only regular files
                -c:4: error: cannot write 'sock': it is a socket, not a regular file; coordsh replaces only regular files
                -c:6: error: cannot write 'a.json': it has 2 names (hard links), which replacing it would separate; remove the other names or choose another name
                -c:8: error: cannot write 'readonly.json': it is read-only (mode 0444); coordsh does not replace a read-only file: make it writable (chmod u+w) or choose another name
                coordsh: 5 commands failed, the first at -c:2: ':save null'

                """)
    }

    /// `:save` replaces only the sessions it wrote, and empty files: `:save recipes.json5` once
    /// replaced the definition the session ran, and `:save victim.coord` a script. Both are
    /// refused with what the file is, and stay byte for byte.
    @Test func saveNeverReplacesADefinitionOrAScript() throws {
        let result = try CoordshProcess.bash(
            #"""
            dir=$(mktemp -d); trap 'rm -rf "$dir"' EXIT; cd "$dir"
            cp '\#(Repository.exampleApps)/shop.json5' recipes.json5; cp recipes.json5 recipes.copy
            printf 'login alice\n:expect screen home\n' >victim.coord; cp victim.coord victim.copy
            "$COORDSH" --app-file recipes.json5 -c ':save recipes.json5' >/dev/null; echo "status $?"
            "$COORDSH" -c signup -c ':save victim.coord' >/dev/null; echo "status $?"
            cmp recipes.json5 recipes.copy && cmp victim.coord victim.copy && echo "both as they were"
            : >empty.json
            "$COORDSH" -c ':save s.json' -c signup -c ':save s.json' -c ':save empty.json' >/dev/null
            echo "status $?"
            grep -c signup s.json empty.json
            """#)
        #expect(
            result.stdout == """
                status 1
                status 1
                both as they were
                status 0
                s.json:1
                empty.json:1

                """, "\(result.stderr)")
        #expect(
            result.stderr == """
                -c:1: error: cannot write 'recipes.json5': it is an app definition, not a session that ':save' wrote, and coordsh replaces no other file: choose another name, or remove the file first
                coordsh: 1 command failed, at -c:1: ':save recipes.json5'
                -c:2: error: cannot write 'victim.coord': it is a script, not a session that ':save' wrote, and coordsh replaces no other file: choose another name, or remove the file first
                coordsh: 1 command failed, at -c:2: ':save victim.coord'

                """)
    }

    /// A temporary file is unique and short: a leftover of an earlier run with the same PID
    /// (PIDs repeat in containers) once blocked saving with "File exists", and a 250-byte file
    /// name failed with "File name too long" because of a `.tmp-PID` suffix.
    @Test func temporaryFilesNeitherCollideNorLengthenTheName() throws {
        let result = try CoordshProcess.bash(
            #"""
            dir=$(mktemp -d); trap 'rm -rf "$dir"' EXIT; cd "$dir"
            long=$(printf 'n%.0s' $(seq 245)).json
            # `exec` keeps the PID: the leftover has coordsh's own PID.
            sh -c 'touch "s.json.tmp-$$"; exec "$COORDSH" -c ":save s.json" -c ":save '"$long"'"' >/dev/null
            echo "status $?"
            LC_ALL=C ls -A | sed 's/tmp-[0-9]*$/tmp-PID/; s/^n*\.json$/LONG.json/'
            """#)
        #expect(result.stdout == "status 0\nLONG.json\ns.json\ns.json.tmp-PID\n")
        #expect(result.stderr == "")
    }

    /// Killed while it saves a large state, again and again, coordsh leaves the complete file
    /// and nothing else. SIGKILL cannot be caught: the new contents are written to an unnamed
    /// file, named only for the instant between `linkat` and `rename`; SIGTERM stops between
    /// blocks of the write. The kill comes the moment any other file shows in the folder (the
    /// old `s.json.tmp-PID` showed for the whole write), or soon after the first save.
    @Test(arguments: [("KILL", "status 137"), ("TERM", "status 143")])
    func killedWhileSavingLeavesNoTemporaryFile(signal: String, status: String) throws {
        let result = try CoordshProcess.bash(
            #"""
            dir=$(mktemp -d); trap 'rm -rf "$dir"' EXIT; cd "$dir"
            text=$(printf 'm%.0s' $(seq 60000))
            { echo 'login alice'
              for i in $(seq 200); do printf 'tab home\nnew\nwrite %s\npreview\nsave\n' "$text"; done
              for i in $(seq 1000); do echo ':save s.json'; done; } >script.coord
            env --default-signal "$COORDSH" --quiet script.coord >/dev/null 2>&1 & pid=$!
            # Kill as soon as anything besides the script and s.json shows, or soon after the
            # first save, while later ones run (a deadline, never a fixed wait).
            seen=""
            for i in $(seq 3000); do
                others=$(ls -A | grep -v -x -e script.coord -e s.json)
                if [ -n "$others" ]; then seen="$others"; break; fi
                if [ -e s.json ]; then n=$((n + 1)); [ "$n" -gt 100 ] && break; fi
                sleep 0.005
            done
            kill -\#(signal) "$pid"; wait "$pid"; echo "status $?"
            echo "seen: $seen" >&2
            LC_ALL=C ls -A
            python3 -c 'import json,sys; d=json.load(open("s.json")); print(len(d["state"]["memosByUser"]["alice"]))'
            """#)
        #expect(result.stdout == "\(status)\ns.json\nscript.coord\n200\n", "\(result.stderr)")
    }

    /// A script that never ends, with no line break (a device like /dev/zero), stops on Ctrl-C:
    /// it once kept reading one endless line, and SIGINT did nothing.
    @Test(.enabled(if: isRoot, "mknod needs root"))
    func anEndlessScriptStopsOnSIGINT() throws {
        let result = try CoordshProcess.bash(
            #"""
            dir=$(mktemp -d); trap 'rm -rf "$dir"' EXIT; cd "$dir"
            mknod zero c 1 5
            env --default-signal "$COORDSH" --quiet zero >out 2>err & pid=$!
            for i in $(seq 1000); do
                read_bytes=$(awk '/^rchar/ {print $2}' /proc/$pid/io 2>/dev/null)
                [ "${read_bytes:-0}" -gt 1000000 ] && break; sleep 0.01
            done
            kill -INT "$pid"
            for i in $(seq 1000); do kill -0 "$pid" 2>/dev/null || break; sleep 0.01; done
            if kill -0 "$pid" 2>/dev/null; then kill -KILL "$pid"; echo hung; fi
            wait "$pid"; echo "status $?"
            cat out err
            """#)
        #expect(result.stdout == "status 130\nstack: login\nscreen: login\nuser: none\n")
    }

    /// `~/` in `:save`, `:load` and `:source` is the home folder (issue 15, item 5).
    @Test func aLeadingTildeIsTheHomeFolder() throws {
        let result = try CoordshProcess.bash(
            #"""
            dir=$(mktemp -d); trap 'rm -rf "$dir"' EXIT; cd /
            printf 'signup\n:save ~/s.json\n' >"$dir/x.coord"
            HOME="$dir" "$COORDSH" --quiet -c ':source ~/x.coord' -c ':reset' -c ':load ~/s.json' \
                -c ':expect screen signup'
            echo "status $?"
            ls "$dir"
            """#)
        #expect(result.stdout == "stack: login > signup\nscreen: signup\nuser: none\nstatus 0\ns.json\nx.coord\n")
        #expect(result.stderr == "")
    }

    /// With too few file descriptors free, a statically linked Swift program cannot read its
    /// arguments (it finds them through /proc): coordsh once ran on without them, read stdin as
    /// a script and exited 0. It now says so and fails. (Only the static build, which users run,
    /// gets that far: a dynamic one cannot even load its libraries.)
    @Test(.enabled(if: Self.binaryIsStatic, "the dynamic debug build fails earlier, in the loader"))
    func tooFewFileDescriptorsIsAClearError() throws {
        let result = try CoordshProcess.bash(#"prlimit --nofile=3 "$COORDSH" --bogus </dev/null; echo "status $?""#)
        #expect(result.stdout == "status 71\n")
        #expect(
            result.stderr
                == "coordsh: error: cannot read the command line arguments (are too many files open? see 'ulimit -n')\n"
        )
    }

    static let binaryIsStatic: Bool = {
        guard let result = try? CoordshProcess.bash(#"file -L "$COORDSH""#) else { return false }
        return result.stdout.contains("statically linked") || result.stdout.contains("static-pie linked")
    }()
}
