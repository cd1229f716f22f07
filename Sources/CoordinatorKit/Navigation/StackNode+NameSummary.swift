// MARK: - A summary of the names on a chain of screens

extension RouteName {
    /// The bit of this name in a summary of names (`StackNode.nameSummary`): a set of names as 64
    /// bits, where a name whose bit is not set is surely not in the set. Worked out from the
    /// name's length and its first byte, read in place (its last byte cost 80 instructions more).
    ///
    /// Names are equal as Strings are, by canonical equivalence, so a name that another spelling
    /// can equal has every bit (it is never skipped): any non-ASCII name (`é` composed or not),
    /// and an ASCII one with `K`, `;` or `` ` ``, which the Kelvin sign, the Greek question mark
    /// and the Greek varia equal. (As `Fingerprint` treats them.)
    var summaryBit: UInt64 {
        let utf8 = rawValue.utf8
        for byte in utf8
        where byte >= 0x80 || byte == Self.kelvinEquivalent || byte == Self.semicolon
            || byte == Self.graveAccent
        {
            return ~0
        }
        let mix = utf8.count &* 7 &+ Int(utf8.first ?? 0)
        return 1 << UInt64(mix & 63)
    }

    private static let kelvinEquivalent = UInt8(ascii: "K")
    private static let semicolon = UInt8(ascii: ";")
    private static let graveAccent = UInt8(ascii: "`")

    /// The union of the bits of `names`.
    static func summary(of names: [RouteName]) -> UInt64 {
        var summary: UInt64 = 0
        for name in names { summary |= name.summaryBit }
        return summary
    }
}

extension StackNode {
    /// The summary of the names of this node's screens, this one and those below it: a screen
    /// whose name's bit (`RouteName.summaryBit`) is not in it is not among them. Worked out once
    /// per node, on first use (nodes never change, and a push pays nothing for it): a child
    /// flow's end asks it of every tab's stack to skip those that hold none of its screens.
    var nameSummary: UInt64 {
        if knownNameSummary != 0 { return knownNameSummary }
        // Most often the nodes below are worked out (a push on a stack asked before).
        if below == nil || below?.knownNameSummary != 0 {
            knownNameSummary = route.name.summaryBit | (below?.knownNameSummary ?? 0)
            return knownNameSummary
        }
        // Else by recursion down the nodes not worked out yet, for a chain of up to 64 screens
        // (as `Stack.forEachRoute`; an array of them cost 400 instructions).
        if depth <= 64 {
            knownNameSummary = route.name.summaryBit | (below?.nameSummary ?? 0)
            return knownNameSummary
        }
        return workOutChain(\.knownNameSummary) { $0.route.name.summaryBit | $1 }
    }
}

/// Names of screens with their summary (`RouteName.summary(of:)`), made once for names asked
/// about again and again: a flow's screens, which leave the stacks at each of its ends
/// (`Navigation.removeScreens(named:)`; working the summary out there cost 110 instructions).
public struct ScreenNames: Sendable {
    public let names: [RouteName]
    let summary: UInt64

    public init(_ names: [RouteName]) {
        self.names = names
        summary = RouteName.summary(of: names)
    }
}
