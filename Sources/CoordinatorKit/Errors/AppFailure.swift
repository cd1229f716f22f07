/// An app's one concrete error type for refused commands: it wraps the shared checks' errors
/// (each case below) beside the app's own. An app whose coordinators throw it
/// (`throws(MemoFailure)`) hands each refusal up as a plain value; an untyped `throws` puts
/// every error in a box on the heap (`coordsh check` refuses about seven commands in ten it
/// tries). An enum's cases witness the requirements:
///
///     enum MyFailure: AppFailure {
///         case catalog(CatalogError), navigation(NavigationError), deepLink(DeepLinkError)
///         case mine(MyError)
///         // code and message: the wrapped error's
///     }
///
/// The code, the message and the description are the wrapped error's, word for word: a
/// session shows no difference.
public protocol AppFailure: CoordshError {
    /// A route or an event the app's tables do not allow here.
    static func catalog(_ error: CatalogError) -> Self
    /// An intent the navigation cannot apply.
    static func navigation(_ error: NavigationError) -> Self
    /// A deep link the app cannot read or open.
    static func deepLink(_ error: DeepLinkError) -> Self
}

// MARK: - Wrapping the shared checks' errors

extension AppFailure {
    /// `body`'s result, a `CatalogError` it throws wrapped (`.catalog`).
    @inlinable
    public static func checking<T>(_ body: () throws(CatalogError) -> T) throws(Self) -> T {
        do throws(CatalogError) { return try body() } catch { throw .catalog(error) }
    }

    /// `body`'s result, a `NavigationError` it throws wrapped (`.navigation`).
    @inlinable
    public static func navigating<T>(_ body: () throws(NavigationError) -> T) throws(Self) -> T {
        do throws(NavigationError) { return try body() } catch { throw .navigation(error) }
    }

    /// `body`'s result, a `DeepLinkError` it throws wrapped (`.deepLink`).
    @inlinable
    public static func linking<T>(_ body: () throws(DeepLinkError) -> T) throws(Self) -> T {
        do throws(DeepLinkError) { return try body() } catch { throw .deepLink(error) }
    }
}
