import CoordinatorKit
import Testing

@testable import AppDefinitions

/// The collections' items as one ordered list: what a dictionary of each collection's items by
/// owner held, with a dictionary's equality (whatever order the items were stored in), and an
/// append that copies the list, never the items the copies share.
@Suite struct CollectionLogsTests {
    private let memos = SharedLog([CollectionItem(id: 1, value: .text("milk"))])
    private let cart = SharedLog([CollectionItem(id: 1, value: .integer(7))])

    @Test(
        arguments: [
            [:],
            ["memos": [:]],
            ["memos": ["bob": SharedLog<CollectionItem>(), "alice": SharedLog([CollectionItem(id: 1, value: .null)])]],
            ["memos": ["alice": SharedLog<CollectionItem>()], "cart": ["": SharedLog<CollectionItem>()], "notes": [:]],
        ] as [[String: [String: SharedLog<CollectionItem>]]])
    func theDictionaryComesBackAsItWasGiven(dictionary: [String: [String: SharedLog<CollectionItem>]]) {
        #expect(CollectionLogs(dictionary).dictionary == dictionary)
    }

    @Test func logsOfTheSameItemsAreEqualWhateverOrderTheyWereStoredIn() {
        var first = CollectionLogs()
        _ = first.append(.text("milk"), to: "memos", ownedBy: "bob")
        _ = first.append(.integer(7), to: "cart", ownedBy: "")
        _ = first.append(.text("eggs"), to: "memos", ownedBy: "alice")
        var second = CollectionLogs()
        _ = second.append(.text("eggs"), to: "memos", ownedBy: "alice")
        _ = second.append(.text("milk"), to: "memos", ownedBy: "bob")
        _ = second.append(.integer(7), to: "cart", ownedBy: "")
        #expect(first == second)
        #expect(first.hashValue == second.hashValue)
        #expect(first.entries.map(\.owner) == ["", "alice", "bob"])
        #expect(first == CollectionLogs(first.dictionary))
    }

    @Test func itemsAreNumberedPerOwnerAndACopyKeepsItsOwn() {
        var logs = CollectionLogs(["memos": ["alice": memos]])
        let kept = logs
        #expect(
            logs.append(.text("eggs"), to: "memos", ownedBy: "alice") == CollectionItem(id: 2, value: .text("eggs")))
        #expect(logs.append(.text("tea"), to: "memos", ownedBy: "bob") == CollectionItem(id: 1, value: .text("tea")))
        #expect(logs.items(of: "memos", ownedBy: "alice")?.count == 2)
        #expect(kept.items(of: "memos", ownedBy: "alice")?.count == 1)
        #expect(kept.items(of: "memos", ownedBy: "bob") == nil)
    }

    @Test func theFirstItemOfACollectionWithNoOwnerLeavesNoEmptyMark() {
        var logs = CollectionLogs(["cart": [:]])
        _ = logs.append(.integer(7), to: "cart", ownedBy: "")
        #expect(logs.dictionary == ["cart": ["": cart]])
    }

    @Test func emptyingLeavesTheOwnerWithNoItems() {
        var logs = CollectionLogs(["memos": ["alice": memos]])
        logs.empty("memos", ownedBy: "alice")
        logs.empty("notes", ownedBy: "bob")
        #expect(logs.dictionary == ["memos": ["alice": SharedLog()], "notes": ["bob": SharedLog()]])
        #expect(logs.storedBytes == 0)
        #expect(
            CollectionLogs(["memos": ["alice": memos]]).storedBytes == "milk".utf8.count + DefinedModel.bytesPerItem)
    }
}
