import Foundation
import Testing

/// coordsh runs on one thread, and the release build relies on it: it is compiled with
/// `-assume-single-threaded` (Package.swift), which makes reference counting non-atomic. A
/// second thread touching Swift objects would corrupt their counts, so this test fails as soon as
/// anything coordsh does starts one: strace follows every process and thread coordsh makes.
@Suite("One thread")
struct SingleThreadTests {
    @Test func noCommandOrSubcommandStartsAThread() throws {
        let examples = URL(fileURLWithPath: #filePath).deletingLastPathComponent()
            .appendingPathComponent("../../examples/apps").standardized.path
        let result = try CoordshProcess.bash(
            #"""
            examples='\#(examples)'
            dir=$(mktemp -d); trap 'rm -rf "$dir"' EXIT; cd "$dir"
            printf '%s\n' 'login alice' 'push detail 4' 'new' 'write "hi"' 'preview' 'save' ':save s.json' \
                ':load s.json' ':graph' ':trace on' 'tab home' ':undo 2' ':redo' ':state' ':history' >s.coord
            watch() { strace -f -qq -e trace=clone,clone3,fork,vfork -o "trace.$1" "${@:2}" >/dev/null 2>&1; }
            watch script "$COORDSH" --json s.coord
            watch shop "$COORDSH" --app-file "$examples/shop.json5" -c 'show 2' -c 'add' -c ':graph dot' -c ':state'
            watch check "$COORDSH" check --depth 4
            watch paths "$COORDSH" paths --app-file "$examples/memo.json5" --out paths
            watch test "$COORDSH" test s.coord paths/*.coord
            watch export "$COORDSH" export swift --app steps --out package
            ls trace.* | wc -l
            cat trace.* | grep -cE '^[0-9]+ +(clone|clone3|fork|vfork)\(' || true
            """#)
        let numbers = result.stdout.split(separator: "\n").compactMap { Int($0.trimmingCharacters(in: .whitespaces)) }
        #expect(numbers == [6, 0], "trace files, then threads or processes started: \(result.stdout) \(result.stderr)")
    }
}
