import ActionLintCore

/// Makes the `ExtractedParameters` of a duplicate group whose sites pass values: every
/// parameter's type from what the file says (`ParameterTypes`), names for the literal ones.
enum ParameterPlan {
    enum Outcome {
        case plan(ExtractedParameters)
        case unknown(reason: String)
    }

    static func make(group: DuplicateGroup, parameters: GroupParameters, file: ParsedFile, memberNames: Set<String>) -> Outcome {
        let types = ParameterTypes(file: file, typeName: group.typeName, declared: DeclaredTypes(file: file))
        var result: [ExtractedParameters.Parameter] = []
        var isSafe = true
        for bound in parameters.bound {
            var type: String?
            for (body, read) in zip(group.bodies, bound.reads) {
                switch types.type(of: read, in: body) {
                case let .unknown(reason):
                    return .unknown(reason: reason)
                case let .type(found, _):
                    // Every site's binding must have the one type the member takes.
                    if let type, type != found {
                        return .unknown(reason: "the sites' `\(read.name)` have different types (`\(type)` and `\(found)`)")
                    }
                    type = found
                }
            }
            result.append(ExtractedParameters.Parameter(name: bound.reads[0].name, type: type!, arguments: bound.reads.map(\.name)))
        }
        // Argument labels (`method:`) bind nothing: a parameter may take their name.
        let read = group.template.kept.filter { file.tokens[$0].kind == .identifier || file.tokens[$0].kind == .keyword }
            .filter { BodyShape.isRead($0, file: file) }.map { file.text($0) }
        var taken = Set(read).union(memberNames).union(result.map(\.name))
        var substitutions: [(tokens: ClosedRange<Int>, name: String)] = []
        for literal in parameters.literals {
            let (resolution, hint) = types.type(of: literal, in: parameters.shapes[0])
            guard case let .type(type, safe) = resolution else {
                if case let .unknown(reason) = resolution { return .unknown(reason: reason) }
                continue
            }
            isSafe = isSafe && safe
            let name = freeName(hint ?? "value", taken: taken)
            taken.insert(name)
            result.append(ExtractedParameters.Parameter(name: name, type: type, arguments: literal.values))
            for slot in literal.slots { substitutions.append((parameters.shapes[0].slots[slot].tokens, name)) }
        }
        substitutions.sort { $0.tokens.lowerBound < $1.tokens.lowerBound }
        return .plan(ExtractedParameters(parameters: result, substitutions: substitutions, isSafe: isSafe))
    }

    /// `base`, else `base2`, `base3`, …: a name the body, the type and the other parameters do
    /// not use, and no keyword.
    static func freeName(_ base: String, taken: Set<String>) -> String {
        let isFree = { (name: String) in !taken.contains(name) && !ActionNamer.reservedNames.contains(name) }
        if isFree(base) { return base }
        var number = 2
        while !isFree(base + String(number)) { number += 1 }
        return base + String(number)
    }
}
