/// The command line of `action-lint-bench`, parsed by hand: the package takes no dependencies.
struct BenchOptions {
    var fileCount = 4_400
    var runs = 5
    var seed: UInt64 = 2_026
    var writeCorpus: String?
    var folder: String?
    var endToEndBinary: String?
    var scaling = false
    var scalingPhase: String?
    var showHelp = false
    var lspBinary: String?
    var lspFile: String?
    var lspEdits = 2_000
    var lspCodeActions = 200
    var lspWorkspace: String?

    static let usage = """
        usage: action-lint-bench [--files N] [--runs R] [--seed S] [--write-corpus DIR]
                                 [--end-to-end BINARY] [--scaling] [--phase NAME] [FOLDER]
               action-lint-bench --lsp BINARY [--lsp-file FILE [--lsp-workspace DIR]] [--edits N] [--code-actions N] [--seed S]

          FOLDER               benchmark the .swift files under FOLDER instead of a generated corpus
          --files N            generated view files (default 4400, ~19 MB, plus a ~1 MB mock file)
          --runs R             runs per measurement; the median is reported (default 5)
          --seed S             corpus seed (default 2026); the same seed gives the same bytes
          --write-corpus DIR   write the generated corpus to DIR and keep it (default: a temp folder, removed)
          --end-to-end BINARY  also time `BINARY --reporter json FOLDER` against `cat | wc -l`
          --scaling            time a phase on the corpus, twice the files, and twice as long files
          --phase NAME         the phase --scaling measures (default: the last one registered)
          --lsp BINARY         only time `BINARY lsp`: didChange -> publishDiagnostics on a ~100 KB view file
          --lsp-file FILE      the file --lsp edits (default: generated from the corpus)
          --lsp-workspace DIR  open FILE at its own path in the workspace DIR (its module's other files are read)
          --edits N            edits --lsp makes (default 2000)
          --code-actions N     then extract-action requests at action closures of the file (default 200)
        """

    struct ParseError: Error, CustomStringConvertible {
        let description: String
    }

    static func parse(_ arguments: [String]) throws -> BenchOptions {
        var options = BenchOptions()
        var remaining = arguments[...]
        while let argument = remaining.popFirst() {
            if argument.hasPrefix("-") {
                try options.apply(flag: argument, from: &remaining)
            } else if options.folder == nil {
                options.folder = argument
            } else {
                throw ParseError(description: "unexpected argument '\(argument)'")
            }
        }
        return options
    }

    private mutating func apply(flag: String, from remaining: inout ArraySlice<String>) throws {
        switch flag {
        case "--files": fileCount = try Self.number(flag, remaining.popFirst(), minimum: 1)
        case "--runs": runs = try Self.number(flag, remaining.popFirst(), minimum: 1)
        case "--seed": seed = UInt64(try Self.number(flag, remaining.popFirst(), minimum: 0))
        case "--write-corpus": writeCorpus = try Self.value(flag, remaining.popFirst())
        case "--end-to-end": endToEndBinary = try Self.value(flag, remaining.popFirst())
        case "--phase": scalingPhase = try Self.value(flag, remaining.popFirst())
        case "--scaling": scaling = true
        case "--lsp": lspBinary = try Self.value(flag, remaining.popFirst())
        case "--lsp-file": lspFile = try Self.value(flag, remaining.popFirst())
        case "--lsp-workspace": lspWorkspace = try Self.value(flag, remaining.popFirst())
        case "--edits": lspEdits = try Self.number(flag, remaining.popFirst(), minimum: 10)
        case "--code-actions": lspCodeActions = try Self.number(flag, remaining.popFirst(), minimum: 10)
        case "-h", "--help": showHelp = true
        default: throw ParseError(description: "unknown option '\(flag)'")
        }
    }

    private static func value(_ flag: String, _ value: String?) throws -> String {
        guard let value else { throw ParseError(description: "\(flag) needs a value") }
        return value
    }

    private static func number(_ flag: String, _ value: String?, minimum: Int) throws -> Int {
        guard let text = value, let number = Int(text), number >= minimum else {
            throw ParseError(description: "\(flag) needs an integer of at least \(minimum)")
        }
        return number
    }
}
