import ActionLintCore

/// Local constants of a view member and the expressions they hold: `let status = viewModel.current`
/// has the type of its chain, `let shown = isFiltered ? items.filter { … } : items` the type of
/// either branch, `let all = byCategory[.formulae] ?? []` the dictionary's value.
extension ParameterTypes {
    /// The type of `c ? a : b` (either branch, when both that are known agree), of `a ?? b` (the
    /// left unwrapped, else the right), of an array `filter`ed or `sorted` (the same array).
    func composedValueType(of tokens: [Int], body: any ActionClosureBody) -> TypeText? {
        let top = topLevelOperators(in: tokens)
        if let question = top.question, let colon = top.colon, question < colon {
            let branches = [Array(tokens[(question + 1)..<colon]), Array(tokens[(colon + 1)...])]
            let types = branches.compactMap { $0.isEmpty ? nil : valueType(of: $0, body: body) }
            guard let first = types.first, types.allSatisfy({ $0.text == first.text }) else { return nil }
            return first
        }
        if let coalescing = top.coalescing, coalescing > 0 {
            let left = Array(tokens[..<coalescing])
            if let value = dictionaryValue(of: left, body: body) { return value }
            if let payload = valueType(of: left, body: body)?.optionalPayload { return payload }
            let right = Array(tokens[(coalescing + 1)...])
            return right.isEmpty ? nil : valueType(of: right, body: body)
        }
        if let base = arrayPreservingBase(tokens), let type = valueType(of: base, body: body),
           type.arrayElement != nil {
            return type
        }
        return nil
    }

    /// The value type of `dictionary[key]` (what the subscript holds when there is one).
    func dictionaryValue(of tokens: [Int], body: any ActionClosureBody) -> TypeText? {
        guard tokens.count >= 4, file.tokens[tokens[tokens.count - 1]].kind == .rightSquare,
              let open = opening(of: tokens.count - 1, in: tokens, close: .rightSquare, open: .leftSquare), open > 0
        else { return nil }
        return declaredType(of: Array(tokens[..<open]), body: body)?.type.dictionaryValue
    }

    /// The positions of a top-level ternary's `?` and `:`, and of a top-level `??`.
    func topLevelOperators(in tokens: [Int]) -> (question: Int?, colon: Int?, coalescing: Int?) {
        var depth = 0
        var question: Int?
        var colon: Int?
        var coalescing: Int?
        for (position, index) in tokens.enumerated() {
            switch file.tokens[index].kind {
            case .leftParen, .leftSquare, .leftBrace: depth += 1
            case .rightParen, .rightSquare, .rightBrace: depth -= 1
            case .binaryOperator where depth == 0:
                let text = file.text(index)
                if text == "?", question == nil { question = position }
                if text == "??", coalescing == nil { coalescing = position }
            case .colon where depth == 0 && question != nil && colon == nil: colon = position
            default: break
            }
        }
        return (question, colon, coalescing)
    }

    /// Calls that keep an array's type: `base.filter { … }`, `base.sorted(by: …)`, `base.sorted()`.
    static let arrayPreservingCalls: Set<String> = ["filter", "sorted", "shuffled"]

    /// `base` of `base.filter { … }` (with its arguments and trailing closure), else nil.
    func arrayPreservingBase(_ tokens: [Int]) -> [Int]? {
        var end = tokens.count
        if end > 0, file.tokens[tokens[end - 1]].kind == .rightBrace,
           let open = opening(of: end - 1, in: tokens, close: .rightBrace, open: .leftBrace) { end = open }
        if end > 0, file.tokens[tokens[end - 1]].kind == .rightParen,
           let open = opening(of: end - 1, in: tokens, close: .rightParen, open: .leftParen) { end = open }
        guard end >= 3, end < tokens.count, file.tokens[tokens[end - 2]].kind == .period,
              ParameterTypes.arrayPreservingCalls.contains(file.text(tokens[end - 1])) else { return nil }
        return Array(tokens[..<(end - 2)])
    }

    /// The type of the local constant `name` of `body`'s member, declared before `position`: its
    /// written type, else what its value holds (`if let` / `guard let` unwrapped).
    func localConstantType(_ name: String, before position: Int, body: any ActionClosureBody) -> TypeText? {
        let member = file.syntax.members[body.closure.member]
        let spelled = Array(name.utf8)
        var index = position
        while index > member.leftBrace {
            index -= 1
            // Bytes first: most tokens are not the name, and a `String` for each cost the most.
            let token = file.tokens[index]
            guard token.kind == .identifier, token.length == spelled.count,
                  file.source.bytes[token.range].elementsEqual(spelled),
                  let keyword = file.previousSignificant(before: index), file.text(keyword) == "let" else { continue }
            if let written = writtenType(after: index) { return written }
            guard let equal = file.nextSignificant(after: index), file.tokens[equal].kind == .equal else { return nil }
            let introducer = file.previousSignificant(before: keyword).map { file.text($0) }
            let isCondition = introducer == "if" || introducer == "guard" || introducer == ","
            let value = expression(after: equal, trailingClosures: !isCondition)
            // The name read inside its own initializer (`let items = items`) is another binding.
            if let first = value.first, let last = value.last, (first...last).contains(position) { continue }
            return isCondition ? unwrappedType(of: value, body: body) : valueType(of: value, body: body)
        }
        return nil
    }
}

/// A local constant declared with its type and initialised by one value alone:
/// `let newKind: Kind = .fiction`.
struct AnnotatedConstant {
    /// The `let`.
    let keyword: Int
    let name: String
    let type: TypeText
}

extension ParameterTypes {
    /// The constant whose whole initial value spans `value`: `let name: Type = value` and nothing
    /// after the value on its line.
    func annotatedConstant(initializedBy value: ClosedRange<Int>) -> AnnotatedConstant? {
        guard let equal = file.previousSignificant(before: value.lowerBound), file.tokens[equal].kind == .equal,
              expression(after: equal).last == value.upperBound else { return nil }
        var cursor = file.previousSignificant(before: equal)
        // Back over the written type to the name and its `let` (a type is a few tokens).
        for _ in 0..<16 {
            guard let index = cursor else { return nil }
            if file.tokens[index].kind == .identifier, let keyword = file.previousSignificant(before: index),
               file.text(keyword) == "let", let type = writtenType(after: index),
               let last = type.tokens.last, file.nextSignificant(after: last) == equal {
                return AnnotatedConstant(keyword: keyword, name: file.text(index), type: type)
            }
            cursor = file.previousSignificant(before: index)
        }
        return nil
    }
}
