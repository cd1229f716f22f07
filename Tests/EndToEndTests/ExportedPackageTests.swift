import Foundation
import TestSupport
import Testing

/// The proof of SPEC 11: the binary exports each app, and each package builds with `swift build`
/// (warnings as errors, Swift 6 language mode) and passes its own tests with `swift test`, which
/// replay coordsh's scripts against the generated coordinators and compare every state. The same
/// export in another process writes the same bytes, and `swift format lint` finds nothing to change.
///
/// Building a package takes about 35 s on 2 cores, so `COORDSH_EXPORT_PACKAGES` chooses: `all`,
/// every built-in app, every `examples/apps/*.json5` and the designs of `SwiftExportTests/Samples`,
/// which `.ci/run` runs; `shop`, the shop example only (the richest design: tabs, a catalogue, modal flows,
/// sign-in, links with query parameters), for working on the export; unset or `none`, nothing,
/// so that `./scripts/test` stays within two minutes.
@Suite("Exported packages build and replay coordsh's scripts", .serialized)
struct ExportedPackageTests {
    struct Export: Sendable, CustomTestStringConvertible {
        let name: String
        /// `--app NAME` or `--app-file FILE`, and the scripts to replay besides the walks.
        let arguments: [String]

        var testDescription: String { name }
    }

    /// The golden transcripts that run on the memo app (the others switch apps or read files).
    static let memoScripts = ["bad-input", "deep-links", "memo-journey", "navigation", "teaching", "unicode"].map {
        Repository.root + "/Tests/EndToEndTests/Golden/\($0).coord"
    }

    /// Ids of the shop's catalogue, good and bad, on screens that report them and others: the
    /// exported core must refuse each line as coordsh's parser does.
    static let shopIDs = Repository.root + "/Tests/SwiftExportTests/Samples/shop-catalogue-ids.coord"

    static var all: [Export] {
        var exports = TestApps.names.map { app in
            var scripts = [Repository.root + "/examples/\(app).coord"]
            if app == "memo" { scripts += memoScripts }
            return Export(name: app, arguments: ["--app", app] + scripts.flatMap { ["--script", $0] })
        }
        let files = (try? FileManager.default.contentsOfDirectory(atPath: Repository.exampleApps)) ?? []
        for file in files.filter({ $0.hasSuffix(".json5") }).sorted() {
            let scripts = file == "memo.json5" ? memoScripts : file == "shop.json5" ? [shopIDs] : []
            exports.append(
                Export(
                    name: file,
                    arguments: ["--app-file", Repository.exampleApps + "/" + file]
                        + scripts.flatMap { ["--script", $0] }))
        }
        // The sample designs that are awkward to export: names that clash with Swift, no events, a
        // flow without variables, conditions that throw, variants of a gate's flow, a modal flow
        // started by a flow that is released under it, a rule of its own for user names (with a
        // script of names it accepts and refuses).
        let samples = [
            "awkward-names.json5", "flow-without-variables.json5", "no-events.json5", "throwing-conditions.json5",
            "gate-variants.json5", "nested-modal-flow.json5", "user-name-rules.json5",
        ]
        let folder = Repository.root + "/Tests/SwiftExportTests/Samples/"
        for sample in samples {
            let script = sample == "user-name-rules.json5" ? ["--script", folder + "user-name-rules.coord"] : []
            exports.append(Export(name: sample, arguments: ["--app-file", folder + sample] + script))
        }
        return exports
    }

    static var selected: [Export] {
        switch ProcessInfo.processInfo.environment["COORDSH_EXPORT_PACKAGES"] {
        case "all": all
        case "shop": all.filter { $0.name == "shop.json5" }
        default: []
        }
    }

    @Test func everyAppIsOnTheList() {
        #expect(Self.all.count == TestApps.names.count + 5 + 7)
    }

    @Test(arguments: selected)
    func thePackageBuildsWithoutWarningsAndReplaysEveryScript(_ export: Export) throws {
        let folder = FileManager.default.temporaryDirectory.appendingPathComponent(
            "coordsh-package-\(UUID().uuidString)")
        try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: false)  // --out's parent must exist
        defer { try? FileManager.default.removeItem(at: folder) }
        let package = folder.appendingPathComponent("package")
        let exported = try CoordshProcess.run(["export", "swift"] + export.arguments + ["--out", package.path])
        try #require(exported.status == 0, "\(exported.stderr)")
        #expect(exported.stdout.contains("its tests replay"))

        // Another process (other hash seeds) writes the same bytes.
        let again = folder.appendingPathComponent("again")
        #expect(try CoordshProcess.run(["export", "swift"] + export.arguments + ["--out", again.path]).status == 0)
        for path in try files(in: package) {
            #expect(
                try Data(contentsOf: package.appendingPathComponent(path))
                    == Data(contentsOf: again.appendingPathComponent(path)),
                "\(path) differs between two exports")
        }
        #expect(try files(in: again) == files(in: package))

        let lint = try Tool.run(["swift", "format", "lint", "--recursive", "Sources", "Tests"], in: package)
        #expect(lint.status == 0 && lint.output.isEmpty, "swift format lint:\n\(lint.output.suffix(2000))")
        let build = try Tool.run(["swift", "build", "--build-tests", "-Xswiftc", "-warnings-as-errors"], in: package)
        try #require(build.status == 0, "swift build:\n\(build.output.suffix(4000))")
        let test = try Tool.run(["swift", "test", "--skip-build"], in: package)
        #expect(test.status == 0, "swift test:\n\(test.output.suffix(4000))")
        #expect(test.output.contains("✔ Test run with 2 tests in 1 suite passed"), "\(test.output.suffix(2000))")
    }

    /// Every file under `folder`, relative, sorted.
    private func files(in folder: URL) throws -> [String] {
        let all = try FileManager.default.subpathsOfDirectory(atPath: folder.path)
        return all.filter { path in
            var isFolder: ObjCBool = false
            return FileManager.default.fileExists(
                atPath: folder.appendingPathComponent(path).path, isDirectory: &isFolder)
                && !isFolder.boolValue && !path.hasPrefix(".build")
        }.sorted()
    }
}

/// Runs a tool of the toolchain in a folder, stdout and stderr together, and stops it after a
/// deadline (a build that hangs fails the test instead of holding CI).
enum Tool {
    static let deadline: TimeInterval = 900

    static func run(_ arguments: [String], in folder: URL) throws -> (status: Int32, output: String) {
        let process = Process()
        process.executableURL = URL(fileURLWithPath: "/usr/bin/env")
        process.arguments = arguments
        process.currentDirectoryURL = folder
        process.standardInput = FileHandle.nullDevice
        let output = Pipe()
        process.standardOutput = output
        process.standardError = output
        try process.run()
        let watchdog = DispatchWorkItem { if process.isRunning { process.terminate() } }
        DispatchQueue.global().asyncAfter(deadline: .now() + deadline, execute: watchdog)
        let data = output.fileHandleForReading.readDataToEndOfFile()
        process.waitUntilExit()
        watchdog.cancel()
        return (process.terminationStatus, String(decoding: data, as: UTF8.self))
    }
}
