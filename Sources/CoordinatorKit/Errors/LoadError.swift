/// Why a saved session cannot be loaded: what is wrong, and where, as a JSON path such as
/// `state.flow.main.navigation.tabs[0].stack[2]`.
public struct LoadError: CoordshError, Equatable {
    public let path: String
    public let problem: String

    public init(at path: String, _ problem: String) {
        self.path = path
        self.problem = problem
    }

    public var code: ErrorCode { .badArgument }

    public var message: String {
        path.isEmpty ? problem : "\(path): \(problem)"
    }

    /// The path of a coding path: keys joined by dots, positions in brackets.
    public static func path(of codingPath: [any CodingKey]) -> String {
        codingPath.reduce(into: "") { path, key in
            if let index = key.intValue {
                path += "[\(index)]"
            } else {
                path += (path.isEmpty ? "" : ".") + key.stringValue
            }
        }
    }
}
