import ActionLintCore

/// Duplicates with parameters: bodies that are the same code once each site's bindings are
/// renamed to one name (`ForEach(favourites) { song in … }` / `ForEach(recent) { song in … }`)
/// and at most `maximumLiteralParameters` literals or cases are passed in (`start(.timed)` /
/// `start(.unlimited)`). Exact groups and single bodies with equal shapes (`BodyShape`) join;
/// guard near-duplicates stay as they are.
enum ParameterizedGrouping {
    /// Bodies differing in more values than this are different actions.
    static let maximumLiteralParameters = 2

    /// `masks`: each candidate's `BodyHash.masked`, by closure index. Only units whose masked
    /// hash another unit shares, and groups reading bindings, need their shapes.
    static func regroup(_ groups: [DuplicateGroup], candidates: [ActionBody], masks: [Int: UInt64], file: ParsedFile,
                        typeName: String) -> [DuplicateGroup] {
        var result: [DuplicateGroup] = []
        var units: [[ActionBody]] = []
        var grouped = Set<Int>()
        for group in groups {
            grouped.formUnion(group.bodies.map(\.site.closure))
            if group.isNearDuplicate {
                result.append(withBindings(group, file: file))
            } else {
                units.append(group.bodies)
            }
        }
        for body in candidates where !grouped.contains(body.site.closure) { units.append([body]) }
        var unitsOfMask: [UInt64: Int] = [:]
        for unit in units { unitsOfMask[masks[unit[0].site.closure] ?? 0, default: 0] += 1 }
        let shapesOfUnit: [[BodyShape]?] = units.map { unit in
            let shared = unitsOfMask[masks[unit[0].site.closure] ?? 0, default: 0] > 1
            guard shared || unit.count >= 2 && !unit[0].closure.boundReads.isEmpty else { return nil }
            let shapes = unit.compactMap { BodyShape(body: $0, file: file) }
            return shapes.count == unit.count ? shapes : nil
        }
        // Units whose shapes cannot be taken apart keep their group as it is.
        var buckets: [String: [Int]] = [:]
        var bucketOrder: [String] = []
        for (unitIndex, shapes) in shapesOfUnit.enumerated() {
            guard let key = shapes?.first?.key else {
                if units[unitIndex].count >= 2,
                   let group = groups.first(where: { $0.bodies[0] === units[unitIndex][0] }) { result.append(group) }
                continue
            }
            if buckets[key] == nil { bucketOrder.append(key) }
            buckets[key, default: []].append(unitIndex)
        }
        let enums = DeclaringTypes(file: file)
        for key in bucketOrder {
            for members in subgroups(of: buckets[key]!, shapes: shapesOfUnit, enums: enums, file: file) {
                var pairs: [(ActionBody, BodyShape)] = []
                for unitIndex in members { pairs += zip(units[unitIndex], shapesOfUnit[unitIndex]!) }
                guard pairs.count >= 2 else { continue }
                pairs.sort { $0.0.closure.leftBrace < $1.0.closure.leftBrace }
                let bodies = pairs.map(\.0)
                let parameters = self.parameters(pairs.map(\.1), enums: enums, file: file)
                let original = members.count == 1 ? groups.first(where: { $0.bodies[0] === units[members[0]][0] }) : nil
                var group = original
                    ?? DuplicateGroup(bodies: bodies, template: bodies[0], isNearDuplicate: false, typeName: typeName)
                if let parameters, parameters.count > 0 {
                    // The template's names and values are the member's: it must be the first body.
                    group.bodies = bodies
                    group.template = bodies[0]
                    group.parameters = parameters
                }
                result.append(group)
            }
        }
        result.sort { $0.bodies[0].closure.leftBrace < $1.bodies[0].closure.leftBrace }
        return result
    }

    /// A guard near-duplicate whose bodies read the same bindings of the member (a `ForEach`
    /// row's `item`, read by its guard and the rest): the member takes each as a parameter and
    /// keeps the guard. The keys already made every body read the same bindings.
    static func withBindings(_ group: DuplicateGroup, file: ParsedFile) -> DuplicateGroup {
        var seen = Set<BoundRead>()
        let reads = group.template.closure.boundReads.filter { seen.insert($0).inserted }
        guard !reads.isEmpty, group.parameters == nil else { return group }
        var bound: [GroupParameters.Bound] = []
        for read in reads {
            guard group.bodies.allSatisfy({ $0.closure.boundReads.contains(read) }) else { return group }
            bound.append(GroupParameters.Bound(reads: group.bodies.map { _ in read }))
        }
        let shapes = group.bodies.compactMap { BodyShape(body: $0, file: file) }
        guard shapes.count == group.bodies.count else { return group }
        var withBindings = group
        withBindings.parameters = GroupParameters(shapes: shapes, bound: bound, literals: [])
        return withBindings
    }

    /// Whether sites reading these bindings may be one action with the binding passed in: the
    /// same binding, or none of them a parameter of a generic function. Two generic helpers of a
    /// `View` extension taking `item: T` are two APIs: each `T` is its own function's, and no
    /// member of the view could take both.
    static func areRenamable(_ reads: [BoundRead], file: ParsedFile) -> Bool {
        guard let first = reads.first, reads.contains(where: { $0.bindingOffset != first.bindingOffset }) else {
            return true
        }
        return !reads.contains { read in
            guard let token = file.tokenIndex(at: read.bindingOffset) else { return true }
            return isGenericFunctionParameter(token, file: file)
        }
    }

    /// Whether the name at `token` is a parameter of a `func` with generic parameters (`func
    /// row<T: Identifiable>(item: T)`): a `<` between the `func` and the parameter list's `(`.
    static func isGenericFunctionParameter(_ token: Int, file: ParsedFile) -> Bool {
        var depth = 0
        var index = token
        var sawGeneric = false
        while let previous = file.previousSignificant(before: index) {
            index = previous
            switch file.tokens[index].kind {
            case .leftBrace, .rightBrace: return false
            case .rightParen: depth += 1
            case .leftParen:
                if depth == 0 { sawGeneric = false } else { depth -= 1 }
            case .leftAngle where depth == 0: sawGeneric = true
            case .keyword where TokenTexts.text(of: index, in: file, is: "func"): return sawGeneric
            default:
                if depth == 0, file.tokens[index].kind == .binaryOperator, file.text(index) == "<" { sawGeneric = true }
            }
        }
        return false
    }

    /// Splits units of one shape into groups whose literals differ in few enough places: each
    /// unit joins the first group it fits, in source order.
    static func subgroups(of unitIndices: [Int], shapes: [[BodyShape]?], enums: DeclaringTypes,
                          file: ParsedFile) -> [[Int]] {
        var result: [[Int]] = []
        for unitIndex in unitIndices {
            if let fit = result.indices.first(where: { candidate in
                parameters((result[candidate] + [unitIndex]).flatMap { shapes[$0]! }, enums: enums, file: file) != nil
            }) {
                result[fit].append(unitIndex)
            } else {
                result.append([unitIndex])
            }
        }
        return result
    }

    /// The parameters of bodies with one shape; nil when their literals differ in too many
    /// places, or a case's values belong to different types.
    static func parameters(_ shapes: [BodyShape], enums: DeclaringTypes, file: ParsedFile) -> GroupParameters? {
        guard let first = shapes.first else { return nil }
        var literals: [GroupParameters.Literal] = []
        for (slotIndex, slot) in first.slots.enumerated() {
            guard case let .literal(kind) = slot.kind else { continue }
            let values = shapes.map { $0.slots[slotIndex].text }
            if values.allSatisfy({ $0 == values[0] }) { continue }
            if let same = literals.firstIndex(where: { $0.values == values }) {
                literals[same].slots.append(slotIndex)
                continue
            }
            guard literals.count < maximumLiteralParameters else { return nil }
            if kind == .enumCase, !enums.mayShareOneType(values) { return nil }
            literals.append(GroupParameters.Literal(kind: kind, slots: [slotIndex], values: values))
        }
        let bound = first.bindings.indices.map { number in
            GroupParameters.Bound(reads: shapes.map { $0.bindings[number] })
        }
        if bound.contains(where: { !areRenamable($0.reads, file: file) }) { return nil }
        return GroupParameters(shapes: shapes, bound: bound, literals: literals)
    }
}
