import ActionLintCore

/// What a file declares about types, read from its tokens when a fix needs a parameter's type:
/// the properties of each type (their declared type, or the literal they start as), the
/// parameters of its functions, and the payloads of enum cases. Built on first use, once per
/// file, from what `DeclarationReader` (the module index's reader) reads of it.
final class DeclaredTypes {
    struct Property {
        var name: String
        /// Significant tokens of the declared type (`[Item]`), empty when none is written.
        var type: [Int]
        /// Significant tokens of the initial value, empty when none.
        var initializer: [Int]
        var attributes: [String]
    }

    /// A parameter as the module index reads it (`ParameterListReader`): label (`_` for none),
    /// name, type tokens, whether it has a default.
    typealias Parameter = ModuleDeclaration.Parameter

    /// A function, or an enum case with a payload (called like one: `.select(tab: .home)`).
    struct Callable {
        var name: String
        var declaringType: String
        var parameters: [Parameter]
        var isGeneric: Bool
        /// An enum case (matched by a case pattern), not a function.
        var isCase: Bool
    }

    let file: ParsedFile
    private(set) var properties: [String: [Property]] = [:]
    private(set) var callables: [String: [Callable]] = [:]
    /// The `init`s of each type (by its qualified name), in its body and its extensions here.
    private(set) var initializers: [String: [ModuleDeclaration]] = [:]
    /// The typealiases, by qualified name (`Row.Action`, or `Handler` at file scope).
    private(set) var typeAliases: [String: ModuleDeclaration] = [:]
    /// The generic parameters of each generic type, by qualified name (`Picker<Item>` gives `Item`).
    private(set) var genericParameters: [String: [String]] = [:]

    init(file: ParsedFile) {
        self.file = file
        // The members of its types, as the module index reads every file's (`DeclarationReader`).
        for declaration in DeclarationReader.declarations(in: file) {
            if declaration.kind == .typeAlias { typeAliases[declaration.qualifiedName] = declaration }
            if case .type = declaration.kind, !declaration.genericParameters.isEmpty {
                genericParameters[declaration.qualifiedName] = declaration.genericParameters
            }
            guard let owner = declaration.owner else { continue }
            switch declaration.kind {
            case .property:
                properties[owner, default: []].append(Property(name: declaration.name, type: declaration.type,
                    initializer: declaration.initializer, attributes: declaration.attributes))
            case .initializer: initializers[owner, default: []].append(declaration)
            case .function: callables[declaration.name, default: []].append(callable(declaration, owner: owner))
            // A case without a payload is called like no function.
            case .enumCase where !declaration.parameters.isEmpty:
                callables[declaration.name, default: []].append(callable(declaration, owner: owner))
            default: break
            }
        }
    }

    private func callable(_ declaration: ModuleDeclaration, owner: String) -> Callable {
        Callable(name: declaration.name, declaringType: owner, parameters: declaration.parameters,
                 isGeneric: !declaration.genericParameters.isEmpty, isCase: declaration.kind == .enumCase)
    }

    /// The properties named `name` of the type `typeName` (in any of its declarations).
    func property(_ name: String, of typeName: String) -> Property? {
        properties[typeName]?.first { $0.name == name }
    }
}
