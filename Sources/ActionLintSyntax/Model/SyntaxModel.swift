/// What the shallow parser knows about a file: its types, their members, and — inside
/// view-building members and members holding a view's actions (`DeclarationWords.holdsActions`) —
/// every call with closure arguments and every closure.
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

    /// Qualified names of the classes and actors this file declares that are no view: not
    /// declared or extended here with a view protocol, no `body` building a view. A view model
    /// whose method returns `AnyView` builds views without being one; its closures are its own
    /// logic, not a view's actions. Empty for most files (no class at all).
    public var nonViewClassNames: Set<String> {
        guard types.contains(where: { $0.kind == .class || $0.kind == .actor }) else { return [] }
        let views = viewTypeNames
        var names = Set<String>()
        for type in types where (type.kind == .class || type.kind == .actor) && !views.contains(type.qualifiedName) {
            names.insert(type.qualifiedName)
        }
        return names
    }
}
