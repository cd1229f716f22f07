/// Where each value and key of a JSON5 document is, by its path in the document
/// (`events[3].do[0].push`), so that a problem found in the decoded definition can be reported at
/// its line and column. Made by `JSON5Scanner`, which also finds syntax errors and duplicate keys:
/// Foundation's decoder reports neither with a place, and keeps the first of two equal keys.
public struct SourceMap: Sendable {
    /// Where the value at each path starts.
    var values: [String: SourcePosition] = [:]
    /// Where the key of each object member is, by the member's path.
    var keys: [String: SourcePosition] = [:]
    /// Keys written twice in one object: the second one's path and place.
    public internal(set) var duplicateKeys: [(path: String, position: SourcePosition)] = []

    /// The place of the value at `path`, or of the nearest enclosing value that is in the file
    /// (a missing key is reported at the object that lacks it).
    public func position(of path: String) -> SourcePosition {
        var path = path
        while true {
            if let position = values[path] { return position }
            guard let parent = Self.parent(of: path) else { return values[""] ?? SourcePosition(line: 1, column: 1) }
            path = parent
        }
    }

    /// The place of the key of the member at `path` (for an unknown key), else of its value.
    public func keyPosition(of path: String) -> SourcePosition {
        keys[path] ?? position(of: path)
    }

    /// `events[3]` for `events[3].do`, `events` for `events[3]`, `""` for `events`, `nil` for `""`.
    static func parent(of path: String) -> String? {
        guard !path.isEmpty else { return nil }
        if path.hasSuffix("]"), let open = path.lastIndex(of: "[") { return String(path[..<open]) }
        if let dot = path.lastIndex(of: ".") { return String(path[..<dot]) }
        return ""
    }

    /// The path of the member `key` of the object at `path`.
    static func member(_ key: String, of path: String) -> String {
        path.isEmpty ? key : path + "." + key
    }

    /// The path of element `index` of the array at `path`.
    static func element(_ index: Int, of path: String) -> String {
        path + "[\(index)]"
    }
}
