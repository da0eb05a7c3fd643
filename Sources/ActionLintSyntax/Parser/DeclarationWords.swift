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

    static func isViewBuilding(name: String, resultType: String, attributes: [String]) -> Bool {
        if attributes.contains(where: builderAttributes.contains) { return true }
        if viewResultTypes.contains(resultType) { return true }
        // `some View & Equatable`, `some View where …` are still views.
        return resultType.hasPrefix("some View ") || resultType.hasPrefix("some View&")
    }
}
