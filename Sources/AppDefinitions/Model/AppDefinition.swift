import CoordinatorKit

/// A user's app, as data: what an app definition file (JSON5, SPEC 9) says, decoded and checked.
/// `DefinedApp` runs it with the same coordinator pattern as the built-in apps: its coordinators,
/// routes, events and deep links become an `AppCatalog`, and its effects a closed set of steps.
///
/// Read one with `AppDefinitionReader.read(_:file:)`; every name it holds has been checked.
public struct AppDefinition: Hashable, Sendable, Codable {
    /// The version of the format this coordsh reads (`coordsh: 1` in the file).
    public static let formatVersion = 1

    /// The app's name, as `:app` and the JSON `app` key spell it.
    public var name: String
    /// One line on what the app shows.
    public var summary: String
    /// The scheme of the app's deep links, without `://`.
    public var scheme: String
    /// Whether users sign in, and whether sign-in gates the app (`users`); `nil` for no users.
    public var users: UserGate?
    public var coordinators: [CoordinatorDefinition]
    public var routes: [RouteDefinition]
    public var events: [EventDefinition]
    public var links: [LinkDefinition]
    public var data: DataDefinition

    public init(
        name: String, summary: String, scheme: String, users: UserGate?, coordinators: [CoordinatorDefinition],
        routes: [RouteDefinition], events: [EventDefinition], links: [LinkDefinition], data: DataDefinition
    ) {
        self.name = name
        self.summary = summary
        self.scheme = scheme
        self.users = users
        self.coordinators = coordinators
        self.routes = routes
        self.events = events
        self.links = links
        self.data = data
    }
}

/// Whether an app has signed-in users, and how sign-in shapes it.
public struct UserGate: Hashable, Sendable, Codable {
    /// The coordinator that runs while nobody is signed in, if sign-in gates the app (memo: `login`).
    public var signedOut: String?
    /// The coordinator that runs while someone is signed in (memo: `main`).
    public var signedIn: String?
    /// Whether a deep link opened while signed out is kept and opened right after the next sign-in.
    public var keepsLinks: Bool
    /// What a user name may be; `nil` for `UserNameRule.standard`.
    public var names: UserNameRule?

    public init(
        signedOut: String? = nil, signedIn: String? = nil, keepsLinks: Bool = false, names: UserNameRule? = nil
    ) {
        self.signedOut = signedOut
        self.signedIn = signedIn
        self.keepsLinks = keepsLinks
        self.names = names
    }

    /// Whether one coordinator runs signed out and another signed in.
    public var gates: Bool { signedOut != nil && signedIn != nil }
}

extension AppDefinition {
    /// What a user name may be in this app: the gate's rule, else the standard one.
    public var userNames: UserNameRule { users?.names ?? .standard }
}
