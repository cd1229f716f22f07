import CoordinatorKit

// How each part of a definition is read from the decoded JSON5, leniently (see `ObjectReader`).
// What a name refers to is checked afterwards, by `DefinitionChecker`.

extension AppDefinition: DefinitionReadable {
    static let keys = [
        "coordsh", "name", "summary", "scheme", "users", "coordinators", "routes", "events", "links", "data",
    ]

    static func read(_ decoder: any Decoder, at path: String, log: ProblemLog) throws -> AppDefinition? {
        guard let object = ObjectReader(decoder, at: path, log: log, what: "an app definition", allowed: keys) else {
            return nil
        }
        if let version: Int = object.optional("coordsh", "the format's version, \(formatVersion)"),
            version != formatVersion
        {
            object.log.add(
                at: object.path("coordsh"),
                "this coordsh reads definitions of version \(formatVersion); got \(version)")
        }
        let name = object.name("name", "the app's name") ?? ""
        let summary =
            object.oneLine(
                "summary", "one line on what the app shows", rule: "the app's summary is one line (':apps' lists it)")
            ?? "an app defined in a file"
        let scheme = object.name("scheme", "the scheme of its deep links", required: false) ?? name
        return AppDefinition(
            name: name, summary: summary, scheme: scheme.lowercased(), users: object.nested("users"),
            coordinators: object.list("coordinators", "an array of coordinators", required: true),
            routes: object.list("routes", "an array of routes", required: true),
            events: object.list("events", "an array of events"),
            links: object.list("links", "an array of deep-link patterns"),
            data: object.nested("data") ?? DataDefinition())
    }
}

extension UserGate: DefinitionReadable {
    static let keys = ["signedOut", "signedIn", "keepLinks", "names"]

    static func read(_ decoder: any Decoder, at path: String, log: ProblemLog) throws -> UserGate? {
        guard
            let object = ObjectReader(
                decoder, at: path, log: log, what: "the users", allowed: keys)
        else { return nil }
        let gate = UserGate(
            signedOut: object.name("signedOut", "the coordinator that runs signed out", required: false),
            signedIn: object.name("signedIn", "the coordinator that runs signed in", required: false),
            keepsLinks: object.optional("keepLinks", "true or false") ?? false,
            names: object.nested("names"))
        if (gate.signedOut == nil) != (gate.signedIn == nil) {
            object.log.add(
                at: object.path,
                "a sign-in gate names both 'signedOut' and 'signedIn' coordinators (or neither, for users without a gate)"
            )
        }
        return gate
    }
}

extension UserNameRule: DefinitionReadable {
    static let keys = ["minLength", "maxLength", "letters", "digits", "symbols"]

    /// `{ minLength: 3, maxLength: 16, letters: true, digits: false, symbols: "_" }`: each key
    /// may be left out (the standard rule's value); every problem is reported at its key.
    static func read(_ decoder: any Decoder, at path: String, log: ProblemLog) throws -> UserNameRule? {
        guard let object = ObjectReader(decoder, at: path, log: log, what: "the user-name rule", allowed: keys)
        else { return nil }
        let standard = UserNameRule.standard
        let length = "a number of characters from 1 to \(UserNameRule.longest)"
        let minLength = object.optional("minLength", length) ?? standard.minLength
        var maxLength: Int? = object.optional("maxLength", length)
        if maxLength == nil, minLength > standard.maxLength, minLength <= UserNameRule.longest {
            // Reported at the key written, not as a problem of a maxLength the file does not have.
            object.log.add(
                at: object.path("minLength"),
                "\(minLength) is more than the standard maxLength, \(standard.maxLength): give a maxLength from "
                    + "\(minLength) to \(UserNameRule.longest)")
            maxLength = minLength
        }
        let rule = UserNameRule(
            minLength: minLength,
            maxLength: maxLength ?? standard.maxLength,
            letters: object.optional("letters", "true or false (letters of any script)") ?? standard.letters,
            digits: object.optional("digits", "true or false (decimal digits of any script)") ?? standard.digits,
            symbols: object.optional("symbols", "a string of the symbols allowed, such as \"._-\"") ?? standard.symbols)
        for problem in rule.problems { object.log.add(at: object.path(problem.key), problem.message) }
        return rule
    }
}

extension CoordinatorDefinition: DefinitionReadable {
    static let keys = [
        "name", "parent", "role", "stack", "tabs", "start", "modal", "variables", "variants", "startedBy",
    ]

    static func read(_ decoder: any Decoder, at path: String, log: ProblemLog) throws -> CoordinatorDefinition? {
        guard let object = ObjectReader(decoder, at: path, log: log, what: "a coordinator", allowed: keys) else {
            return nil
        }
        let name = object.name("name", "the coordinator's name") ?? ""
        var navigation: NavigationShape?
        if object.has("stack"), object.has("tabs") {
            object.log.add(at: object.path("tabs"), "a coordinator owns a 'stack' or 'tabs', not both")
        } else if let root = object.name("stack", "the root route of its stack", required: false) {
            navigation = .stack(root: root)
        } else if object.has("tabs") {
            let tabs: [TabDefinition] = object.list("tabs", "an array of tabs, each { name, root }")
            if object.count("tabs") == 0 { object.log.add(at: object.path("tabs"), "a tab bar has at least one tab") }
            navigation = .tabs(tabs)
        }
        return CoordinatorDefinition(
            name: name, parent: object.name("parent", "the parent coordinator", required: false),
            role: object.optional("role", "a few words on what it does") ?? "",
            navigation: navigation, start: object.name("start", "the route it shows first", required: false),
            isModal: object.optional("modal", "true or false") ?? false,
            variables: object.list("variables", "an array of variables, each { name, initial }"),
            variants: object.nested("variants"),
            startedBy: object.optional("startedBy", "how a user starts it, for messages"))
    }
}

extension TabDefinition: DefinitionReadable {
    static func read(_ decoder: any Decoder, at path: String, log: ProblemLog) throws -> TabDefinition? {
        guard let object = ObjectReader(decoder, at: path, log: log, what: "a tab", allowed: ["name", "root"]) else {
            return nil
        }
        guard let name = object.name("name", "the tab's name"), let root = object.name("root", "the tab's root route")
        else { return nil }
        return TabDefinition(name: name, root: root)
    }
}

extension VariantGroup: DefinitionReadable {
    static func read(_ decoder: any Decoder, at path: String, log: ProblemLog) throws -> VariantGroup? {
        guard let object = ObjectReader(decoder, at: path, log: log, what: "the variants", allowed: ["key", "choices"])
        else {
            return nil
        }
        let choices: [VariantChoice] = object.list(
            "choices", "an array of variants, each { name, coordinator }", required: true)
        guard let key = object.name("key", "the state's key that names the running variant") else { return nil }
        if choices.isEmpty { object.log.add(at: object.path("choices"), "variants need at least one choice") }
        return VariantGroup(key: key, choices: choices)
    }
}

extension VariantChoice: DefinitionReadable {
    static func read(_ decoder: any Decoder, at path: String, log: ProblemLog) throws -> VariantChoice? {
        guard
            let object = ObjectReader(decoder, at: path, log: log, what: "a variant", allowed: ["name", "coordinator"])
        else {
            return nil
        }
        guard let name = object.name("name", "the variant's name"),
            let coordinator = object.name("coordinator", "the variant's coordinator")
        else { return nil }
        return VariantChoice(name: name, coordinator: coordinator)
    }
}

extension RouteDefinition: DefinitionReadable {
    static let keys = ["name", "owner", "argument", "summary", "pushable", "single", "lists", "onShow"]

    static func read(_ decoder: any Decoder, at path: String, log: ProblemLog) throws -> RouteDefinition? {
        guard let object = ObjectReader(decoder, at: path, log: log, what: "a route", allowed: keys) else { return nil }
        let name = object.name("name", "the route's name") ?? ""
        let owner = object.name("owner", "the coordinator that owns its screens") ?? ""
        return RouteDefinition(
            name: name, owner: owner, argument: object.nested("argument"),
            summary: object.oneLine(
                "summary", "what the screen shows, in a few words", rule: "a route's summary is one line") ?? "",
            isPushable: object.optional("pushable", "true or false") ?? true,
            isSingle: object.optional("single", "true or false") ?? false,
            lists: object.name("lists", "a collection or catalogue the screen lists", required: false),
            onShow: object.list("onShow", "an array of effects (set or clear)"))
    }
}

extension ArgumentDefinition: DefinitionReadable {
    static let types = simpleTypes + ["choice", "item"]
    /// The keys of an argument written as an object.
    static let keys = ["type", "label", "values", "of", "example"]
    /// The types written as a word alone (`"integer"`); the others need an object.
    static let simpleTypes = ["integer", "text", "user", "tab", "variant"]
    /// What other languages call a type, for "Did you mean" where spelling is no help.
    static let argumentTypeAliases = [
        "int": "integer", "number": "integer", "string": "text", "str": "text", "username": "user",
    ]

    static func read(_ decoder: any Decoder, at path: String, log: ProblemLog) throws -> ArgumentDefinition? {
        if !log.isObject(at: path), let single = try? decoder.singleValueContainer(),
            let type = try? single.decode(String.self)
        {
            // The short form: "integer".
            guard let kind = simpleKind(type, log: log, at: path) else { return nil }
            return ArgumentDefinition(kind)
        }
        guard
            let object = ObjectReader(
                decoder, at: path, log: log, what: "an argument", allowed: keys,
                expected:
                    "an argument: a type (\(simpleTypes.joinedAsList(conjunction: "or"))) or an object \(ObjectReader.braces(keys))"
            )
        else { return nil }
        guard let type: String = object.required("type", "one of \(types.joinedAsList(conjunction: "or"))") else {
            return nil
        }
        let kind: ArgumentDefinition.Kind?
        switch type {
        case "choice":
            kind = choiceKind(object)
        case "item":
            kind = object.name("of", "the catalogue or collection whose item ids it takes").map { .item(of: $0) }
        default:
            kind = simpleKind(type, log: object.log, at: object.path("type"))
        }
        // Each belongs to one type; on another it would be read and ignored.
        for (key, owner) in [("values", "choice"), ("of", "item")]
        where object.has(key) && type != owner && types.contains(type) {
            object.log.add(
                at: object.path(key),
                "'\(key)' applies only to \(owner == "item" ? "an" : "a") \(owner) argument (type: \"\(owner)\"); this argument's type is '\(type)'",
                isAboutKey: true)
        }
        let label = object.oneLine(
            "label", "what it means, in a few words (a label such as 'memo id')",
            rule: "a label is one line (usage lines show it)")
        let example = exampleText(object, type: type)
        // An argument whose kind could not be read is left out (its problem is logged), so that its
        // uses are not checked against a guess such as a choice of no words.
        return kind.map { ArgumentDefinition($0, label: label, example: example) }
    }

    /// `example: "Buy milk"`, a text argument's value for help and `coordsh check`: one line, not
    /// empty (`check` tries the empty text anyway). On another type it is refused (logged).
    private static func exampleText(_ object: ObjectReader, type: String) -> String? {
        guard object.has("example") else { return nil }
        let expected = "a text argument's sample value, one line of 1 to \(maxExampleLength) characters"
        guard type == "text" else {
            if types.contains(type) {
                object.log.add(
                    at: object.path("example"),
                    "'example' applies only to a text argument (type: \"text\"); this argument's type is '\(type)'",
                    isAboutKey: true)
            }
            return nil
        }
        guard let example: String = object.optional("example", expected) else { return nil }
        guard !example.isEmpty, example.count <= maxExampleLength, !example.contains(where: \.isNewline) else {
            object.log.add(at: object.path("example"), "expected \(expected), found \(example.swiftLiteral)")
            return nil
        }
        return example
    }

    /// The longest `example` (it is printed in help's usage lines).
    static let maxExampleLength = 80

    /// `{ type: "choice", values: ["small", "large"] }`: `nil` (logged) without words.
    private static func choiceKind(_ object: ObjectReader) -> Kind? {
        guard let values: [String] = object.required("values", "the words it accepts, an array of strings") else {
            return nil
        }
        guard !values.isEmpty else {
            object.log.add(at: object.path("values"), "a choice needs at least one word")
            return nil
        }
        return .choice(values)
    }

    private static func simpleKind(_ type: String, log: ProblemLog, at path: String) -> Kind? {
        switch type {
        case "integer": return .integer
        case "text": return .text
        case "user": return .user
        case "tab": return .tab
        case "variant": return .variant
        case "choice", "item":
            log.add(
                at: path,
                "'\(type)' needs an object: { type: '\(type)', \(type == "item" ? "of: ..." : "values: [...]") }")
            return nil
        default:
            let list = types.joinedAsList(conjunction: "and")
            guard let nearest = Self.argumentTypeAliases[type.lowercased()] ?? Suggestion.nearest(to: type, in: types)
            else {
                log.add(at: path, "unknown argument type '\(type)'; the types are \(list)")
                return nil
            }
            log.add(at: path, "unknown argument type '\(type)'. Did you mean '\(nearest)'? The types are \(list)")
            return nil
        }
    }
}
