// MARK: - Deep links

extension DefinitionChecker {
    mutating func checkLinks() {
        var patterns: [String: Int] = [:]
        for index in definition.links.indices {
            let link = definition.links[index]
            let path = "links[\(index)]"
            let description = link.pattern.description
            if let first = patterns[description.lowercased()] {
                add(
                    "\(path).path",
                    "\(filePath("links[\(first)]")) has the same path '\(description)', so this one would never match")
            } else {
                patterns[description.lowercased()] = index
            }
            var parameters: [String] = []
            for segment in link.pattern.segments {
                if case .parameter(let name) = segment { parameters.append(name) }
            }
            parameters += link.query.map(\.name)
            var seen: Set<String> = []
            for name in parameters where !seen.insert(name).inserted {
                add("\(path).path", "the parameter '\(name)' is named twice in this link")
            }
            for name in parameters where name == "arg" || name == "screen" {
                add("\(path).path", "'\(name)' is a name coordsh uses itself; give the parameter another name")
            }
            let scope = EffectScope(
                handler: nil, argument: nil, parameters: Set(parameters),
                matchesRoutes: link.pattern.segments.last == .routes)
            checkHandler(link.handler, scope: scope, at: path)
        }
    }
}
