import CoordinatorKit
import TestSupport
import Testing

@Suite struct TextBufferTests {
    @Test func piecesAreKeptInOrderAsUTF8() {
        var text = TextBuffer()
        #expect(text.isEmpty)
        text += "stack: "
        text.write("home > café ☕")
        text += ""
        text += "\n"
        #expect(!text.isEmpty)
        #expect(text.string == "stack: home > café ☕\n")
        #expect(text.utf8 == Array("stack: home > café ☕\n".utf8))
    }

    /// A buffer is a value: a copy written to, or emptied, leaves the original as it was, and
    /// the original grows past its capacity keeping every byte.
    @Test(arguments: [0, 7, -7, 10, 99, -100, 1_234_567_890, Int.max, Int.min])
    func anIntegerIsWrittenAsStringSpellsIt(value: Int) {
        var text = TextBuffer()
        text += "x="
        text.write(value)
        #expect(text.string == "x=" + String(value))
    }

    /// `removeAll(after:)` takes back what was written after a point; a copy keeps it all.
    @Test func removingAfterAPointKeepsWhatCameBefore() {
        var text = TextBuffer(capacity: 4)
        text += "stack: home\n"
        let mark = text.count
        text += "\n"
        let shared = text
        text.removeAll(after: mark)
        #expect(text.string == "stack: home\n" && shared.string == "stack: home\n\n")
        text.removeAll(after: mark)
        #expect(text.string == "stack: home\n")
        text += "screen: home\n"
        #expect(text.string == "stack: home\nscreen: home\n")
        var unique = TextBuffer()
        unique += "abc"
        unique.removeAll(after: 1)
        unique.removeAll(after: 5)
        unique.removeAll(after: -3)
        #expect(unique.isEmpty)
        unique += "d"
        #expect(unique.string == "d")
    }

    @Test func copiesAreIndependentAndGrowingKeepsEveryByte() {
        var original = TextBuffer(capacity: 4)
        original += "home"
        var copy = original
        copy += " > detail(42)"
        #expect(original.string == "home" && copy.string == "home > detail(42)")
        var annotated = copy
        annotated.append(" ☕\n")
        #expect(copy.string == "home > detail(42)" && annotated.string == "home > detail(42) ☕\n")
        var emptied = copy
        emptied.removeAll()
        #expect(emptied.isEmpty && copy.string == "home > detail(42)")
        emptied += "about"
        #expect(emptied.string == "about" && copy.string == "home > detail(42)")
        let pieces = (0..<500).map { "memo \($0) ☕ " }
        for piece in pieces { original += piece }
        #expect(original.string == "home" + pieces.joined())
        #expect(original.count == original.utf8.count && copy.string == "home > detail(42)")
    }

    /// One-byte pieces (a colon, a space) take a path of their own: past the capacity, and into
    /// a copy, they behave as longer pieces do.
    @Test func oneBytePiecesGrowTheBufferAndLeaveCopiesAlone() {
        var text = TextBuffer(capacity: 4)
        for _ in 0..<100 {
            text.append(":")
            text.append(byte: UInt8(ascii: " "))
        }
        #expect(text.string == String(repeating: ": ", count: 100))
        var copy = text
        copy.append("\n")
        #expect(text.count == 200 && copy.string == text.string + "\n")
    }

    /// What the human output writes piece by piece is exactly what the descriptions say.
    @Test(arguments: [
        [Route.home],
        [.home, .detail(42)],
        [.memoList, Route("note", .text("say \"hi\"\n")), Route("profile", .text("zoë 👩‍💻"))],
    ])
    func routesWrittenIntoABufferMatchTheirDescriptions(routes: [Route]) throws {
        var path = TextBuffer()
        routes.writePath(to: &path)
        #expect(path.string == routes.pathDescription)
        var stack = TextBuffer()
        try #require(Stack(routes)).write(to: &stack)
        #expect(stack.string == routes.pathDescription)
        for route in routes {
            var one = TextBuffer()
            route.write(to: &one)
            #expect(one.string == route.description)
        }
    }

    @Test func aLongStackIsWrittenRootFirst() throws {
        let routes = [Route.home] + (1...9_000).map { Route.detail($0) }
        let stack = try #require(Stack(routes))
        #expect(stack.routes == routes)
        var text = TextBuffer()
        stack.write(to: &text)
        #expect(text.string.hasPrefix("home > detail(1) > detail(2) > "))
        #expect(text.string.hasSuffix(" > detail(8999) > detail(9000)"))
    }
}
