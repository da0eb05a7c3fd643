import ActionLintCore
import ActionLintRules

/// `--fix` and `--diff`: lint everything (for the member names of every type), then fix the
/// files with applicable fixes one at a time in path order — so the names chosen never depend
/// on timing — and write each changed file atomically (or print its diff).
///
/// `--fix -` writes nothing: the whole source, fixed or as it came, goes to stdout (an editor
/// replaces its buffer with it), and nothing at all when the run fails (exit 2).
struct FixCommand {
    let options: LintOptions
    let io: CommandIO
    let engine: LintEngine
    /// Findings the baseline accepts are neither fixed nor reported.
    var baseline: Baseline?
    /// The source read from standard input (`-`), also when an exclude glob kept it from linting.
    var standardInput: [UInt8]?

    func run(_ inputs: [LintRunner.Input]) -> Int32 {
        let runner = LintRunner(engine: engine)
        let linted = runner.run(inputs)
        for message in linted.errors { io.error(message) }
        var hadErrors = !linted.errors.isEmpty
        var memberIndex = linted.memberIndex
        let accepted = acceptedKeys(linted.findings)
        let fixer = FileFixer(engine: engine, allowUnsafe: options.unsafeFixes, excludedKeys: accepted)
        let pathsWithFixes = Set(linted.findings.filter { $0.fix != nil && !accepted.contains(FileFixer.key($0)) }.map(\.range.path))
        var remaining = linted.findings.filter { !pathsWithFixes.contains($0.range.path) }
        var fixedFindings = 0
        var changedFiles = 0
        var fixedStandardInput: [UInt8]?
        for input in inputs where pathsWithFixes.contains(input.displayPath) {
            var bytes = input.bytes ?? []
            if input.bytes == nil {
                do {
                    bytes = try SourceReader.read(input.path ?? input.displayPath, shownAs: input.displayPath)
                } catch {
                    io.error(error.description)
                    hadErrors = true
                    continue
                }
            }
            let outcome = fixer.fix(path: input.displayPath, bytes: bytes, memberIndex: memberIndex)
            if let refusal = outcome.refusal {
                io.error("\(input.displayPath): \(refusal)")
                remaining.append(contentsOf: outcome.remaining)
                hadErrors = true
                continue
            }
            guard outcome.changed else {
                remaining.append(contentsOf: outcome.remaining)
                continue
            }
            if options.diff {
                io.stdout.write(UnifiedDiff.diff(path: input.displayPath, old: outcome.original, new: outcome.fixed))
            } else if input.path == nil {
                fixedStandardInput = outcome.fixed
            } else if !write(outcome, to: input) {
                // The file keeps its old text, so it keeps its old findings; nothing was fixed.
                remaining.append(contentsOf: linted.findings.filter { $0.range.path == input.displayPath })
                hadErrors = true
                continue
            }
            remaining.append(contentsOf: outcome.remaining)
            memberIndex.merge(outcome.memberIndex)
            fixedFindings += outcome.fixedCount
            changedFiles += 1
        }
        remaining = baseline?.filter(remaining) ?? remaining
        remaining.sort(by: Finding.outputOrder)
        if options.diff {
            if hadErrors { return 2 }
            return changedFiles > 0 ? 1 : 0
        }
        let noun = fixedFindings == 1 ? "finding" : "findings"
        if !options.quiet { io.stderr.write("action-lint: fixed \(fixedFindings) \(noun) in \(changedFiles) file\(changedFiles == 1 ? "" : "s")\n") }
        if let standardInput {
            // Half a result would replace the editor's text: on any error, print nothing.
            if hadErrors { return 2 }
            io.stdout.write(bytes: fixedStandardInput ?? standardInput)
        }
        // With standard input, stdout holds the source: the report goes only to `--output`.
        if standardInput == nil || options.output != nil {
            // The remaining findings point into the fixed text, so excerpts must come from it.
            let shown = inputs.map { $0.path == nil ? LintRunner.Input(path: nil, displayPath: $0.displayPath, bytes: fixedStandardInput ?? $0.bytes) : $0 }
            let lint = LintCommand(options: options, io: io)
            guard lint.report(remaining, filesLinted: linted.filesLinted, inputs: shown) else { return 2 }
        }
        if hadErrors { return 2 }
        return ExitCode.forFindings(remaining, strict: options.strict)
    }

    /// Keys of the findings the baseline hides (they stay as they are).
    func acceptedKeys(_ findings: [Finding]) -> Set<String> {
        guard let baseline else { return [] }
        let shown = Set(baseline.filter(findings).map(FileFixer.key))
        return Set(findings.map(FileFixer.key)).subtracting(shown)
    }

    /// Atomic write that refuses if the file changed since it was read.
    func write(_ outcome: FileFixer.Outcome, to input: LintRunner.Input) -> Bool {
        do {
            try AtomicFileWriter.write(outcome.fixed, to: input.path ?? input.displayPath, expectedOriginal: outcome.original)
            return true
        } catch {
            io.error("\(input.displayPath): \(error.description)")
            return false
        }
    }
}
