import Testing

@testable import CoordinatorKit

/// The line of a screen that lists a catalogue (movies' home, a definition's `lists`): its
/// first page of items by id and title, as memo's list shows its memos, and how many more.
@Suite("Catalogue line")
struct CatalogueLineTests {
    @Test func itemsShowTheirTitlesAndTheWayToOpenOne() {
        #expect(
            StateReport.catalogueLine([(1, "Pancakes"), (2, "Shakshuka"), (3, nil)], opener: "show ID")
                == #"1 "Pancakes", 2 "Shakshuka", 3 ('show ID' opens one)"#)
        #expect(StateReport.catalogueLine([(7, "Tea \"green\"")], opener: nil) == #"7 "Tea \"green\"""#)
    }

    /// A long catalogue shows a page, as the phone shows the top of its list.
    @Test func aLongCatalogueShowsItsFirstPageAndHowManyMore() {
        let items = (1...8).map { (id: $0, title: Optional("item \($0)")) }
        #expect(
            StateReport.catalogueLine(items, opener: "tap ID")
                == #"1 "item 1", 2 "item 2", 3 "item 3", 4 "item 4", 5 "item 5" (and 3 more; 'tap ID' opens one)"#)
        #expect(
            StateReport.catalogueLine(Array(items.prefix(6)), opener: nil)
                == #"1 "item 1", 2 "item 2", 3 "item 3", 4 "item 4", 5 "item 5" (and 1 more)"#)
    }
}
