/// A deep link split into its scheme and path segments: `memo://memos/detail/3` has the scheme
/// `memo` and the segments `memos`, `detail`, `3`.
///
/// This is only the URL's syntax; each app reads the segments into its own link type.
public struct DeepLinkURL: Hashable, Sendable, CustomStringConvertible {
    /// The scheme, lowercased.
    public let scheme: String
    /// The path segments, percent-decoded, without empty ones from a trailing `/`.
    public let segments: [String]
    /// The link as it was written.
    public let text: String

    /// Splits `text` into a scheme and segments.
    ///
    ///     try DeepLinkURL("memo://home/detail/42").segments  // ["home", "detail", "42"]
    public init(_ text: String) throws(DeepLinkError) {
        self.text = text
        guard let separator = text.firstRange(of: "://") else { throw .noScheme(text) }
        let scheme = text[..<separator.lowerBound]
        guard let first = scheme.first, first.isASCII, first.isLetter,
            scheme.allSatisfy({ $0.isASCII && ($0.isLetter || $0.isNumber || "+-.".contains($0)) })
        else { throw .badScheme(text) }
        self.scheme = scheme.lowercased()

        let rest = text[separator.upperBound...]
        if let bad = rest.first(where: { $0 == "?" || $0 == "#" }) {
            throw .unsupported(text, String(bad))
        }
        var pieces = rest.split(separator: "/", omittingEmptySubsequences: false)
        if pieces.last?.isEmpty == true { pieces.removeLast() }
        guard !pieces.isEmpty else { throw .empty(text) }
        guard !pieces.contains(where: { $0.isEmpty }) else { throw .emptySegment(text) }
        var segments: [String] = []
        for piece in pieces {
            guard let decoded = Self.percentDecoded(piece),
                !decoded.unicodeScalars.contains(where: { $0.properties.generalCategory == .control })
            else { throw .badEscape(text) }
            segments.append(decoded)
        }
        self.segments = segments
    }

    public var description: String { text }

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
