import ActionLintCore

/// Closures that read `$0`, `$1`, … are extracted like their named form: each anonymous
/// parameter the bodies read becomes a member parameter typed as `ClosureParameters` types a
/// named one (the API's closure type) and named from that type (`Notification` →
/// `notification`); the member's body reads that name, and each site keeps its closure,
/// passing `$0` on: `.onReceive(…) { windowDidClose($0) }`.
struct AnonymousParameters {
    let closureParameters: ClosureParameters
    private var file: ParsedFile { closureParameters.types.file }

    enum Outcome {
        /// The parameters, and the template's `$N` tokens that become their names.
        case parameters([ExtractedParameters.Parameter], substitutions: [(tokens: ClosedRange<Int>, name: String)])
        case unknown(reason: String)
    }

    func parameters(of group: DuplicateGroup, taken: Set<String>) -> Outcome {
        let used = positions(in: group.template)
        guard !used.isEmpty, group.bodies.allSatisfy({ positions(in: $0) == used }) else {
            return .unknown(reason: "the closures read different anonymous parameters (`$0`, `$1`)")
        }
        var taken = taken
        var result: [ExtractedParameters.Parameter] = []
        var substitutions: [(tokens: ClosedRange<Int>, name: String)] = []
        for position in used.sorted() {
            var found: String?
            for body in group.bodies {
                guard let type = closureParameters.type(ofAnonymous: position, of: body) else {
                    return .unknown(reason: "the type of `$\(position)`, a parameter of the "
                        + "`\(body.site.callee)` closure, is not known")
                }
                if let found, found != type {
                    return .unknown(reason: "the closures' `$\(position)` have different types "
                        + "(`\(found)` and `\(type)`)")
                }
                found = type
            }
            guard let type = found else { return .unknown(reason: "no closure reads `$\(position)`") }
            let name = Self.name(for: type, taken: taken)
            taken.insert(name)
            var parameter = ExtractedParameters.Parameter(name: name, type: type,
                                                          arguments: group.bodies.map { _ in "$\(position)" })
            parameter.isClosureParameter = true
            result.append(parameter)
            for index in group.template.kept where file.text(index) == "$\(position)" {
                substitutions.append((index...index, name))
            }
        }
        return .parameters(result, substitutions: substitutions)
    }

    /// The `N` of each `$N` the body reads.
    func positions(in body: ActionBody) -> Set<Int> {
        var result = Set<Int>()
        for index in body.kept where file.tokens[index].kind == .identifier {
            let text = file.text(index)
            if text.hasPrefix("$"), let number = Int(text.dropFirst()) { result.insert(number) }
        }
        return result
    }

    /// `notification` for `Notification`, `value` for `DragGesture.Value`, `providers` for
    /// `[NSItemProvider]`; `value` for a number, string or flag, whose type says nothing of it.
    static func name(for type: String, taken: Set<String>) -> String {
        var base = type
        var plural = false
        if base.hasPrefix("["), base.hasSuffix("]"), !base.contains(":") {
            base = String(base.dropFirst().dropLast())
            plural = true
        }
        let last = base.split(separator: ".").last.map(String.init) ?? base
        let scalars: Set<String> = ["Bool", "Int", "Double", "Float", "CGFloat", "String", "Date", "URL", "UUID"]
        var name: String
        if scalars.contains(last) || !last.allSatisfy({ $0.isLetter || $0.isNumber }) || last.isEmpty {
            name = last == "URL" ? "url" : last == "Date" ? "date" : "value"
        } else {
            // `NSItemProvider` → `itemProvider`: a framework prefix is no word.
            var words = Substring(last)
            let prefix = words.prefix(2)
            if words.count > 2, prefix.allSatisfy(\.isUppercase), words.dropFirst(2).first?.isUppercase == true {
                words = words.dropFirst(2)
            }
            name = words.prefix(1).lowercased() + words.dropFirst()
        }
        if plural { name += "s" }
        var candidate = name
        var suffix = ["Value", "Argument"].makeIterator()
        while taken.contains(candidate), let next = suffix.next() { candidate = name + next }
        return candidate
    }
}
