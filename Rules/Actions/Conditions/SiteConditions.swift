import ActionLintCore

/// What holds whenever a control's action can run, from the code around it: its `.disabled(X)`
/// modifiers and those of the views it sits in (the action cannot run while X is true: a
/// disabled view disables its content) and the view-builder `if`s it sits in (the control
/// exists only while the condition is true; inside an `else`, while it is false). A control in a
/// `private` view property used once stands where that property is used.
/// That is what makes a guard-prefix pair's fix safe: the member keeps the guard, and at an
/// unguarded site the guard can never fail.
enum SiteConditions {
    /// APIs whose action cannot run while the view is disabled or removed: controls, taps and
    /// submits. `.disabled` does not stop `.onAppear`, `.onChange`, `.onReceive`, `.task` and the
    /// like, and `.onDisappear` runs when an `if` removes its view, so neither proves anything
    /// about them.
    static let gatedCallees: Set<String> = [
        "Button", "TextField", "SecureField", "Stepper", "Menu", "PasteButton",
        ".onTapGesture", ".onLongPressGesture", ".onSubmit",
    ]

    static func isGated(_ site: ActionSite, file: ParsedFile) -> Bool {
        gatedCallees.contains(file.syntax.calls[site.call].callee)
    }

    /// Whether every literal of `required` holds whenever `site`'s action runs.
    static func prove(_ required: [ConditionLiteral], at site: ActionSite, file: ParsedFile) -> Bool {
        guard !required.isEmpty, isGated(site, file: file) else { return false }
        var known = Set<ConditionLiteral>()
        for argument in disabledArguments(after: site, file: file) {
            known.formUnion(ConditionLiteral.literals(argument[...], holds: false, file: file))
        }
        if required.allSatisfy(known.contains) { return true }
        // The builder `if`s and disabled containers around the control: read only when its own
        // `.disabled` did not prove it all.
        let call = file.syntax.calls[site.call]
        let around = enclosing(before: call.calleeToken, inMember: call.member, file: file)
        known.formUnion(around.builderConditions + around.disabledContainers)
        if required.allSatisfy(known.contains) { return true }
        // A private view property used once stands where it is used (`sendButton.disabled(…)`).
        known.formUnion(conditionsWhereUsed(member: call.member, disabledReaches: around.isViewContent, file: file))
        return required.allSatisfy(known.contains)
    }

    /// What holds where the view property `member` is used, when that is its one use in the file
    /// (a `private` or `fileprivate` property): the builder `if`s around the use and, when the
    /// control is part of the property's view (`disabledReaches`), the `.disabled` after the use
    /// and on the views around it; then, the same where the using property is used.
    static func conditionsWhereUsed(member: Int, disabledReaches: Bool, file: ParsedFile,
                                    depth: Int = 0) -> [ConditionLiteral] {
        guard depth < 4, let use = onlyUse(ofProperty: member, file: file),
              let user = innermostMember(around: use, file: file) else { return [] }
        let around = enclosing(before: use, inMember: user, file: file)
        var known = around.builderConditions
        if disabledReaches {
            for argument in disabledArguments(afterToken: use, file: file) {
                known += ConditionLiteral.literals(argument[...], holds: false, file: file)
            }
            known += around.disabledContainers
        }
        return known + conditionsWhereUsed(member: user, disabledReaches: disabledReaches && around.isViewContent,
                                           file: file, depth: depth + 1)
    }

    /// The one token naming the view property `member` outside its declaration, in a member of the
    /// same type (`sendButton` or `self.sendButton`); nil when the property is not `private` or
    /// `fileprivate`, or is named anywhere else, or more than once.
    static func onlyUse(ofProperty member: Int, file: ParsedFile) -> Int? {
        let declaration = file.syntax.members[member]
        guard declaration.kind == .property, declaration.isViewBuilding,
              let name = nameToken(of: declaration, file: file), isPrivate(name: name, file: file) else { return nil }
        var use: Int?
        for index in file.tokens.indices where index != name && file.tokens[index].kind == .identifier
            && file.text(index) == declaration.name {
            guard use == nil else { return nil }
            use = index
        }
        guard let use, let user = innermostMember(around: use, file: file),
              file.syntax.types[file.syntax.members[user].typeIndex].qualifiedName
                == file.syntax.types[declaration.typeIndex].qualifiedName else { return nil }
        // `other.sendButton` is another value's property.
        if let dot = file.previousSignificant(before: use), file.tokens[dot].kind == .period {
            guard let owner = file.previousSignificant(before: dot), TokenTexts.text(of: owner, in: file, is: "self")
            else { return nil }
        }
        return use
    }

    /// The declaration's name: the last token before its `{` spelling the member's name.
    static func nameToken(of member: MemberDeclaration, file: ParsedFile) -> Int? {
        var index = member.leftBrace
        while let previous = file.previousSignificant(before: index) {
            index = previous
            if file.tokens[index].kind == .identifier, file.text(index) == member.name { return index }
            if file.tokens[index].kind == .leftBrace || file.tokens[index].kind == .rightBrace { return nil }
        }
        return nil
    }

    /// Whether `private` or `fileprivate` is among the modifiers before the declaration's keyword.
    static func isPrivate(name: Int, file: ParsedFile) -> Bool {
        guard let keyword = file.previousSignificant(before: name) else { return false }
        let modifiers = DeclarationReader.modifiers(before: keyword, in: file)
        return modifiers.contains("private") || modifiers.contains("fileprivate")
    }

    /// The innermost member whose braces hold `token`.
    static func innermostMember(around token: Int, file: ParsedFile) -> Int? {
        var found: Int?
        for (index, member) in file.syntax.members.enumerated()
        where member.leftBrace < token && (member.rightBrace ?? Int.max) > token {
            if let current = found, file.syntax.members[current].leftBrace > member.leftBrace { continue }
            found = index
        }
        return found
    }

    /// The normalized arguments of the `.disabled(…)` modifiers in the chain right after the site's call.
    static func disabledArguments(after site: ActionSite, file: ParsedFile) -> [[Int]] {
        let call = file.syntax.calls[site.call]
        let closures = call.trailingClosures.compactMap { file.syntax.closures[$0.closure].rightBrace }
        guard let end = closures.max() ?? call.rightParen else { return [] }
        return disabledArguments(afterToken: end, file: file)
    }

    /// The normalized arguments of the `.disabled(…)` modifiers in the chain after `end`, the last
    /// token of a view.
    static func disabledArguments(afterToken end: Int, file: ParsedFile) -> [[Int]] {
        var cursor = end
        var arguments: [[Int]] = []
        // Walk `.modifier(…)` links: `.` name, optional `(` … `)`, then optional trailing closures
        // (`.contextMenu { … }` sits between a Button and its `.disabled(…)` as often as not).
        while true {
            guard let dot = file.nextSignificant(after: cursor), file.tokens[dot].kind == .period,
                  let name = file.nextSignificant(after: dot),
                  file.tokens[name].kind == .identifier else { return arguments }
            cursor = name
            if let open = file.nextSignificant(after: name), file.tokens[open].kind == .leftParen {
                guard let close = file.matchingParen(of: open) else { return arguments }
                if file.text(name) == "disabled" {
                    arguments.append(BodyNormalization.keptTokens(file: file, from: open + 1, to: close))
                }
                cursor = close
            }
            while let open = file.nextSignificant(after: cursor), file.tokens[open].kind == .leftBrace {
                guard let close = file.matchingBrace(of: open) else { return arguments }
                cursor = close
            }
        }
    }

    /// A brace open around the site while scanning its member: what holds inside it.
    private struct Block {
        var holds: [ConditionLiteral] = []
        /// For a `switch`'s block: its subject; the case the scan is in holds.
        var switchSubject: [Int]? = nil
        /// For an `if`'s block: its condition, and what the earlier branches of its chain leave
        /// (`else if`): an `else` after it knows both false.
        var condition: ArraySlice<Int>? = nil
        var earlierBranchesFailed: [ConditionLiteral] = []
        /// What the brace opens, for reading `.disabled` on the views around the control.
        var opening: Opening = .branch
    }

    /// A brace around the control: a branch of an `if`/`else`/`switch` (the same view), a view's
    /// content (`HStack { … }`: a `.disabled` after it disables the control too), or anything
    /// else (a modifier's closure, such as a sheet's content, whose environment is not proven).
    private enum Opening {
        case branch
        case viewContent(closingBrace: Int)
        case other
    }

    /// What the code around a view inside a member says: the literals its builder `if`/`else`
    /// blocks and `switch` cases make true, those the `.disabled` of the views around it prove,
    /// and whether every brace around it is a branch or a view's content (no modifier's closure).
    struct Enclosing {
        var builderConditions: [ConditionLiteral] = []
        var disabledContainers: [ConditionLiteral] = []
        var isViewContent = false
    }

    /// The code around the token `end` of member `memberIndex`, read by one scan from the
    /// member's `{` to it.
    static func enclosing(before end: Int, inMember memberIndex: Int, file: ParsedFile) -> Enclosing {
        let member = file.syntax.members[memberIndex]
        var open: [Block] = []
        var chained: [ConditionLiteral]? = nil
        var index = member.leftBrace + 1
        while index < end {
            let token = file.tokens[index]
            switch token.kind {
            case .keyword where file.source.token(token, is: "switch"):
                guard let brace = conditionEnd(after: index, before: end, file: file) else { return Enclosing() }
                open.append(Block(switchSubject: BodyNormalization.keptTokens(file: file, from: index + 1, to: brace)))
                chained = nil
                index = brace
            case .keyword where file.source.token(token, is: "case") && open.last?.switchSubject != nil:
                // `case .loaded(let items):` holds until the next case; `case .a, .b:` says less.
                let found = switchCase(at: index, file: file)
                open[open.count - 1].holds = found.map { [$0.literal] } ?? []
                index = found?.colon ?? index
            case .keyword where file.source.token(token, is: "default") && open.last?.switchSubject != nil:
                open[open.count - 1].holds = []
            case .keyword where file.source.token(token, is: "if"):
                guard let brace = conditionEnd(after: index, before: end, file: file) else { return Enclosing() }
                let condition = BodyNormalization.keptTokens(file: file, from: index + 1, to: brace)[...]
                let failed = chained ?? []
                chained = nil
                open.append(Block(holds: failed + ConditionLiteral.literals(condition, holds: true, file: file),
                                  condition: condition, earlierBranchesFailed: failed))
                index = brace
            case .leftBrace:
                open.append(Block(holds: chained ?? [], opening: opening(of: index, file: file)))
                chained = nil
            case .rightBrace:
                guard let closed = open.popLast() else { return Enclosing() }
                // `} else {` / `} else if …`: what the branches before failed on.
                if let condition = closed.condition, let next = file.nextSignificant(after: index, before: end),
                   file.tokens[next].kind == .keyword, file.source.token(file.tokens[next], is: "else") {
                    let failed = ConditionLiteral.literals(condition, holds: false, file: file)
                    chained = closed.earlierBranchesFailed + failed
                    index = next
                }
            default:
                break
            }
            index += 1
        }
        let isViewContent = open.allSatisfy {
            if case .other = $0.opening { return false }
            return true
        }
        return Enclosing(builderConditions: open.flatMap(\.holds),
                         disabledContainers: disabledContainers(open, file: file), isViewContent: isViewContent)
    }

    /// The literals the `.disabled(…)` of the views around the control prove, innermost first,
    /// up to the first brace that is neither a view's content nor a branch.
    private static func disabledContainers(_ open: [Block], file: ParsedFile) -> [ConditionLiteral] {
        var known: [ConditionLiteral] = []
        for block in open.reversed() {
            switch block.opening {
            case .branch: continue
            case .other: return known
            case .viewContent(let closingBrace):
                for argument in disabledArguments(afterToken: closingBrace, file: file) {
                    known += ConditionLiteral.literals(argument[...], holds: false, file: file)
                }
            }
        }
        return known
    }

    /// What the `{` at `brace` opens: an `else` branch, a view's content (the trailing closure of
    /// a capitalized callee not reached through `.`: `VStack(spacing: 8) {`, `ForEach(items) {`),
    /// or something else.
    private static func opening(of brace: Int, file: ParsedFile) -> Opening {
        guard var before = file.previousSignificant(before: brace) else { return .other }
        if TokenTexts.text(of: before, in: file, is: "else") { return .branch }
        if file.tokens[before].kind == .rightParen {
            guard let open = DeclarationTokens.openParen(of: before, in: file),
                  let callee = file.previousSignificant(before: open) else { return .other }
            before = callee
        }
        guard file.tokens[before].kind == .identifier, file.text(before).first?.isUppercase == true,
              let previous = file.previousSignificant(before: before), file.tokens[previous].kind != .period,
              var closing = file.matchingBrace(of: brace) else { return .other }
        // `Menu { … } label: { … }`: the view ends after its last labeled closure.
        while let label = file.nextSignificant(after: closing), file.tokens[label].kind == .identifier,
              let colon = file.nextSignificant(after: label), file.tokens[colon].kind == .colon,
              let open = file.nextSignificant(after: colon), file.tokens[open].kind == .leftBrace,
              let close = file.matchingBrace(of: open) {
            closing = close
        }
        return .viewContent(closingBrace: closing)
    }

    /// The `case` at `caseToken` of a `switch` as the condition it makes true, `case <pattern> =
    /// <subject>` (the text `if case` spells), and the pattern's `:`; nil for a list of patterns.
    static func switchCase(at caseToken: Int,
                           file: ParsedFile) -> (literal: ConditionLiteral, atom: String, colon: Int)? {
        var depth = 0
        var index = caseToken + 1
        var colon: Int?
        scan: while index < file.tokens.count {
            switch file.tokens[index].kind {
            case .leftParen, .leftSquare: depth += 1
            case .rightParen, .rightSquare: depth -= 1
            case .comma where depth == 0, .leftBrace, .rightBrace: return nil
            case .colon where depth == 0:
                colon = index
                break scan
            default: break
            }
            index += 1
        }
        guard let colon, let subject = switchSubject(of: caseToken, file: file) else { return nil }
        let pattern = BodyNormalization.keptTokens(file: file, from: caseToken, to: colon)
        let atom = TokenTexts.joinedTexts(file: file, pattern[...]) + TokenTexts.separator + "=" + TokenTexts.separator
            + TokenTexts.joinedTexts(file: file, subject[...])
        return (ConditionLiteral(atom: atom, negated: false), atom, colon)
    }

    /// The subject of the `switch` whose block holds the `case` at `caseToken`.
    static func switchSubject(of caseToken: Int, file: ParsedFile) -> [Int]? {
        var depth = 0
        var index = caseToken
        while let previous = file.previousSignificant(before: index) {
            index = previous
            switch file.tokens[index].kind {
            case .rightBrace: depth += 1
            case .leftBrace:
                if depth > 0 {
                    depth -= 1
                    continue
                }
                // The switch's `{`: its subject runs back to the `switch` keyword.
                var start = index
                while let before = file.previousSignificant(before: start) {
                    if TokenTexts.text(of: before, in: file, is: "switch") {
                        return BodyNormalization.keptTokens(file: file, from: before + 1, to: index)
                    }
                    if file.tokens[before].kind == .leftBrace || file.tokens[before].kind == .rightBrace { return nil }
                    start = before
                }
                return nil
            default: break
            }
        }
        return nil
    }

    /// The `{` that opens the block of the `if` at `ifToken`: the first brace outside brackets.
    static func conditionEnd(after ifToken: Int, before end: Int, file: ParsedFile) -> Int? {
        var depth = 0
        var index = ifToken + 1
        while index < end {
            switch file.tokens[index].kind {
            case .leftParen, .leftSquare: depth += 1
            case .rightParen, .rightSquare: depth -= 1
            case .leftBrace where depth == 0: return index
            default: break
            }
            index += 1
        }
        return nil
    }
}
