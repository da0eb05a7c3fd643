import ActionLintCore
import ActionLintRules

/// `action-lint dump-syntax FILE`: the action closures the parser and catalog found, as JSON.
enum SyntaxDumper {
    static func dump(_ file: ParsedFile) -> String {
        let syntax = file.syntax
        var actions: [JSONValue] = []
        for site in ActionClassifier.actionSites(in: file) {
            let closure = syntax.closures[site.closure]
            let call = syntax.calls[site.call]
            let member = syntax.members[closure.member]
            let start = file.source.position(of: file.offset(closure.leftBrace))
            let endLine = closure.rightBrace.map { file.source.position(of: file.offset($0)).line }
            let label: JSONValue
            switch site.position {
            case let .argument(name?), let .labelledTrailing(name): label = .string(name)
            case .argument(nil), .trailing: label = .null
            }
            actions.append(.object([
                ("type", .string(syntax.types[member.typeIndex].qualifiedName)),
                ("member", .string(member.name)),
                ("callee", .string(call.callee)),
                ("label", label),
                ("startLine", .integer(start.line)),
                ("endLine", endLine.map(JSONValue.integer) ?? .null),
                ("startColumn", .integer(start.column)),
                ("parameters", .array(closure.parameters.map(JSONValue.string))),
                ("async", .bool(site.isAsync)),
                ("boundNames", .array(orderedUnique(closure.boundReads.map(\.name)).map(JSONValue.string))),
                ("containsAwait", .bool(closure.containsAwait)),
                ("statements", .integer(closure.statementStarts.count)),
            ]))
        }
        let views = syntax.viewTypeNames.sorted().map(JSONValue.string)
        return JSONValue.object([("views", .array(views)), ("actions", .array(actions))]).serialized(pretty: true) + "\n"
    }

    static func orderedUnique(_ names: [String]) -> [String] {
        var seen = Set<String>()
        return names.filter { seen.insert($0).inserted }
    }
}
