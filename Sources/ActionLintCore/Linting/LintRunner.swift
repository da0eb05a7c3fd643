import Dispatch

/// Lints many files on all cores. Output does not depend on the parallelism: results are
/// stored per file and sorted.
///
/// Two phases: every file is parsed and checked with its own member names; the member names of
/// all files are merged (types are extended across files); files with findings whose types gained
/// members from other files are checked once more against the merged names, so a suggested name
/// never collides with a member declared in another file. Files are read, checked and released
/// one at a time.
public struct LintRunner: Sendable {
    public let engine: LintEngine

    public init(engine: LintEngine) { self.engine = engine }

    public struct Input: Sendable {
        /// The path to read (nil for bytes already in memory, e.g. stdin).
        public var path: String?
        /// The path shown in output.
        public var displayPath: String
        public var bytes: [UInt8]?

        public init(path: String?, displayPath: String, bytes: [UInt8]? = nil) {
            self.path = path
            self.displayPath = displayPath
            self.bytes = bytes
        }
    }

    public struct Result: Sendable {
        public var findings: [Finding]
        /// One-line messages of files that could not be read.
        public var errors: [String]
        public var filesLinted: Int
        public var memberIndex: MemberIndex
    }

    public func run(_ inputs: [Input]) -> Result {
        let first = PerFileResults(count: inputs.count)
        DispatchQueue.concurrentPerform(iterations: inputs.count) { index in
            first.store(lintOne(inputs[index], memberIndex: nil), at: index)
        }
        var memberIndex = MemberIndex()
        for case let .linted(_, members)? in first.values { memberIndex.merge(members) }
        let recheck = inputs.indices.filter { index in
            if case let .linted(findings, ownMembers)? = first.values[index] {
                return !findings.isEmpty && Self.mergingAddsNames(memberIndex, to: ownMembers)
            }
            return false
        }
        let second = PerFileResults(count: recheck.count)
        let sharedIndex = memberIndex
        DispatchQueue.concurrentPerform(iterations: recheck.count) { position in
            second.store(lintOne(inputs[recheck[position]], memberIndex: sharedIndex), at: position)
        }
        var finalResults = first.values
        for (position, index) in recheck.enumerated() { finalResults[index] = second.values[position] }
        var findings: [Finding] = []
        var errors: [String] = []
        var linted = 0
        for result in finalResults {
            switch result {
            case let .linted(fileFindings, _)?:
                findings.append(contentsOf: fileFindings)
                linted += 1
            case let .failed(message)?:
                errors.append(message)
            case nil:
                break
            }
        }
        return Result(findings: findings.sorted(by: Finding.outputOrder), errors: errors, filesLinted: linted, memberIndex: memberIndex)
    }

    /// Whether other files add members to a type this file declares. Rules look member names
    /// up by the types of the file they check, so when nothing is added the second check would
    /// see the same names and return the same findings: the file is not read and parsed again.
    /// The merged index holds every file's names, so for each type it is a superset of the
    /// file's own and comparing counts is enough.
    static func mergingAddsNames(_ merged: MemberIndex, to own: MemberIndex) -> Bool {
        own.names.contains { type, names in merged.memberNames(of: type).count != names.count }
    }

    /// Lints one input; with no member index, the file's own members are used.
    public func lintOne(_ input: Input, memberIndex: MemberIndex?) -> FileOutcome {
        let bytes: [UInt8]
        if let given = input.bytes {
            bytes = given
        } else {
            do {
                bytes = try SourceReader.read(input.path ?? input.displayPath, shownAs: input.displayPath)
            } catch {
                return .failed(error.description)
            }
        }
        let file = ParsedFile(source: SourceFile(path: input.displayPath, bytes: bytes))
        let ownMembers = MemberIndex(syntax: file.syntax)
        var index = memberIndex ?? ownMembers
        if memberIndex != nil { index.merge(ownMembers) }
        return .linted(engine.lint(file, memberIndex: index), ownMembers)
    }

    public enum FileOutcome: Sendable {
        case linted([Finding], MemberIndex)
        case failed(String)
    }
}

/// Slots written by concurrent iterations, each at its own index.
final class PerFileResults: @unchecked Sendable {
    private(set) var values: [LintRunner.FileOutcome?]
    private let lock = PThreadMutex()

    init(count: Int) { values = Array(repeating: nil, count: count) }

    func store(_ value: LintRunner.FileOutcome, at index: Int) {
        lock.locked { values[index] = value }
    }
}
