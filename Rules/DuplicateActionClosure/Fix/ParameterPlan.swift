import ActionLintCore

/// Makes the `ExtractedParameters` of a duplicate group whose sites pass values: the closures'
/// own parameters the bodies read (`ClosureParameters`) and the captured values (`CapturedValues`),
/// then the bindings and literals of `parameters`; every parameter's type from what the file says
/// (`ParameterTypes`), names for the literal ones.
enum ParameterPlan {
    enum Outcome {
        case plan(ExtractedParameters)
        case unknown(reason: String)
    }

    /// - Parameter facts: what the check read of the file for its other groups, if it keeps it.
    static func make(group: DuplicateGroup, parameters: GroupParameters?, file: ParsedFile, memberNames: Set<String>,
                     moduleTypes: any ModuleTypes = NoModuleTypes(), facts: FileFacts? = nil) -> Outcome {
        let types = Self.types(of: group, file: file, moduleTypes: moduleTypes, facts: facts)
        var own: [ExtractedParameters.Parameter] = []
        if group.bodies.contains(where: { $0.closure.readsParameters }) {
            switch ClosureParameters(types: types).parameters(of: group) {
            case let .parameters(parameters): own = parameters
            case let .unknown(reason): return .unknown(reason: reason)
            }
        }
        var anonymousSubstitutions: [(tokens: ClosedRange<Int>, name: String)] = []
        if group.bodies.contains(where: { $0.closure.usesAnonymousParameters }) {
            let taken = memberNames.union(locals(group.template, file: file))
            let anonymous = AnonymousParameters(closureParameters: ClosureParameters(types: types))
            switch anonymous.parameters(of: group, taken: taken) {
            case let .parameters(parameters, substitutions):
                own = parameters
                anonymousSubstitutions = substitutions
            case let .unknown(reason):
                return .unknown(reason: reason)
            }
        }
        // The captured values the bodies read come before what the closure is given.
        if group.bodies.contains(where: { $0.closure.captureList != nil }) {
            switch CapturedValues(types: types).parameters(of: group) {
            case let .parameters(captured): own = captured + own
            case let .refused(reason): return .unknown(reason: reason)
            }
        }
        guard let parameters else {
            return .plan(ExtractedParameters(parameters: own, substitutions: anonymousSubstitutions, isSafe: true))
        }
        var result: [ExtractedParameters.Parameter] = []
        var isSafe = true
        let captured = CapturedValues.names(of: group.template.closure, in: file)
        var renamed: [(tokens: ClosedRange<Int>, name: String)] = []
        let templateReads = readNames(group.template, file: file)
        for bound in parameters.bound where !captured.contains(bound.reads[0].name) {
            var type: String?
            for (body, read) in zip(group.bodies, bound.reads) {
                switch types.type(of: read, in: body) {
                case let .unknown(reason):
                    return .unknown(reason: reason)
                case let .type(found, _):
                    // Every site's binding must have the one type the member takes.
                    if let type, type != found {
                        return .unknown(reason: "the sites' `\(read.name)` have different types "
                            + "(`\(type)` and `\(found)`)")
                    }
                    type = found
                }
            }
            var name = bound.reads[0].name
            // One site's name (`filteredFormulae`) would misname another's value (`filteredCasks`): the type names it.
            if Set(bound.reads.map(\.name)).count > 1,
               let templateRead = bound.reads.first(where: group.template.closure.boundReads.contains),
               let typed = ParameterNamer.name(ofType: type!).flatMap({ base in
                   ParameterNamer.free(base) { candidate in
                       candidate != templateRead.name && (memberNames.contains(candidate)
                           || templateReads.contains(candidate) || result.contains { $0.name == candidate })
                   }
               }) {
                renamed += ownUses(of: templateRead.name, in: group.template, file: file).map { ($0...$0, typed) }
                name = typed
            }
            result.append(ExtractedParameters.Parameter(name: name, type: type!, arguments: bound.reads.map(\.name)))
        }
        // The item first, then what the closure is given: `{ stars in rate(song, stars: stars) }`.
        result += own
        // Argument labels (`method:`) bind nothing: a parameter may take their name.
        var taken = templateReads.union(memberNames).union(result.map(\.name))
        var substitutions = anonymousSubstitutions + renamed
        for literal in parameters.literals {
            // `let newKind: Kind = .fiction` at each site: the constant is the parameter itself.
            if let constant = constantParameter(literal, shape: parameters.shapes[0], group: group, types: types,
                                                taken: Set(result.map(\.name))) {
                result.append(constant.parameter)
                substitutions.append(constant.removal)
                continue
            }
            let (resolution, hint) = types.type(of: literal, in: parameters.shapes[0], body: group.bodies[0])
            guard case let .type(type, safe) = resolution else {
                if case let .unknown(reason) = resolution { return .unknown(reason: reason) }
                continue
            }
            isSafe = isSafe && safe
            // Named after where the value goes (`ParameterNamer`): `isChecked`, `notify`, never `value`.
            let slots = literal.slots.map { parameters.shapes[0].slots[$0].tokens }
            let destination = slots.lazy.map { ParameterNamer.destination(of: $0, in: file) }
                .first { $0 != .unknown } ?? .unknown
            let parameterNames = Set(result.map(\.name))
            let others = memberNames.subtracting(parameterNames).subtracting(locals(group.template, file: file))
            guard let named = ParameterNamer.name(for: destination, values: literal.values, hint: hint,
                                                  memberNames: others, isTaken: taken.contains,
                                                  ownUses: { ownUses(of: $0, in: group.template, file: file) }) else {
                return .unknown(reason: "every name for the value the sites pass is taken")
            }
            taken.insert(named.name)
            result.append(ExtractedParameters.Parameter(name: named.name, type: type, arguments: literal.values,
                destination: destination))
            for slot in slots { substitutions.append((slot, named.name)) }
            for index in named.qualified { substitutions.append((index...index, "self." + named.name)) }
        }
        substitutions.sort { $0.tokens.lowerBound < $1.tokens.lowerBound }
        return .plan(ExtractedParameters(parameters: result, substitutions: substitutions, isSafe: isSafe))
    }

    /// The shared type stage for `group`'s view: this file's declarations and the module's.
    static func types(of group: DuplicateGroup, file: ParsedFile, moduleTypes: any ModuleTypes,
                      facts: FileFacts? = nil) -> ParameterTypes {
        let facts = facts ?? FileFacts(file: file)
        let module = ModuleTypeFacts(module: moduleTypes, file: file, viewType: group.typeName,
                                     resolved: facts.moduleAnswers)
        return ParameterTypes(file: file, typeName: group.typeName, declared: facts.declaredTypes, module: module)
    }

    /// The parameter a literal is when its one slot is the whole initial value of a constant with a
    /// written type, declared as a statement of the template (`let newKind: Kind = .fiction`): named
    /// and typed as the constant, whose declaration leaves the body (each site passes its value).
    static func constantParameter(_ literal: GroupParameters.Literal, shape: BodyShape, group: DuplicateGroup,
                                  types: ParameterTypes, taken: Set<String>)
        -> (parameter: ExtractedParameters.Parameter, removal: (tokens: ClosedRange<Int>, name: String))? {
        let file = types.file
        guard literal.slots.count == 1,
              let constant = types.annotatedConstant(initializedBy: shape.slots[literal.slots[0]].tokens),
              !taken.contains(constant.name),
              group.template.closure.statementStarts.contains(constant.keyword),
              let next = file.nextSignificant(after: shape.slots[literal.slots[0]].tokens.upperBound),
              group.template.closure.statementStarts.contains(next) else { return nil }
        let parameter = ExtractedParameters.Parameter(name: constant.name, type: constant.type.text,
                                                      arguments: literal.values)
        // From the `let` up to the next statement, which stays as written.
        return (parameter, (constant.keyword...next, file.text(next)))
    }

    /// The names the template reads (argument labels bind nothing: a parameter may take their name).
    static func readNames(_ template: ActionBody, file: ParsedFile) -> Set<String> {
        Set(template.kept.filter { file.tokens[$0].kind == .identifier || file.tokens[$0].kind == .keyword }
            .filter { TokenTexts.isRead($0, file: file) }.map { file.text($0) })
    }

    /// The template's unqualified reads of `name` (not after `.`, not a label): they become
    /// `self.name` when a parameter takes the name.
    static func ownUses(of name: String, in template: ActionBody, file: ParsedFile) -> [Int] {
        template.kept.filter { file.tokens[$0].kind == .identifier && file.text($0) == name &&
            TokenTexts.isRead($0, file: file) }
    }

    /// The names the template declares (`let x`, `var y`): a property's name is no parameter's
    /// name when a local of the body has it.
    static func locals(_ template: ActionBody, file: ParsedFile) -> Set<String> {
        var names = Set<String>()
        for (position, index) in template.kept.enumerated().dropFirst() where file.tokens[index].kind == .identifier {
            let before = file.text(template.kept[position - 1])
            if before == "let" || before == "var" { names.insert(file.text(index)) }
        }
        return names
    }
}
