import Foundation

/// Runs a command with its output sent to /dev/null through `posix_spawn` and `waitpid`, and
/// times it. Foundation's `Process` added about 50 ms to every run on Linux (its launch and its
/// wait for the exit), as much as a quarter of the linter's own time on the benchmark corpus:
/// both sides of the end-to-end comparison looked slower and their ratio closer to 1.
enum SpawnedProcess {
    struct Failure: Error, CustomStringConvertible {
        var description: String
    }

    /// The wall time from spawning `executable` with `arguments` to its exit, and its exit status.
    static func time(_ executable: String, _ arguments: [String]) throws -> (seconds: Double, status: Int32) {
        var actions = makeFileActions()
        defer { posix_spawn_file_actions_destroy(&actions) }
        posix_spawn_file_actions_addopen(&actions, 1, "/dev/null", O_WRONLY, 0)
        posix_spawn_file_actions_addopen(&actions, 2, "/dev/null", O_WRONLY, 0)
        let argv: [UnsafeMutablePointer<CChar>?] = ([executable] + arguments).map { strdup($0) } + [nil]
        defer { for argument in argv { free(argument) } }
        let timed = try Timing.measure { () throws -> Int32 in
            var pid: pid_t = 0
            let spawned = posix_spawn(&pid, executable, &actions, nil, argv, environ)
            guard spawned == 0 else { throw Failure(description: "\(executable): cannot run it (\(String(cString: strerror(spawned))))") }
            var status: Int32 = 0
            while waitpid(pid, &status, 0) < 0 {
                guard errno == EINTR else { throw Failure(description: "\(executable): waitpid failed (\(String(cString: strerror(errno))))") }
            }
            return status
        }
        return (timed.seconds, exitStatus(timed.result))
    }

    /// The exit status of a `waitpid` status word (`WEXITSTATUS`), or 128 plus the signal that
    /// ended the process, as a shell reports it.
    static func exitStatus(_ status: Int32) -> Int32 {
        let signal = status & 0x7F
        return signal == 0 ? (status >> 8) & 0xFF : 128 + signal
    }

    #if canImport(Darwin)
    private static func makeFileActions() -> posix_spawn_file_actions_t? {
        var actions: posix_spawn_file_actions_t?
        posix_spawn_file_actions_init(&actions)
        return actions
    }
    #else
    private static func makeFileActions() -> posix_spawn_file_actions_t {
        var actions = posix_spawn_file_actions_t()
        posix_spawn_file_actions_init(&actions)
        return actions
    }
    #endif
}
