/// The app's controllers, made lazily, once, as the article's `lazy var`s make them. They live
/// here rather than in a coordinator, so that swapping coordinators keeps the same controllers:
/// the new coordinator is injected into them (dependency injection happens in the coordinator).
final class Controllers {
    private(set) lazy var first = FirstViewController()
    private var madeSecond: SecondViewController?

    /// The one second controller, made on first use and reused after that.
    var second: SecondViewController {
        if let madeSecond { return madeSecond }
        let controller = SecondViewController()
        madeSecond = controller
        return controller
    }

    /// Whether `second` has been made yet.
    var secondIsMade: Bool { madeSecond != nil }
}
