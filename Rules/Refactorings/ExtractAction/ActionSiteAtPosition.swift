import ActionLintCore

/// The action a position points at: the innermost action closure whose braces hold it, or whose
/// callee is on its line (editors ask at the cursor, often at the start of the line). Of the
/// closures that begin on one line, the one holding the position, else the one whose `{` is
/// nearest.
enum ActionSiteAtPosition {
    private struct Candidate {
        var site: ActionSite
        /// Where what the site covers starts: its callee's line, or its `{` when that comes first.
        var reachStart: Int
        var holds: Bool
        var distance: Int

        func isBetter(than other: Candidate) -> Bool {
            if reachStart != other.reachStart { return reachStart > other.reachStart }
            if holds != other.holds { return holds }
            return distance < other.distance
        }
    }

    static func site(at offset: Int, among sites: [ActionSite], in file: ParsedFile) -> ActionSite? {
        let line = file.source.line(of: offset)
        var best: Candidate?
        for site in sites {
            let closure = file.syntax.closures[site.closure]
            let leftBrace = file.offset(closure.leftBrace)
            let end = closure.rightBrace.map { Int(file.tokens[$0].end) } ?? file.source.bytes.count
            let calleeLine = file.source.line(of: file.offset(file.syntax.calls[site.call].calleeToken))
            let holds = leftBrace <= offset && offset <= end
            guard holds || calleeLine == line else { continue }
            let reachStart = min(file.source.lineStarts[calleeLine - 1], leftBrace)
            let candidate = Candidate(site: site, reachStart: reachStart, holds: holds,
                                      distance: abs(leftBrace - offset))
            if best.map(candidate.isBetter) ?? true { best = candidate }
        }
        return best?.site
    }
}
