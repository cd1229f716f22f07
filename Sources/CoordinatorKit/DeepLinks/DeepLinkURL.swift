/// A deep link split into its scheme, path segments and query items: `memo://memos/detail/3?ref=mail`
/// has the scheme `memo`, the segments `memos`, `detail`, `3` and one query item, `ref` = `mail`.
///
/// This is only the URL's syntax; each app reads the segments (and, if it wants, the query items)
/// into its own link type. The built-in apps ignore query items; an app definition may map them
/// to route arguments. A fragment (`#top`) is refused: no app could use it.
public struct DeepLinkURL: Hashable, Sendable, CustomStringConvertible {
    /// One parameter of a link's query string: `ref=mail` in `memo://home?ref=mail`.
    public struct QueryItem: Hashable, Sendable {
        /// The name, percent-decoded; never empty.
        public let name: String
        /// The value, percent-decoded; `nil` for a name without `=` (`?preview`), empty for
        /// `?ref=`. A `+` is kept as it is (write a space as `%20`).
        public let value: String?

        public init(name: String, value: String?) {
            self.name = name
            self.value = value
        }
    }

    /// The scheme, lowercased.
    public let scheme: String
    /// The path segments, percent-decoded, without empty ones from a trailing `/`.
    public let segments: [String]
    /// The query string's parameters, in the order written; a name may repeat. Empty without a
    /// query string, or with `?` and nothing after it. Empty parameters (`&&`) are left out.
    public let queryItems: [QueryItem]
    /// The link as it was written.
    public let text: String

    /// Splits `text` into a scheme, segments and query items.
    ///
    ///     try DeepLinkURL("memo://home/detail/42").segments       // ["home", "detail", "42"]
    ///     try DeepLinkURL("steps://view2?ref=mail").queryItems    // [QueryItem(name: "ref", value: "mail")]
    public init(_ text: String) throws(DeepLinkError) {
        self.text = text
        guard let separator = text.firstRange(of: "://") else { throw .noScheme(text) }
        let scheme = text[..<separator.lowerBound]
        guard let first = scheme.first, first.isASCII, first.isLetter,
            scheme.allSatisfy({ $0.isASCII && ($0.isLetter || $0.isNumber || "+-.".contains($0)) })
        else { throw .badScheme(text) }
        self.scheme = scheme.lowercased()

        let rest = text[separator.upperBound...]
        if rest.contains("#") { throw .unsupported(text, "#") }
        let query = rest.firstIndex(of: "?")
        let path = rest[..<(query ?? rest.endIndex)]
        if let query {
            queryItems = try Self.queryItems(in: rest[rest.index(after: query)...], of: text)
        } else {
            queryItems = []
        }
        var pieces = path.split(separator: "/", omittingEmptySubsequences: false)
        if pieces.last?.isEmpty == true { pieces.removeLast() }
        guard !pieces.isEmpty else { throw .empty(text) }
        guard !pieces.contains(where: { $0.isEmpty }) else { throw .emptySegment(text) }
        var segments: [String] = []
        for piece in pieces {
            segments.append(try Self.decodedText(piece, of: text))
        }
        self.segments = segments
    }

    public var description: String { text }

    /// The values of the query parameters named `name`, in order; a name without `=` gives `""`.
    public func queryValues(named name: String) -> [String] {
        queryItems.filter { $0.name == name }.map { $0.value ?? "" }
    }

    /// The value of the first query parameter named `name` (`""` for a name without `=`), or
    /// `nil` when the link has none.
    public func queryValue(named name: String) -> String? {
        queryItems.first { $0.name == name }.map { $0.value ?? "" }
    }

    /// Reads `NAME=VALUE&NAME=VALUE`: each part split at its first `=`, both sides decoded.
    private static func queryItems(in query: Substring, of text: String) throws(DeepLinkError) -> [QueryItem] {
        var items: [QueryItem] = []
        for part in query.split(separator: "&") {
            let equals = part.firstIndex(of: "=")
            let name = part[..<(equals ?? part.endIndex)]
            guard !name.isEmpty else { throw .queryWithoutName(text) }
            let decodedName = try decodedText(name, of: text)
            var value: String?
            if let equals { value = try decodedText(part[part.index(after: equals)...], of: text) }
            items.append(QueryItem(name: decodedName, value: value))
        }
        return items
    }

    /// `text` percent-decoded, refusing bad escapes and control characters.
    private static func decodedText(_ piece: Substring, of link: String) throws(DeepLinkError) -> String {
        guard let decoded = percentDecoded(piece),
            !decoded.unicodeScalars.contains(where: { $0.properties.generalCategory == .control })
        else { throw .badEscape(link) }
        return decoded
    }

    /// `%XX` escapes decoded; `nil` for a malformed escape or bytes that are not UTF-8.
    static func percentDecoded(_ text: Substring) -> String? {
        guard text.contains("%") else { return String(text) }
        var bytes: [UInt8] = []
        var iterator = text.utf8.makeIterator()
        while let byte = iterator.next() {
            guard byte == UInt8(ascii: "%") else {
                bytes.append(byte)
                continue
            }
            guard let high = iterator.next().flatMap(hexValue), let low = iterator.next().flatMap(hexValue)
            else { return nil }
            bytes.append(high << 4 | low)
        }
        return String(validating: bytes, as: UTF8.self)
    }

    private static func hexValue(_ byte: UInt8) -> UInt8? {
        switch byte {
        case UInt8(ascii: "0")...UInt8(ascii: "9"): byte - UInt8(ascii: "0")
        case UInt8(ascii: "a")...UInt8(ascii: "f"): byte - UInt8(ascii: "a") + 10
        case UInt8(ascii: "A")...UInt8(ascii: "F"): byte - UInt8(ascii: "A") + 10
        default: nil
        }
    }
}
