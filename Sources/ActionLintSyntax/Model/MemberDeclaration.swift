/// A property, function, initializer or subscript of a type that has a body.
public struct MemberDeclaration: Hashable, Sendable {
    public enum Kind: String, Sendable { case property, function, initializer, `subscript`, other }

    public var kind: Kind
    public var name: String
    /// Index of the owning type declaration.
    public var typeIndex: Int
    /// Whether the member builds views: `body`, anything returning `some View` (or a scene,
    /// toolbar or commands), or marked with a result-builder attribute like `@ViewBuilder`.
    public var isViewBuilding: Bool
    /// The return or property type as written, trivia collapsed (`some View`).
    public var resultType: String
    public var leftBrace: Int
    public var rightBrace: Int?
    /// Internal names of the function's parameters (bound inside the member).
    public var parameterNames: [String]
}
