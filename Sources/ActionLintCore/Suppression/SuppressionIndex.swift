#if canImport(Glibc)
import Glibc
#elseif canImport(Darwin)
import Darwin
#endif

/// Which lines of a file have which rules disabled, from its `action-lint:` comments.
public struct SuppressionIndex: Sendable {
    public private(set) var directives: [SuppressionDirective] = []
    /// `action-lint:` comments whose action is not one of `SuppressionDirective.Action`.
    public private(set) var unrecognized: [UnrecognizedDirective] = []
    /// Lines disabled by single-line and whole-file directives (inclusive ranges) per rule id;
    /// `all` for every rule.
    private var disabledLines: [String: [ClosedRange<Int>]] = [:]
    /// Lines inside `disable`…`enable` regions per rule id named by a region directive; the key
    /// `all` holds the regions of every rule no region directive names.
    private var regionLines: [String: [ClosedRange<Int>]] = [:]
    /// Rule ids some `disable`/`enable` directive names.
    private var regionIDs: Set<String> = []

    public init() {}

    public init(file: SourceFile, tokens: [Token]) {
        // Every directive contains `action-lint:`; most files contain it nowhere, and one
        // search of the bytes is far cheaper than visiting every token.
        guard Self.mentionsDirective(file.bytes, in: 0..<file.bytes.count) else { return }
        for token in tokens where token.kind.isComment {
            // Every directive mentions "action-lint:". Searching the bytes first skips the
            // String and the Unicode-aware `contains` (thousands of instructions per comment)
            // for ordinary comments. No other spelling of these ASCII characters is canonically
            // equivalent to them, so bytes without the word cannot match as a String either.
            guard token.length >= 14, Self.mentionsDirective(file.bytes, in: token.range) else { continue }
            let text = file.text(of: token)
            guard text.contains("action-lint:") else { continue }
            let line = file.line(of: Int(token.start))
            if let directive = SuppressionDirective.parse(comment: text, line: line, range: token.range) {
                directives.append(directive)
            } else if let words = SuppressionDirective.words(comment: text) {
                // Looks like a directive but the action is misspelt: it would silently do nothing.
                unrecognized.append(UnrecognizedDirective(action: words.first.map(String.init) ?? "", line: line, range: token.range))
            }
        }
        build(lineCount: max(1, file.lineCount))
    }

    private static let directiveWord = Array("action-lint:".utf8)

    /// Whether the bytes in `range` contain `action-lint:`: `memchr` finds each `-` (rare in
    /// code), and the bytes around it are compared.
    private static func mentionsDirective(_ bytes: [UInt8], in range: Range<Int>) -> Bool {
        let word = directiveWord
        let dash = 6  // `action-lint:`[6] == "-"
        guard range.count >= word.count else { return false }
        return bytes.withUnsafeBufferPointer { buffer in
            let base = buffer.baseAddress!
            var from = range.lowerBound + dash
            let last = range.upperBound - (word.count - dash)  // the last position a `-` can have
            while from <= last {
                guard let found = memchr(base + from, Int32(UInt8(ascii: "-")), last - from + 1) else { return false }
                let at = base.distance(to: found.assumingMemoryBound(to: UInt8.self))
                if word.indices.allSatisfy({ buffer[at - dash + $0] == word[$0] }) { return true }
                from = at + 1
            }
            return false
        }
    }

    private mutating func build(lineCount: Int) {
        for directive in directives {
            for id in directive.ruleIDs {
                switch directive.action {
                case .disable, .enable:
                    break
                case .disableNext:
                    add(id, (directive.line + 1)...(directive.line + 1))
                case .disableThis:
                    add(id, directive.line...directive.line)
                case .disablePrevious:
                    // On the first line there is no previous line to disable.
                    if directive.line > 1 { add(id, (directive.line - 1)...(directive.line - 1)) }
                case .disableFile:
                    add(id, 1...lineCount)
                }
            }
        }
        buildRegions(lineCount: lineCount)
    }

    /// Regions follow the last `disable`/`enable` that concerns a rule, by its id or by `all`:
    /// `disable all` then `enable duplicate-action-closure` turns that one rule back on while
    /// the others stay off, and `enable all` ends every region.
    private mutating func buildRegions(lineCount: Int) {
        let regional = directives.filter { $0.action == .disable || $0.action == .enable }
        guard !regional.isEmpty else { return }
        regionIDs = Set(regional.flatMap(\.ruleIDs)).subtracting(["all"])
        for key in regionIDs.sorted() + ["all"] {
            var start: Int?
            for directive in regional where directive.ruleIDs.contains(key) || directive.ruleIDs.contains("all") {
                if directive.action == .disable {
                    if start == nil { start = directive.line }
                } else if let open = start {
                    addRegion(key, open...max(open, directive.line - 1))
                    start = nil
                }
            }
            if let open = start { addRegion(key, open...max(open, lineCount)) }
        }
    }

    private mutating func add(_ id: String, _ lines: ClosedRange<Int>) {
        disabledLines[id, default: []].append(lines)
    }

    private mutating func addRegion(_ id: String, _ lines: ClosedRange<Int>) {
        regionLines[id, default: []].append(lines)
    }

    /// The region ranges that apply to `ruleID`: its own when a region directive names it.
    private func regions(for ruleID: String) -> [ClosedRange<Int>] {
        regionLines[regionIDs.contains(ruleID) ? ruleID : "all"] ?? []
    }

    /// Whether `ruleID` is disabled on `line`.
    public func isDisabled(_ ruleID: String, line: Int) -> Bool {
        isDisabled(ruleID, anywhereIn: line...line)
    }

    /// Whether `ruleID` is disabled anywhere from `lines.lowerBound` to `lines.upperBound`.
    public func isDisabled(_ ruleID: String, anywhereIn lines: ClosedRange<Int>) -> Bool {
        for id in [ruleID, "all"] {
            if let ranges = disabledLines[id], ranges.contains(where: { $0.overlaps(lines) }) { return true }
        }
        return regions(for: ruleID).contains { $0.overlaps(lines) }
    }

    /// No directive disables anything (misspelt ones never do).
    public var isEmpty: Bool { directives.isEmpty }
}
