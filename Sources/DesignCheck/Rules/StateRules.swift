import CoordinatorKit

/// The rules of SPEC 3 that the state of an app must keep after every command, checked on the
/// live app: its navigation, its coordinator tree and the state it shows.
///
///     if let violation = StateRules.violation(in: app) { print(violation) }
public enum StateRules {
    /// The first broken rule in `app`'s state, or `nil`:
    /// - every stack keeps its root, and the base stacks' roots are their tab's or flow's root;
    /// - every screen is a well-typed route of the app whose coordinator runs;
    /// - every running coordinator that owns routes has a screen on a stack;
    /// - the state shown agrees with the navigation (app, visible screen, coordinators);
    /// - the navigation is at most `Navigation.maxDepth` screens deep.
    public static func violation(in app: any CoordinatedApp) -> RuleViolation? {
        let catalog = app.catalog
        let report = app.report()
        let navigation = report.navigation
        let running = app.runningCoordinators
        guard !report.stack.isEmpty, report.modals.allSatisfy({ !$0.isEmpty }),
            navigation.stacks.allSatisfy({ !$0.routes.isEmpty })
        else { return RuleViolation(.stackWithoutRoot, "an empty stack in \(navigation)") }
        guard report.app == catalog.name, report.screen == navigation.activeStack.top else {
            return RuleViolation(.inconsistentReport, "app \(report.app), screen \(report.screen)")
        }
        guard navigation.depth <= Navigation.maxDepth else {
            return RuleViolation(.tooDeep, "\(navigation.depth) screens")
        }
        for (index, stack) in navigation.stacks.enumerated() {
            let placement = catalog.spec(of: stack.root)?.placement
            let tab = navigation.tabNames.isEmpty ? nil : navigation.tabNames[index]
            guard placement == (tab.map { .tabRoot(tab: $0) } ?? .root) else {
                return RuleViolation(
                    .stackWithoutRoot, "\(stack.root) is at the root of \(tab.map { "tab " + $0 } ?? "the stack")")
            }
        }
        for stack in navigation.stacks + navigation.modals {
            for route in stack.routes {
                guard let spec = catalog.spec(of: route), fits(route.argument, spec.argument) else {
                    return RuleViolation(.unknownScreen, "\(route)")
                }
                guard running.contains(spec.owner) else {
                    return RuleViolation(
                        .screenWithoutCoordinator,
                        "\(route) is \(spec.owner)'s, which does not run (running: \(running.joined(separator: ", ")))")
                }
            }
        }
        for name in running.dropFirst() where catalog.routes.contains(where: { $0.owner == name }) {
            guard navigation.containsScreen(where: { catalog.spec(of: $0)?.owner == name }) else {
                return RuleViolation(.coordinatorWithoutScreen, "\(name) runs, but none of its screens is on a stack")
            }
        }
        guard report.coordinators.first == running.first, report.coordinators.allSatisfy(running.contains) else {
            return RuleViolation(
                .inconsistentReport, "coordinators shown \(report.coordinators), running \(running)")
        }
        return nil
    }

    /// Whether a screen's argument is of the type its route takes.
    static func fits(_ argument: Argument?, _ spec: ArgumentSpec?) -> Bool {
        switch (argument, spec?.kind) {
        case (nil, nil): true
        case (.integer(let value)?, .integer?): value >= 1 && value <= ArgumentSpec.maxInteger
        case (.text?, .text?), (.text?, .userName?), (.text?, .choice?): true
        default: false
        }
    }
}
