/// A compilation condition (`os(iOS) || !os(tvOS) && DEBUG`) read as Swift reads `#if`, to write
/// the one a member is wrapped in as simply as it holds: by its truth table over its atoms, where
/// at most one `os(…)` holds in a build. Nil from `simplified` means it always holds.
enum ConditionSimplifier {
    indirect enum Expression {
        case atom(String)
        case not(Expression)
        case and(Expression, Expression)
        case or(Expression, Expression)

        func holds(_ truth: [String: Bool]) -> Bool {
            switch self {
            case let .atom(name): return truth[name] ?? false
            case let .not(inner): return !inner.holds(truth)
            case let .and(left, right): return left.holds(truth) && right.holds(truth)
            case let .or(left, right): return left.holds(truth) || right.holds(truth)
            }
        }

        var atoms: Set<String> {
            switch self {
            case let .atom(name): return [name]
            case let .not(inner): return inner.atoms
            case let .and(left, right), let .or(left, right): return left.atoms.union(right.atoms)
            }
        }
    }

    /// The disjunction of `terms` (each a condition), its redundant terms left out, as one
    /// `os(…)` list or negation when it is one; nil when it always holds. Unparsed or too many
    /// atoms: the terms joined as they are.
    static func simplified(_ terms: [String], joined: ([String]) -> String) -> String? {
        let parsed = terms.compactMap(parse)
        guard parsed.count == terms.count else { return joined(terms) }
        let atoms = parsed.reduce(Set<String>()) { $0.union($1.atoms) }
        guard atoms.count <= 10 else { return joined(terms) }
        let worlds = truthTables(atoms)
        let union = { (kept: [Int]) in { (truth: [String: Bool]) in kept.contains { parsed[$0].holds(truth) } } }
        var kept = Array(terms.indices)
        if worlds.allSatisfy(union(kept)) { return nil }
        // A term that holds only where the others do adds nothing.
        for index in kept.reversed() {
            let others = kept.filter { $0 != index }
            if !others.isEmpty, worlds.allSatisfy({ !parsed[index].holds($0) || union(others)($0) }) { kept = others }
        }
        let holds = union(kept)
        let platforms = atoms.filter { $0.hasPrefix("os(") }.sorted()
        let listed = platforms.filter { platform in worlds.filter { $0[platform] == true }.allSatisfy(holds) }
        let isListed = { (truth: [String: Bool]) in listed.contains { (platform: String) in truth[platform] == true } }
        if !listed.isEmpty, worlds.allSatisfy({ holds($0) == isListed($0) }) {
            return listed.joined(separator: " || ")
        }
        for platform in platforms where worlds.allSatisfy({ holds($0) == ($0[platform] != true) }) {
            return "!" + platform
        }
        return joined(kept.map { terms[$0] })
    }

    /// Whether no build holds both: `os(macOS)` and `os(iOS)`, `DEBUG` and `!DEBUG`.
    static func excludeEachOther(_ first: String, _ second: String) -> Bool {
        guard let a = parse(first), let b = parse(second) else { return false }
        let atoms = a.atoms.union(b.atoms)
        return atoms.count <= 10 && !truthTables(atoms).contains { a.holds($0) && b.holds($0) }
    }

    /// Every assignment of the atoms, at most one `os(…)` true in each.
    static func truthTables(_ atoms: Set<String>) -> [[String: Bool]] {
        let platforms = atoms.filter { $0.hasPrefix("os(") }.sorted()
        let others = atoms.subtracting(platforms).sorted()
        var worlds: [[String: Bool]] = []
        for chosen in [nil] + platforms.map(Optional.some) {
            for bits in 0..<(1 << others.count) {
                var truth: [String: Bool] = [:]
                for platform in platforms { truth[platform] = platform == chosen }
                for (position, name) in others.enumerated() { truth[name] = bits & (1 << position) != 0 }
                worlds.append(truth)
            }
        }
        return worlds
    }

    // MARK: - Reading

    /// `a || b`, `a && b`, `!a`, `(a)`, and atoms: a name with one parenthesized argument list.
    static func parse(_ text: String) -> Expression? {
        var reader = Reader(characters: Array(text), position: 0)
        guard let expression = reader.disjunction() else { return nil }
        reader.skipSpaces()
        return reader.position == reader.characters.count ? expression : nil
    }

    struct Reader {
        let characters: [Character]
        var position: Int

        mutating func skipSpaces() {
            while position < characters.count, characters[position] == " " { position += 1 }
        }

        mutating func take(_ operator: String) -> Bool {
            skipSpaces()
            let end = position + `operator`.count
            guard end <= characters.count, String(characters[position..<end]) == `operator` else { return false }
            position = end
            return true
        }

        mutating func disjunction() -> Expression? {
            guard var result = conjunction() else { return nil }
            while take("||") {
                guard let next = conjunction() else { return nil }
                result = .or(result, next)
            }
            return result
        }

        mutating func conjunction() -> Expression? {
            guard var result = unary() else { return nil }
            while take("&&") {
                guard let next = unary() else { return nil }
                result = .and(result, next)
            }
            return result
        }

        mutating func unary() -> Expression? {
            if take("!") { return unary().map(Expression.not) }
            if take("(") {
                guard let inner = disjunction(), take(")") else { return nil }
                return inner
            }
            return atom()
        }

        /// `DEBUG`, `os(iOS)`, `canImport(UIKit, _version: 2)`: the text up to the end of its call.
        mutating func atom() -> Expression? {
            skipSpaces()
            let start = position
            while position < characters.count, characters[position].isLetter || characters[position].isNumber
                || characters[position] == "_" { position += 1 }
            guard position > start else { return nil }
            if position < characters.count, characters[position] == "(" {
                var depth = 0
                repeat {
                    if characters[position] == "(" { depth += 1 } else if characters[position] == ")" { depth -= 1 }
                    position += 1
                } while depth > 0 && position < characters.count
                guard depth == 0 else { return nil }
            }
            return .atom(String(characters[start..<position]).filter { $0 != " " })
        }
    }
}
