// Just enough of SwiftUI's shape for the seed view (`Tests/Fixtures/Demo/AddItemView.swift`) to
// compile on Linux, where SwiftUI does not exist: the plugin tests build a package holding both
// in one target. The seed has no `import SwiftUI`, so the interface stub module
// (`Tests/SwiftUIStub`) cannot serve; these are only the declarations the seed and its fixed
// form use, and nothing here renders anything.

protocol View {
    associatedtype Body: View
    var body: Body { get }
}

extension Never: View {
    var body: Never { fatalError("a primitive view has no body") }
}

/// A leaf view: its content is drawn by the framework, not by a `body`.
protocol PrimitiveView: View where Body == Never {}

extension PrimitiveView {
    var body: Never { fatalError("a primitive view has no body") }
}

@resultBuilder
enum ViewBuilder {
    static func buildBlock<each Content: View>(_ content: repeat each Content) -> TupleView<(repeat each Content)> {
        TupleView()
    }
}

struct TupleView<Elements>: PrimitiveView {}

@propertyWrapper
struct State<Value> {
    /// A box, so that a view (a value) can change its state from an action.
    private final class Storage {
        var value: Value
        init(_ value: Value) { self.value = value }
    }

    private let storage: Storage

    init(wrappedValue: Value) { storage = Storage(wrappedValue) }

    var wrappedValue: Value {
        get { storage.value }
        nonmutating set { storage.value = newValue }
    }

    var projectedValue: Binding<Value> {
        let storage = storage
        return Binding(get: { storage.value }, set: { storage.value = $0 })
    }
}

struct Binding<Value> {
    let get: () -> Value
    let set: (Value) -> Void
}

struct HStack<Content: View>: PrimitiveView {
    init(@ViewBuilder content: () -> Content) {}
}

struct TextField: PrimitiveView {
    init(_ title: String, text: Binding<String>, onCommit: @escaping () -> Void) {}
}

struct Button: PrimitiveView {
    init(_ title: String, action: @escaping () -> Void) {}
}

struct DisabledView<Content: View>: PrimitiveView {}

extension View {
    func disabled(_ isDisabled: Bool) -> DisabledView<Self> { DisabledView() }
}

struct Item {
    var title: String
}
