/// Word lists the shallow parser needs to read declarations (public: the byte prefilters that
/// decide whether a file is lexed at all read the same lists).
public enum DeclarationWords {
    /// Result-builder attributes that make a member view-building.
    public static let builderAttributes: Set<String> = [
        "@ViewBuilder", "@SwiftUI.ViewBuilder", "@ToolbarContentBuilder", "@SceneBuilder", "@CommandsBuilder",
        "@TableRowBuilder", "@TableColumnBuilder", "@AccessibilityRotorContentBuilder",
    ]

    /// Result types that make a member view-building (`some View`, `some Scene`, …).
    public static let viewResultTypes: Set<String> = [
        "some View", "some SwiftUI.View", "AnyView", "some Scene", "some Commands", "some ToolbarContent",
        "some ViewModifier", "any View", "some CustomizableToolbarContent", "some TableRowContent",
    ]

    /// Result types of members that build no view but hold a view's actions: an alert or action
    /// sheet with its buttons (`var deleteAlert: Alert { Alert(…, primaryButton: .destructive(…) {
    /// … }) }`), and an array of button models (`var actions: [MenuAction] { [MenuAction(…) { … }] }`).
    /// One alert button is such a member too (`var stopButton: SwiftUI.Alert.Button { .cancel { … } }`).
    /// Their closures are recorded; the rules take them for actions in a view's members only.
    public static func holdsActions(resultType: String) -> Bool {
        if resultType.hasPrefix("[") && resultType.hasSuffix("]") { return !resultType.contains(":") }
        return alertTypes.contains(unqualified(resultType))
    }

    static let alertTypes: Set<String> = ["Alert", "Alert.Button", "ActionSheet", "ActionSheet.Button"]

    /// `SwiftUI.Alert.Button?` read as `Alert.Button`: the module prefix and the optional name one type.
    static func unqualified(_ type: String) -> String {
        var name = type.hasSuffix("?") ? String(type.dropLast()) : type
        if name.hasPrefix("SwiftUI.") { name.removeFirst("SwiftUI.".count) }
        return name
    }

    static func isViewBuilding(name: String, resultType: String, attributes: [String]) -> Bool {
        if attributes.contains(where: builderAttributes.contains) { return true }
        if viewResultTypes.contains(resultType) { return true }
        // `some View & Equatable`, `some View where …` are still views.
        return resultType.hasPrefix("some View ") || resultType.hasPrefix("some View&")
    }
}
