import AppDefinitions
import DesignCheck
import FoundationEssentials

/// A kind of file coordsh writes, told by its contents. A command that replaces a file replaces
/// only one of its own kind (or an empty file): a name typed by mistake, Tab completing the
/// wrong name, or a file name forgotten after `--junit`, loses nothing.
///
///     OwnFileKind.recording.marks(Data("# recorded by coordsh (:record); ...".utf8))  // true
enum OwnFileKind: CaseIterable {
    /// A session that `:save` wrote (`:record` saves the state it starts from so too).
    case session
    /// A recording that `:record` wrote.
    case recording
    /// A JUnit report that `coordsh test --junit` wrote.
    case junitReport
    /// A script that `coordsh paths` wrote.
    case pathsScript
    /// The list of the files `coordsh export swift` wrote into a package (`.coordsh-export`).
    case exportManifest

    /// How messages name it: "a session that ':save' wrote".
    var described: String {
        switch self {
        case .session: "a session that ':save' wrote"
        case .recording: "a recording that ':record' wrote"
        case .junitReport: "a JUnit report that 'coordsh test' wrote"
        case .pathsScript: "a script that 'coordsh paths' wrote"
        case .exportManifest: "the list of the files 'coordsh export' wrote"
        }
    }

    /// Whether `bytes` are a file of this kind. Each kind is told by its start (a session by
    /// its `"format"` key, which comes before its state however large).
    func marks(_ bytes: Data) -> Bool {
        switch self {
        case .session: Self.hasSessionFormat(bytes.prefix(Self.sessionHeaderBytes))
        case .recording: bytes.starts(with: Session.recordingMark.utf8)
        case .junitReport: bytes.prefix(256).firstRange(of: Array(JUnitReport.mark.utf8)) != nil
        case .pathsScript: bytes.starts(with: (TestScript.generatedMarker + "\n").utf8)
        case .exportManifest: bytes.starts(with: ExportFolder.manifestMark.utf8)
        }
    }

    /// What a file that is not of the kind wanted is, for the message that refuses it: another
    /// kind of coordsh's, an app definition, a script (a `.coord` file); `nil` for anything else.
    static func described(_ bytes: Data, path: String) -> String? {
        if let kind = allCases.first(where: { $0.marks(bytes) }) { return kind.described }
        if DocumentKind(of: Array(bytes)) == .definition { return "an app definition" }
        return path.hasSuffix(".coord") ? "a script" : nil
    }

    /// Whether `bytes` are a script `:source` runs: a recording, a script `coordsh paths`
    /// wrote, or a `.coord` file.
    static func isScript(_ bytes: Data, path: String) -> Bool {
        recording.marks(bytes) || pathsScript.marks(bytes) || path.hasSuffix(".coord")
    }

    /// How far into a saved session its `"format"` key may be: after the app's name and the
    /// definition's digest and path (keys are sorted).
    static let sessionHeaderBytes = 16 << 10

    /// Whether `bytes` hold `"format"`, a colon and `"coordsh session"`, with any spaces
    /// between, as `:save` or a tool that lays JSON out again writes them.
    private static func hasSessionFormat(_ bytes: Data) -> Bool {
        let key = Array("\"format\"".utf8)
        let value = Array("\"\(SessionFile.format)\"".utf8)
        var rest = bytes[...]
        while let found = rest.firstRange(of: key) {
            var after = rest[found.upperBound...].drop { $0 == 0x20 || $0 == 0x09 || $0 == 0x0A || $0 == 0x0D }
            if after.first == UInt8(ascii: ":") {
                after = after.dropFirst().drop { $0 == 0x20 || $0 == 0x09 || $0 == 0x0A || $0 == 0x0D }
                if after.starts(with: value) { return true }
            }
            rest = rest[found.upperBound...]
        }
        return false
    }
}
