import CoordinatorKit

/// The small, finite set of arguments `coordsh check` tries: for ids, those of the state's data,
/// one of the app's fixed data (a movie of the catalogue stands for all), and one that does not
/// exist; for texts, an empty one and the argument's example; for user names, a valid and an invalid one;
/// for choices, every choice.
/// Values the parser refuses (the invalid user name, an id a catalogue does not have) are left
/// out: no command can carry them.
struct ArgumentDomain: Hashable {
    /// The user names tried: one valid, one the parser refuses (a rule's example, which is
    /// `alice` when the rule allows it, and a name with a space, which no rule allows).
    static func userNames(_ rule: UserNameRule) -> [String] { [rule.example, "no one"] }

    /// The ids tried: those that exist, then the smallest that does not.
    let ids: [Int]

    /// The domain for the ids that exist in a state (`present`, sorted, without repeats), and
    /// others that exist whatever the state (`fixed`, sorted: a catalogue's): those behave
    /// alike, so one of them stands for all, which keeps the states explored few. The absent id
    /// is absent from both.
    init(present: [Int], fixed: [Int] = []) {
        var absent = 1
        var taken = Set(present)
        taken.formUnion(fixed)
        while taken.contains(absent) { absent += 1 }
        let representative = fixed.first.map { present.contains($0) ? [] : [$0] } ?? []
        ids = (representative + present).sorted() + [absent]
    }

    /// The values tried for an argument of `spec` (`owner` names its route or event in errors).
    func values(for spec: ArgumentSpec, owner: String) -> [Argument] {
        switch spec.kind {
        case .integer where spec.fixedIDs != nil:
            // A catalogue's ids: the parser refuses any other, so no command carries the absent one.
            ids.compactMap { try? spec.value(from: String($0), for: owner) }
        case .integer: ids.map(Argument.integer)
        case .text: [.text(""), spec.exampleValue]
        case .userName(let rule): Self.userNames(rule).compactMap { try? spec.value(from: $0, for: owner) }
        case .choice(let choices): choices.map(Argument.text)
        }
    }

    /// The ids of the data a state shows (memos, cart items, orders), sorted.
    static func presentIDs(in report: StateReport) -> [Int] {
        var ids = Set<Int>()
        for extra in report.extras {
            // A list's items read one by one, as its value (`{"count": N, "page": [...]}`) holds
            // them: made as that value, each item was an object to allocate and free.
            if let list = extra.list {
                list.forEachItem(StateReport.pageSize) { item in
                    ids.insert(item.id)
                    collectIDs(in: item.value, into: &ids)
                }
            } else if let value = extra.value {
                collectIDs(in: value, into: &ids)
            }
        }
        return ids.filter { $0 >= 1 && $0 <= ArgumentSpec.maxInteger }.sorted()
    }

    private static func collectIDs(in value: JSONValue, into ids: inout Set<Int>) {
        switch value {
        case .array(let values):
            for element in values { collectIDs(in: element, into: &ids) }
        case .object(let fields):
            if case .integer(let id)? = fields["id"] { ids.insert(id) }
            for member in fields.members { collectIDs(in: member.value, into: &ids) }
        case .null, .bool, .integer, .string:
            break
        }
    }
}
