import ActionLintCore

/// The two findings every reporter test renders: a warning with a related site and a safe fix in
/// a tab-indented file, and an error without a fix in a path with spaces whose message holds the
/// characters each format must escape (`%`, `,`, `:`, `"`, `<`, `&`, `>` and a line break).
enum ReporterFixture {
    static let viewPath = "Sources/App/AddItemView.swift"
    static let listPath = "Sources/My App/List View.swift"

    /// Line 12 and 18 of `viewPath`, line 7 of `listPath`. The `{` of each action closure is at
    /// column 17, 46 and 25 (two tabs count as two columns; "ö" and "ß" as one each).
    static let lines: [String: [Int: String]] = [
        viewPath: [
            12: "\t\tButton(\"Add\") { store.add(title) }",
            18: "\t\tTextField(\"Title\", text: $title, onCommit: { store.add(title) })",
        ],
        listPath: [
            7: "        Button(\"Größe\") { save(item) }",
        ],
    ]

    static let rule = RuleDescription(
        id: "duplicate-action-closure",
        name: "Duplicate action closure",
        summary: "Action closures in one view should not repeat the same code.",
        whatItDoes: "Copies drift apart when one is edited.",
        why: "Extract the body into a method and pass it by name.",
        fixSafety: "Exact duplicates are safe.",
        triggeringExamples: [RuleExample("Button(\"A\") ↓{ add() }\nButton(\"B\") ↓{ add() }")],
        corrections: [RuleCorrection(input: "Button(\"A\") { add() }\n", output: "Button(\"A\", action: add)\n")]
    )

    static let duplicate = Finding(
        ruleID: "duplicate-action-closure",
        severity: .warning,
        message: "This action closure duplicates 1 other in AddItemView",
        range: range(viewPath, line: 12, from: 17, to: 37, offset: 301),
        related: [
            RelatedLocation(range: range(viewPath, line: 18, from: 46, to: 66, offset: 480), message: "duplicate action closure here"),
        ],
        fix: Fix(
            title: "Extract the action into `addItem()`",
            edits: [
                Edit(range: 299..<321, replacement: ", action: addItem)"),
                Edit(range: 610..<610, replacement: "\nprivate extension AddItemView {\n    func addItem() {\n        store.add(title)\n    }\n}\n"),
            ],
            applicability: .safe
        ),
        fingerprint: "5d41402abc4b2a76"
    )

    static let unfixable = Finding(
        ruleID: "duplicate-action-closure",
        severity: .error,
        message: "Action \"save(item)\" repeats: 100%, <same> & identical\nExtract it by hand.",
        range: range(listPath, line: 7, from: 25, to: 39, offset: 130),
        noFixReason: "the closure reads `item`, an element of ForEach",
        fingerprint: "7c6a180b36896a0a"
    )

    static func input(findings: [Finding] = [duplicate, unfixable], colored: Bool = false) -> ReportInput {
        let lines = lines
        return ReportInput(
            findings: findings,
            filesLinted: 3,
            rules: [rule],
            toolVersion: "0.1.0",
            lineText: { path, line in lines[path]?[line] },
            colored: colored
        )
    }

    static var empty: ReportInput { input(findings: []) }

    /// A one-line range; the byte offset only matters to SARIF fixes, which use `Edit` ranges.
    static func range(_ path: String, line: Int, from start: Int, to end: Int, offset: Int) -> SourceRange {
        SourceRange(
            path: path,
            start: SourcePosition(line: line, column: start, offset: offset),
            end: SourcePosition(line: line, column: end, offset: offset + end - start)
        )
    }
}
