import ActionLintCore

/// The types a fix reads from the module's other files (`RuleContext.moduleTypes`), when its own
/// file does not write them: the type of a view's model property, the element of its array, the
/// parameter of a function or the enum of a case declared elsewhere. Never a guess: a name with
/// two candidate declarations, a generic parameter, a declaration another file keeps private
/// give no type, and `refusal` says what was found.
final class ModuleTypeFacts {
    let module: any ModuleTypes
    /// The file being fixed and its view's qualified name (the scope a parameter is written in).
    let file: ParsedFile
    let viewType: String
    /// Why the module gave no type where it found something (the first such reason).
    private(set) var refusal: String?
    /// Whether the module was searched for every name asked (false in a run's first pass).
    private(set) var searched = true
    /// What `resolve` answered in this file, shared by the facts of each group of one check.
    let resolved: ResolvedNames

    /// - Parameter resolved: the answers of the file's other groups, when the caller keeps them.
    init(module: any ModuleTypes, file: ParsedFile, viewType: String, resolved: ResolvedNames = ResolvedNames()) {
        self.module = module
        self.file = file
        self.viewType = viewType
        self.resolved = resolved
    }

    /// `resolve`'s answers in one file: the groups of a view ask for the same names (its model's
    /// type, `String`), and each answer may search the module and parse its files. An answer
    /// keeps what it noted (its first refusal, whether a name was not searched yet) to note it
    /// again for the asker.
    final class ResolvedNames {
        struct Question: Hashable {
            var name: String
            var scope: String?
            var generics: [String]
        }

        struct Answer {
            var type: TypeName?
            var refusal: String?
            var unsearched: Bool
        }

        var answers: [Question: Answer] = [:]
    }

    /// Starts a new question: an earlier refusal was about another value.
    func reset() { refusal = nil }

    /// How many static properties `madeType` is reading through, each made from another.
    var madeDepth = 0

    /// Records why no type is given; returns nil for the caller to return.
    private func refuse<Value>(_ reason: String) -> Value? {
        if refusal == nil { refusal = reason }
        return nil
    }

    private func declarations(_ name: String) -> [ModuleDeclaration]? {
        visible(module.declarations(named: name))
    }

    /// `declarations(_:)` of the members of `owner` (see `ModuleTypes.declarations(named:memberOf:)`).
    private func declarations(_ name: String, memberOf owner: String) -> [ModuleDeclaration]? {
        visible(module.declarations(named: name, memberOf: owner))
    }

    /// `declarations(_:)` of the names that may stand at file scope (`ModuleTypes.declarations(topLevelNamed:)`).
    private func topLevelDeclarations(_ name: String) -> [ModuleDeclaration]? {
        visible(module.declarations(topLevelNamed: name))
    }

    /// Another module's declarations count only where this file imports that module; nil (not
    /// searched yet) is noted for the caller.
    private func visible(_ found: [ModuleDeclaration]?) -> [ModuleDeclaration]? {
        guard let found else {
            searched = false
            return nil
        }
        return found.filter { declaration in declaration.module.map { imports.contains($0) } ?? true }
    }

    /// The modules this file imports (`import Kit`, `@testable import Kit`, `import struct Kit.Item`).
    private(set) lazy var imports: Set<String> = {
        var names = Set<String>()
        for index in file.tokens.indices where file.tokens[index].kind == .keyword && file.text(index) == "import" {
            var cursor = file.nextSignificant(after: index)
            let kinds = ["struct", "class", "enum", "protocol", "typealias", "func", "var", "let", "actor"]
            if let kind = cursor, kinds.contains(file.text(kind)) {
                cursor = file.nextSignificant(after: kind)
            }
            if let name = cursor, file.tokens[name].kind == .identifier { names.insert(file.text(name)) }
        }
        return names
    }()

    // MARK: - Types

    enum TypeName {
        /// The path from the top level (`Archive.Entry`) and its declaration in the module, if any
        /// (nil: declared in the fixed file).
        case declared(String, ModuleDeclaration?)
        /// Declared by no file of the module (a type of the SDK or the standard library).
        case external
    }

    /// `A.B.C` → `A.B.C`, `A.B`, `A`, and the top level.
    static func scopes(_ qualified: String?) -> [String] {
        guard let qualified else { return [""] }
        var result = [qualified]
        var current = Substring(qualified)
        while let dot = current.lastIndex(of: ".") {
            current = current[..<dot]
            result.append(String(current))
        }
        return result + [""]
    }

    /// What the dotted name `name` means written inside `scope` (a qualified type name, nil at
    /// file scope); nil when it names nothing one can write here (and `refusal` says why), or
    /// when the module was not searched for it yet. `generics`: the generic parameters in scope.
    func resolve(_ name: String, in scope: String?, generics: [String] = []) -> TypeName? {
        let question = ResolvedNames.Question(name: name, scope: scope, generics: generics)
        let answer = resolved.answers[question] ?? {
            // Answered with nothing noted yet, so that the answer holds what it notes itself.
            let outer = (refusal, searched)
            (refusal, searched) = (nil, true)
            let made = ResolvedNames.Answer(type: resolveAnew(name, in: scope, generics: generics), refusal: refusal,
                                            unsearched: !searched)
            (refusal, searched) = outer
            resolved.answers[question] = made
            return made
        }()
        if refusal == nil { refusal = answer.refusal }
        if answer.unsearched { searched = false }
        return answer.type
    }

    private func resolveAnew(_ name: String, in scope: String?, generics: [String]) -> TypeName? {
        let first = String(name.prefix { $0 != "." })
        if generics.contains(first) { return refuse("`\(first)` is a generic parameter; its type here is not known") }
        let last = String(name.split(separator: ".").last ?? Substring(name))
        // Inside the scope's types first, looked up in their files alone: a common nested name
        // (`State`, `Entry`) is then not searched for in every file declaring one.
        for prefix in Self.scopes(scope) where !prefix.isEmpty {
            guard let found = declarations(last, memberOf: prefix) else { return nil }
            if let match = match(name, in: prefix, among: found) { return match.type }
        }
        // At the top level, a dotted name (`Outer.Row`) is in the files of its first type, a
        // plain one in the files declaring it at file scope.
        let atTop = first != name ? declarations(last, memberOf: first) : topLevelDeclarations(last)
        guard let atTop else { return nil }
        if let match = match(name, in: "", among: atTop) { return match.type }
        // Nested ones elsewhere (a base class's, a protocol's) make the name unsure.
        guard let found = declarations(last) else { return nil }
        let types = found.filter { if case .type = $0.kind { return true }; return $0.kind == .typeAlias }
        let elsewhere = types.filter { $0.qualifiedName.hasSuffix("." + name) }.map { "`\($0.qualifiedName)`" }
        if !elsewhere.isEmpty {
            let candidates = Set(elsewhere).sorted().joined(separator: " or ")
            return refuse("`\(name)` may be \(candidates), declared in other files")
        }
        return .external
    }

    /// A type `name` nested in a scope: one to write, or one the file cannot see.
    enum Match {
        case visible(TypeName)
        case hidden

        var type: TypeName? {
            if case let .visible(type) = self { return type }
            return nil
        }
    }

    /// `name` as a type nested in `prefix` (the top level for ""): this file's own, else one of
    /// the module's `found`; nil when neither. A hidden one records why (`refusal`).
    private func match(_ name: String, in prefix: String, among found: [ModuleDeclaration]) -> Match? {
        let candidate = prefix.isEmpty ? name : prefix + "." + name
        if file.syntax.types.contains(where: { $0.qualifiedName == candidate && !$0.isExtension }) {
            return .visible(.declared(candidate, nil))
        }
        let isType = { (declaration: ModuleDeclaration) -> Bool in
            if case .type = declaration.kind { return true }
            return declaration.kind == .typeAlias
        }
        guard let declaration = found.first(where: { isType($0) && $0.qualifiedName == candidate }) else { return nil }
        if let reason = hidden(declaration) {
            note(reason)
            return .hidden
        }
        return .visible(.declared(candidate, declaration))
    }

    /// Why another file's declaration cannot be named from this file: it, or a type holding it,
    /// is `private` or `fileprivate` there.
    func hidden(_ declaration: ModuleDeclaration) -> String? {
        if let other = declaration.module, declaration.access < .public {
            return "`\(declaration.qualifiedName)` is \(declaration.access) to the module \(other)"
        }
        if declaration.access <= .fileprivate {
            return "`\(declaration.qualifiedName)` is \(declaration.access) in \(Self.fileName(declaration))"
        }
        return nil
    }

    static func fileName(_ declaration: ModuleDeclaration) -> String {
        String(declaration.file.source.path.split(separator: "/").last ?? "")
    }

    /// A type written in `declaration`'s file, as the view must write it: each name qualified from
    /// the top level where the declaring scope finds it nested; nil when a name cannot be written
    /// from the view (unresolvable generic, two candidates, private, or shadowed by the view's own).
    func writable(_ tokens: [Int], of declaration: ModuleDeclaration) -> TypeText? {
        let source = declaration.file
        var qualified: [Int: String] = [:]
        let generics = declaration.genericParameters + ownerGenerics(declaration)
        for (position, index) in tokens.enumerated() where source.tokens[index].kind == .identifier {
            if position > 0, source.tokens[tokens[position - 1]].kind == .period { continue }
            var path = source.text(index)
            var cursor = position + 1
            while cursor + 1 < tokens.count, source.tokens[tokens[cursor]].kind == .period,
                  source.tokens[tokens[cursor + 1]].kind == .identifier {
                path += "." + source.text(tokens[cursor + 1])
                cursor += 2
            }
            if ["Self", "some", "any"].contains(path) {
                return refuse("the declared type `\(source.text(index))` depends on where it is read")
            }
            guard let resolved = resolve(path, in: declaration.owner, generics: generics) else { return nil }
            guard case let .declared(full, _) = resolved else { continue }
            if let clash = shadowing(full) { return refuse(clash) }
            // The path's first name stands for the whole path's prefix.
            let firstName = String(path.prefix { $0 != "." })
            let prefix = full.dropLast(path.count)
            if !prefix.isEmpty { qualified[index] = prefix + firstName }
        }
        return TypeText(file: source, tokens: tokens, qualified: qualified)
    }

    /// Why `full` (a path from the top level) cannot be written as is inside the view: the view's
    /// scope has a type of the same first name.
    func shadowing(_ full: String) -> String? {
        let first = String(full.prefix { $0 != "." })
        for prefix in Self.scopes(viewType).dropLast() {
            let candidate = prefix + "." + first
            guard candidate != full, !full.hasPrefix(candidate + ".") else { continue }
            if file.syntax.types.contains(where: { $0.qualifiedName == candidate })
                || (declarations(first, memberOf: prefix) ?? []).contains(where: { $0.qualifiedName == candidate }) {
                return "`\(full)` would be read as `\(candidate)` inside `\(viewType)`"
            }
        }
        return nil
    }

    func ownerGenerics(_ declaration: ModuleDeclaration) -> [String] {
        var result: [String] = []
        for scope in Self.scopes(declaration.owner).dropLast() {
            let last = String(scope.split(separator: ".").last ?? "")
            // A nested type is looked up in its outer type's files (`declarations(_:memberOf:)`).
            let parent = scope.contains(".") ? String(scope[..<scope.lastIndex(of: ".")!]) : nil
            let found = parent.map { declarations(last, memberOf: $0) } ?? topLevelDeclarations(last)
            for type in found ?? [] where type.qualifiedName == scope { result += type.genericParameters }
        }
        return result
    }

    /// The qualified name of the type `written` (tokens of `source`) names, seen from `scope`.
    func qualifiedName(of written: TypeText, scope: String?) -> String? {
        guard written.isPlainName else {
            if written.genericArguments != nil {
                return refuse("`\(written.writtenText)` is generic: the types of its members are not resolved")
            }
            return refuse("the closures read a property of `\(written.writtenText)`, which is not a named type")
        }
        let name = written.writtenText
        guard let resolved = resolve(name, in: scope) else { return nil }
        switch resolved {
        case let .declared(full, _): return full
        case .external: return refuse("`\(name)` is declared in no file of this module")
        }
    }

    // MARK: - Members

    /// The declared type of the property `name` of the type `owner` (a qualified name): from the
    /// module's declarations of it and its extensions; `isStatic`: a type property's.
    func property(_ name: String, of owner: String, isStatic: Bool = false) -> TypeText? {
        guard let found = declarations(name, memberOf: owner) else { return nil }
        let properties = found.filter { $0.kind == .property && $0.owner == owner && $0.isStatic == isStatic }
        guard let property = properties.first else {
            let kind = isStatic ? "static property" : "property"
            return refuse("no file of this module declares a \(kind) `\(name)` in `\(owner)`")
        }
        if let reason = hidden(property) { return refuse(reason) }
        guard properties.allSatisfy({ same($0.type, $0.file, property.type, property.file) }) else {
            return refuse("`\(owner).\(name)` is declared more than once with different types")
        }
        guard !property.type.isEmpty else {
            if let made = initializedType(of: property) { return made }
            if let environment = environmentType(of: property) { return environment }
            return refuse("`\(owner).\(name)` has no written type in \(Self.fileName(property))")
        }
        return writable(property.type, of: property).flatMap(expandingAlias)
    }

    /// `@Environment(\.appModel) var appModel` in another file: the `EnvironmentValues` property's
    /// type; `@Environment(Model.self) var model`: `Model`.
    func environmentType(of property: ModuleDeclaration) -> TypeText? {
        guard let owner = property.owner else { return nil }
        switch EnvironmentAttribute.read(ofProperty: property.name, of: owner, in: property.file) {
        case let .keyPath(key)?: return self.property(key, of: "EnvironmentValues")
        case let .object(tokens)?:
            return TypeText(file: property.file, tokens: tokens).isPlainName ? writable(tokens, of: property) : nil
        case nil: return nil
        }
    }

    /// `var library = Library()`, `var kind = Kind.fiction`, `let store = Store.shared`: the type
    /// the initial value makes (`madeType`); `[Item]()`, `[String: Item]()`: the collection type
    /// called; nil for any other initial value.
    func initializedType(of property: ModuleDeclaration) -> TypeText? {
        if let collection = Self.emptyCollectionType(property.initializer, in: property.file) {
            return writable(collection, of: property)
        }
        if let generic = TypeText.explicitlySpecializedInit(property.initializer, in: property.file),
           isInstantiable(property.file.text(generic[0]), scope: property.owner) {
            return writable(generic, of: property)
        }
        switch madeType(property.initializer, in: property.file, scope: property.owner) {
        case let .named(token)?: return writable([token], of: property)
        case let .typed(type)?: return type
        case nil: return nil
        }
    }

    /// `[Item]()` or `[String: Item]()`: the tokens of the array or dictionary type called with no
    /// arguments.
    static func emptyCollectionType(_ tokens: [Int], in source: ParsedFile) -> [Int]? {
        guard tokens.count >= 5, source.tokens[tokens[0]].kind == .leftSquare,
              source.tokens[tokens[tokens.count - 2]].kind == .leftParen,
              source.tokens[tokens[tokens.count - 1]].kind == .rightParen,
              source.tokens[tokens[tokens.count - 3]].kind == .rightSquare else { return nil }
        // The first `[` closes at the last `]`: one type, not `[a][b]()`.
        var depth = 0
        for (position, index) in tokens.dropLast(2).enumerated() {
            if source.tokens[index].kind == .leftSquare { depth += 1 }
            if source.tokens[index].kind == .rightSquare { depth -= 1 }
            if depth == 0, position < tokens.count - 3 { return nil }
        }
        return Array(tokens.dropLast(2))
    }

    /// Whether calling the type `name` makes one: a framework's type, or the module's struct,
    /// class or actor (an enum's init may fail).
    func isInstantiable(_ name: String, scope: String?) -> Bool {
        switch resolve(name, in: scope) {
        case .external?: return true
        case let .declared(full, declaration)?: return Self.isInstantiable(typeKind(full, declaration: declaration))
        case nil: return false
        }
    }

    /// A struct, class or actor: calling its name makes one (an enum's `init(rawValue:)` may fail).
    static func isInstantiable(_ kind: TypeDeclaration.Kind?) -> Bool {
        kind == .struct || kind == .class || kind == .actor
    }

    /// The kind of the type `full` the module declares: its declaration's, else this file's.
    func typeKind(_ full: String, declaration: ModuleDeclaration?) -> TypeDeclaration.Kind? {
        if let declaration, case let .type(declared) = declaration.kind { return declared }
        return file.syntax.types.first { $0.qualifiedName == full && !$0.isExtension }?.kind
    }

    /// `Entries` for `typealias Entries = [Entry]` is `[Entry]` (the alias's own file's names).
    func expandingAlias(_ type: TypeText) -> TypeText? {
        guard type.isPlainName, let last = type.tokens.last else { return type }
        let written = type.writtenText
        // The alias written as `written`: at file scope, or in the files of its first type.
        let first = String(written.prefix { $0 != "." })
        let found = first == written
            ? topLevelDeclarations(written) : declarations(type.file.text(last), memberOf: first)
        let alias = (found ?? []).first { $0.kind == .typeAlias &&
            $0.qualifiedName == written }
        guard let alias else { return type }
        guard alias.genericParameters.isEmpty else { return refuse("`\(written)` is a generic typealias") }
        return writable(alias.type, of: alias)
    }

    private func same(_ left: [Int], _ leftFile: ParsedFile, _ right: [Int], _ rightFile: ParsedFile) -> Bool {
        left.map { leftFile.text($0) } == right.map { rightFile.text($0) }
    }

    /// Whether `name` (written in the fixed file, inside the view) is a struct, class or actor of
    /// another file: `Model()` then makes a `Model`.
    func isMadeByInitializers(_ name: String) -> Bool {
        guard let resolved = resolve(name, in: viewType) else { return false }
        guard case let .declared(_, declaration?) = resolved else {
            if case .external = resolved { _ = refuse("`\(name)` is declared in no file of this module") as Bool? }
            return false
        }
        guard case let .type(kind) = declaration.kind else { return false }
        return kind == .struct || kind == .class || kind == .actor
    }

    /// The types the parameter at `position` of a call with `labels` takes, over the functions
    /// `name` of `owner` (nil: a function of the view or at file scope) the module declares.
    func parameterTypes(of name: String, owner: String?, labels: [String],
        position: Int) -> [(type: String, name: String)]? {
        // A model's function is in the files of its type, not in every file declaring the name.
        guard let found = owner.map({ declarations(name, memberOf: $0) }) ?? declarations(name) else { return nil }
        // A type's case with associated values is called like its static function (`Kind.macro(action:)`).
        let functions = found.filter { ($0.kind == .function || owner != nil && $0.kind == .enumCase) &&
            (owner == nil ? ($0.owner == nil || $0.owner == viewType) : $0.owner == owner) }
        var result: [(type: String, name: String)] = []
        for function in functions {
            guard let parameter = Self.parameterIndex(labels, argument: position,
                  in: function.parameters) else { continue }
            if let reason = hidden(function) { return refuse(reason) }
            guard function.genericParameters.isEmpty else {
                return refuse("`\(name)` is generic; its parameter's type depends on the call")
            }
            guard let type = writable(function.parameters[parameter].type, of: function) else { return nil }
            result.append((type.text, function.parameters[parameter].name))
        }
        if functions.isEmpty {
            return refuse("no file of this module declares `\(name)(…)`" + (owner.map { " in `\($0)`" } ?? ""))
        }
        return result
    }

    /// Which parameter argument `argument` of a call with `labels` binds to (labels in order;
    /// skipped parameters have defaults).
    static func parameterIndex(_ labels: [String], argument: Int,
        in parameters: [ModuleDeclaration.Parameter]) -> Int? {
        CallLabels(labels: labels).parameterIndex(argument: argument, in: parameters)
    }

    /// The types of the associated values of the case `name` of the enum `owner` (a qualified
    /// name), as the view writes them; nil when the module declares no such case or it is hidden.
    func associatedValueTypes(ofCase name: String, of owner: String) -> [TypeText]? {
        guard let found = declarations(name, memberOf: owner) else { return nil }
        let cases = found.filter { $0.kind == .enumCase && $0.owner == owner }
        guard cases.count == 1, let declaration = cases.first else {
            return refuse("no file of this module declares one case `\(name)` in `\(owner)`")
        }
        if let reason = hidden(declaration) { return refuse(reason) }
        var result: [TypeText] = []
        for parameter in declaration.parameters {
            guard let type = writable(parameter.type, of: declaration) else { return nil }
            result.append(type)
        }
        return result
    }

    /// Why `values` (`.profile`) are not all cases of the enum `type`, when the module declares it;
    /// nil when they are, or when no file of the module declares an enum of that name.
    func notCases(_ values: [String], of type: String) -> String? {
        guard let resolved = resolve(type, in: viewType), case let .declared(full, declaration?) = resolved,
              declaration.kind == .type(.enum) else { return nil }
        for value in values {
            let caseName = String(value.dropFirst())
            let members = declarations(caseName, memberOf: full) ?? []
            guard members.contains(where: { $0.owner == full && ($0.kind == .enumCase || $0.isStatic) }) else {
                return "`\(value)` is not a case of `\(full)` in the module's files"
            }
        }
        return nil
    }
}

// MARK: - Closure parameters of another file's views and modifiers

extension ModuleTypeFacts {
    /// The `init`s the module's other files declare for the type `full` (in its body or extensions).
    func initializers(of full: String) -> [ModuleDeclaration]? {
        declarations("init", memberOf: full)?.filter { $0.kind == .initializer && $0.owner == full }
    }

    /// Whether the body of `type` declares an `init` of its own (a struct then has no memberwise one).
    static func declaresInit(_ type: TypeDeclaration, in file: ParsedFile) -> Bool {
        guard let left = type.leftBrace, let right = type.rightBrace else { return false }
        var depth = 0
        for index in (left + 1)..<right {
            switch file.tokens[index].kind {
            case .leftBrace: depth += 1
            case .rightBrace: depth -= 1
            case .keyword where depth == 0 && file.text(index) == "init": return true
            default: break
            }
        }
        return false
    }

    /// Records why no type is given, for a caller outside this file.
    func note(_ reason: String) {
        let _: Bool? = refuse(reason)
    }

    /// `.onFrameChange { frame in … }` with the modifier in another file: the types of the
    /// parameter the closure argument `label` (`_`: a trailing one, the last parameter) binds to,
    /// over the module's non-generic functions of that name.
    func closureArgumentTypes(ofModifier name: String, label: String) -> [TypeText]? {
        guard let found = declarations(name) else { return nil }
        let functions = found.filter { $0.kind == .function && !$0.isStatic }
        guard !functions.isEmpty else { return refuse("no file of this module declares a modifier `\(name)(…)`") }
        var result: [TypeText] = []
        for function in functions {
            let parameters = function.parameters
            guard let parameter = label == "_" ? parameters.last : parameters.first(where: { $0.label == label }) else {
                continue
            }
            if let reason = hidden(function) { return refuse(reason) }
            guard function.genericParameters.isEmpty else {
                return refuse("`\(name)` is generic; its closure's parameter types depend on the call")
            }
            guard let type = writable(parameter.type, of: function) else { return nil }
            result.append(type)
        }
        return result
    }
}

// MARK: - Values made from a type

extension ModuleTypeFacts {
    /// What a value made from a type has for its type: the type its first token names, or a
    /// static property's declared type.
    enum MadeType {
        case named(Int)
        case typed(TypeText)
    }

    /// The type of the value `tokens` (in `source`, written inside `scope`) make: `Library()` a
    /// `Library` for a struct, class or actor (an enum's `init(rawValue:)` may fail);
    /// `Kind.fiction` a `Kind` for a case of the enum; `Store.shared` the static property's type.
    /// The name is resolved as the compiler does: the module's own type wins over a framework's.
    func madeType(_ tokens: [Int], in source: ParsedFile, scope: String?) -> MadeType? {
        guard tokens.count >= 3, source.tokens[tokens[0]].kind == .identifier else { return nil }
        let isCall = source.tokens[tokens[1]].kind == .leftParen && source.matchingParen(of: tokens[1]) == tokens.last
        let isMember = tokens.count == 3 && source.tokens[tokens[1]].kind == .period
            && source.tokens[tokens[2]].kind == .identifier
        guard isCall || isMember,
              case let .declared(full, declaration)? = resolve(source.text(tokens[0]), in: scope) else { return nil }
        let kind = typeKind(full, declaration: declaration)
        if isCall { return Self.isInstantiable(kind) ? .named(tokens[0]) : nil }
        return memberType(source.text(tokens[2]), of: full, kind: kind, token: tokens[0])
    }

    /// `Kind.fiction` (a case of the enum `full`) or `Store.shared` (its static property).
    private func memberType(_ name: String, of full: String, kind: TypeDeclaration.Kind?, token: Int) -> MadeType? {
        let members = (declarations(name, memberOf: full) ?? []).filter { $0.owner == full }
        if kind == .enum, members.contains(where: { $0.kind == .enumCase }) { return .named(token) }
        guard members.contains(where: { $0.kind == .property && $0.isStatic }) else { return nil }
        // `static let shared = Store.shared` would ask for itself: a few steps are enough.
        guard madeDepth < 4 else { return nil }
        madeDepth += 1
        defer { madeDepth -= 1 }
        return property(name, of: full, isStatic: true).map { .typed($0) }
    }
}
