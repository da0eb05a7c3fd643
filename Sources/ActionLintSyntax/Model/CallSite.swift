/// A call with at least one closure argument, inside a view-building member.
public struct CallSite: Hashable, Sendable {
    /// `Button`, `TextField`, `.onTapGesture` (a leading dot for member calls and modifiers).
    public var callee: String
    /// Token index of the callee name.
    public var calleeToken: Int
    public var leftParen: Int?
    public var rightParen: Int?
    public var arguments: [CallArgument]
    public var trailingClosures: [TrailingClosure]
    public var member: Int
}
