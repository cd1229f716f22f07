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

    /// The coordinators from the root to the one that owns the visible screen, with the variant
    /// after the coordinator that holds it, while that one runs (a gate's signed-in flow does not
    /// run signed out, nor its variant).
    var activePath: [String] {
        var path = [model.root.name]
        if let flow = state.gateFlow { path.append(flow) }
        if let owner = model.routes[state.navigation.visibleScreen.name.rawValue]?.owner,
            state.runs(owner)
        {
            var chain: [String] = []
            var current: String? = owner
            while let name = current, state.runs(name) {
                chain.insert(name, at: 0)
                current = model.coordinators[name]?.parent
            }
            path += chain
        }
        if let variant = state.variant, let holder = model.variants?.owner {
            // A variant of the root comes after the gate's flow, as it always has; another right after
            // its holder, while that runs.
            let after = holder == model.root.name ? (state.gateFlow ?? holder) : holder
            if let index = path.firstIndex(of: after) { path.insert(variant, at: index + 1) }
        }
        return path
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
        extras += shownCollectionItems(on: screen)
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
                    summary: link.map { "\($0) (opens right after the next \(model.signInWord))" }))
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

    /// The collection's items (the signed-in user's): their count and the newest few, which a
    /// screen that lists it shows (`:state` shows all).
    private func collectionExtra(_ collection: CollectionDefinition, screen: Route) -> StateReport.Extra {
        guard let owner = collection.isPerUser ? state.user : "" else { return .noList(collection.name) }
        let items = state.items(of: collection.name, ownedBy: owner)
        let definitions = model
        let catalogueItem = collection.catalogue.flatMap { definitions.catalogues[$0]?.item }

        return .init(
            collection.name,
            list: .init(
                count: items.count, isOnScreen: definitions.routes[screen.name.rawValue]?.lists == collection.name,
                items: { limit in
                    items.newest(limit).map { item in
                        .init(id: item.id, key: catalogueItem ?? "text", value: item.value.json)
                    }
                },
                describe: { limit, text in
                    items.writeNewest(limit, to: &text, id: \.id) { item, text in
                        text.write(definitions.describeListed(item.value, of: collection))
                    }
                }))
    }

    /// On the detail screen of a collection's item: `memo: 1 "Buy milk"`, and in JSON
    /// `{"id": 1, "text": "Buy milk"}` (`"text": null` for an item that does not exist); null on
    /// other screens, for each collection whose items a screen shows.
    private func shownCollectionItems(on screen: Route) -> [StateReport.Extra] {
        let shownHere = model.itemSource(of: screen.name)
        var extras: [StateReport.Extra] = []
        for collection in model.definition.data.collections where model.showsItems(of: collection.name) {
            guard shownHere == collection.name, case .integer(let id)? = screen.argument else {
                extras.append(.init(collection.item, .null))
                continue
            }
            let owner = collection.isPerUser ? state.user : ""
            let items = owner.map { state.items(of: collection.name, ownedBy: $0) } ?? SharedLog()
            let item = items.indices.contains(id - 1) ? items[id - 1] : nil
            let text = item.map { model.describeListed($0.value, of: collection) } ?? "(no such \(collection.item))"
            let key = collection.catalogue.flatMap { model.catalogues[$0]?.item } ?? "text"
            extras.append(
                .init(
                    collection.item, .object(["id": .integer(id), key: item?.value.json ?? .null]),
                    summary: "\(id) \(text)"))
        }
        return extras
    }

    // MARK: - Catalogues

    /// The item the visible screen shows (JSON and human), and on a screen that lists the
    /// catalogue, its ids (human only).
    private func catalogueExtras(_ catalogue: CatalogueDefinition, screen: Route) -> [StateReport.Extra] {
        var extras: [StateReport.Extra] = []
        if model.routes[screen.name.rawValue]?.lists == catalogue.name {
            let opener = catalog.events(emittedOn: screen).first { event in
                model.events[event.name]?.argument?.kind == .item(of: catalogue.name)
            }
            let line = StateReport.catalogueLine(catalogue.items.map { ($0.id, $0.title) }, opener: opener?.usage)
            extras.append(.init(catalogue.name, nil, summary: line))
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
        extras.append(.init(catalogue.item, .object(JSONObject(object)), summary: summary))
        return extras
    }
}

extension DefinedModel {
    /// An item's value after the item's own id, in a list or on the item's screen: a catalogue
    /// item in parentheses, `1 (product 7 "Coffee grinder")`, so that the two ids do not read as
    /// "one of product 7"; a text as `describe` gives it, `1 "Buy milk"`.
    func describeListed(_ value: DataValue, of collection: CollectionDefinition) -> String {
        let text = describe(value, of: collection)
        return collection.catalogue == nil ? text : "(\(text))"
    }

    /// An item's value for people: a text quoted; a catalogue item by its first text field.
    func describe(_ value: DataValue, of collection: CollectionDefinition) -> String {
        guard let catalogueName = collection.catalogue, case .integer(let id) = value,
            let item = catalogues[catalogueName]?.items.first(where: { $0.id == id })
        else { return value.description }
        return "\(catalogues[catalogueName]?.item ?? "item") \(id)"
            + (item.title.map { " " + $0.swiftLiteral } ?? "")
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
