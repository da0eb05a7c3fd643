#if canImport(Glibc)
import Glibc
#elseif canImport(Darwin)
import Darwin
#endif

/// One line on standard error: the only place besides protocol messages the server writes
/// (editors show it in their language-server log).
enum ServerLog {
    static func write(_ message: String) {
        let line = Array("action-lint lsp: \(message)\n".utf8)
        line.withUnsafeBytes { raw in
            var offset = 0
            while offset < raw.count {
                let written = systemWrite(2, raw.baseAddress! + offset, raw.count - offset)
                if written <= 0 { return }
                offset += written
            }
        }
    }
}

@inline(__always)
private func systemWrite(_ descriptor: Int32, _ pointer: UnsafeRawPointer, _ count: Int) -> Int {
    write(descriptor, pointer, count)
}
