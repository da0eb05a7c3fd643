import ActionLintCore

/// The parameter of the `init` a call such as `AliasRow(alias: alias, onDelete: { … })` runs,
/// wherever the type and its `init`s are declared (this file, an extension in another file of
/// the module, a package the file imports), as the compiler picks it: the `init` whose argument
/// labels fit the call's; with none, a struct's memberwise one (the stored property of the label).
extension ParameterTypes {
    /// The type the call of `name` makes: its qualified name, and the module's declaration of it
    /// (nil for this file's own type).
    struct CalledType {
        var full: String
        var declaration: ModuleDeclaration?
        var kind: TypeDeclaration.Kind?
        /// Whether its body declares an `init` (a struct then has no memberwise one).
        var declaresInit: Bool
    }

    /// The declared type of the parameter the argument at `position` of `name(…)` binds to; nil
    /// when no one type is certain (a generic `init`, `init`s that disagree, a hidden type: the
    /// reason noted in `module`).
    func initializerParameterType(_ name: String, call: CallLabels, position: Int) -> TypeText? {
        guard let called = calledType(name) else { return nil }
        let initializers = (declared.initializers[called.full] ?? []) + (module?.initializers(of: called.full) ?? [])
        var found: [TypeText] = []
        for initializer in initializers {
            guard let index = call.parameterIndex(argument: position, in: initializer.parameters, takesClosure: {
                takesClosure($0, of: initializer)
            }) else { continue }
            let parameter = initializer.parameters[index]
            guard let type = parameterType(parameter, of: initializer, in: called) else { return nil }
            found.append(type)
        }
        guard let first = found.first else { return memberwiseParameterType(called, label: call.labels[position]) }
        guard Set(found.map(\.text)).count == 1 else {
            return refused("\(found.count) `init`s of `\(called.full)` take these labels, with different types")
        }
        return first
    }

    /// `name` as this file or the module declares it.
    func calledType(_ name: String) -> CalledType? {
        let local = { (full: String) -> CalledType? in
            let declared = file.syntax.types.first { $0.qualifiedName == full && !$0.isExtension }
            guard let type = declared else { return nil }
            return CalledType(full: full, kind: type.kind, declaresInit: ModuleTypeFacts.declaresInit(type, in: file))
        }
        if let full = declaredTypeName(name) { return local(full) }
        guard let module, let resolved = module.resolve(name, in: typeName) else { return nil }
        guard case let .declared(full, declaration) = resolved else {
            return refused("`\(name)` is declared in no file of this module")
        }
        guard let declaration else { return local(full) }
        guard case let .type(kind) = declaration.kind else { return nil }
        let declaresInit = declaration.file.syntax.types.contains { type in
            type.qualifiedName == full && !type.isExtension && ModuleTypeFacts.declaresInit(type, in: declaration.file)
        }
        return CalledType(full: full, declaration: declaration, kind: kind, declaresInit: declaresInit)
    }

    /// The parameter's type as the view writes it; nil when the `init` is hidden from this file
    /// or generic over that type.
    func parameterType(_ parameter: ModuleDeclaration.Parameter, of initializer: ModuleDeclaration,
                       in called: CalledType) -> TypeText? {
        if let reason = module?.hidden(initializer) { return refused(reason) }
        let source = initializer.file
        // A local type's own generic parameters too (the module's are refused by `writable`).
        let generics = initializer.genericParameters + ModuleTypeFacts.scopes(called.full).flatMap {
            source === file ? declared.genericParameters[$0] ?? [] : []
        }
        if let generic = parameter.type.first(where: { generics.contains(source.text($0)) }) {
            return refused("`\(called.full).init`'s `\(parameter.label)` is written with the generic parameter "
                + "`\(source.text(generic))`, which the call decides")
        }
        guard source === file else { return module?.writable(parameter.type, of: initializer) }
        return TypeText(file: file, tokens: parameter.type, owner: called.full == typeName ? nil : called.full)
    }

    /// Whether `parameter` may take a trailing closure: its type is a function type, optional or
    /// not, or a typealias of one.
    func takesClosure(_ parameter: ModuleDeclaration.Parameter, of initializer: ModuleDeclaration) -> Bool {
        let source = initializer.file
        let type = TypeText(file: source, tokens: parameter.type.filter { source.tokens[$0].kind != .attribute },
                            owner: initializer.owner)
        if SignatureReader.functionType(Array(type.writtenText.utf8)[...]) != nil { return true }
        guard type.isPlainName else { return false }
        let named = source === file ? type : module?.writable(type.tokens, of: initializer)
        return named.flatMap(aliasedType).flatMap(closureType) != nil
    }

    /// A struct declaring no `init` in its body is made by its memberwise one: the stored
    /// property `label` gives the argument's type.
    func memberwiseParameterType(_ called: CalledType, label: String) -> TypeText? {
        guard called.kind == .struct, !called.declaresInit else {
            return refused("no `init` of `\(called.full)` takes the call's arguments")
        }
        guard label != "_" else { return nil }
        if called.declaration == nil {
            return declared.property(label, of: called.full).flatMap { propertyType($0, owner: called.full) }
        }
        return module?.property(label, of: called.full)
    }

    /// Notes why no type is given (for the caller's message); nil.
    func refused<Value>(_ reason: String) -> Value? {
        module?.note(reason)
        return nil
    }
}
