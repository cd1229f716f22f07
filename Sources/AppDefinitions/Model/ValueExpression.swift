/// A value an effect uses: written as is, or taken from the command and the state.
///
/// In a file: a number or a string is a literal; `"$arg"` is the event's argument; `"$screen"` the
/// visible screen's argument; `"$NAME"` a variable or a deep link's parameter named NAME; `"$$..."`
/// is a literal text starting with one `$`.
public enum ValueExpression: Hashable, Sendable, Codable {
    case integer(Int)
    case text(String)
    /// The event's argument.
    case argument
    /// The argument of the visible screen (a product id on its detail screen).
    case screenArgument
    /// A variable, or a deep link's parameter.
    case reference(String)
}
