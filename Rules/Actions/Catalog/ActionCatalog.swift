import ActionLintCore

/// The SwiftUI APIs whose closure arguments are actions — the one place this knowledge lives.
///
/// Each entry lists the API's overloads as SwiftUI declares them (labels in order, defaults,
/// each closure parameter's type), read by `SignatureReader`, so that every closure of a call
/// is matched to the parameter Swift would give it (`TextField("Title", text: $t) { … }` is
/// `onCommit:`, `TextField(text: $t) { … }` the `label:`) and a fix writes only argument lists
/// an overload accepts. Source: the SwiftUI documentation of each initializer and modifier;
/// a `String` title stands for each title overload (`LocalizedStringKey`, `StringProtocol`,
/// `LocalizedStringResource`), which share their labels.
public enum ActionCatalog {
    public static let entries: [ActionAPI] = [
        // Controls.
        ActionAPI("Button", [
            "init(action: @escaping @MainActor () -> Void, @ViewBuilder label: () -> Label)",
            "init(role: ButtonRole?, action: @escaping @MainActor () -> Void, @ViewBuilder label: () -> Label)",
            "init(_ title: String, action: @escaping @MainActor () -> Void)",
            "init(_ title: String, role: ButtonRole?, action: @escaping @MainActor () -> Void)",
            "init(_ title: String, systemImage: String, action: @escaping @MainActor () -> Void)",
            "init(_ title: String, systemImage: String, role: ButtonRole?, action: @escaping @MainActor () -> Void)",
            "init(_ title: String, image: ImageResource, action: @escaping @MainActor () -> Void)",
        ]),
        ActionAPI("TextField", [
            "init(_ title: String, text: Binding<String>)",
            "init(_ title: String, text: Binding<String>, prompt: Text?)",
            "init(_ title: String, text: Binding<String>, axis: Axis)",
            "init(_ title: String, text: Binding<String>, prompt: Text?, axis: Axis)",
            "init(_ title: String, text: Binding<String>, onEditingChanged: @escaping (Bool) -> Void, onCommit: @escaping () -> Void)",
            "init(_ title: String, text: Binding<String>, onCommit: @escaping () -> Void)",
            "init(_ title: String, text: Binding<String>, onEditingChanged: @escaping (Bool) -> Void)",
            "init(text: Binding<String>, prompt: Text? = nil, @ViewBuilder label: () -> Label)",
            "init(text: Binding<String>, prompt: Text? = nil, axis: Axis, @ViewBuilder label: () -> Label)",
            "init<F>(_ title: String, value: Binding<F.FormatInput>, format: F, prompt: Text? = nil)",
            "init<F>(value: Binding<F.FormatInput>, format: F, prompt: Text? = nil, @ViewBuilder label: () -> Label)",
            "init<V>(_ title: String, value: Binding<V>, formatter: Formatter)",
            "init<V>(_ title: String, value: Binding<V>, formatter: Formatter, prompt: Text?)",
            "init<V>(_ title: String, value: Binding<V>, formatter: Formatter, onEditingChanged: @escaping (Bool) -> Void, onCommit: @escaping () -> Void)",
            "init<V>(_ title: String, value: Binding<V>, formatter: Formatter, onCommit: @escaping () -> Void)",
            "init<V>(_ title: String, value: Binding<V>, formatter: Formatter, onEditingChanged: @escaping (Bool) -> Void)",
        ]),
        ActionAPI("SecureField", [
            "init(_ title: String, text: Binding<String>)",
            "init(_ title: String, text: Binding<String>, prompt: Text?)",
            "init(_ title: String, text: Binding<String>, onCommit: @escaping () -> Void)",
            "init(text: Binding<String>, prompt: Text? = nil, @ViewBuilder label: () -> Label)",
        ]),
        ActionAPI("Stepper", [
            "init(@ViewBuilder label: () -> Label, onIncrement: (() -> Void)?, onDecrement: (() -> Void)?, onEditingChanged: @escaping (Bool) -> Void = { _ in })",
            "init(onIncrement: (() -> Void)?, onDecrement: (() -> Void)?, onEditingChanged: @escaping (Bool) -> Void = { _ in }, @ViewBuilder label: () -> Label)",
            "init(_ title: String, onIncrement: (() -> Void)?, onDecrement: (() -> Void)?, onEditingChanged: @escaping (Bool) -> Void = { _ in })",
            "init<V>(value: Binding<V>, step: V.Stride = 1, @ViewBuilder label: () -> Label, onEditingChanged: @escaping (Bool) -> Void = { _ in })",
            "init<V>(value: Binding<V>, in bounds: ClosedRange<V>, step: V.Stride = 1, onEditingChanged: @escaping (Bool) -> Void = { _ in }, @ViewBuilder label: () -> Label)",
            "init<V>(_ title: String, value: Binding<V>, step: V.Stride = 1, onEditingChanged: @escaping (Bool) -> Void = { _ in })",
            "init<V>(_ title: String, value: Binding<V>, in bounds: ClosedRange<V>, step: V.Stride = 1, onEditingChanged: @escaping (Bool) -> Void = { _ in })",
        ]),
        ActionAPI("Menu", [
            "init(@ViewBuilder content: () -> Content, @ViewBuilder label: () -> Label)",
            "init(@ViewBuilder content: () -> Content, @ViewBuilder label: () -> Label, primaryAction: @escaping () -> Void)",
            "init(_ title: String, @ViewBuilder content: () -> Content)",
            "init(_ title: String, @ViewBuilder content: () -> Content, primaryAction: @escaping () -> Void)",
            "init(_ title: String, systemImage: String, @ViewBuilder content: () -> Content)",
            "init(_ title: String, systemImage: String, @ViewBuilder content: () -> Content, primaryAction: @escaping () -> Void)",
        ]),
        ActionAPI("PasteButton", [
            "init(supportedContentTypes: [UTType], payloadAction: @escaping ([NSItemProvider]) -> Void)",
            "init<T>(payloadType: T.Type, onPaste: @escaping ([T]) -> Void)",
        ]),
        ActionAPI("Slider", [
            "init<V>(value: Binding<V>, in bounds: ClosedRange<V> = 0...1, onEditingChanged: @escaping (Bool) -> Void = { _ in })",
            "init<V>(value: Binding<V>, in bounds: ClosedRange<V>, step: V.Stride = 1, onEditingChanged: @escaping (Bool) -> Void = { _ in })",
            "init<V>(value: Binding<V>, in bounds: ClosedRange<V> = 0...1, @ViewBuilder label: () -> Label, onEditingChanged: @escaping (Bool) -> Void = { _ in })",
            "init<V>(value: Binding<V>, in bounds: ClosedRange<V>, step: V.Stride = 1, @ViewBuilder label: () -> Label, onEditingChanged: @escaping (Bool) -> Void = { _ in })",
        ]),
        ActionAPI("EditButton", ["init()"]),
        // Gestures and events.
        ActionAPI(".onTapGesture", [
            "func onTapGesture(count: Int = 1, perform action: @escaping () -> Void) -> some View",
            "func onTapGesture(count: Int = 1, coordinateSpace: some CoordinateSpaceProtocol = .local, perform action: @escaping (CGPoint) -> Void) -> some View",
        ]),
        ActionAPI(".onLongPressGesture", [
            "func onLongPressGesture(minimumDuration: Double = 0.5, maximumDistance: CGFloat = 10, perform action: @escaping () -> Void, onPressingChanged: ((Bool) -> Void)? = nil) -> some View",
            "func onLongPressGesture(minimumDuration: Double = 0.5, perform action: @escaping () -> Void, onPressingChanged: ((Bool) -> Void)? = nil) -> some View",
        ]),
        ActionAPI(".onSubmit", [
            "func onSubmit(of triggers: SubmitTriggers = .text, _ action: @escaping () -> Void) -> some View",
        ]),
        ActionAPI(".onAppear", ["func onAppear(perform action: (() -> Void)? = nil) -> some View"]),
        ActionAPI(".onDisappear", ["func onDisappear(perform action: (() -> Void)? = nil) -> some View"]),
        ActionAPI(".onChange", [
            "func onChange<V>(of value: V, initial: Bool = false, _ action: @escaping () -> Void) -> some View",
            "func onChange<V>(of value: V, initial: Bool = false, _ action: @escaping (_ oldValue: V, _ newValue: V) -> Void) -> some View",
            "func onChange<V>(of value: V, perform action: @escaping (_ newValue: V) -> Void) -> some View",
        ]),
        ActionAPI(".onReceive", [
            "func onReceive<P>(_ publisher: P, perform action: @escaping (P.Output) -> Void) -> some View",
        ]),
        ActionAPI(".task", [
            "func task(priority: TaskPriority = .userInitiated, _ action: sending @escaping @isolated(any) () async -> Void) -> some View",
            "func task<T>(id value: T, priority: TaskPriority = .userInitiated, _ action: sending @escaping @isolated(any) () async -> Void) -> some View",
            "func task(name: String? = nil, priority: TaskPriority = .userInitiated, file: String = #fileID, line: Int = #line, _ action: sending @escaping @isolated(any) () async -> Void) -> some View",
            "func task<T>(id value: T, name: String? = nil, priority: TaskPriority = .userInitiated, file: String = #fileID, line: Int = #line, _ action: sending @escaping @isolated(any) () async -> Void) -> some View",
        ]),
        ActionAPI(".refreshable", ["func refreshable(action: @escaping @Sendable () async -> Void) -> some View"]),
        ActionAPI(".onDelete", [
            "func onDelete(perform action: Optional<(IndexSet) -> Void>) -> some DynamicViewContent",
        ]),
        ActionAPI(".onMove", [
            "func onMove(perform action: Optional<(IndexSet, Int) -> Void>) -> some DynamicViewContent",
        ]),
        ActionAPI(".onHover", ["func onHover(perform action: @escaping (Bool) -> Void) -> some View"]),
        ActionAPI(".onContinuousHover", [
            "func onContinuousHover(coordinateSpace: some CoordinateSpaceProtocol = .local, perform action: @escaping (HoverPhase) -> Void) -> some View",
        ]),
        // Commands: the keyboard's and remote's (macOS, tvOS) and the Edit menu's.
        ActionAPI(".onMoveCommand", [
            "func onMoveCommand(perform action: ((MoveCommandDirection) -> Void)?) -> some View",
        ]),
        ActionAPI(".onExitCommand", ["func onExitCommand(perform action: (() -> Void)?) -> some View"]),
        ActionAPI(".onDeleteCommand", ["func onDeleteCommand(perform action: (() -> Void)?) -> some View"]),
        ActionAPI(".onPlayPauseCommand", ["func onPlayPauseCommand(perform action: (() -> Void)?) -> some View"]),
        // A copy or cut returns what goes to the pasteboard.
        ActionAPI(".onCopyCommand", [
            "func onCopyCommand(perform payloadAction: (() -> [NSItemProvider])?) -> some View",
        ]),
        ActionAPI(".onCutCommand", [
            "func onCutCommand(perform payloadAction: (() -> [NSItemProvider])?) -> some View",
        ]),
        ActionAPI(".onPasteCommand", [
            "func onPasteCommand(of supportedContentTypes: [UTType], perform payloadAction: @escaping ([NSItemProvider]) -> Void) -> some View",
        ]),
        ActionAPI(".onContinueUserActivity", [
            "func onContinueUserActivity(_ activityType: String, perform action: @escaping (NSUserActivity) -> ()) -> some View",
        ]),
        // Geometry and scrolling: `of:` computes a value (a transform, no action); `action:` reacts.
        ActionAPI(".onGeometryChange", [
            "func onGeometryChange<T>(for type: T.Type, of transform: @escaping @Sendable (GeometryProxy) -> T, action: @escaping (_ newValue: T) -> Void) -> some View",
            "func onGeometryChange<T>(for type: T.Type, of transform: @escaping @Sendable (GeometryProxy) -> T, action: @escaping (_ oldValue: T, _ newValue: T) -> Void) -> some View",
        ]),
        ActionAPI(".onScrollGeometryChange", [
            "func onScrollGeometryChange<T>(for type: T.Type, of transform: @escaping (ScrollGeometry) -> T, action: @escaping (_ oldValue: T, _ newValue: T) -> Void) -> some View",
        ]),
        ActionAPI(".onScrollPhaseChange", [
            "func onScrollPhaseChange(_ action: @escaping (_ oldPhase: ScrollPhase, _ newPhase: ScrollPhase) -> Void) -> some View",
            "func onScrollPhaseChange(_ action: @escaping (_ oldPhase: ScrollPhase, _ newPhase: ScrollPhase, _ context: ScrollPhaseChangeContext) -> Void) -> some View",
        ]),
        ActionAPI(".onScrollVisibilityChange", [
            "func onScrollVisibilityChange(threshold: Double = 0.5, _ action: @escaping (Bool) -> Void) -> some View",
        ]),
        ActionAPI(".onOpenURL", ["func onOpenURL(perform action: @escaping (URL) -> ()) -> some View"]),
        ActionAPI(".onDrop", [
            "func onDrop(of supportedContentTypes: [UTType], isTargeted: Binding<Bool>?, perform action: @escaping (_ providers: [NSItemProvider]) -> Bool) -> some View",
            "func onDrop(of supportedContentTypes: [UTType], isTargeted: Binding<Bool>?, perform action: @escaping (_ providers: [NSItemProvider], _ location: CGPoint) -> Bool) -> some View",
            "func onDrop(of supportedContentTypes: [UTType], delegate: any DropDelegate) -> some View",
        ]),
        // A key press's action says whether it consumed the event: its closure returns a value.
        ActionAPI(".onKeyPress", [
            "func onKeyPress(_ key: KeyEquivalent, action: @escaping () -> KeyPress.Result) -> some View",
            "func onKeyPress(_ key: KeyEquivalent, phases: KeyPress.Phases, action: @escaping (KeyPress) -> KeyPress.Result) -> some View",
            "func onKeyPress(keys: Set<KeyEquivalent>, phases: KeyPress.Phases = [.down, .repeat], action: @escaping (KeyPress) -> KeyPress.Result) -> some View",
            "func onKeyPress(characters: CharacterSet, phases: KeyPress.Phases = [.down, .repeat], action: @escaping (KeyPress) -> KeyPress.Result) -> some View",
            "func onKeyPress(phases: KeyPress.Phases = [.down, .repeat], action: @escaping (KeyPress) -> KeyPress.Result) -> some View",
        ]),
        // A drag's action returns the item it drags.
        ActionAPI(".onDrag", [
            "func onDrag(_ data: @escaping () -> NSItemProvider) -> some View",
            "func onDrag<V>(_ data: @escaping () -> NSItemProvider, @ViewBuilder preview: () -> V) -> some View",
        ]),
        ActionAPI(".dropDestination", [
            "func dropDestination<T>(for payloadType: T.Type = T.self, action: @escaping (_ items: [T], _ location: CGPoint) -> Bool, isTargeted: @escaping (Bool) -> Void = { _ in }) -> some View",
        ]),
        ActionAPI(".onEnded", ["func onEnded(_ action: @escaping (Self.Value) -> Void) -> _EndedGesture<Self>"]),
        ActionAPI(".onChanged", ["func onChanged(_ action: @escaping (Self.Value) -> Void) -> _ChangedGesture<Self>"]),
        ActionAPI(".accessibilityAction", [
            "func accessibilityAction(_ actionKind: AccessibilityActionKind = .default, _ handler: @escaping () -> Void) -> some View",
            "func accessibilityAction(named name: Text, _ handler: @escaping () -> Void) -> some View",
            "func accessibilityAction<Label>(action: @escaping () -> Void, @ViewBuilder label: () -> Label) -> some View",
        ]),
        // Presentations: the content closure builds views; `onDismiss:` is an action.
        ActionAPI(".sheet", [
            "func sheet<Content>(isPresented: Binding<Bool>, onDismiss: (() -> Void)? = nil, @ViewBuilder content: @escaping () -> Content) -> some View",
            "func sheet<Item, Content>(item: Binding<Item?>, onDismiss: (() -> Void)? = nil, @ViewBuilder content: @escaping (Item) -> Content) -> some View",
        ]),
        ActionAPI(".fullScreenCover", [
            "func fullScreenCover<Content>(isPresented: Binding<Bool>, onDismiss: (() -> Void)? = nil, @ViewBuilder content: @escaping () -> Content) -> some View",
            "func fullScreenCover<Item, Content>(item: Binding<Item?>, onDismiss: (() -> Void)? = nil, @ViewBuilder content: @escaping (Item) -> Content) -> some View",
        ]),
        ActionAPI(".alert", [
            "func alert<A>(_ title: String, isPresented: Binding<Bool>, @ViewBuilder actions: () -> A) -> some View",
            "func alert<A, M>(_ title: String, isPresented: Binding<Bool>, @ViewBuilder actions: () -> A, @ViewBuilder message: () -> M) -> some View",
            "func alert<A, T>(_ title: String, isPresented: Binding<Bool>, presenting data: T?, @ViewBuilder actions: (T) -> A) -> some View",
            "func alert<A, M, T>(_ title: String, isPresented: Binding<Bool>, presenting data: T?, @ViewBuilder actions: (T) -> A, @ViewBuilder message: (T) -> M) -> some View",
            "func alert(isPresented: Binding<Bool>, content: () -> Alert) -> some View",
        ]),
        // The buttons of an `Alert` (`Alert(title:primaryButton:secondaryButton:)`): `Alert.Button`'s
        // factories, wherever the alert is built (a computed property returning `Alert` too).
        ActionAPI(".default", [
            "static func `default`(_ label: Text, action: (() -> Void)? = {}) -> Alert.Button",
        ]),
        ActionAPI(".cancel", [
            "static func cancel(_ label: Text, action: (() -> Void)? = {}) -> Alert.Button",
            "static func cancel(_ action: (() -> Void)? = {}) -> Alert.Button",
        ]),
        ActionAPI(".destructive", [
            "static func destructive(_ label: Text, action: (() -> Void)? = {}) -> Alert.Button",
        ]),
        ActionAPI(".confirmationDialog", [
            "func confirmationDialog<A>(_ title: String, isPresented: Binding<Bool>, titleVisibility: Visibility = .automatic, @ViewBuilder actions: () -> A) -> some View",
            "func confirmationDialog<A, M>(_ title: String, isPresented: Binding<Bool>, titleVisibility: Visibility = .automatic, @ViewBuilder actions: () -> A, @ViewBuilder message: () -> M) -> some View",
            "func confirmationDialog<A, T>(_ title: String, isPresented: Binding<Bool>, titleVisibility: Visibility = .automatic, presenting data: T?, @ViewBuilder actions: (T) -> A) -> some View",
            "func confirmationDialog<A, M, T>(_ title: String, isPresented: Binding<Bool>, titleVisibility: Visibility = .automatic, presenting data: T?, @ViewBuilder actions: (T) -> A, @ViewBuilder message: (T) -> M) -> some View",
        ]),
        ActionAPI(".popover", [
            "func popover<Content>(isPresented: Binding<Bool>, attachmentAnchor: PopoverAttachmentAnchor = .rect(.bounds), arrowEdge: Edge? = nil, @ViewBuilder content: @escaping () -> Content) -> some View",
            "func popover<Item, Content>(item: Binding<Item?>, attachmentAnchor: PopoverAttachmentAnchor = .rect(.bounds), arrowEdge: Edge? = nil, @ViewBuilder content: @escaping (Item) -> Content) -> some View",
        ]),
        ActionAPI(".swipeActions", [
            "func swipeActions<T>(edge: HorizontalEdge = .trailing, allowsFullSwipe: Bool = true, @ViewBuilder content: () -> T) -> some View",
        ]),
        ActionAPI(".contextMenu", [
            "func contextMenu<MenuItems>(@ViewBuilder menuItems: () -> MenuItems) -> some View",
            "func contextMenu<M, P>(@ViewBuilder menuItems: () -> M, @ViewBuilder preview: () -> P) -> some View",
            "func contextMenu<I, M>(forSelectionType itemType: I.Type = I.self, @ViewBuilder menu: @escaping (Set<I>) -> M, primaryAction: ((Set<I>) -> Void)? = nil) -> some View",
        ]),
        ActionAPI(".toolbar", [
            "func toolbar<Content>(@ViewBuilder content: () -> Content) -> some View",
            "func toolbar<Content>(@ToolbarContentBuilder content: () -> Content) -> some View",
            "func toolbar<Content>(id: String, @ToolbarContentBuilder content: () -> Content) -> some View",
        ]),
    ]

    /// Entries by callee.
    public static let byCallee: [String: ActionAPI] = Dictionary(entries.map { ($0.callee, $0) },
                                                                 uniquingKeysWith: { first, _ in first })

    /// Labels that mark an action in any API (custom views and modifiers): `action:`,
    /// `perform:`, `handler:`, `completion:`.
    public static let actionLabels: Set<String> = ["action", "perform", "handler", "completion"]

    /// Whether a label of a custom API looks like an action: the labels above, `on<Event>:`,
    /// and `<something>Action:`.
    public static func isActionLabel(_ label: String) -> Bool {
        if let answer = printableASCII(label, { isActionLabel($0) }) { return answer }
        if actionLabels.contains(label) { return true }
        if label.hasPrefix("on"), let third = label.dropFirst(2).first, third.isUppercase { return true }
        return label.count > "Action".count && label.hasSuffix("Action")
    }

    /// Custom callees whose trailing closure is an action: `…Button` views and `.on<Event>` modifiers.
    public static func isActionCallee(_ callee: String) -> Bool {
        if let answer = printableASCII(callee, { isActionCallee($0) }) { return answer }
        let name = callee.hasPrefix(".") ? String(callee.dropFirst()) : callee
        if name.hasSuffix("Button"), name.first?.isUppercase == true { return true }
        if callee.hasPrefix(".on"), let third = name.dropFirst(2).first, third.isUppercase { return true }
        return false
    }

    /// `test` on the text's bytes when every byte is printable ASCII — then each byte is one
    /// `Character` and the byte tests below answer exactly as the `Character` ones do — else nil.
    static func printableASCII(_ text: String, _ test: (UnsafeBufferPointer<UInt8>) -> Bool) -> Bool? {
        var text = text
        return text.withUTF8 { bytes in
            for byte in bytes where byte < 0x20 || byte >= 0x7F { return nil }
            return test(bytes)
        }
    }

    /// What counts as an uppercase letter in the byte tests: `A`–`Z`, or (for the prefilter's
    /// tests, which must lean to yes) also any byte of a non-ASCII character.
    enum Uppercase {
        case ascii
        case asciiOrNonASCII

        func accepts(_ byte: UInt8) -> Bool {
            (byte >= UInt8(ascii: "A") && byte <= UInt8(ascii: "Z")) || (self == .asciiOrNonASCII && byte >= 0x80)
        }
    }

    static func hasSuffix(_ bytes: UnsafeBufferPointer<UInt8>, _ suffix: StaticString) -> Bool {
        let count = suffix.utf8CodeUnitCount
        guard bytes.count >= count else { return false }
        return suffix.withUTF8Buffer { expected in
            for index in 0..<count where bytes[bytes.count - count + index] != expected[index] { return false }
            return true
        }
    }

    static func hasPrefix(_ bytes: UnsafeBufferPointer<UInt8>, _ prefix: StaticString) -> Bool {
        let count = prefix.utf8CodeUnitCount
        guard bytes.count >= count else { return false }
        return prefix.withUTF8Buffer { expected in
            for index in 0..<count where bytes[index] != expected[index] { return false }
            return true
        }
    }

    /// `on` and an uppercase letter (`onSave`, `onTapGesture`).
    static func isEventName(_ name: UnsafeBufferPointer<UInt8>, uppercase: Uppercase) -> Bool {
        name.count > 2 && hasPrefix(name, "on") && uppercase.accepts(name[2])
    }

    /// `isActionLabel` on a label's bytes.
    static func isActionLabel(_ bytes: UnsafeBufferPointer<UInt8>, uppercase: Uppercase = .ascii) -> Bool {
        switch bytes.count {
        case 6 where hasPrefix(bytes, "action"), 7 where hasPrefix(bytes, "perform") || hasPrefix(bytes, "handler"),
             10 where hasPrefix(bytes, "completion"):
            return true
        default:
            break
        }
        if isEventName(bytes, uppercase: uppercase) { return true }
        return bytes.count > 6 && hasSuffix(bytes, "Action")
    }

    /// `isActionCallee` on a callee's bytes; `dotted` says whether it is a member call or
    /// modifier (`.onSave`), when the bytes are the name alone.
    static func isActionCallee(_ bytes: UnsafeBufferPointer<UInt8>, uppercase: Uppercase = .ascii) -> Bool {
        let dotted = bytes.first == UInt8(ascii: ".")
        let name = dotted ? UnsafeBufferPointer(rebasing: bytes[1...]) : bytes
        return isActionCallee(name: name, dotted: dotted, uppercase: uppercase)
    }

    static func isActionCallee(name: UnsafeBufferPointer<UInt8>, dotted: Bool, uppercase: Uppercase) -> Bool {
        if hasSuffix(name, "Button"), uppercase.accepts(name[0]) { return true }
        return dotted && isEventName(name, uppercase: uppercase)
    }
}
