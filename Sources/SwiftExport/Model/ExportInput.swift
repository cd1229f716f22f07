import AppDefinitions

/// What an export is made from: a checked definition, what to call the app, where it came from,
/// and the scripts the exported tests replay with what coordsh printed for them.
public struct ExportInput: Sendable {
    /// A script the exported tests replay: its text, and the JSON Lines `coordsh --json` printed
    /// for it on the same app.
    public struct ReplayScript: Sendable, Equatable {
        /// The file name in the package, without extension (`memo-walk-1`).
        public let name: String
        public let script: String
        public let jsonLines: String

        public init(name: String, script: String, jsonLines: String) {
            self.name = name
            self.script = script
            self.jsonLines = jsonLines
        }
    }

    public let definition: AppDefinition
    /// The app's name in the state (`app`): the built-in app's name, or the definition's.
    public let appName: String
    /// Where the design came from, for the first line of every file: `examples/apps/shop.json5`,
    /// `the built-in memo app`.
    public let source: String
    /// The definition's digest (SHA-256 of its canonical form).
    public let digest: String
    public let scripts: [ReplayScript]
    /// State keys coordsh prints for this app that the design does not describe (a built-in app's
    /// own objects), left out of the expected states; with why, for the package's README.
    public let leftOutKeys: [String]

    public init(
        definition: AppDefinition, appName: String, source: String, digest: String, scripts: [ReplayScript],
        leftOutKeys: [String] = []
    ) {
        self.definition = definition
        self.appName = appName
        self.source = source
        self.digest = digest
        self.scripts = scripts
        self.leftOutKeys = leftOutKeys
    }
}

/// A file of an exported package: its path inside the package and its text.
public struct GeneratedFile: Equatable, Sendable {
    public let path: String
    public let contents: String

    public init(path: String, contents: String) {
        self.path = path
        self.contents = contents
    }
}
