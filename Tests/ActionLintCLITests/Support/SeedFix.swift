import ActionLintRules
import ActionLintTestSupport
import Foundation

/// The seed fixture fixed, as the rule documents it: its correction in each fix style.
enum SeedFix {
    static func fixed(_ style: FixStyle) throws -> String {
        let seed = try String(contentsOf: BuiltTool.seedFixture, encoding: .utf8)
        let corrections = DuplicateActionClosureRule.description.corrections.filter { correction in
            guard correction.input == seed else { return false }
            guard case let .choice(name)? = correction.options[ActionOptions.fixStyle.key] else { return style == .method }
            return name == style.rawValue
        }
        guard let correction = corrections.first else { throw Missing(style: style) }
        return correction.output
    }

    struct Missing: Error, CustomStringConvertible {
        let style: FixStyle
        var description: String { "the rule documents no correction of the seed in \(style) style" }
    }
}
