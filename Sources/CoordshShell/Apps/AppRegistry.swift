import CoordinatorKit
import MVCApp
import MemoApp
import MoviesApp
import StepsApp

/// The apps a session can run, by name: the built-in apps, then the definitions loaded so far
/// (`--app-file`, `:app load`). `:app`, `:reset`, `:load`, the tour and Tab completion look apps up
/// here, so a loaded definition is an app like any other.
public struct AppRegistry: Sendable {
    /// The built-in apps, the default first.
    public static let builtIns: [AppKind] = [MemoApp.kind, StepsApp.kind, MVCApp.kind, MoviesApp.kind]

    /// Every app kind, built-ins first, then definitions in the order they were loaded.
    public private(set) var kinds: [AppKind]

    public init(kinds: [AppKind] = AppRegistry.builtIns) {
        self.kinds = kinds
    }

    /// The names, in order: `memo`, `steps`, ...
    public var names: [String] { kinds.map(\.name) }

    /// The app named `name`, ignoring case.
    public func kind(named name: String) -> AppKind? {
        kinds.first { $0.name == name } ?? kinds.first { $0.name.lowercased() == name.lowercased() }
    }

    /// The built-in app named `name`, ignoring case.
    public static func builtIn(named name: String) -> AppKind? {
        AppRegistry().kind(named: name)
    }

    /// Adds a loaded definition; one of the same name loaded before is replaced (a definition
    /// never has a built-in app's name: its checks refuse that).
    public mutating func add(_ kind: AppKind) {
        if let index = kinds.firstIndex(where: { $0.name.lowercased() == kind.name.lowercased() }) {
            kinds[index] = kind
        } else {
            kinds.append(kind)
        }
    }

    /// The app list of `:apps`: each app's name and summary; the running one is marked `*`.
    public func list(marking running: String) -> String {
        let width = (names.map(\.count).max() ?? 0) + 2
        func row(_ kind: AppKind) -> String {
            let name = kind.name
            let mark = name == running ? "* " : "  "
            return mark + name + String(repeating: " ", count: width - name.count) + kind.catalog.summary
        }
        var lines = ["Built-in apps (* is running; ':app NAME' switches, starting afresh):"]
        lines += kinds.filter { !$0.isDefinition }.map(row)
        let definitions = kinds.filter(\.isDefinition)
        if !definitions.isEmpty {
            lines.append("Loaded definitions (':app load FILE' loads another):")
            lines += definitions.map(row)
        }
        return lines.joined(separator: "\n")
    }
}
