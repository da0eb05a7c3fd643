import ActionLintCore
import ActionLintRules
#if canImport(Glibc)
@_exported import Glibc
#elseif canImport(Darwin)
@_exported import Darwin
#endif

/// Entry point of the `action-lint` command.
public enum CommandLineTool {
    public static func main(arguments: [String]) -> Int32 {
        let stdout = OutputSink(descriptor: 1)
        let stderr = OutputSink(descriptor: 2)
        let code = run(arguments: arguments, stdout: stdout, stderr: stderr)
        stdout.flush()
        stderr.flush()
        return code
    }

    /// Runs one invocation, writing to the given sinks; returns the exit code.
    public static func run(arguments: [String], stdout: OutputSink, stderr: OutputSink) -> Int32 {
        switch arguments.first {
        case "dump-tokens":
            return dumpTokens(Array(arguments.dropFirst()), stdout: stdout, stderr: stderr)
        case "dump-syntax":
            return dumpSyntax(Array(arguments.dropFirst()), stdout: stdout, stderr: stderr)
        default:
            stderr.write("action-lint: not wired yet\n")
            return 2
        }
    }

    static func dumpSyntax(_ arguments: [String], stdout: OutputSink, stderr: OutputSink) -> Int32 {
        guard arguments.count == 1 else {
            stderr.write("action-lint: dump-syntax takes exactly one file\n")
            return 2
        }
        do {
            let bytes = try FileReader.read(arguments[0])
            stdout.write(SyntaxDumper.dump(ParsedFile(source: SourceFile(path: arguments[0], bytes: bytes))))
            return 0
        } catch {
            stderr.write("action-lint: \(error.description)\n")
            return 2
        }
    }

    static func dumpTokens(_ arguments: [String], stdout: OutputSink, stderr: OutputSink) -> Int32 {
        guard arguments.count == 1 else {
            stderr.write("action-lint: dump-tokens takes exactly one file\n")
            return 2
        }
        do {
            TokenDumper.dump(try FileReader.read(arguments[0]), to: stdout)
            return 0
        } catch {
            stderr.write("action-lint: \(error.description)\n")
            return 2
        }
    }
}
