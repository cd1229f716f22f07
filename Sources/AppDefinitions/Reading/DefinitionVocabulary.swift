import CoordinatorKit

/// Every key and word the reader accepts, by part of a definition, taken from the readers'
/// own lists: what help on the format (`help definition`) must name, so that a test can hold
/// the help to the reader instead of to a second copy.
///
///     DefinitionVocabulary.effects.contains("signInFirst")  // true
public enum DefinitionVocabulary {
    /// The keys of the definition itself: `name`, `coordinators`, `routes`, ...
    public static var appKeys: [String] { AppDefinition.keys }
    /// The keys of `users`: the sign-in gate and the rule of user names.
    public static var userKeys: [String] { UserGate.keys }
    /// The keys of a user-name rule (`users.names`).
    public static var userNameRuleKeys: [String] { UserNameRule.keys }
    /// The keys of a coordinator, whatever its kind.
    public static var coordinatorKeys: [String] { CoordinatorDefinition.keys }
    /// The keys of a route.
    public static var routeKeys: [String] { RouteDefinition.keys }
    /// The keys of an argument written as an object (`{ type: "choice", values: [...] }`).
    public static var argumentKeys: [String] { ArgumentDefinition.keys }
    /// The argument types: `integer`, `text`, ..., `choice`, `item`.
    public static var argumentTypes: [String] { ArgumentDefinition.types }
    /// The keys of an event.
    public static var eventKeys: [String] { EventDefinition.keys }
    /// The keys of a deep-link pattern.
    public static var linkKeys: [String] { LinkDefinition.keys }
    /// The keys of `data`.
    public static var dataKeys: [String] { DataDefinition.keys }
    /// The effects an event or a link may `do`, each name once.
    public static var effects: [String] { Effect.names }
    /// The effects that may be written as a word alone (`"pop"`).
    public static var effectWords: [String] { Effect.words }
    /// The conditions (of `refuse` and of `cases`), words and object forms.
    public static var conditions: [String] { Condition.words + Condition.objectForms }
    /// The conditions written as a word alone (`"noModal"`).
    public static var conditionWords: [String] { Condition.words }
}
