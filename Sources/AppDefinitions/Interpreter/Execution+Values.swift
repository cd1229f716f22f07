import CoordinatorKit

// MARK: - Values

extension Execution {
    /// What a value expression stands for now.
    func value(of expression: ValueExpression, for what: String) throws -> DataValue {
        switch expression {
        case .integer(let number): return .integer(number)
        case .text(let text): return .text(text)
        case .argument:
            switch argument {
            case .integer(let number)?: return .integer(number)
            case .text(let text)?: return .text(text)
            case nil: throw DefinedAppError.noValue("the argument of \(what)")
            }
        case .screenArgument:
            switch state.navigation.visibleScreen.argument {
            case .integer(let number)?: return .integer(number)
            case .text(let text)?: return .text(text)
            case nil:
                throw DefinedAppError.noValue("the visible screen (\(state.navigation.visibleScreen)) for \(what)")
            }
        case .reference(let name):
            return try value(of: name, model.references[name])
        }
    }

    /// What the name `name` stands for now: a deep link's parameter, a flow's variable or one of
    /// the app's variables; `reference` is what the model has under that name.
    func value(of name: String, _ reference: Reference?) throws -> DataValue {
        if !parameters.isEmpty, let parameter = parameters[name] { return .text(parameter) }
        if let reference, let flow = reference.flow {
            // By position: `state.flow(named:)` would copy the flow out, variables and all.
            guard let index = state.flows.firstIndex(where: { $0.name == flow }) else {
                throw DefinedAppError.flowNotRunning(flow)
            }
            // (Read in place, through the array's storage: a flow copied out of the array, its
            // first variable with it, costs more than the lookup.)
            let position = reference.position
            let value = state.flows.withUnsafeBufferPointer { flows -> DataValue? in
                guard let flow = flows.baseAddress.map({ $0 + index }) else { return nil }
                if position == 0, flow.pointee.first?.name == name { return flow.pointee.first?.value }
                return flow.pointee.value(of: name, at: position)
            }
            return value ?? .null
        }
        return state.variables[name] ?? .null
    }

    /// A value as a text, for names (tabs, variants, users).
    func text(of expression: ValueExpression, for what: String) throws -> String {
        switch try value(of: expression, for: what) {
        case .text(let text): text
        case .integer(let number): String(number)
        case .null: throw DefinedAppError.noValue(what)
        }
    }

    // MARK: - Conditions

    func holds(_ condition: Condition) throws -> Bool {
        switch condition {
        case .noModal: return state.navigation.modalCount == 0
        case .signedIn: return state.user != nil
        case .signedOut: return state.user == nil
        case .notEmpty(let name): return try !isEmpty(name)
        case .isEmpty(let name): return try isEmpty(name)
        case .screen(let route): return state.navigation.visibleScreen.name.rawValue == route
        case .tab(let tab): return state.navigation.selectedTab == tab
        case .variant(let name): return model.variant(named: name)?.coordinator == state.variant
        case .running(let coordinator): return running.contains(coordinator)
        case .onStack(let route): return state.navigation.containsScreen { $0.name.rawValue == route }
        case .not(let inner): return try !holds(inner)
        case .all(let parts): return try parts.allSatisfy(holds)
        case .any(let parts): return try parts.contains(where: holds)
        }
    }

    /// Whether a variable has no text, or a collection no item (the signed-in user's, if per user).
    func isEmpty(_ name: String) throws -> Bool {
        let reference = model.references[name]
        if let collection = reference?.collection { return items(of: collection).isEmpty }
        switch try value(of: name, reference) {
        case .text(let text): return text.isEmpty
        case .integer: return false
        case .null: return true
        }
    }
}
