import AppDefinitions

/// Writes a Swift package of an app's coordinators from its checked definition: the core (routes,
/// navigation state as values, one coordinator class per coordinator, event handlers, deep
/// links) that compiles anywhere, UI glue behind `#if canImport(SwiftUI)` and
/// `#if canImport(UIKit)`, and a test target that replays scripts against the core and compares
/// every state with what coordsh printed. No I/O: the caller writes the files.
///
///     let export = SwiftExporter.export(input)
///     export.files.map(\.path)  // ["Package.swift", "Sources/ShopNavigation/Routes/Route.swift", ...]
///     export.notes              // ["route 'my-route' is myRoute in Swift (...)"]
///
/// The same input gives the same bytes.
public enum SwiftExporter {
    /// The files of the package, sorted by path, and notes on names that changed on the way into Swift.
    public struct Export: Sendable {
        public let module: String
        public let files: [GeneratedFile]
        public let notes: [String]
    }

    /// The class the package has for each coordinator of `definition` (`main`: `MainCoordinator`):
    /// what `:tree` names a defined app's coordinators.
    public static func coordinatorClasses(of definition: AppDefinition) -> [String: String] {
        ExportNames(definition, appName: definition.name).coordinatorTypes
    }

    public static func export(_ input: ExportInput) -> Export {
        let model = ExportModel(input)
        let module = model.names.module
        func template(_ path: String, _ text: String) -> GeneratedFile {
            GeneratedFile(path: "Sources/\(module)/\(path)", contents: model.header + "\n\n" + text + "\n")
        }
        var files: [GeneratedFile] = [
            template("Navigation/ScreenStack.swift", ScreenStackTemplate.text),
            template(
                "Navigation/Navigation.swift", model.hasTabs ? NavigationTemplate.tabs : NavigationTemplate.single),
            template("Navigation/Intent.swift", IntentTemplate.text),
            template("Navigation/NavigationError.swift", NavigationErrorTemplate.text),
            template("State/Value.swift", ValueTemplate.text),
            template("State/Arguments.swift", ArgumentsTemplate.text(userNames: model.definition.userNames)),
            template("DeepLinks/DeepLinkURL.swift", DeepLinkURLTemplate.text),
            RouteEmitter(model: model).file(),
            EventEmitter(model: model).file(),
            EffectsEmitter(model: model).file(),
        ]
        if model.hasLinks {
            files.append(template("DeepLinks/LinkMatcher.swift", LinkMatcherTemplate.text))
            files.append(LinkEmitter(model: model).file())
        }
        files += NamesEmitter(model: model).files()
        files += DataEmitter(model: model).files()
        files += AppStateEmitter(model: model).files()
        files += RulesEmitter(model: model).files()
        files += CoordinatorEmitter(model: model).files()
        files += PackageEmitter(model: model).files()
        files += TestEmitter(model: model).files()
        files += GlueEmitter(model: model).files()
        return Export(module: module, files: files.sorted { $0.path < $1.path }, notes: model.names.notes)
    }
}
