/// What a route, event or intent accepts as its argument, and how it reads one from text.
public struct ArgumentSpec: Hashable, Sendable {
    /// What the argument means, for messages and usage lines: `memo id`, `user`.
    public let label: String
    public let kind: ArgumentKind
    /// For the id of an item of fixed data (a catalogue of products or movies): the ids there
    /// are, in the data's order; the argument must be one of them. `nil`: any value of `kind`.
    public let fixedIDs: [Int]?
    /// The value help's examples use, and for a text `coordsh check` too: a text's sample
    /// (`"Buy milk"` for a memo's text), or an integer the app takes as the id of an item of fixed
    /// data (a bank's `show NUMBER` pushes account NUMBER, so `show 1` works and `show 42` fails).
    /// `nil`: one made from the kind and label (`exampleValue`).
    public let example: Argument?

    public init(_ label: String, _ kind: ArgumentKind, example: String? = nil) {
        self.label = label
        self.kind = kind
        fixedIDs = nil
        self.example = example.map(Argument.text)
    }

    /// Any integer, which the app takes as the id of an item of fixed data (a number an event
    /// pushes as a catalogue's item): `exampleID`, one of those ids, is what help's examples use.
    /// The parser accepts any integer all the same, and the app says which ids there are.
    public init(_ label: String, exampleID: Int) {
        self.label = label
        kind = .integer
        fixedIDs = nil
        example = .integer(exampleID)
    }

    /// The id of an item of fixed data: an integer that must be one of `ids` (`product id`,
    /// `[1, 2, 7, 9]`). Its kind is `.integer`, so that whatever reads or writes integers
    /// (route literals such as `product(7)`, saved states, exports) reads it as one.
    public init(_ label: String, oneOf ids: [Int]) {
        self.label = label
        kind = .integer
        fixedIDs = ids
        example = nil
    }

    /// The placeholder in usage lines, from the label's last word: `ID` for `memo id`, `USER`.
    public var placeholder: String {
        (label.split(separator: " ").last.map(String.init) ?? label).uppercased()
    }

    /// Reads the argument from one word of a command.
    ///
    /// - Parameters:
    ///   - text: the word as typed (quotes already removed).
    ///   - owner: the route, event or command it belongs to, for the error message.
    public func value(from text: String, for owner: String) throws(ArgumentError) -> Argument {
        switch kind {
        case .integer:
            guard let value = Self.integer(from: text) else {
                throw ArgumentError(owner: owner, spec: self, problem: .given(text))
            }
            if let fixedIDs, !fixedIDs.contains(value) {
                throw ArgumentError(owner: owner, spec: self, problem: .unknownID(text))
            }
            return .integer(value)
        case .text:
            return .text(text)
        case .userName(let rule):
            guard rule.accepts(text) else {
                let problem: ArgumentError.Problem = UserNameRule.meansNoUser(text) ? .meansNoUser(text) : .given(text)
                throw ArgumentError(owner: owner, spec: self, problem: problem)
            }
            return .text(text)
        case .choice(let choices):
            // The exact spelling first: it is the usual one, and needs no lowercasing.
            if choices.contains(text) { return .text(text) }
            let lowered = text.lowercased()
            guard let choice = choices.first(where: { $0.lowercased() == lowered }) else {
                throw ArgumentError(owner: owner, spec: self, problem: .given(text))
            }
            return .text(choice)
        }
    }

    /// `value(from:for:)` of an integer argument given as its UTF-8 bytes, when it is one this
    /// spec accepts; `nil` otherwise (another kind, or a word it refuses: `value(from:for:)` then
    /// says why).
    public func integerValue(fromUTF8 bytes: UnsafeBufferPointer<UInt8>) -> Argument? {
        guard case .integer = kind, let value = Self.integer(fromUTF8: bytes), fixedIDs?.contains(value) ?? true else {
            return nil
        }
        return .integer(value)
    }

    /// The largest integer argument: arguments are 32-bit like the ids of most back ends.
    public static let maxInteger = 2_147_483_647

    /// A decimal integer from 1 to 2,147,483,647, digits only; `nil` for anything else.
    public static func integer(from text: String) -> Int? {
        text.withUTF8Bytes { integer(fromUTF8: $0) }
    }

    /// `integer(from:)` of a word given as its UTF-8 bytes: the parser reads a usual line's
    /// words where they lie, without a String each.
    public static func integer(fromUTF8 bytes: UnsafeBufferPointer<UInt8>) -> Int? {
        var value = 0
        var digits = 0
        for byte in bytes {
            guard byte >= UInt8(ascii: "0"), byte <= UInt8(ascii: "9") else { return nil }
            value = value * 10 + Int(byte - UInt8(ascii: "0"))
            digits += 1
            if value > maxInteger { return nil }
        }
        return digits > 0 && value >= 1 ? value : nil
    }
}

/// The kinds of value an argument can take.
public enum ArgumentKind: Hashable, Sendable {
    /// A decimal integer from 1 to 2,147,483,647.
    case integer
    /// Any text; quote it when it has spaces.
    case text
    /// A user name that follows the rule (`UserNameRule.standard`: 1 to 32 letters of any
    /// script, digits, `.`, `_` or `-`). Boxed (`indirect`): inline, the rule made every copy of
    /// an argument spec a 41-byte value copied through generic witnesses, +90 instructions for
    /// each command of the bench's script (4,151 against 4,070 boxed, 4,064 before rules).
    indirect case userName(UserNameRule)
    /// One of a fixed list of names, matched ignoring case; the canonical spelling is kept.
    case choice([String])
}
