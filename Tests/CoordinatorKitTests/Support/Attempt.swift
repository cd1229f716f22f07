import CoordinatorKit
import Testing

/// Navigation values that tests mutate, expecting a `NavigationError`.
protocol NavigationValue {}

extension Stack: NavigationValue {}
extension Navigation: NavigationValue {}

extension NavigationValue {
    /// Applies `mutation` to a copy and returns the error it threw (`nil` if none) with the copy
    /// afterwards, so that a test can check both the whole error and that the whole value is unchanged.
    ///
    ///     let result = stack.attempting { try $0.pop(3) }
    ///     #expect(result.error == .atRoot(...))
    ///     #expect(result.after == stack)
    func attempting(_ mutation: (inout Self) throws -> Void) -> (error: NavigationError?, after: Self) {
        var copy = self
        do {
            try mutation(&copy)
            return (nil, copy)
        } catch let error as NavigationError {
            return (error, copy)
        } catch {
            Issue.record("expected a NavigationError, got \(error)")
            return (nil, copy)
        }
    }
}
