/// Places in the repository that tests read: the example files, the golden transcripts.
public enum Repository {
    /// The repository's root folder, found from this file's place.
    public static let root: String = {
        var path = #filePath
        for _ in 0..<3 { path = String(path[..<(path.lastIndex(of: "/") ?? path.startIndex)]) }
        return path
    }()

    /// `examples/apps`: the app definitions.
    public static var exampleApps: String { root + "/examples/apps" }
}
