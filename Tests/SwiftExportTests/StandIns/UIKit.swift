// A stand-in for the part of UIKit the exported glue uses, so that `GlueTypeCheckTests` can
// type-check the glue on Linux. Classes and protocols are `@MainActor`, as UIKit's are; each
// declaration has UIKit's signature. The delegate protocols declare only the methods the glue
// implements, as requirements: UIKit's are optional, so a misspelt one would compile there and
// never be called; here it does not compile. Bodies do nothing: it is never run, only compiled.
@_exported import Foundation

// MARK: - Views

public final class UIColor: NSObject, Sendable {
    public class var systemBackground: UIColor { UIColor() }
}

@MainActor open class UIResponder: NSObject {}

@MainActor open class UIView: UIResponder {
    open var backgroundColor: UIColor?
    open var translatesAutoresizingMaskIntoConstraints = true
    public var centerXAnchor: NSLayoutXAxisAnchor { NSLayoutXAxisAnchor() }
    public var centerYAnchor: NSLayoutYAxisAnchor { NSLayoutYAxisAnchor() }
    open func addSubview(_ view: UIView) {}
}

@MainActor open class UIWindow: UIView {
    open var rootViewController: UIViewController?
    open func makeKeyAndVisible() {}
}

@MainActor open class UIStackView: UIView {
    open var axis: NSLayoutConstraint.Axis = .horizontal
    open var spacing: CGFloat = 0
    public init(arrangedSubviews views: [UIView]) {}
}

@MainActor open class UIControl: UIView {}

@MainActor open class UIButton: UIControl {
    public struct Configuration {
        public static func bordered() -> Configuration { Configuration() }
    }
    public convenience init(configuration: Configuration, primaryAction: UIAction?) { self.init() }
}

@MainActor open class UIMenuElement: NSObject {}

public typealias UIActionHandler = @MainActor (UIAction) -> Void

@MainActor open class UIAction: UIMenuElement {
    public convenience init(title: String = "", handler: @escaping UIActionHandler) { self.init() }
}

// MARK: - Layout

open class NSLayoutAnchor<AnchorType: AnyObject>: NSObject {
    open func constraint(equalTo anchor: NSLayoutAnchor<AnchorType>) -> NSLayoutConstraint { NSLayoutConstraint() }
}

open class NSLayoutXAxisAnchor: NSLayoutAnchor<NSLayoutXAxisAnchor> {}
open class NSLayoutYAxisAnchor: NSLayoutAnchor<NSLayoutYAxisAnchor> {}

open class NSLayoutConstraint: NSObject {
    public enum Axis: Int, Sendable {
        case horizontal, vertical
    }
    open class func activate(_ constraints: [NSLayoutConstraint]) {}
}

// MARK: - View controllers

@MainActor open class UITabBarItem: NSObject {
    open var title: String?
}

@MainActor open class UIPresentationController: NSObject {
    open var presentedViewController: UIViewController { UIViewController() }
    weak open var delegate: (any UIAdaptivePresentationControllerDelegate)?
}

@MainActor open class UIViewController: UIResponder {
    public init(nibName nibNameOrNil: String?, bundle nibBundleOrNil: Bundle?) {}
    public required init?(coder: NSCoder) {}
    public convenience override init() { self.init(nibName: nil, bundle: nil) }
    open var title: String?
    open var view: UIView! { UIView() }
    open var tabBarItem: UITabBarItem! { UITabBarItem() }
    open var presentationController: UIPresentationController? { nil }
    open func viewDidLoad() {}
    open func present(
        _ viewControllerToPresent: UIViewController, animated flag: Bool, completion: (() -> Void)? = nil
    ) {}
    open func dismiss(animated flag: Bool, completion: (() -> Void)? = nil) {}
}

@MainActor open class UINavigationController: UIViewController {
    open var viewControllers: [UIViewController] = []
    weak open var delegate: (any UINavigationControllerDelegate)?
    open func setViewControllers(_ viewControllers: [UIViewController], animated: Bool) {}
}

@MainActor open class UITabBarController: UIViewController {
    open var selectedIndex = 0
    weak open var delegate: (any UITabBarControllerDelegate)?
    open func setViewControllers(_ viewControllers: [UIViewController]?, animated: Bool) {}
}

@MainActor open class UIAlertAction: NSObject {
    public enum Style: Int, Sendable {
        case `default`, cancel, destructive
    }
    public convenience init(title: String?, style: Style, handler: ((UIAlertAction) -> Void)? = nil) { self.init() }
}

@MainActor open class UIAlertController: UIViewController {
    public enum Style: Int, Sendable {
        case actionSheet, alert
    }
    public convenience init(title: String?, message: String?, preferredStyle: Style) { self.init() }
    open func addAction(_ action: UIAlertAction) {}
}

// MARK: - Delegates

@MainActor public protocol UINavigationControllerDelegate: NSObjectProtocol {
    func navigationController(
        _ navigationController: UINavigationController, didShow viewController: UIViewController, animated: Bool)
}

@MainActor public protocol UITabBarControllerDelegate: NSObjectProtocol {
    func tabBarController(_ tabBarController: UITabBarController, shouldSelect viewController: UIViewController)
        -> Bool
}

@MainActor public protocol UIAdaptivePresentationControllerDelegate: NSObjectProtocol {
    func presentationControllerDidDismiss(_ presentationController: UIPresentationController)
}
