import ActionLintCore

/// A method the view already has whose body is the one its actions repeat: `func loadLabels()`
/// beside two `.task { … }` with its very statements. The fix calls it instead of writing a
/// second one.
enum ExistingMember {
    /// The name of a method of no parameters, declared in one of `declarations` (the type's
    /// declarations in this file), whose normalized tokens are those of every body of `group`;
    /// nil when there is none, or when the bodies differ or read bindings of their own.
    static func name(repeatedBy group: DuplicateGroup, declarations: [Int], file: ParsedFile) -> String? {
        let template = group.template
        guard !group.isNearDuplicate, template.closure.boundReads.isEmpty, !template.closure.readsParameters,
              !template.closure.usesAnonymousParameters,
              group.bodies.allSatisfy({ $0.fullKey == template.fullKey }) else { return nil }
        let texts = template.kept.map { file.text($0) }
        for member in file.syntax.members where member.kind == .function && member.parameterNames.isEmpty
            && declarations.contains(member.typeIndex) && !member.isViewBuilding {
            guard let rightBrace = member.rightBrace, !isStatic(member, in: file) else { continue }
            let kept = BodyNormalization.keptTokens(file: file, from: member.leftBrace + 1, to: rightBrace)
            if kept.count == texts.count, zip(kept, texts).allSatisfy({ file.text($0) == $1 }) { return member.name }
        }
        return nil
    }

    /// `static func` / `class func`: no method the sites' instance can call unqualified.
    static func isStatic(_ member: MemberDeclaration, in file: ParsedFile) -> Bool {
        var cursor = file.previousSignificant(before: member.leftBrace)
        while let index = cursor, !(file.tokens[index].kind == .keyword && file.text(index) == "func") {
            if member.leftBrace - index > 512 { return true }
            cursor = file.previousSignificant(before: index)
        }
        guard let funcToken = cursor else { return true }
        var modifier = file.previousSignificant(before: funcToken)
        while let index = modifier, file.tokens[index].kind == .keyword || file.tokens[index].kind == .identifier {
            let word = file.text(index)
            if word == "static" || word == "class" { return true }
            guard modifiers.contains(word) else { break }
            modifier = file.previousSignificant(before: index)
        }
        return false
    }

    static let modifiers: Set<String> = [
        "private", "fileprivate", "internal", "public", "open", "final", "nonisolated", "override", "dynamic",
    ]
}
