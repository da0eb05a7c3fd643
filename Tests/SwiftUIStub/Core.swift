// A SwiftUI interface stub for type-checking test inputs on machines without SwiftUI.
//
// Declarations written for action-lint's tests from SwiftUI's documented signatures: the labels,
// defaults, closure types and isolation the real framework declares, with bodies that do
// nothing. Only what test inputs use is here; the compiler decides whether a fix's output
// would be accepted by the real API, so a signature here must match the documentation.

@_exported import Foundation
@_exported import Observation

// MARK: - View and its builder

@MainActor @preconcurrency
public protocol View {
    associatedtype Body: View
    @ViewBuilder @MainActor @preconcurrency var body: Self.Body { get }
}

/// `Never` is the body of every primitive view, scene, toolbar and command set.
extension Never: View {
    public typealias Body = Never
    public var body: Never { fatalError("never") }
}

/// Views whose body SwiftUI provides (`Text`, `Button`, …).
extension View where Body == Never {
    public var body: Never { fatalError("primitive view") }
}

extension Optional: View where Wrapped: View {
    public typealias Body = Never
}

@resultBuilder
public struct ViewBuilder {
    public static func buildExpression<Content: View>(_ content: Content) -> Content { content }
    public static func buildBlock() -> EmptyView { EmptyView() }
    public static func buildBlock<Content: View>(_ content: Content) -> Content { content }
    public static func buildBlock<each Content: View>(_ content: repeat each Content) -> TupleView<(repeat each Content)> {
        TupleView((repeat each content))
    }
    public static func buildIf<Content: View>(_ content: Content?) -> Content? { content }
    public static func buildEither<TrueContent: View, FalseContent: View>(first: TrueContent) -> _ConditionalContent<TrueContent, FalseContent> {
        _ConditionalContent()
    }
    public static func buildEither<TrueContent: View, FalseContent: View>(second: FalseContent) -> _ConditionalContent<TrueContent, FalseContent> {
        _ConditionalContent()
    }
    public static func buildLimitedAvailability<Content: View>(_ content: Content) -> AnyView { AnyView(content) }
}

public struct TupleView<T>: View {
    public var value: T
    public init(_ value: T) { self.value = value }
}

public struct _ConditionalContent<TrueContent: View, FalseContent: View>: View {
    init() {}
}

public struct EmptyView: View {
    public init() {}
}

public struct AnyView: View {
    public init<V: View>(_ view: V) {}
}

public struct ModifiedContent<Content, Modifier> {
    public var content: Content
    public var modifier: Modifier
    public init(content: Content, modifier: Modifier) {
        self.content = content
        self.modifier = modifier
    }
}

extension ModifiedContent: View where Content: View, Modifier: ViewModifier {
    public typealias Body = Never
}

@MainActor @preconcurrency
public protocol ViewModifier {
    associatedtype Body: View
    typealias Content = _ViewModifier_Content<Self>
    @ViewBuilder @MainActor @preconcurrency func body(content: Self.Content) -> Self.Body
}

public struct _ViewModifier_Content<Modifier: ViewModifier>: View {
    public typealias Body = Never
}

extension View {
    public func modifier<T>(_ modifier: T) -> ModifiedContent<Self, T> {
        ModifiedContent(content: self, modifier: modifier)
    }
}

/// What most modifiers return here: the real ones return opaque or `ModifiedContent` types, and
/// callers only rely on the result being a view.
public struct _ModifiedView<Content: View>: View {
    public typealias Body = Never
    init(_ content: Content) {}
}

// MARK: - Previews

@MainActor @preconcurrency
public protocol PreviewProvider {
    associatedtype Previews: View
    @ViewBuilder @MainActor @preconcurrency static var previews: Self.Previews { get }
}
