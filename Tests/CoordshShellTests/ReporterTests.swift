import CoordinatorKit
import MemoApp
import Testing

@testable import CoordshShell

@Suite("Output: human and JSON")
struct ReporterTests {
    private func output(_ lines: [String], settings: Reporter.Settings = .init()) -> (out: String, err: String) {
        let out = StringOutput()
        let err = StringOutput()
        let runner = CommandRunner(
            session: Session(app: MemoApp()), reporter: Reporter(out: out, err: err, settings: settings), bail: false)
        for (index, line) in lines.enumerated() {
            _ = runner.run(.text(line), place: Place(source: "s", line: index + 1))
        }
        return (out.text, err.text)
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
            #""state":{"app":"memo","coordinators":["app","main"],"draft":null,"memos":[],"modals":[],"pendingLink":null,"screen":"home","stack":["home"],"tab":"home","tabs":{"home":["home"],"memos":["memoList"],"settings":["settings"]},"user":"zoë"}"#
        #expect(
            lines == [
                #"{"input":"login zoë","line":1,"ok":true,"# + state + "}",
                #"{"error":{"code":"atRoot","message":"cannot pop 2 screens: nothing is above home, the root screen"},"input":"pop 2","line":3,"ok":false,"#
                    + state + "}",
                #"{"error":{"code":"notAllowed","message":"'write' comes from the newMemo screen, and the feature flow is not running; start it with 'new' on home first"},"input":"write \"x\"","line":4,"ok":false,"#
                    + state + "}",
                #"{"input":":help save","line":5,"ok":true,"output":"save: store the memo; the feature flow ends and the memo list shows\n  An app event: the preview screen reports it, and the feature coordinator\n  decides what happens.\n  Example: save\n  Fails when: the visible screen does not emit it (it is home now)","#
                    + state + "}",
            ])
        #expect(result.err == "")
    }

    @Test func jsonStateOfTheSignedOutApp() {
        var settings = Reporter.Settings()
        settings.json = true
        let result = output(["open memo://memos/detail/3"], settings: settings)
        #expect(
            result.out
                == #"{"input":"open memo://memos/detail/3","line":1,"ok":true,"output":"signed out: memo://memos/detail/3 will open right after the next login","state":{"app":"memo","coordinators":["app","login"],"draft":null,"memos":[],"modals":[],"pendingLink":"memo://memos/detail/3","screen":"login","stack":["login"],"tab":null,"tabs":null,"user":null}}"#
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
}
