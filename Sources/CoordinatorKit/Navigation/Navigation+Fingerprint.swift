/// Navigation, stacks and routes mixed into a `Fingerprint`, which their `hash(into:)` hash once
/// (SipHash over every route's name cost `coordsh check` more than a tenth of its time).

extension Route {
    /// Mixes in the name and the argument.
    public func addFingerprint(to fingerprint: inout Fingerprint) {
        fingerprint.add(name.rawValue)
        // Most routes have none: asked first, without copying the argument out to switch on it.
        guard argument != nil else { return fingerprint.add(0) }
        switch argument {
        case nil: fingerprint.add(0)
        case .integer(let value):
            fingerprint.add(1)
            fingerprint.add(value)
        case .text(let text):
            fingerprint.add(2)
            fingerprint.add(text)
        }
    }
}

extension Stack {
    /// Mixes in every screen, root first, and the count.
    public func addFingerprint(to fingerprint: inout Fingerprint) {
        fingerprint.add(count)
        root.addFingerprint(to: &fingerprint)
        fingerprint.add(topNode?.chainFingerprint ?? 0)
    }
}

extension Navigation {
    /// Mixes in what `==` compares: the tab count and the selected tab, every tab's stack, and
    /// the modals, the top one first. The tab names only by their count, the base stacks' roots
    /// only by the selected one's name: a tab's root never leaves (the single stack's tells
    /// one flow from another), and hashing a route's name costs more than the rest of its
    /// stack.
    public func addFingerprint(to fingerprint: inout Fingerprint) {
        fingerprint.add(tabNames.count)
        fingerprint.add(selectedIndex)
        // The base stacks by their counts and nodes, read in place: a stack passed to a method
        // of its own is copied, its root route with it.
        fingerprint.add(selectedStack.count)
        fingerprint.add(selectedStack.root.name.rawValue)
        Self.addFingerprint(of: selectedStack.topNode, to: &fingerprint)
        tabStacks.withUnsafeBufferPointer { stacks in
            for index in stacks.indices where index != selectedIndex {
                fingerprint.add(stacks[index].count)
                Self.addFingerprint(of: stacks[index].topNode, to: &fingerprint)
            }
        }
        fingerprint.add(modalCount)
        addTopModalFingerprint(to: &fingerprint)
        var modal = lowerModals
        while let node = modal {
            node.stack.addFingerprint(to: &fingerprint)
            modal = node.below
        }
    }

    /// Mixes in the screens of a chain of nodes (`StackNode.chainFingerprint`).
    private static func addFingerprint(of top: StackNode?, to fingerprint: inout Fingerprint) {
        fingerprint.add(top?.chainFingerprint ?? 0)
    }

    /// Mixes in the top modal, if any, as `Stack.addFingerprint(to:)` does, reading it a field
    /// at a time through `topModal?.`: a stack taken out of the optional to call a method on it
    /// is copied, its root route with it.
    private func addTopModalFingerprint(to fingerprint: inout Fingerprint) {
        guard let count = topModal?.count else { return }
        fingerprint.add(count)
        if topModal?.rootHasArgument == true {
            topModal?.root.addFingerprint(to: &fingerprint)
        } else {
            fingerprint.add(topModal?.root.name.rawValue ?? "")
            fingerprint.add(0)
        }
        Self.addFingerprint(of: topModal?.topNode, to: &fingerprint)
    }
}
