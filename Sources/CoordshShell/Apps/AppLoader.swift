import AppDefinitions
import CoordinatorKit
import FoundationEssentials

/// Reads an app definition file into an app kind: `--app-file FILE` and `:app load FILE`.
struct AppLoader {
    let files: any FileAccess

    /// The kind of the apps the definition in `path` makes; an unreadable file is an `io` error,
    /// an invalid definition lists every problem with its line and column.
    func kind(from path: String) throws(ShellError) -> AppKind {
        let data: Data
        do {
            data = try files.read(path, limit: AppDefinitionReader.maxBytes)
        } catch .unreadable(_, reason: .tooLarge) {
            throw .invalidDefinition(Self.tooLarge(path))
        }
        let names = AppRegistry.builtIns.map(\.name) + ["load"]
        switch AppDefinitionReader.read(Array(data), file: path, reservedNames: names) {
        case .success(let definition):
            return AppKind(model: DefinedModel(definition, file: path))
        case .failure(let errors):
            throw .invalidDefinition(errors)
        }
    }

    /// A file over the size limit is a definition over the limits (SPEC 9: status 65), as
    /// `coordsh export` says, not a file that cannot be read.
    static func tooLarge(_ path: String) -> DefinitionErrors {
        let limit = AppDefinitionReader.maxBytes
        return DefinitionErrors(
            file: path,
            problems: [
                DefinitionProblem(
                    at: "", "the file is larger than \(limit) bytes; a definition has at most \(limit) (1 MiB)",
                    position: SourcePosition(line: 1, column: 1))
            ])
    }
}
