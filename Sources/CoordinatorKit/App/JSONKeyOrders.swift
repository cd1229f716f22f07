/// The order of a state's keys, kept from one line to the next: an app's keys and tab names are
/// almost always those of the line before, and putting them in order again, comparing UTF-8
/// bytes, cost a tenth of a `--json` line. Made again when they change (another app).
public final class JSONKeyOrders {
    private var extraKeys: [String] = []
    private var extrasPlan: [StateJSON.Key] = StateJSON.plan(for: [])
    private var tabNames: [String] = []
    private var tabsOrder: [Int]?
    /// Each tab name of the last `tabOrder(for:)` as a key is written, `"name":`, by position.
    public private(set) var tabKeys: [[UInt8]] = []

    public init() {}

    /// `StateJSON.plan(for: extras)`.
    public func plan(for extras: [StateReport.Extra]) -> [StateJSON.Key] {
        // Compared key by key, by position: going through the extras themselves copies each.
        if extras.count != extraKeys.count || !extras.indices.allSatisfy({ extras[$0].key == extraKeys[$0] }) {
            extraKeys = extras.map(\.key)
            extrasPlan = StateJSON.plan(for: extras)
        }
        return extrasPlan
    }

    /// The positions of `names` in key order; `nil` when they are in order.
    public func tabOrder(for names: [String]) -> [Int]? {
        if names != tabNames {
            tabNames = names
            tabsOrder = StateJSON.keyOrder(of: names) { $0 }
            tabKeys = names.map { name in
                var json = JSONWriter(capacity: name.utf8.count + 8)
                json.key(name)
                return json.bytes
            }
        }
        return tabsOrder
    }
}
