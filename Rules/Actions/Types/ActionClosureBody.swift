import ActionLintCore

/// What the type stage reads of one action body: where it is, its closure, and the significant
/// tokens of its body (`BodyNormalization.keptTokens`). A rule's own body record is one
/// (`ActionBody`), so the stage needs nothing else of the rule that asks.
protocol ActionClosureBody: AnyObject {
    var site: ActionSite { get }
    var closure: ClosureExpression { get }
    var kept: [Int] { get }
}
