import CoordinatorKit
import TestSupport

@testable import CoordshShell

// MARK: - Nearly valid lines

extension RandomLines {
    /// `line` with one mistake: a typo, a word too many or too few, a wrong type, odd case.
    mutating func nearlyValid(_ line: String, _ catalog: AppCatalog) -> String {
        var words = line.split(separator: " ").map(String.init)
        guard !words.isEmpty else { return line }
        let index = random.below(words.count)
        switch random.below(8) {
        case 0: words[index] = typo(words[index])
        case 1: words.append(random.pick(["1", "x", "extra", "\"two words\"", "42 43"]))
        case 2: words = Array(words.prefix(max(1, words.count - 1)))
        case 3: words[index] = badValue()
        case 4: words[index] = randomCase(words[index]).uppercased()
        case 5: words.insert(random.pick(["push", "pop", ":undo", "#", "\"", "\\"]), at: index)
        case 6: words[index] = random.pick(["nowhere", "detial", "Home", "view6", "sekond", "memolist", ""])
        default: words = [words[0]] + [random.pick(catalog.routeNames)] + words.dropFirst()
        }
        return words.joined(separator: random.percent(80) ? " " : "\t")
    }

    private mutating func typo(_ word: String) -> String {
        var characters = Array(word)
        guard !characters.isEmpty else { return "x" }
        let index = random.below(characters.count)
        switch random.below(4) {
        case 0: characters.remove(at: index)
        case 1: characters.insert(random.pick(Array("aeiouxz:\"#é")), at: index)
        case 2: characters[index] = random.pick(Array("qwertyXYZ0_-"))
        default:
            if index + 1 < characters.count { characters.swapAt(index, index + 1) }
        }
        return String(characters)
    }
}

// MARK: - Shell commands

extension RandomLines {
    /// The files `:save` writes and `:load` reads in random sessions.
    static let savedFiles = ["a.json", "b.json"]

    mutating func shellCommand(_ catalog: AppCatalog, _ report: StateReport) -> String {
        switch random.below(100) {
        case 0..<18:
            return random.percent(70) ? ":undo" : ":undo \(random.pick(["2", "3", "5", "1000", "1001", "0", "x"]))"
        case 18..<30: return random.percent(70) ? ":redo" : ":redo \(random.pick(["2", "3", "9", "0", "-1"]))"
        case 30..<34: return ":reset"
        case 34..<35:
            return ":app \(random.pick(TestApps.names + ["MEMO", "Steps", "notes", "", "memo steps"]))"
        case 35..<36:
            return ":app load \(random.pick(HostileFiles.definitionNames + ["missing.json5", "dir/", "a b"]))"
        case 36..<44: return ":save \(random.pick(Self.savedFiles + ["dir/", "a.json b.json"]))"
        case 44..<54:
            return ":load \(random.pick(Self.savedFiles + HostileFiles.names + ["missing.json", "dir/"]))"
        case 54..<78: return expectation(catalog, report)
        default:
            return random.pick([
                ":state", ":tree", ":routes", ":apps", ":history", ":graph", ":graph mermaid", ":graph svg", ":help",
                ":help push", ":help :undo", ":help nope", ":trace on", ":trace off", ":trace", ":echo hello \"there\"",
                ":source x.coord", ":quit", ":q", "quit", "exit", "help", ":state now", ":STATE", ":undo 1 2", ":save",
                ":load", ":app", ":expect", ":expect nothing", ":echo", "::", ":", ":tour", ":tour 3", ":tour 9",
                ":tour next", ":tour off", ":hint", ":tour 10", ":tour 0", ":tour x", ":tour next 2", ":hint me",
            ])
        }
    }

    /// An `:expect` line, true about half the time.
    private mutating func expectation(_ catalog: AppCatalog, _ report: StateReport) -> String {
        let stack = report.navigation.activeStack.routes
        let lie = random.percent(50)
        switch random.below(9) {
        case 0:
            let screen = lie ? random.pick(stack) : report.screen
            return ":expect screen \(screen)"
        case 1:
            let routes = lie ? Array(stack.dropLast()) : report.stack
            return ":expect stack \(routes.pathDescription)"
        case 2: return ":expect modals \(report.modals.count + (lie ? 1 : 0))"
        case 3: return ":expect tab \(lie ? random.pick(catalog.tabNames + ["none"]) : report.tab ?? "none")"
        case 4: return ":expect user \(lie ? random.pick(["alice", "bob", "none"]) : report.user ?? "none")"
        case 5:
            let names = lie ? random.pick(catalog.coordinators).name : report.coordinators.joined(separator: " > ")
            return ":expect coordinators \(names)"
        case 6:
            // A modal's stack: one that is up (its stack, or the stack without its top), or one past the last.
            guard !report.modals.isEmpty else { return ":expect modal 1 \(report.screen)" }
            let modal = random.below(report.modals.count)
            let routes = report.modals[modal]
            return
                ":expect modal \(modal + 1) \((lie && routes.count > 1 ? Array(routes.dropLast()) : routes).pathDescription)"
        case 7:
            // A key of the app's data, with its value now (quoted: a text may hold anything) or another.
            let data = report.shownData
            guard !data.isEmpty else { return ":expect data nothing 1" }
            let extra = random.pick(data)
            return ":expect \(extra.key) \((extra.expectedValue + (lie ? "1" : "")).swiftLiteral)"
        default:
            return ":expect error" + random.pick(["", " atRoot", " notAllowed", " badArgument", " syntax", " oops"])
        }
    }
}

// MARK: - Garbage, comments, links, long words

extension RandomLines {
    static let alphabet = Array(
        "abcxyzPOP push pop 0123456789  \t\t\"\"\"\\\\##::>>()/%?.,;'`~!@$^&*=+-_[]{}|<éßΩ中☕👩‍👩‍👧\u{301}\u{202E}\u{200B}\u{1}\u{7F}\u{0B}\u{0C}\u{85}\u{2028}\r"
    )

    mutating func garbage() -> String {
        var line = String((0..<random.number(in: 0...40)).map { _ in random.pick(Self.alphabet) })
        if random.percent(3) {
            line.insert("\0", at: line.index(line.startIndex, offsetBy: random.below(line.count + 1)))
        }
        return line
    }

    mutating func blankOrComment() -> String {
        random.pick([
            "", " ", "\t", "#", "# comment", "   # indented", "#push detail 1", "\r", "# \"unterminated", "# é☕",
        ])
    }

    mutating func deepLink(_ catalog: AppCatalog) -> String {
        if random.percent(40) { return "open \(random.pick(catalog.linkExamples))" }
        let scheme =
            random.percent(80) ? catalog.linkScheme : random.pick(TestApps.catalogs.map(\.linkScheme) + ["http", ""])
        var segments: [String] = []
        for _ in 0..<random.number(in: 0...4) {
            segments.append(
                random.pick(
                    catalog.routeNames + catalog.tabNames + [
                        "new", "1", "42", "0", "-3", "2147483648", "%41", "%zz", "", "?q=1", "détail", "x%2Fy",
                    ]))
        }
        let separator = random.percent(90) ? "://" : random.pick([":/", ":", "//", ":///"])
        return "open " + randomCase(scheme) + separator + segments.joined(separator: "/")
            + random.pick(["", "", "", "/", "?x", "#frag"])
    }

    /// A long word somewhere a word goes: 1 KiB to just over 64 KiB.
    mutating func longWord(_ catalog: AppCatalog) -> String {
        let word = String(repeating: random.pick(["a", "é", "7", "☕"]), count: random.pick([1_000, 5_000, 70_000]))
        switch random.below(6) {
        case 0: return "write \"\(word)\""
        case 1: return "login \(word)"
        case 2: return "push \(word)"
        case 3: return "push detail \(word)"
        case 4: return ":echo \(word)"
        default: return word
        }
    }
}
