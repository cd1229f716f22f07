import CommandLanguage
import CoordinatorKit
import CoordshShell

// libFuzzer target for the command language: one input is one command line, lexed and parsed
// with the tables of a built-in app chosen by its length (route literals of `:expect`, deep
// links, arguments, "Did you mean" included), and read as a route as written in output and as
// a deep link.
// Built only with COORDSH_FUZZ=1 (see Package.swift and scripts/fuzz). Any crash is a bug:
// bad input must always come back as a ParseError.

private let parsers = AppRegistry.builtIns.map { Parser(catalog: $0.catalog, appNames: AppRegistry().names) }

@_cdecl("LLVMFuzzerTestOneInput")
public func fuzzParser(_ data: UnsafePointer<UInt8>, _ size: Int) -> CInt {
    let line = String(decoding: UnsafeBufferPointer(start: data, count: size), as: UTF8.self)
    _ = try? Lexer.words(in: line)
    _ = try? parsers[size % parsers.count].parse(line)
    _ = Route(text: line)
    _ = try? DeepLinkURL(line)
    return 0
}
