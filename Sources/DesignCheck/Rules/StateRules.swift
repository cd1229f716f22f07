import CoordinatorKit

/// The rules of SPEC 3 that the state of an app must keep after every command, checked on the
/// live app: its navigation, its coordinator tree and the state it shows. `coordsh check` runs
/// it on every new state it finds, and the random session tests after every line.
///
///     if let violation = StateRules.violation(in: app) { print(violation) }
public enum StateRules {
    /// The first broken rule in `app`'s state, or `nil`:
    /// - every stack keeps its root, and the base stacks' roots are their tab's or flow's root;
    /// - every screen is a well-typed route of the app whose coordinator runs;
    /// - every running coordinator that owns routes has a screen on a stack;
    /// - the navigation is at most `Navigation.maxDepth` screens deep;
    /// - the state shown agrees with the navigation (app, visible screen, coordinators).
    public static func violation(in app: any CoordinatedApp) -> RuleViolation? {
        let catalog = app.catalog
        let navigation = app.currentNavigation
        let running = app.runningCoordinators
        // The stacks one by one, in place: `stacks` and `modals` make arrays (the selected
        // tab's stack written into a copy of the tabs' array, first of all).
        let stackCount = max(navigation.tabNames.count, 1)
        for index in 0..<stackCount {
            let stack = navigation.stack(at: index)
            let placement = catalog.spec(of: stack.root)?.placement
            let tab = navigation.tabNames.isEmpty ? nil : navigation.tabNames[index]
            guard placement == (tab.map { .tabRoot(tab: $0) } ?? .root) else {
                return RuleViolation(
                    .stackWithoutRoot, "\(stack.root) is at the root of \(tab.map { "tab " + $0 } ?? "the stack")")
            }
        }
        guard navigation.depth <= Navigation.maxDepth else {
            return RuleViolation(.tooDeep, "\(navigation.depth) screens")
        }
        // Every screen once: its route, its argument, its coordinator; the owners seen on the way.
        var screens = ScreenCheck(catalog: catalog, running: running)
        for index in 0..<stackCount where !screens.passes(navigation.stack(at: index)) { return screens.problem }
        guard navigation.allModals(satisfy: { screens.passes($0) }) else { return screens.problem }
        for name in running.dropFirst()
        where !screens.ownsScreen(name) && catalog.routes.contains(where: { $0.owner == name }) {
            return RuleViolation(.coordinatorWithoutScreen, "\(name) runs, but none of its screens is on a stack")
        }
        // Only the SPEC keys are compared: an app may make them without its extras.
        let report = app.reportWithoutExtras()
        guard report.app == catalog.name, report.screen == navigation.activeStack.top else {
            return RuleViolation(.inconsistentReport, "app \(report.app), screen \(report.screen)")
        }
        guard report.coordinators.first == running.first, report.coordinators.allSatisfy(running.contains) else {
            return RuleViolation(.inconsistentReport, "coordinators shown \(report.coordinators), running \(running)")
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
