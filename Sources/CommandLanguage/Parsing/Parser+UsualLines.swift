import CoordinatorKit

// MARK: - The usual line, read from its bytes

extension Parser {
    /// The command on `line` when it is of the usual kind, read straight from its bytes: an
    /// intent or an event whose words are plain (no comment, no quotes but around a last word
    /// without escapes), whose names are spelled exactly and whose arguments are valid. `nil` for anything else: `parse` then reads the line
    /// the general way, which gives the same command or reports what is wrong. Most lines are of
    /// this kind, and reading them makes no token list and no String per name (only a text
    /// argument becomes one); the general way stays the one definition of the language
    /// (`ParserUsualLineTests` checks that both agree). Lines longer than `longestUsualLine`
    /// bytes are left to the general way.
    func parseUsual(_ line: String) -> Command? {
        line.withUTF8Bytes { bytes in parseUsual(utf8: bytes) }
    }

    /// The words of a usual line, at most the three it has (`push detail 42`): where each
    /// starts and ends in the line's bytes.
    private struct UsualWords {
        let bytes: UnsafeBufferPointer<UInt8>
        var bounds: (Int, Int, Int, Int, Int, Int) = (0, 0, 0, 0, 0, 0)
        var count = 0

        init(_ bytes: UnsafeBufferPointer<UInt8>) {
            self.bytes = bytes
        }

        /// The bytes of the word at `index`.
        subscript(index: Int) -> UnsafeBufferPointer<UInt8> {
            let (start, end) =
                switch index {
                case 0: (bounds.0, bounds.1)
                case 1: (bounds.2, bounds.3)
                default: (bounds.4, bounds.5)
                }
            return UnsafeBufferPointer(rebasing: bytes[start..<end])
        }

        /// The text of the word at `index`.
        func text(_ index: Int) -> String {
            String(utf8Bytes: self[index])
        }

        mutating func append(from start: Int, to end: Int) {
            switch count {
            case 0: (bounds.0, bounds.1) = (start, end)
            case 1: (bounds.2, bounds.3) = (start, end)
            default: (bounds.4, bounds.5) = (start, end)
            }
            count += 1
        }
    }

    /// The same for a line given as its UTF-8 bytes (a line read from a script, which has no
    /// String: see `LineText` in the shell); `nil` for a line `parseGenerally` must read.
    public func parseUsual(utf8 bytes: UnsafeBufferPointer<UInt8>) -> Command? {
        // A longer line (a long unknown word, a long text) is left to the general way at once,
        // not scanned twice.
        guard bytes.count <= Self.longestUsualLine, let words = Self.usualWords(in: bytes) else { return nil }
        switch self.words.value(exactlyUTF8: words[0]) {
        case .intent(let intent)?:
            return usualIntent(intent, words).map(Command.intent)
        case .event(let event)?:
            guard let spec = event.argument else { return words.count == 1 ? .event(AppEvent(event)) : nil }
            guard words.count == 2 else { return nil }
            if let value = spec.integerValue(fromUTF8: words[1]) { return .event(AppEvent(event, value)) }
            guard let value = try? spec.value(from: words.text(1), for: event.name) else { return nil }
            return .event(AppEvent(event, value))
        case .help?, .quit?, nil:
            return nil
        }
    }

    /// The intent of `words`, which start with `intent`'s, read as `parseIntent` reads it; `nil`
    /// for one it would refuse or read differently (`open`, `dismiss all` in another case).
    private func usualIntent(_ intent: IntentWord, _ words: UsualWords) -> NavigationIntent? {
        let arguments = words.count - 1
        switch intent {
        case .push, .replace, .present, .navigate, .popto:
            guard arguments >= 1, let spec = catalog.route(exactlyUTF8: words[1]) else { return nil }
            let route: Route
            if let argumentSpec = spec.argument, arguments == 2 {
                // An integer is read from the word's bytes; another argument from its text.
                if let value = argumentSpec.integerValue(fromUTF8: words[2]) {
                    route = Route(spec.name, value)
                } else {
                    guard let value = try? argumentSpec.value(from: words.text(2), for: spec.name.rawValue) else {
                        return nil
                    }
                    route = Route(spec.name, value)
                }
            } else if arguments == 1, spec.argument == nil || intent == .popto {
                route = Route(spec.name)
            } else {
                return nil
            }
            switch intent {
            case .push: return .push(route)
            case .replace: return .replace(route)
            case .present: return .present(route)
            case .navigate: return .navigate(route)
            default: return .popTo(RoutePattern(route.name, route.argument))
            }
        case .pop:
            guard arguments <= 1 else { return nil }
            guard arguments == 1 else { return .pop(count: 1) }
            return ArgumentSpec.integer(fromUTF8: words[1]).map { .pop(count: $0) }
        case .root:
            return arguments == 0 ? .popToRoot : nil
        case .back:
            return arguments == 0 ? .back : nil
        case .dismiss:
            if arguments == 0 { return .dismiss }
            return arguments == 1 && words[1].elementsEqual("all".utf8) ? .dismissAll : nil
        case .open:
            return nil
        }
    }

    /// The most bytes a line read the usual way has.
    static let longestUsualLine = 256

    /// The words of a usual line: one to three, separated by the lexer's white space, with no
    /// `#` starting a word and no `:` starting the first; `nil` otherwise. A word has no quote,
    /// except the last when it is one quoted text without escapes (`write "Buy milk"`), whose
    /// bounds are then its text's, within the quotes: what the lexer makes of it.
    private static func usualWords(in bytes: UnsafeBufferPointer<UInt8>) -> UsualWords? {
        var words = UsualWords(bytes)
        var index = 0
        var quoted = false
        let end = bytes.count
        while true {
            while index < end, Lexer.isSpace(bytes[index]) { index += 1 }
            guard index < end else { break }
            let first = bytes[index]
            if quoted || first == hash || (words.count == 0 && first == colon) || words.count == 3 { return nil }
            if first == quote, words.count > 0 {
                guard let text = quotedText(in: bytes, from: index) else { return nil }
                words.append(from: text.lowerBound, to: text.upperBound)
                index = text.upperBound + 1
                quoted = true
                continue
            }
            let start = index
            while index < end {
                // Letters, digits and most punctuation are above the quote: one test each.
                let byte = bytes[index]
                if byte > quote {
                    index += 1
                    continue
                }
                if Lexer.isSpace(byte) { break }
                if byte == quote { return nil }
                index += 1
            }
            words.append(from: start, to: index)
        }
        return words.count > 0 ? words : nil
    }

    /// The text of the quoted word whose opening quote is at `open`, when it has no escape and
    /// its closing quote ends the word; `nil` otherwise (the lexer reads those).
    private static func quotedText(in bytes: UnsafeBufferPointer<UInt8>, from open: Int) -> Range<Int>? {
        var index = open + 1
        while index < bytes.count, bytes[index] != quote {
            if bytes[index] == backslash { return nil }
            index += 1
        }
        guard index < bytes.count, index + 1 == bytes.count || Lexer.isSpace(bytes[index + 1]) else { return nil }
        return open + 1..<index
    }

    private static let quote = UInt8(ascii: "\"")
    private static let backslash = UInt8(ascii: "\\")
    private static let hash = UInt8(ascii: "#")
    private static let colon = UInt8(ascii: ":")
}
