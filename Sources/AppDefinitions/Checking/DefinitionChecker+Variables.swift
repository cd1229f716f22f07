import CoordinatorKit

/// What a variable holds: a text or an integer (the two kinds of `DataValue` besides `null`).
enum VariableType: Hashable {
    case integer
    case text

    /// The type of `value`; `nil` for `null`, which says nothing of the type.
    init?(of value: DataValue) {
        switch value {
        case .null: return nil
        case .integer: self = .integer
        case .text: self = .text
        }
    }

    /// The type of an argument's value: ids and integers are integers, every other kind a text.
    init(of kind: ArgumentDefinition.Kind) {
        switch kind {
        case .integer, .item: self = .integer
        case .text, .user, .tab, .variant, .choice: self = .text
        }
    }

    /// `an integer`, `a text`.
    var phrase: String {
        switch self {
        case .integer: "an integer"
        case .text: "a text"
        }
    }
}

// MARK: - Variables keep their type

extension DefinitionChecker {
    /// Checks that `set` gives the variable `name` a value of its type, where the checker can
    /// know both: a variable holds the type of its initial value (one that starts `null` takes
    /// either), and the running app (and the exported Swift) would otherwise hold a text in an
    /// integer.
    ///
    ///     'step' holds an integer (initial: 1), but this sets it to the text 'two'; set it to an
    ///     integer, or give it initial: null to hold a text or an integer
    mutating func checkType(of value: ValueExpression, setting name: String, scope: EffectScope, at path: String) {
        guard let initial = typedInitial(of: name), let held = VariableType(of: initial),
            let (given, phrase) = type(of: value, scope: scope), given != held
        else { return }
        add(
            path,
            "'\(name)' holds \(held.phrase) (initial: \(Self.literal(initial))), but this sets it to \(phrase); set it to \(held.phrase), or give it initial: null to hold a text or an integer"
        )
    }

    /// The initial value that gives the variable `name` its type: `nil` when it starts `null` (or
    /// its initial value could not be read, which is reported there), or when variables of that
    /// name (in different flows) start with values of different types.
    private func typedInitial(of name: String) -> DataValue? {
        let initials =
            definition.data.variables.filter { $0.name == name }.map(\.initial)
            + definition.coordinators.flatMap { $0.variables.filter { $0.name == name }.map(\.initial) }
        guard let first = initials.first, let type = VariableType(of: first),
            initials.allSatisfy({ VariableType(of: $0) == type })
        else { return nil }
        return first
    }

    /// What `value` is, with how a message says it, when the checker can know it: not for
    /// `$screen` (whatever the visible screen shows), nor for what is unknown (reported elsewhere).
    private func type(of value: ValueExpression, scope: EffectScope) -> (VariableType, String)? {
        switch value {
        case .integer(let number):
            return (.integer, "the number \(number)")
        case .text(let text):
            return (.text, "the text '\(text)'")
        case .argument:
            guard scope.parameters == nil, let argument = scope.argument else { return nil }
            let type = VariableType(of: argument.kind)
            let kind = Self.describe(argument.kind)
            return (type, "'$arg', \(kind)" + (kind == type.phrase ? "" : " (\(type.phrase))"))
        case .screenArgument:
            return nil
        case .reference(let name):
            if let parameters = scope.parameters, parameters.contains(name) {
                // A link's parameter is the text the link had there, even `3`.
                return (.text, "'$\(name)', a link's parameter (a text)")
            }
            guard let initial = typedInitial(of: name), let type = VariableType(of: initial) else { return nil }
            return (type, "'$\(name)', which holds \(type.phrase) (initial: \(Self.literal(initial)))")
        }
    }

    /// A value as a file writes it: `1`, `""`.
    private static func literal(_ value: DataValue) -> String {
        switch value {
        case .null: "null"
        case .integer(let number): String(number)
        case .text(let text): text.swiftLiteral
        }
    }
}
