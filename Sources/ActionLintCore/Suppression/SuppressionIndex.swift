#if canImport(Glibc)
import Glibc
#elseif canImport(Darwin)
import Darwin
#endif

/// Which lines of a file have which rules disabled, from its `action-lint:` comments, and which
/// comments have suppressed something (an unused one is reported by `invalid-suppression`).
public struct SuppressionIndex: Sendable {
    public private(set) var directives: [SuppressionDirective] = []
    /// `action-lint:` comments whose action is not one of `SuppressionDirective.Action`.
    public private(set) var unrecognized: [UnrecognizedDirective] = []
    /// Lines disabled by `next`, `this`, `previous` and whole-file directives per rule id; `all`
    /// for every rule. `next` and `this` cover the lines of the whole statement
    /// (`StatementExtent`).
    private var disabledLines: [String: [DisabledSpan]] = [:]
    /// Lines inside `disable`…`enable` regions per rule id named by a region directive; the key
    /// `all` holds the regions of every rule no region directive names.
    private var regionLines: [String: [DisabledSpan]] = [:]
    /// Rule ids some `disable`/`enable` directive names.
    private var regionIDs: Set<String> = []
    /// The directives that suppressed something, by index into `directives`. Shared by the
    /// copies of the index that the rules of one file's lint get, so the last rule sees what
    /// the others used; one file is linted on one thread.
    /// Made only for a file with directives: most files have none.
    private var use: DirectiveUse?

    /// Lines a directive disables.
    struct DisabledSpan: Sendable {
        var lines: ClosedRange<Int>
        var directive: Int
    }

    public init() {}

    public init(file: SourceFile, tokens: [Token]) {
        // Every directive contains `action-lint:`; most files contain it nowhere, and one
        // search of the bytes is far cheaper than visiting every token.
        guard Self.mentionsDirective(file.bytes, in: 0..<file.bytes.count) else { return }
        for (index, token) in tokens.enumerated() where token.kind.isComment {
            // Every directive mentions "action-lint:". Searching the bytes first skips the
            // String and the Unicode-aware `contains` (thousands of instructions per comment)
            // for ordinary comments. No other spelling of these ASCII characters is canonically
            // equivalent to them, so bytes without the word cannot match as a String either.
            guard token.length >= 14, Self.mentionsDirective(file.bytes, in: token.range) else { continue }
            let text = file.text(of: token)
            guard text.contains("action-lint:") else { continue }
            let line = file.line(of: Int(token.start))
            if var directive = SuppressionDirective.parse(comment: text, line: line, range: token.range) {
                directive.coveredLines = Self.coveredLines(of: directive, commentAt: index, tokens: tokens, file: file)
                directives.append(directive)
            } else if let words = SuppressionDirective.words(comment: text) {
                // Looks like a directive but the action is misspelt: it would silently do nothing.
                unrecognized.append(UnrecognizedDirective(action: words.first.map(String.init) ?? "", line: line, range: token.range))
            }
        }
        if !directives.isEmpty { use = DirectiveUse() }
        build(lineCount: max(1, file.lineCount))
    }

    private static let directiveWord = Array("action-lint:".utf8)

    /// Whether `bytes` may hold a suppression comment: they contain `action-lint:`.
    public static func mayHoldDirectives(_ bytes: [UInt8]) -> Bool {
        mentionsDirective(bytes, in: 0..<bytes.count)
    }

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

    /// The lines a single-line directive covers: for `next`, the statement after the comment;
    /// for `this`, the statement of the comment's line; for `previous`, the line above.
    static func coveredLines(of directive: SuppressionDirective, commentAt index: Int, tokens: [Token], file: SourceFile) -> ClosedRange<Int>? {
        switch directive.action {
        case .disableNext:
            // The next line always (it may hold only another comment), and the whole
            // statement that starts after the comment.
            let nextLine = directive.line + 1
            guard let next = StatementExtent.nextSignificant(after: index, in: tokens) else { return nextLine...nextLine }
            return nextLine...max(nextLine, StatementExtent.lines(from: next, tokens: tokens, file: file).upperBound)
        case .disableThis:
            let first = StatementExtent.lineStart(of: index, in: tokens)
            guard first != index else { return directive.line...directive.line }
            return StatementExtent.lines(from: first, tokens: tokens, file: file)
        case .disablePrevious:
            // On the first line there is no previous line to disable.
            return directive.line > 1 ? (directive.line - 1)...(directive.line - 1) : nil
        case .disable, .enable, .disableFile:
            return nil
        }
    }

    private mutating func build(lineCount: Int) {
        for (index, directive) in directives.enumerated() {
            let lines = directive.action == .disableFile ? 1...lineCount : directive.coveredLines
            guard let lines else { continue }
            for id in directive.ruleIDs { disabledLines[id, default: []].append(DisabledSpan(lines: lines, directive: index)) }
        }
        buildRegions(lineCount: lineCount)
    }

    /// Regions follow the last `disable`/`enable` that concerns a rule, by its id or by `all`:
    /// `disable all` then `enable duplicate-action-closure` turns that one rule back on while
    /// the others stay off, and `enable all` ends every region.
    private mutating func buildRegions(lineCount: Int) {
        let regional = directives.indices.filter { directives[$0].action == .disable || directives[$0].action == .enable }
        guard !regional.isEmpty else { return }
        regionIDs = Set(regional.flatMap { directives[$0].ruleIDs }).subtracting(["all"])
        for key in regionIDs.sorted() + ["all"] {
            var start: (line: Int, directive: Int)?
            for index in regional where directives[index].ruleIDs.contains(key) || directives[index].ruleIDs.contains("all") {
                let directive = directives[index]
                if directive.action == .disable {
                    if start == nil { start = (directive.line, index) }
                } else if let open = start {
                    regionLines[key, default: []].append(DisabledSpan(lines: open.line...max(open.line, directive.line - 1), directive: open.directive))
                    start = nil
                }
            }
            if let open = start {
                regionLines[key, default: []].append(DisabledSpan(lines: open.line...max(open.line, lineCount), directive: open.directive))
            }
        }
    }

    /// The region spans that apply to `ruleID`: its own when a region directive names it.
    private func regions(for ruleID: String) -> [DisabledSpan] {
        regionLines[regionIDs.contains(ruleID) ? ruleID : "all"] ?? []
    }

    /// Whether `ruleID` is disabled on `line`; if it is, the directives that disable it count as
    /// used: call it for a finding (or a duplicate's site) that is dropped because of it.
    public func suppresses(_ ruleID: String, line: Int) -> Bool {
        suppresses(ruleID, anywhereIn: line...line)
    }

    /// `suppresses(_:line:)` for a range: a fix dropped because it would edit these lines.
    public func suppresses(_ ruleID: String, anywhereIn lines: ClosedRange<Int>) -> Bool {
        let found = spans(disabling: ruleID, in: lines)
        for span in found { use?.insert(span.directive) }
        return !found.isEmpty
    }

    private func spans(disabling ruleID: String, in lines: ClosedRange<Int>) -> [DisabledSpan] {
        guard !directives.isEmpty else { return [] }
        var found: [DisabledSpan] = []
        for id in [ruleID, "all"] {
            for span in disabledLines[id] ?? [] where span.lines.overlaps(lines) { found.append(span) }
        }
        for span in regions(for: ruleID) where span.lines.overlaps(lines) { found.append(span) }
        return found
    }

    /// The `disable` directives that have suppressed nothing so far, among those that name only
    /// rules of `ranRules` (a rule that did not run cannot have used one): SwiftLint's
    /// superfluous disable. `all` is never reported (it is meant broadly), nor a directive that
    /// names a rule in `exempt` (the rule asking, whose own findings are filtered after it).
    public func unusedDirectives(ranRules: Set<String>, exempt: Set<String>) -> [SuppressionDirective] {
        directives.indices.compactMap { index in
            let directive = directives[index]
            guard directive.action != .enable, !directive.ruleIDs.isEmpty, use?.contains(index) != true else { return nil }
            guard directive.ruleIDs.allSatisfy({ ranRules.contains($0) && !exempt.contains($0) }) else { return nil }
            return directive
        }
    }

    /// No directive disables anything (misspelt ones never do).
    public var isEmpty: Bool { directives.isEmpty }
}

/// The indices of the directives that have suppressed something. A class so that every copy of
/// a file's `SuppressionIndex` records into one set; a file is linted on one thread at a time.
final class DirectiveUse: @unchecked Sendable {
    private var used: Set<Int> = []

    func insert(_ index: Int) { used.insert(index) }
    func contains(_ index: Int) -> Bool { used.contains(index) }
}
