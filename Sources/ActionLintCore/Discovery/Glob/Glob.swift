/// A compiled include/exclude pattern, matched against `/`-separated paths relative to the
/// configuration's folder.
///
/// - `*` matches within one path segment, `**` (a whole segment) matches zero or more segments,
///   `?` one character, `[abc]`, `[a-z]`, `[!x]` one character of (or not of) a set,
///   `{a,b}` either alternative, and `\` makes the next character literal.
/// - As in `.gitignore`, a pattern without a `/` matches a name at any depth (`*.generated.swift`),
///   and one with a `/` is relative to the configuration's folder (`Sources/App/**`).
/// - A pattern that matches a folder matches everything below it; a pattern ending in `/`
///   only matches folders (`Generated/`).
public struct Glob: Hashable, Sendable, CustomStringConvertible {
    /// The pattern as written.
    public let pattern: String
    private let alternatives: [GlobPattern]

    /// - Throws: `GlobError` for an unclosed `[` or `{`, a trailing `\`, or an empty pattern.
    public init(_ pattern: String) throws(GlobError) {
        self.pattern = pattern
        let expanded = try GlobBraceExpander.expand(Array(pattern.unicodeScalars), pattern: pattern)
        var alternatives: [GlobPattern] = []
        for scalars in expanded {
            alternatives.append(try GlobPattern(scalars, pattern: pattern))
        }
        self.alternatives = alternatives
    }

    public var description: String { pattern }

    /// Whether `path` or one of the folders it lies in matches. `isDirectory` says whether the
    /// path itself is a folder (its ancestors always are).
    public func matches(_ path: String, isDirectory: Bool = false) -> Bool {
        let components = path.split(separator: "/").filter { $0 != "." }.map { Array($0.unicodeScalars) }
        guard !components.isEmpty else { return false }
        for length in 1...components.count {
            let isFolder = length < components.count || isDirectory
            let prefix = components[0..<length]
            if alternatives.contains(where: { (isFolder || !$0.directoryOnly) && $0.matches(prefix) }) {
                return true
            }
        }
        return false
    }
}
