import ActionLintCore

/// One fact about a Boolean condition in a canonical spelling, so that two spellings of one fact
/// compare equal: `guard code.count == 6` requires what `.disabled(code.count != 6)` proves, and
/// `guard !title.isEmpty` what `.disabled(title.isEmpty)` proves.
///
/// The equivalences (each one Swift's own meaning for `Bool`, `Equatable` and `Comparable`):
/// - `!x` is `x` negated, `(x)` is `x` (a comparison's sides too);
/// - `a, b` and `a && b` hold when both hold; `a || b` is false when both are false;
/// - `a != b` is `a == b` negated and `a == b` is `b == a` (also `===`/`!==`);
/// - `a >= b` is `a < b` negated, `a > b` is `b < a`, `a <= b` is `b < a` negated: an order's
///   negation, exact for counts, indices and every value but a floating-point NaN;
/// - `x == true` is `x` and `x != true` is `x` negated, either way round; `x == false` is `x`
///   negated and `x != false` is `x` — unless `x` may be an optional (`a?.b`, or a name the file
///   declares `Bool?`), for which `nil == false` is false but `!(nil == true)` is true;
/// - `x.isEmpty` is `x.count == 0`, `x.count < 1` and, negated, `x.count > 0`, `x.count != 0`,
///   `x.count >= 1`, `0 < x.count`: what every `Collection` and `String` promises;
/// - `x == ""` is `x.isEmpty` (what `String` and `Substring` promise), `x != ""` its negation;
/// - `let x` (an `if let` shorthand) is `let x = x`; `let x = e` binds exactly when `e != nil`, so
///   it also says that (an `else` after it, `e == nil`), and `let _ = e` says only that;
/// - a name the file declares `var name: Bool { expression }` is that expression (`.disabled(!canAdd)`
///   proves `guard !title.isEmpty` when `canAdd` is `!title.isEmpty`).
///
/// Anything else is an atom, equal only to the same tokens; an operator the project does not
/// know (a custom one, whose precedence is unknown) keeps its whole expression one atom.
struct ConditionLiteral: Hashable {
    /// The normalized texts of the atom (for a comparison: its sides in canonical order around
    /// the canonical operator).
    var atom: String
    /// The literal says the atom is false.
    var negated: Bool

    /// The literals that hold when the expression `tokens` (kept token indices, see
    /// `BodyNormalization`) evaluates to `holds`. Empty when nothing single is known (a false
    /// conjunction, a true disjunction).
    /// `expands`: a computed `Bool` property's name may stand for its expression (once: an
    /// expanded expression's names stay atoms, so two properties naming each other end).
    static func literals(_ tokens: ArraySlice<Int>, holds: Bool, file: ParsedFile,
                         expands: Bool = true) -> [ConditionLiteral] {
        let tokens = withoutEnclosingParentheses(tokens, file: file)
        guard !tokens.isEmpty else { return [] }
        let top = TopLevel(tokens, file: file)
        // What each part separated at `positions` says when every part evaluates to `holds`.
        func parts(at positions: [Int], holding holds: Bool) -> [ConditionLiteral] {
            split(tokens, at: positions).flatMap { literals($0, holds: holds, file: file, expands: expands) }
        }
        if !top.commas.isEmpty {
            // A condition list: each clause holds.
            return holds ? parts(at: top.commas, holding: true) : []
        }
        if top.opaque {
            return binding(tokens, holds: holds, file: file) ?? [opaqueAtom(tokens, negated: !holds, file: file)]
        }
        if !top.disjunctions.isEmpty {
            // `||` binds loosest (no ternary, no assignment here): false when every part is.
            return holds ? [atom(tokens, negated: false, file: file)] : parts(at: top.disjunctions, holding: false)
        }
        if !top.conjunctions.isEmpty {
            return holds ? parts(at: top.conjunctions, holding: true) : [atom(tokens, negated: true, file: file)]
        }
        if top.operators.isEmpty, file.tokens[tokens[tokens.startIndex]].kind == .prefixOperator,
           file.text(tokens[tokens.startIndex]) == "!" {
            return literals(tokens.dropFirst(), holds: !holds, file: file, expands: expands)
        }
        if top.comparisons.count == 1,
           let comparison = comparison(tokens, at: top.comparisons[0], holds: holds, file: file, expands: expands) {
            return [comparison]
        }
        if expands, tokens.count == 1, let expression = computedBoolean(named: tokens[tokens.startIndex], file: file) {
            return literals(expression[...], holds: holds, file: file, expands: false)
        }
        return [atom(tokens, negated: !holds, file: file)]
    }

    /// An atom of a condition read as one piece: `let x` stands for `let x = x`.
    static func opaqueAtom(_ tokens: ArraySlice<Int>, negated: Bool, file: ParsedFile) -> ConditionLiteral {
        if tokens.count == 2, ["let", "var"].contains(file.text(tokens[tokens.startIndex])),
           file.tokens[tokens[tokens.startIndex + 1]].kind == .identifier {
            let name = file.text(tokens[tokens.startIndex + 1])
            return ConditionLiteral(atom: ["let", name, "=", name].joined(separator: TokenTexts.separator),
                                    negated: negated)
        }
        return atom(tokens, negated: negated, file: file)
    }

    /// `let x = e` (or `var`, or the shorthand `let x`) binds exactly when `e` is not nil: the
    /// clause's atom and `e != nil` (failing: `e == nil`); `let _ = e` says only the latter. Nil
    /// for any other opaque expression (a pattern, a type annotation, a cast).
    static func binding(_ tokens: ArraySlice<Int>, holds: Bool, file: ParsedFile) -> [ConditionLiteral]? {
        let start = tokens.startIndex
        guard tokens.count >= 2, ["let", "var"].contains(file.text(tokens[start])),
              [.identifier, .wildcard].contains(file.tokens[tokens[start + 1]].kind) else { return nil }
        let name = file.text(tokens[start + 1])
        let value: String
        if tokens.count == 2 {
            value = name
        } else {
            guard tokens.count > 3, file.tokens[tokens[start + 2]].kind == .equal else { return nil }
            value = text(tokens[(start + 3)...], file: file)
        }
        let isNil = equality(value, "nil", negated: holds)
        return name == "_" ? [isNil] : [opaqueAtom(tokens, negated: !holds, file: file), isNil]
    }

    /// `lhs == rhs` in canonical form (negated: `!=`): the sides in text order.
    static func equality(_ lhs: String, _ rhs: String, negated: Bool) -> ConditionLiteral {
        lhs > rhs ? comparisonAtom(rhs, "==", lhs, negated: negated) : comparisonAtom(lhs, "==", rhs, negated: negated)
    }

    /// The atom of `first op second`, sides and operator already canonical.
    static func comparisonAtom(_ first: String, _ op: String, _ second: String, negated: Bool) -> ConditionLiteral {
        ConditionLiteral(atom: first + " \u{1}" + op + " " + second, negated: negated)
    }

    /// `x == true` and its kin as the literal about `x`, and a count compared with 0 or 1 as the
    /// literal about `isEmpty` (see the type's comment); nil for any other comparison.
    static func plainBoolean(lhs: ArraySlice<Int>, rhs: ArraySlice<Int>, operator op: String, holds: Bool,
                             file: ParsedFile, expands: Bool) -> ConditionLiteral? {
        guard op == "==" || op == "!=" || op == "<" || op == ">" || op == "<=" || op == ">=" else { return nil }
        for (value, other) in [(rhs, lhs), (lhs, rhs)] where isEmptyStringLiteral(value, file: file) {
            // `x == ""` is `x.isEmpty` for every `String` and `Substring` (not through `?.`).
            guard op == "==" || op == "!=", !other.isEmpty,
                  !other.contains(where: { file.tokens[$0].kind == .postfixOperator }) else { return nil }
            let atom = [TokenTexts.joinedTexts(file: file, other), ".", "isEmpty"]
                .joined(separator: TokenTexts.separator)
            return ConditionLiteral(atom: atom, negated: (op == "==") != holds)
        }
        for (value, other, flipped) in [(rhs, lhs, false), (lhs, rhs, true)] where value.count == 1 {
            let text = file.text(value[value.startIndex])
            if (text == "true" || text == "false") && (op == "==" || op == "!=") {
                if text == "false", mayBeOptional(other, file: file) { return nil }
                let isTrue = (text == "true") == (op == "==")
                let said = literals(other, holds: holds == isTrue, file: file, expands: expands)
                return said.count == 1 ? said[0] : nil
            }
            guard text == "0" || text == "1", other.count >= 3,
                  file.text(other[other.endIndex - 1]) == "count",
                  file.tokens[other[other.endIndex - 2]].kind == .period else { continue }
            // `count <op> n` read with the count on the left.
            let leftOp = flipped ? mirrored(op) : op
            let empty: Bool
            switch (leftOp, text) {
            case ("==", "0"), ("<", "1"), ("<=", "0"): empty = true
            case ("!=", "0"), (">", "0"), (">=", "1"): empty = false
            default: return nil
            }
            let collection = other.dropLast(2)
            let atom = [TokenTexts.joinedTexts(file: file, collection), ".", "isEmpty"]
                .joined(separator: TokenTexts.separator)
            return ConditionLiteral(atom: atom, negated: empty != holds)
        }
        return nil
    }

    /// The expression of the file's one computed property `var <name>: Bool { expression }` (a
    /// leading `return` dropped), as normalized token indices; nil when the file has none, or
    /// several that differ, or a getter/setter pair.
    static func computedBoolean(named name: Int, file: ParsedFile) -> [Int]? {
        guard file.tokens[name].kind == .identifier else { return nil }
        let text = file.text(name)
        var found: [Int]?
        for member in file.syntax.members where member.kind == .property && member.name == text {
            guard member.resultType == "Bool", let rightBrace = member.rightBrace else { return nil }
            var body = BodyNormalization.keptTokens(file: file, from: member.leftBrace + 1, to: rightBrace)
            if let first = body.first, TokenTexts.text(of: first, in: file, is: "return") { body.removeFirst() }
            guard let first = body.first, !["get", "set", "willSet", "didSet"].contains(file.text(first)),
                  !body.contains(where: { TokenTexts.text(of: $0, in: file, is: "return") }) else { return nil }
            if let earlier = found, earlier.map({ file.text($0) }) != body.map({ file.text($0) }) { return nil }
            found = body
        }
        return found
    }

    /// `""`: a string literal's opening and closing quotes with nothing between.
    static func isEmptyStringLiteral(_ tokens: ArraySlice<Int>, file: ParsedFile) -> Bool {
        tokens.count == 2 && file.tokens[tokens[tokens.startIndex]].kind == .stringStart
            && file.tokens[tokens[tokens.startIndex + 1]].kind == .stringEnd
            && file.text(tokens[tokens.startIndex]) == "\""
    }

    /// `a < b` read from the other side: `b > a`.
    static func mirrored(_ op: String) -> String {
        switch op {
        case "<": return ">"
        case ">": return "<"
        case "<=": return ">="
        case ">=": return "<="
        default: return op
        }
    }

    /// Whether `tokens` may hold an optional: an optional chain (`a?.b`) or a name the file
    /// declares `Bool?` / `Optional<Bool>`.
    static func mayBeOptional(_ tokens: ArraySlice<Int>, file: ParsedFile) -> Bool {
        if tokens.contains(where: { file.tokens[$0].kind == .postfixOperator && file.text($0) == "?" }) { return true }
        guard let last = tokens.last, file.tokens[last].kind == .identifier else { return true }
        let name = file.text(last)
        let bytes = file.source.bytes
        let text = String(decoding: bytes, as: UTF8.self)
        return text.contains(name + ": Bool?") || text.contains(name + ": Optional<Bool>")
    }

    /// `lhs op rhs` in canonical form: `==`/`===` with sides in text order, `<` with `>`'s sides
    /// swapped; `!=`, `!==`, `>=`, `<=` as the negation of those.
    static func comparison(_ tokens: ArraySlice<Int>, at operatorIndex: Int, holds: Bool,
                           file: ParsedFile, expands: Bool) -> ConditionLiteral? {
        let lhsTokens = withoutEnclosingParentheses(tokens[tokens.startIndex..<operatorIndex], file: file)
        let rhsTokens = withoutEnclosingParentheses(tokens[(operatorIndex + 1)...], file: file)
        if let plain = plainBoolean(lhs: lhsTokens, rhs: rhsTokens, operator: file.text(tokens[operatorIndex]),
                                    holds: holds, file: file, expands: expands) {
            return plain
        }
        let lhs = text(lhsTokens, file: file)
        let rhs = text(rhsTokens, file: file)
        guard !lhs.isEmpty, !rhs.isEmpty else { return nil }
        let (canonical, swapped, negates): (String, Bool, Bool)
        switch file.text(tokens[operatorIndex]) {
        case "==": (canonical, swapped, negates) = ("==", lhs > rhs, false)
        case "!=": (canonical, swapped, negates) = ("==", lhs > rhs, true)
        case "===": (canonical, swapped, negates) = ("===", lhs > rhs, false)
        case "!==": (canonical, swapped, negates) = ("===", lhs > rhs, true)
        case "<": (canonical, swapped, negates) = ("<", false, false)
        case ">=": (canonical, swapped, negates) = ("<", false, true)
        case ">": (canonical, swapped, negates) = ("<", true, false)
        case "<=": (canonical, swapped, negates) = ("<", true, true)
        default: return nil
        }
        let (first, second) = swapped ? (rhs, lhs) : (lhs, rhs)
        return comparisonAtom(first, canonical, second, negated: negates == holds)
    }

    static func atom(_ tokens: ArraySlice<Int>, negated: Bool, file: ParsedFile) -> ConditionLiteral {
        ConditionLiteral(atom: text(tokens, file: file), negated: negated)
    }

    /// The tokens' texts as bodies compare them (`TokenTexts.joinedTexts`).
    static func text(_ tokens: ArraySlice<Int>, file: ParsedFile) -> String {
        TokenTexts.joinedTexts(file: file, tokens)
    }

    /// The parts between the separators at `positions` (indices into `tokens`' base).
    static func split(_ tokens: ArraySlice<Int>, at positions: [Int]) -> [ArraySlice<Int>] {
        var parts: [ArraySlice<Int>] = []
        var start = tokens.startIndex
        for position in positions {
            parts.append(tokens[start..<position])
            start = position + 1
        }
        parts.append(tokens[start...])
        return parts
    }

    /// `(x)` is `x`, as often as the parentheses enclose the whole expression.
    static func withoutEnclosingParentheses(_ tokens: ArraySlice<Int>, file: ParsedFile) -> ArraySlice<Int> {
        var tokens = tokens
        while tokens.count >= 2, file.tokens[tokens[tokens.startIndex]].kind == .leftParen,
              file.tokens[tokens[tokens.endIndex - 1]].kind == .rightParen {
            var depth = 0
            for position in tokens.indices {
                switch file.tokens[tokens[position]].kind {
                case .leftParen, .leftSquare, .leftBrace: depth += 1
                case .rightParen, .rightSquare, .rightBrace: depth -= 1
                default: break
                }
                // The first `(` closes before the end: `(a) && (b)` is no parenthesized whole.
                if depth == 0, position < tokens.endIndex - 1 { return tokens }
            }
            tokens = tokens.dropFirst().dropLast()
        }
        return tokens
    }

    /// The separators and operators of an expression outside its brackets.
    struct TopLevel {
        var commas: [Int] = []
        var conjunctions: [Int] = []
        var disjunctions: [Int] = []
        var comparisons: [Int] = []
        /// Every binary operator (the three lists above included).
        var operators: [Int] = []
        /// A ternary, an assignment or `let`/`case` pattern, a cast, or an operator of unknown
        /// precedence: the expression is read as one atom.
        var opaque = false

        /// Operators whose precedence is known to be above the comparisons'.
        static let tighter: Set<String> = [
            "+", "-", "*", "/", "%", "&", "|", "^", "<<", ">>", "??", "..<", "...", "&+", "&-", "&*",
        ]
        static let comparisonOperators: Set<String> = ["==", "!=", "===", "!==", "<", ">", "<=", ">="]

        init(_ tokens: ArraySlice<Int>, file: ParsedFile) {
            var depth = 0
            for position in tokens.indices {
                let token = file.tokens[tokens[position]]
                switch token.kind {
                case .leftParen, .leftSquare, .leftBrace, .leftAngle: depth += 1
                case .rightParen, .rightSquare, .rightBrace, .rightAngle: depth -= 1
                case .comma where depth == 0: commas.append(position)
                case .equal where depth == 0, .colon where depth == 0: opaque = true
                case .keyword where depth == 0:
                    let text = file.text(tokens[position])
                    if ["let", "var", "case", "is", "as", "try", "await"].contains(text) { opaque = true }
                case .binaryOperator where depth == 0:
                    operators.append(position)
                    let text = file.text(tokens[position])
                    if text == "&&" {
                        conjunctions.append(position)
                    } else if text == "||" {
                        disjunctions.append(position)
                    } else if Self.comparisonOperators.contains(text) {
                        comparisons.append(position)
                    } else if !Self.tighter.contains(text) {
                        opaque = true
                    }
                default: break
                }
            }
        }
    }
}
