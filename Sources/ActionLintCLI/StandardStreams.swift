#if canImport(Glibc)
import Glibc
#elseif canImport(Darwin)
import Darwin
#endif

/// Buffered writes to stdout / stderr. Tests swap in a capturing sink.
public final class OutputSink: @unchecked Sendable {
    private var buffer: [UInt8] = []
    private let descriptor: Int32?
    /// Everything written, when capturing (tests).
    public private(set) var captured: [UInt8] = []

    public init(descriptor: Int32) { self.descriptor = descriptor }
    /// A sink that keeps what is written instead of printing it.
    public init() { self.descriptor = nil }

    public var capturedText: String { String(decoding: captured, as: UTF8.self) }

    public func write(_ text: String) {
        buffer.append(contentsOf: text.utf8)
        if buffer.count > 1 << 16 { flush() }
    }

    public func write(bytes: [UInt8]) {
        buffer.append(contentsOf: bytes)
        if buffer.count > 1 << 16 { flush() }
    }

    public func flush() {
        guard !buffer.isEmpty else { return }
        if let descriptor {
            buffer.withUnsafeBytes { raw in
                var offset = 0
                while offset < raw.count {
                    let written = systemWrite(descriptor, raw.baseAddress! + offset, raw.count - offset)
                    if written <= 0 { break }
                    offset += written
                }
            }
        } else {
            captured.append(contentsOf: buffer)
        }
        buffer.removeAll(keepingCapacity: true)
    }
}

@inline(__always)
private func systemWrite(_ descriptor: Int32, _ pointer: UnsafeRawPointer, _ count: Int) -> Int {
    write(descriptor, pointer, count)
}
