/// The first syntax error of a JSON5 document, with its place.
public struct JSON5SyntaxError: Error, Equatable, Sendable {
    public let position: SourcePosition
    public let message: String
}
