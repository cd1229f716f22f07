import AppDefinitions
import CoordinatorKit
import FoundationEssentials
import SwiftExport

// MARK: - The files a line names (`:save`, `:load`, `:app load`) and `:tree`

extension Session {
    /// `:save PATH`: writes the app's state, replacing only a session file coordsh wrote (never
    /// the definition that runs, nor a script), through a temporary file renamed into place.
    /// What `:save` writes, `:load` must read: a state too large for it is refused here.
    func save(to path: String) throws -> LineResult {
        let data = try SessionFile.encode(app)
        guard data.count <= SessionFile.maxBytes else {
            throw ShellError.unwritable(path, reason: .wouldBeTooLarge(bytes: data.count, limit: SessionFile.maxBytes))
        }
        try files.checkReplaceable(path, as: .session)
        try files.writeAtomically(data, to: path)
        return LineResult(display: .text("saved the \(app.catalog.name) app's state to \(path)"))
    }

    /// Reads a file a line names, from the folder coordsh runs in or, in a script, from the
    /// script's own folder (`FileAccess.read(_:besideScript:with:)`).
    func read<Value>(
        _ path: String, with read: (String) throws(ShellError) -> Value
    ) throws(ShellError) -> (Value, path: String) {
        try files.read(path, besideScript: scriptPath, with: read)
    }

    /// `:load PATH`: runs the app a session file holds. A definition given instead is named as
    /// one (`:app load` reads it).
    func load(from typed: String, input: String) throws -> LineResult {
        let (data, path) = try read(typed) { path throws(ShellError) in
            try files.read(path, limit: SessionFile.maxBytes)
        }
        let loaded: any CoordinatedApp
        do {
            loaded = try SessionFile.decode(data, registry: registry)
        } catch {
            if DocumentKind(of: Array(data)) == .definition { throw ShellError.definitionNotSession(path) }
            // Another file of coordsh's own, or a script, is named as what it is.
            if let kind = OwnFileKind.described(data, path: path), !OwnFileKind.session.marks(data) {
                throw ShellError.notSession(path, kind, runsAsScript: OwnFileKind.isScript(data, path: path))
            }
            throw ShellError.cannotLoad(path, error)
        }
        replaceApp(with: loaded, changedBy: input)
        recording?.fileRead = path
        return LineResult(display: .state, notes: ["loaded \(path)"])
    }

    /// `:app load PATH`: runs the app a definition describes, kept in the registry from then on
    /// (undo takes both back).
    func loadApp(from typed: String, input: String) throws -> LineResult {
        let (kind, path) = try read(typed) { path throws(ShellError) in try AppLoader(files: files).kind(from: path) }
        let before = registry
        registry.add(kind)
        replaceApp(with: kind.start(), changedBy: input, registryBefore: before)
        recording?.fileRead = path
        return LineResult(display: .state, notes: ["loaded the \(kind.name) app from \(path)"])
    }

    /// What `:tree` shows: the coordinators that run, a defined app's by the classes its
    /// exported Swift has.
    var treeText: String {
        let classes = (app as? DefinedApp).map { SwiftExporter.coordinatorClasses(of: $0.model.definition) } ?? [:]
        return TreeText.render(app.rootCoordinator, classes: classes)
    }
}
