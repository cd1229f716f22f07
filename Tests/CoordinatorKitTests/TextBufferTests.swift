import CoordinatorKit
import TestSupport
import Testing

@Suite struct TextBufferTests {
    @Test func piecesAreKeptInOrderAsUTF8() {
        var text = TextBuffer()
        #expect(text.isEmpty == true)
        text += "stack: "
        text.write("home > café ☕")
        text += ""
        text += "\n"
        #expect(text.isEmpty == false)
        #expect(text.string == "stack: home > café ☕\n")
        #expect(text.utf8 == Array("stack: home > café ☕\n".utf8))
    }

    @Test(arguments: [0, 7, -7, 10, 99, -100, 1_234_567_890, Int.max, Int.min])
    func anIntegerIsWrittenAsStringSpellsIt(value: Int) {
        var text = TextBuffer()
        text += "x="
        text.write(value)
        #expect(text.string == "x=" + String(value))
    }

    /// `removeAll(after:)` takes back what was written after a point, and nothing before it.
    @Test func removingAfterAPointKeepsWhatCameBefore() {
        var text = TextBuffer(capacity: 4)
        text += "stack: home\n"
        let mark = text.count
        text += "\n"
        text.removeAll(after: mark)
        #expect(text.string == "stack: home\n")
        text.removeAll(after: mark)
        #expect(text.string == "stack: home\n")
        text += "screen: home\n"
        #expect(text.string == "stack: home\nscreen: home\n")
        var unique = TextBuffer()
        unique += "abc"
        unique.removeAll(after: 1)
        unique.removeAll(after: 5)
        unique.removeAll(after: -3)
        #expect(unique.isEmpty == true)
        unique += "d"
        #expect(unique.string == "d")
    }

    /// `removeFirst` takes the bytes already written out and moves the rest to the front.
    @Test func removingTheFirstBytesKeepsTheRestInOrder() {
        var text = TextBuffer(capacity: 4)
        text += "0123456789"
        text.removeFirst(8)
        #expect(text.string == "89")
        text += "ab"
        #expect(text.string == "89ab")
        text.removeFirst(0)
        text.removeFirst(-2)
        #expect(text.string == "89ab")
        text.removeFirst(99)
        #expect(text.isEmpty == true)
    }

    /// A buffer grows past its capacity keeping every byte, and emptied it starts again.
    @Test func growingKeepsEveryByteAndEmptyingStartsAgain() {
        var text = TextBuffer(capacity: 4)
        text += "home"
        let pieces = (0..<500).map { "memo \($0) ☕ " }
        for piece in pieces { text += piece }
        #expect(text.string == "home" + pieces.joined())
        #expect(text.count == text.utf8.count)
        text.removeAll()
        #expect(text.isEmpty == true)
        text.append(" ☕\n")
        #expect(text.string == " ☕\n")
    }

    /// One-byte pieces (a colon, a space) take a path of their own: past the capacity, they
    /// behave as longer pieces do.
    @Test func oneBytePiecesGrowTheBuffer() {
        var text = TextBuffer(capacity: 4)
        for _ in 0..<100 {
            text.append(":")
            text.append(byte: UInt8(ascii: " "))
        }
        #expect(text.string == String(repeating: ": ", count: 100))
        text.append("\n")
        #expect(text.count == 201 && text.string == String(repeating: ": ", count: 100) + "\n")
    }

    /// What the human output writes piece by piece is exactly what the descriptions say.
    @Test(arguments: [
        [Route.home],
        [.home, .detail(42)],
        [.memoList, Route("note", .text("say \"hi\"\n")), Route("profile", .text("zoë 👩‍💻"))],
    ])
    func routesWrittenIntoABufferMatchTheirDescriptions(routes: [Route]) throws {
        var stack = TextBuffer()
        stack += "stack: "
        let topStart = try #require(Stack(routes)).write(to: &stack)
        #expect(stack.string == "stack: " + routes.pathDescription)
        #expect(stack.withBytes { String(decoding: $0[topStart...], as: UTF8.self) } == routes.last?.description)
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
        let topStart = stack.write(to: &text)
        #expect(text.string.hasPrefix("home > detail(1) > detail(2) > "))
        #expect(text.string.hasSuffix(" > detail(8999) > detail(9000)"))
        #expect(text.withBytes { String(decoding: $0[topStart...], as: UTF8.self) } == "detail(9000)")
    }

    /// `append(_:keeping:)` appends what it is given to write and hands over those bytes only.
    @Test func whatIsWrittenIsKept() {
        var text = TextBuffer(capacity: 4)
        text += "memos: "
        var kept: [UInt8] = []
        text.append({ $0 += "3 \"milk\", 2 \"eggs\"" }) { kept = Array($0) }
        #expect(text.string == "memos: 3 \"milk\", 2 \"eggs\"")
        #expect(String(decoding: kept, as: UTF8.self) == "3 \"milk\", 2 \"eggs\"")
    }

    /// `appendCopy(of:)` appends bytes the buffer holds, also when it must grow to take them.
    @Test func bytesItHoldsAreAppendedAgain() {
        var text = TextBuffer(capacity: 16)
        text += "stack: home > détail\n"
        let detail = 14..<21
        text += "screen: "
        text.appendCopy(of: detail)
        text.appendCopy(of: 0..<0)
        #expect(text.string == "stack: home > détail\nscreen: détail")
        text.appendCopy(of: 0..<text.count)
        #expect(text.string == "stack: home > détail\nscreen: détail" + "stack: home > détail\nscreen: détail")
    }
}
