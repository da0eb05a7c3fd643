/// One action closure as the parser and classifier see it, reduced to what a reader checks:
/// where it is, which API parameter it fills, and what it reads from the member around it.
struct ActionRecord: Equatable, CustomStringConvertible {
    var type: String
    var member: String
    var callee: String
    /// The API parameter the closure binds to (`action` for `Button("A") { … }`, `_` for an
    /// unlabelled one), which shows the trailing-closure matching as well as the label.
    var label: String
    var startLine: Int
    /// Nil when the file ends before the closure closes.
    var endLine: Int?
    var parameters: [String]
    var isAsync: Bool
    /// Names read that are bound inside the member, in first-read order.
    var boundNames: [String]

    init(_ type: String, _ member: String, _ callee: String, _ label: String, lines: ClosedRange<Int>,
         parameters: [String] = [], async isAsync: Bool = false, bound boundNames: [String] = []) {
        self.init(type, member, callee, label, startLine: lines.lowerBound, endLine: lines.upperBound,
                  parameters: parameters, async: isAsync, bound: boundNames)
    }

    init(_ type: String, _ member: String, _ callee: String, _ label: String, startLine: Int, endLine: Int?,
         parameters: [String] = [], async isAsync: Bool = false, bound boundNames: [String] = []) {
        self.type = type
        self.member = member
        self.callee = callee
        self.label = label
        self.startLine = startLine
        self.endLine = endLine
        self.parameters = parameters
        self.isAsync = isAsync
        self.boundNames = boundNames
    }

    var description: String {
        let end = endLine.map(String.init) ?? "open"
        return "\(type).\(member) \(callee)(\(label):) \(startLine)-\(end) params\(parameters)"
            + (isAsync ? " async" : "") + " bound\(boundNames)"
    }
}
