/// Word lists the shallow parser needs to read declarations.
enum DeclarationWords {
    /// Words that may precede a declaration keyword.
    static let modifiers: Set<String> = [
        "private", "fileprivate", "internal", "public", "open", "package", "static", "class", "final",
        "override", "mutating", "nonmutating", "lazy", "weak", "unowned", "convenience", "required",
        "dynamic", "optional", "indirect", "nonisolated", "consuming", "borrowing", "distributed", "prefix",
        "postfix", "infix", "isolated", "sending",
    ]

    /// Keywords that introduce a declaration (used to tell `class func` from `class Foo`).
    static let introducers: Set<String> = [
        "func", "var", "let", "init", "subscript", "deinit", "typealias", "associatedtype", "case",
        "struct", "class", "enum", "protocol", "extension", "actor", "macro", "static", "final",
        "override", "private", "fileprivate", "public", "internal", "open",
    ]

    /// Result-builder attributes that make a member view-building.
    static let builderAttributes: Set<String> = [
        "@ViewBuilder", "@SwiftUI.ViewBuilder", "@ToolbarContentBuilder", "@SceneBuilder", "@CommandsBuilder",
        "@TableRowBuilder", "@TableColumnBuilder", "@AccessibilityRotorContentBuilder",
    ]

    /// Result types that make a member view-building (`some View`, `some Scene`, …).
    static let viewResultTypes: Set<String> = [
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
