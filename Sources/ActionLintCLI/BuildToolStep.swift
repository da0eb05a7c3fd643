import ActionLintCore

/// `action-lint-build-step --output STAMP SOURCE`: what the build-tool plugin runs for each
/// Swift file of a target. It lints SOURCE with the configuration `action-lint` would use for
/// it (the nearest `.action-lint.json` files, nested ones refining the ones above), prints the
/// findings as compiler diagnostics (`/abs/path:line:col: warning: …`) and, when nothing fails
/// the build, writes STAMP — the command's declared output, so the build system lints the file
/// again only when it (or what tells its configuration) changes.
public enum BuildToolStep {
    /// The stamp is compiled with the target: a build-tool plugin's outputs of any other type
    /// would be copied into the product as resources. It declares nothing.
    static let stampText = "// Written by action-lint's build-tool plugin after linting a source file; declares nothing.\n"

    static let usage = "usage: action-lint-build-step --output STAMP SOURCE"

    public static func main(arguments: [String]) -> Int32 {
        var io = CommandIO.process()
        io.endsProcess = false
        let code = run(arguments: arguments, io: io)
        io.stdout.flush()
        io.stderr.flush()
        return code
    }

    public static func run(arguments: [String], io given: CommandIO) -> Int32 {
        // The build lists `path: error: message` lines as issues; `action-lint: …` it would not.
        var io = given
        io.compilerStyleErrors = true
        guard let request = Request(arguments) else {
            io.error(usage)
            return 2
        }
        let here = io.workingFolder ?? WorkingFolder.current
        let stamp = WorkingFolder.absolute(request.stamp, in: here)
        // A working folder that holds none of the sources (the plugin's own work folder) makes
        // every reported path absolute: Xcode's issue navigator and editors need that.
        var lintIO = io
        lintIO.workingFolder = WorkingFolder.folder(holding: stamp)
        let lint = ["--reporter", "xcode", "--no-color", "--", WorkingFolder.absolute(request.source, in: here)]
        let code = CommandLineTool.run(arguments: lint, io: lintIO)
        // Findings that fail the build (and errors) leave no stamp: the next build lints again.
        guard code == 0 else { return code }
        do {
            try AtomicFileWriter.write(Array(stampText.utf8), to: stamp)
        } catch {
            io.error("\(stamp): cannot write the build step's output: \(error.description)")
            return 2
        }
        return 0
    }

    /// The parsed arguments.
    struct Request {
        var stamp: String
        var source: String

        init?(_ arguments: [String]) {
            var stamp: String?
            var sources: [String] = []
            var index = 0
            while index < arguments.count {
                if arguments[index] == "--output" {
                    guard index + 1 < arguments.count else { return nil }
                    stamp = arguments[index + 1]
                    index += 2
                    continue
                }
                sources.append(arguments[index])
                index += 1
            }
            guard let stamp, sources.count == 1 else { return nil }
            self.stamp = stamp
            self.source = sources[0]
        }
    }
}
