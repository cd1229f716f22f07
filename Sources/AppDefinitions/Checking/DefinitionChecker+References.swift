import CoordinatorKit

// MARK: - Values named with '$'

extension DefinitionChecker {
    /// Records a value `"$NAME"` whose name is no variable or link parameter known in `scope`:
    /// quoted as written, with the nearest name a value may take there and the list of them.
    ///
    ///     unknown variable '$args'. Did you mean '$arg'? The values named with '$' are $arg (the
    ///     event's argument), $screen (the visible screen's argument) and the variable $draft
    mutating func addUnknownReference(_ name: String, scope: EffectScope, at path: String) {
        let variables = variableNames
        let parameters = (scope.parameters.map(Array.init) ?? []).sorted()
        // '$arg' only in an event that takes an argument; '$screen' anywhere.
        let takesArgument = scope.parameters == nil && (scope.argument != nil || scope.argumentIsUnread)
        var named: [String] = []
        if takesArgument { named.append("$arg (the event's argument)") }
        named.append("$screen (the visible screen's argument)")
        if !variables.isEmpty {
            named.append((variables.count == 1 ? "the variable " : "the variables ") + Self.dollars(variables))
        }
        if !parameters.isEmpty {
            named.append(
                (parameters.count == 1 ? "the link parameter " : "the link parameters ") + Self.dollars(parameters))
        }
        let what = "unknown \(scope.parameters == nil ? "variable" : "variable or link parameter") '$\(name)'"
        let list = named.joinedAsList()
        if name == "user" {
            add(
                path,
                "\(what): '$user' is the signed-in user only in a 'refuse' message; the values named with '$' are \(list)"
            )
            return
        }
        let guess = Suggestion.nearest(
            to: name, in: (takesArgument ? ["arg"] : []) + ["screen"] + variables + parameters)
        if let guess, guess.lowercased() == name.lowercased() {
            add(path, "\(what). Did you mean '$\(guess)'? Names in a definition are written exactly")
        } else {
            add(path, what + DidYouMean.ending(guess.map { "$" + $0 }, "the values named with '$'", are: list))
        }
    }

    /// `$title and $ingredients`.
    private static func dollars(_ names: [String]) -> String {
        names.map { "$" + $0 }.joinedAsList()
    }
}
