import Foundation
import Testing

/// `scripts/setup`: `run` asks only for what running needs, `test` for what the tests need too,
/// and without root or sudo it prints the exact `apt-get install` line to run as root instead of
/// failing with `sudo: command not found`. Run with a PATH of stubs: a `swift`, an `id` that
/// says "not root", and no sudo, no apt-get, none of the packages' commands.
@Suite("scripts/setup")
struct SetupScriptTests {
    private func setup(_ arguments: [String]) throws -> CoordshProcess.Result {
        let stubs = FileManager.default.temporaryDirectory.appendingPathComponent("coordsh-setup-\(UUID().uuidString)")
        try FileManager.default.createDirectory(at: stubs, withIntermediateDirectories: true)
        defer { try? FileManager.default.removeItem(at: stubs) }
        // The stubs are written by the shell that then runs them: written from this process, a
        // stub's open descriptor could be inherited by a process another test starts at that
        // moment, and running the stub then failed with "Text file busy" (ETXTBSY).
        let writeStubs = [("swift", "exit 0"), ("id", "echo 1000")].map { name, body in
            "printf '#!/bin/bash\\n\(body)\\n' > '\(stubs.path)/\(name)' && chmod 755 '\(stubs.path)/\(name)'"
        }.joined(separator: " && ")
        let script = CoordshProcess.packageRoot.appendingPathComponent("scripts/setup").path
        let words = arguments.map { "'\($0)'" }.joined(separator: " ")
        return try CoordshProcess.bash("\(writeStubs) && PATH='\(stubs.path)' /bin/bash '\(script)' \(words)")
    }

    @Test func withoutRootOrSudoItPrintsTheAptGetLineForRunning() throws {
        let result = try setup(["run"])
        #expect(result.status == 1)
        #expect(!result.stderr.contains("sudo: command not found"))
        #expect(result.stderr.contains("\n  apt-get update && apt-get install -y pkg-config\n"), "\(result.stderr)")
        for testOnly in ["python3", "graphviz", "tmux", "diffutils", "strace", "gdb", "libxml2-utils"] {
            #expect(!result.stderr.contains(testOnly), "running does not need \(testOnly)")
        }
    }

    @Test func theTestsNeedMore() throws {
        let result = try setup(["test", "nonexistent-tool:some-package"])
        #expect(result.status == 1)
        #expect(
            result.stderr.contains(
                "\n  apt-get update && apt-get install -y pkg-config diffutils python3 graphviz tmux less strace gdb libxml2-utils some-package\n"
            ),
            "\(result.stderr)")
        #expect(try setup([]).stderr == result.stderr.replacingOccurrences(of: " some-package", with: ""))
    }
}
