import CommandLanguage
import CoordinatorKit
import MemoApp
import Testing

/// The message of the error that parsing `line` throws, or `nil` if it parses.
func parseErrorMessage(_ line: String, parser: Parser = Parser(catalog: MemoApp.catalog)) -> String? {
    do {
        _ = try parser.parse(line)
        return nil
    } catch {
        return error.message
    }
}

/// Expects `line` not to parse, with an error of `code` and exactly `message`.
func expectParseFailure(
    _ line: String, _ code: ErrorCode, _ message: String, parser: Parser,
    sourceLocation: SourceLocation = #_sourceLocation
) {
    do {
        let command = try parser.parse(line)
        Issue.record("parsed as \(String(describing: command))", sourceLocation: sourceLocation)
    } catch {
        #expect(error.code == code, sourceLocation: sourceLocation)
        #expect(error.message == message, sourceLocation: sourceLocation)
    }
}
