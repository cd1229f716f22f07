@testable import AppDefinitions

/// Small definitions for tests: a valid one, and that one with one thing changed.
enum DefinitionSamples {
    /// A valid definition of one stack, two routes and an event; `t.json5` in messages.
    static let base = """
        {
          name: "t",
          coordinators: [{ name: "app", stack: "home" }],
          routes: [
            { name: "home", owner: "app" },
            { name: "detail", owner: "app", argument: "integer" },
          ],
          events: [{ name: "go", from: ["home"], do: [{ push: "detail", argument: 1 }] }],
        }
        """

    /// `base` with `old` replaced by `new` (which must be there).
    static func base(replacing old: String, with new: String) -> String {
        precondition(base.contains(old), "the sample has no \(old)")
        return base.replacingOccurrences(old, with: new)
    }

    /// The lines coordsh prints for `text` as `t.json5`, or `[]` when it is valid.
    static func problems(_ text: String, reserved: [String] = ["memo"]) -> [String] {
        switch AppDefinitionReader.read(Array(text.utf8), file: "t.json5", reservedNames: reserved) {
        case .success: []
        case .failure(let errors): errors.problems.map { $0.line(file: "t.json5") }
        }
    }

    /// The definition in `text`, which must be valid.
    static func definition(_ text: String) throws -> AppDefinition {
        try AppDefinitionReader.read(Array(text.utf8), file: "t.json5").get()
    }
}
