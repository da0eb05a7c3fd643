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

    var description: String {
        if code == ELOOP { return "too many levels of symbolic links (a symbolic link loop?)" }
        guard let text = strerror(code) else { return "error \(code)" }
        let message = String(cString: text)
        return message.prefix(1).lowercased() + message.dropFirst()
    }
}
