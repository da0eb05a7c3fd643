import Dispatch

/// Lints many files on all cores. Output does not depend on the parallelism: results are
/// stored per file and sorted.
///
/// A file is lexed only when a rule may report there by its bytes (`Rule.needsTokens`; otherwise
/// its declared names are read from the bytes), and parsed only when a rule may find something
/// there by its tokens (most files are not: see `Rule.needsSyntax`); a parsed file is checked with
/// its own member names. Suggested names must not collide with members declared in other files
/// (types are extended across files), so the member names of every type with findings are then
/// gathered: from the parsed files, and from the unparsed files that declare a type of that name,
/// which are parsed now. Files with findings whose types gained members from other files are
/// checked once more against the merged names. Files are read, checked and released one at a time,
/// except the few whose fixes asked for names other files declare: their parse is kept for the lint
/// with their module's index (`relintWithModules`).
public struct LintRunner: Sendable {
    /// One engine per configuration (`ResolvedConfiguration.index`); an input names its own by
    /// `Input.engineIndex`. Inputs carry an index, not an engine: they are copied into each
    /// file's work, and an engine's copy retains every rule's settings and description.
    public let engines: [LintEngine]

    /// Whether an input must be UTF-8 text (`SourceTextCheck`); a file that is not is a failure,
    /// not a file with no findings. Off for harnesses that feed any bytes on purpose.
    public var requiresText = true

    public init(engine: LintEngine) { engines = [engine] }

    /// - Parameter engines: not empty.
    public init(engines: [LintEngine]) {
        precondition(!engines.isEmpty, "a runner needs an engine")
        self.engines = engines
    }

    public struct Input: Sendable {
        /// The path to read (nil for bytes already in memory, e.g. stdin).
        public var path: String?
        /// The path shown in output.
        public var displayPath: String
        public var bytes: [UInt8]?
        /// The runner's engine for this file's configuration (`ConfigurationTree`).
        public var engineIndex: Int
        /// Where the file stands in its module when its text comes from memory (standard input
        /// named by `--stdin-path`): its module is that path's, as if it were read from there.
        public var modulePath: String?

        public init(path: String?, displayPath: String, bytes: [UInt8]? = nil, engineIndex: Int = 0, modulePath: String? = nil) {
            self.path = path
            self.displayPath = displayPath
            self.bytes = bytes
            self.engineIndex = engineIndex
            self.modulePath = modulePath
        }

        /// The path the module indexes know the file by (`ModuleSet.key`).
        func moduleKey(workingFolder: String) -> String {
            ModuleSet.key(path: path ?? modulePath, displayPath: displayPath, workingFolder: workingFolder)
        }
    }

    public struct Result: Sendable {
        public var findings: [Finding]
        /// One-line messages of files that could not be read.
        public var errors: [String]
        public var filesLinted: Int
        /// Member names, from every linted file, of every type with findings.
        public var memberIndex: MemberIndex
        /// The module indexes the fixes read (each file's module: its SwiftPM target, or the
        /// run's files), for fixing with the same facts (`lookup(for:)`).
        public var modules: ModuleSet
        /// Each file's first and last lint, kept as long as the result: a command exits right
        /// after its report (`CommandIO.finish`), and freeing a tree's lints one by one on the
        /// way out of the run cost about two milliseconds of one core.
        var lints: (first: [FirstLint], last: [FileOutcome])

        /// What the rules of `input` may know of its module's other files.
        public func lookup(for input: Input) -> ModuleLookup {
            modules.lookup(for: input.moduleKey(workingFolder: FileSystemAccess.currentDirectory()))
        }
    }

    public func run(_ inputs: [Input]) -> Result {
        finish(inputs, firstPass: Concurrently.map(inputs.indices) { firstLint(inputs[$0], engine: engines[inputs[$0].engineIndex]) })
    }

    /// Lints the files `discover` finds while it is still finding them: the calling thread walks
    /// and feeds each file found to the other cores, then lints too once the walk ends. Output
    /// is `run(_:)`'s for the files in path order: `discover` returns, for each file in path
    /// order, the position it was fed at (repeats left out: their lint is dropped).
    /// - Parameters:
    ///   - discover: calls its argument with each file found and a maker of its configuration's
    ///     engine (called once for each configuration).
    ///   - defaultEngine: the engine when no file was found.
    public static func run(requiresText: Bool = true, defaultEngine: () -> LintEngine,
                           discovering discover: (_ feed: @escaping (Input, () -> LintEngine) -> Void) -> [Int]) -> Streamed {
        let cores = Concurrently.processorCount
        let feed = InputFeed(consumers: cores)
        let linted = FirstLints()
        let fallback = defaultEngine()
        // Reads and first-lints each file with the engine the feed gives it.
        var reader = LintRunner(engine: fallback)
        reader.requiresText = requiresText
        let consume: @Sendable () -> Void = { [reader] in
            var own: [(Int, FirstLint)] = []
            while let next = feed.next() { own.append((next.position, reader.firstLint(next.input, engine: next.engine.engine))) }
            linted.add(own)
        }
        let group = DispatchGroup()
        for _ in 1..<max(cores, 1) { DispatchQueue.global().async(group: group, execute: consume) }
        let order = discover { input, makeEngine in feed.add(input, makeEngine: makeEngine) }
        feed.close()
        consume()
        group.wait()
        let fed = feed.contents(defaultEngine: { fallback })
        var runner = LintRunner(engines: fed.engines)
        runner.requiresText = requiresText
        let inputs = order.map { fed.inputs[$0] }
        let result = runner.finish(inputs, firstPass: linted.inPositions(order, count: fed.inputs.count))
        return Streamed(runner: runner, inputs: inputs, result: result)
    }

    /// A streamed run: its runner (every configuration's engine), its inputs in path order, and
    /// what `run(_:)` would return for them.
    public struct Streamed: Sendable {
        public var runner: LintRunner
        public var inputs: [Input]
        public var result: Result
    }

    /// A file's first lint, without module facts: the lookups record the names a fix asked for.
    /// A class: a tree's first lints go through several arrays, and a copy of a struct of these
    /// fields counted a reference for each.
    final class FirstLint: Sendable {
        let outcome: FileOutcome
        let names: [UInt32]?
        /// Kept when a fix asked for names: the file is linted again with its module.
        let file: ParsedFile?
        let recorder: ModuleLookup

        init(outcome: FileOutcome, names: [UInt32]?, file: ParsedFile?, recorder: ModuleLookup) {
            (self.outcome, self.names, self.file, self.recorder) = (outcome, names, file, recorder)
        }
    }

    func firstLint(_ input: Input, engine: LintEngine) -> FirstLint {
        // A recorder has no index: the path it excludes is never read, so no key is made yet.
        let recorder = ModuleLookup(index: nil, excluding: "")
        let linted = lintOne(input, engine: engine, memberIndex: nil, moduleTypes: recorder, readingNames: true)
        return FirstLint(outcome: linted.outcome, names: linted.names, file: recorder.needed.isEmpty ? nil : linted.file,
                         recorder: recorder)
    }

    /// The first lints collected from the threads that made them.
    final class FirstLints: @unchecked Sendable {
        private let lock = PThreadMutex()
        private var lints: [(Int, FirstLint)] = []

        func add(_ more: [(Int, FirstLint)]) { lock.locked { lints.append(contentsOf: more) } }

        /// The lints of the positions `order` names, in its order.
        func inPositions(_ order: [Int], count: Int) -> [FirstLint] {
            lock.locked {
                var byPosition = [FirstLint?](repeating: nil, count: count)
                for (position, lint) in lints { byPosition[position] = lint }
                return order.map { byPosition[$0]! }
            }
        }
    }

    /// The rest of a run, once every file had its first lint (`firstPass`, in `inputs`' order).
    func finish(_ inputs: [Input], firstPass: [FirstLint]) -> Result {
        let recorders = firstPass.map(\.recorder)
        var outcomes = firstPass.map(\.outcome)
        var parsed = firstPass.map(\.file)
        // Types with findings, and the unparsed files that may declare or extend one of them.
        // Room for a type in about every parsed file (a quarter of a typical tree), so that the
        // set rarely grows; inserted one by one: `formUnion` of a one-element set cost several
        // times an insert.
        var typesWithFindings = Set<String>(minimumCapacity: outcomes.count / 4)
        for case let .parsed(_, _, types) in outcomes { for type in types { typesWithFindings.insert(type) } }
        let typeEnds = typesWithFindings.map(DeclaredTypeNames.ends(of:))
        // A set lookup per name a file declares first: most files hold no such last piece.
        let lastPieces = Set(typeEnds.map(\.last))
        let lookups = inputs.indices.filter { index in
            if case let .unparsed(_, typeNames) = outcomes[index], typeNames.contains(where: lastPieces.contains) {
                return typeEnds.contains { DeclaredTypeNames.mayDeclare($0, in: typeNames) }
            }
            return false
        }
        let declared = Concurrently.map(lookups.indices) { memberNames(inputs[lookups[$0]]) }
        // Only the types with findings are ever looked up: the rest is left out of the merge.
        var memberIndex = MemberIndex()
        for case let .parsed(_, members, _) in outcomes { memberIndex.merge(members, onlyTypes: typesWithFindings) }
        for (position, index) in lookups.enumerated() {
            switch declared[position] {
            case let .success(members): memberIndex.merge(members, onlyTypes: typesWithFindings)
            case let .failure(message): outcomes[index] = .failed(message)
            }
        }
        // A file whose fixes asked for module names is linted with the merged names anyway
        // (`relintWithModules`): checking it once more here would be a third lint of it.
        let recheck = inputs.indices.filter { index in
            if case let .parsed(_, ownMembers, types) = outcomes[index], recorders[index].needed.isEmpty {
                return Self.mergingAddsNames(memberIndex, to: ownMembers, for: types)
            }
            return false
        }
        let sharedIndex = memberIndex
        let second = Concurrently.map(recheck.indices) { position in
            let index = recheck[position]
            let linted = lintOne(inputs[index], memberIndex: sharedIndex, moduleTypes: recorders[index], readingNames: false)
            return (linted.outcome, file: recorders[index].needed.isEmpty ? nil : linted.file)
        }
        for (position, index) in recheck.enumerated() { (outcomes[index], parsed[index]) = second[position] }
        // Each file's key (its absolute path) only when a fix asked for a name: most runs never do.
        let asked = recorders.contains { !$0.needed.isEmpty }
        let workingFolder = asked ? FileSystemAccess.currentDirectory() : ""
        let keys = asked ? Self.keys(of: inputs, workingFolder: workingFolder) : []
        let modules = ModuleSet(runFiles: keys.indices.map {
            ModuleIndex.File(path: keys[$0], bytes: inputs[$0].bytes, words: firstPass[$0].names)
        })
        if asked {
            relintWithModules(inputs, parsed: parsed, keys: keys, recorders: recorders, modules: modules,
                              memberIndex: sharedIndex, outcomes: &outcomes)
        }
        var findings: [Finding] = []
        var errors: [String] = []
        var linted = 0
        for outcome in outcomes {
            switch outcome {
            case let .parsed(fileFindings, _, _), let .unparsed(fileFindings, _):
                findings.append(contentsOf: fileFindings)
                linted += 1
            case let .failed(message):
                errors.append(message)
            }
        }
        return Result(findings: Self.inOutputOrder(findings), errors: errors, filesLinted: linted, memberIndex: memberIndex,
                      modules: modules, lints: (firstPass, outcomes))
    }

    /// Each input's `ModuleSet.key`, made in runs of files on all cores: the keys of a whole
    /// tree took over a millisecond on one, while the other waited.
    static func keys(of inputs: [Input], workingFolder: String) -> [String] {
        let run = 512
        let runs = Concurrently.map(0..<((inputs.count + run - 1) / run)) { part in
            inputs[(part * run)..<min(inputs.count, (part + 1) * run)].map { $0.moduleKey(workingFolder: workingFolder) }
        }
        return Array(runs.joined())
    }

    /// Lints again, with their module's index, the files whose fixes asked for names their own
    /// file does not declare (most runs have none: then no other file is read). Each module is
    /// searched for all the names its files asked for at once, before any file is linted again.
    func relintWithModules(_ inputs: [Input], parsed: [ParsedFile?], keys: [String], recorders: [ModuleLookup],
                           modules: ModuleSet, memberIndex: MemberIndex, outcomes: inout [FileOutcome]) {
        let needing = inputs.indices.filter { index in
            if case .parsed = outcomes[index] { return !recorders[index].needed.isEmpty }
            return false
        }
        guard !needing.isEmpty else { return }
        // The biggest first: a big file started last would be linted alone at the end.
        let bySize = needing.sorted { (parsed[$0]?.source.bytes.count ?? 0) > (parsed[$1]?.source.bytes.count ?? 0) }
        modules.locate(needing.map { keys[$0] })
        var namesByModule: [ObjectIdentifier: (ModuleIndex, Set<ModuleQuery>)] = [:]
        for index in needing {
            let module = modules.index(for: keys[index])
            namesByModule[ObjectIdentifier(module), default: (module, [])].1.formUnion(recorders[index].needed)
        }
        for (module, names) in namesByModule.values { module.search(names) }
        let again = Concurrently.map(bySize.indices) { position in
            let index = bySize[position]
            let lookup = modules.lookup(for: keys[index])
            guard let file = parsed[index] else { return lintOne(inputs[index], memberIndex: memberIndex, moduleTypes: lookup) }
            return lint(file, input: inputs[index], memberIndex: memberIndex, moduleTypes: lookup)
        }
        for (position, index) in bySize.enumerated() { outcomes[index] = again[position] }
    }

    /// The findings sorted by `Finding.outputOrder`. Files come in path order and their findings
    /// usually in position order, so the list is usually sorted already: checking that costs one
    /// comparison per finding, sorting about ten. (A sorted list is returned as it is, which is
    /// what the stable sort would return.)
    static func inOutputOrder(_ findings: [Finding]) -> [Finding] {
        let isSorted = findings.indices.dropFirst().allSatisfy { !Finding.outputOrder(findings[$0], findings[$0 - 1]) }
        return isSorted ? findings : findings.sorted(by: Finding.outputOrder)
    }

    /// Whether other files add members to a type holding this file's findings. Rules look
    /// member names up by those types, so when nothing is added the second check would see the
    /// same names and return the same findings: the file is not read and parsed again. The
    /// merged index holds the file's own names too, so for each type it is a superset of them
    /// and comparing counts is enough. Its list holds the file's own list and more: when the two
    /// lists are equally long (the type is declared in this file only), no sets are built.
    static func mergingAddsNames(_ merged: MemberIndex, to own: MemberIndex, for types: Set<String>) -> Bool {
        types.contains { type in
            merged.listedNameCount(of: type) != own.listedNameCount(of: type)
                && merged.memberNames(of: type).count != own.memberNames(of: type).count
        }
    }

    /// Lints one input; with no member index, the file's own members are used.
    public func lintOne(_ input: Input, memberIndex: MemberIndex?, moduleTypes: any ModuleTypes = NoModuleTypes()) -> FileOutcome {
        lintOne(input, memberIndex: memberIndex, moduleTypes: moduleTypes, readingNames: false).outcome
    }

    func lintOne(_ input: Input, memberIndex: MemberIndex?, moduleTypes: any ModuleTypes,
                 readingNames: Bool) -> (outcome: FileOutcome, names: [UInt32]?, file: ParsedFile?) {
        lintOne(input, engine: engines[input.engineIndex], memberIndex: memberIndex, moduleTypes: moduleTypes, readingNames: readingNames)
    }

    /// `lintOne`, and with `readingNames` the names the file may declare, read from the tokens
    /// the lint made (`ByteSearch.declaredNameHashes`): a module index then never reads the
    /// run's files again to know which to parse.
    func lintOne(_ input: Input, engine: LintEngine, memberIndex: MemberIndex?, moduleTypes: any ModuleTypes,
                 readingNames: Bool) -> (outcome: FileOutcome, names: [UInt32]?, file: ParsedFile?) {
        let bytes: [UInt8]
        switch read(input) {
        case let .success(read): bytes = read
        case let .failure(message): return (.failed(message), nil, nil)
        }
        // No rule can report here: the file is not lexed, and its names are read from its bytes
        // (unless a byte scan could miss one).
        if !engine.needsTokens(bytes), let declared = ByteDeclarations.read(bytes, wordsInAnyOrder: true) {
            return (.unparsed([], typeNames: declared.typeNames), readingNames ? declared.words : nil, nil)
        }
        let file = engine.parse(SourceFile(path: input.displayPath, bytes: bytes))
        let names = readingNames ? ByteSearch.declaredNameHashes(in: file) : nil
        return (lint(file, engine: engine, memberIndex: memberIndex, moduleTypes: moduleTypes), names, file)
    }

    private func lint(_ file: ParsedFile, input: Input, memberIndex: MemberIndex?, moduleTypes: any ModuleTypes) -> FileOutcome {
        lint(file, engine: engines[input.engineIndex], memberIndex: memberIndex, moduleTypes: moduleTypes)
    }

    private func lint(_ file: ParsedFile, engine: LintEngine, memberIndex: MemberIndex?, moduleTypes: any ModuleTypes) -> FileOutcome {
        guard file.hasSyntax else {
            return .unparsed(engine.lint(file, memberIndex: MemberIndex()), typeNames: DeclaredTypeNames.hashes(in: file))
        }
        let ownMembers = MemberIndex(syntax: file.syntax)
        var index = memberIndex ?? ownMembers
        if memberIndex != nil { index.merge(ownMembers) }
        let findings = engine.lint(file, memberIndex: index, moduleTypes: moduleTypes)
        return .parsed(findings, ownMembers, typesWithFindings: Self.types(holding: findings, in: file))
    }

    /// The qualified names of the types whose braces hold a finding's primary site: the types
    /// whose member names the rules looked up for the findings.
    static func types(holding findings: [Finding], in file: ParsedFile) -> Set<String> {
        var names = Set<String>()
        for finding in findings {
            let offset = finding.range.start.offset
            for type in file.syntax.types {
                guard let left = type.leftBrace, offset > file.offset(left) else { continue }
                if let right = type.rightBrace, offset >= Int(file.tokens[right].end) { continue }
                names.insert(type.qualifiedName)
            }
        }
        return names
    }

    /// The member names an input declares, from a parse of its declarations.
    func memberNames(_ input: Input) -> ReadResult<MemberIndex> {
        switch read(input) {
        case let .success(bytes):
            let source = SourceFile(path: input.displayPath, bytes: bytes)
            let syntax = ShallowParser.parse(source: source, tokens: Lexer.tokenize(bytes), declarationsOnly: true)
            return .success(MemberIndex(syntax: syntax))
        case let .failure(message):
            return .failure(message)
        }
    }

    /// The input's bytes, if they are UTF-8 text (`SourceTextCheck`).
    func read(_ input: Input) -> ReadResult<[UInt8]> {
        let bytes: [UInt8]
        if let given = input.bytes {
            bytes = given
        } else {
            do {
                bytes = try SourceReader.read(input.path ?? input.displayPath, shownAs: input.displayPath)
            } catch {
                return .failure(error.description)
            }
        }
        if requiresText, let problem = SourceTextCheck.problem(in: bytes) { return .failure("\(input.displayPath): \(problem)") }
        return .success(bytes)
    }

    /// A value, or the one-line message of a file that could not be read.
    enum ReadResult<Value> {
        case success(Value)
        case failure(String)
    }

    public enum FileOutcome: Sendable {
        /// Parsed and checked; the file's own member names, and the types holding its findings.
        case parsed([Finding], MemberIndex, typesWithFindings: Set<String>)
        /// Checked on its tokens alone (no rule could find anything needing a parse); the hashed
        /// names its type declarations are written with (see `DeclaredTypeNames`).
        case unparsed([Finding], typeNames: [UInt64])
        case failed(String)
    }
}
