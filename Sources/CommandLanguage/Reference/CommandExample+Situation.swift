import CoordinatorKit

// MARK: - Examples that work where the user is

extension CommandExample {
    /// The example for the app of `catalog` that works in `situation`: the command alone where it
    /// can succeed there (`pop` with one screen above the root, `popto` a screen on the stack),
    /// else the commands that give the state what it lacks first (`push signup`, then `pop`),
    /// else the command with what it needs (`need`) when no command from here gives it.
    public func worked(in catalog: AppCatalog, situation: ExampleSituation) -> WorkedExample {
        let stackOwner = catalog.owner(of: situation.navigation.activeStack)
        let above = situation.screensAboveRoot
        let modals = situation.navigation.modalCount
        switch self {
        case .pop:
            guard above > 0 else { return Self.needing(.screenAboveRoot, "pop", in: catalog, stackOwner) }
            return WorkedExample(above > 1 ? "pop 2" : "pop")
        case .replacement:
            let command = text(in: catalog, onStackOf: stackOwner)
            guard above > 0 else { return Self.needing(.screenAboveRoot, command, in: catalog, stackOwner) }
            return WorkedExample(command)
        case .back:
            guard above > 0 || modals > 0 else {
                return Self.needing(.screenAboveRootOrModal, "back", in: catalog, stackOwner)
            }
            return WorkedExample("back")
        case .dismissal:
            guard modals > 0 else {
                let present = Self.otherRoute("present").text(in: catalog, onStackOf: stackOwner)
                return Self.needing(.modal, "dismiss", after: [present], in: catalog, stackOwner)
            }
            return WorkedExample(modals > 1 ? "dismiss all" : "dismiss")
        case .undo:
            guard situation.undoable > 0 else {
                return Self.needing(.commandToUndo, ":undo", in: catalog, stackOwner)
            }
            return WorkedExample(":undo")
        case .redo:
            if situation.redoable > 0 { return WorkedExample(situation.redoable > 1 ? ":redo 2" : ":redo") }
            if situation.undoable > 0 { return WorkedExample(":redo", after: [":undo"], need: .commandUndone) }
            let undo = Self.needing(.commandToUndo, ":undo", in: catalog, stackOwner)
            guard !undo.setup.isEmpty else { return WorkedExample(":redo", need: .commandUndone) }
            return WorkedExample(":redo", after: undo.commands, need: .commandUndone)
        case .hint:
            guard situation.lessonRuns else { return WorkedExample(":hint", after: [":tour 1"], need: .lesson) }
            return WorkedExample(":hint")
        case .routeName(let command):
            // The screen under the top, so that something pops; at the root, the root itself.
            let stack = situation.navigation.activeStack
            let target = stack.routes.dropLast().last ?? stack.root
            return WorkedExample("\(command) \(target.name)")
        case .stack(let command):
            return WorkedExample("\(command) stack \(situation.navigation.baseStack.description)")
        case .fixed, .link, .route, .otherRoute:
            return WorkedExample(text(in: catalog, onStackOf: stackOwner))
        }
    }

    /// `command` after a push that works on the active stack (the `push` example), or, where the
    /// stack's coordinator lets the user push nothing, `command` with what it needs.
    private static func needing(
        _ need: ExampleNeed, _ command: String, after setup: [String]? = nil, in catalog: AppCatalog,
        _ stackOwner: String?
    ) -> WorkedExample {
        guard let stackOwner, !catalog.pushableRoutes(onStackOf: stackOwner).isEmpty else {
            return WorkedExample(command, need: need)
        }
        let push = CommandExample.route("push").text(in: catalog, onStackOf: stackOwner)
        return WorkedExample(command, after: setup ?? [push], need: need)
    }
}
