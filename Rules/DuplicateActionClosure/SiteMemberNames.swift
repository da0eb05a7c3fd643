import ActionLintCore

/// Names the view members holding a group's sites use on their own — closure parameters
/// (`{ note in`), locals, `if let`s, function parameters among them. A reference to the new
/// member at a site inside `List(notes) { note in … }` must not resolve to the parameter
/// `note`. Argument labels (a name before `:`) and names after `.` bind nothing and are left out.
///
/// Answers `contains` by reading the members' tokens for that one name: the namer asks about
/// one to three candidates, so a set of every name in a view's `body` would cost far more.
struct SiteMemberNames {
    let file: ParsedFile
    /// Function parameters of the members, and the token ranges of their bodies.
    let parameterNames: Set<String>
    let bodies: [Range<Int>]

    init(group: DuplicateGroup, file: ParsedFile) {
        self.file = file
        var parameters = Set<String>()
        var bodies: [Range<Int>] = []
        for memberIndex in Set(group.bodies.map(\.closure.member)).sorted() {
            let member = file.syntax.members[memberIndex]
            parameters.formUnion(member.parameterNames)
            if let rightBrace = member.rightBrace { bodies.append(member.leftBrace..<rightBrace) }
        }
        parameterNames = parameters
        self.bodies = bodies
    }

    func contains(_ name: String) -> Bool {
        if parameterNames.contains(name) { return true }
        let spelling = Array(name.utf8)
        return file.source.bytes.withUnsafeBufferPointer { bytes in
            bodies.contains { body in uses(spelling, in: body, bytes: bytes) }
        }
    }

    /// Whether an identifier spelled `spelling` stands on its own in `range`.
    private func uses(_ spelling: [UInt8], in range: Range<Int>, bytes: UnsafeBufferPointer<UInt8>) -> Bool {
        var previous: TokenKind?
        for index in range {
            let token = file.tokens[index]
            if token.kind == .identifier, previous != .period, token.length == spelling.count,
               spelling.indices.allSatisfy({ bytes[Int(token.start) + $0] == spelling[$0] }), !isLabel(index) {
                return true
            }
            if !token.kind.isTrivia { previous = token.kind }
        }
        return false
    }

    /// A name followed by `:` is an argument label, not a name in scope.
    private func isLabel(_ index: Int) -> Bool {
        guard let next = file.nextSignificant(after: index) else { return false }
        return file.tokens[next].kind == .colon
    }
}
