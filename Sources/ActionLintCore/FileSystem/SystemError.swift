#if canImport(Glibc)
import Glibc
#elseif canImport(Darwin)
import Darwin
#endif

/// A failed system call, described the way users read it in a one-line error:
/// "no such file or directory" (the C library's text, first letter lowered).
struct SystemError: Error, Hashable {
    var code: Int32

    /// The current `errno`, captured right after the failing call.
    static func current() -> SystemError { SystemError(code: errno) }

    /// `ELOOP`: a symbolic link that leads back to itself.
    var isLinkLoop: Bool { code == ELOOP }

    /// `ENOENT`: nothing at the path (or a link to nothing).
    var isMissing: Bool { code == ENOENT }

    var description: String {
        if isLinkLoop { return "symbolic link loop" }
        guard let text = strerror(code) else { return "error \(code)" }
        let message = String(cString: text)
        return message.prefix(1).lowercased() + message.dropFirst()
    }
}
