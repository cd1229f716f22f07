import CoordinatorKit

extension Effect: DefinitionReadable {
    /// Effects written as a bare word: `"pop"`.
    static let words = ["pop", "root", "dismiss", "dismissAll", "signOut", "reset", "dropPending"]
    /// Effects written as an object, each with the other keys it takes.
    static let objectForms: [(name: String, extra: [String])] = [
        ("push", ["argument"]), ("present", ["argument"]), ("pop", []), ("popTo", ["argument"]),
        ("replace", ["argument"]), ("selectTab", []), ("reset", []), ("start", []), ("end", []), ("use", []),
        ("signIn", []), ("signInFirst", []), ("set", ["to"]), ("clear", []), ("add", ["to"]),
        ("refuse", ["unless", "if"]),
    ]

    /// Every effect's name, for messages.
    static var names: [String] {
        var names: [String] = []
        for name in words + objectForms.map(\.name) where !names.contains(name) { names.append(name) }
        return names
    }

    static func read(_ decoder: any Decoder, at path: String, log: ProblemLog) throws -> Effect? {
        if !log.isObject(at: path), let single = try? decoder.singleValueContainer(),
            let word = try? single.decode(String.self)
        {
            return readWord(word, log: log, at: path)
        }
        guard let container = try? decoder.container(keyedBy: AnyKey.self) else {
            log.add(
                at: path,
                "expected an effect: a word such as \"pop\" or an object such as { push: \"detail\", argument: \"$arg\" }, found \(ObjectReader.found(in: decoder))"
            )
            return nil
        }
        let keys = ObjectReader.keys(of: container, log: log, at: path)
        let named = keys.filter { key in objectForms.contains { $0.name == key } }
        guard named.count == 1, let name = named.first, let form = objectForms.first(where: { $0.name == name }) else {
            if named.count > 1 {
                log.add(
                    at: path, "one effect per object: this one has \(named.joinedAsList()); put each in its own object")
            } else {
                let guess = keys.lazy.compactMap { Suggestion.nearest(to: $0, in: names) }.first
                log.add(
                    at: path,
                    "no effect in { \(keys.joined(separator: ", ")) }"
                        + DidYouMean.ending(guess, "the effects", are: names.joinedAsList()))
            }
            return nil
        }
        let object = ObjectReader(
            container, log: log, path: path, what: "a '\(name)' effect", allowed: [name] + form.extra)
        return readObject(name, object)
    }

    private static func readWord(_ word: String, log: ProblemLog, at path: String) -> Effect? {
        switch word {
        case "pop": return .pop(count: 1)
        case "root": return .root
        case "dismiss": return .dismiss
        case "dismissAll": return .dismissAll
        case "signOut": return .signOut
        case "reset": return .reset(tab: nil, pushesLinkPath: false)
        case "dropPending": return .dropPending
        default:
            let takesObject = objectForms.contains { $0.name == word } && !words.contains(word)
            log.add(
                at: path,
                takesObject
                    ? "'\(word)' needs an object: { \(word): ... }"
                    : "unknown effect '\(word)'"
                        + DidYouMean.ending(
                            Suggestion.nearest(to: word, in: names), "effects written as a word",
                            are: words.joinedAsList()))
            return nil
        }
    }

    private static func readObject(_ name: String, _ object: ObjectReader) -> Effect? {
        func target() -> RouteTarget? {
            guard let route = object.name(name, "the route to show") else { return nil }
            return RouteTarget(route, argument: object.nested("argument"))
        }
        func value() -> ValueExpression? { object.nested(name) }
        switch name {
        case "push": return target().map(Effect.push)
        case "present": return target().map(Effect.present)
        case "popTo": return target().map(Effect.popTo)
        case "replace": return target().map(Effect.replace)
        case "pop":
            guard let count: Int = object.required(name, "how many screens to pop, an integer from 1") else {
                return nil
            }
            guard count >= 1 else {
                object.log.add(at: object.path(name), "pop takes a count from 1; got \(count)")
                return nil
            }
            return .pop(count: count)
        case "selectTab": return value().map(Effect.selectTab)
        case "reset": return readReset(object)
        case "start", "end":
            guard let flow = object.name(name, "the child coordinator to \(name)") else { return nil }
            return name == "start" ? .start(flow) : .end(flow)
        case "use": return value().map(Effect.use)
        case "signIn": return value().map(Effect.signIn)
        case "signInFirst":
            return .signInFirst(object.list(name, "the effects that show the sign-in, an array (may be empty)"))
        case "set":
            guard let variable = object.name(name, "the variable to set") else { return nil }
            guard let to: ValueExpression = object.nested("to") else {
                if !object.has("to") {
                    object.logMissing("to", "missing 'to': the value to set \(variable) to")
                }
                return nil
            }
            return .set(variable, to: to)
        case "clear":
            return object.name(name, "the variable or collection to clear").map(Effect.clear)
        case "add":
            guard let item: ValueExpression = object.nested(name) else { return nil }
            guard let collection = object.name("to", "the collection to add to") else { return nil }
            return .add(item, to: collection)
        default:
            return readRefuse(object)
        }
    }

    /// `{ reset: true }`, `{ reset: "home" }`, `{ reset: { tab: "$tab", push: "*" } }`.
    private static func readReset(_ object: ObjectReader) -> Effect? {
        // (A text and true or false cannot both decode: the text, more usual, is tried first.)
        if !object.log.isObject(at: object.path("reset")) {
            if let tab: String = try? object.container.decode(String.self, forKey: AnyKey("reset")) {
                return .reset(tab: ValueExpression(tab), pushesLinkPath: false)
            }
            if let flag: Bool = try? object.container.decode(Bool.self, forKey: AnyKey("reset")), flag {
                return .reset(tab: nil, pushesLinkPath: false)
            }
        }
        guard let decoder = try? object.container.superDecoder(forKey: AnyKey("reset")),
            let options = ObjectReader(
                decoder, at: object.path("reset"), log: object.log, what: "what 'reset' resets",
                allowed: ["tab", "push"])
        else { return nil }
        var pushes = false
        if let push: String = options.optional("push", "\"*\": the routes the link's '*' matched") {
            if push == "*" {
                pushes = true
            } else {
                options.log.add(
                    at: options.path("push"), "'reset' pushes \"*\" (the routes a link's '*' matched); got '\(push)'")
            }
        }
        return .reset(tab: options.nested("tab"), pushesLinkPath: pushes)
    }

    private static func readRefuse(_ object: ObjectReader) -> Effect? {
        guard let message: String = object.required("refuse", "the message to refuse with") else { return nil }
        switch (object.has("unless"), object.has("if")) {
        case (true, false):
            guard let condition: Condition = object.nested("unless") else { return nil }
            return .refuse(message, unless: condition)
        case (false, true):
            guard let condition: Condition = object.nested("if") else { return nil }
            return .refuse(message, unless: .not(condition))
        default:
            object.log.add(
                at: object.path, "'refuse' takes one condition: 'unless' (refuse when it does not hold) or 'if'")
            return nil
        }
    }
}

extension ValueExpression: DefinitionReadable {
    static func read(_ decoder: any Decoder, at path: String, log: ProblemLog) throws -> ValueExpression? {
        guard let single = try? decoder.singleValueContainer() else {
            log.add(
                at: path,
                "expected a value: a number, a text, or a reference such as \"$arg\", found \(ObjectReader.found(in: decoder))"
            )
            return nil
        }
        // A failed decode costs a thrown error: the more usual text is tried first.
        if let text = try? single.decode(String.self) { return ValueExpression(text) }
        if let number = try? single.decode(Int.self) { return .integer(number) }
        log.add(
            at: path,
            "expected a value: a number, a text, or a reference such as \"$arg\", found \(ObjectReader.found(in: decoder))"
        )
        return nil
    }

    /// A value as written in a definition: `$arg`, `$screen`, `$NAME`, `$$text`, or a literal text.
    init(_ text: String) {
        switch text {
        case "$arg": self = .argument
        case "$screen": self = .screenArgument
        case _ where text.hasPrefix("$$"): self = .text(String(text.dropFirst()))
        case _ where text.hasPrefix("$"): self = .reference(String(text.dropFirst()))
        default: self = .text(text)
        }
    }
}

extension Condition: DefinitionReadable {
    static let words = ["noModal", "signedIn", "signedOut"]
    static let objectForms = [
        "notEmpty", "empty", "screen", "tab", "variant", "running", "onStack", "not", "all", "any",
    ]

    static func read(_ decoder: any Decoder, at path: String, log: ProblemLog) throws -> Condition? {
        var all: String { (words + objectForms).joinedAsList() }
        if !log.isObject(at: path), let single = try? decoder.singleValueContainer(),
            let word = try? single.decode(String.self)
        {
            switch word {
            case "noModal": return .noModal
            case "signedIn": return .signedIn
            case "signedOut": return .signedOut
            default:
                log.add(
                    at: path,
                    "unknown condition '\(word)'"
                        + DidYouMean.ending(
                            Suggestion.nearest(to: word, in: words + objectForms), "the conditions", are: all))
                return nil
            }
        }
        let container = try? decoder.container(keyedBy: AnyKey.self)
        let keys = container.map { ObjectReader.keys(of: $0, log: log, at: path) } ?? []
        guard keys.count == 1, let name = keys.first, objectForms.contains(name), let container else {
            log.add(
                at: path,
                "expected one condition: a word such as \"noModal\" or an object such as { notEmpty: \"draft\" }; the conditions are \(all)"
            )
            return nil
        }
        let object = ObjectReader(container, log: log, path: path, what: "a condition", allowed: objectForms)
        switch name {
        case "not":
            return object.nested("not").map(Condition.not)
        case "all", "any":
            let parts: [Condition] = object.list(name, "an array of conditions", required: true)
            return name == "all" ? .all(parts) : .any(parts)
        default:
            guard let subject = object.name(name, "what the condition looks at") else { return nil }
            switch name {
            case "notEmpty": return .notEmpty(subject)
            case "empty": return .isEmpty(subject)
            case "screen": return .screen(subject)
            case "tab": return .tab(subject)
            case "variant": return .variant(subject)
            case "running": return .running(subject)
            default: return .onStack(subject)
            }
        }
    }
}
