/// How `JSONWriter` writes routes and stacks: a route as its description in a string, a stack
/// as an array of them.
extension JSONWriter {
    /// A route as a JSON string, `Route.description` written straight in: `"detail(42)"`,
    /// `"profile(\"alice\")"` for a text argument.
    public mutating func string(_ route: Route) {
        separate()
        append(UInt8(ascii: "\""))
        escaped(route.name.rawValue)
        switch route.argument {
        case nil: break
        case .integer(let value)?:
            append(UInt8(ascii: "("))
            digits(of: value)
            append(UInt8(ascii: ")"))
        case .text(let value)?:
            append(UInt8(ascii: "("))
            var literal = ""
            swap(&literal, &routeText)
            literal.removeAll(keepingCapacity: true)
            value.writeSwiftLiteral(to: &literal)
            escaped(literal)
            swap(&literal, &routeText)
            append(UInt8(ascii: ")"))
        }
        append(UInt8(ascii: "\""))
    }

    /// A stack as an array of its routes, root first.
    public mutating func array(of stack: Stack) {
        beginArray()
        stack.forEachRoute { string($0) }
        endArray()
    }

    /// The same, copied from `fragments` when it keeps this very stack in `slot` (each place a
    /// state lists a stack has its own: a tab's position, a modal's), else written and kept there.
    public mutating func array(of stack: Stack, slot: Int, fragments: JSONFragments?) {
        guard let fragments else { return array(of: stack) }
        fragments.write(stack, slot: slot, to: &self)
    }
}
