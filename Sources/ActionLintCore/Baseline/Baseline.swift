/// Findings a team has accepted for now. Filtering a run through the baseline reports only new
/// findings, so a rule can be adopted on a codebase that already breaks it.
///
/// Entries are keyed on rule, file and fingerprint, never on lines, so moving code within a
/// file keeps it hidden; a count remembers how many copies were accepted, so one more copy of
/// an accepted duplicate is still reported.
///
/// Paths are compared as given: build it from and filter findings whose paths are relative to
/// the same folder (the driver uses the configuration's folder).
public struct Baseline: Hashable, Sendable {
    public static let formatVersion = 1

    /// One entry per key, in file, rule, fingerprint order.
    public private(set) var entries: [BaselineEntry]

    /// Entries with the same key are merged by adding their counts (a hand-merged file may
    /// repeat one); entries with a count below 1 are dropped.
    public init(entries: [BaselineEntry]) {
        var merged: [FindingKey: BaselineEntry] = [:]
        for entry in entries where entry.count > 0 {
            guard var existing = merged[entry.key] else {
                merged[entry.key] = BaselineEntry(rule: entry.key.rule, file: entry.key.file, fingerprint: entry.fingerprint,
                                                  count: entry.count, sites: entry.sites)
                continue
            }
            existing.count += entry.count
            existing.sites = existing.sites.flatMap { own in entry.sites.map { max(own, $0) } }
            merged[entry.key] = existing
        }
        self.entries = merged.keys.sorted(by: FindingKey.fileOrder).compactMap { merged[$0] }
    }

    /// Accepts every one of `findings`, their files recorded as `paths` says.
    public init(findings: [Finding], paths: BaselinePaths = .asShown) {
        self.init(entries: findings.map { finding in
            let key = paths.key(finding)
            return BaselineEntry(rule: key.rule, file: key.file, fingerprint: key.fingerprint, count: 1, sites: Self.sites(of: finding))
        })
    }

    /// The primary site and the related ones.
    static func sites(of finding: Finding) -> Int { 1 + finding.related.count }

    /// The findings not covered by the baseline, in their original order. Each entry hides at
    /// most `count` findings with its key; when there are more, the ones earliest in output
    /// order stay hidden so the result does not depend on the order rules ran in. A finding with
    /// more sites than the entry recorded is not hidden: its group grew.
    public func filter(_ findings: [Finding], paths: BaselinePaths = .asShown) -> [Finding] {
        var remaining: [FindingKey: (count: Int, sites: Int?)] = [:]
        for entry in entries { remaining[entry.key] = (entry.count, entry.sites) }
        var hidden = Set<Int>()
        let indicesInOutputOrder = findings.indices.sorted { Finding.outputOrder(findings[$0], findings[$1]) }
        for index in indicesInOutputOrder {
            let key = paths.key(findings[index])
            guard let accepted = remaining[key], accepted.count > 0 else { continue }
            if let sites = accepted.sites, Self.sites(of: findings[index]) > sites { continue }
            remaining[key]?.count -= 1
            hidden.insert(index)
        }
        return findings.indices.filter { !hidden.contains($0) }.map { findings[$0] }
    }

    // MARK: - Writing

    /// Pretty JSON, two-space indent, keys in a fixed order, entries sorted, ending in a
    /// newline: the same findings always give the same bytes, so the file diffs cleanly.
    public func serialized() -> String {
        var text = "{\n  \"version\": \(Self.formatVersion),\n"
        if entries.isEmpty { return text + "  \"entries\": []\n}\n" }
        text += "  \"entries\": [\n"
        text += entries.map(Self.serializedEntry).joined(separator: ",\n")
        return text + "\n  ]\n}\n"
    }

    private static func serializedEntry(_ entry: BaselineEntry) -> String {
        let fields = [
            "\"rule\": \(JSONStringLiteral.quote(entry.rule))",
            "\"file\": \(JSONStringLiteral.quote(entry.file))",
            "\"fingerprint\": \(JSONStringLiteral.quote(entry.fingerprint))",
            "\"count\": \(entry.count)",
        ] + (entry.sites.map { ["\"sites\": \($0)"] } ?? [])
        return "    {\n" + fields.map { "      " + $0 }.joined(separator: ",\n") + "\n    }"
    }

    // MARK: - Reading

    /// Reads a baseline file; relative paths are taken from `workingFolder`. Its entries name
    /// files relative to its own folder: filter with `BaselinePaths.forFile(path, …)`.
    /// - Throws: `BaselineError` for an unreadable file, invalid JSON or an unexpected shape.
    public static func load(path: String, workingFolder: String? = nil) throws -> Baseline {
        let absolute = FilePaths.absolute(path, relativeTo: FileSystemAccess.workingFolder(workingFolder))
        let bytes: [UInt8]
        do {
            bytes = try FileSystemAccess.readBytes(absolute)
        } catch {
            throw BaselineError(path: path, message: "cannot read the baseline: \(error.description)")
        }
        return try parse(bytes, path: path)
    }

    /// Parses a baseline document; `path` is only used in messages.
    /// - Throws: `BaselineError`.
    public static func parse(_ bytes: [UInt8], path: String) throws -> Baseline {
        let document: JSONValue
        do {
            document = try JSONParser.parse(bytes)
        } catch let error as JSONParseError {
            throw BaselineError(path: path, line: error.line, column: error.column, message: "invalid JSON: \(error.message)")
        }
        do {
            return Baseline(entries: try entries(from: document))
        } catch let violation as SchemaViolation {
            throw BaselineError(path: path, message: violation.description)
        }
    }

    private static func entries(from document: JSONValue) throws -> [BaselineEntry] {
        let members = try SchemaReader.object(document, at: "", allowedKeys: ["version", "entries"])
        let version = try required("version", in: members, at: "")
        guard version == .integer(formatVersion) else {
            throw SchemaReader.violation("version", expected: String(formatVersion), found: version)
        }
        let list = try required("entries", in: members, at: "")
        guard case let .array(elements) = list else {
            throw SchemaReader.violation("entries", expected: "an array", found: list)
        }
        return try elements.enumerated().map { offset, element in
            try entry(from: element, at: SchemaReader.path("entries", index: offset))
        }
    }

    private static func entry(from value: JSONValue, at keyPath: String) throws -> BaselineEntry {
        let members = try SchemaReader.object(value, at: keyPath, allowedKeys: ["rule", "file", "fingerprint", "count", "sites"])
        func text(_ key: String) throws -> String {
            try SchemaReader.string(try required(key, in: members, at: keyPath), at: SchemaReader.path(keyPath, key: key))
        }
        let count = try SchemaReader.positiveInteger(try required("count", in: members, at: keyPath), at: SchemaReader.path(keyPath, key: "count"))
        var sites: Int?
        if let value = members.first(where: { $0.key == "sites" })?.value {
            sites = try SchemaReader.positiveInteger(value, at: SchemaReader.path(keyPath, key: "sites"))
        }
        return BaselineEntry(rule: try text("rule"), file: try text("file"), fingerprint: try text("fingerprint"), count: count, sites: sites)
    }

    private static func required(_ key: String, in members: [(key: String, value: JSONValue)], at keyPath: String) throws -> JSONValue {
        guard let value = members.first(where: { $0.key == key })?.value else {
            throw SchemaViolation(keyPath: keyPath, message: "missing key \(JSONStringLiteral.quote(key))")
        }
        return value
    }
}
