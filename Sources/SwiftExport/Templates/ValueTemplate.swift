/// `State/Value.swift` of an exported package: the same in every app.
enum ValueTemplate {
    static let text = #"""
        /// What a variable holds, or what an effect is given: nothing yet, an integer or a text. In
        /// JSON, a bare `null`, number or string.
        public enum Value: Hashable, Sendable, CustomStringConvertible {
            case null
            case integer(Int)
            case text(String)

            /// As written in messages: `null`, `42`, or the text as a Swift string literal.
            public var description: String {
                switch self {
                case .null: "null"
                case .integer(let number): String(number)
                case .text(let text): text.swiftLiteral
                }
            }

            /// The value as a text, for a name (a user, a tab, a variant): a number in decimal.
            func asText(for what: String) throws(NavigationError) -> String {
                switch self {
                case .integer(let number): String(number)
                case .text(let text): text
                case .null: throw .noValue(what)
                }
            }

            /// A value that cannot be had, for an effect that needs one: it always throws.
            static func missing(_ what: String) throws(NavigationError) -> Value {
                throw .noValue(what)
            }
        }

        extension Value: Codable {
            public init(from decoder: any Decoder) throws {
                let container = try decoder.singleValueContainer()
                if container.decodeNil() {
                    self = .null
                } else if let number = try? container.decode(Int.self) {
                    self = .integer(number)
                } else {
                    self = .text(try container.decode(String.self))
                }
            }

            public func encode(to encoder: any Encoder) throws {
                var container = encoder.singleValueContainer()
                switch self {
                case .null: try container.encodeNil()
                case .integer(let number): try container.encode(number)
                case .text(let text): try container.encode(text)
                }
            }
        }

        extension String {
            /// This text as a Swift string literal: `"Buy \"milk\""`. Routes and values are written so.
            public var swiftLiteral: String {
                var result = "\""
                for scalar in unicodeScalars {
                    switch scalar {
                    case "\"": result += "\\\""
                    case "\\": result += "\\\\"
                    case "\n": result += "\\n"
                    case "\r": result += "\\r"
                    case "\t": result += "\\t"
                    case _ where scalar.value < 0x20 || scalar.value == 0x7F:
                        result += "\\u{\(String(scalar.value, radix: 16))}"
                    default: result.unicodeScalars.append(scalar)
                    }
                }
                return result + "\""
            }
        }
        """#
}
