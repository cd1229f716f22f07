/// `DeepLinks/LinkMatcher.swift` of an exported package: the same in every app; `DeepLink` gives
/// it the app's patterns.
enum LinkMatcherTemplate {
    static let text = #"""
        /// One deep-link pattern of the design, as data: words, parameters and, last, `*` (routes,
        /// each followed by its argument), and the query parameters it reads.
        struct LinkPattern: Sendable {
            enum Segment: Sendable {
                case literal(String)
                case parameter(String, ParameterUse)
                case routes
            }

            /// What a parameter's segment must be, from how the link's effects use it.
            enum ParameterUse: Sendable {
                /// A tab's name (matched ignoring case).
                case tab
                /// The argument of a route.
                case argument(of: Route.Name)
                /// Any text.
                case text
            }

            let segments: [Segment]
            let query: [(name: String, isRequired: Bool)]
        }

        /// A link matched: the pattern's position, its parameters (in canonical spelling), the routes
        /// `*` matched, and the whole link in canonical spelling (as a kept link is shown).
        struct LinkMatch {
            let pattern: Int
            let parameters: [String: String]
            let routes: [Route]
            let canonical: String
        }

        /// Finds the pattern a link matches: patterns are tried in order and the first that matches
        /// every segment wins. When none does, the error is the one of the pattern that got furthest
        /// (a parameter or `*` that refused a segment says more than a word that did not match).
        struct LinkMatcher {
            let scheme: String
            let patterns: [LinkPattern]
            let tabNames: [String]

            /// Why one pattern did not match, and how far it got.
            private struct Miss: Error {
                let segment: Int
                /// 0: a segment after the pattern's end; 1: a word of the pattern; 2: a parameter or `*`.
                let precision: Int
                let error: NavigationError
            }

            func match(_ url: DeepLinkURL) throws(NavigationError) -> LinkMatch {
                guard url.scheme == scheme else { throw .badLink(url.text, reason: "this app's links start with \(scheme)://") }
                var best: Miss?
                for index in patterns.indices {
                    switch attempt(index, url) {
                    case .success(let match): return match
                    case .failure(let miss):
                        if let current = best, (current.segment, current.precision) >= (miss.segment, miss.precision) {
                            continue
                        }
                        best = miss
                    }
                }
                throw best?.error ?? .badLink(url.text, reason: "the app has no links")
            }

            private func attempt(_ index: Int, _ url: DeepLinkURL) -> Result<LinkMatch, Miss> {
                let pattern = patterns[index]
                var parameters: [String: String] = [:]
                var routes: [Route] = []
                var canonical: [String] = []
                var position = 0
                for segment in pattern.segments {
                    switch segment {
                    case .literal(let word):
                        guard position < url.segments.count, url.segments[position].lowercased() == word.lowercased() else {
                            return .failure(literalMiss(at: position, in: url))
                        }
                        canonical.append(word)
                        position += 1
                    case .parameter(let name, let use):
                        guard position < url.segments.count else { return .failure(literalMiss(at: position, in: url)) }
                        do {
                            let value = try accepted(url.segments[position], as: use, in: url)
                            parameters[name] = value
                            canonical.append(value)
                        } catch {
                            return .failure(Miss(segment: position, precision: 2, error: error))
                        }
                        position += 1
                    case .routes:
                        do {
                            routes = try Route.path(fromLinkSegments: url.segments[position...], of: url.text)
                        } catch {
                            return .failure(Miss(segment: position, precision: 2, error: error))
                        }
                        canonical += routes.flatMap(\.linkSegments)
                        position = url.segments.count
                    }
                }
                if position < url.segments.count {
                    let after = canonical.joined(separator: "/")
                    let reason = "\(url.segments[position].swiftLiteral) is not allowed after '\(after)'"
                    return .failure(Miss(segment: position, precision: 0, error: .badLink(url.text, reason: reason)))
                }
                var query: [String] = []
                for parameter in pattern.query {
                    guard let value = url.queryValue(named: parameter.name) else {
                        guard !parameter.isRequired else {
                            let reason = "it needs the query parameter ?\(parameter.name)=..."
                            return .failure(Miss(segment: position, precision: 2, error: .badLink(url.text, reason: reason)))
                        }
                        continue
                    }
                    parameters[parameter.name] = value
                    query.append("\(parameter.name)=\(value)")
                }
                let path = canonical.joined(separator: "/")
                let text = "\(scheme)://" + path + (query.isEmpty ? "" : "?" + query.joined(separator: "&"))
                return .success(LinkMatch(pattern: index, parameters: parameters, routes: routes, canonical: text))
            }

            /// A segment that is not the word a pattern has there, or is missing: a word that names
            /// nothing in the app is an unknown route.
            private func literalMiss(at position: Int, in url: DeepLinkURL) -> Miss {
                guard position < url.segments.count else {
                    return Miss(segment: position, precision: 1, error: .badLink(url.text, reason: "it ends too early"))
                }
                let segment = url.segments[position].lowercased()
                let words = patterns.flatMap { pattern in
                    pattern.segments.compactMap { segment -> String? in
                        if case .literal(let word) = segment { word.lowercased() } else { nil }
                    }
                }
                let known = Route.Name.allCases.map { $0.rawValue.lowercased() } + words + tabNames.map { $0.lowercased() }
                let error: NavigationError =
                    known.contains(segment)
                    ? .badLink(url.text, reason: "\(url.segments[position].swiftLiteral) is not expected there")
                    : .unknownRouteInLink(url.text, segment: url.segments[position])
                return Miss(segment: position, precision: 1, error: error)
            }

            /// A parameter's segment, checked against how the link uses it, in canonical spelling.
            private func accepted(_ text: String, as use: LinkPattern.ParameterUse, in url: DeepLinkURL) throws(NavigationError)
                -> String
            {
                switch use {
                case .tab:
                    guard let tab = tabNames.first(where: { $0.lowercased() == text.lowercased() }) else {
                        let tabs = tabNames.joined(separator: ", ")
                        throw .badLink(url.text, reason: "\(text.swiftLiteral) is not a tab: \(tabs)")
                    }
                    return tab
                case .argument(let route):
                    do {
                        return try Route.make(route, argumentWord: text).linkSegments.last ?? text
                    } catch .unknownID(_, _, let ids) {
                        // An id the catalogue does not have: not found, as in a command.
                        let known = ids.map(String.init).joined(separator: ", ")
                        throw .unknownIDInLink(url.text, reason: "\(text.swiftLiteral) is not one of the ids \(known)")
                    }
                case .text:
                    return text
                }
            }
        }
        """#
}
