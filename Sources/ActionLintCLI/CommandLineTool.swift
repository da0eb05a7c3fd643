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
        print("action-lint: not wired yet")
        return 0
    }
}
