/// Member names per type, gathered from every linted file (types are extended across files).
///
/// Names are kept as lists, repeats and all, and made a set only when a type is looked up:
/// every parsed file builds an index, but only the types with findings are ever looked up.
public struct MemberIndex: Sendable {
    private var declared: [String: [String]] = [:]

    public init() {}

    public init(syntax: SyntaxModel) {
        add(syntax)
    }

    public mutating func add(_ syntax: SyntaxModel) {
        for type in syntax.types {
            declared[type.qualifiedName, default: []].append(contentsOf: type.memberNames)
        }
    }

    public mutating func merge(_ other: MemberIndex) {
        for (type, members) in other.declared { add(members, to: type) }
    }

    /// Merges only the names of `types` (the ones someone will look up).
    public mutating func merge(_ other: MemberIndex, onlyTypes types: Set<String>) {
        // At most these types are ever listed: room for them at once, not at each doubling.
        if declared.isEmpty { declared.reserveCapacity(types.count) }
        // Walks the smaller side: one file declares a few types, a folder has many with findings.
        if other.declared.count <= types.count {
            for (type, members) in other.declared where types.contains(type) { add(members, to: type) }
        } else {
            for type in types {
                if let members = other.declared[type] { add(members, to: type) }
            }
        }
    }

    /// A type not listed yet takes `members` as it is (the array is shared, not copied): most
    /// types are declared in one file, and the runner merges every file's index on one core.
    private mutating func add(_ members: [String], to type: String) {
        if let index = declared.index(forKey: type) {
            declared.values[index].append(contentsOf: members)
        } else {
            declared[type] = members
        }
    }

    public mutating func insert(_ member: String, into type: String) {
        declared[type, default: []].append(member)
    }

    public func memberNames(of type: String) -> Set<String> { Set(declared[type] ?? []) }

    /// How many names are listed for `type`, repeats included: cheap, and enough to see that
    /// one index holds no more than another it was merged from.
    public func listedNameCount(of type: String) -> Int { declared[type]?.count ?? 0 }
}
