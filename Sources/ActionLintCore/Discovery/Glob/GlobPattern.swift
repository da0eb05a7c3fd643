/// One compiled alternative of a glob: a list of segments, already anchored (a pattern without
/// a `/` was given a leading `**`).
struct GlobPattern: Hashable, Sendable {
    var segments: [GlobSegment]
    /// The pattern ended in `/`: it only matches folders.
    var directoryOnly: Bool

    /// Compiles one brace-free alternative.
    init(_ scalars: [Unicode.Scalar], pattern: String) throws(GlobError) {
        var text = scalars[...]
        while text.starts(with: ["." , "/"]) { text = text.dropFirst(2) }
        directoryOnly = text.last == "/"
        while text.last == "/" { text = text.dropLast() }
        // Like .gitignore: a leading `/` or a `/` in the middle ties the pattern to the
        // configuration's folder; otherwise it matches a name at any depth.
        let isAnchored = text.contains("/")
        while text.first == "/" { text = text.dropFirst() }
        var segments: [GlobSegment] = isAnchored ? [] : [.globstar]
        for part in text.split(separator: "/") where part != ["."] {
            let segment = try GlobSegment.compile(Array(part), pattern: pattern)
            // `**/**` means the same as `**`; collapsing keeps matching cheap.
            if segment.isGlobstar, segments.last?.isGlobstar == true { continue }
            segments.append(segment)
        }
        guard text.contains(where: { $0 != "/" }) else {
            throw GlobError(pattern: pattern, reason: "the pattern is empty")
        }
        self.segments = segments
    }

    /// Whether the path segments match the whole pattern. The same single-backtrack scheme as
    /// `GlobSegment.matches`, one level up: `**` is the star and every other segment matches
    /// exactly one path segment, so `**/**/…` patterns cost segments × path length at most.
    func matches(_ components: ArraySlice<[Unicode.Scalar]>) -> Bool {
        var segment = 0
        var position = components.startIndex
        var lastGlobstar: Int?
        var globstarPosition = position
        while position < components.endIndex {
            if segment < segments.count, segments[segment].isGlobstar {
                lastGlobstar = segment
                globstarPosition = position
                segment += 1
            } else if segment < segments.count, segments[segment].matches(components[position]) {
                segment += 1
                position += 1
            } else if let globstar = lastGlobstar {
                segment = globstar + 1
                globstarPosition += 1
                position = globstarPosition
            } else {
                return false
            }
        }
        while segment < segments.count, segments[segment].isGlobstar { segment += 1 }
        return segment == segments.count
    }
}
