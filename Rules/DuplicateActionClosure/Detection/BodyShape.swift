import ActionLintCore

/// An action body with its per-site values taken out: each name it reads that is bound inside
/// the view member (a `ForEach` item, a builder parameter, an `if let`) becomes a placeholder
/// numbered in first-read order, and each literal (`3`, `0.5`, `"Inbox"`, `true`) or implicit
/// member case (`.timed`) a placeholder of its kind. Bodies with equal keys are the same code
/// once each site's bindings are renamed to one name and its values passed in.
struct BodyShape {
    enum LiteralKind: Equatable {
        case integer, float, string, bool, enumCase
    }

    enum SlotKind: Equatable {
        /// The `index`th binding the body reads (`bindings[index]`).
        case binding(Int)
        case literal(LiteralKind)
    }

    struct Slot {
        var kind: SlotKind
        /// File token indices the value spans (`"`, the text and `"` for a string; `.` and the
        /// name for a case).
        var tokens: ClosedRange<Int>
        /// The value as written (`.timed`, `"Inbox"`, `item`).
        var text: String
    }

    /// Equal keys: the same body apart from the values in `slots`.
    let key: String
    let slots: [Slot]
    /// The bindings read, in first-read order.
    let bindings: [BoundRead]

    /// Nil when the reads cannot be told apart by name: two bindings of one name, or a name
    /// the body binds again itself (`let item = …`, `{ item in }`).
    init?(body: ActionBody, file: ParsedFile) {
        let closure = body.closure
        var boundByName: [String: BoundRead] = [:]
        for read in closure.boundReads {
            if boundByName[read.name] != nil { return nil }
            boundByName[read.name] = read
        }
        if !boundByName.isEmpty, BodyShape.rebindsAny(Set(boundByName.keys), body: body, file: file) { return nil }
        var key = ""
        var slots: [Slot] = []
        var bindings: [BoundRead] = []
        var position = 0
        let kept = body.kept
        while position < kept.count {
            let index = kept[position]
            if let (slot, width) = BodyShape.slot(at: position, kept: kept, file: file, boundByName: boundByName,
                                                  bindings: &bindings) {
                if !key.isEmpty { key += ActionBody.separator }
                key += BodyShape.placeholder(slot.kind)
                // Delimiters are code: `"a"` and `#"a"#` differ in more than their value.
                if slot.kind == .literal(.string) { key += file.text(slot.tokens.lowerBound) }
                slots.append(slot)
                position += width
                continue
            }
            if !key.isEmpty { key += ActionBody.separator }
            // Compared as `ActionBody` compares it: a multi-line string by its content.
            key += BodyNormalization.comparedText(of: index, file: file)
            position += 1
        }
        // Every bound name must have been met as a read; otherwise the reads were not understood.
        guard bindings.count == boundByName.count else { return nil }
        if closure.readsParameters || closure.usesAnonymousParameters {
            key += "|params:" + closure.parameters.joined(separator: ",")
        }
        self.key = key
        self.slots = slots
        self.bindings = bindings
    }

    static func placeholder(_ kind: SlotKind) -> String {
        switch kind {
        case let .binding(index): return "\u{1}b\(index)"
        case .literal(.integer): return "\u{1}i"
        case .literal(.float): return "\u{1}f"
        case .literal(.string): return "\u{1}s"
        case .literal(.bool): return "\u{1}t"
        case .literal(.enumCase): return "\u{1}e"
        }
    }

    /// The value starting at normalized position `position`, and how many normalized tokens it
    /// spans; nil for code that must match as written.
    static func slot(at position: Int, kept: [Int], file: ParsedFile, boundByName: [String: BoundRead],
                     bindings: inout [BoundRead]) -> (Slot, Int)? {
        let index = kept[position]
        let token = file.tokens[index]
        switch token.kind {
        case .integerLiteral:
            return (Slot(kind: .literal(.integer), tokens: index...index, text: file.text(index)), 1)
        case .floatLiteral:
            return (Slot(kind: .literal(.float), tokens: index...index, text: file.text(index)), 1)
        case .keyword where file.source.token(token, is: "true") || file.source.token(token, is: "false"):
            return (Slot(kind: .literal(.bool), tokens: index...index, text: file.text(index)), 1)
        case .stringStart:
            // A one-line literal without interpolation: `"Inbox"`, `#"a\b"#`.
            guard position + 2 < kept.count, file.tokens[kept[position + 1]].kind == .stringSegment,
                  file.tokens[kept[position + 2]].kind == .stringEnd,
                  !file.text(index).hasSuffix("\"\"\"") else { return nil }
            let end = kept[position + 2]
            let literal = file.source.text(file.offset(index)..<Int(file.tokens[end].end))
            return (Slot(kind: .literal(.string), tokens: index...end, text: literal), 3)
        case .period:
            // `.timed` as a whole argument, operand or statement end: a case of some type.
            guard position + 1 < kept.count, file.tokens[kept[position + 1]].kind == .identifier,
                  SlotMask.maskHash(of: kept[position + 1], in: file) != nil,
                  endsValue(after: position + 1, kept: kept, file: file) else {
                return nil
            }
            let name = kept[position + 1]
            return (Slot(kind: .literal(.enumCase), tokens: index...name, text: "." + file.text(name)), 2)
        case .identifier:
            // A bound closure that is called (`onTap()`) stays code: `SlotMask` never masks a call.
            guard let read = boundByName[file.text(index)], TokenTexts.isRead(index, file: file),
                  file.nextSignificant(after: index).map({ file.tokens[$0].kind != .leftParen }) ?? true else {
                return nil
            }
            var number = bindings.firstIndex(of: read)
            if number == nil {
                number = bindings.count
                bindings.append(read)
            }
            return (Slot(kind: .binding(number!), tokens: index...index, text: file.text(index)), 1)
        default:
            return nil
        }
    }

    /// Whether the value ending at normalized position `last` is followed by what closes an
    /// argument, element or statement (not `.rawValue`, `(…)` or an operator).
    static func endsValue(after last: Int, kept: [Int], file: ParsedFile) -> Bool {
        guard last + 1 < kept.count, let next = file.nextSignificant(after: kept[last]) else { return true }
        switch file.tokens[next].kind {
        case .rightParen, .comma, .rightSquare, .rightBrace, .colon, .semicolon: return true
        default: return file.source.line(of: file.offset(kept[last])) != file.source.line(of: file.offset(next))
        }
    }

    /// Whether the body binds one of `names` again: a closure inside it with such a parameter,
    /// or `let`/`var`/`for` before such a name.
    static func rebindsAny(_ names: Set<String>, body: ActionBody, file: ParsedFile) -> Bool {
        let closures = file.syntax.closures
        var inner = body.site.closure + 1
        let end = body.closure.rightBrace ?? body.closure.leftBrace
        while inner < closures.count, closures[inner].leftBrace < end {
            if closures[inner].parameters.contains(where: names.contains) { return true }
            inner += 1
        }
        for position in body.kept.indices.dropFirst() where names.contains(file.text(body.kept[position])) {
            let before = file.text(body.kept[position - 1])
            if before == "let" || before == "var" || before == "for" || before == "(" && position >= 2
                && ["let", "var"].contains(file.text(body.kept[position - 2])) {
                return true
            }
        }
        return false
    }
}
