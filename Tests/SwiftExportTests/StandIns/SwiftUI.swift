// A stand-in for the part of SwiftUI the exported glue uses, so that `GlueTypeCheckTests` can
// type-check the glue on Linux. Each declaration has SwiftUI's signature (Xcode 16 SDK): `View` is
// `@MainActor` and its `body` a `@ViewBuilder` of an associated type, and every modifier returns
// `some View`, so code that SwiftUI's compiler rejects for its types (an opaque type defined in
// terms of itself) is rejected here too. Bodies do nothing: it is never run, only compiled.
// ObservableObject and Published stand for Combine's; Foundation is re-exported, as SwiftUI does.
@_exported import Foundation

@MainActor @preconcurrency public protocol View {
    associatedtype Body: View
    @ViewBuilder @MainActor @preconcurrency var body: Self.Body { get }
}

extension Never: View {
    public typealias Body = Never
    public var body: Never { fatalError() }
}

public protocol ObservableObject: AnyObject {}

@propertyWrapper public struct Published<Value> {
    public var wrappedValue: Value
    public init(wrappedValue: Value) { self.wrappedValue = wrappedValue }
}

@propertyWrapper public struct StateObject<ObjectType: ObservableObject> {
    public init(wrappedValue thunk: @autoclosure @escaping () -> ObjectType) { fatalError() }
    @MainActor @preconcurrency public var wrappedValue: ObjectType { fatalError() }
}

@propertyWrapper public struct ObservedObject<ObjectType: ObservableObject> {
    public init(wrappedValue: ObjectType) { fatalError() }
    @MainActor @preconcurrency public var wrappedValue: ObjectType { fatalError() }
}

@propertyWrapper public struct Binding<Value> {
    /// Apple's documentation shows plain closures; recent SDKs take `@isolated(any) @Sendable` ones
    /// (compiler warnings quoting that type are seen in apps). The stricter form is used here,
    /// inheriting the actor of the view or class that writes the closure (else no Swift 6 view
    /// could bind its own properties), so captures must be `Sendable`: glue that passes it passes both.
    public init(
        @_inheritActorContext get: @escaping @isolated(any) @Sendable () -> Value,
        @_inheritActorContext set: @escaping @isolated(any) @Sendable (Value) -> Void
    ) {
        fatalError()
    }
    public static func constant(_ value: Value) -> Binding<Value> { fatalError() }
    public var wrappedValue: Value {
        get { fatalError() }
        nonmutating set {}
    }
}

@resultBuilder public struct ViewBuilder {
    public static func buildBlock() -> EmptyView { EmptyView() }
    public static func buildBlock<Content: View>(_ content: Content) -> Content { content }
    public static func buildBlock<each Content: View>(_ content: repeat each Content) -> TupleView<
        (repeat each Content)
    > { fatalError() }
    public static func buildExpression<Content: View>(_ content: Content) -> Content { content }
    public static func buildIf<Content: View>(_ content: Content?) -> Content? { content }
    public static func buildEither<T: View, F: View>(first: T) -> _ConditionalContent<T, F> { fatalError() }
    public static func buildEither<T: View, F: View>(second: F) -> _ConditionalContent<T, F> { fatalError() }
}

public struct EmptyView: View { nonisolated public init() {}; public var body: Never { fatalError() } }
public struct TupleView<T>: View { public var body: Never { fatalError() } }
public struct _ConditionalContent<TrueContent: View, FalseContent: View>: View {
    public var body: Never { fatalError() }
}
extension Optional: View where Wrapped: View {
    public var body: Never { fatalError() }
}
public struct AnyView: View {
    public init<V: View>(_ view: V) {}
    public var body: Never { fatalError() }
}
public struct Text: View {
    public init<S: StringProtocol>(_ content: S) {}
    public var body: Never { fatalError() }
}
public struct Button<Label: View>: View {
    public var body: Never { fatalError() }
}
extension Button where Label == Text {
    public init<S: StringProtocol>(_ title: S, action: @escaping @MainActor () -> Void) {}
}
public struct List<SelectionValue: Hashable, Content: View>: View {
    public var body: Never { fatalError() }
}
extension List where SelectionValue == Never {
    public init(@ViewBuilder content: () -> Content) {}
}
public struct Section<Parent: View, Content: View, Footer: View>: View {
    public var body: Never { fatalError() }
}
extension Section where Parent == Text, Footer == EmptyView {
    public init<S: StringProtocol>(_ title: S, @ViewBuilder content: () -> Content) {}
}
public struct ForEach<Data: RandomAccessCollection, ID: Hashable, Content: View>: View {
    public init(_ data: Data, id: KeyPath<Data.Element, ID>, @ViewBuilder content: @escaping (Data.Element) -> Content)
    {}
    public var body: Never { fatalError() }
}
public struct NavigationStack<Data, Root: View>: View {
    public init(path: Binding<Data>, @ViewBuilder root: () -> Root)
    where
        Data: MutableCollection, Data: RandomAccessCollection, Data: RangeReplaceableCollection, Data.Element: Hashable
    {}
    public var body: Never { fatalError() }
}
public struct TabView<SelectionValue: Hashable, Content: View>: View {
    public init(selection: Binding<SelectionValue>?, @ViewBuilder content: () -> Content) {}
    public var body: Never { fatalError() }
}

extension View {
    public func sheet<Content: View>(
        isPresented: Binding<Bool>, onDismiss: (() -> Void)? = nil, @ViewBuilder content: @escaping () -> Content
    ) -> some View { self }
    public func navigationDestination<D: Hashable, C: View>(
        for data: D.Type, @ViewBuilder destination: @escaping (D) -> C
    ) -> some View { self }
    public func tabItem<V: View>(@ViewBuilder _ label: () -> V) -> some View { self }
    public func tag<V: Hashable>(_ tag: V) -> some View { self }
    public func onOpenURL(perform action: @escaping (URL) -> Void) -> some View { self }
    public func navigationTitle<S: StringProtocol>(_ title: S) -> some View { self }
}
