import Foundation

// action-lint-bench: measures action-lint's phases on a synthetic or given corpus.
// See docs/speed.md for the options and the meaning of each column.
do {
    let options = try BenchOptions.parse(Array(CommandLine.arguments.dropFirst()))
    if options.showHelp {
        print(BenchOptions.usage)
    } else {
        try BenchCommand(options: options).run()
    }
} catch let error as BenchOptions.ParseError {
    FileHandle.standardError.write(Data("action-lint-bench: \(error)\n\n\(BenchOptions.usage)\n".utf8))
    exit(2)
} catch {
    FileHandle.standardError.write(Data("action-lint-bench: \(error)\n".utf8))
    exit(1)
}
