/// One step of how a command travelled through the coordinator tree: who received it, who
/// handed it on and why, who handled it, what happened to the stacks, which coordinators
/// started or were released. The core produces these as data; the shell prints them.
public struct TraceEvent: Hashable, Sendable, CustomStringConvertible {
    public enum Kind: String, Hashable, Sendable, Codable {
        /// A coordinator got the command.
        case received
        /// A coordinator handed the command to another one (`target`), with the reason.
        case passed
        /// A coordinator acted on the command.
        case handled
        /// A coordinator refused the command, with the reason.
        case refused
        /// The stacks changed (derived by comparing the navigation before and after).
        case navigation
        /// A coordinator started (derived by comparing the live tree before and after).
        case started
        /// A coordinator was released (derived by comparing the live tree before and after).
        case released
    }

    public let kind: Kind
    /// The coordinator that acted; `nil` for navigation changes.
    public let coordinator: String?
    /// For `passed`: the coordinator that got the command.
    public let target: String?
    public let detail: String

    public init(_ kind: Kind, _ coordinator: String?, to target: String? = nil, _ detail: String) {
        self.kind = kind
        self.coordinator = coordinator
        self.target = target
        self.detail = detail
    }

    public static func received(_ coordinator: String, _ detail: String) -> TraceEvent {
        TraceEvent(.received, coordinator, detail)
    }

    public static func passed(_ coordinator: String, to target: String, _ reason: String) -> TraceEvent {
        TraceEvent(.passed, coordinator, to: target, reason)
    }

    public static func handled(_ coordinator: String, _ detail: String) -> TraceEvent {
        TraceEvent(.handled, coordinator, detail)
    }

    public static func refused(_ coordinator: String, _ reason: String) -> TraceEvent {
        TraceEvent(.refused, coordinator, reason)
    }

    /// One line: `main -> feature: preview is a feature screen`, `released feature`.
    public var description: String {
        switch kind {
        case .received: "\(coordinator ?? "?") receives \(detail)"
        case .passed: "\(coordinator ?? "?") -> \(target ?? "?"): \(detail)"
        case .handled: "\(coordinator ?? "?"): \(detail)"
        case .refused: "\(coordinator ?? "?") refuses: \(detail)"
        case .navigation: "stacks: \(detail)"
        case .started: "started \(coordinator ?? "?")\(detail.isEmpty ? "" : " (\(detail))")"
        case .released: "released \(coordinator ?? "?")\(detail.isEmpty ? "" : " (\(detail))")"
        }
    }
}
