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
        // The first body of each distinct key, in order. A type has a few candidate bodies:
        // comparing keys one by one is cheaper than hashing them, up to a point.
        var firstOfKey: [Int] = []
        var byFullKey: [String: Int]? = bodies.count > 16 ? [:] : nil
        func firstBody(withKey key: String) -> Int? {
            if let byFullKey { return byFullKey[key] }
            return firstOfKey.first { bodies[$0].fullKey == key }
        }
        var hasCore = false
        for (index, body) in bodies.enumerated() {
            if let existing = firstBody(withKey: body.fullKey) {
                union(existing, index)
            } else {
                firstOfKey.append(index)
                byFullKey?[body.fullKey] = index
            }
            if body.coreKey != nil { hasCore = true }
        }
        // A guarded body whose rest equals another body's whole: the seed's near-duplicate.
        if hasCore {
            for (index, body) in bodies.enumerated() {
                if let core = body.coreKey, let plain = firstBody(withKey: core) { union(index, plain) }
                // The rest reads the guard's `let x = e`; another body reads a builder's alike.
                if let core = body.coreKey, core.contains("|given:"),
                   let plain = bodies.indices.first(where: { bodies[$0].givenKey == core }) { union(index, plain) }
            }
        }
        // A synchronous site's `Task { X }` and an async site's `X`: one action (`unwrapsTask`).
        for (index, body) in bodies.enumerated() where !body.site.isAsync {
            if let core = body.taskCoreKey,
               let plain = bodies.indices.first(where: { bodies[$0].site.isAsync && bodies[$0].fullKey == core }) {
                union(index, plain)
            }
        }
        // Every set's root is its smallest index (unions keep the smaller root), so walking the
        // indices in order meets the sets in the order of their roots.
        var groupOfRoot = [Int](repeating: -1, count: bodies.count)
        var members: [[Int]] = []
        for index in bodies.indices {
            let setRoot = root(index)
            if groupOfRoot[setRoot] < 0 {
                groupOfRoot[setRoot] = members.count
                members.append([])
            }
            members[groupOfRoot[setRoot]].append(index)
        }
        return members.compactMap { indices in
            guard indices.count >= 2 else { return nil }
            let groupBodies = indices.map { bodies[$0] }
            if let plain = taskUnwrappingTemplate(groupBodies) {
                var group = DuplicateGroup(bodies: groupBodies, template: plain, isNearDuplicate: false,
                                           typeName: typeName)
                group.unwrapsTask = true
                return group
            }
            let first = groupBodies[0].fullKey
            let isNearDuplicate = groupBodies.dropFirst().contains { $0.fullKey != first }
            // The extracted body is the longest: the one with the guard.
            let template = groupBodies.max { $0.tokenCount < $1.tokenCount } ?? groupBodies[0]
            return DuplicateGroup(bodies: groupBodies, template: template, isNearDuplicate: isNearDuplicate,
                                  typeName: typeName)
        }
    }

    /// When every body of a group is one action — an async site's body, or `Task { }` around it
    /// at a synchronous site — and both kinds occur: an async body, the member's template.
    static func taskUnwrappingTemplate(_ bodies: [ActionBody]) -> ActionBody? {
        guard let plain = bodies.first(where: { $0.site.isAsync }) else { return nil }
        let key = plain.fullKey
        var wrapped = false
        for body in bodies {
            if body.site.isAsync {
                if body.fullKey != key { return nil }
            } else {
                guard body.taskCoreKey == key else { return nil }
                wrapped = true
            }
        }
        return wrapped ? plain : nil
    }
}
