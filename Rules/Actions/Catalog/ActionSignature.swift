/// One overload of a SwiftUI API: its parameters in declaration order, read from the
/// declaration as SwiftUI documents it (`SignatureReader`).
public struct ActionSignature: Hashable, Sendable {
    public var parameters: [ActionParameter]

    public init(_ declaration: String) {
        parameters = SignatureReader.parameters(of: declaration)
    }
}
