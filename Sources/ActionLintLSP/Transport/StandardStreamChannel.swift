#if canImport(Glibc)
import Glibc
#elseif canImport(Darwin)
import Darwin
#endif

/// The server's end of the connection: messages come in on standard input and go out on
/// standard output, which carries nothing else (logs go to standard error).
final class StandardStreamChannel {
    private let input: Int32
    private let output: Int32
    private var chunk = [UInt8](repeating: 0, count: 1 << 16)

    init(input: Int32 = 0, output: Int32 = 1) {
        self.input = input
        self.output = output
    }

    /// Reads what is there (waiting for at least one byte) into `framer`; false at the end of
    /// the input or on a read error.
    func read(into framer: inout MessageFramer) -> Bool {
        while true {
            let count = chunk.withUnsafeMutableBytes { systemRead(input, $0.baseAddress, $0.count) }
            if count > 0 {
                chunk.withUnsafeBytes { framer.append(UnsafeRawBufferPointer(rebasing: $0[0..<count])) }
                return true
            }
            if count < 0, errno == EINTR { continue }
            return false
        }
    }

    /// Whether more input can be read right now without waiting: the client has sent more
    /// than what was read (then linting waits until the burst of edits is read).
    func hasPendingInput() -> Bool {
        var descriptor = pollfd(fd: input, events: Int16(POLLIN), revents: 0)
        return poll(&descriptor, 1, 0) > 0
    }

    /// Writes one framed message; false when the client is gone.
    func send(_ body: [UInt8]) -> Bool {
        let bytes = MessageFramer.frame(body)
        return bytes.withUnsafeBytes { raw in
            var offset = 0
            while offset < raw.count {
                let written = systemWrite(output, raw.baseAddress! + offset, raw.count - offset)
                if written < 0, errno == EINTR { continue }
                if written <= 0 { return false }
                offset += written
            }
            return true
        }
    }
}

// The methods above are named `read` and `send`; these reach the system calls.
@inline(__always)
private func systemRead(_ descriptor: Int32, _ pointer: UnsafeMutableRawPointer?, _ count: Int) -> Int {
    read(descriptor, pointer, count)
}

@inline(__always)
private func systemWrite(_ descriptor: Int32, _ pointer: UnsafeRawPointer, _ count: Int) -> Int {
    write(descriptor, pointer, count)
}
