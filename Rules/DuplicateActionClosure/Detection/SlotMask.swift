import ActionLintCore

/// The tokens of an action body that may hold a value passed per site once the body becomes a
/// method with parameters: names read on their own (a `ForEach` item, an `if let`), literals
/// (`3`, `0.5`, `"Inbox"`, `true`) and the case of an implicit member expression (`.timed`).
///
/// The prefilter and the rule's cheap first pass hash these tokens by kind only, so that bodies
/// differing in such values still meet; `BodyShape` then decides exactly which of them are
/// values. Every token `BodyShape` takes for a value is one this type masks, so the cheap
/// passes never drop a pair the exact comparison would keep.
enum SlotMask {
    /// The hash standing for a masked token of this kind; nil when the token is not masked.
    static func maskHash(of index: Int, in file: ParsedFile) -> UInt64? {
        let token = file.tokens[index]
        switch token.kind {
        case .integerLiteral: return 0x4E55_4D00
        case .floatLiteral: return 0x464C_5400
        case .stringSegment: return 0x5354_5200
        case .keyword:
            return file.source.token(token, is: "true") || file.source.token(token, is: "false") ? 0x424F_4F4C : nil
        case .identifier:
            // A name after `.` is a member (`model.save`), unless the `.` starts an implicit
            // member expression (`.timed`).
            let previous = file.previousSignificant(before: index)
            guard let period = previous, file.tokens[period].kind == .period else {
                // A called name (`save()`) and an argument label (`(at:`) are never values.
                return isCallOrLabel(index, previous: previous, in: file) ? nil : 0x4944_0000
            }
            guard let beforePeriod = file.previousSignificant(before: period) else { return 0x4944_0000 }
            return endsExpression(beforePeriod, in: file) ? nil : 0x4944_0000
        default:
            return nil
        }
    }

    /// Whether the name at `index` is called (`save(`) or labels an argument (`(at:`, `, at:`).
    static func isCallOrLabel(_ index: Int, previous: Int?, in file: ParsedFile) -> Bool {
        guard let next = file.nextSignificant(after: index) else { return false }
        switch file.tokens[next].kind {
        case .leftParen: return true
        case .colon:
            guard let previous else { return false }
            return file.tokens[previous].kind == .leftParen || file.tokens[previous].kind == .comma
        default: return false
        }
    }

    /// Whether token `index` can end an expression, so that a `.` after it reads a member.
    static func endsExpression(_ index: Int, in file: ParsedFile) -> Bool {
        let token = file.tokens[index]
        switch token.kind {
        case .identifier, .integerLiteral, .floatLiteral, .stringEnd, .rightParen, .rightSquare, .rightBrace,
             .postfixOperator, .rightAngle, .regexLiteral, .poundKeyword, .wildcard:
            return true
        case .keyword:
            let source = file.source
            return source.token(token, is: "self") || source.token(token, is: "Self")
                || source.token(token, is: "super") || source.token(token, is: "true")
                || source.token(token, is: "false") || source.token(token, is: "nil")
        default:
            return false
        }
    }
}
