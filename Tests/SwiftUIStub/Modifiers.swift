// View modifiers: the action modifiers action-lint's catalog knows, with SwiftUI's documented
// signatures, and the layout and style modifiers test inputs chain around them.

// MARK: - Actions and events

public struct SubmitTriggers: OptionSet, Sendable {
    public let rawValue: Int
    public init(rawValue: Int) { self.rawValue = rawValue }
    public static let text = SubmitTriggers(rawValue: 1)
    public static let search = SubmitTriggers(rawValue: 2)
}

public enum CoordinateSpace: Sendable {
    case global, local
}

public protocol CoordinateSpaceProtocol {}
public struct LocalCoordinateSpace: CoordinateSpaceProtocol {}
extension CoordinateSpaceProtocol where Self == LocalCoordinateSpace {
    public static var local: LocalCoordinateSpace { LocalCoordinateSpace() }
}

public struct AccessibilityActionKind: Sendable {
    public static let `default` = AccessibilityActionKind()
    public static let escape = AccessibilityActionKind()
    public static let magicTap = AccessibilityActionKind()
}

extension View {
    public func onTapGesture(count: Int = 1, perform action: @escaping () -> Void) -> some View { _ModifiedView(self) }
    public func onTapGesture(count: Int = 1, coordinateSpace: some CoordinateSpaceProtocol = .local,
                             perform action: @escaping (CGPoint) -> Void) -> some View { _ModifiedView(self) }
    public func onLongPressGesture(minimumDuration: Double = 0.5, maximumDistance: CGFloat = 10, perform action: @escaping () -> Void,
                                   onPressingChanged: ((Bool) -> Void)? = nil) -> some View { _ModifiedView(self) }
    public func onLongPressGesture(minimumDuration: Double = 0.5, perform action: @escaping () -> Void,
                                   onPressingChanged: ((Bool) -> Void)? = nil) -> some View { _ModifiedView(self) }
    public func onSubmit(of triggers: SubmitTriggers = .text, _ action: @escaping () -> Void) -> some View { _ModifiedView(self) }
    public func onAppear(perform action: (() -> Void)? = nil) -> some View { _ModifiedView(self) }
    public func onDisappear(perform action: (() -> Void)? = nil) -> some View { _ModifiedView(self) }
    public func onChange<V: Equatable>(of value: V, initial: Bool = false, _ action: @escaping () -> Void) -> some View { _ModifiedView(self) }
    public func onChange<V: Equatable>(of value: V, initial: Bool = false, _ action: @escaping (_ oldValue: V, _ newValue: V) -> Void)
        -> some View { _ModifiedView(self) }
    @available(*, deprecated, message: "Use onChange with a two or zero parameter action closure instead.")
    public func onChange<V: Equatable>(of value: V, perform action: @escaping (_ newValue: V) -> Void) -> some View { _ModifiedView(self) }
    public func onReceive<P: Publisher>(_ publisher: P, perform action: @escaping (P.Output) -> Void) -> some View where P.Failure == Never {
        _ModifiedView(self)
    }
    public func task(priority: TaskPriority = .userInitiated,
                     @_inheritActorContext _ action: sending @escaping @isolated(any) () async -> Void) -> some View {
        _ModifiedView(self)
    }
    public func task<T: Equatable>(id value: T, priority: TaskPriority = .userInitiated,
                                   @_inheritActorContext _ action: sending @escaping @isolated(any) () async -> Void) -> some View {
        _ModifiedView(self)
    }
    public func refreshable(action: @escaping @Sendable () async -> Void) -> some View { _ModifiedView(self) }
    public func onHover(perform action: @escaping (Bool) -> Void) -> some View { _ModifiedView(self) }
    public func onContinuousHover(coordinateSpace: some CoordinateSpaceProtocol = .local,
                                  perform action: @escaping (HoverPhase) -> Void) -> some View { _ModifiedView(self) }
    public func onMoveCommand(perform action: ((MoveCommandDirection) -> Void)?) -> some View { _ModifiedView(self) }
    public func onExitCommand(perform action: (() -> Void)?) -> some View { _ModifiedView(self) }
    public func onDeleteCommand(perform action: (() -> Void)?) -> some View { _ModifiedView(self) }
    public func onPlayPauseCommand(perform action: (() -> Void)?) -> some View { _ModifiedView(self) }
    public func onCopyCommand(perform payloadAction: (() -> [NSItemProvider])?) -> some View { _ModifiedView(self) }
    public func onCutCommand(perform payloadAction: (() -> [NSItemProvider])?) -> some View { _ModifiedView(self) }
    public func onPasteCommand(of supportedContentTypes: [UTType],
                               perform payloadAction: @escaping ([NSItemProvider]) -> Void) -> some View { _ModifiedView(self) }
    public func onContinueUserActivity(_ activityType: String,
                                       perform action: @escaping (NSUserActivity) -> ()) -> some View { _ModifiedView(self) }
    public func onGeometryChange<T: Equatable & Sendable>(for type: T.Type, of transform: @escaping @Sendable (GeometryProxy) -> T,
                                                          action: @escaping (_ newValue: T) -> Void) -> some View { _ModifiedView(self) }
    public func onGeometryChange<T: Equatable & Sendable>(for type: T.Type, of transform: @escaping @Sendable (GeometryProxy) -> T,
                                                          action: @escaping (_ oldValue: T, _ newValue: T) -> Void) -> some View {
        _ModifiedView(self)
    }
    public func onScrollGeometryChange<T: Equatable>(for type: T.Type, of transform: @escaping (ScrollGeometry) -> T,
                                                     action: @escaping (_ oldValue: T, _ newValue: T) -> Void) -> some View {
        _ModifiedView(self)
    }
    public func onScrollPhaseChange(_ action: @escaping (_ oldPhase: ScrollPhase, _ newPhase: ScrollPhase) -> Void) -> some View {
        _ModifiedView(self)
    }
    public func onScrollPhaseChange(_ action: @escaping (_ oldPhase: ScrollPhase, _ newPhase: ScrollPhase,
                                                         _ context: ScrollPhaseChangeContext) -> Void) -> some View { _ModifiedView(self) }
    public func onScrollVisibilityChange(threshold: Double = 0.5, _ action: @escaping (Bool) -> Void) -> some View {
        _ModifiedView(self)
    }
    public func onOpenURL(perform action: @escaping (URL) -> ()) -> some View { _ModifiedView(self) }
    public func onDrop(of supportedContentTypes: [UTType], isTargeted: Binding<Bool>?,
                       perform action: @escaping (_ providers: [NSItemProvider]) -> Bool) -> some View { _ModifiedView(self) }
    public func onDrop(of supportedContentTypes: [UTType], isTargeted: Binding<Bool>?,
                       perform action: @escaping (_ providers: [NSItemProvider], _ location: CGPoint) -> Bool) -> some View { _ModifiedView(self) }
    public func onKeyPress(_ key: KeyEquivalent, action: @escaping () -> KeyPress.Result) -> some View { _ModifiedView(self) }
    public func onKeyPress(_ key: KeyEquivalent, phases: KeyPress.Phases,
                           action: @escaping (KeyPress) -> KeyPress.Result) -> some View { _ModifiedView(self) }
    public func onKeyPress(keys: Set<KeyEquivalent>, phases: KeyPress.Phases = [.down, .repeat],
                           action: @escaping (KeyPress) -> KeyPress.Result) -> some View { _ModifiedView(self) }
    public func onKeyPress(phases: KeyPress.Phases = [.down, .repeat],
                           action: @escaping (KeyPress) -> KeyPress.Result) -> some View { _ModifiedView(self) }
    public func onDrag(_ data: @escaping () -> NSItemProvider) -> some View { _ModifiedView(self) }
    public func dropDestination<T: Transferable>(for payloadType: T.Type = T.self, action: @escaping (_ items: [T], _ location: CGPoint) -> Bool,
                                                 isTargeted: @escaping (Bool) -> Void = { _ in }) -> some View { _ModifiedView(self) }
    public func accessibilityAction(_ actionKind: AccessibilityActionKind = .default, _ handler: @escaping () -> Void) -> some View {
        _ModifiedView(self)
    }
    public func accessibilityAction(named name: LocalizedStringKey, _ handler: @escaping () -> Void) -> some View { _ModifiedView(self) }
    public func gesture<T: Gesture>(_ gesture: T, including mask: GestureMask = .all) -> some View { _ModifiedView(self) }
    public func simultaneousGesture<T: Gesture>(_ gesture: T, including mask: GestureMask = .all) -> some View { _ModifiedView(self) }
    public func keyboardShortcut(_ key: KeyEquivalent, modifiers: EventModifiers = .command) -> some View { _ModifiedView(self) }
    public func keyboardShortcut(_ shortcut: KeyboardShortcut) -> some View { _ModifiedView(self) }
}

/// `onMoveCommand`'s direction.
public enum MoveCommandDirection: Hashable, Sendable {
    case up, down, left, right
}

/// `onContinuousHover`'s phase.
public enum HoverPhase: Equatable, Sendable {
    case active(CGPoint)
    case ended
}

public struct KeyEquivalent: ExpressibleByExtendedGraphemeClusterLiteral, Hashable, Sendable {
    public init(extendedGraphemeClusterLiteral: Character) {}
    public static let upArrow = KeyEquivalent(extendedGraphemeClusterLiteral: "\u{F700}")
    public static let downArrow = KeyEquivalent(extendedGraphemeClusterLiteral: "\u{F701}")
    public static let leftArrow = KeyEquivalent(extendedGraphemeClusterLiteral: "\u{F702}")
    public static let rightArrow = KeyEquivalent(extendedGraphemeClusterLiteral: "\u{F703}")
    public static let space = KeyEquivalent(extendedGraphemeClusterLiteral: " ")
    public static let `return` = KeyEquivalent(extendedGraphemeClusterLiteral: "\r")
    public static let escape = KeyEquivalent(extendedGraphemeClusterLiteral: "\u{1B}")
    public static let delete = KeyEquivalent(extendedGraphemeClusterLiteral: "\u{7F}")
}

/// What a hardware key press's action receives, and returns (`.onKeyPress`).
public struct KeyPress: Sendable {
    public let key: KeyEquivalent
    public let characters: String
    public let modifiers: EventModifiers
    public let phase: Phases

    public struct Phases: OptionSet, Sendable {
        public let rawValue: Int
        public init(rawValue: Int) { self.rawValue = rawValue }
        public static let down = Phases(rawValue: 1)
        public static let `repeat` = Phases(rawValue: 2)
        public static let up = Phases(rawValue: 4)
        public static let all: Phases = [.down, .repeat, .up]
    }

    public enum Result: Sendable {
        case handled
        case ignored
    }
}

public struct KeyboardShortcut: Sendable {
    public static let defaultAction = KeyboardShortcut()
    public static let cancelAction = KeyboardShortcut()
}

public struct EventModifiers: OptionSet, Sendable {
    public let rawValue: Int
    public init(rawValue: Int) { self.rawValue = rawValue }
    public static let command = EventModifiers(rawValue: 1)
    public static let shift = EventModifiers(rawValue: 2)
    public static let option = EventModifiers(rawValue: 4)
}

// MARK: - Gestures

public struct GestureMask: OptionSet, Sendable {
    public let rawValue: Int
    public init(rawValue: Int) { self.rawValue = rawValue }
    public static let all = GestureMask(rawValue: 3)
}

@MainActor @preconcurrency
public protocol Gesture<Value> {
    associatedtype Value
}

public struct _EndedGesture<Content: Gesture>: Gesture {
    public typealias Value = Content.Value
}

public struct _ChangedGesture<Content: Gesture>: Gesture {
    public typealias Value = Content.Value
}

extension Gesture {
    public func onEnded(_ action: @escaping (Self.Value) -> Void) -> _EndedGesture<Self> { _EndedGesture() }
}

extension Gesture where Value: Equatable {
    public func onChanged(_ action: @escaping (Self.Value) -> Void) -> _ChangedGesture<Self> { _ChangedGesture() }
}

public struct TapGesture: Gesture {
    public typealias Value = Void
    public init(count: Int = 1) {}
}

public struct LongPressGesture: Gesture {
    public typealias Value = Bool
    public init(minimumDuration: Double = 0.5, maximumDistance: CGFloat = 10) {}
}

public struct DragGesture: Gesture {
    public struct Value: Equatable, Sendable {
        public var translation: CGSize
        public var location: CGPoint
    }
    public init(minimumDistance: CGFloat = 10, coordinateSpace: CoordinateSpace = .local) {}
}

// MARK: - Presentations and menus

public enum Visibility: Sendable {
    case automatic, visible, hidden
}

public enum HorizontalEdge: Sendable {
    case leading, trailing
}

public struct Edge: Sendable {
    public static let top = Edge()
    public static let bottom = Edge()
    public static let leading = Edge()
    public static let trailing = Edge()
    public struct Set: OptionSet, Sendable {
        public let rawValue: Int8
        public init(rawValue: Int8) { self.rawValue = rawValue }
        public static let all = Set(rawValue: 15)
        public static let top = Set(rawValue: 1)
        public static let bottom = Set(rawValue: 2)
        public static let horizontal = Set(rawValue: 12)
        public static let vertical = Set(rawValue: 3)
        public static let leading = Set(rawValue: 4)
        public static let trailing = Set(rawValue: 8)
    }
}

extension View {
    public func sheet<Content: View>(isPresented: Binding<Bool>, onDismiss: (() -> Void)? = nil,
                                     @ViewBuilder content: @escaping () -> Content) -> some View { _ModifiedView(self) }
    public func sheet<Item: Identifiable, Content: View>(item: Binding<Item?>, onDismiss: (() -> Void)? = nil,
                                                         @ViewBuilder content: @escaping (Item) -> Content) -> some View { _ModifiedView(self) }
    public func fullScreenCover<Content: View>(isPresented: Binding<Bool>, onDismiss: (() -> Void)? = nil,
                                               @ViewBuilder content: @escaping () -> Content) -> some View { _ModifiedView(self) }
    public func fullScreenCover<Item: Identifiable, Content: View>(item: Binding<Item?>, onDismiss: (() -> Void)? = nil,
                                                                   @ViewBuilder content: @escaping (Item) -> Content) -> some View {
        _ModifiedView(self)
    }
    public func popover<Content: View>(isPresented: Binding<Bool>, arrowEdge: Edge = .top,
                                       @ViewBuilder content: @escaping () -> Content) -> some View { _ModifiedView(self) }
    public func alert<A: View>(_ titleKey: LocalizedStringKey, isPresented: Binding<Bool>, @ViewBuilder actions: () -> A) -> some View {
        _ModifiedView(self)
    }
    @_disfavoredOverload
    public func alert<S: StringProtocol, A: View>(_ title: S, isPresented: Binding<Bool>, @ViewBuilder actions: () -> A) -> some View {
        _ModifiedView(self)
    }
    public func alert<A: View, M: View>(_ titleKey: LocalizedStringKey, isPresented: Binding<Bool>, @ViewBuilder actions: () -> A,
                                        @ViewBuilder message: () -> M) -> some View { _ModifiedView(self) }
    @_disfavoredOverload
    public func alert<S: StringProtocol, A: View, M: View>(_ title: S, isPresented: Binding<Bool>, @ViewBuilder actions: () -> A,
                                                           @ViewBuilder message: () -> M) -> some View { _ModifiedView(self) }
    public func alert<A: View, M: View, T>(_ titleKey: LocalizedStringKey, isPresented: Binding<Bool>, presenting data: T?,
                                           @ViewBuilder actions: (T) -> A, @ViewBuilder message: (T) -> M) -> some View { _ModifiedView(self) }
    public func alert<A: View, T>(_ titleKey: LocalizedStringKey, isPresented: Binding<Bool>, presenting data: T?,
                                  @ViewBuilder actions: (T) -> A) -> some View { _ModifiedView(self) }
    public func alert(isPresented: Binding<Bool>, content: () -> Alert) -> some View { _ModifiedView(self) }
    public func alert<Item: Identifiable>(item: Binding<Item?>, content: (Item) -> Alert) -> some View { _ModifiedView(self) }
    public func confirmationDialog<A: View, T>(_ titleKey: LocalizedStringKey, isPresented: Binding<Bool>,
                                               titleVisibility: Visibility = .automatic, presenting data: T?,
                                               @ViewBuilder actions: (T) -> A) -> some View { _ModifiedView(self) }
    public func popover<Item: Identifiable, Content: View>(item: Binding<Item?>, arrowEdge: Edge = .top,
                                                           @ViewBuilder content: @escaping (Item) -> Content) -> some View {
        _ModifiedView(self)
    }
    public func navigationDestination<D: Hashable, C: View>(for data: D.Type,
                                                            @ViewBuilder destination: @escaping (D) -> C) -> some View {
        _ModifiedView(self)
    }
    public func navigationDestination<D: Hashable, C: View>(item: Binding<D?>,
                                                            @ViewBuilder destination: @escaping (D) -> C) -> some View {
        _ModifiedView(self)
    }
    public func confirmationDialog<A: View>(_ titleKey: LocalizedStringKey, isPresented: Binding<Bool>, titleVisibility: Visibility = .automatic,
                                            @ViewBuilder actions: () -> A) -> some View { _ModifiedView(self) }
    public func confirmationDialog<A: View, M: View>(_ titleKey: LocalizedStringKey, isPresented: Binding<Bool>,
                                                     titleVisibility: Visibility = .automatic, @ViewBuilder actions: () -> A,
                                                     @ViewBuilder message: () -> M) -> some View { _ModifiedView(self) }
    public func swipeActions<T: View>(edge: HorizontalEdge = .trailing, allowsFullSwipe: Bool = true,
                                      @ViewBuilder content: () -> T) -> some View { _ModifiedView(self) }
    public func contextMenu<MenuItems: View>(@ViewBuilder menuItems: () -> MenuItems) -> some View { _ModifiedView(self) }
    public func contextMenu<M: View, P: View>(@ViewBuilder menuItems: () -> M, @ViewBuilder preview: () -> P) -> some View {
        _ModifiedView(self)
    }
    public func searchable(text: Binding<String>, prompt: Text? = nil) -> some View { _ModifiedView(self) }
    public func searchable(text: Binding<String>, prompt: LocalizedStringKey) -> some View { _ModifiedView(self) }
}

// MARK: - Toolbars

@MainActor @preconcurrency
public protocol ToolbarContent {
    associatedtype Body: ToolbarContent
    @ToolbarContentBuilder @MainActor @preconcurrency var body: Self.Body { get }
}

extension Never: ToolbarContent {}

extension ToolbarContent where Body == Never {
    public var body: Never { fatalError("primitive toolbar content") }
}

@resultBuilder
public struct ToolbarContentBuilder {
    public static func buildExpression<Content: ToolbarContent>(_ content: Content) -> Content { content }
    public static func buildBlock<Content: ToolbarContent>(_ content: Content) -> Content { content }
    public static func buildBlock<each Content: ToolbarContent>(_ content: repeat each Content) -> _TupleToolbarContent<(repeat each Content)> {
        _TupleToolbarContent()
    }
    public static func buildIf<Content: ToolbarContent>(_ content: Content?) -> _OptionalToolbarContent<Content> { _OptionalToolbarContent() }
    public static func buildEither<T: ToolbarContent, F: ToolbarContent>(first: T) -> _ConditionalToolbarContent<T, F> { _ConditionalToolbarContent() }
    public static func buildEither<T: ToolbarContent, F: ToolbarContent>(second: F) -> _ConditionalToolbarContent<T, F> { _ConditionalToolbarContent() }
}

public struct _TupleToolbarContent<T>: ToolbarContent {
    public typealias Body = Never
}

public struct _OptionalToolbarContent<Content: ToolbarContent>: ToolbarContent {
    public typealias Body = Never
}

public struct _ConditionalToolbarContent<T: ToolbarContent, F: ToolbarContent>: ToolbarContent {
    public typealias Body = Never
}

public struct ToolbarItemPlacement: Sendable {
    public static let automatic = ToolbarItemPlacement()
    public static let primaryAction = ToolbarItemPlacement()
    public static let confirmationAction = ToolbarItemPlacement()
    public static let cancellationAction = ToolbarItemPlacement()
    public static let destructiveAction = ToolbarItemPlacement()
    public static let navigation = ToolbarItemPlacement()
    public static let topBarLeading = ToolbarItemPlacement()
    public static let topBarTrailing = ToolbarItemPlacement()
    public static let bottomBar = ToolbarItemPlacement()
    public static let status = ToolbarItemPlacement()
}

public struct ToolbarItem<ID, Content: View>: ToolbarContent {
    public typealias Body = Never
}

extension ToolbarItem where ID == () {
    public init(placement: ToolbarItemPlacement = .automatic, @ViewBuilder content: () -> Content) {}
}

public struct ToolbarItemGroup<Content: View>: ToolbarContent {
    public typealias Body = Never
    public init(placement: ToolbarItemPlacement = .automatic, @ViewBuilder content: () -> Content) {}
}

extension View {
    public func toolbar<Content: View>(@ViewBuilder content: () -> Content) -> some View { _ModifiedView(self) }
    public func toolbar<Content: ToolbarContent>(@ToolbarContentBuilder content: () -> Content) -> some View { _ModifiedView(self) }
}

// MARK: - Layout and style

public protocol ShapeStyle: Sendable {}

public struct Color: View, ShapeStyle, Hashable {
    public init(_ name: String, bundle: Bundle? = nil) {}
    public init(red: Double, green: Double, blue: Double, opacity: Double = 1) {}
    public static let accentColor = Color(red: 0, green: 0, blue: 1)
    public static let primary = Color(red: 0, green: 0, blue: 0)
    public static let secondary = Color(red: 0.5, green: 0.5, blue: 0.5)
    public static let red = Color(red: 1, green: 0, blue: 0)
    public static let green = Color(red: 0, green: 1, blue: 0)
    public static let blue = Color(red: 0, green: 0, blue: 1)
    public static let orange = Color(red: 1, green: 0.5, blue: 0)
    public static let yellow = Color(red: 1, green: 1, blue: 0)
    public static let pink = Color(red: 1, green: 0.4, blue: 0.7)
    public static let purple = Color(red: 0.5, green: 0, blue: 0.5)
    public static let gray = Color(red: 0.5, green: 0.5, blue: 0.5)
    public static let white = Color(red: 1, green: 1, blue: 1)
    public static let black = Color(red: 0, green: 0, blue: 0)
    public static let clear = Color(red: 0, green: 0, blue: 0, opacity: 0)
    public func opacity(_ opacity: Double) -> Color { self }
}

public struct HierarchicalShapeStyle: ShapeStyle {
    public static let primary = HierarchicalShapeStyle()
    public static let secondary = HierarchicalShapeStyle()
    public static let tertiary = HierarchicalShapeStyle()
}

extension ShapeStyle where Self == HierarchicalShapeStyle {
    public static var primary: HierarchicalShapeStyle { .primary }
    public static var secondary: HierarchicalShapeStyle { .secondary }
    public static var tertiary: HierarchicalShapeStyle { .tertiary }
}

extension ShapeStyle where Self == Color {
    public static var red: Color { Color.red }
    public static var blue: Color { Color.blue }
    public static var green: Color { Color.green }
    public static var orange: Color { Color.orange }
    public static var pink: Color { Color.pink }
    public static var purple: Color { Color.purple }
    public static var yellow: Color { Color.yellow }
    public static var white: Color { Color.white }
    public static var gray: Color { Color.gray }
    public static var accentColor: Color { Color.accentColor }
}

public struct Font: Hashable, Sendable {
    public static let largeTitle = Font()
    public static let title = Font()
    public static let title2 = Font()
    public static let title3 = Font()
    public static let headline = Font()
    public static let subheadline = Font()
    public static let body = Font()
    public static let callout = Font()
    public static let caption = Font()
    public static let caption2 = Font()
    public static let footnote = Font()
    public static func system(size: CGFloat) -> Font { Font() }
    public func bold() -> Font { self }
}

public protocol PrimitiveButtonStyle {}
public struct BorderedButtonStyle: PrimitiveButtonStyle {}
public struct BorderedProminentButtonStyle: PrimitiveButtonStyle {}
public struct PlainButtonStyle: PrimitiveButtonStyle {}
public struct BorderlessButtonStyle: PrimitiveButtonStyle {}

extension PrimitiveButtonStyle where Self == BorderedButtonStyle {
    public static var bordered: BorderedButtonStyle { BorderedButtonStyle() }
}

extension PrimitiveButtonStyle where Self == BorderedProminentButtonStyle {
    public static var borderedProminent: BorderedProminentButtonStyle { BorderedProminentButtonStyle() }
}

extension PrimitiveButtonStyle where Self == PlainButtonStyle {
    public static var plain: PlainButtonStyle { PlainButtonStyle() }
}

extension PrimitiveButtonStyle where Self == BorderlessButtonStyle {
    public static var borderless: BorderlessButtonStyle { BorderlessButtonStyle() }
}

public enum ControlSize: Sendable {
    case mini, small, regular, large
}

public struct Animation: Sendable {
    public static let `default` = Animation()
    public static let easeInOut = Animation()
    public static let spring = Animation()
    public static func spring(duration: Double = 0.5, bounce: Double = 0, blendDuration: Double = 0) -> Animation { Animation() }
    public static func easeInOut(duration: Double) -> Animation { Animation() }
}

public func withAnimation<Result>(_ animation: Animation? = .default, _ body: () throws -> Result) rethrows -> Result { try body() }

extension View {
    public func padding(_ length: CGFloat? = nil) -> some View { _ModifiedView(self) }
    public func padding(_ edges: Edge.Set, _ length: CGFloat? = nil) -> some View { _ModifiedView(self) }
    public func frame(width: CGFloat? = nil, height: CGFloat? = nil, alignment: Alignment = .center) -> some View { _ModifiedView(self) }
    public func frame(minWidth: CGFloat? = nil, idealWidth: CGFloat? = nil, maxWidth: CGFloat? = nil, minHeight: CGFloat? = nil,
                      idealHeight: CGFloat? = nil, maxHeight: CGFloat? = nil, alignment: Alignment = .center) -> some View { _ModifiedView(self) }
    public func font(_ font: Font?) -> some View { _ModifiedView(self) }
    public func bold(_ isActive: Bool = true) -> some View { _ModifiedView(self) }
    public func foregroundColor(_ color: Color?) -> some View { _ModifiedView(self) }
    public func foregroundStyle<S: ShapeStyle>(_ style: S) -> some View { _ModifiedView(self) }
    public func tint(_ tint: Color?) -> some View { _ModifiedView(self) }
    public func background<V: View>(_ background: V, alignment: Alignment = .center) -> some View { _ModifiedView(self) }
    public func background<S: ShapeStyle>(_ style: S) -> some View { _ModifiedView(self) }
    public func overlay<V: View>(alignment: Alignment = .center, @ViewBuilder content: () -> V) -> some View { _ModifiedView(self) }
    public func opacity(_ opacity: Double) -> some View { _ModifiedView(self) }
    public func cornerRadius(_ radius: CGFloat) -> some View { _ModifiedView(self) }
    public func disabled(_ disabled: Bool) -> some View { _ModifiedView(self) }
    public func buttonStyle<S: PrimitiveButtonStyle>(_ style: S) -> some View { _ModifiedView(self) }
    public func controlSize(_ controlSize: ControlSize) -> some View { _ModifiedView(self) }
    public func contentShape<S>(_ shape: S) -> some View { _ModifiedView(self) }
    public func navigationTitle(_ titleKey: LocalizedStringKey) -> some View { _ModifiedView(self) }
    @_disfavoredOverload public func navigationTitle<S: StringProtocol>(_ title: S) -> some View { _ModifiedView(self) }
    public func listStyle<S>(_ style: S) -> some View { _ModifiedView(self) }
    public func focused(_ condition: FocusState<Bool>.Binding) -> some View { _ModifiedView(self) }
    public func tag<V: Hashable>(_ tag: V) -> some View { _ModifiedView(self) }
    public func id<ID: Hashable>(_ id: ID) -> some View { _ModifiedView(self) }
    public func environmentObject<T: ObservableObject>(_ object: T) -> some View { _ModifiedView(self) }
    public func environment<T: AnyObject & Observable>(_ object: T?) -> some View { _ModifiedView(self) }
    public func accessibilityLabel(_ label: Text) -> some View { _ModifiedView(self) }
    public func accessibilityLabel(_ labelKey: LocalizedStringKey) -> some View { _ModifiedView(self) }
    public func help(_ textKey: LocalizedStringKey) -> some View { _ModifiedView(self) }
    public func labelStyle<S>(_ style: S) -> some View { _ModifiedView(self) }
}

public struct Rectangle: View, Sendable {
    public init() {}
}

public struct Circle: View, Sendable {
    public init() {}
}

public struct RoundedRectangle: View, Sendable {
    public init(cornerRadius: CGFloat) {}
}

// MARK: - Apps, scenes and commands

@MainActor @preconcurrency
public protocol App {
    associatedtype Body: Scene
    @SceneBuilder @MainActor @preconcurrency var body: Self.Body { get }
    @MainActor @preconcurrency init()
}

extension App {
    @MainActor @preconcurrency public static func main() {}
}

@MainActor @preconcurrency
public protocol Scene {
    associatedtype Body: Scene
    @SceneBuilder @MainActor @preconcurrency var body: Self.Body { get }
}

extension Never: Scene {}

extension Scene where Body == Never {
    public var body: Never { fatalError("primitive scene") }
}

@resultBuilder
public struct SceneBuilder {
    public static func buildExpression<Content: Scene>(_ content: Content) -> Content { content }
    public static func buildBlock<Content: Scene>(_ content: Content) -> Content { content }
    public static func buildBlock<each Content: Scene>(_ content: repeat each Content) -> _TupleScene<(repeat each Content)> { _TupleScene() }
}

public struct _TupleScene<T>: Scene {
    public typealias Body = Never
}

public struct _ModifiedScene<Content: Scene>: Scene {
    public typealias Body = Never
}

public struct WindowGroup<Content: View>: Scene {
    public typealias Body = Never
    public init(@ViewBuilder content: () -> Content) {}
    public init(_ titleKey: LocalizedStringKey, @ViewBuilder content: () -> Content) {}
}

public struct Settings<Content: View>: Scene {
    public typealias Body = Never
    public init(@ViewBuilder content: () -> Content) {}
}

@MainActor @preconcurrency
public protocol Commands {
    associatedtype Body: Commands
    @CommandsBuilder @MainActor @preconcurrency var body: Self.Body { get }
}

extension Never: Commands {}

extension Commands where Body == Never {
    public var body: Never { fatalError("primitive commands") }
}

@resultBuilder
public struct CommandsBuilder {
    public static func buildExpression<Content: Commands>(_ content: Content) -> Content { content }
    public static func buildBlock<Content: Commands>(_ content: Content) -> Content { content }
    public static func buildBlock<each Content: Commands>(_ content: repeat each Content) -> _TupleCommands<(repeat each Content)> {
        _TupleCommands()
    }
}

public struct _TupleCommands<T>: Commands {
    public typealias Body = Never
}

public struct CommandMenu<Content: View>: Commands {
    public typealias Body = Never
    public init(_ nameKey: LocalizedStringKey, @ViewBuilder content: () -> Content) {}
}

public struct CommandGroupPlacement: Sendable {
    public static let newItem = CommandGroupPlacement()
    public static let appInfo = CommandGroupPlacement()
    public static let help = CommandGroupPlacement()
    public static let saveItem = CommandGroupPlacement()
    public static let sidebar = CommandGroupPlacement()
}

public struct CommandGroup<Content: View>: Commands {
    public typealias Body = Never
    public init(before group: CommandGroupPlacement, @ViewBuilder addition: () -> Content) {}
    public init(after group: CommandGroupPlacement, @ViewBuilder addition: () -> Content) {}
    public init(replacing group: CommandGroupPlacement, @ViewBuilder addition: () -> Content) {}
}

extension Scene {
    public func commands<Content: Commands>(@CommandsBuilder content: () -> Content) -> some Scene { _ModifiedScene<Self>() }
}
