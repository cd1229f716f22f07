import AppDefinitions
import CoordinatorKit

// libFuzzer target for app definitions: one input is one definition file. It is read and
// checked (every problem listed, with its place); a valid one is run: every event with a sample
// argument, every route pushed and presented, every example link opened, and undo's restore
// from the snapshot. Built only with COORDSH_FUZZ=1 (see Package.swift and scripts/fuzz). Any
// crash is a bug: a bad definition must come back as problems, a bad command as an error.

@_cdecl("LLVMFuzzerTestOneInput")
public func fuzzDefinition(_ data: UnsafePointer<UInt8>, _ size: Int) -> CInt {
    let bytes = Array(UnsafeBufferPointer(start: data, count: size))
    guard case .success(let definition) = AppDefinitionReader.read(bytes, file: "fuzz.json5", reservedNames: ["memo"])
    else { return 0 }
    let model = DefinedModel(definition, file: "fuzz.json5")
    let app = DefinedApp(model)
    let catalog = model.catalog
    for _ in 0..<3 {
        for event in catalog.events {
            let argument: Argument? = event.argument.map { spec in
                switch spec.kind {
                case .integer: .integer(1)
                case .choice(let words): .text(words.first ?? "x")
                case .text, .userName: .text("alice")
                }
            }
            _ = try? app.send(AppEvent(event.name, argument))
        }
        for route in catalog.routes {
            let target = Route(route.name, route.argument.map { $0.kind == .integer ? .integer(1) : .text("a") })
            _ = try? app.perform(.push(target))
            _ = try? app.perform(.present(target))
            _ = try? app.perform(.back)
        }
        for link in catalog.linkExamples {
            if let url = try? DeepLinkURL(link) { _ = try? app.perform(.open(url)) }
        }
    }
    _ = app.saved(changedBy: "fuzz").restore().report()
    return 0
}
