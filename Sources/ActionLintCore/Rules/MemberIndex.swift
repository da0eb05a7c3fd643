/// Member names per type, gathered from every linted file (types are extended across files).
public struct MemberIndex: Sendable {
    public private(set) var names: [String: Set<String>] = [:]

    public init() {}

    public init(syntax: SyntaxModel) {
        add(syntax)
    }

    public mutating func add(_ syntax: SyntaxModel) {
        for type in syntax.types {
            names[type.qualifiedName, default: []].formUnion(type.memberNames)
        }
    }

    public mutating func merge(_ other: MemberIndex) {
        for (type, members) in other.names { names[type, default: []].formUnion(members) }
    }

    /// Merges only the names of `types` (the ones someone will look up).
    public mutating func merge(_ other: MemberIndex, onlyTypes types: Set<String>) {
        for type in types {
            if let members = other.names[type] { names[type, default: []].formUnion(members) }
        }
    }

    public mutating func insert(_ member: String, into type: String) {
        names[type, default: []].insert(member)
    }

    public func memberNames(of type: String) -> Set<String> { names[type] ?? [] }
}
