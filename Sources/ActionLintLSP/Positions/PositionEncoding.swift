/// What an LSP `Position.character` counts: UTF-16 code units unless the client and server
/// agree on another encoding during `initialize`.
public enum PositionEncoding: String, Sendable, CaseIterable {
    case utf8 = "utf-8"
    case utf16 = "utf-16"
    case utf32 = "utf-32"

    /// The encoding to use given the client's offered list (most preferred first): UTF-8 when
    /// offered (offsets are UTF-8 bytes already, so no counting), else the mandatory UTF-16.
    public static func negotiate(offered: [String]?) -> PositionEncoding {
        guard let offered else { return .utf16 }
        if offered.contains(PositionEncoding.utf8.rawValue) { return .utf8 }
        if offered.contains(PositionEncoding.utf32.rawValue), !offered.contains(PositionEncoding.utf16.rawValue) { return .utf32 }
        return .utf16
    }

    /// Code units of one Unicode scalar that is `length` UTF-8 bytes long.
    @inline(__always)
    func units(ofScalarBytes length: Int) -> Int {
        switch self {
        case .utf8: return length
        case .utf16: return length == 4 ? 2 : 1
        case .utf32: return 1
        }
    }

    /// Length of a UTF-8 sequence from its first byte (1 for a stray continuation byte, so that
    /// a walk always moves on).
    @inline(__always)
    static func sequenceLength(lead: UInt8) -> Int {
        switch lead {
        case 0..<0xC0: return 1
        case 0xC0..<0xE0: return 2
        case 0xE0..<0xF0: return 3
        default: return 4
        }
    }
}
