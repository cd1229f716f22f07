import AppDefinitions
import CoordinatorKit
import DesignCheck
import SwiftExport

/// `coordsh export swift ...`: reads the design (a built-in app's definition, or a file), makes
/// the replay scripts and what coordsh prints for them, generates the package and writes it.
/// Prints what it wrote and what the replay covers; notes on renamed names go to stderr.
enum ExportCommand {
    /// How many seeded walks the export makes, and how long each is.
    static let walks = 3
    static let walkLength = 300

    static func main(_ arguments: [String], out: any TextOutput, err: any TextOutput) -> Int32 {
        do {
            switch try ExportOptions.parse(arguments) {
            case .help:
                out.write(ExportOptions.help)
                return 0
            case .export(let options):
                let result = try export(options)
                for note in result.notes { err.write("note: \(note)\n") }
                out.write(result.summary + "\n")
                return 0
            }
        } catch {
            out.flush()
            err.write(error.report)
            return error.status
        }
    }

    struct Result {
        let notes: [String]
        let summary: String
    }

    static func export(_ options: ExportOptions) throws(ExportError) -> Result {
        let folder = ExportFolder(path: options.out, force: options.force)
        try folder.check()
        let design = try ExportDesign.load(options)
        var coverage = ReplayCoverage(kind: design.kind, registry: design.registry)
        let recorder = ReplayRecorder(
            kind: design.kind, registry: design.registry, keptKeys: design.stateKeys, designDigest: design.digest)
        let generated = generatedScripts(for: design)
        // The scripts given first: one that cannot be read or replayed fails the export at once.
        var given: [ExportInput.ReplayScript] = []
        var names = Set(generated.map(\.name))
        for path in options.scripts {
            let text: String
            do {
                text = String(decoding: try LocalFiles().read(path, limit: 16 << 20), as: UTF8.self)
            } catch {
                throw .unreadable(path, reason: error.reason)
            }
            var name = String(path.split(separator: "/").last ?? "script")
            if name.hasSuffix(".coord") { name.removeLast(6) }
            while names.contains(name) { name += "-2" }
            names.insert(name)
            given.append(try recorder.record(text, name: name, file: path, checkingExpectations: true))
        }
        var scripts: [ExportInput.ReplayScript] = []
        for (name, text) in generated { scripts.append(try recorder.record(text, name: name)) }
        scripts += given
        for script in scripts { coverage.add(script.script) }
        let input = ExportInput(
            definition: design.definition, appName: design.name, source: design.source, digest: design.digest,
            scripts: scripts, leftOutKeys: recorder.leftOut.sorted())
        let export = SwiftExporter.export(input)
        try folder.write(export.files)
        let summary =
            "exported the \(design.name) app to \(options.out) (\(export.module), \(Count.grouped(export.files.count + 1)) files); "
            + "its tests replay \(Count.grouped(scripts.count)) scripts: \(coverage.summary)"
        return Result(notes: export.notes, summary: summary)
    }

    /// How deep the replay's transition scripts explore: every kind of transition between screens
    /// within this many commands of the start (what `coordsh paths --cover transitions --depth 4`
    /// writes); the walks go further.
    static let pathDepth = 4

    /// The scripts the export makes for the replay tests, by name: the shortest paths that take
    /// every kind of transition between screens near the start (`coordsh paths --cover
    /// transitions`), then seeded walks guided towards events and moves not yet taken. The names
    /// stay apart from those of `--script` files.
    static func generatedScripts(for design: ExportDesign) -> [(name: String, text: String)] {
        let explorer = Explorer(bounds: ExplorationBounds(depth: pathDepth), recordsTransitions: true)
        let paths = PathCover.scripts(.transitions, from: explorer.explore(design.kind)).map { script in
            var name = script.name
            if name.hasSuffix(".coord") { name.removeLast(6) }
            // Each replay starts the app afresh: the line that names the app (`:app load FILE` for
            // a definition) is left out.
            return ("path-" + name, script.lines.filter { !$0.hasPrefix(":app ") }.map { $0 + "\n" }.joined())
        }
        let walks = (1...walks).map { index in
            let walk = ReplayWalk(
                kind: design.kind, definition: design.definition, seed: SplitMix64.seed(for: design.name, index),
                length: walkLength)
            return ("walk-\(index)", walk.script())
        }
        return paths + walks
    }
}
