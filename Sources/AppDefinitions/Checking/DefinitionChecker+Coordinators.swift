// MARK: - The coordinator tree

extension DefinitionChecker {
    mutating func checkCoordinators() {
        let names = definition.coordinators.map(\.name)
        if definition.coordinators.isEmpty {
            // Under a misspelt key, they are that key's problem.
            if !isMisspelt("coordinator") {
                add(
                    "coordinators",
                    "a definition needs at least one coordinator: the root, which owns a 'stack' or 'tabs'")
            }
        } else if rootIndex == nil, coordinatorsInCycles.isEmpty {
            // A cycle leaves no root too: its problem says so.
            add("coordinators", "no coordinator is the root: one coordinator has no 'parent'")
        }
        // A parent given but unreadable (a number) is that key's problem, not a parent left out.
        for index in definition.coordinators.indices
        where isExtraRoot(index) && !isUnread("coordinators[\(index)].parent") {
            add(
                "coordinators[\(index)]",
                "'\(definition.coordinators[index].name)' has no 'parent', but '\(definition.coordinators[rootIndex ?? 0].name)' is the root already; give it a parent"
            )
        }
        for index in definition.coordinators.indices {
            let coordinator = definition.coordinators[index]
            let path = "coordinators[\(index)]"
            if let parent = coordinator.parent {
                if parent == coordinator.name {
                    add("\(path).parent", "'\(parent)' cannot be its own parent" + noRootAdvice)
                } else if checkKnown(parent, in: names, at: "\(path).parent", what: "coordinator") {
                    checkCycle(from: coordinator.name, at: "\(path).parent")
                }
            }
            // A second coordinator without a parent is reported above, and a cycle; what it is
            // depends on the parent it gets, so its navigation and start are not judged.
            let isPlaced = !isExtraRoot(index) && !coordinatorsInCycles.contains(coordinator.name)
            // A 'stack' or 'tabs' that could not be read (both given, a root that is no name) is
            // that key's problem: the coordinator is not judged as one without them.
            let isNavigationUnread =
                coordinator.navigation == nil
                && (unreadPaths.contains(filePath("\(path).stack")) || unreadPaths.contains(filePath("\(path).tabs")))
            if !isNavigationUnread {
                checkNavigation(of: coordinator, at: path, isRoot: index == rootIndex, placed: isPlaced)
                if isPlaced { checkFlowStart(of: coordinator, at: path) }
            }
            if let variants = coordinator.variants { checkVariants(variants, of: coordinator, at: "\(path).variants") }
        }
        checkGate()
        var variables: [Variable] = definition.data.variables.indices.map {
            Variable(name: definition.data.variables[$0].name, path: "data.variables[\($0)]")
        }
        for index in definition.coordinators.indices {
            let coordinator = definition.coordinators[index]
            variables += coordinator.variables.indices.map {
                Variable(name: coordinator.variables[$0].name, path: "coordinators[\(index)].variables[\($0)]")
            }
        }
        var seen: [String: String] = [:]
        for variable in variables {
            if let problem = Self.reservedKeyProblem(variable.name)
                ?? (variable.name == "arg" ? "'arg' is a name coordsh uses itself" : nil)
            {
                add("\(variable.path).name", problem + "; give the variable another name")
            } else if let first = seen[variable.name.lowercased()] {
                add(
                    "\(variable.path).name",
                    "there is already a variable named '\(variable.name)', at \(filePath(first))")
            } else {
                seen[variable.name.lowercased()] = variable.path
            }
        }
    }

    /// - Parameter placed: whether its place in the tree is known (it is the root or has a parent).
    private mutating func checkNavigation(
        of coordinator: CoordinatorDefinition, at path: String, isRoot: Bool, placed: Bool
    ) {
        let gateFlows = [definition.users?.signedOut, definition.users?.signedIn].compactMap { $0 }
        let isGateFlow = gateFlows.contains(coordinator.name)
        // A gate that names one flow (reported by its reader) is a gate, but which coordinators are
        // its flows, and so which own the navigation, is not known: that is not judged.
        let isHalfGate = gateFlows.count == 1
        guard let navigation = coordinator.navigation else {
            if isRoot, gateFlows.isEmpty {
                add(
                    path,
                    "the root coordinator '\(coordinator.name)' needs a 'stack' (its root route) or 'tabs', unless users sign in through a gate ('users': { signedOut, signedIn })"
                )
            }
            if isGateFlow {
                add(path, "'\(coordinator.name)' runs as a flow of the sign-in gate, so it owns a 'stack' or 'tabs'")
            }
            return
        }
        if !isRoot, !isGateFlow, let owner = coordinator.parent, variantCoordinators.contains(coordinator.name) {
            // Its root is no root: not checked further.
            add(
                path + (navigation.isTabs ? ".tabs" : ".stack"),
                "'\(coordinator.name)' is a variant of '\(owner)', which runs on its parent's stack: a variant owns no stack or tabs"
            )
            return
        }
        if !isRoot, !isGateFlow, placed, !isHalfGate {
            add(
                path + (navigation.isTabs ? ".tabs" : ".stack"),
                "only the root coordinator, or a flow of the sign-in gate, owns a stack or tabs; '\(coordinator.name)' is a child flow: it shows its screens on the stack its parent lends it (give it a 'start' route)"
            )
        }
        if isRoot, !gateFlows.isEmpty, !isHalfGate {
            add(
                path + (navigation.isTabs ? ".tabs" : ".stack"),
                "with a sign-in gate, the root runs the gate's flows, and they own the stacks; '\(coordinator.name)' cannot own one too"
            )
        }
        switch navigation {
        case .stack(let root):
            checkRoot(root, of: coordinator.name, at: "\(path).stack", what: "the root of its stack")
        case .tabs(let tabs):
            checkUnique(tabs.map(\.name), at: "\(path).tabs", what: "tab")
            for index in tabs.indices {
                let tab = tabs[index]
                checkRoot(
                    tab.root, of: coordinator.name, at: "\(path).tabs[\(index)].root",
                    what: "the root of tab \(tab.name)")
            }
        }
    }

    /// A stack's or a tab's root: a route of that coordinator, without an argument.
    private mutating func checkRoot(_ route: String, of owner: String, at path: String, what: String) {
        guard checkKnown(route, in: definition.routes.map(\.name), at: path, what: "route"), let spec = routes[route]
        else { return }
        // An empty owner could not be read; the reader said so at the route.
        if spec.owner != owner, !spec.owner.isEmpty {
            add(path, "'\(route)' is \(what), so '\(owner)' owns it; the route says its owner is '\(spec.owner)'")
        }
        if spec.argument != nil {
            add(path, "'\(route)' is \(what) and cannot take an argument: a root is there before anything is chosen")
        }
    }

    private mutating func checkFlowStart(of coordinator: CoordinatorDefinition, at path: String) {
        let isFlow = isChildFlow(coordinator.name)
        guard let start = coordinator.start else {
            if isFlow {
                // Variants given to a coordinator of their own: say where they usually go.
                let owner = coordinator.parent.flatMap(navigationOwner(of:)).map { ", here '\($0)'" } ?? ""
                let variants =
                    coordinator.variants == nil
                    ? ""
                    : ". (Variants usually belong to the coordinator that owns the stack or tabs they run on\(owner), as in examples/apps/mvc.json5.)"
                add(
                    path,
                    "'\(coordinator.name)' is a child flow (no stack of its own), so it needs 'start': the route it shows first"
                        + variants
                )
            }
            // A child flow's 'modal' is right; only its 'start' is missing, reported above.
            if coordinator.isModal, !isFlow {
                add("\(path).modal", "'modal' is for a child flow, which starts in a modal of its own")
            }
            return
        }
        guard isFlow else {
            add(
                "\(path).start",
                "'start' is for a child flow; '\(coordinator.name)' \(coordinator.navigation != nil ? "owns a stack and starts at its root" : "is a variant, which runs on its parent's stack")"
            )
            return
        }
        guard checkKnown(start, in: definition.routes.map(\.name), at: "\(path).start", what: "route"),
            let spec = routes[start]
        else { return }
        if spec.owner != coordinator.name {
            add("\(path).start", "'\(start)' is owned by '\(spec.owner)'; a flow starts with one of its own routes")
        }
        if spec.argument != nil {
            add("\(path).start", "'\(start)' takes an argument; a flow starts on a route without one")
        }
    }

    private mutating func checkVariants(
        _ variants: VariantGroup, of coordinator: CoordinatorDefinition, at path: String
    ) {
        checkUnique(variants.choices.map(\.name), at: "\(path).choices", what: "variant")
        for index in variants.choices.indices {
            let choice = variants.choices[index]
            let choicePath = "\(path).choices[\(index)].coordinator"
            guard
                checkKnown(
                    choice.coordinator, in: definition.coordinators.map(\.name), at: choicePath, what: "coordinator"),
                let variant = coordinators[choice.coordinator]
            else { continue }
            if variant.parent != coordinator.name {
                add(
                    choicePath,
                    "'\(choice.coordinator)' is a variant of '\(coordinator.name)', so its parent is '\(coordinator.name)'"
                )
            }
            // A variant's own 'stack', 'tabs' or 'start' is reported at that key.
            if let route = definition.routes.first(where: { $0.owner == choice.coordinator }) {
                add(
                    choicePath,
                    "'\(route.name)' is owned by the variant '\(choice.coordinator)'; routes belong to the coordinator whose stack shows them ('\(coordinator.name)')"
                )
            }
        }
    }

    private mutating func checkGate() {
        guard let users = definition.users else { return }
        guard users.signedOut != nil || users.signedIn != nil else {
            if users.keepsLinks {
                add(
                    "users.keepLinks",
                    "keeping links until sign-in needs a gate: 'signedOut' and 'signedIn' coordinators")
            }
            return
        }
        // A gate that names one flow is reported by its reader; the one it names is checked.
        let names = definition.coordinators.map(\.name)
        for (key, named) in [("signedOut", users.signedOut), ("signedIn", users.signedIn)] {
            guard let name = named, checkKnown(name, in: names, at: "users.\(key)", what: "coordinator"),
                let flow = coordinators[name]
            else {
                continue
            }
            // Under a cycle, where the root is is not known.
            if let parent = flow.parent, coordinators[parent]?.parent != nil,
                !coordinatorsInCycles.contains(name), !coordinatorsInCycles.contains(parent)
            {
                add("users.\(key)", "a flow of the sign-in gate is a child of the root; '\(name)' is under '\(parent)'")
            }
            // A flow without a parent that is not the root either is reported at the flow.
            if flow.parent == nil, rootIndex.map({ definition.coordinators[$0].name }) == name {
                add("users.\(key)", "'\(name)' is the root; the gate's flows are its children")
            }
        }
        if users.signedOut != nil, users.signedOut == users.signedIn {
            add("users.signedIn", "the same coordinator cannot run both signed out and signed in")
        }
    }
}

extension NavigationShape {
    var isTabs: Bool {
        if case .tabs = self { true } else { false }
    }
}

extension DefinitionChecker {
    /// A variable of the app or of a coordinator, and where it is.
    fileprivate struct Variable {
        let name: String
        let path: String
    }
}
