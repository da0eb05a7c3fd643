import ActionLintCore
import ActionLintRules

/// `--fix` and `--diff`: lint everything (for the member names of every type), then fix the
/// files with applicable fixes one at a time in path order — so the names chosen never depend
/// on timing — and write each changed file atomically (or add its diff to the output).
///
/// `--fix -` writes nothing: the whole source, fixed or as it came, goes to stdout (an editor
/// replaces its buffer with it), and nothing at all when the run fails (exit 2).
struct FixCommand {
    /// The command that found the files: its options, output and report.
    let lint: LintCommand
    let runner: LintRunner
    /// Findings the baseline accepts are neither fixed nor reported.
    var baseline: Baseline?
    /// The source read from standard input (`-`), also when an exclude glob kept it from linting.
    var standardInput: [UInt8]?

    /// Fixes what the lint of `inputs` (by `runner`) found.
    func run(_ inputs: [LintRunner.Input], linted: LintRunner.Result, hadErrors hadInputErrors: Bool) -> Int32 {
        for message in linted.errors { io.error(message) }
        var hadErrors = hadInputErrors || !linted.errors.isEmpty
        var memberIndex = linted.memberIndex
        let accepted = acceptedKeys(linted.findings)
        let pathsWithFixes = Set(linted.findings.filter { $0.fix != nil && !accepted.contains(FindingKey($0)) }.map(\.range.path))
        var remaining = linted.findings.filter { !pathsWithFixes.contains($0.range.path) }
        let boundary = FixBoundary(namedPaths: (options.paths.isEmpty ? ["."] : options.paths).filter { $0 != "-" }.map(lint.resolved))
        var diff: [UInt8] = []
        var fixedStandardInput: [UInt8]?
        var fixedFindings = 0
        var changedFiles = 0
        for input in inputs where pathsWithFixes.contains(input.displayPath) {
            if let path = input.path, let refusal = boundary.refusal(forFile: path) {
                remaining.append(contentsOf: linted.findings.filter { $0.range.path == input.displayPath }.map { Self.unfixed($0, refusal) })
                continue
            }
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
            let fixer = FileFixer(engine: runner.engines[input.engineIndex], allowUnsafe: options.unsafeFixes, excludedKeys: accepted)
            let outcome = fixer.fix(path: input.displayPath, bytes: bytes, memberIndex: memberIndex, moduleTypes: linted.lookup(for: input))
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
                diff += Array(UnifiedDiff.diff(path: input.displayPath, old: outcome.original, new: outcome.fixed).utf8)
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
        if options.diff {
            // The diff is the output (to --output when given), like a report.
            guard lint.output(diff, what: "the diff") else { return 2 }
            if hadErrors { return 2 }
            return changedFiles > 0 ? 1 : 0
        }
        let beforeBaseline = remaining.count
        remaining = baseline?.filter(remaining, paths: lint.baselinePaths(options.baseline)) ?? remaining
        remaining.sort(by: Finding.outputOrder)
        // Only a change written (or printed) is announced: a clean or refused run says nothing,
        // and standard input with an error prints no source, so nothing was fixed.
        if !options.quiet, fixedFindings > 0, standardInput == nil || !hadErrors {
            let noun = fixedFindings == 1 ? "finding" : "findings"
            io.stderr.write("action-lint: fixed \(fixedFindings) \(noun) in \(changedFiles) file\(changedFiles == 1 ? "" : "s")\n")
        }
        if let standardInput {
            // Half a result would replace the editor's text: on any error, print nothing.
            if hadErrors { return 2 }
            io.stdout.write(bytes: fixedStandardInput ?? standardInput)
        }
        // With standard input, stdout holds the source: the report goes only to `--output`.
        if standardInput == nil || options.output != nil {
            // The remaining findings point into the fixed text, so excerpts must come from it.
            let shown = inputs.map { input in
                var shown = input
                if input.path == nil { shown.bytes = fixedStandardInput ?? input.bytes }
                return shown
            }
            guard lint.report(remaining, filesLinted: linted.filesLinted, inputs: shown, hadErrors: hadErrors,
                              hiddenByBaseline: beforeBaseline - remaining.count) else { return 2 }
        }
        if hadErrors { return 2 }
        return ExitCode.forFindings(remaining, strict: options.strict)
    }

    /// The finding without its fix, saying why it was not applied.
    static func unfixed(_ finding: Finding, _ reason: String) -> Finding {
        var kept = finding
        if kept.fix != nil {
            kept.fix = nil
            kept.noFixReason = reason
        }
        return kept
    }

    /// Keys of the findings the baseline hides (they stay as they are).
    func acceptedKeys(_ findings: [Finding]) -> Set<FindingKey> {
        guard let baseline else { return [] }
        let shown = Set(baseline.filter(findings, paths: lint.baselinePaths(options.baseline)).map { FindingKey($0) })
        return Set(findings.map { FindingKey($0) }).subtracting(shown)
    }

    var options: LintOptions { lint.options }
    var io: CommandIO { lint.io }

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
