/// One `// action-lint:…` comment.
public struct SuppressionDirective: Hashable, Sendable {
    public enum Action: String, Sendable, CaseIterable {
        case disable, enable
        case disableNext = "disable:next"
        case disableThis = "disable:this"
        case disablePrevious = "disable:previous"
        case disableFile = "disable-file"
    }

    public var action: Action
    /// Rule ids; `all` stands for every rule.
    public var ruleIDs: [String]
    /// 1-based line of the comment.
    public var line: Int
    /// Byte range of the comment token.
    public var range: Range<Int>
    /// For `next` and `this`: the lines of the statement the comment is for; for `previous`,
    /// the line above; nil for the others (set by `SuppressionIndex`).
    public var coveredLines: ClosedRange<Int>?

    /// The directive written in a comment's text, or nil when the comment is not one.
    /// Text after ` - ` is an explanation: `// action-lint:disable:next all - generated code`.
    public static func parse(comment: String, line: Int, range: Range<Int>) -> SuppressionDirective? {
        guard let words = words(comment: comment), let first = words.first,
              let action = Action(rawValue: String(first)) else { return nil }
        var ids: [String] = []
        for word in words.dropFirst() {
            if word == "-" || word == "--" || word.hasPrefix("//") { break }
            ids.append(String(word))
        }
        if action == .disableFile, ids.isEmpty { ids = ["all"] }
        return SuppressionDirective(action: action, ruleIDs: ids, line: line, range: range)
    }

    /// The words after `action-lint:` when the comment starts with it (after `//` or `/*`),
    /// else nil. The first word is the action, as written.
    public static func words(comment: String) -> [Substring]? {
        var body = Substring(comment)
        if body.hasPrefix("//") {
            body = body.drop(while: { $0 == "/" })
        } else if body.hasPrefix("/*") {
            body = body.dropFirst(2).drop(while: { $0 == "*" })
            if body.hasSuffix("*/") { body = body.dropLast(2) }
        } else {
            return nil
        }
        body = body.drop(while: { $0 == " " || $0 == "\t" })
        let prefix = "action-lint:"
        guard body.hasPrefix(prefix) else { return nil }
        body = body.dropFirst(prefix.count)
        return body.split(whereSeparator: { $0 == " " || $0 == "\t" || $0 == "," || $0 == "\r" || $0 == "\n" })
    }
}
