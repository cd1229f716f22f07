import CoordinatorKit
import DesignCheck
import FoundationEssentials

/// `coordsh paths`: a test suite made from the model. Scripts that reach every screen (or take
/// every kind of transition between screens) by shortest paths, with `:expect` lines after every
/// step, written into `--out DIR` (one file each) or printed; then the coverage reached.
struct PathsCommand {
    let options: SubcommandOptions

    func run(out: FileOutput, err: FileOutput) -> Int32 {
        var folder: ScriptFolder?
        if let path = options.out {
            switch ScriptFolder.prepare(path, force: options.force) {
            case .success(let prepared): folder = prepared
            case .failure(let error):
                err.write(error.report)
                return Coordsh.Status.usage
            }
        }
        let choice: AppChoice
        switch AppChoice.make(options, err: err) {
        case .success(let made): choice = made
        case .failure(let status): return status.status
        }
        Interrupts.install()
        var explorer = Explorer(
            bounds: options.bounds, recordsTransitions: options.cover == .transitions,
            shouldStop: { _ in Interrupts.stopRequested })
        explorer.confirmsTraps = false
        let exploration = explorer.exploreSpecialised(choice.kind)
        if exploration.interruption != nil {
            return Interrupts.termination.map(Coordsh.Status.terminated(by:)) ?? Coordsh.Status.interrupted
        }
        // Written to a folder, a script names the definition from there, to run from any folder.
        var definitionPath: String?
        if let file = options.appFile, let folder {
            definitionPath = ScriptPath.naming(file, fromFolder: folder.path, workingFolder: LocalFiles().workingFolder)
        }
        let scripts = PathCover.scripts(options.cover, from: exploration, definitionPath: definitionPath)
        let coverage = coverageText(exploration, scripts: scripts.count)
        guard let folder else {
            out.write(scripts.map { "# file: \($0.name)\n" + $0.text }.joined(separator: "\n"))
            out.flush()
            err.write(coverage)
            return Coordsh.Status.success
        }
        if let problem = folder.problem(writing: scripts) {
            out.flush()
            err.write(problem.report)
            return Coordsh.Status.usage
        }
        let removed: [String]
        do {
            removed = try folder.write(scripts)
        } catch {
            out.flush()
            err.write("error: \(error.message)\n")
            return Coordsh.Status.failure
        }
        var written = "wrote \(Count.text(scripts.count, "script")) to \(folder.path)"
        if !removed.isEmpty {
            // Named, the first few: a user sees which of their folder's files went.
            written += ", removed \(removed.count) an earlier run wrote (\(Count.quoted(removed, most: 5)))"
        }
        out.write(written + "\n" + coverage)
        return Coordsh.Status.success
    }

    /// `coverage: 10 of 10 screens` and, for transitions, how many kinds of transition.
    private func coverageText(_ exploration: Exploration, scripts: Int) -> String {
        let screens = exploration.screens
        let missing = screens.filter { $0.state == nil }.map(\.route.name.rawValue)
        var text = "coverage: \(screens.count - missing.count) of \(Count.text(screens.count, "screen"))"
        if options.cover == .transitions {
            text +=
                ", \(Count.text(scripts, "kind")) of transition between screens (each from a screen, by a kind of command, to a screen)"
        }
        // A screen nothing shows is out of reach whatever the bounds; raising them helps the others.
        let nothingShows = exploration.catalog.routesNothingShows
        let unreachable = missing.filter { nothingShows.contains($0) }
        let leftOut = missing.filter { !nothingShows.contains($0) }
        if !unreachable.isEmpty {
            text +=
                "; unreachable, as nothing shows \(unreachable.count == 1 ? "it" : "them"): "
                + unreachable.joined(separator: ", ")
        }
        if !leftOut.isEmpty {
            let them = leftOut.count == 1 ? "it" : "them"
            switch exploration.end {
            case .complete: text += "; not reached: "
            case .depthBound: text += "; not reached within the bounds (a deeper --depth may reach \(them)): "
            case .statesBound: text += "; not reached within the bounds (a larger --states may reach \(them)): "
            case .interrupted: text += "; not reached before the interruption: "
            }
            text += leftOut.joined(separator: ", ")
        }
        switch exploration.end {
        case .complete: text += "; every reachable state was explored"
        case .depthBound: text += "; explored \(Count.text(options.bounds.depth, "command")) deep (--depth)"
        case .statesBound: text += "; stopped at \(Count.text(options.bounds.states, "state")) (--states)"
        case .interrupted: text += "; interrupted"
        }
        return text + "\n"
    }
}
