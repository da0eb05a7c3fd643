#if canImport(Glibc)
import Glibc
#elseif canImport(Darwin)
import Darwin
#endif
import ActionLintCore

/// Names the view members holding an extraction's sites use on their own — closure parameters
/// (`{ note in`), locals, `if let`s, function parameters among them. A reference to the new
/// member at a site inside `List(notes) { note in … }` must not resolve to the parameter
/// `note`. Argument labels (a name before `:`) and names after `.` bind nothing and are left out.
///
/// Answers `contains` by searching the members' bytes for that one name (`memchr` for its first byte) and checking
/// the tokens only where it occurs: the namer asks about one to three candidates, so a set of
/// every name in a view's `body` would cost far more.
struct SiteMemberNames {
    let file: ParsedFile
    /// Function parameters of the members, and the token ranges of their bodies.
    let parameterNames: Set<String>
    let bodies: [Range<Int>]

    init(subject: ExtractionSubject, file: ParsedFile) {
        self.file = file
        var memberIndices = subject.bodies.map(\.closure.member)
        memberIndices.sort()
        var parameters = Set<String>()
        var bodies: [Range<Int>] = []
        for (position, memberIndex) in memberIndices.enumerated() where position == 0 || memberIndices[position - 1] != memberIndex {
            let member = file.syntax.members[memberIndex]
            if !member.parameterNames.isEmpty { parameters.formUnion(member.parameterNames) }
            if let rightBrace = member.rightBrace { bodies.append(member.leftBrace..<rightBrace) }
        }
        parameterNames = parameters
        self.bodies = bodies
    }

    func contains(_ name: String) -> Bool {
        if parameterNames.contains(name) { return true }
        let spelling = Array(name.utf8)
        guard !spelling.isEmpty else { return false }
        return file.source.bytes.withUnsafeBufferPointer { bytes in
            file.tokens.withUnsafeBufferPointer { tokens in
                bodies.contains { body in uses(spelling, in: body, bytes: bytes, tokens: tokens) }
            }
        }
    }

    /// Whether an identifier spelled `spelling` stands on its own in `range`: not after a `.`
    /// (the last significant token before it in the range), and not a label.
    private func uses(_ spelling: [UInt8], in range: Range<Int>, bytes: UnsafeBufferPointer<UInt8>,
                      tokens: UnsafeBufferPointer<Token>) -> Bool {
        guard !range.isEmpty, let base = bytes.baseAddress else { return false }
        let startOffset = Int(tokens[range.lowerBound].start)
        let endOffset = Int(tokens[range.upperBound - 1].end)
        var offset = startOffset
        let first = Int32(spelling[0])
        while offset < endOffset, let found = memchr(base + offset, first, endOffset - offset) {
            let position = base.distance(to: found.assumingMemoryBound(to: UInt8.self))
            offset = position + 1
            guard position + spelling.count <= endOffset,
                  spelling.indices.dropFirst().allSatisfy({ bytes[position + $0] == spelling[$0] }) else { continue }
            guard let index = file.tokenIndex(at: position), range.contains(index) else { continue }
            let token = tokens[index]
            guard token.kind == .identifier, Int(token.start) == position, token.length == spelling.count else { continue }
            var previous = index - 1
            while previous >= range.lowerBound, tokens[previous].kind.isTrivia { previous -= 1 }
            if previous >= range.lowerBound, tokens[previous].kind == .period { continue }
            if !isLabel(index) { return true }
        }
        return false
    }

    /// A name followed by `:` is an argument label, not a name in scope.
    private func isLabel(_ index: Int) -> Bool {
        guard let next = file.nextSignificant(after: index) else { return false }
        return file.tokens[next].kind == .colon
    }
}
