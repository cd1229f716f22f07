import CoordinatorKit
import Testing

/// Runs `body`, expects it to throw a `CoordshError` with `code` and `message`, and checks that
/// the app's whole state is exactly what it was before (SPEC 3: a failed command changes nothing).
///
///     expectFailure(app, .atRoot, "cannot pop 1 screen: nothing is above home, the root screen") {
///         try app.perform(.pop(count: 1))
///     }
public func expectFailure<App: CoordinatedApp>(
    _ app: App, _ code: ErrorCode, _ message: String, sourceLocation: SourceLocation = #_sourceLocation,
    _ body: () throws -> Void
) {
    let before = app.snapshot()
    do {
        try body()
        Issue.record("expected a failure: \(message)", sourceLocation: sourceLocation)
    } catch let error as any CoordshError {
        #expect(error.code == code, sourceLocation: sourceLocation)
        #expect(error.message == message, sourceLocation: sourceLocation)
    } catch {
        Issue.record("unexpected error \(error)", sourceLocation: sourceLocation)
    }
    #expect(app.snapshot() == before, "a failed command changed the state", sourceLocation: sourceLocation)
}
