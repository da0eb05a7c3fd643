/// Which lines of a file have which rules disabled, from its `action-lint:` comments.
public struct SuppressionIndex: Sendable {
    public private(set) var directives: [SuppressionDirective] = []
    /// Disabled line ranges (inclusive) per rule id; `all` for every rule.
    private var disabledLines: [String: [ClosedRange<Int>]] = [:]

    public init() {}

    public init(file: SourceFile, tokens: [Token]) {
        for token in tokens where token.kind.isComment {
            // Cheap pre-check before building a String: every directive mentions "action-lint:".
            guard token.length >= 14, file.bytes[token.range].contains(UInt8(ascii: ":")) else { continue }
            let text = file.text(of: token)
            guard text.contains("action-lint:") else { continue }
            let line = file.line(of: Int(token.start))
            if let directive = SuppressionDirective.parse(comment: text, line: line, range: token.range) {
                directives.append(directive)
            }
        }
        build(lineCount: file.lineCount)
    }

    private mutating func build(lineCount: Int) {
        var openRegions: [String: Int] = [:]
        for directive in directives {
            for id in directive.ruleIDs {
                switch directive.action {
                case .disable:
                    if openRegions[id] == nil { openRegions[id] = directive.line }
                case .enable:
                    if let start = openRegions.removeValue(forKey: id) {
                        add(id, start...max(start, directive.line - 1))
                    } else if id == "all" {
                        // `enable all` closes every open region.
                        for (openID, start) in openRegions { add(openID, start...max(start, directive.line - 1)) }
                        openRegions.removeAll()
                    }
                case .disableNext:
                    add(id, (directive.line + 1)...(directive.line + 1))
                case .disableThis:
                    add(id, directive.line...directive.line)
                case .disablePrevious:
                    add(id, max(1, directive.line - 1)...max(1, directive.line - 1))
                case .disableFile:
                    add(id, 1...max(1, lineCount))
                }
            }
        }
        for (id, start) in openRegions { add(id, start...max(start, lineCount)) }
    }

    private mutating func add(_ id: String, _ lines: ClosedRange<Int>) {
        disabledLines[id, default: []].append(lines)
    }

    /// Whether `ruleID` is disabled on `line`.
    public func isDisabled(_ ruleID: String, line: Int) -> Bool {
        for id in [ruleID, "all"] {
            if let ranges = disabledLines[id], ranges.contains(where: { $0.contains(line) }) { return true }
        }
        return false
    }

    /// Whether `ruleID` is disabled anywhere from `lines.lowerBound` to `lines.upperBound`.
    public func isDisabled(_ ruleID: String, anywhereIn lines: ClosedRange<Int>) -> Bool {
        for id in [ruleID, "all"] {
            if let ranges = disabledLines[id], ranges.contains(where: { $0.overlaps(lines) }) { return true }
        }
        return false
    }

    public var isEmpty: Bool { directives.isEmpty }
}
