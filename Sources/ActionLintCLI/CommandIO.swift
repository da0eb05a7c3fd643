#if canImport(Glibc)
import Glibc
#elseif canImport(Darwin)
import Darwin
#endif

/// Where a command reads and writes; tests replace every part.
public struct CommandIO: @unchecked Sendable {
    public var stdout: OutputSink
    public var stderr: OutputSink
    public var readStandardInput: () -> [UInt8]
    public var environment: [String: String]
    /// Whether stdout is a terminal (for colour).
    public var stdoutIsTerminal: Bool
    /// The folder paths are relative to; nil for the process's working folder.
    public var workingFolder: String?
    /// Whether `finish` ends the process (the process's own streams) or returns (tests).
    var endsProcess = false
    /// Errors written as a compiler writes them (`/path: error: message`), for a build that
    /// lists them as issues (`BuildToolStep`); else `action-lint: message`.
    var compilerStyleErrors = false

    public init(stdout: OutputSink, stderr: OutputSink, readStandardInput: @escaping () -> [UInt8] = { [] },
                environment: [String: String] = [:], stdoutIsTerminal: Bool = false, workingFolder: String? = nil) {
        self.workingFolder = workingFolder
        self.stdout = stdout
        self.stderr = stderr
        self.readStandardInput = readStandardInput
        self.environment = environment
        self.stdoutIsTerminal = stdoutIsTerminal
    }

    /// The process's own streams and environment.
    public static func process() -> CommandIO {
        var environment: [String: String] = [:]
        var pointer = environ
        while let entry = pointer.pointee {
            let text = String(cString: entry)
            if let equals = text.firstIndex(of: "=") {
                environment[String(text[..<equals])] = String(text[text.index(after: equals)...])
            }
            pointer += 1
        }
        var io = CommandIO(stdout: OutputSink(descriptor: 1), stderr: OutputSink(descriptor: 2), readStandardInput: readAllStandardInput,
                           environment: environment, stdoutIsTerminal: isatty(1) == 1)
        io.endsProcess = true
        return io
    }

    /// Returns `code` for the caller to return; for the process's own streams, flushes them
    /// and exits with `code` right here instead, while `values` are still alive. A run over a
    /// large tree ends holding thousands of findings, paths and member names: freeing them one
    /// by one on the way out cost several milliseconds of one core, for memory the exit frees
    /// at once. (Swift may end a value's life after its last use, hence the explicit lifetime.)
    func finish<Values>(_ code: Int32, keepingAlive values: Values) -> Int32 {
        guard endsProcess else { return code }
        withExtendedLifetime(values) { () -> Never in
            stdout.flush()
            stderr.flush()
            exit(code)
        }
    }

    static func readAllStandardInput() -> [UInt8] {
        var result: [UInt8] = []
        var chunk = [UInt8](repeating: 0, count: 65536)
        while true {
            let count = chunk.withUnsafeMutableBytes { read(0, $0.baseAddress, $0.count) }
            if count < 0, errno == EINTR { continue }
            if count <= 0 { return result }
            result.append(contentsOf: chunk[0..<count])
        }
    }

    /// `action-lint: message` on stderr, each line of a message of several problems so prefixed.
    func error(_ message: String) {
        for line in message.split(separator: "\n", omittingEmptySubsequences: false) {
            stderr.write(Self.errorLine(String(line), compilerStyle: compilerStyleErrors) + "\n")
        }
    }

    /// `action-lint: message`; in compiler style `/path:3:5: error: message` when the message
    /// starts with an absolute path and its position, else `error: action-lint: message`.
    static func errorLine(_ message: String, compilerStyle: Bool) -> String {
        guard compilerStyle else { return "action-lint: \(message)" }
        let scalars = Array(message.unicodeScalars)
        if message.hasPrefix("/"), let colon = scalars.indices.first(where: { scalars[$0] == ":" && scalars.dropFirst($0 + 1).first == " " }) {
            let location = String(String.UnicodeScalarView(scalars[..<colon]))
            return "\(location): error: \(String(String.UnicodeScalarView(scalars[(colon + 2)...])))"
        }
        return "error: action-lint: \(message)"
    }
}
