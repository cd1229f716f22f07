/// `DeepLinks/DeepLinkURL.swift` of an exported package: the same in every app.
enum DeepLinkURLTemplate {
    static let text = #"""
        /// A deep link split into its scheme, path segments and query items:
        /// `shop://catalog/product/7?ref=mail` has the scheme `shop`, the segments `catalog`,
        /// `product`, `7` and one query item, `ref` = `mail`. Segments and items are percent-decoded;
        /// a fragment (`#top`) is refused. `DeepLink` reads the segments into the app's links.
        public struct DeepLinkURL: Hashable, Sendable {
            /// The scheme, lowercased.
            public let scheme: String
            /// The path segments, without an empty one from a trailing `/`.
            public let segments: [String]
            /// The query's parameters in order, a name possibly repeated; `nil` for a name without `=`.
            public let queryItems: [(name: String, value: String?)]
            /// The link as it was written.
            public let text: String

            public init(_ text: String) throws(NavigationError) {
                self.text = text
                guard let separator = text.firstRange(of: "://") else {
                    throw .badLink(text, reason: "a link has the form SCHEME://PATH")
                }
                let scheme = text[..<separator.lowerBound]
                guard let first = scheme.first, first.isASCII, first.isLetter,
                    scheme.allSatisfy({ $0.isASCII && ($0.isLetter || $0.isNumber || "+-.".contains($0)) })
                else { throw .badLink(text, reason: "the scheme is a letter, then letters, digits, '+', '-' or '.'") }
                self.scheme = scheme.lowercased()
                let rest = text[separator.upperBound...]
                if rest.contains("#") { throw .badLink(text, reason: "'#' is not supported") }
                let query = rest.firstIndex(of: "?")
                var items: [(name: String, value: String?)] = []
                if let query {
                    for part in rest[rest.index(after: query)...].split(separator: "&") {
                        let equals = part.firstIndex(of: "=")
                        let name = part[..<(equals ?? part.endIndex)]
                        guard !name.isEmpty else { throw .badLink(text, reason: "a query parameter has no name") }
                        let value = try equals.map { equals throws(NavigationError) in
                            try Self.decoded(part[part.index(after: equals)...], of: text)
                        }
                        items.append((try Self.decoded(name, of: text), value))
                    }
                }
                queryItems = items
                var pieces = rest[..<(query ?? rest.endIndex)].split(separator: "/", omittingEmptySubsequences: false)
                if pieces.last?.isEmpty == true { pieces.removeLast() }
                guard !pieces.isEmpty else { throw .badLink(text, reason: "the link has no path after '://'") }
                guard !pieces.contains(where: \.isEmpty) else { throw .badLink(text, reason: "empty segment ('//')") }
                var segments: [String] = []
                for piece in pieces { segments.append(try Self.decoded(piece, of: text)) }
                self.segments = segments
            }

            /// The value of the first query parameter named `name` (`""` for a name without `=`), or
            /// `nil` when the link has none.
            public func queryValue(named name: String) -> String? {
                queryItems.first { $0.name == name }.map { $0.value ?? "" }
            }

            public static func == (lhs: DeepLinkURL, rhs: DeepLinkURL) -> Bool {
                lhs.text == rhs.text
            }

            public func hash(into hasher: inout Hasher) {
                hasher.combine(text)
            }

            /// `piece` percent-decoded, refusing bad escapes, text that is not UTF-8, control characters.
            private static func decoded(_ piece: Substring, of link: String) throws(NavigationError) -> String {
                guard let decoded = percentDecoded(piece),
                    !decoded.unicodeScalars.contains(where: { $0.properties.generalCategory == .control })
                else { throw .badLink(link, reason: "a '%' escape is not two hex digits of UTF-8 text") }
                return decoded
            }

            private static func percentDecoded(_ text: Substring) -> String? {
                guard text.contains("%") else { return String(text) }
                var bytes: [UInt8] = []
                var iterator = text.utf8.makeIterator()
                while let byte = iterator.next() {
                    guard byte == UInt8(ascii: "%") else {
                        bytes.append(byte)
                        continue
                    }
                    guard let high = iterator.next().flatMap(hexValue), let low = iterator.next().flatMap(hexValue) else {
                        return nil
                    }
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
        """#
}
