#if canImport(Glibc)
import Glibc
#elseif canImport(Darwin)
import Darwin
#endif
import ActionLintCore

/// The names a type's code in this file uses on its own — closure parameters (`{ note in`),
/// locals, `if let`s, calls of free functions, `self.x` — and the function parameters of the
/// view members holding an extraction's sites. A new member spelled like one of them would
/// shadow it: a reference at a site inside `List(notes) { note in … }` must not resolve to the
/// parameter `note`, a `reload()` elsewhere in the type must keep calling what it called.
/// Argument labels (a name before `:`) and names after `.` (but `self.`) bind nothing.
///
/// Searching the whole type, not only the extraction's bodies, keeps names the same from one
/// `--fix` round to the next: an earlier extraction's body moves from the view's `body` into
/// the type's extension, where it is still found.
///
/// Answers `contains` by searching the declarations' bytes for that one name (`memchr` for its
/// first byte) and checking the tokens only where it occurs: the namer asks about one to three
/// candidates, so a set of every name in a type would cost far more.
struct UsedNames {
    let file: ParsedFile
    /// Function parameters of the members holding the sites.
    let parameterNames: Set<String>
    /// Token ranges searched: the type's declarations in this file and the members holding the sites.
    let ranges: [Range<Int>]
    /// The types nested in the type's declarations: a member one of them declares (`func install()`
    /// in a nested `ViewModel`) is its own, and a member of the view of that name shadows nothing.
    let nestedTypes: [(range: Range<Int>, members: Set<String>)]

    init(bodies: [ExtractedBody], declarations: [Int], file: ParsedFile) {
        self.file = file
        var memberIndices = bodies.map(\.closure.member)
        memberIndices.sort()
        var parameters = Set<String>()
        var ranges: [Range<Int>] = []
        for index in declarations {
            let type = file.syntax.types[index]
            if let leftBrace = type.leftBrace, let rightBrace = type.rightBrace {
                ranges.append(leftBrace..<rightBrace)
            }
        }
        for (position, memberIndex) in memberIndices.enumerated()
        where position == 0 || memberIndices[position - 1] != memberIndex {
            let member = file.syntax.members[memberIndex]
            if !member.parameterNames.isEmpty { parameters.formUnion(member.parameterNames) }
            guard let rightBrace = member.rightBrace else { continue }
            let body = member.leftBrace..<rightBrace
            if !ranges.contains(where: { $0.contains(body.lowerBound) }) { ranges.append(body) }
        }
        parameterNames = parameters
        self.ranges = ranges
        nestedTypes = file.syntax.types.compactMap { type in
            guard let parent = type.parent, declarations.contains(parent), let left = type.leftBrace,
                  let right = type.rightBrace else { return nil }
            return (left..<right, Set(type.memberNames))
        }
    }

    func contains(_ name: String) -> Bool {
        if parameterNames.contains(name) { return true }
        let spelling = Array(name.utf8)
        guard !spelling.isEmpty else { return false }
        return file.source.bytes.withUnsafeBufferPointer { bytes in
            file.tokens.withUnsafeBufferPointer { tokens in
                ranges.contains { range in uses(spelling, in: range, bytes: bytes, tokens: tokens) }
            }
        }
    }

    /// Whether an identifier spelled `spelling` stands on its own in `range`: not after a `.`
    /// (the last significant token before it in the range) unless that follows `self`, and not
    /// a label.
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
            guard token.kind == .identifier, Int(token.start) == position,
                  token.length == spelling.count else { continue }
            if let period = previous(before: index, from: range.lowerBound, tokens: tokens),
               tokens[period].kind == .period {
                guard let owner = previous(before: period, from: range.lowerBound, tokens: tokens),
                      file.source.token(tokens[owner], is: "self") else { continue }
            }
            if declaresNestedMember(at: index, spelling: spelling, from: range.lowerBound, tokens: tokens) { continue }
            if !isLabel(index) { return true }
        }
        return false
    }

    /// Whether the name at `index` is declared (`func name`, `var name`) as a member of a nested type.
    private func declaresNestedMember(at index: Int, spelling: [UInt8], from lowerBound: Int,
                                      tokens: UnsafeBufferPointer<Token>) -> Bool {
        guard let introducer = previous(before: index, from: lowerBound, tokens: tokens) else { return false }
        let token = tokens[introducer]
        guard file.source.token(token, is: "func") || file.source.token(token, is: "var")
                || file.source.token(token, is: "let") else { return false }
        let name = String(decoding: spelling, as: UTF8.self)
        return nestedTypes.contains { $0.range.contains(index) && $0.members.contains(name) }
    }

    private func previous(before index: Int, from lowerBound: Int, tokens: UnsafeBufferPointer<Token>) -> Int? {
        var previous = index - 1
        while previous >= lowerBound, tokens[previous].kind.isTrivia { previous -= 1 }
        return previous >= lowerBound ? previous : nil
    }

    /// A name followed by `:` is an argument label, not a name in scope.
    private func isLabel(_ index: Int) -> Bool {
        guard let next = file.nextSignificant(after: index) else { return false }
        return file.tokens[next].kind == .colon
    }
}
