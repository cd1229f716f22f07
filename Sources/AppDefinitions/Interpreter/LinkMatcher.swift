import CoordinatorKit

/// Finds the deep-link pattern a link matches: patterns are tried in order, the first that
/// matches every segment wins. When none does, the error is the one of the pattern that matched
/// the most segments (a parameter or `*` that refused a segment says more than a word that did
/// not match), so a mistyped link gets the most precise message.
struct LinkMatcher {
    let model: DefinedModel

    /// A link matched: its pattern, its parameters, the routes `*` matched, and the link in its
    /// canonical spelling (names as the app spells them), as a kept link is shown.
    struct Match {
        let link: LinkDefinition
        let parameters: [String: String]
        let routes: [Route]
        let canonical: String
    }

    /// Why one pattern did not match, and how far it got.
    private struct Miss: Error {
        /// What refused the segment, least precise first: on a tie, the more precise one is reported.
        enum Kind: Int {
            /// A segment after the pattern's end.
            case extra = 0
            /// A word of the pattern.
            case literal = 1
            /// A parameter or `*`.
            case value = 2
        }

        let segment: Int
        let kind: Kind
        let error: DeepLinkError
    }

    func match(_ url: DeepLinkURL) throws(DeepLinkError) -> Match {
        guard url.scheme == model.catalog.linkScheme else {
            throw .wrongScheme(url.text, expected: model.catalog.linkScheme)
        }
        var best: Miss?
        for link in model.definition.links {
            switch attempt(link, url) {
            case .success(let match): return match
            case .failure(let miss):
                if let current = best, (current.segment, current.kind.rawValue) >= (miss.segment, miss.kind.rawValue) {
                    continue
                }
                best = miss
            }
        }
        guard let best else {
            throw .unexpectedSegment(
                url.text, segment: url.segments.first ?? "", expected: "a link of this app (it has none)")
        }
        // No pattern got past its first word: say which words start a link, not one pattern's.
        if best.segment == 0, best.kind == .literal, let first = url.segments.first {
            throw startsNoLink(first, in: url, namesNothing: best.error.code == .unknownRoute)
        }
        throw best.error
    }

    /// The error for a link whose first segment starts none of the app's links, all of which
    /// start with a word.
    private func startsNoLink(_ segment: String, in url: DeepLinkURL, namesNothing: Bool) -> DeepLinkError {
        let firstWords = model.definition.links.compactMap { link -> String? in
            if case .literal(let word)? = link.pattern.segments.first { word } else { nil }
        }
        return .startsNoLink(
            url.text, segment: segment,
            links: model.definition.links.map { "\(model.catalog.linkScheme)://\($0.pattern)" },
            suggestion: Suggestion.nearest(to: segment, in: firstWords), namesNothing: namesNothing)
    }

    private func attempt(_ link: LinkDefinition, _ url: DeepLinkURL) -> Result<Match, Miss> {
        var parameters: [String: String] = [:]
        var routes: [Route] = []
        var canonical: [String] = []
        var index = 0
        for segment in link.pattern.segments {
            switch segment {
            case .literal(let word):
                guard index < url.segments.count, url.segments[index].lowercased() == word.lowercased() else {
                    return .failure(literalMiss(at: index, in: url, expected: word.quoted))
                }
                canonical.append(word)
                index += 1
            case .parameter(let name):
                guard index < url.segments.count else {
                    return .failure(literalMiss(at: index, in: url, expected: expectation(of: name, in: link)))
                }
                let text = url.segments[index]
                switch accepted(text, for: name, in: link, first: index == 0) {
                case .success(let value):
                    parameters[name] = value
                    canonical.append(value)
                case .failure(let refusal):
                    // A route's argument is refused in the words of the command form (`push
                    // product 0`), with its code: `notFound` for an id a fixed catalogue lacks.
                    let error: DeepLinkError =
                        refusal.argumentError.map { .badArgument(url.text, $0) }
                        ?? .unexpectedSegment(
                            url.text, segment: text, expected: refusal.expected, suggestion: refusal.suggestion)
                    return .failure(Miss(segment: index, kind: .value, error: error))
                }
                index += 1
            case .routes:
                do {
                    routes = try model.catalog.routes(fromLinkSegments: url.segments[index...], of: url)
                } catch {
                    return .failure(Miss(segment: index, kind: .value, error: error))
                }
                canonical += routes.flatMap { route in
                    [route.name.rawValue] + (route.argument.map { ["\($0.linkText)"] } ?? [])
                }
                index = url.segments.count
            }
        }
        if index < url.segments.count {
            return .failure(
                Miss(
                    segment: index, kind: .extra,
                    error: .unexpectedSegment(
                        url.text, segment: url.segments[index],
                        expected: "allowed after '\(canonical.joined(separator: "/"))'")))
        }
        var query: [String] = []
        for parameter in link.query {
            guard let value = url.queryValue(named: parameter.name) else {
                guard !parameter.isRequired else {
                    return .failure(
                        Miss(
                            segment: index, kind: .value, error: .missingQueryParameter(url.text, name: parameter.name))
                    )
                }
                continue
            }
            parameters[parameter.name] = value
            query.append("\(parameter.name)=\(value)")
        }
        let text =
            "\(model.catalog.linkScheme)://" + canonical.joined(separator: "/")
            + (query.isEmpty ? "" : "?" + query.joined(separator: "&"))
        return .success(Match(link: link, parameters: parameters, routes: routes, canonical: text))
    }

    /// A segment that is not the word a pattern has there (or is missing): a word that names
    /// nothing in the app is an unknown route, with the nearest name. `expected` is in words:
    /// the word quoted, or what a parameter takes.
    private func literalMiss(at index: Int, in url: DeepLinkURL, expected: String) -> Miss {
        guard index < url.segments.count else {
            return Miss(
                segment: index, kind: .literal,
                error: .unexpectedSegment(
                    url.text, segment: url.segments.last ?? "", expected: "followed by \(expected)"))
        }
        let segment = url.segments[index]
        let words = model.definition.links.flatMap { link in
            link.pattern.segments.compactMap { if case .literal(let word) = $0 { word } else { nil } }
        }
        let lowered = segment.lowercased()
        if !model.catalog.routeNames.contains(where: { $0.lowercased() == lowered }),
            !words.contains(where: { $0.lowercased() == lowered }),
            model.catalog.tabNames.allSatisfy({ $0.lowercased() != lowered })
        {
            let suggestion = Suggestion.nearest(to: segment, in: model.catalog.routeNames + words)
            return Miss(
                segment: index, kind: .literal, error: .unknownRoute(url.text, segment: segment, suggestion: suggestion)
            )
        }
        return Miss(
            segment: index, kind: .literal,
            error: .unexpectedSegment(url.text, segment: segment, expected: expected))
    }

    /// How a link's handler uses one of its parameters.
    private enum ParameterUse {
        case tab
        case argument(route: String, ArgumentSpec)
        /// Any segment (a value kept in a variable).
        case text
    }

    private func use(of name: String, in link: LinkDefinition) -> ParameterUse {
        for effect in link.handler.allEffects {
            switch effect {
            case .selectTab(.reference(name)), .reset(.reference(name)?, _):
                return .tab
            case .push(let target), .present(let target), .replace(let target), .popTo(let target):
                guard target.argument == .reference(name), let spec = model.catalog.route(named: target.route)?.argument
                else { continue }
                return .argument(route: target.route, spec)
            default:
                continue
            }
        }
        return .text
    }

    private var tabsExpected: String { "a tab: \(model.catalog.tabNames.joinedAsList(conjunction: "or"))" }

    /// The words other links start with that are not tabs (memo's `new`): a link's first segment
    /// may be one of them instead of a tab, so a first segment that is neither lists both.
    private var firstWordsBesideTabs: [String] {
        var seen = Set(model.catalog.tabNames.map { $0.lowercased() })
        return model.definition.links.compactMap { link in
            guard case .literal(let word)? = link.pattern.segments.first, seen.insert(word.lowercased()).inserted
            else { return nil }
            return word
        }
    }

    /// What the parameter `name` takes, in words, for a link that ends before it.
    private func expectation(of name: String, in link: LinkDefinition) -> String {
        switch use(of: name, in: link) {
        case .tab: tabsExpected
        case .argument(_, let spec): spec.expectation
        case .text: "a segment (:\(name))"
        }
    }

    /// A parameter's segment, checked against how the link uses it: as a tab it must name a tab
    /// (canonical spelling is kept); as a route's argument it must be one. A tab refused as the
    /// link's `first` segment is listed with the words other links start with.
    private func accepted(_ text: String, for name: String, in link: LinkDefinition, first: Bool) -> Result<
        String, Refusal
    > {
        switch use(of: name, in: link) {
        case .tab:
            let tabs = model.catalog.tabNames
            guard let tab = tabs.first(where: { $0.lowercased() == text.lowercased() }) else {
                let words = first ? firstWordsBesideTabs : []
                guard !words.isEmpty else {
                    return .failure(Refusal(expected: tabsExpected, suggestion: Suggestion.nearest(to: text, in: tabs)))
                }
                let kinds = (["a tab"] + words.map(\.quoted)).joinedAsList(conjunction: "or")
                return .failure(
                    Refusal(
                        expected: "\(kinds): \((tabs + words).joinedAsList(conjunction: "or"))",
                        suggestion: Suggestion.nearest(to: text, in: tabs + words)))
            }
            return .success(tab)
        case .argument(let route, let spec):
            do {
                return .success(try spec.value(from: text, for: route).linkText)
            } catch {
                return .failure(Refusal(expected: spec.expectation, argumentError: error))
            }
        case .text:
            return .success(text)
        }
    }
}

/// What a parameter accepts, when it refused a segment, and the nearest it accepts to the
/// segment (a misspelt tab), if one is near.
private struct Refusal: Error {
    let expected: String
    var suggestion: String? = nil
    /// Why a route's argument refused the segment, as the command form says it.
    var argumentError: ArgumentError? = nil
}

extension Argument {
    /// The argument as a link segment: an integer in decimal, a text as it is.
    var linkText: String {
        switch self {
        case .integer(let number): String(number)
        case .text(let text): text
        }
    }
}
