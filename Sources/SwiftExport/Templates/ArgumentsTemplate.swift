import CoordinatorKit

/// `State/Arguments.swift` of an exported package: the same in every app but for the rule of
/// user names (a definition's `users.names`).
enum ArgumentsTemplate {
    static func text(userNames rule: UserNameRule) -> String {
        head + userNameCheck(rule) + tail
    }

    /// `isUserName(_:)` and the words that describe its rule, for the rule of the app: the
    /// standard rule's check is that of coordsh's built-in apps.
    static func userNameCheck(_ rule: UserNameRule) -> String {
        var allowed: [String] = []
        if rule.letters { allowed.append("character.isLetter") }
        if rule.digits { allowed.append("isDigit") }
        if !rule.symbols.isEmpty { allowed.append("userNameSymbols.contains(character)") }
        // Broken after `=` as `swift format` breaks a line over 120 columns.
        let expectation = "a user name \(rule.phrase)".swiftStringLiteral
        let declaration = "static let userNameExpectation ="
        var lines = ["/// What `isUserName(_:)` accepts, for messages."]
        lines +=
            4 + declaration.count + 1 + expectation.count > 120
            ? [declaration, "    " + expectation] : [declaration + " " + expectation]
        if !rule.symbols.isEmpty {
            lines += [
                "", "/// The characters a user name may hold besides letters and digits.",
                "static let userNameSymbols = \(rule.symbols.swiftStringLiteral)",
            ]
        }
        lines += [
            "",
            "/// A user name: \(rule.phrase.dropFirst(3)).",
            "static func isUserName(_ text: String) -> Bool {",
            "    // What coordsh's state shows when no one is signed in ('user: none'): never a name.",
            "    guard text.lowercased() != \"none\" else { return false }",
            "    var count = 0",
            "    for character in text {",
            "        count += 1",
        ]
        if rule.digits {
            lines += [
                "        let isDigit =",
                "            character.unicodeScalars.count == 1",
                "            && character.unicodeScalars.first?.properties.numericType == .decimal",
            ]
        }
        // Laid out as `swift format` lays it out: one line when it fits in 120 columns (12 of indent).
        let guardLine = "guard count <= \(rule.maxLength), \(allowed.joined(separator: " || ")) else"
        lines +=
            12 + guardLine.count + " { return false }".count > 120
            ? ["        " + guardLine + " {", "            return false", "        }"]
            : ["        " + guardLine + " { return false }"]
        lines += [
            "    }",
            "    return count >= \(rule.minLength)",
            "}",
        ]
        return lines.map { $0.isEmpty ? "\n" : "    " + $0 + "\n" }.joined()
    }

    private static let head = #"""
        /// Reads the arguments of routes and events: from a word (a deep link's segment), or from a
        /// value an effect computed. Integers are 1 to 2,147,483,647; user names follow the
        /// app's rule (`isUserName`); a choice is matched ignoring case and kept in its own spelling.
        enum Arguments {
            /// The largest integer argument: ids are 32-bit, as in most back ends.
            static let maxInteger = 2_147_483_647

            /// A decimal integer from 1 to `maxInteger`, digits only; `nil` for anything else.
            static func integer(from text: String) -> Int? {
                var value = 0
                for byte in text.utf8 {
                    guard byte >= UInt8(ascii: "0"), byte <= UInt8(ascii: "9") else { return nil }
                    value = value * 10 + Int(byte - UInt8(ascii: "0"))
                    if value > maxInteger { return nil }
                }
                return text.isEmpty || value < 1 ? nil : value
            }


        """#

    private static let tail = #"""

            // MARK: - From a word

            static func integer(word: String, for owner: String) throws(NavigationError) -> Int {
                guard let value = integer(from: word) else {
                    throw .badArgument(owner: owner, given: word, expected: "an integer from 1 to \(maxInteger)")
                }
                return value
            }

            /// The id of an item of a catalogue: an integer that is one of `ids`; another integer is
            /// `unknownID`, as coordsh's parser refuses it.
            static func id(word: String, among ids: [Int], for owner: String) throws(NavigationError) -> Int {
                let value = try integer(word: word, for: owner)
                guard ids.contains(value) else { throw .unknownID(owner: owner, given: word, ids: ids) }
                return value
            }

            static func userName(word: String, for owner: String) throws(NavigationError) -> String {
                guard isUserName(word) else {
                    throw .badArgument(owner: owner, given: word, expected: userNameExpectation)
                }
                return word
            }

            static func choice(word: String, among choices: [String], for owner: String) throws(NavigationError)
                -> String
            {
                guard let choice = choices.first(where: { $0.lowercased() == word.lowercased() }) else {
                    throw .badArgument(owner: owner, given: word, expected: "one of \(choices.joined(separator: ", "))")
                }
                return choice
            }

            // MARK: - From a value

            /// An integer argument from a value: a number in range, or a text of digits.
            static func integer(_ value: Value, for owner: String) throws(NavigationError) -> Int {
                switch value {
                case .integer(let number):
                    guard (1...maxInteger).contains(number) else {
                        throw .badArgument(owner: owner, given: String(number), expected: "an integer from 1 to \(maxInteger)")
                    }
                    return number
                case .text(let text): return try integer(word: text, for: owner)
                case .null: throw .noValue("the argument of \(owner)")
                }
            }

            /// A text argument from a value: a number is written in decimal.
            static func text(_ value: Value, for owner: String) throws(NavigationError) -> String {
                switch value {
                case .integer(let number): String(number)
                case .text(let text): text
                case .null: throw .noValue("the argument of \(owner)")
                }
            }

            static func userName(_ value: Value, for owner: String) throws(NavigationError) -> String {
                try userName(word: text(value, for: owner), for: owner)
            }

            static func choice(_ value: Value, among choices: [String], for owner: String) throws(NavigationError)
                -> String
            {
                try choice(word: text(value, for: owner), among: choices, for: owner)
            }
        }
        """#
}
