/// A check over one parsed file. Rules are stateless values; one instance may check many files
/// at once from different threads.
public protocol Rule: Sendable {
    static var description: RuleDescription { get }
    init()
    func check(_ file: ParsedFile, _ context: RuleContext) -> [Finding]
}
