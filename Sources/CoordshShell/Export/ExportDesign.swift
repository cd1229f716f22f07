import AppDefinitions
import CoordinatorKit
import FoundationEssentials
import Glibc

/// The design an export is made from: its checked definition (a built-in app's, from the
/// binary, or a file's), named as the app it exports, and the app coordsh runs to record what the
/// replay expects (the built-in Swift app itself, or the definition).
struct ExportDesign {
    /// The app's name in the state: `memo`, or the definition's name.
    let name: String
    /// The app the replay scripts are recorded on.
    let kind: AppKind
    let registry: AppRegistry
    /// The definition as read, named as the app.
    let definition: AppDefinition
    /// Where it came from, for the exported files' first line.
    let source: String
    let digest: String
    /// For a built-in app: the keys of the definition's state, the only ones the replay compares.
    let stateKeys: Set<String>?

    static func load(_ options: ExportOptions) throws(ExportError) -> ExportDesign {
        if let file = options.appFile { return try load(file: file) }
        let text = BuiltInDefinitions.texts[options.app] ?? ""
        let path = "examples/apps/\(options.app).json5"
        var definition = try read(Array(text.utf8), file: path, reserved: [])
        let digest = AppDefinitionReader.digest(of: definition)
        let model = DefinedModel(definition, file: path)
        definition.name = options.app
        guard let kind = AppRegistry.builtIn(named: options.app) else { throw .usage(.unknownApp(options.app)) }
        return ExportDesign(
            name: options.app, kind: kind, registry: AppRegistry(), definition: definition,
            source: "the built-in \(options.app) app's definition (\(path))", digest: digest,
            stateKeys: Set(stateObject(of: DefinedApp(model).report()).keys))
    }

    private static func load(file: String) throws(ExportError) -> ExportDesign {
        let data: Data
        do {
            data = try LocalFiles().read(file, limit: AppDefinitionReader.maxBytes)
        } catch {
            var status = stat()
            if stat(file, &status) == 0, status.st_mode & S_IFMT == S_IFREG,
                Int(status.st_size) > AppDefinitionReader.maxBytes
            {
                throw .invalidDefinition(
                    DefinitionErrors(
                        file: file,
                        problems: [
                            DefinitionProblem(
                                at: "",
                                "the file has \(status.st_size) bytes; a definition has at most \(AppDefinitionReader.maxBytes) (1 MiB)",
                                position: SourcePosition(line: 1, column: 1))
                        ]))
            }
            throw .unreadable(file, reason: error.reason)
        }
        let reserved = AppRegistry.builtIns.map(\.name) + ["load"]
        let definition = try read(Array(data), file: file, reserved: reserved)
        let kind = AppKind(model: DefinedModel(definition, file: file))
        var registry = AppRegistry()
        registry.add(kind)
        let base = String(file.split(separator: "/").last ?? Substring(file))
        return ExportDesign(
            name: definition.name, kind: kind, registry: registry, definition: definition, source: base,
            digest: AppDefinitionReader.digest(of: definition), stateKeys: nil)
    }

    private static func read(_ bytes: [UInt8], file: String, reserved: [String]) throws(ExportError) -> AppDefinition {
        switch AppDefinitionReader.read(bytes, file: file, reservedNames: reserved) {
        case .success(let definition): return definition
        case .failure(let errors): throw .invalidDefinition(errors)
        }
    }

    /// The `state` object `--json` prints for `report`.
    static func stateObject(of report: StateReport) -> [String: JSONValue] {
        var json = JSONWriter()
        JSONState(report: report).write(to: &json)
        guard case .object(let object)? = try? JSONDecoder().decode(JSONValue.self, from: Data(json.bytes)) else {
            return [:]
        }
        return object.dictionary
    }
}
