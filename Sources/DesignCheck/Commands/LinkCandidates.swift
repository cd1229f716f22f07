import CoordinatorKit

/// The deep links `coordsh check` tries: each of the app's link patterns (`:tab/*`, `new`,
/// `product/:id?ref=:id`) filled in from the argument domain. `:tab` takes each tab name, any
/// other parameter each id; `*` takes nothing, or one pushable route with each of its
/// arguments. Links that do not parse as URLs are left out.
enum LinkCandidates {
    /// At most this many links per pattern.
    static let maxPerPattern = 400

    static func links(for catalog: AppCatalog, domain: ArgumentDomain) -> [DeepLinkURL] {
        var seen = Set<String>()
        var links: [DeepLinkURL] = []
        for pattern in catalog.linkPatterns {
            for text in fill(pattern, catalog: catalog, domain: domain).prefix(maxPerPattern) {
                let link = "\(catalog.linkScheme)://\(text)"
                guard seen.insert(link).inserted, let url = try? DeepLinkURL(link) else { continue }
                links.append(url)
            }
        }
        return links
    }

    /// The texts a pattern stands for.
    private static func fill(_ pattern: String, catalog: AppCatalog, domain: ArgumentDomain) -> [String] {
        let ids = domain.ids.map(String.init)
        func values(_ parameter: Substring) -> [String] { parameter == ":tab" ? catalog.tabNames : ids }
        let parts = pattern.split(separator: "?", maxSplits: 1, omittingEmptySubsequences: false)
        var paths: [[String]] = [[]]
        for segment in parts[0].split(separator: "/") {
            let choices: [[String]]
            if segment == "*" {
                choices = [[]] + routeSegments(catalog, domain)
            } else if segment.hasPrefix(":") {
                choices = values(segment).map { [$0] }
            } else {
                choices = [[String(segment)]]
            }
            paths = paths.flatMap { path in choices.map { path + $0 } }
        }
        var texts = paths.map { $0.joined(separator: "/") }
        if parts.count == 2 {
            var queries: [String] = [""]
            for item in parts[1].split(separator: "&") {
                let pair = item.split(separator: "=", maxSplits: 1)
                let name = String(pair[0])
                let given =
                    pair.count == 2 && pair[1].hasPrefix(":") ? values(pair[1]) : pair.dropFirst().map(String.init)
                queries = queries.flatMap { query in
                    given.map { query + (query.isEmpty ? "" : "&") + name + "=" + $0 }
                }
            }
            texts = texts.flatMap { path in queries.map { path + "?" + $0 } }
        }
        return texts
    }

    /// Each route that can be pushed, alone or followed by each of its arguments: `about`,
    /// `detail/1`, `detail/2`. (A link's routes are pushed: roots and screens only their
    /// coordinator shows never can be.)
    private static func routeSegments(_ catalog: AppCatalog, _ domain: ArgumentDomain) -> [[String]] {
        catalog.routes.filter { $0.placement == .pushable }.flatMap { route -> [[String]] in
            let name = route.name.rawValue
            guard let spec = route.argument else { return [[name]] }
            return domain.values(for: spec, owner: name).map { argument in
                switch argument {
                case .integer(let value): [name, String(value)]
                case .text(let text): [name, percentEncoded(text)]
                }
            }
        }
    }

    /// A text as a link segment: letters, digits and `-._~` as they are, the rest as `%XX`.
    static func percentEncoded(_ text: String) -> String {
        var result = ""
        for byte in text.utf8 {
            let scalar = Unicode.Scalar(byte)
            if byte < 0x80,
                scalar.properties.isAlphabetic || ("0"..."9").contains(scalar) || "-._~".unicodeScalars.contains(scalar)
            {
                result.unicodeScalars.append(scalar)
            } else {
                result += "%" + (byte < 16 ? "0" : "") + String(byte, radix: 16, uppercase: true)
            }
        }
        return result
    }
}
