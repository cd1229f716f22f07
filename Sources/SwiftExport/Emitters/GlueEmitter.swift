import AppDefinitions
import CoordinatorKit

/// UI glue, compiled only where the frameworks exist, so that the package opens in Xcode and runs:
/// SwiftUI (`NavigationStack(path:)` per stack, `TabView`, `.sheet` for modals, a view factory
/// `build(route:)`) and UIKit (`UINavigationController`s the navigator pushes and presents on, a
/// view controller factory). Each factory asks the app's own `screens` first (given to
/// `NavigationModel` or `UIKitNavigator`, in the app's files, which an export never replaces) and
/// shows a placeholder for the rest, whose buttons send the events each screen reports.
struct GlueEmitter {
    let model: ExportModel

    private var names: ExportNames { model.names }
    private var root: String { names.coordinatorType(model.root.name) }

    func files() -> [GeneratedFile] {
        [modelFile(), rootViewFile(), screensFile(), navigatorFile(), factoryFile(), samplesFile()]
    }

    /// The screen the examples give the app's own view for: the one it shows at the start (a root,
    /// which takes no argument).
    private var firstScreen: String { model.firstScreen ?? model.definition.routes.first?.name ?? "home" }

    /// A glue file: its text between `#if` and `#endif` indented, as `swift format` does; the
    /// examples' first screen is put in last, so that no other placeholder is read in its name.
    private func file(_ path: String, _ text: String) -> GeneratedFile {
        let route = names.route(firstScreen)
        var lines = text.replacingOccurrences(of: "ROOT", with: root)
            .replacingOccurrences(of: "APP", with: model.input.appName)
            .replacingOccurrences(of: "FIRST_ROUTE", with: "." + route)
            .replacingOccurrences(of: "FIRST_TYPE", with: SwiftName.upperCamel(SwiftName.bare(route)))
            .split(separator: "\n", omittingEmptySubsequences: false)
            .map(String.init)
        if lines.first?.hasPrefix("#if ") == true, lines.last == "#endif" {
            for index in lines.indices.dropFirst().dropLast() where !lines[index].isEmpty {
                lines[index] = "    " + lines[index]
            }
        }
        return GeneratedFile(
            path: "Sources/\(names.module)/\(path)",
            contents: model.header + "\n\n" + lines.joined(separator: "\n") + "\n")
    }

    private func modelFile() -> GeneratedFile {
        file(
            "SwiftUI/NavigationModel.swift",
            SwiftUITemplates.model.replacingOccurrences(
                of: "TABS_SELECT\n", with: model.hasTabs ? SwiftUITemplates.select : "\n"
            )
            .replacingOccurrences(
                of: "INIT_SIGNATURE",
                with: initSignature(["coordinator: \(root) = \(root)()", "screens: Screens? = nil"])))
    }

    /// The glue's `public init(...) {` with these parameters, laid out for its place (a member of a
    /// type inside `#if`: eight columns in), as the template's `INIT_SIGNATURE` line.
    private func initSignature(_ parameters: [String]) -> String {
        SwiftWriter.signature("public init", parameters, indentation: 8).map { "    " + $0 }
            .joined(separator: "\n")
    }

    private func rootViewFile() -> GeneratedFile {
        var writer = SwiftWriter()
        writer.line("#if canImport(SwiftUI)")
        writer.line("import SwiftUI")
        writer.line()
        writer.doc(
            "The \(model.input.appName) app's root view: a `NavigationStack` per stack\(model.hasTabs ? " (in a `TabView` for a tab bar)" : ""), "
                + "each modal in a `.sheet` with a stack of its own, deep links from `.onOpenURL`. Every screen "
                + "comes from `build(route:)`.")
        writer.block("public struct RootView: View") { writer in
            writer.line("@StateObject private var model: NavigationModel")
            writer.line()
            writer.block("public init(model: @autoclosure @escaping () -> NavigationModel = NavigationModel())") {
                writer in
                writer.line("_model = StateObject(wrappedValue: model())")
            }
            writer.line()
            writer.block("public var body: some View") { writer in
                writer.line("base")
                writer.line("    .modalLayer(0, model: model)")
                writer.line("    .onOpenURL { model.open($0) }")
            }
            writer.line()
            writer.doc("The navigation under the modals\(model.hasTabs ? ": a tab bar, or a single stack" : "").")
            writer.line("@ViewBuilder")
            writer.block("private var base: some View") { writer in
                guard model.hasTabs else {
                    writer.line("StackView(model: model, root: model.state.navigation.baseStack.root, modal: nil)")
                    return
                }
                writer.lines(
                    """
                    if let selected = model.state.navigation.selectedTab {
                        TabView(selection: Binding(get: { selected }, set: { model.select($0) })) {
                            ForEach(model.state.navigation.tabs, id: \\.self) { tab in
                                TabStackView(model: model, tab: tab)
                                    .tabItem { Text(tab.rawValue) }
                                    .tag(tab)
                            }
                        }
                    } else {
                        StackView(model: model, root: model.state.navigation.baseStack.root, modal: nil)
                    }
                    """)
            }
        }
        writer.line()
        writer.lines(SwiftUITemplates.stackViews)
        if model.hasTabs {
            writer.line()
            writer.lines(SwiftUITemplates.tabStack)
        }
        writer.line("#endif")
        return file("SwiftUI/RootView.swift", String(writer.text.dropLast()))
    }

    private func screensFile() -> GeneratedFile {
        var writer = SwiftWriter()
        writer.line("#if canImport(SwiftUI)")
        writer.line("import SwiftUI")
        writer.line()
        writer.block("extension RootView") { writer in
            writer.doc(
                "The view factory: the app's screen for the route (`NavigationModel(screens:)`, in the app's "
                    + "own files), else a placeholder; the coordinators stay as they are.")
            writer.line("@MainActor")
            writer.block("static func build(route: Route, model: NavigationModel) -> AnyView") { writer in
                writer.line("model.screens?(route, model) ?? AnyView(PlaceholderScreen(route: route, model: model))")
            }
        }
        writer.line()
        writer.lines(
            """
            /// A placeholder screen: its route, and a button for each event it reports.
            struct PlaceholderScreen: View {
                let route: Route
                @ObservedObject var model: NavigationModel

                var body: some View {
                    List {
                        Section("Reports") {
                            ForEach(route.name.sampleEvents, id: \\.title) { sample in
                                Button(sample.title) { model.send(sample.event) }
                            }
                        }
                        if let error = model.lastError {
                            Section("Refused") { Text(error.description) }
                        }
                    }
                    .navigationTitle(route.description)
                }
            }
            #endif
            """)
        return file("SwiftUI/RootView+Screens.swift", String(writer.text.dropLast()))
    }

    private func navigatorFile() -> GeneratedFile {
        var text = UIKitTemplates.navigator
            .replacingOccurrences(
                of: "STACKS", with: model.hasTabs ? UIKitTemplates.tabsStacks : UIKitTemplates.singleStacks
            )
            .replacingOccurrences(
                of: "ROOT_CONTROLLER", with: model.hasTabs ? UIKitTemplates.tabsRoot : UIKitTemplates.singleRoot
            )
            .replacingOccurrences(
                of: "BASE_ACTIVE", with: model.hasTabs ? UIKitTemplates.tabsActive : UIKitTemplates.singleActive
            )
            .replacingOccurrences(
                of: "INIT_SIGNATURE",
                with: initSignature(["window: UIWindow", "coordinator: \(root) = \(root)()", "screens: Screens? = nil"])
            )
        text = text.replacingOccurrences(
            of: "TABS_DELEGATE\n", with: model.hasTabs ? UIKitTemplates.tabsDelegate : "\n")
        if !model.hasTabs {
            text = text.replacingOccurrences(of: "    private let tabBarController = UITabBarController()\n", with: "")
                .replacingOccurrences(of: "        tabBarController.delegate = self\n", with: "")
        }
        return file("UIKit/UIKitNavigator.swift", text)
    }

    private func factoryFile() -> GeneratedFile {
        var writer = SwiftWriter()
        writer.line("#if canImport(UIKit)")
        writer.line("import UIKit")
        writer.line()
        writer.block("extension UIKitNavigator") { writer in
            writer.doc(
                "The view controller factory: the app's controller for the route (`UIKitNavigator(window:"
                    + "screens:)`, in the app's own files; it reports to the navigator, held weakly), else a "
                    + "placeholder.")
            writer.block("func makeViewController(for route: Route) -> UIViewController") { writer in
                writer.line("screens?(route, self) ?? ScreenViewController(route: route, navigator: self)")
            }
        }
        writer.line("#endif")
        return file("UIKit/UIKitNavigator+Screens.swift", String(writer.text.dropLast()))
    }

    /// The events each screen reports, with a sample argument, for the placeholders' buttons.
    private func samplesFile() -> GeneratedFile {
        var writer = SwiftWriter()
        writer.margin = 4
        writer.line("#if canImport(SwiftUI) || canImport(UIKit)")
        writer.block("extension Route.Name") { writer in
            writer.doc(
                "The events a screen of this route reports, each with a sample argument: the placeholders' buttons.")
            writer.block("var sampleEvents: [(title: String, event: Event)]") { writer in
                writer.block("switch self") { writer in
                    for route in model.definition.routes {
                        let samples = sampleEvents(on: route.name).map {
                            "(\($0.title.swiftStringLiteral), \($0.swift))"
                        }
                        writer.list("case .\(names.route(route.name)): ", samples)
                    }
                }
            }
        }
        writer.line("#endif")
        return file("Glue/Route+SampleEvents.swift", String(writer.text.dropLast()))
    }

    /// An event a screen reports, with a sample argument: its name in the design, its title as
    /// typed (`tab home`) and the Swift that makes it (`.tab(.home)`).
    struct SampleEvent {
        let name: String
        let title: String
        let swift: String
    }

    /// The event the examples send first (the package's README, the root coordinator's doc): one the
    /// first screen reports, the first that is not a tab's (whose screens come later); `nil` when it
    /// reports none.
    var exampleEvent: SampleEvent? {
        guard let screen = model.firstScreen else { return nil }
        let samples = sampleEvents(on: screen)
        let tabs = model.definition.events.filter { event in
            event.argument.map { model.swiftType(ofEventArgument: $0) == "Tab" } ?? false
        }.map(\.name)
        return samples.first { !tabs.contains($0.name) } ?? samples.first
    }

    /// The events the screen `route` reports, each with sample arguments.
    func sampleEvents(on route: String) -> [SampleEvent] {
        model.catalog.events(emittedOn: Route(RouteName(route))).flatMap(samples)
    }

    /// An event with sample arguments (every tab, every variant).
    private func samples(of spec: EventSpec) -> [SampleEvent] {
        guard let event = model.definition.events.first(where: { $0.name == spec.name }) else { return [] }
        let swift = names.event(event.name)
        guard let argument = event.argument else {
            return [SampleEvent(name: event.name, title: event.name, swift: ".\(swift)")]
        }
        let label = EventEmitter(model: model).label(of: event).map { "\(SwiftName.bare($0)): " } ?? ""
        func sample(_ title: String, _ value: String) -> SampleEvent {
            SampleEvent(name: event.name, title: "\(event.name) \(title)", swift: ".\(swift)(\(label)\(value))")
        }
        switch model.swiftType(ofEventArgument: argument) {
        case "Tab": return model.definition.tabNames.map { sample($0, ".\(names.tab($0))") }
        case "Variant": return model.definition.variantNames.map { sample($0, ".\(names.variant($0))") }
        case "Int":
            var id = 1
            if case .item(let source) = argument.kind,
                let first = model.definition.data.catalogue(named: source)?.items.first
            {
                id = first.id
            }
            return [sample(String(id), String(id))]
        default:
            let word: String
            switch spec.argument?.kind {
            case .userName(let rule)?: word = rule.example
            case .choice(let choices)?: word = choices.first ?? "x"
            case .text?: word = spec.argument?.exampleText ?? "text"
            default: word = "text"
            }
            return [sample(word, word.swiftStringLiteral)]
        }
    }
}
