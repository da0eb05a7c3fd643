import ActionLintCore

/// Groups the action bodies of each type into exact and near duplicates.
enum DuplicateGrouper {
    static func groups(_ bodies: [ActionBody], typeName: String) -> [DuplicateGroup] {
        guard bodies.count >= 2 else { return [] }
        var parents = Array(0..<bodies.count)
        func root(_ index: Int) -> Int {
            var current = index
            while parents[current] != current {
                parents[current] = parents[parents[current]]
                current = parents[current]
            }
            return current
        }
        func union(_ first: Int, _ second: Int) {
            let (a, b) = (root(first), root(second))
            if a != b { parents[max(a, b)] = min(a, b) }
        }
        var byFullKey: [String: Int] = [:]
        for (index, body) in bodies.enumerated() {
            if let existing = byFullKey[body.fullKey] { union(existing, index) } else { byFullKey[body.fullKey] = index }
        }
        // A guarded body whose rest equals another body's whole: the seed's near-duplicate.
        for (index, body) in bodies.enumerated() {
            if let core = body.coreKey, let plain = byFullKey[core] { union(index, plain) }
        }
        var members: [Int: [Int]] = [:]
        for index in bodies.indices { members[root(index), default: []].append(index) }
        return members.keys.sorted().compactMap { key in
            let indices = members[key]!
            guard indices.count >= 2 else { return nil }
            let groupBodies = indices.map { bodies[$0] }
            let keys = Set(groupBodies.map(\.fullKey))
            // The extracted body is the longest: the one with the guard.
            let template = groupBodies.max { $0.tokens.count < $1.tokens.count } ?? groupBodies[0]
            return DuplicateGroup(bodies: groupBodies, template: template, isNearDuplicate: keys.count > 1, typeName: typeName)
        }
    }
}
