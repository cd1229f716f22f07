/// What a user name may be: how long, and which characters it may hold. The built-in apps use
/// `standard` (1 to 32 letters, digits, `.`, `_` or `-`); an app definition's sign-in gate may
/// state its own (`users.names`, SPEC 9).
///
///     let rule = UserNameRule(minLength: 3, maxLength: 16, digits: false, symbols: "_")
///     rule.accepts("ada_l")  // true
///     rule.phrase            // "of 3 to 16 letters or '_'"
public struct UserNameRule: Hashable, Sendable, Codable {
    /// The longest name a rule may allow, in characters.
    public static let longest = 64
    /// The characters other than letters and digits a rule may allow: ASCII punctuation that a
    /// command reads as part of a word (no quote, backslash or `#`).
    public static let possibleSymbols = "!$%&()*+,-./:;<=>?@[]^_`{|}~"

    /// 1 to 32 letters or decimal digits of any script, `.`, `_` or `-`.
    public static let standard = UserNameRule(minLength: 1, maxLength: 32, letters: true, digits: true, symbols: "._-")

    /// The fewest characters, at least 1.
    public let minLength: Int
    /// The most characters, from `minLength` to `longest`.
    public let maxLength: Int
    /// Whether letters of any script are allowed.
    public let letters: Bool
    /// Whether decimal digits of any script are allowed (`7`, `٣`; not `½`).
    public let digits: Bool
    /// The other characters allowed, each once, from `possibleSymbols`.
    public let symbols: String

    public init(
        minLength: Int = 1, maxLength: Int = 32, letters: Bool = true, digits: Bool = true, symbols: String = "._-"
    ) {
        self.minLength = minLength
        self.maxLength = maxLength
        self.letters = letters
        self.digits = digits
        self.symbols = symbols
    }

    /// The word that means "no one is signed in" in the state (`user: none`) and in `:expect
    /// user none`: no rule allows it as a name, or a user so named could not be told from no one.
    public static let noUser = "none"

    /// Whether `text` is `noUser`, in any case.
    public static func meansNoUser(_ text: String) -> Bool {
        text.utf8.count == noUser.utf8.count && text.lowercased() == noUser
    }

    /// Whether `text` is a name the rule allows (never `none`: see `noUser`).
    public func accepts(_ text: String) -> Bool {
        guard !Self.meansNoUser(text) else { return false }
        var count = 0
        for character in text {
            count += 1
            guard count <= maxLength, allows(character) else { return false }
        }
        return count >= minLength
    }

    private func allows(_ character: Character) -> Bool {
        (letters && character.isLetter) || (digits && character.isDecimalDigit) || symbols.contains(character)
    }

    /// The rule in words, after "a user name": `of 1 to 32 letters, digits, '.', '_' or '-'`;
    /// more than three symbols read as one set: `of 3 to 8 letters or the symbols !$%&@_~`.
    public var phrase: String {
        var kinds: [String] = []
        if letters { kinds.append("letters") }
        if digits { kinds.append("digits") }
        if symbols.count > 3 { kinds.append("the symbols \(symbols)") } else { kinds += symbols.map { "'\($0)'" } }
        let length = minLength == maxLength ? "exactly \(minLength)" : "\(minLength) to \(maxLength)"
        return "of \(length) \(kinds.joinedAsList(conjunction: "or"))"
    }

    /// A name the rule allows, for examples and for exploring a design: `alice` when it may be.
    public var example: String {
        let pool: [Character] = letters ? Array("alice") : digits ? Array("12345") : Array(symbols)
        guard !pool.isEmpty else { return "" }
        var name = String(pool.prefix(maxLength))
        while name.count < minLength { name.append(pool[name.count % pool.count]) }
        return name
    }

    /// What is wrong with the rule itself, in words (none when it can be used): each problem
    /// with the key it is about (`minLength`, `maxLength`, `symbols`, or `letters` when it allows
    /// no character at all).
    public var problems: [(key: String, message: String)] {
        var problems: [(key: String, message: String)] = []
        if !(1...Self.longest).contains(minLength) {
            problems.append(("minLength", "\(minLength) is not a length from 1 to \(Self.longest)"))
        }
        if !(1...Self.longest).contains(maxLength) {
            problems.append(("maxLength", "\(maxLength) is not a length from 1 to \(Self.longest)"))
        } else if maxLength < minLength {
            problems.append(("maxLength", "\(maxLength) is shorter than minLength, \(minLength)"))
        }
        for character in symbols where !Self.possibleSymbols.contains(character) {
            problems.append(
                (
                    "symbols",
                    "'\(character)' is not a symbol a name can hold; symbols are taken from \(Self.possibleSymbols)"
                ))
        }
        var seen: Set<Character> = []
        for character in symbols where !seen.insert(character).inserted {
            problems.append(("symbols", "'\(character)' is given twice"))
        }
        if !letters, !digits, symbols.isEmpty {
            problems.append(("letters", "the rule allows no character: allow letters, digits or some symbols"))
        }
        return problems
    }
}

extension Character {
    /// A decimal digit of any script (`7`, `٣`), not other numbers such as `½` or `Ⅻ`.
    var isDecimalDigit: Bool {
        unicodeScalars.count == 1 && unicodeScalars.first?.properties.numericType == .decimal
    }
}
