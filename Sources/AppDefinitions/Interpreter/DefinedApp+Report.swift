import CoordinatorKit

extension DefinedApp {
    /// The state as the shell shows it. Besides the SPEC keys, the JSON state has: the variant's
    /// key (`coordinator`), each collection (the signed-in user's items, if per user), the item a
    /// screen shows for each catalogue a route takes ids of (`movie`, or null), each variable (a
    /// flow's is null while it does not run), and `pendingLink` / `pendingEvent` when the app can
    /// keep one until sign-in.
    public func report() -> StateReport {
        StateReport(
            catalog: catalog, user: state.user,
            navigation: state.navigation, coordinators: activePath, extras: extras)
    }

    /// The coordinators from the root to the one that owns the visible screen, with the variant.
    var activePath: [String] {
        var path = [model.root.name]
        if let flow = state.gateFlow { path.append(flow) }
        if let variant = state.variant { path.append(variant) }
        guard let owner = model.routes[state.navigation.visibleScreen.name.rawValue]?.owner,
            state.flow(named: owner) != nil
        else { return path }
        var chain: [String] = []
        var current: String? = owner
        while let name = current, state.flow(named: name) != nil {
            chain.insert(name, at: 0)
            current = model.coordinators[name]?.parent
        }
        return path + chain
    }

    private var extras: [StateReport.Extra] {
        var extras: [StateReport.Extra] = []
        let screen = state.navigation.visibleScreen
        if let (_, group) = model.variants,
            let running = group.choices.first(where: { $0.coordinator == state.variant })
        {
            extras.append(.init(group.key, .string(running.name), summary: "\(running.name) (\(running.coordinator))"))
        }
        for collection in model.definition.data.collections {
            extras.append(collectionExtra(collection, screen: screen))
        }
        for catalogue in model.definition.data.catalogues {
            extras += catalogueExtras(catalogue, screen: screen)
        }
        if let shown = shownCollectionItem(on: screen) { extras.append(shown) }
        for variable in model.definition.data.variables {
            let value = state.variables[variable.name] ?? variable.initial
            // A variable without a value says nothing in the human output (JSON has its null).
            extras.append(.init(variable.name, value.json, summary: value == .null ? nil : value.description))
        }
        for (name, (flow, _)) in model.flowVariables.sorted(by: { $0.key < $1.key }) {
            let value = state.flow(named: flow).map { $0.variables[name] ?? .null }
            extras.append(.init(name, value?.json ?? .null, summary: value?.description))
        }
        if model.keepsLinks {
            var link: String?
            if case .link(let text)? = state.pending { link = text }
            extras.append(
                .init(
                    "pendingLink", link.map(JSONValue.string) ?? .null,
                    summary: link.map { "\($0) (opens right after the next login)" }))
        }
        if model.keepsEvents {
            var event: String?
            if case .event? = state.pending { event = state.pending?.description }
            extras.append(
                .init(
                    "pendingEvent", event.map(JSONValue.string) ?? .null,
                    summary: event.map { "'\($0)' (runs right after the next sign-in)" }))
        }
        return extras
    }

    // MARK: - Collections

    /// Every item of the collection (the signed-in user's) in JSON; on a screen that lists it, the
    /// newest few in the human output.
    private func collectionExtra(_ collection: CollectionDefinition, screen: Route) -> StateReport.Extra {
        let owner = collection.isPerUser ? state.user : ""
        let items = owner.flatMap { state.collections[collection.name]?[$0] } ?? SharedLog()
        var summary: String?
        if model.routes[screen.name.rawValue]?.lists == collection.name {
            summary = items.isEmpty ? "none yet" : newest(items, of: collection)
        }
        let catalogueItem = collection.catalogue.flatMap { model.catalogues[$0]?.item }
        return .init(collection.name, summary: summary) {
            .array(
                items.map { item in
                    var object: [String: JSONValue] = ["id": .integer(item.id)]
                    object[catalogueItem ?? "text"] = item.value.json
                    return .object(object)
                })
        }
    }

    /// How many items a list screen shows, newest first.
    static let newestItemsShown = 5

    /// `3 "milk", 2 "eggs", 1 "tea"`, then how many older ones are left out.
    private func newest(_ items: SharedLog<CollectionItem>, of collection: CollectionDefinition) -> String {
        var text = TextBuffer()
        let newest = items.suffix(Self.newestItemsShown).reversed()
        for (index, item) in newest.enumerated() {
            if index > 0 { text += ", " }
            text += String(item.id) + " " + describe(item.value, of: collection)
        }
        let older = items.count - newest.count
        if older > 0 { text += " (and \(older) older)" }
        return text.string
    }

    /// An item's value for people: a text quoted; a catalogue item by its first text field.
    private func describe(_ value: DataValue, of collection: CollectionDefinition) -> String {
        guard let catalogueName = collection.catalogue, case .integer(let id) = value,
            let item = model.catalogues[catalogueName]?.items.first(where: { $0.id == id })
        else { return value.description }
        return "\(model.catalogues[catalogueName]?.item ?? "item") \(id)"
            + (item.title.map { " " + $0.swiftLiteral } ?? "")
    }

    /// On the detail screen of a collection's item: `memo: 1 "Buy milk"` (human output only: the
    /// JSON has the whole collection).
    private func shownCollectionItem(on screen: Route) -> StateReport.Extra? {
        guard let source = model.itemSource(of: screen.name), let collection = model.collections[source],
            case .integer(let id)? = screen.argument
        else { return nil }
        let owner = collection.isPerUser ? state.user : ""
        let items = owner.flatMap { state.collections[source]?[$0] } ?? SharedLog()
        let item = items.indices.contains(id - 1) ? items[id - 1] : nil
        let text = item.map { describe($0.value, of: collection) } ?? "(no such \(collection.item))"
        return .init(collection.item, nil, summary: "\(id) \(text)")
    }

    // MARK: - Catalogues

    /// The item the visible screen shows (JSON and human), and on a screen that lists the
    /// catalogue, its ids (human only).
    private func catalogueExtras(_ catalogue: CatalogueDefinition, screen: Route) -> [StateReport.Extra] {
        var extras: [StateReport.Extra] = []
        if model.routes[screen.name.rawValue]?.lists == catalogue.name {
            let ids = catalogue.items.map { String($0.id) }.joined(separator: ", ")
            let opener = catalog.events(emittedOn: screen).first { event in
                model.events[event.name]?.argument?.kind == .item(of: catalogue.name)
            }
            extras.append(
                .init(catalogue.name, nil, summary: ids + (opener.map { " ('\($0.usage)' opens one)" } ?? "")))
        }
        let isShown = model.routes.values.contains { $0.argument?.kind == .item(of: catalogue.name) }
        guard isShown else { return extras }
        guard model.itemSource(of: screen.name) == catalogue.name, case .integer(let id)? = screen.argument,
            let item = catalogue.items.first(where: { $0.id == id })
        else {
            extras.append(.init(catalogue.item, .null))
            return extras
        }
        var object: [String: JSONValue] = ["id": .integer(item.id)]
        for field in item.fields { object[field.name] = field.value.json }
        let others = item.otherFields.map { $0.value.plain }
        let summary =
            "\(item.id)" + (item.title.map { " " + $0.swiftLiteral } ?? "")
            + (others.isEmpty ? "" : " (\(others.joined(separator: ", ")))")
        extras.append(.init(catalogue.item, .object(object), summary: summary))
        return extras
    }
}

extension CatalogueItem {
    /// What the item is called: its `title` or `name` field, else its first text field (fields are
    /// kept in the order of their names).
    var title: String? {
        let field =
            fields.first { $0.name == "title" || $0.name == "name" }
            ?? fields.first {
                if case .text = $0.value { true } else { false }
            }
        guard case .text(let text)? = field?.value else { return nil }
        return text
    }

    /// The fields other than the title, in the order of their names.
    var otherFields: [(name: String, value: DataValue)] {
        let title =
            fields.first { $0.name == "title" || $0.name == "name" }?.name
            ?? fields.first { if case .text = $0.value { true } else { false } }?.name
        return fields.filter { $0.name != title }
    }
}

extension DataValue {
    var json: JSONValue {
        switch self {
        case .null: .null
        case .integer(let number): .integer(number)
        case .text(let text): .string(text)
        }
    }

    /// As written for people, without quotes: `2005`, `Arrival`.
    var plain: String {
        switch self {
        case .null: "none"
        case .integer(let number): String(number)
        case .text(let text): text
        }
    }
}
