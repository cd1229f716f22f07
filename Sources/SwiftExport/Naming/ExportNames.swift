import AppDefinitions

/// The Swift name of everything a design names: enum cases for routes, events, tabs, variants,
/// coordinators, variables and collections; a class per coordinator; types for data. A name that
/// is not a Swift identifier is made one (`my-route`: `myRoute`), a keyword goes in backticks, a
/// name that clashes with a generated member gets a suffix; each such change is a note for the user.
struct ExportNames {
    /// What changed, one line each: `route 'my-route' is myRoute in Swift (...)`.
    private(set) var notes: [String] = []
    let module: String
    private(set) var routes: [String: String] = [:]
    private(set) var events: [String: String] = [:]
    private(set) var tabs: [String: String] = [:]
    private(set) var variants: [String: String] = [:]
    private(set) var coordinators: [String: String] = [:]
    private(set) var variables: [String: String] = [:]
    private(set) var collections: [String: String] = [:]
    /// Coordinator name: its class (`FeatureCoordinator`).
    private(set) var coordinatorTypes: [String: String] = [:]
    /// Coordinator name: the property its parent holds it in (`feature`).
    private(set) var childProperties: [String: String] = [:]
    /// Collection name: its property in `AppState` (`memos`).
    private(set) var collectionProperties: [String: String] = [:]
    /// Collection name: the type of its items (`Memo`).
    private(set) var itemTypes: [String: String] = [:]
    /// Catalogue name: the type of its items (`Product`).
    private(set) var catalogueTypes: [String: String] = [:]
    /// Catalogue name, then field name: the field's property (`title`).
    private(set) var fields: [String: [String: String]] = [:]

    /// The types every package has; a type made from a design name must not take one.
    static let generatedTypes: Set<String> = [
        "Route", "Event", "Tab", "Variant", "AppState", "Navigation", "ScreenStack", "Intent", "RoutePattern",
        "NavigationError", "Value", "DeepLink", "DeepLinkURL", "LinkMatcher", "LinkPattern", "LinkMatch",
        "RunningFlow", "PendingCommand", "CoordinatorName", "VariableName", "CollectionName", "Coordinating",
        "Arguments", "String", "Int", "Bool", "Array", "Set", "Dictionary", "Optional", "Result", "Error", "Never",
        "Character", "Double", "Hashable", "Codable", "Sendable", "Identifiable", "Equatable", "Collection",
    ]

    /// The members of a coordinator class, which a child's property must not take.
    static let coordinatorMembers: Set<String> = [
        "name", "state", "children", "delegate", "handle", "sync", "perform", "send", "open", "select", "run",
        "deliver", "coordinator", "restore", "activeCoordinators", "init", "deinit",
    ]

    init(_ definition: AppDefinition, appName: String) {
        module = SwiftName.upperCamel(appName) + "Navigation"
        routes = assign(
            definition.routes.map(\.name), what: "route", suffix: "Screen",
            reserved: ["name", "argument", "description", "linkSegments", "make", "path", "owner", "isPushableByHand"])
        events = assign(
            definition.events.map(\.name), what: "event", suffix: "Event",
            reserved: ["name", "description", "argument", "isReported"])
        tabs = assign(definition.tabNames, what: "tab", suffix: "Tab", reserved: ["rawValue", "allCases", "root"])
        variants = assign(
            definition.variantNames, what: "variant", suffix: "Variant",
            reserved: ["rawValue", "allCases", "coordinator"])
        coordinators = assign(
            definition.coordinators.map(\.name), what: "coordinator", suffix: "Coordinator",
            reserved: ["rawValue", "allCases", "parent", "startScreen", "isModal", "isWithin"])
        variables = assign(
            definition.allVariables.map(\.name), what: "variable", suffix: "Variable",
            reserved: ["rawValue", "allCases", "initial", "flow"])
        collections = assign(
            definition.data.collections.map(\.name), what: "collection", suffix: "Collection",
            reserved: ["rawValue", "allCases"])
        var typeNames = Self.generatedTypes
        for coordinator in definition.coordinators {
            let base = SwiftName.upperCamel(coordinator.name)
            let type = unique(base.lowercased().hasSuffix("coordinator") ? base : base + "Coordinator", in: &typeNames)
            coordinatorTypes[coordinator.name] = type
            let property = SwiftName.bare(coordinators[coordinator.name] ?? "child")
            childProperties[coordinator.name] = SwiftName.escaped(
                Self.coordinatorMembers.contains(property) ? property + "Coordinator" : property, suffix: "Coordinator")
        }
        for catalogue in definition.data.catalogues {
            catalogueTypes[catalogue.name] = unique(
                SwiftName.upperCamel(catalogue.item), in: &typeNames, suffix: "Item")
            var used: Set<String> = ["id"]
            var names: [String: String] = [:]
            for field in catalogue.fieldNames {
                let name = unique(SwiftName.lowerCamel(field), in: &used, suffix: "Field")
                names[field] = SwiftName.escaped(name, suffix: "Field")
            }
            fields[catalogue.name] = names
        }
        var stateMembers: Set<String> = [
            "navigation", "user", "flows", "variables", "variant", "gateFlow", "pending", "started", "visibleScreen",
            "isRunning", "set", "clear", "add", "value", "isEmpty", "init",
        ]
        for collection in definition.data.collections {
            itemTypes[collection.name] = unique(SwiftName.upperCamel(collection.item), in: &typeNames, suffix: "Item")
            let property = unique(SwiftName.lowerCamel(collection.name), in: &stateMembers, suffix: "Items")
            collectionProperties[collection.name] = SwiftName.escaped(property, suffix: "Items")
        }
    }

    /// Swift case names for `names`, each unique, none in `reserved`; notes say what changed, in the
    /// order of `names`. A name that is a Swift name already keeps it (`helpCenter`), whichever
    /// comes first; the names that had to change (`help-center`) then take what is left, in
    /// alphabetical order, so the Swift names do not depend on the order of the definition.
    private mutating func assign(_ names: [String], what: String, suffix: String, reserved: Set<String>)
        -> [String: String]
    {
        var candidates: [String: (identifier: String, reasons: [String])] = [:]
        for name in names where candidates[name] == nil {
            candidates[name] = Self.candidate(for: name, suffix: suffix, reserved: reserved)
        }
        let kept = Set(candidates.filter { $0.key == $0.value.identifier }.keys)
        var used = reserved.union(kept)
        var identifiers = Dictionary(uniqueKeysWithValues: kept.map { ($0, $0) })
        for name in candidates.keys.filter({ !kept.contains($0) }).sorted() {
            guard let identifier = candidates[name]?.identifier else { continue }
            let unique = unique(identifier, in: &used)
            identifiers[name] = unique
            if unique != identifier {
                candidates[name]?.reasons.append(
                    kept.contains(identifier)
                        ? "another \(what) is called '\(identifier)'" : "another name became '\(identifier)' too")
            }
        }
        var result: [String: String] = [:]
        for name in names where result[name] == nil {
            guard let identifier = identifiers[name], var reasons = candidates[name]?.reasons else { continue }
            let escaped = SwiftName.escaped(identifier, suffix: suffix)
            if escaped != identifier { reasons.append("a Swift keyword, written in backticks") }
            result[name] = escaped
            if escaped != name {
                notes.append("\(what) '\(name)' is \(escaped) in Swift (\(reasons.joined(separator: "; ")))")
            }
        }
        return result
    }

    /// The Swift name `name` asks for before the others are known, and why it differs from `name`:
    /// in lowerCamelCase, with `suffix` when it cannot name a case or a generated member has it.
    private static func candidate(for name: String, suffix: String, reserved: Set<String>)
        -> (identifier: String, reasons: [String])
    {
        var identifier = SwiftName.lowerCamel(name)
        var reasons: [String] = []
        if identifier != name {
            reasons.append(
                identifier.lowercased() == name.lowercased()
                    ? "a case starts with a lowercase letter" : "a Swift name has only letters, digits and '_'")
        }
        if SwiftName.renamed.contains(identifier) {
            identifier += suffix
            reasons.append("'\(name)' cannot name a case in Swift")
        } else if reserved.contains(identifier) {
            identifier += suffix
            reasons.append("'\(SwiftName.lowerCamel(name))' is taken by a member the export generates")
        }
        return (identifier, reasons)
    }

    /// `name`, or `name` with `suffix` (then a number) when it is taken; the result is taken.
    private func unique(_ name: String, in used: inout Set<String>, suffix: String = "") -> String {
        var candidate = name
        if used.contains(candidate), !suffix.isEmpty { candidate = name + suffix }
        var number = 2
        while used.contains(candidate) {
            candidate = name + suffix + String(number)
            number += 1
        }
        used.insert(candidate)
        return candidate
    }

    // MARK: - Lookups that cannot fail for a checked definition

    func route(_ name: String) -> String { routes[name] ?? SwiftName.lowerCamel(name) }
    func event(_ name: String) -> String { events[name] ?? SwiftName.lowerCamel(name) }
    func tab(_ name: String) -> String { tabs[name] ?? SwiftName.lowerCamel(name) }
    func variant(_ name: String) -> String { variants[name] ?? SwiftName.lowerCamel(name) }
    func coordinator(_ name: String) -> String { coordinators[name] ?? SwiftName.lowerCamel(name) }
    func variable(_ name: String) -> String { variables[name] ?? SwiftName.lowerCamel(name) }
    func collection(_ name: String) -> String { collections[name] ?? SwiftName.lowerCamel(name) }
    func coordinatorType(_ name: String) -> String { coordinatorTypes[name] ?? SwiftName.upperCamel(name) }
    func childProperty(_ name: String) -> String { childProperties[name] ?? SwiftName.lowerCamel(name) }
    func collectionProperty(_ name: String) -> String { collectionProperties[name] ?? SwiftName.lowerCamel(name) }
    func itemType(_ name: String) -> String { itemTypes[name] ?? SwiftName.upperCamel(name) }
    func catalogueType(_ name: String) -> String { catalogueTypes[name] ?? SwiftName.upperCamel(name) }
    func field(_ field: String, of catalogue: String) -> String {
        fields[catalogue]?[field] ?? SwiftName.lowerCamel(field)
    }
}

extension AppDefinition {
    /// Every tab name, in order.
    var tabNames: [String] {
        coordinators.flatMap { coordinator -> [String] in
            if case .tabs(let tabs)? = coordinator.navigation { tabs.map(\.name) } else { [] }
        }
    }

    /// Every variant's name, in order.
    var variantNames: [String] {
        coordinators.flatMap { $0.variants?.choices.map(\.name) ?? [] }
    }

    /// The app's variables, then each flow's.
    var allVariables: [VariableDefinition] {
        data.variables + coordinators.flatMap(\.variables)
    }
}

extension CatalogueDefinition {
    /// The names of its items' fields, in the order they first appear.
    var fieldNames: [String] {
        var names: [String] = []
        for item in items {
            for field in item.fields where !names.contains(field.name) { names.append(field.name) }
        }
        return names
    }
}
