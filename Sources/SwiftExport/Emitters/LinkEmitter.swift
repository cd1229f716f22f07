import AppDefinitions

/// `DeepLinks/DeepLink.swift`: the design's deep-link patterns as an enum, one case per pattern
/// with its parameters typed (a tab, a route's argument, a text), read once at the edge.
struct LinkEmitter {
    /// One pattern as a case of `DeepLink`.
    struct LinkCase {
        /// A parameter of the case: the design's name, its label and binding, its Swift type.
        struct Parameter {
            let name: String
            let label: String
            let kind: EffectWriter.Typed.Kind
            let isOptional: Bool
            /// For a pattern parameter, how the matcher checks it: `.tab`, `.argument(of: .detail)`, `.text`.
            let use: String?

            var swiftType: String {
                let base =
                    switch kind {
                    case .int: "Int"
                    case .tab: "Tab"
                    default: "String"
                    }
                return base + (isOptional ? "?" : "")
            }
        }

        let link: LinkDefinition
        let name: String
        let parameters: [Parameter]
        /// The label of the routes `*` matched, if the pattern has `*`.
        let routesLabel: String?

        /// `productId(id: Int)`, `tabRoutes(tab: Tab, routes: [Route])`, `new`.
        var declaration: String {
            var items = parameters.map { "\(SwiftName.bare($0.label)): \($0.swiftType)" }
            if let routesLabel { items.append("\(SwiftName.bare(routesLabel)): [Route]") }
            return items.isEmpty ? name : "\(name)(\(items.joined(separator: ", ")))"
        }
    }

    let model: ExportModel

    private var names: ExportNames { model.names }

    /// Every pattern's case, in the design's order.
    var cases: [LinkCase] {
        var used: Set<String> = ["scheme", "patterns", "url", "routes", "init"]
        return model.definition.links.map { link in
            var words: [String] = []
            for segment in link.pattern.segments {
                switch segment {
                case .literal(let word), .parameter(let word): words.append(word)
                case .routes: words.append("routes")
                }
            }
            var name = SwiftName.lowerCamel(words.isEmpty ? "link" : words.joined(separator: "-"))
            if used.contains(name) {
                var number = 2
                while used.contains(name + String(number)) { number += 1 }
                name += String(number)
            }
            used.insert(name)
            var labels: Set<String> = []
            func label(_ base: String) -> String {
                var candidate = SwiftName.lowerCamel(base)
                var number = 2
                while labels.contains(candidate) {
                    candidate = SwiftName.lowerCamel(base) + String(number)
                    number += 1
                }
                labels.insert(candidate)
                return SwiftName.escaped(candidate, suffix: "Value")
            }
            var parameters: [LinkCase.Parameter] = []
            var routesLabel: String?
            for segment in link.pattern.segments {
                switch segment {
                case .parameter(let parameter):
                    let (kind, use) = self.use(of: parameter, in: link)
                    parameters.append(
                        .init(name: parameter, label: label(parameter), kind: kind, isOptional: false, use: use))
                case .routes: routesLabel = label("routes")
                case .literal: continue
                }
            }
            for query in link.query {
                parameters.append(
                    .init(
                        name: query.name, label: label(query.name), kind: .string, isOptional: !query.isRequired,
                        use: nil))
            }
            return LinkCase(
                link: link, name: SwiftName.escaped(name, suffix: "Link"), parameters: parameters,
                routesLabel: routesLabel)
        }
    }

    /// How a pattern parameter is used, as coordsh reads it: the first effect that takes it as a
    /// tab or as a route's argument decides; otherwise it is a text.
    private func use(of parameter: String, in link: LinkDefinition) -> (EffectWriter.Typed.Kind, String) {
        for effect in link.handler.everyEffect {
            switch effect {
            case .selectTab(.reference(parameter)), .reset(.reference(parameter)?, _):
                return model.hasTabs ? (.tab, ".tab") : (.string, ".tab")
            case .push(let target), .present(let target), .replace(let target), .popTo(let target):
                guard target.argument == .reference(parameter), let argument = model.route(target.route)?.argument
                else { continue }
                let kind: EffectWriter.Typed.Kind = model.swiftType(ofRouteArgument: argument) == "Int" ? .int : .string
                return (kind, ".argument(of: .\(names.route(target.route)))")
            default:
                continue
            }
        }
        return (.string, ".text")
    }

    func file() -> GeneratedFile {
        var writer = SwiftWriter()
        writer.line(model.header)
        writer.line()
        let scheme = model.definition.scheme
        writer.doc(
            "A deep link of the \(model.input.appName) app, read once at the edge into a value: one case per link "
                + "pattern of the design, tried in order. The root coordinator runs the pattern's effects.")
        writer.block("public enum DeepLink: Hashable, Sendable") { writer in
            for linkCase in cases {
                writer.doc("`\(scheme)://\(linkCase.link.pattern)`" + queryDoc(linkCase.link))
                writer.line("case \(linkCase.declaration)")
            }
        }
        writer.line()
        writer.block("extension DeepLink") { writer in
            writer.doc("The app's link scheme, without `://`.")
            writer.line("public static let scheme = \(scheme.swiftStringLiteral)")
            writer.line()
            writer.doc("The design's patterns, in the order they are tried.")
            writer.line("static let patterns: [LinkPattern] = [")
            writer.indented { writer in
                // swift format puts a comma after each element of a list of several, none after
                // the only one.
                let comma = cases.count > 1 ? "," : ""
                for linkCase in cases {
                    let (segments, query) = patternLiteral(linkCase)
                    let flat = "LinkPattern(segments: \(segments), query: \(query))" + comma
                    if writer.indentation + flat.count > SwiftWriter.longestLine {
                        writer.line("LinkPattern(")
                        writer.indented { writer in
                            writer.line("segments: \(segments),")
                            writer.line("query: \(query))" + comma)
                        }
                    } else {
                        writer.line(flat)
                    }
                }
            }
            writer.line("]")
            writer.line()
            writer.doc("The tab names a link's parameter may name.")
            writer.list("static let tabNames: [String] = ", model.catalog.tabNames.map(\.swiftStringLiteral))
            writer.line()
            writer.doc("Reads a link: `\(model.catalog.linkExamples.first ?? scheme + "://")`.")
            writer.block("public init(_ text: String) throws(NavigationError)") { writer in
                writer.line(
                    "let matcher = LinkMatcher(scheme: Self.scheme, patterns: Self.patterns, tabNames: Self.tabNames)")
                writer.line("let match = try matcher.match(DeepLinkURL(text))")
                writer.block("switch match.pattern") { writer in
                    for (index, linkCase) in cases.enumerated() {
                        writer.line("case \(index): self = \(construction(of: linkCase))")
                    }
                    writer.line("default: throw .badLink(text, reason: \"no pattern of the app matches it\")")
                }
            }
            writer.line()
            writer.doc("The link in canonical spelling: names as the app spells them, parameters as read.")
            writer.block("public var url: String") { writer in
                writer.block("switch self") { writer in
                    for linkCase in cases {
                        let head = "case \(bindingPattern(linkCase)):"
                        let value = urlExpression(linkCase)
                        if writer.indentation + head.count + value.count + 1 > SwiftWriter.longestLine {
                            writer.line(head)
                            writer.indented { $0.line(value) }
                        } else {
                            writer.line(head + " " + value)
                        }
                    }
                }
            }
            writer.line()
            writer.doc("The routes the link's `*` matched (none for a pattern without `*`).")
            writer.block("var routes: [Route]") { writer in
                writer.block("switch self") { writer in
                    for linkCase in cases {
                        if let label = linkCase.routesLabel {
                            writer.line("case \(bindingPattern(linkCase, only: [label])): \(label)")
                        } else {
                            writer.line("case .\(linkCase.name): []")
                        }
                    }
                }
            }
            if cases.contains(where: { !$0.link.query.isEmpty }) {
                writer.line()
                writer.doc("`?name=value&...` of the query parameters a link has, or nothing.")
                writer.block("private static func query(_ items: [(name: String, value: String?)]) -> String") {
                    writer in
                    writer.line(
                        "let present = items.compactMap { item in item.value.map { \"\\(item.name)=\\($0)\" } }")
                    writer.line("return present.isEmpty ? \"\" : \"?\" + present.joined(separator: \"&\")")
                }
            }
        }
        let kinds = cases.flatMap(\.parameters).filter { !$0.isOptional }.map(\.kind)
        var helpers: [String] = []
        if kinds.contains(.tab) {
            helpers.append(
                """
                fileprivate func tab(_ name: String) throws(NavigationError) -> Tab {
                    guard let tab = parameters[name].flatMap(Tab.init(rawValue:)) else {
                        throw .badLink(canonical, reason: "no tab \\(name)")
                    }
                    return tab
                }
                """)
        }
        if kinds.contains(.int) {
            helpers.append(
                """
                fileprivate func integer(_ name: String) throws(NavigationError) -> Int {
                    try Arguments.integer(word: parameters[name] ?? "", for: name)
                }
                """)
        }
        if kinds.contains(.string) {
            helpers.append(
                """
                fileprivate func text(_ name: String) -> String {
                    parameters[name] ?? ""
                }
                """)
        }
        if !helpers.isEmpty {
            writer.line()
            writer.block("extension LinkMatch") { writer in writer.lines(helpers.joined(separator: "\n\n")) }
        }
        return GeneratedFile(path: "Sources/\(names.module)/DeepLinks/DeepLink.swift", contents: writer.text)
    }

    private func queryDoc(_ link: LinkDefinition) -> String {
        guard !link.query.isEmpty else { return "" }
        return ", reading "
            + link.query.map { "`?\($0.name)`" + ($0.isRequired ? "" : " (optional)") }.joined(separator: ", ")
    }

    private func patternLiteral(_ linkCase: LinkCase) -> (segments: String, query: String) {
        var segments: [String] = []
        var parameters = linkCase.parameters.filter { $0.use != nil }.makeIterator()
        for segment in linkCase.link.pattern.segments {
            switch segment {
            case .literal(let word): segments.append(".literal(\(word.swiftStringLiteral))")
            case .parameter(let name):
                let use = parameters.next()?.use ?? ".text"
                segments.append(".parameter(\(name.swiftStringLiteral), \(use))")
            case .routes: segments.append(".routes")
            }
        }
        let query = linkCase.link.query.map { "(\($0.name.swiftStringLiteral), \($0.isRequired))" }
        return ("[\(segments.joined(separator: ", "))]", "[\(query.joined(separator: ", "))]")
    }

    private func construction(of linkCase: LinkCase) -> String {
        var items: [String] = []
        for parameter in linkCase.parameters {
            let read: String
            switch (parameter.kind, parameter.isOptional) {
            case (_, true): read = "match.parameters[\(parameter.name.swiftStringLiteral)]"
            case (.int, _): read = "try match.integer(\(parameter.name.swiftStringLiteral))"
            case (.tab, _): read = "try match.tab(\(parameter.name.swiftStringLiteral))"
            default: read = "match.text(\(parameter.name.swiftStringLiteral))"
            }
            items.append("\(SwiftName.bare(parameter.label)): \(read)")
        }
        if let label = linkCase.routesLabel { items.append("\(SwiftName.bare(label)): match.routes") }
        return items.isEmpty ? ".\(linkCase.name)" : ".\(linkCase.name)(\(items.joined(separator: ", ")))"
    }

    /// `.tabRoutes(let tab, let routes)`, with `_` for what is not in `only` (when given).
    func bindingPattern(_ linkCase: LinkCase, only: Set<String>? = nil) -> String {
        var bindings = linkCase.parameters.map(\.label)
        if let label = linkCase.routesLabel { bindings.append(label) }
        guard !bindings.isEmpty else { return ".\(linkCase.name)" }
        let items = bindings.map { only == nil || only!.contains($0) ? "let \($0)" : "_" }
        return ".\(linkCase.name)(\(items.joined(separator: ", ")))"
    }

    private func urlExpression(_ linkCase: LinkCase) -> String {
        var path = ""
        var parameters = linkCase.parameters.filter { $0.use != nil }.makeIterator()
        for segment in linkCase.link.pattern.segments {
            switch segment {
            case .literal(let word):
                path += (path.isEmpty ? "" : "/") + String(word.swiftStringLiteral.dropFirst().dropLast())
            case .parameter:
                guard let parameter = parameters.next() else { continue }
                let value = parameter.kind == .tab ? "\(parameter.label).rawValue" : parameter.label
                path += (path.isEmpty ? "" : "/") + "\\(\(value))"
            case .routes: continue
            }
        }
        let scheme = model.definition.scheme
        var expression: String
        if let label = linkCase.routesLabel {
            expression =
                path.isEmpty
                ? "\"\(scheme)://\" + \(label).flatMap(\\.linkSegments).joined(separator: \"/\")"
                : "\"\(scheme)://\(path)\" + \(label).flatMap(\\.linkSegments).map { \"/\" + $0 }.joined()"
        } else {
            expression = "\"\(scheme)://\(path)\""
        }
        let query = linkCase.parameters.filter { $0.use == nil }
        if !query.isEmpty {
            let items = query.map { "(\($0.name.swiftStringLiteral), \($0.label))" }
            expression += " + Self.query([\(items.joined(separator: ", "))])"
        }
        return expression
    }
}
