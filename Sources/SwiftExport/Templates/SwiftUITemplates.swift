/// The SwiftUI glue of an exported package, compiled only where SwiftUI exists. `ROOT` is the
/// root coordinator's class, `APP` the app's name, `FIRST_ROUTE` and `FIRST_TYPE` the first
/// screen's case and type name, for the examples.
enum SwiftUITemplates {
    /// `SwiftUI/NavigationModel.swift`.
    static let model = #"""
        #if canImport(SwiftUI)
        import SwiftUI

        /// The root coordinator as SwiftUI observes it: views read `state` and hand the model what the
        /// user did; a command that fails changes nothing and is kept in `lastError`.
        ///
        /// The app's own screens come from `screens`, written in the app's files (an export replaces
        /// every file it wrote); a route it returns `nil` for shows a placeholder:
        ///
        ///     NavigationModel(screens: { route, model in
        ///         switch route {
        ///         case FIRST_ROUTE: AnyView(FIRST_TYPEScreen(model: model))
        ///         default: nil
        ///         }
        ///     })
        @MainActor
        public final class NavigationModel: ObservableObject {
            public let coordinator: ROOT
            @Published public private(set) var state: AppState
            /// Why the last command was refused, if it was.
            @Published public var lastError: NavigationError?
            /// Makes the app's view for a route; `nil` shows the placeholder.
            public typealias Screens = @MainActor (Route, NavigationModel) -> AnyView?
            /// The app's screens, if it gives them.
            public let screens: Screens?

        INIT_SIGNATURE
                self.coordinator = coordinator
                self.screens = screens
                state = coordinator.state
            }

            /// A screen reports what the user did; its coordinator decides where the app goes.
            public func send(_ event: Event) {
                run { () throws(NavigationError) in try coordinator.send(event) }
            }

            public func perform(_ intent: Intent) {
                run { () throws(NavigationError) in try coordinator.perform(intent) }
            }

            /// A deep link (`.onOpenURL`).
            public func open(_ url: URL) {
                run { () throws(NavigationError) in try coordinator.open(url.absoluteString) }
            }
        TABS_SELECT
            private func run(_ command: () throws(NavigationError) -> Void) {
                do {
                    try command()
                    lastError = nil
                } catch {
                    lastError = error
                }
                state = coordinator.state
            }

            /// The path of a stack above its root, for `NavigationStack(path:)`: the modal at `modal`, or
            /// the base stack. SwiftUI pops by setting a shorter path (the back button, a swipe): that
            /// becomes a `pop` of the coordinator.
            func path(ofModal modal: Int?) -> Binding<[Route]> {
                Binding(
                    get: { [weak self] in self?.stack(modal)?.path ?? [] },
                    set: { [weak self] path in
                        guard let self, let stack = self.stack(modal), path.count < stack.path.count else { return }
                        self.perform(.pop(count: stack.path.count - path.count))
                    })
            }

            /// Whether the modal at `index` is up; SwiftUI sets it to `false` when the user swipes it down.
            func isPresented(_ index: Int) -> Binding<Bool> {
                Binding(
                    get: { [weak self] in (self?.state.navigation.modals.count ?? 0) > index },
                    set: { [weak self] shown in
                        guard let self, !shown else { return }
                        while self.state.navigation.modals.count > index, self.lastError == nil {
                            self.perform(.dismiss)
                        }
                    })
            }

            private func stack(_ modal: Int?) -> ScreenStack? {
                guard let modal else { return state.navigation.baseStack }
                return state.navigation.modals.indices.contains(modal) ? state.navigation.modals[modal] : nil
            }
        }
        #endif
        """#

    static let select = """

            /// The user tapped a tab: it is selected; tapping the selected tab pops it to its root.
            public func select(_ tab: Tab) {
                run { () throws(NavigationError) in try coordinator.select(tab) }
            }

        """

    /// `SwiftUI/RootView.swift`, the parts after the root view: a stack, and the modal layers.
    static let stackViews = #"""
        /// A stack: its root, then the path above it (the modal at `modal`, or the base stack).
        struct StackView: View {
            @ObservedObject var model: NavigationModel
            let root: Route
            let modal: Int?

            var body: some View {
                NavigationStack(path: model.path(ofModal: modal)) {
                    RootView.build(route: root, model: model)
                        .navigationDestination(for: Route.self) { RootView.build(route: $0, model: model) }
                }
            }
        }

        /// The modal at `index`, in a sheet with a stack of its own, presenting the modal above it in turn.
        /// A view type rather than a function that calls itself: the type of a function's `some View`
        /// cannot contain itself, and SwiftUI's compiler refuses one that would.
        struct ModalLayer: View {
            @ObservedObject var model: NavigationModel
            let index: Int

            var body: some View {
                if model.state.navigation.modals.indices.contains(index) {
                    StackView(model: model, root: model.state.navigation.modals[index].root, modal: index)
                        .modalLayer(index + 1, model: model)
                }
            }
        }

        extension View {
            /// Presents the modal at `index` over this view (`ModalLayer`), while it is up.
            func modalLayer(_ index: Int, model: NavigationModel) -> some View {
                sheet(isPresented: model.isPresented(index)) { ModalLayer(model: model, index: index) }
            }
        }
        """#

    /// With a tab bar: a tab's stack, kept while another tab is selected.
    static let tabStack = #"""
        /// A tab's stack: its root and the path above it, kept while another tab is selected; only the
        /// selected tab's stack changes when the user goes back.
        struct TabStackView: View {
            @ObservedObject var model: NavigationModel
            let tab: Tab

            var body: some View {
                NavigationStack(path: path) {
                    RootView.build(route: root, model: model)
                        .navigationDestination(for: Route.self) { RootView.build(route: $0, model: model) }
                }
            }

            private var root: Route {
                model.state.navigation.stack(for: tab)?.root ?? model.state.navigation.baseStack.root
            }

            private var path: Binding<[Route]> {
                model.state.navigation.selectedTab == tab && model.state.navigation.modals.isEmpty
                    ? model.path(ofModal: nil)
                    : .constant(model.state.navigation.stack(for: tab)?.path ?? [])
            }
        }
        """#
}
