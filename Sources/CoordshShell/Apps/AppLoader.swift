import AppDefinitions
import CoordinatorKit

/// Reads an app definition file into an app kind: `--app-file FILE` and `:app load FILE`.
struct AppLoader {
    let files: any FileAccess

    /// The kind of the apps the definition in `path` makes; an unreadable file is an `io` error,
    /// an invalid definition lists every problem with its line and column.
    func kind(from path: String) throws(ShellError) -> AppKind {
        let data = try files.read(path, limit: AppDefinitionReader.maxBytes)
        let names = AppRegistry.builtIns.map(\.name) + ["load"]
        switch AppDefinitionReader.read(Array(data), file: path, reservedNames: names) {
        case .success(let definition):
            return AppKind(model: DefinedModel(definition, file: path))
        case .failure(let errors):
            throw .invalidDefinition(errors)
        }
    }
}
