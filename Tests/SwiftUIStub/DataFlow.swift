// State, bindings, observable objects and the environment.

@propertyWrapper @dynamicMemberLookup
public struct Binding<Value> {
    public var transaction: Transaction = Transaction()
    private let getter: () -> Value
    private let setter: (Value) -> Void

    public init(get: @escaping () -> Value, set: @escaping (Value) -> Void) {
        getter = get
        setter = set
    }

    public init(projectedValue: Binding<Value>) { self = projectedValue }

    public static func constant(_ value: Value) -> Binding<Value> {
        Binding(get: { value }, set: { _ in })
    }

    public var wrappedValue: Value {
        get { getter() }
        nonmutating set { setter(newValue) }
    }

    public var projectedValue: Binding<Value> { self }

    public subscript<Subject>(dynamicMember keyPath: WritableKeyPath<Value, Subject>) -> Binding<Subject> {
        Binding<Subject>(get: { self.wrappedValue[keyPath: keyPath] }, set: { self.wrappedValue[keyPath: keyPath] = $0 })
    }
}

extension Binding: @unchecked Sendable {}

extension Binding {
    public init<V>(_ base: Binding<V>) where Value == V? {
        self.init(get: { base.wrappedValue }, set: { if let value = $0 { base.wrappedValue = value } })
    }
}

public struct Transaction {
    public init() {}
}

@propertyWrapper
public struct State<Value>: DynamicProperty {
    private var value: Value

    public init(wrappedValue value: Value) { self.value = value }
    public init(initialValue value: Value) { self.value = value }

    public var wrappedValue: Value {
        get { value }
        nonmutating set {}
    }

    public var projectedValue: Binding<Value> {
        let value = self.value
        return Binding(get: { value }, set: { _ in })
    }
}

extension State: @unchecked Sendable {}

extension State where Value: ExpressibleByNilLiteral {
    public init() { self.init(wrappedValue: nil) }
}

public protocol DynamicProperty {}

/// What SwiftUI re-exports from Combine, reduced to what test inputs use.
public protocol ObservableObject: AnyObject {
    associatedtype ObjectWillChangePublisher = ObservableObjectPublisher
}

public final class ObservableObjectPublisher {
    public init() {}
    public func send() {}
}

extension ObservableObject where ObjectWillChangePublisher == ObservableObjectPublisher {
    public var objectWillChange: ObservableObjectPublisher { ObservableObjectPublisher() }
}

@propertyWrapper
public struct Published<Value> {
    public var wrappedValue: Value
    public init(wrappedValue: Value) { self.wrappedValue = wrappedValue }
    public init(initialValue: Value) { wrappedValue = initialValue }
    public var projectedValue: Published<Value>.Publisher {
        get { Publisher() }
        set {}
    }
    public struct Publisher: SwiftUI.Publisher {
        public typealias Output = Value
        public typealias Failure = Never
    }
}

/// Combine's `Publisher`, as far as `onReceive` needs it.
public protocol Publisher<Output, Failure> {
    associatedtype Output
    associatedtype Failure: Error
}

public struct Just<Output>: Publisher {
    public typealias Failure = Never
    public init(_ output: Output) {}
}

public struct AnyPublisher<Output, Failure: Error>: Publisher {
    public init<P: Publisher>(_ publisher: P) where P.Output == Output, P.Failure == Failure {}
}

public final class PassthroughSubject<Output, Failure: Error>: Publisher {
    public init() {}
    public func send(_ input: Output) {}
}

public final class CurrentValueSubject<Output, Failure: Error>: Publisher {
    public var value: Output
    public init(_ value: Output) { self.value = value }
    public func send(_ input: Output) {}
}

extension Timer {
    public static func publish(every interval: TimeInterval, tolerance: TimeInterval? = nil, on runLoop: RunLoop, in mode: RunLoop.Mode,
                               options: Never? = nil) -> TimerPublisher {
        TimerPublisher()
    }

    public final class TimerPublisher: Publisher {
        public typealias Output = Date
        public typealias Failure = Never
        init() {}
        public func autoconnect() -> AnyPublisher<Date, Never> { AnyPublisher(self) }
    }
}

extension NotificationCenter {
    /// Combine's notification publisher.
    public func publisher(for name: Notification.Name, object: AnyObject? = nil) -> NotificationPublisher { NotificationPublisher() }

    public struct NotificationPublisher: Publisher {
        public typealias Output = Notification
        public typealias Failure = Never
    }
}

@propertyWrapper @dynamicMemberLookup
public struct ObservedObject<ObjectType: ObservableObject>: DynamicProperty {
    public var wrappedValue: ObjectType
    public init(wrappedValue: ObjectType) { self.wrappedValue = wrappedValue }
    public init(initialValue: ObjectType) { wrappedValue = initialValue }
    public var projectedValue: ObservedObject<ObjectType>.Wrapper { Wrapper(root: wrappedValue) }

    @dynamicMemberLookup
    public struct Wrapper {
        let root: ObjectType
        public subscript<Subject>(dynamicMember keyPath: ReferenceWritableKeyPath<ObjectType, Subject>) -> Binding<Subject> {
            let root = self.root
            return Binding(get: { root[keyPath: keyPath] }, set: { root[keyPath: keyPath] = $0 })
        }
    }

    public subscript<Subject>(dynamicMember keyPath: ReferenceWritableKeyPath<ObjectType, Subject>) -> Binding<Subject> {
        projectedValue[dynamicMember: keyPath]
    }
}

@propertyWrapper
public struct StateObject<ObjectType: ObservableObject>: DynamicProperty {
    private let object: ObjectType
    public init(wrappedValue thunk: @autoclosure @escaping () -> ObjectType) { object = thunk() }
    public var wrappedValue: ObjectType { object }
    public var projectedValue: ObservedObject<ObjectType>.Wrapper { ObservedObject(wrappedValue: object).projectedValue }
}

@propertyWrapper
public struct EnvironmentObject<ObjectType: ObservableObject>: DynamicProperty {
    public init() {}
    public var wrappedValue: ObjectType { fatalError("no object in the stub's environment") }
    public var projectedValue: ObservedObject<ObjectType>.Wrapper { ObservedObject(wrappedValue: wrappedValue).projectedValue }
}

@propertyWrapper @dynamicMemberLookup
public struct Bindable<Value> {
    public var wrappedValue: Value
    public init(wrappedValue: Value) { self.wrappedValue = wrappedValue }
    public init(_ wrappedValue: Value) { self.wrappedValue = wrappedValue }
    public var projectedValue: Bindable<Value> { self }
    public subscript<Subject>(dynamicMember keyPath: ReferenceWritableKeyPath<Value, Subject>) -> Binding<Subject> where Value: AnyObject {
        let root = wrappedValue
        return Binding(get: { root[keyPath: keyPath] }, set: { root[keyPath: keyPath] = $0 })
    }
}

@propertyWrapper
public struct Environment<Value>: DynamicProperty {
    private let read: () -> Value
    public init(_ keyPath: KeyPath<EnvironmentValues, Value>) { read = { EnvironmentValues()[keyPath: keyPath] } }
    public init(_ objectType: Value.Type) where Value: AnyObject & Observable { read = { fatalError("no object in the stub's environment") } }
    public var wrappedValue: Value { read() }
}

public struct EnvironmentValues {
    public init() {}
    public var dismiss: DismissAction { DismissAction() }
    public var openURL: OpenURLAction { OpenURLAction() }
    public var refresh: RefreshAction? { nil }
    public var colorScheme: ColorScheme { .light }
    public var isEnabled: Bool { true }
    public var editMode: Binding<EditMode>? { nil }
    public var scenePhase: ScenePhase { .active }
    public var locale: Locale { Locale(identifier: "en") }
}

public enum ColorScheme: Hashable, Sendable { case light, dark }
public enum EditMode: Hashable, Sendable { case inactive, transient, active }
public enum ScenePhase: Hashable, Sendable { case background, inactive, active }

@MainActor @preconcurrency
public struct DismissAction {
    nonisolated init() {}
    public func callAsFunction() {}
}

@MainActor @preconcurrency
public struct OpenURLAction {
    nonisolated init() {}
    public func callAsFunction(_ url: URL) {}
}

public struct RefreshAction {
    public func callAsFunction() async {}
}

@propertyWrapper
public struct FocusState<Value: Hashable>: DynamicProperty {
    private var value: Value
    public init() where Value == Bool { value = false }
    public init<T: Hashable>() where Value == T? { value = nil }
    public var wrappedValue: Value {
        get { value }
        nonmutating set {}
    }
    public var projectedValue: FocusState<Value>.Binding { Binding() }
    public struct Binding {
        public var wrappedValue: Value { fatalError("stub") }
    }
}

@propertyWrapper
public struct AppStorage<Value>: DynamicProperty {
    private var value: Value
    public init(wrappedValue: Value, _ key: String, store: UserDefaults? = nil) where Value == Bool { value = wrappedValue }
    public init(wrappedValue: Value, _ key: String, store: UserDefaults? = nil) where Value == Int { value = wrappedValue }
    public init(wrappedValue: Value, _ key: String, store: UserDefaults? = nil) where Value == Double { value = wrappedValue }
    public init(wrappedValue: Value, _ key: String, store: UserDefaults? = nil) where Value == String { value = wrappedValue }
    public var wrappedValue: Value {
        get { value }
        nonmutating set {}
    }
    public var projectedValue: Binding<Value> {
        let value = self.value
        return Binding(get: { value }, set: { _ in })
    }
}

/// `Transferable` (CoreTransferable, re-exported by SwiftUI) for `dropDestination`.
public protocol Transferable {}
extension String: Transferable {}
extension URL: Transferable {}
extension Data: Transferable {}

/// `UTType` (UniformTypeIdentifiers) for `onDrop(of:)`.
public struct UTType: Hashable, Sendable {
    public static let text = UTType()
    public static let url = UTType()
    public static let fileURL = UTType()
    public static let image = UTType()
    public static let plainText = UTType()
}

/// `NSItemProvider`, which Foundation on Linux does not have.
open class NSItemProvider {
    public init() {}
}

/// `NSUserActivity` (`onContinueUserActivity`), which Foundation on Linux does not have.
open class NSUserActivity {
    public init(activityType: String) {}
    open var webpageURL: URL?
}
