// MARK: - Cycles of parents

extension DefinitionChecker {
    /// A parent chain that comes back to where it started.
    mutating func checkCycle(from start: String, at path: String) {
        var chain = [start]
        var current = coordinators[start]?.parent
        while let name = current {
            if name == start {
                add(
                    path,
                    "the coordinators form a cycle: \((chain + [name]).joined(separator: " -> parent "))" + noRootAdvice
                )
                return
            }
            if chain.contains(name) { return }  // a cycle further up, reported at its own coordinators
            chain.append(name)
            current = coordinators[name]?.parent
        }
    }

    /// What a cycle's problem adds when no coordinator is left without a parent.
    var noRootAdvice: String {
        rootIndex == nil ? ", and so no coordinator is the root: leave out the 'parent' of the one that is" : ""
    }

    /// The coordinators on a cycle of parents, found in one walk up from each (each coordinator
    /// is passed once): a walk that comes back to a coordinator on it has found a cycle.
    static func coordinatorsInCycles(
        _ list: [CoordinatorDefinition], byName: [String: CoordinatorDefinition]
    ) -> Set<String> {
        var walked: Set<String> = []
        var inCycles: Set<String> = []
        for start in list.map(\.name) where !walked.contains(start) {
            var path: [String] = []
            var onPath: [String: Int] = [:]
            var current: String? = start
            while let name = current, !walked.contains(name), byName[name] != nil {
                if let first = onPath[name] {
                    inCycles.formUnion(path[first...])
                    break
                }
                onPath[name] = path.count
                path.append(name)
                current = byName[name]?.parent
            }
            walked.formUnion(path)
        }
        return inCycles
    }
}
