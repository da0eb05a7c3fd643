import ActionLintCore

/// A duplicate group's parameters for the closures' own parameters its bodies read, each typed
/// by the shared stage (`ClosureParameters.type(ofParameter:of:)`).
extension ClosureParameters {
    enum Outcome {
        case parameters([ExtractedParameters.Parameter])
        case unknown(reason: String)
    }

    /// The member's parameters for the closure parameters the bodies read, in the template's
    /// signature order; each site passes its own parameter of that name.
    func parameters(of group: DuplicateGroup) -> Outcome {
        let template = group.template
        let names = readParameters(of: template)
        for body in group.bodies where readParameters(of: body) != names {
            let name = readParameters(of: body).symmetricDifference(names).sorted().first ?? ""
            return .unknown(reason: "the closures read `\(name)`, the parameter of one closure but not of another")
        }
        var result: [ExtractedParameters.Parameter] = []
        // In the template's signature order, each name once.
        var ordered: [String] = []
        for name in template.closure.parameters where names.contains(name) && !ordered.contains(name) {
            ordered.append(name)
        }
        for name in ordered {
            var found: String?
            for body in group.bodies {
                guard let position = body.closure.parameters.firstIndex(of: name) else { return unknown(name) }
                guard let type = type(ofParameter: position, of: body) else { return unknown(name, site: body.site) }
                if let found, found != type {
                    return .unknown(reason: "the closures' `\(name)` have different types (`\(found)` and `\(type)`)")
                }
                found = type
            }
            guard let found else { return unknown(name) }
            result.append(parameter(name, type: found, group: group))
        }
        return .parameters(result)
    }

    /// The member's parameter for the closure parameter `name`, labelled as where it goes:
    /// `{ stars in rate(song, stars: stars) }` for `library.rate(song, stars:)`.
    func parameter(_ name: String, type: String, group: DuplicateGroup) -> ExtractedParameters.Parameter {
        var parameter = ExtractedParameters.Parameter(name: name, type: type, arguments: group.bodies.map { _ in name })
        parameter.isClosureParameter = true
        let reads = group.template.kept.filter { index in
            file.tokens[index].kind == .identifier && file.text(index) == name && TokenTexts.isRead(index, file: file)
        }
        parameter.destination = reads.lazy.map { ParameterNamer.destination(of: $0...$0, in: file) }
            .first { $0 != .unknown } ?? .unknown
        return parameter
    }

    func unknown(_ name: String, site: ActionSite? = nil) -> Outcome {
        let api = site.map { " of the `\($0.callee)` closure" } ?? ""
        if let refusal = types.module?.refusal {
            return .unknown(reason: "the type of `\(name)`, a parameter\(api), is not known: \(refusal)")
        }
        return .unknown(reason: "the type of `\(name)`, a parameter\(api), is not written in this file")
    }
}
