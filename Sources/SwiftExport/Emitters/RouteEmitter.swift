import AppDefinitions
import CoordinatorKit

/// `Routes/Route.swift`: the `Route` enum (one case per route, with its argument), its names,
/// how it is written (`detail(42)`) and read from deep-link segments.
struct RouteEmitter {
    let model: ExportModel

    private var names: ExportNames { model.names }
    private var routes: [RouteDefinition] { model.definition.routes }

    func file() -> GeneratedFile {
        var writer = SwiftWriter()
        writer.line(model.header)
        writer.line()
        writer.doc(
            "A screen of the \(model.input.appName) app: one case per route of the design, with its argument. "
                + "Navigation state holds these values, never strings.")
        writer.block("public enum Route: Hashable, Codable, Sendable") { writer in
            for route in routes {
                writeDoc(of: route, to: &writer)
                writer.line("case \(caseDeclaration(of: route))")
            }
            writer.line()
            writer.doc("A route's name, without its argument: what `popTo` and the tables look routes up by.")
            writer.block("public enum Name: String, Hashable, Codable, Sendable, CaseIterable") { writer in
                for route in routes {
                    let swift = names.route(route.name)
                    writer.line(
                        "case \(swift)"
                            + (SwiftName.bare(swift) == route.name ? "" : " = \(route.name.swiftStringLiteral)"))
                }
            }
            writer.line()
            writer.block("public var name: Name") { writer in
                writer.block("switch self") { writer in
                    for route in routes {
                        writer.line("case .\(names.route(route.name)): .\(names.route(route.name))")
                    }
                }
            }
            writer.line()
            writer.doc("The argument, for a route that takes one.")
            writer.block("public var argument: Value?") { writer in
                writer.block("switch self") { writer in
                    for route in routes where route.argument != nil {
                        let swiftType = model.swiftType(ofRouteArgument: route.argument!)
                        let label = model.label(of: route.argument!)
                        let value = swiftType == "Int" ? ".integer(\(label))" : ".text(\(label))"
                        writer.line("case .\(names.route(route.name))(let \(label)): \(value)")
                    }
                    let plain = routes.filter { $0.argument == nil }.map { "." + names.route($0.name) }
                    if !plain.isEmpty { writer.line("case \(plain.joined(separator: ", ")): nil") }
                }
            }
        }
        writer.line()
        writeDescription(to: &writer)
        writer.line()
        writeReading(to: &writer)
        return GeneratedFile(path: "Sources/\(names.module)/Routes/Route.swift", contents: writer.text)
    }

    private func writeDoc(of route: RouteDefinition, to writer: inout SwiftWriter) {
        let summary = route.summary.isEmpty ? "The \(route.name) screen" : capitalised(route.summary)
        var facts = ["owned by \(route.owner)"]
        switch model.placement(of: route.name) {
        case .root: facts.append("the root of its stack")
        case .tabRoot(let tab): facts.append("the root of tab \(tab)")
        case .pushable: facts.append("may be pushed, presented and replaced by hand")
        case .flowOnly: facts.append("shown only by its coordinator")
        }
        if route.isSingle { facts.append("at most one on the stacks") }
        writer.doc(
            summary.commentText + (summary.hasSuffix(".") ? "" : ".") + " (" + facts.joined(separator: "; ") + ")")
    }

    /// `detail(id: Int)`, `login`.
    private func caseDeclaration(of route: RouteDefinition) -> String {
        let swift = names.route(route.name)
        guard let argument = route.argument else { return swift }
        return "\(swift)(\(model.label(of: argument)): \(model.swiftType(ofRouteArgument: argument)))"
    }

    private func writeDescription(to writer: inout SwiftWriter) {
        writer.block("extension Route: CustomStringConvertible") { writer in
            writer.doc(
                "As coordsh writes it, like a Swift enum case value: `home`, `detail(42)`, `profile(\"alice\")`.")
            writer.block("public var description: String") { writer in
                writer.line("argument.map { \"\\(name.rawValue)(\\($0))\" } ?? name.rawValue")
            }
        }
    }

    private func writeReading(to writer: inout SwiftWriter) {
        writer.line("// MARK: - Reading routes from words")
        writer.line()
        writer.block("extension Route") { writer in
            writer.doc("The name and the argument as deep-link segments: `detail/42`.")
            writer.block("public var linkSegments: [String]") { writer in
                writer.block("switch argument") { writer in
                    writer.line("case .integer(let number)?: [name.rawValue, String(number)]")
                    writer.line("case .text(let text)?: [name.rawValue, text]")
                    writer.line("case .null?, nil: [name.rawValue]")
                }
            }
            writer.line()
            writer.doc(
                "The route named `name`, its argument read from `word` (a deep link's segment, a typed word); "
                    + "a route without an argument ignores it.")
            writer.block(
                "public static func make(_ name: Name, argumentWord word: String?) throws(NavigationError) -> Route"
            ) { writer in
                writer.block("switch name") { writer in
                    for route in routes {
                        let swift = names.route(route.name)
                        guard let argument = route.argument else {
                            writer.line("case .\(swift): return .\(swift)")
                            continue
                        }
                        writer.line("case .\(swift):")
                        writer.indented { writer in
                            writer.block("guard let word else") { writer in
                                writer.line(
                                    "throw .badArgument(owner: \(route.name.swiftStringLiteral), given: \"\", "
                                        + "expected: \(expectation(of: route).swiftStringLiteral))")
                            }
                            writer.line(
                                "return .\(swift)(\(model.label(of: argument)): \(wordReader(for: route, word: "word")))"
                            )
                        }
                    }
                }
            }
            writer.line()
            writer.doc("Whether screens of this route take an argument.")
            writer.line("static func takesArgument(_ name: Name) -> Bool {")
            writer.indented { writer in
                writer.block("switch name") { writer in
                    let taking = routes.filter { $0.argument != nil }.map { "." + names.route($0.name) }
                    let plain = routes.filter { $0.argument == nil }.map { "." + names.route($0.name) }
                    if !taking.isEmpty { writer.line("case \(taking.joined(separator: ", ")): true") }
                    if !plain.isEmpty { writer.line("case \(plain.joined(separator: ", ")): false") }
                }
            }
            writer.line("}")
            writer.line()
            writer.doc("The route named `word`, exactly or ignoring case.")
            writer.block("public static func name(matching word: String) -> Name?") { writer in
                writer.line(
                    "Name(rawValue: word) ?? Name.allCases.first { $0.rawValue.lowercased() == word.lowercased() }")
            }
            writer.line()
            writer.doc("Routes from deep-link segments, each name followed by its argument: `detail/3/about`.")
            writer.line(
                "static func path(fromLinkSegments segments: ArraySlice<String>, of link: String) throws(NavigationError)"
            )
            writer.line("    -> [Route]")
            writer.braced { writer in
                writer.lines(
                    """
                    var routes: [Route] = []
                    var remaining = segments
                    while let segment = remaining.popFirst() {
                        guard let name = name(matching: segment) else { throw .unknownRouteInLink(link, segment: segment) }
                        guard takesArgument(name) else {
                            routes.append(try make(name, argumentWord: nil))
                            continue
                        }
                        guard let word = remaining.popFirst() else {
                            throw .badLink(link, reason: "\\(name.rawValue) needs an argument after it")
                        }
                        do {
                            routes.append(try make(name, argumentWord: word))
                        } catch .unknownID(let owner, let given, let ids) {
                            // An id the catalogue does not have: not found, as in a command.
                            let error = NavigationError.unknownID(owner: owner, given: given, ids: ids)
                            throw .unknownIDInLink(link, reason: error.description)
                        } catch {
                            throw .badLink(link, reason: error.description)
                        }
                    }
                    return routes
                    """)
            }
        }
    }

    /// The code that reads a route's argument from the word in `word`; an item of a catalogue
    /// must be one of its ids, as coordsh's parser reads it.
    func wordReader(for route: RouteDefinition, word: String) -> String {
        if let catalogue = model.catalogue(of: route.argument) {
            return model.idReader(of: catalogue, word: word, owner: route.name)
        }
        let owner = route.name.swiftStringLiteral
        switch model.catalog.route(named: route.name)?.argument?.kind ?? .text {
        case .integer: return "try Arguments.integer(word: \(word), for: \(owner))"
        case .text: return word
        case .userName: return "try Arguments.userName(word: \(word), for: \(owner))"
        case .choice(let choices):
            return "try Arguments.choice(word: \(word), among: \(choices.swiftArrayLiteral), for: \(owner))"
        }
    }

    /// The code that reads a route's argument from the `Value` in `value`.
    func valueReader(for route: String, value: String) -> String {
        let owner = route.swiftStringLiteral
        switch model.catalog.route(named: route)?.argument?.kind ?? .text {
        case .integer: return "Arguments.integer(\(value), for: \(owner))"
        case .text: return "Arguments.text(\(value), for: \(owner))"
        case .userName: return "Arguments.userName(\(value), for: \(owner))"
        case .choice(let choices):
            return "Arguments.choice(\(value), among: \(choices.swiftArrayLiteral), for: \(owner))"
        }
    }

    private func expectation(of route: RouteDefinition) -> String {
        model.catalog.route(named: route.name)?.argument?.label ?? "an argument"
    }

    private func capitalised(_ text: String) -> String {
        text.prefix(1).uppercased() + text.dropFirst()
    }
}

extension [String] {
    /// `["on", "off"]` as Swift source.
    var swiftArrayLiteral: String {
        "[" + map(\.swiftStringLiteral).joined(separator: ", ") + "]"
    }
}
