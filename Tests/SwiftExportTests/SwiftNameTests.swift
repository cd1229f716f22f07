import Testing

@testable import SwiftExport

@Suite("Swift names from a design's names")
struct SwiftNameTests {
    @Test(arguments: [
        ("home", "home"), ("forgotPassword", "forgotPassword"), ("my-route", "myRoute"), ("Type", "type"),
        ("sign-in_now", "signInNow"), ("2nd-step", "_2ndStep"), ("--", "value"), ("MemoList", "memoList"),
    ])
    func lowerCamelCase(name: String, expected: String) {
        #expect(SwiftName.lowerCamel(name) == expected)
    }

    @Test(arguments: [
        ("memo", "Memo"), ("memo-def", "MemoDef"), ("pushCoordinator", "PushCoordinator"), ("cartItem", "CartItem"),
        ("awkward-names", "AwkwardNames"), ("mvc", "Mvc"),
    ])
    func upperCamelCase(name: String, expected: String) {
        #expect(SwiftName.upperCamel(name) == expected)
    }

    @Test(arguments: [
        ("default", "`default`"), ("switch", "`switch`"), ("in", "`in`"), ("self", "selfScreen"),
        ("Type", "TypeScreen"),
        ("init", "initScreen"), ("home", "home"),
    ])
    func keywordsAreEscapedOrRenamed(identifier: String, expected: String) {
        #expect(SwiftName.escaped(identifier, suffix: "Screen") == expected)
    }

    @Test func textBecomesASwiftStringLiteral() {
        #expect("Buy \"milk\" \\ now\n".swiftStringLiteral == #""Buy \"milk\" \\ now\n""#)
        #expect("café ☕".swiftStringLiteral == "\"café ☕\"")
    }
}
