/// The UIKit glue of an exported package, compiled only where UIKit exists. `ROOT` is the root
/// coordinator's class, `APP` the app's name, `FIRST_ROUTE` and `FIRST_TYPE` the first screen's
/// case and type name, for the examples.
enum UIKitTemplates {
    /// `UIKit/UIKitNavigator.swift`, without its view controller factory (generated).
    static let navigator = #"""
        #if canImport(UIKit)
        import UIKit

        /// Shows the APP app with UIKit, in the seeds' style: the coordinators decide, and this object
        /// owns the navigation controllers that show what they decided. A `UINavigationController` per
        /// stack (in a `UITabBarController` for a tab bar), each modal presented with a navigation
        /// controller of its own. Screens report to it; it hands what they report to the coordinators
        /// and shows the state that results.
        ///
        ///     navigator = UIKitNavigator(window: window)   // in the scene delegate
        ///
        /// The app's own view controllers come from `screens`, written in the app's files (an export
        /// replaces every file it wrote); a route it returns `nil` for shows a placeholder:
        ///
        ///     UIKitNavigator(window: window, screens: { route, navigator in
        ///         route == FIRST_ROUTE ? FIRST_TYPEViewController(navigator: navigator) : nil
        ///     })
        @MainActor
        public final class UIKitNavigator: NSObject {
            public let coordinator: ROOT
            public let window: UIWindow
            /// Makes the app's view controller for a route; `nil` shows the placeholder.
            public typealias Screens = @MainActor (Route, UIKitNavigator) -> UIViewController?
            /// The app's screens, if it gives them.
            let screens: Screens?
            private let tabBarController = UITabBarController()
            /// One navigation controller per stack of the base navigation: a tab's, or the single stack.
            private var baseControllers: [UINavigationController] = []
            /// The navigation controllers of the modals, bottom first.
            private var modalControllers: [UINavigationController] = []

        INIT_SIGNATURE
                self.window = window
                self.coordinator = coordinator
                self.screens = screens
                super.init()
                tabBarController.delegate = self
                render(animated: false)
                window.makeKeyAndVisible()
            }

            // MARK: - What screens report

            public func send(_ event: Event) {
                run { () throws(NavigationError) in try coordinator.send(event) }
            }

            public func perform(_ intent: Intent) {
                run { () throws(NavigationError) in try coordinator.perform(intent) }
            }

            /// A deep link (`scene(_:openURLContexts:)`).
            public func open(_ url: URL) {
                run { () throws(NavigationError) in try coordinator.open(url.absoluteString) }
            }

            /// Runs a command of the coordinators; a refused one is shown in an alert and changes nothing.
            /// Then shows the state.
            private func run(_ command: () throws(NavigationError) -> Void) {
                do {
                    try command()
                } catch {
                    let alert = UIAlertController(title: nil, message: error.description, preferredStyle: .alert)
                    alert.addAction(UIAlertAction(title: "OK", style: .default))
                    (modalControllers.last ?? window.rootViewController)?.present(alert, animated: true)
                }
                render(animated: true)
            }

            // MARK: - Showing the state

            /// Shows the coordinators' state: each stack's view controllers (a controller is kept while its
            /// screen stays), the selected tab, the modals presented or dismissed.
            public func render(animated: Bool) {
                let navigation = coordinator.state.navigation
                let stacks = STACKS
                if baseControllers.count != stacks.count {
                    baseControllers = stacks.map { _ in makeNavigationController() }
                }
                for (controller, stack) in zip(baseControllers, stacks) { show(stack, in: controller, animated: animated) }
                ROOT_CONTROLLER
                renderModals(navigation.modals, animated: animated)
            }

            private func renderModals(_ modals: [ScreenStack], animated: Bool) {
                let kept = zip(modalControllers, modals).prefix { controller, modal in
                    (controller.viewControllers.first as? ScreenViewController)?.route == modal.root
                }.count
                if modalControllers.count > kept {
                    let presenter = kept == 0 ? window.rootViewController : modalControllers[kept - 1]
                    presenter?.dismiss(animated: animated)
                    modalControllers.removeSubrange(kept...)
                }
                for (index, modal) in modals.enumerated() {
                    if index < modalControllers.count {
                        show(modal, in: modalControllers[index], animated: animated)
                        continue
                    }
                    let controller = makeNavigationController()
                    show(modal, in: controller, animated: false)
                    controller.presentationController?.delegate = self
                    let presenter = index == 0 ? window.rootViewController : modalControllers[index - 1]
                    presenter?.present(controller, animated: animated)
                    modalControllers.append(controller)
                }
            }

            /// Sets a navigation controller's view controllers from a stack's routes.
            private func show(_ stack: ScreenStack, in controller: UINavigationController, animated: Bool) {
                let current = controller.viewControllers.compactMap { $0 as? ScreenViewController }
                let same = zip(current, stack.routes).prefix { $0.route == $1 }.count
                let controllers = Array(current.prefix(same)) + stack.routes.dropFirst(same).map(makeViewController)
                if controllers != controller.viewControllers {
                    controller.setViewControllers(controllers, animated: animated)
                }
            }

            private func makeNavigationController() -> UINavigationController {
                let controller = UINavigationController()
                controller.delegate = self
                return controller
            }
        }

        // MARK: - Going back

        extension UIKitNavigator: UINavigationControllerDelegate {
            /// The user went back (the back button, a swipe): the coordinator pops as many screens.
            public func navigationController(
                _ navigationController: UINavigationController, didShow viewController: UIViewController, animated: Bool
            ) {
                let navigation = coordinator.state.navigation
                let shown = navigationController.viewControllers.count
                let isActive =
                    navigation.modals.isEmpty
                    ? navigationController === BASE_ACTIVE
                    : navigationController === modalControllers.last
                guard isActive, shown < navigation.activeStack.count else { return }
                perform(.pop(count: navigation.activeStack.count - shown))
            }
        }

        // MARK: - Swiping a modal away

        extension UIKitNavigator: UIAdaptivePresentationControllerDelegate {
            /// The user swiped a modal down (a sheet's default): UIKit has dismissed it, with any presented
            /// over it, and the coordinators dismiss them too, as they would the `dismiss` intent.
            public func presentationControllerDidDismiss(_ presentationController: UIPresentationController) {
                let presented = presentationController.presentedViewController
                guard let index = modalControllers.firstIndex(where: { $0 === presented }) else { return }
                modalControllers.removeSubrange(index...)
                let count = coordinator.state.navigation.modals.count - index
                run { () throws(NavigationError) in
                    for _ in 0..<max(count, 0) { try coordinator.perform(.dismiss) }
                }
            }
        }
        TABS_DELEGATE
        // MARK: - Screens

        /// A placeholder screen: its route, and a button for each event it reports. Like the seed's
        /// controllers, it knows nothing of navigation: it reports to the navigator, held weakly.
        final class ScreenViewController: UIViewController {
            let route: Route
            private weak var navigator: UIKitNavigator?

            init(route: Route, navigator: UIKitNavigator) {
                self.route = route
                self.navigator = navigator
                super.init(nibName: nil, bundle: nil)
                title = route.description
            }

            @available(*, unavailable)
            required init?(coder: NSCoder) {
                fatalError("ScreenViewController is made in code")
            }

            override func viewDidLoad() {
                super.viewDidLoad()
                view.backgroundColor = .systemBackground
                let buttons = route.name.sampleEvents.map { sample in
                    let action = UIAction(title: sample.title) { [weak self] _ in self?.navigator?.send(sample.event) }
                    return UIButton(configuration: .bordered(), primaryAction: action)
                }
                let stack = UIStackView(arrangedSubviews: buttons)
                stack.axis = .vertical
                stack.spacing = 12
                stack.translatesAutoresizingMaskIntoConstraints = false
                view.addSubview(stack)
                NSLayoutConstraint.activate([
                    stack.centerXAnchor.constraint(equalTo: view.centerXAnchor),
                    stack.centerYAnchor.constraint(equalTo: view.centerYAnchor),
                ])
            }
        }
        #endif
        """#

    /// With a tab bar: the navigator hears the tab the user taps.
    static let tabsDelegate = #"""

        // MARK: - Tapping a tab

        extension UIKitNavigator: UITabBarControllerDelegate {
            /// The user tapped a tab: the coordinator selects it (tapping the selected tab pops it to its root),
            /// and the tab bar shows the tab the coordinators chose, not the tap itself.
            public func tabBarController(
                _ tabBarController: UITabBarController, shouldSelect viewController: UIViewController
            ) -> Bool {
                let tabs = coordinator.state.navigation.tabs
                // The "More" list of a bar of more than five tabs is UIKit's own.
                guard let index = baseControllers.firstIndex(where: { $0 === viewController }), index < tabs.count else {
                    return true
                }
                run { () throws(NavigationError) in try coordinator.select(tabs[index]) }
                return false
            }
        }


        """#

    static let tabsStacks = "navigation.tabs.isEmpty ? [navigation.baseStack] : navigation.stacks"
    static let singleStacks = "[navigation.baseStack]"

    static let tabsRoot = #"""
        if navigation.tabs.isEmpty {
                    window.rootViewController = baseControllers.first
                } else {
                    for (controller, tab) in zip(baseControllers, navigation.tabs) {
                        controller.tabBarItem.title = tab.rawValue
                    }
                    tabBarController.setViewControllers(baseControllers, animated: false)
                    tabBarController.selectedIndex = navigation.selectedIndex
                    window.rootViewController = tabBarController
                }
        """#

    static let singleRoot = "window.rootViewController = baseControllers.first"
    static let tabsActive = "baseControllers[min(navigation.selectedIndex, baseControllers.count - 1)]"
    static let singleActive = "baseControllers.first"
}
