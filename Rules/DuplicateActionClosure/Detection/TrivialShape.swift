import ActionLintCore

/// Whether a body is trivial by its shape: one statement that only calls something that already
/// has a name, or only assigns a plain value. Extracting it would rename the call, nothing more.
///
/// Trivial (each the whole body, `try`/`await` allowed in front):
/// - one call whose arguments are plain values carrying at most one value read from the view
///   (`stateReads`), or a type's initializer whose value nothing keeps:
///   `store.send(.fetchGalleries())`, `context.send(viewAction: .startScan)`,
///   `router.route(to: .createBackup(viewModel))`, `viewModel.refresh(filter: filter)`,
///   `dismiss()`, `isExpanded.toggle()`;
/// - one assignment of a plain value that no call computes: `isPresented = false`,
///   `selection = item.id`, `UIPasteboard.general.string = account.email`, `count += 1`,
///   `editingTitle = .init(value: group.title)` (a value built, not computed).
///
/// A plain value is a literal (number, string without interpolation, `true`, `nil`, `[]`), an
/// enum case with plain payloads (`.update`, `.createBackup(viewModel)`), a key path (`\.name`),
/// a name or member chain (`model.items.first?.id`, `geometry.size.height`), `!`/`-` before one,
/// parentheses around one, or a chain whose calls take plain values
/// (`UserDefaults.standard.bool(forKey: "k")`). A `let` the statement reads once is its value.
///
/// One layer around such a statement (`StatementLayer`) is trivial at two sites: a wrapper that
/// only schedules or animates it (`withAnimation { selectTool(.hand) }`, `Task { @MainActor in
/// model.reload() }`, `DispatchQueue.main.asyncAfter(deadline: .now() + 0.3) { finishFlow() }`),
/// a helper handing its closure the value the statement updates (`performUpdate { $0.title =
/// title }`), or a condition that only tests (`if !selection.isEmpty { deleteSelection() }`). The
/// layer is one more thing the sites repeat: at three sites, or with two layers, the body is
/// worth a method. A plain `Task { … }` whose body awaits is the only way a synchronous action
/// calls async code: around a call that passes nothing of the view's state (`Task { await
/// player.seek(.forward) }`) or around a condition it is no layer, and what it awaits is judged;
/// around a call passing a view's value (`query: searchText`), which every site must pass alike,
/// it is a layer as the others are. Around an assignment, the wrapper's arguments must be plain
/// values or read nothing from the view (an animation computed from settings around a state
/// change is a policy the sites keep in sync); a helper's must read nothing from it; around a
/// call, the callee already names the action and the wrapper only says how it runs.
///
/// Not trivial: two statements; other control flow (`switch`, `for`, `do`, `if … else`); any
/// other closure; arithmetic, `??` or `?:` in a
/// value; an assignment whose value a call with arguments computes (`nextTab =
/// layout.firstTab(after: current)`: derived state recomputed at every site); arguments that
/// carry two values or more read from the view (`model.send(.load(includeArchived:
/// showArchived, sort: sortOrder))`: the sites must agree on which state goes where). Those two
/// count where the sites pass the same values: sites differing in a literal compute different things.
struct TrivialShape {
    let file: ParsedFile
    let tokens: ArraySlice<Int>
    /// The closure's own parameters: a value it forwards is the API's, not the view's.
    let parameters: [String]
    private var position: Int
    /// How deep inside argument lists (and case payloads) `position` is.
    private var argumentDepth = 0
    /// The values read from the view inside argument lists, distinct by their tokens' texts
    /// (positions into `tokens`; at most one more than a trivial body may carry is kept).
    private var stateReads: [Range<Int>] = []
    /// Whether the assigned value is being read, and a call with arguments computed it.
    private var readsAssignedValue = false
    private var computesAssignedValue = false
    /// Whether the statement is a call (not an assignment).
    private var isCall = false
    /// The name of a constant the statement reads in place of its value (`constantItReads`).
    private var inlinedConstant: String?

    /// The most values read from the view that a trivial body's arguments may carry.
    static let maximumStateReads = 1

    /// Whether normalized tokens `kept` (one body, or the rest after its guard) are trivial.
    /// `parameters`: the closure's parameter names; without them (the prefilter) every name
    /// counts as read from the view, which only makes fewer bodies trivial. `sitesPassValues`:
    /// the sites differ in a literal or case, so they compute different things and pass
    /// different state; then only the plain shape counts (the prefilter never says so, which
    /// again only makes fewer bodies trivial).
    /// `sites`: how many sites the group has; without it (the prefilter) a layered body is never
    /// trivial, which only makes fewer bodies trivial.
    static func isTrivial(_ kept: ArraySlice<Int>, parameters: [String] = [], sitesPassValues: Bool = false,
                          sites: Int? = nil, file: ParsedFile) -> Bool {
        // The prefilter (no `sites`) asks of every one-statement body: the plain shape first, the
        // layer (which never makes it trivial there) only for a body that has that shape.
        guard let sites else {
            return isTrivialStatement(kept, parameters: parameters, sitesPassValues: sitesPassValues, file: file)
                && StatementLayer(kept, file: file) == nil
        }
        guard let layer = StatementLayer(kept, file: file) else {
            return isTrivialStatement(kept, parameters: parameters, sitesPassValues: sitesPassValues, file: file)
        }
        // What a `Task { await … }` awaits is what the sites do; the Task only lets them call it.
        if layer.bridgesToAsync {
            if StatementLayer(layer.inside, file: file) != nil {
                return isTrivial(layer.inside, parameters: parameters, sitesPassValues: sitesPassValues, sites: sites,
                                 file: file)
            }
            var awaited = TrivialShape(file: file, tokens: layer.inside, parameters: parameters)
            if awaited.isTrivialStatement(sitesPassValues: sitesPassValues), awaited.stateReads.isEmpty { return true }
        }
        guard sites <= maximumLayeredSites, StatementLayer(layer.inside, file: file) == nil else { return false }
        var shape = TrivialShape(file: file, tokens: layer.inside, parameters: parameters + (layer.updatedValue ?? []))
        guard shape.isTrivialStatement(sitesPassValues: sitesPassValues) else { return false }
        guard let arguments = layer.wrapperArguments, !arguments.isEmpty else { return true }
        // What a helper updates and how is its arguments' business: the view's state among them
        // (`updater.modify(using: transaction) { … }`) is one more thing the sites keep in sync.
        if layer.updatedValue != nil { return readsNothingFromTheView(arguments, parameters: parameters, file: file) }
        guard !shape.isCall else { return true }
        var wrapper = TrivialShape(file: file, tokens: arguments, parameters: parameters)
        return wrapper.arguments(closing: .rightParen) && wrapper.atEnd
            || readsNothingFromTheView(arguments, parameters: parameters, file: file)
    }

    /// Whether `tokens` name no value of the view: only literals, types (`Transaction`), members
    /// after a `.` (`.now()`, `.spring`), argument labels and the closure's `parameters`, with
    /// any operators between them (`deadline: .now() + 0.3` is the same delay at every site).
    static func readsNothingFromTheView(_ tokens: ArraySlice<Int>, parameters: [String], file: ParsedFile) -> Bool {
        let shape = TrivialShape(file: file, tokens: tokens, parameters: parameters)
        return !tokens.indices.contains { position in
            let kind = file.tokens[tokens[position]].kind
            guard kind == .identifier || TokenTexts.text(of: tokens[position], in: file, is: "self") else {
                return false
            }
            if position > tokens.startIndex {
                let previous = file.tokens[tokens[position - 1]].kind
                if previous == .period || previous == .backslash { return false }
                if position + 1 < tokens.endIndex, file.tokens[tokens[position + 1]].kind == .colon,
                   previous == .leftParen || previous == .comma { return false }
            }
            return !shape.startsUppercase(position) && !parameters.contains(file.text(tokens[position]))
        }
    }

    /// The most sites at which one layer around a trivial statement is still trivial.
    static let maximumLayeredSites = 2

    /// Whether `kept` is one trivial statement, with no layer around it.
    static func isTrivialStatement(_ kept: ArraySlice<Int>, parameters: [String], sitesPassValues: Bool,
                                   file: ParsedFile) -> Bool {
        var shape = TrivialShape(file: file, tokens: kept, parameters: parameters)
        return shape.isTrivialStatement(sitesPassValues: sitesPassValues)
    }

    /// Whether `kept` is one assignment (`=` or a compound one) whose value no function or method
    /// computes, whatever operators it uses: `isImporting = mode == .source`, not `next =
    /// layout.firstTab(after: tab)` (a type's initializer builds a value; it computes none).
    static func isUncomputedAssignment(_ kept: ArraySlice<Int>, file: ParsedFile) -> Bool {
        var shape = TrivialShape(file: file, tokens: kept, parameters: [])
        guard shape.chain() != nil, !shape.atEnd,
              shape.kind == .equal || shape.kind == .binaryOperator && shape.isCompoundAssignment() else {
            return false
        }
        return !(shape.position + 1..<kept.endIndex).contains { position in
            file.tokens[kept[position]].kind == .leftParen && file.tokens[kept[position - 1]].kind == .identifier
                && !shape.startsUppercase(position - 1)
        }
    }

    private mutating func isTrivialStatement(sitesPassValues: Bool) -> Bool {
        guard constantItReads(), statement(), atEnd else { return false }
        return sitesPassValues || !computesAssignedValue && stateReads.count <= TrivialShape.maximumStateReads
    }

    /// `let name = value` before the statement, which reads `name` once: the value is the
    /// statement's, only given a line of its own (`let url = URL(string: s)!; openURL(url)` is
    /// `openURL(URL(string: s)!)`). Its reads count as an argument's, and a call computing it as
    /// an assigned value's. True when there is none.
    private mutating func constantItReads() -> Bool {
        guard skip("let") else { return true }
        guard kind == .identifier else { return false }
        let name = file.text(tokens[position])
        position += 1
        guard skip(.equal) else { return false }
        argumentDepth += 1
        readsAssignedValue = true
        defer {
            argumentDepth -= 1
            readsAssignedValue = false
        }
        guard value() else { return false }
        _ = skip(.semicolon)
        let reads = tokens[position...].indices.filter { index in
            file.text(tokens[index]) == name && file.tokens[tokens[index - 1]].kind != .period
        }
        guard reads.count == 1 else { return false }
        inlinedConstant = name
        return true
    }

    private init(file: ParsedFile, tokens: ArraySlice<Int>, parameters: [String]) {
        self.file = file
        self.tokens = tokens
        self.parameters = parameters
        position = tokens.startIndex
    }

    private var atEnd: Bool { position >= tokens.endIndex }

    private var kind: TokenKind? { atEnd ? nil : file.tokens[tokens[position]].kind }

    private func isText(_ literal: StaticString) -> Bool {
        !atEnd && file.source.token(file.tokens[tokens[position]], is: literal)
    }

    private mutating func skip(_ literal: StaticString) -> Bool {
        guard isText(literal) else { return false }
        position += 1
        return true
    }

    private mutating func skip(_ wanted: TokenKind) -> Bool {
        guard kind == wanted else { return false }
        position += 1
        return true
    }

    /// `try`/`try?`/`await` in front, then a call chain or an assignment.
    private mutating func statement() -> Bool {
        while true {
            if skip("try") {
                _ = skip("?") || skip("!")
            } else if !skip("await") {
                break
            }
        }
        if kind == .wildcard {
            // `_ = try? store.save()`: discarding one call's result, which assigns nothing.
            position += 1
            return assignment(storesValue: false)
        }
        let start = position
        guard let endsWithCall = chain() else { return false }
        if atEnd {
            // A type's initializer whose value nothing keeps builds a value, and nothing else: a
            // label's view the shapes took for an action (`MediaRow(file: file, sort: sort)`).
            if endsWithCall, startsUppercase(calleePosition(from: start)) { stateReads = [] }
            isCall = endsWithCall
            return endsWithCall
        }
        return assignment(storesValue: true)
    }

    /// The name called last in the chain `tokens[start..<position]`, which ends with `)`.
    private func calleePosition(from start: Int) -> Int {
        var depth = 0
        var cursor = position - 1
        while cursor > start {
            switch file.tokens[tokens[cursor]].kind {
            case .rightParen, .rightSquare: depth += 1
            case .leftParen, .leftSquare:
                depth -= 1
                if depth == 0 { return cursor - 1 }
            default: break
            }
            cursor -= 1
        }
        return start
    }

    /// `= value` or a compound `op= value`; `storesValue`: a property receives it (not `_`).
    private mutating func assignment(storesValue: Bool) -> Bool {
        if kind == .equal {
            position += 1
        } else if kind == .binaryOperator, isCompoundAssignment() {
            position += 1
        } else {
            return false
        }
        while skip("try") { _ = skip("?") || skip("!") }
        _ = skip("await")
        readsAssignedValue = storesValue
        defer { readsAssignedValue = false }
        return value()
    }

    private func isCompoundAssignment() -> Bool {
        OperatorSpelling.isCompoundAssignment(file.text(tokens[position]))
    }

    /// A name (or `self`, `$binding`) followed by member accesses, `?`/`!`, subscripts and calls
    /// with plain arguments. Returns whether it ends with a call, or nil when it is no chain.
    private mutating func chain() -> Bool? {
        guard kind == .identifier || isText("self") || isText("Self") || isText("super") else { return nil }
        let start = position
        position += 1
        guard let endsWithCall = chainSuffixes() else { return nil }
        // A value inside arguments, read from the view: not a type's member (`URL(…)`,
        // `Index.search(…)`), not what the API passed the closure.
        if argumentDepth > 0, !startsUppercase(start), file.text(tokens[start]) != inlinedConstant,
           parameters.isEmpty || !parameters.contains(file.text(tokens[start])) {
            noteStateRead(start..<position)
        }
        return endsWithCall
    }

    /// Keeps `read` unless the same tokens were read already, up to one more than a trivial
    /// body may carry (enough to tell).
    private mutating func noteStateRead(_ read: Range<Int>) {
        guard stateReads.count <= TrivialShape.maximumStateReads else { return }
        let bytes = file.source.bytes
        let isKnown = stateReads.contains { known in
            known.count == read.count && zip(known, read).allSatisfy { first, second in
                bytes[file.tokens[tokens[first]].range].elementsEqual(bytes[file.tokens[tokens[second]].range])
            }
        }
        if !isKnown { stateReads.append(read) }
    }

    /// `startsBuilding`: the chain is an implicit member (`.init(…)`, `.loaded(…)`), whose first
    /// call builds a value rather than computing one.
    private mutating func chainSuffixes(startsBuilding: Bool = false) -> Bool? {
        var endsWithCall = false
        var builds = startsBuilding
        while !atEnd {
            switch kind {
            case .period?:
                position += 1
                guard memberName() else { return nil }
                endsWithCall = false
            case .postfixOperator?:
                guard isText("?") || isText("!") else { return nil }
                position += 1
            case .leftParen?:
                let callee = position - 1
                let opening = position
                guard arguments(closing: .rightParen) else { return nil }
                // A call with arguments to a function or method computes what it returns; a
                // type's initializer (`Int(x)`, `.init(…)`) or a case builds it.
                if readsAssignedValue, !builds, position - opening > 2, !startsUppercase(callee),
                   !file.source.token(file.tokens[tokens[callee]], is: "init") {
                    computesAssignedValue = true
                }
                builds = false
                endsWithCall = true
            case .leftSquare?:
                guard arguments(closing: .rightSquare) else { return nil }
                endsWithCall = false
            default:
                return endsWithCall
            }
        }
        return endsWithCall
    }

    /// A member after `.`: any name or keyword (`.init`, `.default`, `.self`).
    private mutating func memberName() -> Bool {
        guard kind == .identifier || kind == .keyword || kind == .integerLiteral else { return false }
        position += 1
        return true
    }

    /// `(label: value, value)` or `[value]`, the opening bracket at `position`.
    private mutating func arguments(closing: TokenKind) -> Bool {
        position += 1
        argumentDepth += 1
        defer { argumentDepth -= 1 }
        if skip(closing) { return true }
        while true {
            if kind == .identifier || kind == .keyword || kind == .wildcard,
               position + 1 < tokens.endIndex, file.tokens[tokens[position + 1]].kind == .colon {
                position += 2
            }
            guard value() else { return false }
            if skip(closing) { return true }
            guard skip(.comma) else { return false }
        }
    }

    /// A plain value (see the type's comment).
    private mutating func value() -> Bool {
        switch kind {
        case .integerLiteral?, .floatLiteral?:
            position += 1
            return true
        case .stringStart?:
            return stringLiteral()
        case .prefixOperator?:
            guard isText("!") || isText("-") else { return false }
            position += 1
            return value()
        case .period?:
            // An enum case or static member: `.update`, `.createBackup(viewModel)`, `.init(…)`.
            position += 1
            guard memberName() else { return false }
            return chainSuffixes(startsBuilding: true) != nil
        case .backslash?:
            return keyPath()
        case .leftParen?:
            // Parentheses around one value add nothing to it: `Selector(("undo:"))`.
            position += 1
            return value() && skip(.rightParen)
        case .leftSquare?:
            // `[]`, `[:]`, or a list of plain values.
            if position + 1 < tokens.endIndex, file.tokens[tokens[position + 1]].kind == .colon {
                position += 2
                return skip(.rightSquare)
            }
            return arguments(closing: .rightSquare)
        case .keyword?:
            if skip("true") || skip("false") || skip("nil") { return true }
            return chain() != nil
        default:
            return chain() != nil
        }
    }

    /// `"…"` without interpolation.
    private mutating func stringLiteral() -> Bool {
        position += 1
        while skip(.stringSegment) {}
        return skip(.stringEnd)
    }

    /// `\.name.other`, `\Type.name`, `\.self`.
    private mutating func keyPath() -> Bool {
        position += 1
        if kind == .identifier { position += 1 }
        guard kind == .period else { return false }
        return chainSuffixes() != nil
    }

    /// Whether the name at `tokens[position]` is a type's (`URL`, `Index`), by the Swift naming
    /// convention: it starts with an uppercase letter.
    private func startsUppercase(_ position: Int) -> Bool {
        let token = file.tokens[tokens[position]]
        guard token.length > 0 else { return false }
        let first = file.source.bytes[Int(token.start)]
        if first < 0x80 { return first >= UInt8(ascii: "A") && first <= UInt8(ascii: "Z") }
        return file.text(tokens[position]).first?.isUppercase ?? false
    }
}
