import ActionLintCore

/// The words an action body offers for its name, best first: the call the body exists for (a
/// load, fetch, save, request — `NamingVocabulary.purposeVerbs`), then the other calls it makes
/// (through wrappers, and through dispatchers to the case they pass), then the state it changes.
///
/// - `store.send(.fetchGalleries())` → `fetch galleries`; `context.send(viewAction: .startScan)`
///   → `start scan`; `store.send(.view(.didTapSave))` → `did tap save`;
/// - `router.route(to: .uploadSubtitle)` → `show upload subtitle`;
/// - `withAnimation(.easeInOut) { resize() }`, `Task { await model.reload() }` → `resize`, `reload`;
/// - a callback, `onFinish()` → `finish`;
/// - `try? await Task.sleep(for: .seconds(2)); withAnimation { … }; requestReview()` → `request review`;
/// - `isExpanded.toggle()` → `toggle expanded`;
/// - state (`ActionWords+State`): `selection = nil` → `clear selection`; `title = "x"` → `set title`;
///   `count += 1` → `increase count`; `isPresentingEditor = true` → `present editor`;
///   `entries.append(entry)` → `add entry`; `for (i, _) in rows.enumerated() { rows[i].isChecked = true }`
///   → `check all rows`.
///
/// Never: a call in an `if`/`guard`/`while`/`switch` condition or a `for` loop's sequence (`guard
/// store.canSave() else`, `rows.enumerated()`), a call whose value is read — passed to another call
/// (`print("\(date.formatted())")`) or assigned (`x = defaults.bool(…)`: the action is the
/// assignment) —, a wrapper or dispatcher, a scheduling, collection or logging call
/// (`Task.sleep`, `map`, `logger.debug`), an initializer (`Item(…)`), a `View` modifier or
/// protocol member (`NamingVocabulary.neverNames`), or a call on a localisation namespace
/// (`L10n.…`). A call the body exists for counts wherever it is: `let weather = try await
/// service.fetchWeather(for: place)` → `fetch weather`.
struct ActionWords {
    let texts: [String]
    let kinds: [TokenKind]
    /// Whether a line break or a `;` separates token `i` from the one before: a new statement.
    let breakBefore: [Bool]
    /// Whether token `i` is a value the sites pass (a parameter of the member): what differs
    /// between them is no word of what the member does, but may say what it sets.
    let isParameter: [Bool]

    /// `parameterTokens`: the file tokens of the values the sites pass.
    init(_ body: ExtractedBody, file: ParsedFile, parameterTokens: Set<Int> = []) {
        let kept = body.kept
        texts = kept.map { file.text($0) }
        kinds = kept.map { file.tokens[$0].kind }
        isParameter = kept.map { parameterTokens.contains($0) }
        breakBefore = kept.indices.map { position in
            guard position > 0 else { return true }
            return (kept[position - 1] + 1..<kept[position]).contains {
                file.tokens[$0].kind == .newline || file.tokens[$0].kind == .semicolon
            }
        }
    }

    /// Whether the body opens with an `if` or a `guard`: what it calls, it calls when needed.
    var startsWithCondition: Bool { texts.first == "if" || texts.first == "guard" }

    /// Candidate word lists, best first.
    var candidates: [[String]] {
        let ranked = self.ranked
        let all = ranked.settings + ranked.calls + ranked.valueCalls + ranked.qualifiedCalls + ranked.presentations
            + ranked.parameterChanges + ranked.changes
        // A deletion is the effect that matters most, wherever it is in the body, unless it only
        // clears the way for an addition to the same collection (`recent.removeAll { $0 == term };
        // recent.insert(term, at: 0)`); one beside an addition to another collection moves
        // (`trash.append(note)`, `notes.removeAll { … }` → `move to trash`).
        let added = Set(ranked.changes.filter { $0.first == "add" }.map(ActionWords.collectionWords))
        let deletions = all.filter { words in
            words.first.map(NamingVocabulary.deletionVerbs.contains) == true
                && !added.contains(ActionWords.collectionWords(words))
        }
        let addedTo = ranked.changes.first { $0.count > 2 && $0[0] == "add" && $0[1] == "to" }
        let move = addedTo.flatMap { deletions.isEmpty ? nil : [["move"] + $0.dropFirst()] } ?? []
        let ordered = (toggleWords.map { [$0] } ?? []) + fullerWords(ranked) + move + deletions
            + all.filter { !deletions.contains($0) }
        // What only accompanies the action (`ActionWords+Incidental`) names it when nothing else does.
        let principal = ordered.filter { !ranked.incidental.contains($0) }
        return principal.isEmpty ? ordered : principal
    }

    /// `add to recent`, `remove from recent`, `remove entry` → the collection's words (`recent`, `entry`).
    static func collectionWords(_ change: [String]) -> [String] {
        let object = change.dropFirst()
        return Array(object.first == "to" || object.first == "from" ? object.dropFirst() : object)
    }

    /// The candidates by kind, each in body order.
    struct Ranked {
        /// What a call sets when the sites pass it one value among its fixed ones:
        /// `subscribe(notify: <value>, muted: false)` → `set notify`.
        var settings: [[String]] = []
        /// A state the sites pass the value of: `isEditing = <value>` → `set editing`.
        var parameterChanges: [[String]] = []
        /// The calls that name an action.
        var calls: [[String]] = []
        /// Calls read as values that the body exists for (`let items = try await api.fetchItems()`).
        var valueCalls: [[String]] = []
        /// Calls with what they act on, for when the call's own name is taken: `store.save(notes)`
        /// → `save notes`.
        var qualifiedCalls: [[String]] = []
        /// What the body presents (`showingConfirmation = true`): the state it sets beside is what
        /// the presented view reads.
        var presentations: [[String]] = []
        /// The state the body changes: assignments and collection mutations.
        var changes: [[String]] = []
        /// Words of what only accompanies the action: a focus or presentation reset, `dismiss()`,
        /// an announcement of the change (`ActionWords+Incidental`).
        var incidental: [[String]] = []
        /// The call statements, for one verb shared by two of them (`ActionWords+Fuller`).
        var statementCalls: [StatementCall] = []
    }

    var ranked: Ranked {
        var result = Ranked()
        var scan = BodyScan()
        let locals = localNames
        for position in texts.indices {
            scan.step(position, in: self)
            if scan.isLeaving { continue }
            // `_ = try? await store.save()` discards a result: the call is the action.
            if position > 0, kinds[position - 1] == .wildcard, kinds[position] == .equal { continue }
            if kinds[position] == .equal || isCompoundAssignment(position) {
                record(assignmentAt: position, scan: scan, locals: locals, into: &result)
                scan.valueDepth = scan.depth
                scan.valueIsAssigned = !isBinding(before: position)
            } else if kinds[position] == .identifier, isCall(at: position) || isTrailingClosureMutation(at: position),
                      !isImplicitMember(at: position), !isReceiverOfCall(at: position) {
                record(callAt: position, isStatement: scan.isStatement, assigns: scan.valueIsAssigned,
                       locals: locals, into: &result)
            }
        }
        return result
    }

    /// An assignment's words: a state the sites pass the value of, or another change.
    func record(assignmentAt position: Int, scan: BodyScan, locals: Set<String>, into result: inout Ranked) {
        guard !isBinding(before: position),
              let words = assignmentWords(at: position, loops: scan.loops, locals: locals) else { return }
        if resetsFocusOrPresentation(at: position) || notesTheTime(at: position) { result.incidental.append(words) }
        if position + 1 < texts.count, isParameter[position + 1] {
            result.parameterChanges.append(words)
        } else if presents(words, at: position) {
            // `showConnectionForm = true` in a view whose state has that name: `presentConnectionForm`.
            result.presentations += [words, [words[0] == "show" ? "present" : "show"] + words.dropFirst()]
        } else {
            result.changes.append(words)
        }
    }

    /// A call's words: a collection's mutation, what the sites' value sets, a call of the body's
    /// own, or a call read as a value that the body exists for.
    func record(callAt position: Int, isStatement: Bool, assigns: Bool, locals: Set<String>,
                into result: inout Ranked) {
        // `#if os(iOS)`, `#elseif arch(arm64)`: a compilation condition.
        if isCompilationCondition(position) { return }
        if isStatement, let change = mutationWords(at: position, locals: locals) {
            if let words = change { result.changes.append(words) }
        } else if isStatement, !NamingVocabulary.dispatchers.contains(texts[position]),
                  let label = parameterLabel(ofCallAt: position),
                  !ActionNamer.splitWords(label).allSatisfy(NamingVocabulary.emptyWords.contains) {
            result.settings.append(["set"] + ActionWords.withoutBoolPrefix(ActionNamer.splitWords(label)))
        } else if isCall(at: position), let words = callWords(at: position) {
            if isStatement {
                let (calls, qualifiedCalls) = (result.calls.count, result.qualifiedCalls.count)
                // `selectTool(.hand)`: the case every site passes, before the call's own name.
                if let qualified = qualifiedByCase(words, ofCallAt: position) { result.calls.append(qualified) }
                if let opened = openedWords(words, ofCallAt: position) { result.calls.append(opened) }
                result.calls.append(receiverQualified(words, at: position))
                result.statementCalls.append(StatementCall(words: words, receiver: receiver(ofCallAt: position)))
                if let object = plainArgument(ofCallAt: position, words: words) {
                    result.qualifiedCalls.append(words + object)
                }
                if isIncidentalCall(words, at: position) {
                    result.incidental += result.calls[calls...] + result.qualifiedCalls[qualifiedCalls...]
                }
            } else if let purpose = purposeWords(words, at: position, inAssignment: assigns) {
                result.valueCalls.append(purpose)
            }
        }
    }

    /// A call named as SwiftUI names a view's member, with its receiver when that says what it
    /// acts on: `inbox.refresh()` → `refresh inbox` (`store.refresh()` stays `refresh`).
    func receiverQualified(_ words: [String], at position: Int) -> [String] {
        guard NamingVocabulary.swiftUINames.contains(ActionNamer.lowerCamel(words)), position >= 2,
              texts[position - 1] == ".", kinds[position - 2] == .identifier else { return words }
        let receiver = ActionNamer.splitWords(stripped(texts[position - 2]))
        guard let last = receiver.last, !NamingVocabulary.objectWords.contains(last),
              !NamingVocabulary.receiverWords.contains(last), texts[position - 2] != "self" else { return words }
        return words + receiver
    }

    /// The name a call is made on: `script` in `script?.run()`; nil for `self`, a type, a value
    /// the sites pass, or none.
    func receiver(ofCallAt position: Int) -> String? {
        var dot = position - 1
        guard dot >= 1, texts[dot] == "." else { return nil }
        if texts[dot - 1] == "?" || texts[dot - 1] == "!" { dot -= 1 }
        guard dot >= 1, kinds[dot - 1] == .identifier, texts[dot - 1].first?.isLowercase == true,
              !isParameter[dot - 1] else { return nil }
        return stripped(texts[dot - 1])
    }

    /// The words of the first state the body assigns (`count += 1` → `count`).
    var firstAssignedState: [String]? {
        for position in texts.indices where kinds[position] == .equal || isCompoundAssignment(position) {
            if !isBinding(before: position), let target = targetWords(before: position) { return target }
        }
        return nil
    }

    /// The words a call at `position` gives, or nil when it names no action.
    func callWords(at position: Int) -> [String]? {
        let name = texts[position]
        if NamingVocabulary.isLocalisation(root: chainRoot(of: position))
            || NamingVocabulary.isLocalisation(root: name) { return nil }
        let root = chainRoot(of: position, throughCalls: true)
        if NamingVocabulary.feedbackRoots.contains(root) || NamingVocabulary.feedbackCalls.contains(name)
            || [name, root].contains(where: { ActionWords.has($0, oneOf: NamingVocabulary.feedbackWords) }) {
            return nil
        }
        if NamingVocabulary.loggingRoots.contains(root)
            || ActionWords.has(root, oneOf: NamingVocabulary.loggingWords), root != name {
            return nil
        }
        if NamingVocabulary.dispatchers.contains(name) {
            if let selector = passedSelector(at: position) { return selector }
            // `conductor.sendEvent(eventToSend: event)`, no case passed: a two-word name says what.
            guard let caseName = passedCase(at: position) else {
                let words = ActionNamer.splitWords(name)
                return words.count > 1 ? words : nil
            }
            let words = ActionNamer.splitWords(caseName)
            return NamingVocabulary.navigators.contains(name) ? ["show"] + words : words
        }
        guard let first = name.first, !first.isUppercase, !NamingVocabulary.wrappers.contains(name),
              !NamingVocabulary.neverNames.contains(name), !ActionNamer.reservedNames.contains(name) else { return nil }
        // `window.makeFirstResponder(nil)` gives up the keyboard focus: the body ends editing.
        if name == "makeFirstResponder", position + 3 < texts.count, texts[position + 2] == "nil",
           texts[position + 3] == ")" {
            return ["end", "editing"]
        }
        if name == "toggle", position >= 2, texts[position - 1] == ".", kinds[position - 2] == .identifier {
            return ["toggle"] + ActionWords.withoutBoolPrefix(ActionNamer.splitWords(stripped(texts[position - 2])))
        }
        let nameWords = ActionNamer.splitWords(name)
        var words = ActionWords.withoutObjectiveCTail(nameWords)
        // `script?.executeAndReturnError(nil)`: a lone verb left says what it acts on, `execute script`.
        if words.count == 1, words != nameWords, let object = receiver(ofCallAt: position),
           !NamingVocabulary.objectWords.contains(object) {
            words += ActionNamer.splitWords(object)
        }
        // `viewModel.aborted(reason)` is named for what happened; the member does it: `abort`.
        if let present = ActionWords.presentTense(words[0]) { words[0] = present }
        guard let verb = words.first,
              !NamingVocabulary.loggingVerbs.contains(verb)
                || words.count > 1 && ["in", "out"].contains(words[1]) else {
            return nil
        }
        // A callback named for what it does (`onFinish()`, `onDelete?(item)`, `onDeleteWidgetTap()`)
        // names it: `finish`, `delete`, `delete widget`; one named for an event (`onMuteToggled`,
        // `onTap`) is handled: `handle mute toggled`. Never a callback's own name.
        if verb == "on", words.count > 1 {
            var action = Array(words.dropFirst())
            if action.count > 1, let last = action.last, NamingVocabulary.eventEndings.contains(last) {
                action.removeLast()
            }
            return ActionWords.namesAnAction(action) ? action : ["handle"] + words.dropFirst()
        }
        // `proxy.scrollTo(ChartConfig.endID)`: a name ending in a preposition takes its object.
        if words.count > 1, let last = words.last, NamingVocabulary.objectPrepositions.contains(last) {
            if let object = firstArgumentName(ofCallAt: position) { return words + object }
            // `result.navigateTo()`: without an argument, the receiver is where it goes.
            if position + 2 < texts.count, texts[position + 2] == ")", let object = receiver(ofCallAt: position),
               !NamingVocabulary.objectWords.contains(ActionNamer.splitWords(object).last ?? "") {
                return words + ActionNamer.splitWords(object)
            }
        }
        return words
    }

    /// Whether one of a name's words is in `words`: `runHapticFeedback` and `HapticsHelper` play
    /// feedback, `searchAnalyticsHelper` records what happened.
    static func has(_ name: String, oneOf words: Set<String>) -> Bool {
        ActionNamer.splitWords(name).contains(where: words.contains)
    }

    /// The words of the last name of a call's first argument when it is unlabelled and a plain
    /// name or member chain, without a trailing `id` (`ChartConfig.endID` → `end`, `item.id` → `item`).
    func firstArgumentName(ofCallAt position: Int) -> [String]? {
        guard let close = closingParenthesis(ofCallAt: position) else { return nil }
        var cursor = position + 2
        if cursor < close, texts[cursor - 1] != "(" { cursor += 1 }
        // `scrollTo("consoleBottom")`: a literal every site passes names the place.
        if cursor + 2 < close, kinds[cursor] == .stringStart, kinds[cursor + 2] == .stringEnd, !isParameter[cursor + 1],
           texts[cursor + 3] == "," || cursor + 3 == close {
            let words = ActionNamer.splitWords(texts[cursor + 1])
            return words.isEmpty ? nil : words
        }
        var names: [String] = []
        while cursor < close, texts[cursor] != "," {
            guard kinds[cursor] == .identifier || texts[cursor] == ".", !isParameter[cursor] else { return nil }
            if kinds[cursor] == .identifier { names.append(stripped(texts[cursor])) }
            cursor += 1
        }
        for name in names.reversed() {
            var words = ActionNamer.splitWords(name)
            if words.last == "id" || words.last == "ids" { words.removeLast() }
            if !words.isEmpty { return words }
        }
        return nil
    }

    /// A call read as a value that is still what the body exists for: one whose first word says
    /// so (`let ok = store.save()`, `guard let items = try? await api.fetchItems()`; in an
    /// assignment only when awaited), or an
    /// awaited call of a noun with a preposition (`let weather = try await service.weather(for:
    /// place)`: a getter, by the API guidelines; `getQueue()` alike), which loads: `load weather`.
    func purposeWords(_ words: [String], at position: Int, inAssignment: Bool) -> [String]? {
        // `matches = index.search(for: query)` recomputes derived state: the assignment names it.
        if NamingVocabulary.purposeVerbs.contains(words[0]), !inAssignment || isAwaited(position) { return words }
        guard isAwaited(position) else { return nil }
        // `await manager.getDownloadQueue()` → `load download queue`.
        if words[0] == "get", words.count > 1 { return ["load"] + words.dropFirst() }
        guard position + 3 < texts.count, kinds[position + 2] == .identifier
                || kinds[position + 2] == .keyword, kinds[position + 3] == .colon,
              NamingVocabulary.weakLabels.contains(texts[position + 2]) else { return nil }
        return ["load"] + words
    }

    /// Whether the call chain holding `position` follows `await`.
    func isAwaited(_ position: Int) -> Bool {
        var cursor = position
        while cursor >= 2, texts[cursor - 1] == ".", kinds[cursor - 2] == .identifier || kinds[cursor - 2] == .keyword {
            cursor -= 2
        }
        return cursor >= 1 && texts[cursor - 1] == "await"
    }

    /// Whether the call at `position` is the condition of a `#if` (`os(iOS)`, `!targetEnvironment(…)`).
    func isCompilationCondition(_ position: Int) -> Bool {
        var before = position - 1
        while before >= 0, kinds[before] == .prefixOperator || kinds[before] == .leftParen
                || texts[before] == "&&" || texts[before] == "||" {
            before -= 1
        }
        return before >= 0 && kinds[before] == .poundDirective
            || before >= 1 && kinds[before] == .rightParen && isCompilationLine(before)
    }

    /// Whether the line holding `position` starts with `#if` or `#elseif`.
    func isCompilationLine(_ position: Int) -> Bool {
        var cursor = position
        while cursor > 0, !breakBefore[cursor] { cursor -= 1 }
        return kinds[cursor] == .poundDirective
    }

    /// `notes.removeAll { $0.id == id }`: a mutation whose only argument is a trailing closure.
    func isTrailingClosureMutation(at position: Int) -> Bool {
        position + 1 < texts.count && kinds[position + 1] == .leftBrace && texts[position] == "removeAll"
    }

    /// The words of a call's only argument when it is a plain name without a label: `notes` in
    /// `save(notes)`; not a value the sites pass, nor words the call's name has (`seek(seekTime)`),
    /// nor what a callback passes on.
    func plainArgument(ofCallAt position: Int, words callWords: [String]) -> [String]? {
        guard let close = closingParenthesis(ofCallAt: position) else { return nil }
        var start = position + 2
        if start < texts.count, texts[start - 1] != "(" { start += 1 }
        // `remove(download: download)`: a label naming the argument is no word of its own.
        if start + 3 == close, kinds[start] == .identifier, texts[start + 1] == ":",
           texts[start] == texts[start + 2] {
            start += 2
        }
        guard start + 1 == close, kinds[start] == .identifier, !isParameter[start] else { return nil }
        let words = ActionNamer.splitWords(stripped(texts[start]))
        // A callback passes on what happened (`onZoneTapped(position)`): no object it acts on.
        let isCallback = ActionNamer.splitWords(texts[position]).first == "on"
        return words.isEmpty || isCallback || words.contains(where: callWords.contains) ? nil : words
    }

    /// Whether a callback's words after `on` say what it does (`finish`, `start over`) rather than
    /// what happened (`mute toggled`, `delete success`, `selection`, `editing changed`).
    static func namesAnAction(_ words: [String]) -> Bool {
        guard let first = words.first, let last = words.last, !first.hasSuffix("ing") else { return false }
        if words.contains(where: NamingVocabulary.eventWords.contains) { return false }
        return !["ed", "ion", "ment", "ess", "ure"].contains { last.hasSuffix($0) }
    }

    /// `.now()` in `asyncAfter(deadline: .now() + 0.3)`, `.seconds(2)`: a value passed, not what
    /// the action does.
    func isImplicitMember(at position: Int) -> Bool {
        guard position >= 1, texts[position - 1] == "." else { return false }
        guard position >= 2 else { return true }
        switch kinds[position - 2] {
        case .identifier, .rightParen, .rightSquare, .rightBrace, .postfixOperator, .stringEnd,
             .integerLiteral, .floatLiteral:
            return false
        case .keyword:
            return !["self", "super", "Self"].contains(texts[position - 2])
        default:
            return true
        }
    }

    /// `current()` in `WKInterfaceDevice.current().play(.click)`: a call whose result receives
    /// the next call only reaches what the action calls.
    func isReceiverOfCall(at position: Int) -> Bool {
        guard let close = closingParenthesis(ofCallAt: position) else { return false }
        var cursor = close + 1
        if cursor < texts.count, texts[cursor] == "?" || texts[cursor] == "!" { cursor += 1 }
        guard cursor + 1 < texts.count, texts[cursor] == ".", kinds[cursor + 1] == .identifier else { return false }
        return isCall(at: cursor + 1)
    }

    /// The `)` closing the argument list of the call named at `position`.
    func closingParenthesis(ofCallAt position: Int) -> Int? {
        var cursor = position + 1
        if cursor < texts.count, texts[cursor] == "?" || texts[cursor] == "!" { cursor += 1 }
        var depth = 0
        while cursor < texts.count {
            if kinds[cursor] == .leftParen { depth += 1 }
            if kinds[cursor] == .rightParen {
                depth -= 1
                if depth == 0 { return cursor }
            }
            cursor += 1
        }
        return nil
    }

    /// The label of the one value the sites pass to the call at `position` when the call takes
    /// other, fixed, arguments too: `notify` in `subscribe(notify: <value>, muted: false)`.
    func parameterLabel(ofCallAt position: Int) -> String? {
        guard let close = closingParenthesis(ofCallAt: position) else { return nil }
        var open = position + 1
        while open < close, kinds[open] != .leftParen { open += 1 }
        var depth = 0
        var fixedArguments = 0
        var passed = 0
        var found: String?
        var cursor = open + 1
        var startsArgument = true
        while cursor < close {
            if depth == 0, startsArgument {
                let valueStart = cursor + 1 < close && kinds[cursor + 1] == .colon ? cursor + 2 : cursor
                if valueStart < close, isParameter[valueStart] {
                    passed += 1
                    if valueStart == cursor + 2, !NamingVocabulary.weakLabels.contains(texts[cursor]) {
                        found = texts[cursor]
                    }
                } else {
                    fixedArguments += 1
                }
                startsArgument = false
            }
            switch kinds[cursor] {
            case .leftParen, .leftSquare, .leftBrace: depth += 1
            case .rightParen, .rightSquare, .rightBrace: depth -= 1
            case .comma where depth == 0: startsArgument = true
            default: break
            }
            cursor += 1
        }
        return fixedArguments > 0 && passed == 1 ? found : nil
    }

    /// `name(` or `name?(` / `name!(`.
    func isCall(at position: Int) -> Bool { ActionNamer.isCall(texts, at: position) }

    /// `for` in `Task.sleep(for: .seconds(1))` is a label, not a loop.
    func isLabel(_ position: Int) -> Bool {
        position + 1 < texts.count && kinds[position + 1] == .colon
    }

    /// `UIApplication.shared.sendAction(#selector(UIResponder.resignFirstResponder), …)`: the
    /// words of the method the first argument selects (`resign first responder`), without a
    /// dispatcher verb it starts with (`triggerToggleCompliance` → `toggle compliance`).
    func passedSelector(at position: Int) -> [String]? {
        guard position + 3 < texts.count, texts[position + 1] == "(", texts[position + 2] == "#selector",
              texts[position + 3] == "(" else { return nil }
        var cursor = position + 4
        var method: String?
        // The last name of `Type.method` or `method(_:with:)`, before the labels.
        while cursor < texts.count, texts[cursor] != ")", texts[cursor] != "(" {
            if kinds[cursor] == .identifier { method = texts[cursor] }
            cursor += 1
        }
        guard let method else { return nil }
        var words = ActionNamer.splitWords(method)
        if words.count > 1, NamingVocabulary.dispatchers.contains(words[0]) { words.removeFirst() }
        return words.isEmpty ? nil : words
    }

    /// The enum case a dispatcher passes first: `send(.refresh)`, `send(viewAction: .startScan)`,
    /// `route(to: .createBackup(model))`, `send(AppAction.refresh)`; a case wrapping another
    /// case (`.view(.didTapSave)`) gives the inner one.
    func passedCase(at position: Int) -> String? {
        var cursor = position + 1
        while cursor < texts.count, texts[cursor] != "(" { cursor += 1 }
        cursor += 1
        if cursor + 1 < texts.count, kinds[cursor] == .identifier, texts[cursor + 1] == ":" { cursor += 2 }
        var found: String?
        while cursor + 1 < texts.count {
            if texts[cursor] == ".", kinds[cursor + 1] == .identifier {
                // A case the sites pass (`send(.timed)` / `send(.unlimited)`) says nothing they share.
                if isParameter[cursor] || isParameter[cursor + 1] { break }
                found = texts[cursor + 1]
                cursor += 2
            } else if kinds[cursor] == .identifier, texts[cursor].first?.isUppercase == true, texts[cursor + 1] == ".",
                      !NamingVocabulary.isLocalisation(root: texts[cursor]) {
                cursor += 1
                continue
            } else {
                break
            }
            // `.view(.didTapSave)`: look inside the payload for a further case.
            guard cursor < texts.count, texts[cursor] == "(" else { break }
            cursor += 1
            if cursor + 1 < texts.count, kinds[cursor] == .identifier, texts[cursor + 1] == ":" { cursor += 2 }
        }
        return found
    }

    /// The first name of the member chain ending at `position` (`L10n` in `L10n.Settings.title(`).
    /// `throughCalls`: also through the calls of the chain (`WKInterfaceDevice` in
    /// `WKInterfaceDevice.current().play(`).
    func chainRoot(of position: Int, throughCalls: Bool = false) -> String {
        var root = position
        while root >= 2, texts[root - 1] == "." {
            if kinds[root - 2] == .identifier {
                root -= 2
            } else if throughCalls, texts[root - 2] == ")", let open = openingParenthesis(of: root - 2), open >= 1,
                      kinds[open - 1] == .identifier {
                root = open - 1
            } else {
                break
            }
        }
        return texts[root]
    }

    /// The `(` of the `)` at `close`.
    func openingParenthesis(of close: Int) -> Int? {
        var depth = 0
        for cursor in stride(from: close, through: 0, by: -1) {
            if texts[cursor] == ")" { depth += 1 }
            if texts[cursor] == "(" {
                depth -= 1
                if depth == 0 { return cursor }
            }
        }
        return nil
    }

    /// An assigned value ends at a `}`, at a `{` that opens a block (`if let x = y {`) or a
    /// wrapper's closure (`task = Task { … }`: the action is inside), or at a new statement at its
    /// own depth (a line continuing the expression, `+ spacing` or `.height`, does not end it), or
    /// when its brackets close. A trailing closure of a call in the value (`rows.firstIndex { … }`)
    /// is part of it.
    func endsValue(at position: Int, depth: Int, valueDepth: Int, opensBlock: Bool) -> Bool {
        if depth < valueDepth { return true }
        guard depth == valueDepth else { return false }
        if texts[position] == "}" { return true }
        if texts[position] == "{" {
            guard !opensBlock, position > 0, !breakBefore[position] else { return true }
            switch kinds[position - 1] {
            case .rightParen, .rightSquare, .postfixOperator: return false
            case .identifier: return NamingVocabulary.wrappers.contains(texts[position - 1])
            default: return true
            }
        }
        guard breakBefore[position] else { return false }
        if kinds[position] == .period || kinds[position] == .binaryOperator { return false }
        switch kinds[position - 1] {
        case .binaryOperator, .equal, .comma, .leftParen, .prefixOperator: return false
        default: return true
        }
    }

    func isCompoundAssignment(_ position: Int) -> Bool {
        kinds[position] == .binaryOperator && OperatorSpelling.isCompoundAssignment(texts[position])
    }

    static func opensCondition(_ keyword: String) -> Bool {
        switch keyword {
        case "if", "guard", "while", "switch", "for": return true
        default: return false
        }
    }

    /// `if let x = …`, `guard var x = …`, `case .ready = status`, `let x = …`: a binding, not
    /// a state change.
    func isBinding(before position: Int) -> Bool {
        var cursor = position - 1
        while cursor >= 0 {
            switch texts[cursor] {
            case "let", "var", "case": return true
            case "{", "}", ",", "if", "guard", "while": return false
            default: if breakBefore[cursor] { return false }
            }
            cursor -= 1
        }
        return false
    }

    func stripped(_ name: String) -> String {
        name.hasPrefix("$") ? String(name.dropFirst()) : name
    }
}
