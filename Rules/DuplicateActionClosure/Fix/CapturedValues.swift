import ActionLintCore

/// The captured names the bodies read, passed to the member so it sees the captured value: the
/// site keeps `{ [weak model] volume in changeVolume(model, volume: volume) }` and the member takes
/// `(_ model: PlayerModel?, volume: Float)`. A `[weak x]` is `x`'s type made optional once, an
/// `[unowned x]` or `[x]` is `x`'s type, `[x = value]` the type a `let x = value` would hold
/// (`ParameterTypes`). `[self]` needs nothing; `[weak self]` and `[unowned self]` are refused.
struct CapturedValues {
    enum Outcome {
        case parameters([ExtractedParameters.Parameter])
        case refused(reason: String)
    }

    /// One entry of a capture list: `weak model`, `unowned(safe) player`, `item = items[0]`.
    struct Capture {
        var ownership: String?
        var name: String
        /// The tokens after `=`; empty when the name captures the variable of that name.
        var initializer: [Int]
        /// The entry's significant texts, for comparing the sites' lists.
        var texts: [String]
        /// The entry as written (`weak model`), for messages.
        var written: String
    }

    let types: ParameterTypes
    private var file: ParsedFile { types.file }

    /// The parameters for the captured names the bodies read, in the template's capture order.
    func parameters(of group: DuplicateGroup) -> Outcome {
        let lists = group.bodies.map { CapturedValues.captures(of: $0.closure, in: file) }
        // `[self]` changes nothing a member sees: a list of it alone equals none.
        let compared = lists.map { Set($0.filter { $0.texts != ["self"] }.map(\.texts)) }
        if compared.contains(where: { $0 != compared[0] }) {
            return .refused(reason: "the closures capture differently")
        }
        if let own = lists[0].first(where: { $0.name == "self" && $0.ownership != nil }) {
            return .refused(reason: "a closure captures `[\(own.ownership!) self]`: the member would need `self?.`")
        }
        var result: [ExtractedParameters.Parameter] = []
        for capture in lists[0] where capture.name != "self" && isRead(capture.name, in: group.template) {
            var found: String?
            for (body, list) in zip(group.bodies, lists) {
                guard let own = list.first(where: { $0.name == capture.name }) else {
                    return .refused(reason: "the closures capture differently")
                }
                switch type(of: own, in: body) {
                case let .failure(refusal): return .refused(reason: refusal.reason)
                case let .success(type):
                    if let found, found != type {
                        return .refused(reason: "the closures' captured `\(capture.name)` have different types "
                            + "(`\(found)` and `\(type)`)")
                    }
                    found = type
                }
            }
            guard let found else { continue }
            result.append(ExtractedParameters.Parameter(name: capture.name, type: found,
                                                        arguments: group.bodies.map { _ in capture.name }))
        }
        return .parameters(result)
    }

    struct Refusal: Error {
        var reason: String
    }

    /// The type of the parameter standing for `capture` at `body`'s site.
    func type(of capture: Capture, in body: ActionBody) -> Result<String, Refusal> {
        let base: String
        switch capturedType(of: capture, in: body) {
        case let .type(text, _): base = text
        case let .unknown(reason): return .failure(Refusal(reason: reason))
        }
        let payload = CapturedValues.optionalPayload(base)
        switch capture.ownership {
        case "weak"?:
            let wrapped = payload ?? base
            return .success(wrapped.contains(" ") ? "(" + wrapped + ")?" : wrapped + "?")
        case let ownership? where payload != nil:
            return .failure(Refusal(reason: "`\(capture.name)` is captured `\(ownership)`, and its type `\(base)` "
                + "is optional"))
        default:
            return .success(base)
        }
    }

    /// `T?`, `T!`, `Optional<T>` → `T`; nil for a type that is not optional.
    static func optionalPayload(_ type: String) -> String? {
        if type.hasSuffix("?") || type.hasSuffix("!") { return String(type.dropLast()) }
        if type.hasPrefix("Optional<"), type.hasSuffix(">") { return String(type.dropFirst(9).dropLast()) }
        return nil
    }

    /// The type of what the entry captures: its initializer's value (what `let x = value` would
    /// hold), or the variable it names — a binding of the member (`let model = …`), a parameter,
    /// or a property of the view.
    func capturedType(of capture: Capture, in body: ActionBody) -> ParameterTypes.Resolution {
        types.module?.reset()
        let written = "[" + capture.written + "]"
        if !capture.initializer.isEmpty {
            if let type = types.valueType(of: capture.initializer, body: body) { return .type(type.text, safe: true) }
            return unknown(capture, written: written)
        }
        if let read = body.closure.boundReads.first(where: { $0.name == capture.name }) {
            return types.type(of: read, in: body)
        }
        guard let token = nameToken(capture, in: body),
              let type = types.declaredType(of: [token], body: body)?.type else {
            return unknown(capture, written: written)
        }
        return .type(type.text, safe: true)
    }

    func unknown(_ capture: Capture, written: String) -> ParameterTypes.Resolution {
        let head = "the type of `\(capture.name)`, captured as `\(written)`, is not known"
        if let refusal = types.module?.refusal { return .unknown(reason: head + ": " + refusal) }
        return .unknown(reason: head)
    }

    /// The name's token in the capture list.
    func nameToken(_ capture: Capture, in body: ActionBody) -> Int? {
        guard let list = body.closure.captureList else { return nil }
        return list.first { file.tokens[$0].kind == .identifier && file.text($0) == capture.name }
    }

    func isRead(_ name: String, in body: ActionBody) -> Bool {
        body.kept.contains { file.text($0) == name && TokenTexts.isRead($0, file: file) }
    }

    /// The names a closure's capture list binds (`self` too).
    static func names(of closure: ClosureExpression, in file: ParsedFile) -> Set<String> {
        Set(captures(of: closure, in: file).map(\.name))
    }

    // MARK: - Reading the list

    /// The entries of the closure's capture list, in order.
    static func captures(of closure: ClosureExpression, in file: ParsedFile) -> [Capture] {
        guard let list = closure.captureList else { return [] }
        return entries(list, in: file).map { entry in
            var tokens = entry[...]
            var ownership: String?
            if let first = tokens.first, ["weak", "unowned"].contains(file.text(first)) {
                ownership = file.text(first)
                tokens = tokens.dropFirst()
                // `unowned(safe)`, `unowned(unsafe)`.
                if let open = tokens.first, file.tokens[open].kind == .leftParen,
                   let close = tokens.firstIndex(where: { file.tokens[$0].kind == .rightParen }) {
                    tokens = tokens[(close + 1)...]
                }
            }
            let name = tokens.first.map { file.text($0) } ?? ""
            let equal = tokens.firstIndex { file.tokens[$0].kind == .equal }
            let initializer = equal.map { Array(tokens[($0 + 1)...]) } ?? []
            let range = file.offset(entry[0])..<Int(file.tokens[entry[entry.count - 1]].end)
            return Capture(ownership: ownership, name: name, initializer: initializer,
                           texts: entry.map { file.text($0) }, written: file.source.text(range))
        }
    }

    /// The significant tokens of each comma-separated entry between the brackets.
    static func entries(_ list: Range<Int>, in file: ParsedFile) -> [[Int]] {
        var result: [[Int]] = [[]]
        var depth = 0
        for index in (list.lowerBound + 1)..<(list.upperBound - 1) where !file.tokens[index].kind.isTrivia {
            switch file.tokens[index].kind {
            case .leftParen, .leftSquare, .leftBrace: depth += 1
            case .rightParen, .rightSquare, .rightBrace: depth -= 1
            case .comma where depth == 0:
                result.append([])
                continue
            default: break
            }
            result[result.count - 1].append(index)
        }
        return result.filter { !$0.isEmpty }
    }
}
