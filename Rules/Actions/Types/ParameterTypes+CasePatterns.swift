import ActionLintCore

/// A name bound by an enum case pattern — `case .archive(let album):` of a `switch`, `case let
/// .archive(album)`, `if case .move(let album, to: let folder) = prompt` — has the type of that
/// case's associated value at its position, as the compiler reads the pattern against the enum
/// of the value matched (or the type written before the case: `case Prompt.archive(let album)`).
extension ParameterTypes {
    /// Where a case pattern binds a name: the case's name, the type written before it (empty for
    /// an implicit `.archive`), the binding's position among the pattern's elements, and what the
    /// pattern is matched against.
    struct CasePatternBinding {
        var caseName: String
        var qualifier: [Int]
        var position: Int
        var count: Int
        var subject: [Int]
        /// `.archive(let album)` as written, for a reason.
        var written: String
    }

    /// The case pattern binding token `binding` as one whole element (`let album`, `album` under
    /// `case let`, `label: let album`); nil for any other binding, or a nested pattern.
    func casePatternBinding(_ binding: Int) -> CasePatternBinding? {
        guard let open = file.enclosingParen(of: binding), let close = file.matchingParen(of: open),
              let name = file.previousSignificant(before: open), file.tokens[name].kind == .identifier,
              let period = file.previousSignificant(before: name), file.tokens[period].kind == .period,
              let elements = argumentLabels(open: open),
              let position = elements.lastIndex(where: { $0.start <= binding }) else { return nil }
        let qualifier = path(endingBefore: period)
        guard let introducer = file.previousSignificant(before: qualifier.first ?? period),
              let caseToken = caseKeyword(introducing: introducer) else { return nil }
        let bindsAll = caseToken != introducer
        guard isWholeElement(binding, start: elements[position].start, bindsAll: bindsAll),
              let subject = matchedValue(caseToken: caseToken, patternEnd: close) else { return nil }
        let written = file.source.text(file.offset(period)..<Int(file.tokens[close].end))
        return CasePatternBinding(caseName: file.text(name), qualifier: qualifier, position: position,
                                  count: elements.count, subject: subject, written: written)
    }

    /// `case` itself, or the `let`/`var` of `case let` that `introducer` is.
    private func caseKeyword(introducing introducer: Int) -> Int? {
        if TokenTexts.text(of: introducer, in: file, is: "case") { return introducer }
        guard ["let", "var"].contains(file.text(introducer)), let before = file.previousSignificant(before: introducer),
              TokenTexts.text(of: before, in: file, is: "case") else { return nil }
        return before
    }

    /// Whether the element starting at `start` is the binding alone: `let album`, `label: let
    /// album`, or `album` when the whole pattern binds (`case let .archive(album)`).
    private func isWholeElement(_ binding: Int, start: Int, bindsAll: Bool) -> Bool {
        var first = start
        if let colon = file.nextSignificant(after: start), file.tokens[colon].kind == .colon,
           let value = file.nextSignificant(after: colon) { first = value }
        guard let after = file.nextSignificant(after: binding),
              [.comma, .rightParen].contains(file.tokens[after].kind) else { return false }
        if bindsAll { return first == binding }
        return ["let", "var"].contains(file.text(first)) && file.nextSignificant(after: first) == binding
    }

    /// What the pattern is matched against: the value after `=` of `if case` / `guard case`, or the
    /// subject of the `switch` whose `case` label it is.
    private func matchedValue(caseToken: Int, patternEnd: Int) -> [Int]? {
        var after = file.nextSignificant(after: patternEnd)
        if let mark = after, file.text(mark) == "?" { after = file.nextSignificant(after: mark) }
        guard let after else { return nil }
        switch file.tokens[after].kind {
        case .equal:
            let value = expression(after: after)
            return value.isEmpty ? nil : value
        case .colon, .comma:
            return SiteConditions.switchSubject(of: caseToken, file: file)
        default:
            return TokenTexts.text(of: after, in: file, is: "where")
                ? SiteConditions.switchSubject(of: caseToken, file: file) : nil
        }
    }

    /// The type of the name `read` a case pattern binds: the associated value at its position of
    /// the case the matched value's enum declares (in this file or the module).
    func casePatternType(_ pattern: CasePatternBinding, read: BoundRead, body: any ActionClosureBody) -> Resolution {
        let matched: TypeText?
        if pattern.qualifier.isEmpty {
            matched = subjectType(pattern.subject, body: body)
        } else {
            matched = TypeText(file: file, tokens: pattern.qualifier)
        }
        let subjectEnd = Int(file.tokens[pattern.subject[pattern.subject.count - 1]].end)
        let subjectText = file.source.text(file.offset(pattern.subject[0])..<subjectEnd)
        let bound = "`\(read.name)` is bound by the case pattern `\(pattern.written)`"
        guard let matched else {
            let why = module?.refusal.map { ": \($0)" } ?? " in this file"
            return .unknown(reason: "the type of `\(read.name)` is not known: \(bound), and the type of "
                + "`\(subjectText)`, which it matches, is not known\(why)")
        }
        if let payload = casePayloadType(pattern, of: matched) { return .type(payload.text, safe: true) }
        let why = module?.refusal.map { ": \($0)" } ?? ""
        return .unknown(reason: "the type of `\(read.name)` is not known: \(bound), and no file of this module "
            + "declares a case `\(pattern.caseName)` of `\(matched.text)` with \(pattern.count) associated "
            + "value\(pattern.count == 1 ? "" : "s")\(why)")
    }

    /// The type of the associated value at the pattern's position, in the declaration of the case
    /// of the enum `enumType` (this file's, else the module's).
    func casePayloadType(_ pattern: CasePatternBinding, of enumType: TypeText) -> TypeText? {
        if enumType.file === file, enumType.isPlainName, let local = declaredTypeName(enumType.writtenText) {
            let cases = (declared.callables[pattern.caseName] ?? []).filter { $0.declaringType == local && $0.isCase }
            guard cases.count == 1, let found = cases.first, found.parameters.count == pattern.count else { return nil }
            return TypeText(file: file, tokens: found.parameters[pattern.position].type,
                            owner: local == typeName ? nil : local)
        }
        guard let owner = ownerName(of: enumType),
              let payloads = module?.associatedValueTypes(ofCase: pattern.caseName, of: owner),
              payloads.count == pattern.count else { return nil }
        return payloads[pattern.position]
    }
}
