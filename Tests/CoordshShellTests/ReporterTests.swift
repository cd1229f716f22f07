import CoordinatorKit
import FoundationEssentials
import MemoApp
import Testing

@testable import CoordshShell

@Suite("Output: human and JSON")
struct ReporterTests {
    private func output(
        _ lines: [String], settings: Reporter.Settings = .init(), files: MemoryFiles = MemoryFiles()
    ) -> (out: String, err: String) {
        let out = StringOutput()
        let err = StringOutput()
        let runner = CommandRunner(
            session: Session(app: MemoApp(), files: files), reporter: Reporter(out: out, err: err, settings: settings),
            bail: false)
        for (index, line) in lines.enumerated() {
            _ = runner.run(.text(LineText(line)), place: Place(source: "s", line: index + 1))
        }
        return (out.text, err.text)
    }

    /// `memo_session`-like lines that save `count` memos, `memo 1` ... `memo N`, ending on the list.
    private func savingMemos(_ count: Int) -> [String] {
        ["login alice"]
            + (1...count).flatMap { ["tab home", "new", "write \"memo \($0)\"", "preview", "save"] }
    }

    /// Issue 16: a line's state shows what the screen shows. With many memos, JSON carries their
    /// count and the newest five (it carried every memo: `--json` was quadratic in a session
    /// that saves), and every line stays as long as the first ones.
    @Test func jsonListsTheNewestMemosAndTheirCountNotEveryMemo() throws {
        let lines = output(savingMemos(300), settings: .init(json: true)).out.split(separator: "\n")
        let last = try #require(lines.last)
        #expect(
            last.contains(
                #""memos":{"count":300,"page":[{"id":300,"text":"memo 300"},{"id":299,"text":"memo 299"},{"id":298,"text":"memo 298"},{"id":297,"text":"memo 297"},{"id":296,"text":"memo 296"}]}"#
            ))
        #expect(lines.allSatisfy { $0.utf8.count < 800 }, "a line grew with the session")
    }

    /// `:state` shows the whole state: every memo, newest first, in both forms and on any screen.
    @Test func stateShowsEveryMemo() throws {
        let human = output(savingMemos(7) + ["tab home", ":state"]).out
        #expect(
            human.hasSuffix(
                #"""
                user: alice
                memos: 7 "memo 7", 6 "memo 6", 5 "memo 5", 4 "memo 4", 3 "memo 3", 2 "memo 2", 1 "memo 1"

                """#))
        let json = output(savingMemos(7) + [":state"], settings: .init(json: true)).out.split(separator: "\n")
        let page = (1...7).reversed().map { #"{"id":\#($0),"text":"memo \#($0)"}"# }.joined(separator: ",")
        #expect(try #require(json.last).contains(#""memos":{"count":7,"page":["# + page + "]}"))
        #expect(try #require(json.dropLast().last).contains(#""memos":{"count":7,"page":[{"id":7,"#))
        #expect(!(try #require(json.dropLast().last).contains(#"{"id":2,"text""#)))
    }

    /// A detail screen shows its memo; JSON has it as `memo` (null elsewhere, and its text null
    /// for a memo that does not exist).
    @Test func jsonHasTheMemoADetailScreenShows() throws {
        let json = output(savingMemos(2) + ["push detail 1", "push detail 9", "tab home"], settings: .init(json: true))
            .out.split(separator: "\n").suffix(3)
        #expect(json.map { $0.contains(#""memo":{"id":1,"text":"memo 1"}"#) } == [true, false, false])
        #expect(json.map { $0.contains(#""memo":{"id":9,"text":null}"#) } == [false, true, false])
        #expect(json.map { $0.contains(#""memo":null"#) } == [false, false, true])
    }

    @Test func humanStateHasStackAndScreenThenTabsModalsUserAndAppLines() {
        let result = output(["login alice", "push detail 42", "present about", "new"])
        #expect(
            result.out == """
                stack: home
                screen: home
                tabs: [home] memos settings
                user: alice

                stack: home > detail(42)
                screen: detail(42)
                tabs: [home] memos settings
                user: alice
                memo: 42 (no such memo)

                stack: home > detail(42)
                screen: about
                tabs: [home] memos settings
                modal 1: about
                user: alice

                """)
        #expect(result.err == "s:4: error: 'new' comes from the home screen; the visible screen is about\n")
    }

    @Test func echoPrintsEachCommandBeforeItsOutput() {
        var settings = Reporter.Settings()
        settings.echo = true
        let result = output(["signup", "# comment", "pop 9", ":expect error"], settings: settings)
        #expect(
            result.out == """
                > signup
                stack: login > signup
                screen: signup
                user: none

                > pop 9

                > :expect error
                note: the error above (s:3) was expected

                """)
    }

    /// Consecutive `:echo` lines form one paragraph, but a failed command between two ends it, as
    /// any other command does: the narration after the error read as the same paragraph.
    @Test func aFailedCommandEndsAParagraphOfNarration() {
        let result = output([":echo Try to pop the root.", "pop", ":echo It is refused."])
        #expect(
            result.out == """
                Try to pop the root.

                It is refused.

                """)
    }

    @Test func quietPrintsNothingButErrors() {
        var settings = Reporter.Settings()
        settings.quiet = true
        let result = output(["signup", "pop 9"], settings: settings)
        #expect(result.out == "")
        #expect(result.err == "s:2: error: cannot pop 9 screens: only 1 screen is above login, the root screen\n")
    }

    @Test func jsonHasOneObjectPerCommandLineWithTheSpecKeys() {
        var settings = Reporter.Settings()
        settings.json = true
        let result = output(["login zoë", "", "pop 2", "write \"x\"", ":help save"], settings: settings)
        let lines = result.out.split(separator: "\n").map(String.init)
        let state =
            #""state":{"app":"memo","coordinators":["app","main"],"draft":null,"memo":null,"memos":{"count":0,"page":[]},"modals":[],"pendingLink":null,"screen":"home","stack":["home"],"tab":"home","tabs":{"home":["home"],"memos":["memoList"],"settings":["settings"]},"user":"zoë"}"#
        #expect(
            lines == [
                #"{"file":"s","input":"login zoë","line":1,"ok":true,"# + state + "}",
                #"{"error":{"code":"atRoot","message":"cannot pop 2 screens: nothing is above home, the root screen"},"file":"s","input":"pop 2","line":3,"ok":false,"#
                    + state + "}",
                #"{"error":{"code":"notAllowed","message":"'write' comes from the newMemo screen, and the feature flow is not running; start it with 'new' on home first"},"file":"s","input":"write \"x\"","line":4,"ok":false,"#
                    + state + "}",
                #"{"file":"s","input":":help save","line":5,"ok":true,"output":"save: store the memo; the feature flow ends and the memo list shows\n  An app event: the preview screen reports it, and the feature coordinator\n  decides what happens.\n  Example, from here (home does not report it):\n    new\n    write \"Buy milk\"\n    preview\n    save\n  Fails when: the visible screen does not emit it (it is home now)","#
                    + state + "}",
            ])
        #expect(result.err == "")
    }

    /// README: an error message is one line wherever it goes. A definition that `:app load`
    /// refuses lists its problems on lines of their own in the text; its JSON message is the one
    /// line `coordsh test` shows, and so is an `:expect error` that quotes it. (Both held the
    /// line breaks, `2 problems\nbad.json5:1:9: ...`.)
    @Test func aJSONErrorMessageIsOneLineWhenTheTextListsProblemsBelowIt() {
        var settings = Reporter.Settings()
        settings.json = true
        let files = MemoryFiles(files: [
            "bad.json5": Data(#"{ name: "memo", coordinators: [], routes: [{ name: "home", owner: "ap" }] }"#.utf8)
        ])
        let result = output([":app load bad.json5", ":expect error notFound"], settings: settings, files: files)
        let first =
            "cannot load the app in 'bad.json5': 3 problems, the first: bad.json5:1:9: error: name: 'memo' is the name of a built-in app; a definition needs its own name, such as 'memo-def'"
        let lines = result.out.split(separator: "\n", omittingEmptySubsequences: false)
        #expect(lines.count == 3, "\(result.out)")
        #expect(lines[0].contains(#"{"error":{"code":"badArgument","message":"\#(first)"},"#), "\(lines[0])")
        #expect(
            lines[1].contains(
                #"{"error":{"code":"expectationFailed","message":"expected the previous command to fail with notFound, but it failed with badArgument: \#(first)"},"#
            ), "\(lines[1])")
        #expect(result.err == "")
    }

    @Test func jsonStateOfTheSignedOutApp() {
        var settings = Reporter.Settings()
        settings.json = true
        let result = output(["open memo://memos/detail/3"], settings: settings)
        #expect(
            result.out
                == #"{"file":"s","input":"open memo://memos/detail/3","line":1,"ok":true,"output":"signed out: memo://memos/detail/3 will open right after the next login","state":{"app":"memo","coordinators":["app","login"],"draft":null,"memo":null,"memos":{"count":0,"page":[]},"modals":[],"pendingLink":"memo://memos/detail/3","screen":"login","stack":["login"],"tab":null,"tabs":null,"user":null}}"#
                + "\n")
    }

    @Test func colourWrapsLabelsScreensAndErrors() {
        var settings = Reporter.Settings()
        settings.colorOut = true
        settings.colorErrors = true
        let result = output(["signup", "pop 3"], settings: settings)
        #expect(
            result.out.hasPrefix(
                "\u{1B}[2mstack:\u{1B}[0m login > signup\n\u{1B}[2mscreen:\u{1B}[0m \u{1B}[1msignup\u{1B}[0m\n"))
        #expect(result.err.contains("\u{1B}[1;31merror:\u{1B}[0m cannot pop 3"))
    }

    // MARK: - Text that must not drive the terminal (issue 14, item 6)

    /// On a terminal every control character a user or a script wrote is shown escaped: in
    /// `:echo`, `--echo`, `:history`, the state, notes, file names in messages and errors. (A
    /// sourced `:echo` once retitled the terminal; `:history` replayed `ESC [2J`.)
    @Test func onATerminalControlCharactersAreShownEscaped() {
        var settings = Reporter.Settings()
        settings.echo = true
        settings.escapeOut = true
        settings.escapeErrors = true
        let result = output(
            [
                ":echo \u{1B}]0;TITLE\u{7}\u{1B}[41m", "login alice", "new", "write \"\u{9B}2J\u{7F}\"",
                ":load no\u{1B}[2J.json", ":history",
            ], settings: settings)
        #expect(!result.out.unicodeScalars.contains { $0.isControlCharacter && $0 != "\n" })
        #expect(!result.err.unicodeScalars.contains { $0.isControlCharacter && $0 != "\n" })
        #expect(result.out.hasPrefix(#"\u{1b}]0;TITLE\u{7}\u{1b}[41m"# + "\n"))
        #expect(result.out.contains("> write \"\\u{9b}2J\\u{7f}\"\nstack: home > newMemo\n"))
        #expect(result.out.contains("draft: \"\\u{9b}2J\\u{7f}\"\n"))
        #expect(
            result.out.hasSuffix(
                """
                > :history
                  1  :echo \\u{1b}]0;TITLE\\u{7}\\u{1b}[41m
                  2  login alice
                  3  new
                  4  write "\\u{9b}2J\\u{7f}"
                  5  :load no\\u{1b}[2J.json   (failed)

                """))
        #expect(result.err == "s:5: error: cannot read 'no\\u{1b}[2J.json': No such file or directory\n")
    }

    /// A script's name is shown escaped on a terminal in the line that ends a failing run and
    /// in 'failed as expected' (a CI engineer's script named with `ESC ]0;...BEL` retitled the
    /// terminal from the summary line, where the error line above it was escaped).
    @Test func onATerminalAScriptsNameIsEscapedInTheSummaryAndExpectedFailures() {
        var settings = Reporter.Settings()
        settings.escapeOut = true
        settings.escapeErrors = true
        let out = StringOutput()
        let err = StringOutput()
        let runner = CommandRunner(
            session: Session(app: MemoApp()), reporter: Reporter(out: out, err: err, settings: settings), bail: false)
        let name = "cc/\u{1B}]0;PWNED\u{7}x.coord"
        let source = ScriptSource(commands: ["pop", ":expect error", "pop 5"], name: name)
        _ = ScriptRunner(runner: runner).run([source])
        _ = runner.finish()
        runner.reporter.reportSummary(runner.tally, stoppedByBail: false)
        #expect(!out.text.unicodeScalars.contains { $0.isControlCharacter && $0 != "\n" }, "\(out.text)")
        #expect(!err.text.unicodeScalars.contains { $0.isControlCharacter && $0 != "\n" }, "\(err.text)")
        #expect(out.text.hasPrefix(#"cc/\u{1b}]0;PWNED\u{7}x.coord:1: failed as expected:"#), "\(out.text)")
        #expect(err.text.hasSuffix(#"coordsh: 1 command failed, at cc/\u{1b}]0;PWNED\u{7}x.coord:3: 'pop 5'"# + "\n"))
    }

    /// Not on a terminal (a file, a pipe), text is written as it is.
    @Test func offATerminalTextIsWrittenAsItIs() {
        let result = output([":echo \u{1B}[1mbold"])
        #expect(result.out == "\u{1B}[1mbold\n")
    }

    /// JSON escapes every control character, DEL and C1 too, and U+2028 and U+2029, which some
    /// line splitters take for line ends: one JSON line is always one line of inert text.
    @Test func jsonEscapesControlsAndLineSeparators() {
        var settings = Reporter.Settings()
        settings.json = true
        let result = output([":echo a\u{1B}b\u{7F}c\u{9B}d\u{2028}e\u{2029}f\u{85}g"], settings: settings)
        #expect(result.out.contains(#""output":"a\u001bb\u007fc\u009bd\u2028e\u2029f\u0085g""#))
        #expect(result.out.unicodeScalars.filter { $0.isControlCharacter || $0.value == 0x2028 }.map(\.value) == [0x0A])
    }
}
