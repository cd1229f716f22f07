import CommandLanguage
import CoordinatorKit

/// A command as a user types it, so that the parser reads it back as the same command: what
/// `coordsh check` and `coordsh paths` write into scripts.
///
///     CommandText.line(for: .intent(.push(Route("detail", .integer(42)))))  // "push detail 42"
///     CommandText.line(for: .event(AppEvent("write", .text("Buy milk"))))   // "write \"Buy milk\""
public enum CommandText {
    /// The line for an intent or an event; shell commands are written by their callers.
    public static func line(for command: Command) -> String {
        switch command {
        case .intent(let intent): line(for: intent)
        case .event(let event): words(event.name, event.argument)
        case .shell(let shell): "# \(shell)"
        }
    }

    /// The line for an intent: `push detail 42`, `pop 2`, `open memo://new`.
    public static func line(for intent: NavigationIntent) -> String {
        switch intent {
        case .push(let route): "push " + words(route.name.rawValue, route.argument)
        case .present(let route): "present " + words(route.name.rawValue, route.argument)
        case .navigate(let route): "navigate " + words(route.name.rawValue, route.argument)
        case .replace(let route): "replace " + words(route.name.rawValue, route.argument)
        case .popTo(let pattern): "popto " + words(pattern.name.rawValue, pattern.argument)
        case .pop(let count): count == 1 ? "pop" : "pop \(count)"
        case .popToRoot: "root"
        case .dismiss: "dismiss"
        case .dismissAll: "dismiss all"
        case .back: "back"
        case .open(let url): "open " + word(url.text)
        }
    }

    /// A name and its argument, as separate words.
    static func words(_ name: String, _ argument: Argument?) -> String {
        switch argument {
        case nil: name
        case .integer(let value)?: "\(name) \(value)"
        case .text(let text)?: "\(name) \(word(text))"
        }
    }

    /// One word of a command: as it is when the lexer reads it back whole, else in double
    /// quotes with `"` and `\` escaped (the lexer's only escapes).
    public static func word(_ text: String) -> String {
        let plain =
            !text.isEmpty
            && !text.utf8.contains {
                $0 == 0x20 || (0x09...0x0D).contains($0) || $0 == UInt8(ascii: "\"") || $0 == UInt8(ascii: "#")
            }
        return plain ? text : quoted(text)
    }

    /// `text` in double quotes, with `"` and `\\` escaped (the lexer's only escapes), whatever
    /// it holds: a text that must read back as one (`"none"`, not the word for no value).
    public static func quoted(_ text: String) -> String {
        var quoted = "\""
        for character in text {
            if character == "\"" || character == "\\" { quoted.append("\\") }
            quoted.append(character)
        }
        return quoted + "\""
    }
}
