/// The SwiftUI APIs whose closure arguments are actions — the one place this knowledge lives.
///
/// Each entry lists the API's closure parameters in declaration order, so that a trailing
/// closure can be matched to the parameter Swift would give it (`Button(action: f) { … }`: the
/// trailing closure is the label, not the action). Sources: the SwiftUI documentation of each
/// initializer or modifier.
public enum ActionCatalog {
    public static let entries: [ActionAPI] = [
        // Controls.
        ActionAPI("Button", [.init("action", .action), .init("label", .viewBuilder)]),
        ActionAPI("TextField", [.init("onEditingChanged", .action, hasDefault: true), .init("onCommit", .action, hasDefault: true)]),
        ActionAPI("SecureField", [.init("onCommit", .action, hasDefault: true)]),
        ActionAPI("Stepper", [
            .init("onIncrement", .action, hasDefault: true), .init("onDecrement", .action, hasDefault: true),
            .init("onEditingChanged", .action, hasDefault: true), .init("label", .viewBuilder),
        ]),
        ActionAPI("Menu", [.init("content", .viewBuilder), .init("label", .viewBuilder), .init("primaryAction", .action)]),
        ActionAPI("PasteButton", [.init("onPaste", .action)], fix: ["onPaste": .keepClosure]),
        ActionAPI("EditButton", []),
        // Gestures and events.
        ActionAPI(".onTapGesture", [.init("perform", .action)]),
        ActionAPI(".onLongPressGesture", [.init("perform", .action), .init("onPressingChanged", .action, hasDefault: true)]),
        ActionAPI(".onSubmit", [.init("_", .action)]),
        ActionAPI(".onAppear", [.init("perform", .action, hasDefault: true)]),
        ActionAPI(".onDisappear", [.init("perform", .action, hasDefault: true)]),
        // `.onChange(of:) { }` has overloads with zero and two parameters across SDKs; a closure
        // that calls the method compiles with all of them.
        ActionAPI(".onChange", [.init("_", .action)], fix: ["_": .keepClosure, "perform": .keepClosure]),
        ActionAPI(".onReceive", [.init("perform", .action)]),
        ActionAPI(".task", [.init("_", .action)], isAsync: true, fix: ["_": .keepClosure]),
        ActionAPI(".refreshable", [.init("action", .action)], isAsync: true, fix: ["action": .keepClosure]),
        ActionAPI(".onDelete", [.init("perform", .action)]),
        ActionAPI(".onMove", [.init("perform", .action)]),
        ActionAPI(".onHover", [.init("perform", .action)]),
        ActionAPI(".onOpenURL", [.init("perform", .action)]),
        ActionAPI(".onDrop", [.init("perform", .action)]),
        ActionAPI(".dropDestination", [.init("action", .action), .init("isTargeted", .action, hasDefault: true)]),
        ActionAPI(".onEnded", [.init("_", .action)], fix: ["_": .keepClosure]),
        ActionAPI(".onChanged", [.init("_", .action)], fix: ["_": .keepClosure]),
        // `accessibilityAction(_ kind: = .default, _ handler:)`: an unlabelled method reference
        // would be ambiguous, so the fix keeps a closure.
        ActionAPI(".accessibilityAction", [.init("_", .action)], fix: ["_": .keepClosure]),
        // Presentations: the content closure builds views; `onDismiss:` is an action.
        ActionAPI(".sheet", [.init("onDismiss", .action, hasDefault: true), .init("content", .viewBuilder)]),
        ActionAPI(".fullScreenCover", [.init("onDismiss", .action, hasDefault: true), .init("content", .viewBuilder)]),
        ActionAPI(".alert", [.init("actions", .viewBuilder), .init("message", .viewBuilder)]),
        ActionAPI(".confirmationDialog", [.init("actions", .viewBuilder), .init("message", .viewBuilder)]),
        ActionAPI(".popover", [.init("content", .viewBuilder)]),
        ActionAPI(".swipeActions", [.init("content", .viewBuilder)]),
        ActionAPI(".contextMenu", [.init("menuItems", .viewBuilder), .init("preview", .viewBuilder)]),
        ActionAPI(".toolbar", [.init("content", .viewBuilder)]),
    ]

    /// Entries by callee.
    public static let byCallee: [String: ActionAPI] = Dictionary(entries.map { ($0.callee, $0) }, uniquingKeysWith: { first, _ in first })

    /// Labels that mark an action in any API (custom views and modifiers): `action:`,
    /// `perform:`, `handler:`, `completion:`.
    public static let actionLabels: Set<String> = ["action", "perform", "handler", "completion"]

    /// Whether a label of a custom API looks like an action: the labels above, `on<Event>:`,
    /// and `<something>Action:`.
    public static func isActionLabel(_ label: String) -> Bool {
        if actionLabels.contains(label) { return true }
        if label.hasPrefix("on"), let third = label.dropFirst(2).first, third.isUppercase { return true }
        return label.count > "Action".count && label.hasSuffix("Action")
    }

    /// Custom callees whose trailing closure is an action: `…Button` views and `.on<Event>` modifiers.
    public static func isActionCallee(_ callee: String) -> Bool {
        let name = callee.hasPrefix(".") ? String(callee.dropFirst()) : callee
        if name.hasSuffix("Button"), name.first?.isUppercase == true { return true }
        if callee.hasPrefix(".on"), let third = name.dropFirst(2).first, third.isUppercase { return true }
        return false
    }
}
