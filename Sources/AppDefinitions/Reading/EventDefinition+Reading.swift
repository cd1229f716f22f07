import CoordinatorKit

extension EventDefinition: DefinitionReadable {
    static let keys = ["name", "argument", "from", "summary", "do", "cases"]

    static func read(_ decoder: any Decoder, at path: String, log: ProblemLog) throws -> EventDefinition? {
        guard let object = ObjectReader(decoder, at: path, log: log, what: "an event", allowed: keys) else {
            return nil
        }
        let name = object.name("name", "the event's name") ?? ""
        let source = readSource(object)
        let handler = Handler.read(object)
        guard let source, let handler else { return nil }
        return EventDefinition(
            name: name, argument: object.nested("argument"), source: source,
            summary: object.oneLine(
                "summary", "what the event means, in a few words",
                rule: "an event's summary is one line (help lists it)") ?? "",
            handler: handler)
    }

    /// `from: ["login", "signup"]` (those screens) or `from: "main"` (any screen of that coordinator).
    private static func readSource(_ object: ObjectReader) -> Source? {
        let expected =
            "the screens that report it, an array of routes such as [\"home\"], or a coordinator's name for any of its screens"
        guard object.has("from") else {
            object.logMissing("from", "missing 'from': \(expected)")
            return nil
        }
        // The usual array is tried first, quietly: a failed decode costs a thrown error.
        let listed = object.texts("from")
        if listed == nil, let flow = try? object.container.decode(String.self, forKey: AnyKey("from")) {
            return .flow(flow)
        }
        guard let screens: [String] = listed ?? object.optional("from", expected) else { return nil }
        if screens.isEmpty {
            object.log.add(at: object.path("from"), "no screen reports this event: name at least one")
        }
        return .screens(screens)
    }
}

extension Handler {
    /// `do: [effects]` or `cases: [{ when, do }]`, exactly one of them.
    static func read(_ object: ObjectReader) -> Handler? {
        switch (object.has("do"), object.has("cases")) {
        case (true, false):
            return .effects(object.list("do", "an array of effects"))
        case (false, true):
            let cases: [Case] = object.list("cases", "an array of cases, each { when, do }")
            if cases.isEmpty { object.log.add(at: object.path("cases"), "'cases' needs at least one case") }
            for index in cases.indices.dropLast() where cases[index].condition == nil {
                object.log.add(
                    at: object.path("cases") + "[\(index)]",
                    "only the last case may have no 'when': the cases after this one could never run")
            }
            return .cases(cases)
        case (true, true):
            object.log.add(
                at: object.path("cases"), "'do' and 'cases' cannot both be given: one list of effects, or cases")
            return nil
        case (false, false):
            object.log.add(at: object.path, "missing 'do' (an array of effects) or 'cases' (an array of { when, do })")
            return nil
        }
    }
}

extension Case: DefinitionReadable {
    static func read(_ decoder: any Decoder, at path: String, log: ProblemLog) throws -> Case? {
        guard let object = ObjectReader(decoder, at: path, log: log, what: "a case", allowed: ["when", "do"]) else {
            return nil
        }
        let condition: Condition? = object.nested("when")
        if object.has("when"), condition == nil { return nil }
        guard object.has("do") else {
            object.logMissing("do", "missing 'do': the effects of this case")
            return nil
        }
        return Case(when: condition, effects: object.list("do", "an array of effects"))
    }
}

extension LinkDefinition: DefinitionReadable {
    static let keys = ["path", "query", "do", "cases"]

    static func read(_ decoder: any Decoder, at path: String, log: ProblemLog) throws -> LinkDefinition? {
        guard
            let object = ObjectReader(
                decoder, at: path, log: log, what: "a deep-link pattern", allowed: keys)
        else { return nil }
        let pattern: String? = object.required("path", "the link's path after SCHEME://, such as \"memos/detail/:id\"")
        let query: [String] =
            object.optional("query", "the query parameters it reads, an array such as [\"ref?\"]") ?? []
        let handler = Handler.read(object)
        guard let pattern, let parsed = LinkPattern(parsing: pattern, log: object.log, at: object.path("path")),
            let handler
        else { return nil }
        let parameters = query.map { name in
            name.hasSuffix("?")
                ? QueryParameter(name: String(name.dropLast()), isRequired: false)
                : QueryParameter(name: name, isRequired: true)
        }
        for index in parameters.indices where !ObjectReader.isName(parameters[index].name) {
            let parameter = parameters[index]
            object.log.add(
                at: object.path("query") + "[\(index)]",
                "'\(parameter.name)' is not a parameter name: a letter, then letters, digits, '_' or '-' (and '?' at the end when it may be left out)"
            )
        }
        return LinkDefinition(pattern: parsed, query: parameters, handler: handler)
    }
}

extension LinkPattern {
    /// Reads `memos/detail/:id` or `:tab/*`: words, `:name` parameters, and `*` last.
    init?(parsing text: String, log: ProblemLog, at path: String) {
        var segments: [Segment] = []
        let pieces = text.split(separator: "/", omittingEmptySubsequences: false).map(String.init)
        guard !text.isEmpty, !pieces.contains(where: \.isEmpty) else {
            log.add(at: path, "a link path is words separated by '/', such as \"memos/detail/:id\"; got '\(text)'")
            return nil
        }
        for index in pieces.indices {
            let piece = pieces[index]
            if piece == "*" {
                guard index == pieces.count - 1 else {
                    log.add(at: path, "'*' (any routes with their arguments) can only be the last segment of '\(text)'")
                    return nil
                }
                segments.append(.routes)
            } else if piece.hasPrefix(":") {
                let name = String(piece.dropFirst())
                guard ObjectReader.isName(name) else {
                    log.add(at: path, "'\(piece)' is not a parameter: ':' and a name, such as ':id'")
                    return nil
                }
                segments.append(.parameter(name))
            } else {
                guard ObjectReader.isName(piece) else {
                    log.add(at: path, "'\(piece)' is not a word a link can match: letters, digits, '_' or '-'")
                    return nil
                }
                segments.append(.literal(piece))
            }
        }
        self.init(segments)
    }
}

extension DataDefinition: DefinitionReadable {
    static let keys = ["variables", "collections", "catalogues"]

    static func read(_ decoder: any Decoder, at path: String, log: ProblemLog) throws -> DataDefinition? {
        guard
            let object = ObjectReader(
                decoder, at: path, log: log, what: "the data", allowed: keys)
        else { return nil }
        return DataDefinition(
            variables: object.list("variables", "an array of variables, each { name, initial }"),
            collections: object.list("collections", "an array of collections, each { name, item }"),
            catalogues: object.list("catalogues", "an array of catalogues, each { name, item, items }"))
    }
}

extension VariableDefinition: DefinitionReadable {
    static func read(_ decoder: any Decoder, at path: String, log: ProblemLog) throws -> VariableDefinition? {
        guard let object = ObjectReader(decoder, at: path, log: log, what: "a variable", allowed: ["name", "initial"])
        else {
            return nil
        }
        guard let name = object.name("name", "the variable's name") else { return nil }
        var initial = DataValue.null
        if object.has("initial") {
            // A value of the wrong type is reported; the variable is kept, so that its uses are not
            // reported as unknown too.
            initial = object.nested("initial") ?? .null
        }
        return VariableDefinition(name: name, initial: initial)
    }
}

extension DataValue: DefinitionReadable {
    static func read(_ decoder: any Decoder, at path: String, log: ProblemLog) throws -> DataValue? {
        if let single = try? decoder.singleValueContainer() {
            if single.decodeNil() { return .null }
            // A failed decode costs a thrown error: the more usual text is tried first.
            if let text = try? single.decode(String.self) { return .text(text) }
            if let number = try? single.decode(Int.self) { return .integer(number) }
        }
        log.add(
            at: path,
            "expected a text, an integer or null, found \(ObjectReader.found(in: decoder))")
        return nil
    }
}

extension CollectionDefinition: DefinitionReadable {
    static func read(_ decoder: any Decoder, at path: String, log: ProblemLog) throws -> CollectionDefinition? {
        guard
            let object = ObjectReader(
                decoder, at: path, log: log, what: "a collection", allowed: ["name", "item", "perUser", "of"])
        else { return nil }
        guard let name = object.name("name", "the collection's name"),
            let item = object.name("item", "what one item is called, such as 'memo'")
        else { return nil }
        return CollectionDefinition(
            name: name, item: item, isPerUser: object.optional("perUser", "true or false") ?? false,
            catalogue: object.name("of", "the catalogue whose items it holds", required: false))
    }
}

extension CatalogueDefinition: DefinitionReadable {
    static func read(_ decoder: any Decoder, at path: String, log: ProblemLog) throws -> CatalogueDefinition? {
        guard
            let object = ObjectReader(
                decoder, at: path, log: log, what: "a catalogue", allowed: ["name", "item", "items"])
        else {
            return nil
        }
        let items: [CatalogueItem] = object.list("items", "an array of items, each { id, ... }", required: true)
        guard let name = object.name("name", "the catalogue's name"),
            let item = object.name("item", "what one item is called, such as 'movie'")
        else { return nil }
        return CatalogueDefinition(name: name, item: item, items: items)
    }
}

extension CatalogueItem: DefinitionReadable {
    static func read(_ decoder: any Decoder, at path: String, log: ProblemLog) throws -> CatalogueItem? {
        guard let container = try? decoder.container(keyedBy: AnyKey.self) else {
            log.add(at: path, "expected an item: an object { id, ...fields }, found \(ObjectReader.found(in: decoder))")
            return nil
        }
        let expected = "an integer from 1 to \(ArgumentSpec.maxInteger)"
        guard container.contains(AnyKey("id")) else {
            log.add(at: path, "missing 'id': \(expected)")
            return nil
        }
        guard let id = try? container.decode(Int.self, forKey: AnyKey("id")), (1...ArgumentSpec.maxInteger).contains(id)
        else {
            let found = (try? container.superDecoder(forKey: AnyKey("id"))).map(ObjectReader.found) ?? "something else"
            log.add(at: SourceMap.member("id", of: path), "expected \(expected), found \(found)")
            return nil
        }
        var fields: [(name: String, value: DataValue)] = []
        // The decoder does not keep the order of keys: fields are kept in the order of their names.
        for key in container.allKeys.sorted(by: { $0.stringValue < $1.stringValue }) where key.stringValue != "id" {
            guard
                let value = try DataValue.read(
                    container.superDecoder(forKey: key), at: SourceMap.member(key.stringValue, of: path), log: log)
            else { continue }
            fields.append((key.stringValue, value))
        }
        return CatalogueItem(id: id, fields: fields)
    }
}
