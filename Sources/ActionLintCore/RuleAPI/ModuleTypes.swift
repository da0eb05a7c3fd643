/// What the other files of a file's module declare under a name, for a fix that needs a type
/// its own file does not write (`ModuleIndex` builds it lazily; see `LintRunner`).
public protocol ModuleTypes: Sendable {
    /// The declarations named `name` in the module's other files: types (by their last name),
    /// properties, functions, initializers (`init`), enum cases, typealiases. Nil when the module
    /// has not been searched for `name` yet: the runner then searches it and lints the file again.
    func declarations(named name: String) -> [ModuleDeclaration]?
    /// The declarations named `name` among the members of `owner` (a qualified type name) and
    /// whatever else the files declaring or extending it declare: only those files are searched
    /// (a member's name, `items`, is in many files; its type's, `Library`, in few). Nil as above.
    func declarations(named name: String, memberOf owner: String) -> [ModuleDeclaration]?
    /// The declarations named `name` that may stand at file scope (and whatever else the files
    /// declaring one declare): a type of the top level is not looked for in the files that only
    /// nest one of that name. Nil as above.
    func declarations(topLevelNamed name: String) -> [ModuleDeclaration]?
}

/// No module facts: every name is unknown (a file linted on its own, tests).
public struct NoModuleTypes: ModuleTypes {
    public init() {}
    public func declarations(named name: String) -> [ModuleDeclaration]? { nil }
    public func declarations(named name: String, memberOf owner: String) -> [ModuleDeclaration]? { nil }
    public func declarations(topLevelNamed name: String) -> [ModuleDeclaration]? { nil }
}

/// One declaration of another file of the module, with its file for the tokens of its types.
public struct ModuleDeclaration: Sendable {
    public enum Kind: Sendable, Equatable {
        case type(TypeDeclaration.Kind)
        case typeAlias
        case property
        case function
        case initializer
        case enumCase
    }

    public enum Access: Int, Sendable, Comparable {
        case `private`, `fileprivate`, `internal`, `public`, open
        public static func < (lhs: Access, rhs: Access) -> Bool { lhs.rawValue < rhs.rawValue }
    }

    public struct Parameter: Sendable {
        /// The argument label (`_` for none).
        public var label: String
        public var name: String
        /// Significant tokens of the type in `ModuleDeclaration.file`.
        public var type: [Int]
        public var hasDefault: Bool
    }

    public var kind: Kind
    public var name: String
    /// The qualified name of the type (or extended type) declaring it; nil at file scope. For a
    /// type: its enclosing type.
    public var owner: String?
    public var access: Access
    public var isStatic: Bool
    /// The declaring file (its tokens hold `type`, `initializer` and the parameters' types).
    public var file: ParsedFile
    /// A property's written type, a typealias's target; empty when none is written.
    public var type: [Int]
    /// A property's initial value.
    public var initializer: [Int]
    /// A function's parameters, an enum case's payload.
    public var parameters: [Parameter]
    /// The generic parameters of a type or function (`<Element>` gives `Element`).
    public var genericParameters: [String]
    /// The module declaring it when it is another one (a SwiftPM target the file's target depends
    /// on: only its `public` and `open` declarations may be named, by a file that imports it);
    /// nil for the file's own module.
    public var module: String? = nil
    /// The attributes written before the declaration's keyword (`@State`, `@Environment`).
    public var attributes: [String] = []

    /// `Owner.Name` (or `Name` at file scope): for a type, its qualified name.
    public var qualifiedName: String { owner.map { $0 + "." + name } ?? name }

    public init(kind: Kind, name: String, owner: String?, access: Access, isStatic: Bool, file: ParsedFile,
                type: [Int] = [], initializer: [Int] = [], parameters: [Parameter] = [], genericParameters: [String] = []) {
        self.kind = kind
        self.name = name
        self.owner = owner
        self.access = access
        self.isStatic = isStatic
        self.file = file
        self.type = type
        self.initializer = initializer
        self.parameters = parameters
        self.genericParameters = genericParameters
    }
}
