import ActionLintCore
import ActionLintLSP
import ActionLintRules
#if canImport(Glibc)
@_exported import Glibc
#elseif canImport(Darwin)
@_exported import Darwin
#endif

/// Entry point of the `action-lint` command.
public enum CommandLineTool {
    public static func main(arguments: [String]) -> Int32 {
        let io = CommandIO.process()
        let code = run(arguments: arguments, io: io)
        io.stdout.flush()
        io.stderr.flush()
        return code
    }

    /// Runs one invocation with the given streams; returns the exit code.
    public static func run(arguments: [String], stdout: OutputSink, stderr: OutputSink) -> Int32 {
        let code = run(arguments: arguments, io: CommandIO(stdout: stdout, stderr: stderr))
        stdout.flush()
        stderr.flush()
        return code
    }

    public static func run(arguments: [String], io: CommandIO) -> Int32 {
        let command: Command
        do {
            command = try ArgumentParser.parse(arguments)
        } catch {
            io.error(error.description)
            return 2
        }
        switch command {
        case let .help(topic):
            io.stdout.write((topic.map(HelpText.text(for:)) ?? HelpText.text) + "\n")
            return 0
        case .version:
            io.stdout.write(ToolInfo.version + "\n")
            return 0
        case .rules:
            io.stdout.write(RulesCommand.list())
            return 0
        case .rulesMarkdown:
            io.stdout.write(RulesCommand.markdown())
            return 0
        case let .explain(id, markdown):
            guard let text = markdown ? RulesCommand.page(id) : RulesCommand.explain(id) else {
                io.error("unknown rule '\(id)' (see `action-lint rules`)")
                return 2
            }
            io.stdout.write(text)
            return 0
        case let .generateDocs(folder, check):
            return GenerateDocsCommand(folder: folder, check: check, io: io).run()
        case let .dumpTokens(path):
            return withFile(path, io: io) { bytes in TokenDumper.dump(bytes, to: io.stdout) }
        case let .dumpSyntax(path):
            return withFile(path, io: io) { bytes in
                io.stdout.write(SyntaxDumper.dump(ParsedFile(source: SourceFile(path: path, bytes: bytes))))
            }
        case .lsp:
            return LanguageServer(version: ToolInfo.version).run()
        case let .extract(options):
            return ExtractCommand(options: options, io: io).run()
        case let .buildStep(arguments):
            // The lint inside must return, not end the process: the stamp is written after it.
            var stepIO = io
            stepIO.endsProcess = false
            return BuildToolStep.run(arguments: arguments, io: stepIO)
        case let .lint(options):
            return LintCommand(options: options, io: io).run()
        }
    }

    static func withFile(_ path: String, io: CommandIO, _ body: ([UInt8]) -> Void) -> Int32 {
        do {
            let resolved = io.workingFolder.map { WorkingFolder.absolute(path, in: $0) } ?? path
            body(try SourceReader.read(resolved, shownAs: path))
            return 0
        } catch {
            io.error(error.description)
            return 2
        }
    }
}
