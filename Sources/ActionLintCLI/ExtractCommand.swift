import ActionLintCore
import ActionLintRules

/// `action-lint extract FILE:LINE:COLUMN [--fix-style method|property] [--fix]`: the action
/// closure at that position (inside its braces, or on its callee's line) extracted into a member
/// of its view, as an editor's `refactor.extract` does (`ExtractActionRefactoring`). Prints the
/// unified diff, or with `--fix` writes the file — through `FileFixer`'s checks, atomically.
struct ExtractCommand {
    struct Options: Equatable {
        /// The file as named, and the 1-based line and column (Unicode scalars, as findings say).
        var path: String
        var line: Int
        var column: Int
        /// `--fix-style`; nil: the configuration's.
        var style: RuleOptionSetting?
        var fix = false
    }

    let options: Options
    let io: CommandIO

    static let usage = "extract FILE:LINE:COLUMN [--fix-style method|property] [--fix]"

    static let help = """
        action-lint \(usage)

        Extracts the action closure at FILE:LINE:COLUMN (1-based; the position may be anywhere inside
        the closure's braces or on its callee's line) into a method of its view, or with
        --fix-style property a computed property, named as the rules name theirs. A body the view
        repeats is extracted with its copies; names bound in the view (a ForEach item) become
        parameters. Prints the unified diff; --fix writes the file instead. The nearest
        .action-lint.json applies (its fixStyle too). Exit 0 when extracted, 2 when the position is
        in no action closure, the action cannot be extracted, or the arguments are wrong.
        """

    static func parse(_ arguments: [String]) throws(UsageError) -> Options {
        var position: String?
        var style: RuleOptionSetting?
        var fix = false
        var index = arguments.startIndex
        while index < arguments.endIndex {
            let argument = arguments[index]
            index += 1
            if argument == "--fix" {
                fix = true
            } else if argument == "--fix-style" || argument.hasPrefix("--fix-style=") {
                let option = ActionOptions.fixStyle
                var text = String(argument.dropFirst("--fix-style=".count))
                if argument == "--fix-style" {
                    guard index < arguments.endIndex else { throw UsageError(description: "--fix-style needs a value") }
                    text = arguments[index]
                    index += 1
                }
                guard let value = option.value(fromFlagText: text) else {
                    throw UsageError(description: "--fix-style expects \(option.expectation), got '\(text)'")
                }
                style = RuleOptionSetting(option: option, value: value)
            } else if argument.hasPrefix("-"), argument != "-" {
                throw UsageError(description: "extract: unknown option '\(argument)' (usage: action-lint \(usage))")
            } else if position != nil {
                throw UsageError(description: "extract takes one FILE:LINE:COLUMN (usage: action-lint \(usage))")
            } else {
                position = argument
            }
        }
        guard let position else {
            throw UsageError(description: "extract needs FILE:LINE:COLUMN (usage: action-lint \(usage))")
        }
        let (path, line, column) = try location(position)
        return Options(path: path, line: line, column: column, style: style, fix: fix)
    }

    /// `Sources/View.swift:12:9`, split at its last two colons (a path may hold colons).
    static func location(_ text: String) throws(UsageError) -> (String, Int, Int) {
        let parts = text.split(separator: ":", omittingEmptySubsequences: false)
        guard parts.count >= 3, !parts.dropLast(2).joined(separator: ":").isEmpty else {
            throw UsageError(description:
                "extract: '\(text)' is not FILE:LINE:COLUMN (such as Sources/View.swift:12:9)")
        }
        guard let line = Int(parts[parts.count - 2]), line >= 1 else {
            throw UsageError(description: "extract: the line in '\(text)' is not a number of at least 1")
        }
        guard let column = Int(parts[parts.count - 1]), column >= 1 else {
            throw UsageError(description: "extract: the column in '\(text)' is not a number of at least 1")
        }
        return (parts.dropLast(2).joined(separator: ":"), line, column)
    }

    func run() -> Int32 {
        let shown = "\(options.path):\(options.line):\(options.column)"
        let workingFolder = io.workingFolder ?? WorkingFolder.current
        let path = WorkingFolder.absolute(options.path, in: workingFolder)
        let original: [UInt8]
        do {
            original = try SourceReader.read(path, shownAs: options.path)
        } catch {
            return failed(error.description)
        }
        if let problem = SourceTextCheck.problem(in: original) { return failed("\(options.path): \(problem)") }
        let file = ParsedFile(source: SourceFile(path: options.path, bytes: original))
        guard let offset = file.source.offset(line: options.line, column: options.column) else {
            return failed("\(shown): \(positionProblem(file.source))")
        }
        var flags = LintOptions()
        flags.ruleOptions = options.style.map { [$0] } ?? []
        let configuration: Configuration
        do {
            let tree = try ConfigurationResolver.tree(flags, workingFolder: workingFolder)
            configuration = try tree.configuration(forFile: path).configuration
        } catch {
            return failed("\(error)")
        }
        let refactoring = ExtractActionRefactoring(configuration: configuration)
        let extraction: ExtractActionRefactoring.Extraction
        let style = ExtractActionRefactoring.style(in: configuration)
        // The file's module, as a lint of the file on disk sees it: the types other files declare.
        let key = ModuleSet.key(path: path, displayPath: options.path)
        let module = ModuleSet(runFiles: [ModuleIndex.File(path: key, bytes: original)]).lookup(for: key)
        switch refactoring.extractions(at: offset, in: file, memberIndex: MemberIndex(), styles: [style], moduleTypes: module) {
        case .noAction:
            return failed("\(shown): no action closure here "
                          + "(extract takes a position inside an action closure's braces or on its callee's line)")
        case let .refused(action, reason):
            return failed("\(shown): cannot extract the `\(action)` action: \(reason)")
        case let .extractions(found):
            guard let first = found.first else { return failed("\(shown): no action closure here") }
            extraction = first
        }
        let engine = LintEngine(ruleTypes: RuleRegistry.rules, configuration: configuration)
        let fixer = FileFixer(engine: engine, allowUnsafe: false)
        let outcome = fixer.apply(extraction.fix, to: file, memberIndex: MemberIndex(), moduleTypes: module)
        if let refusal = outcome.refusal { return failed("\(options.path): \(refusal)") }
        guard options.fix else {
            io.stdout.write(UnifiedDiff.diff(path: options.path, old: original, new: outcome.fixed))
            return 0
        }
        do {
            try AtomicFileWriter.write(outcome.fixed, to: path, expectedOriginal: original)
        } catch {
            return failed("\(options.path): \(error.description)")
        }
        let what = "the `\(extraction.action)` \(extraction.replaced) into \(extraction.member)"
        io.stderr.write("action-lint: \(shown): extracted \(what)\n")
        return 0
    }

    /// Why the position is not in the file: its line, or its column.
    func positionProblem(_ source: SourceFile) -> String {
        guard options.line <= source.lineCount else {
            // The empty line after a last line break is no line of the file's.
            let endsWithLineBreak = source.lineCount > 1 && source.lineRange(source.lineCount).isEmpty
            let lines = endsWithLineBreak ? source.lineCount - 1 : source.lineCount
            return "line \(options.line) is past the end of the file (\(lines) line\(lines == 1 ? "" : "s"))"
        }
        let characters = source.text(source.lineRange(options.line)).unicodeScalars.count
        return "column \(options.column) is past the end of line \(options.line) (\(characters) characters)"
    }

    func failed(_ message: String) -> Int32 {
        io.error(message)
        return 2
    }
}
