/// A `struct`, `class`, `enum`, `actor`, `protocol` or `extension` declaration.
public struct TypeDeclaration: Hashable, Sendable {
    public enum Kind: String, Sendable { case `struct`, `class`, `enum`, actor, `protocol`, `extension` }

    public var kind: Kind
    /// Dotted path of the type, nested types included: `Outer.Row`. Extensions use the
    /// extended type's path, so a type and its extensions share one name.
    public var qualifiedName: String
    /// Token index of the name (for an extension: the first token of the extended type).
    public var nameToken: Int
    /// Token index of the declaration's first token (attributes and modifiers included).
    public var declarationStart: Int
    /// Names in the inheritance list, as written (`View`, `SwiftUI.View`).
    public var inheritedTypes: [String]
    /// Modifiers written before the keyword (`private`, `public`, `final`, …).
    public var modifiers: [String]
    public var leftBrace: Int?
    public var rightBrace: Int?
    /// Names of the members declared directly inside (properties, functions, cases, nested types).
    public var memberNames: [String]
    /// Index of the enclosing type declaration, if nested.
    public var parent: Int?

    public var isExtension: Bool { kind == .extension }

    /// Whether the declaration itself says it is a SwiftUI view (or view-like builder type).
    public var conformsToViewProtocol: Bool {
        inheritedTypes.contains { TypeDeclaration.viewProtocols.contains($0) }
    }

    static let viewProtocols: Set<String> = [
        "View", "SwiftUI.View", "ViewModifier", "SwiftUI.ViewModifier", "App", "SwiftUI.App",
        "Scene", "SwiftUI.Scene", "Commands", "SwiftUI.Commands", "ToolbarContent", "SwiftUI.ToolbarContent",
    ]
}
