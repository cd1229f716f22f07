import CommandLanguage
import MemoApp

/// The message of the error that parsing `line` throws, or `nil` if it parses.
func parseErrorMessage(_ line: String, parser: Parser = Parser(catalog: MemoApp.catalog)) -> String? {
    do {
        _ = try parser.parse(line)
        return nil
    } catch {
        return error.message
    }
}
