/// One overload of a SwiftUI API: its parameters in declaration order, read from the
/// declaration as SwiftUI documents it (`SignatureReader`).
public struct ActionSignature: Hashable, Sendable {
    /// The declaration it was read from, for messages and tests.
    public var declaration: String
    public var parameters: [ActionParameter]

    public init(_ declaration: String) {
        self.declaration = declaration
        parameters = SignatureReader.parameters(of: declaration)
    }
}
