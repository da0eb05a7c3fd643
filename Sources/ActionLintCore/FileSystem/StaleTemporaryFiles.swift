#if canImport(Glibc)
import Glibc
#elseif canImport(Darwin)
import Darwin
#endif

/// Temporary files of `AtomicFileWriter` are named `.action-lint-tmp.<pid>.XXXXXX`. A process
/// killed between creating one and renaming it (`kill -9`, a power cut) leaves it behind; the
/// file it was replacing still holds its old bytes. The next write into the same folder removes
/// such leftovers — only those whose process no longer exists, so two runs writing into one
/// folder at the same time never delete each other's files.
public enum StaleTemporaryFiles {
    public static let prefix = ".action-lint-tmp."

    /// The name pattern for `mkstemp`, tagged with this process's id.
    static func template() -> String {
        prefix + "\(getpid()).XXXXXX"
    }

    /// The process that created `name`, when `name` is one of the writer's temporary files.
    static func creator(of name: String) -> pid_t? {
        guard name.hasPrefix(prefix) else { return nil }
        let parts = name.dropFirst(prefix.count).split(separator: ".", omittingEmptySubsequences: false)
        guard parts.count == 2, parts[1].utf8.count == 6, let pid = pid_t(parts[0]), pid > 0 else { return nil }
        return pid
    }

    /// Whether `pid` is gone. EPERM means it exists under another user: not stale.
    static func isGone(_ pid: pid_t) -> Bool {
        kill(pid, 0) != 0 && errno == ESRCH
    }

    /// Removes the leftovers in `folder`; returns how many. Errors are ignored: a leftover that
    /// cannot be removed is harmless (it is not a `.swift` file, so it is never linted).
    @discardableResult
    public static func sweep(_ folder: String) -> Int {
        guard let names = try? FileSystemAccess.listDirectory(folder).names else { return 0 }
        var removed = 0
        for name in names {
            guard let pid = creator(of: name), pid != getpid(), isGone(pid) else { continue }
            let path = FilePaths.join(folder, name)
            var status = stat()
            // Only regular files: never follow a link planted under the name.
            guard lstat(path, &status) == 0, status.st_mode & S_IFMT == S_IFREG else { continue }
            if unlink(path) == 0 { removed += 1 }
        }
        return removed
    }
}
