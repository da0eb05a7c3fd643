/// What the shallow parser knows about a file: its types, their members, and — inside
/// view-building members — every call with closure arguments and every closure.
public struct SyntaxModel: Sendable {
    public var types: [TypeDeclaration] = []
    public var members: [MemberDeclaration] = []
    public var calls: [CallSite] = []
    public var closures: [ClosureExpression] = []

    public init() {}

    /// Qualified names of the types that are views in this file: declared (or extended) with a
    /// view protocol, or declaring `body` as a view-building member.
    public var viewTypeNames: Set<String> {
        var names = Set<String>()
        for type in types where type.conformsToViewProtocol { names.insert(type.qualifiedName) }
        for member in members where member.name == "body" && member.isViewBuilding {
            names.insert(types[member.typeIndex].qualifiedName)
        }
        return names
    }
}
