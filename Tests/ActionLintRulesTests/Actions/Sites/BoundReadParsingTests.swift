import ActionLintCore
import XCTest

/// Names an action reads that are bound inside its member (closure parameters, `if let`,
/// `case let`, `for`, locals, function parameters) — as opposed to members of the type and globals.
final class BoundReadParsingTests: XCTestCase {
    private let reads = ParserFixture.load("Parser/ClosureReads.swift")
    private let bindings = ParserFixture.load("Parser/Bindings.swift")

    func testContainerParametersAreBoundMembersAndGlobalsAreNot() {
        // `title`, `handler`, `messages`, `self.x`, `model` and `globalCounter` are not bound.
        XCTAssertEqual(ParserFixture.records(reads), [
            ActionRecord("InboxView", "body", "Button", "action", lines: 14...14, bound: ["message"]),
            ActionRecord("InboxView", "body", "Button", "action", lines: 17...17, bound: ["message"]),
            ActionRecord("InboxView", "body", "Button", "action", lines: 20...20, bound: ["proxy"]),
            ActionRecord("InboxView", "body", "Button", "action", lines: 22...22),
            ActionRecord("InboxView", "body", "Button", "action", lines: 23...23),
            ActionRecord("InboxView", "body", "Button", "action", lines: 25...25),
            ActionRecord("InboxView", "body", ".onChange", "_", lines: 27...27, parameters: ["_", "newValue"]),
            ActionRecord("InboxView", "body", ".onReceive", "perform", lines: 28...28),
            ActionRecord("InboxView", "body", "Button", "action", lines: 29...33),
            ActionRecord("InboxView", "body", "Button", "action", lines: 34...52),
            ActionRecord("InboxView", "body", "Button", "action", lines: 55...55, bound: ["message"]),
            ActionRecord("InboxView", "row", "Button", "action", lines: 60...60, bound: ["message", "flag"]),
            ActionRecord("InboxView", "validated", "Button", "action", lines: 64...64),
        ])
    }

    func testSameBodyUnderTwoForEachBindingsReadsDifferentBindings() throws {
        let first = try XCTUnwrap(ParserFixture.actionClosure(onLine: 14, in: reads))
        let second = try XCTUnwrap(ParserFixture.actionClosure(onLine: 17, in: reads))
        XCTAssertEqual(first.boundReads.map(\.name), ["message"])
        XCTAssertEqual(second.boundReads.map(\.name), ["message"])
        XCTAssertNotEqual(first.boundReads, second.boundReads)
        // Each offset is the `message` of its own `ForEach(…) { message in`.
        XCTAssertEqual(first.boundReads.map { reads.source.position(of: $0.bindingOffset).line }, [13])
        XCTAssertEqual(second.boundReads.map { reads.source.position(of: $0.bindingOffset).line }, [16])
        let offset = try XCTUnwrap(first.boundReads.first?.bindingOffset)
        XCTAssertEqual(reads.source.text(offset..<(offset + 7)), "message")
    }

    func testNamesBoundInsideTheClosureItselfAreNotReadsFromOutside() throws {
        // `first`, `last`, `message`, `copy`, `count`, `chosen` are all bound within the action.
        XCTAssertEqual(try XCTUnwrap(ParserFixture.actionClosure(onLine: 34, in: reads)).boundReads, [])
    }

    func testParameterReadsOfTheClosureItselfAreFlaggedNotListed() throws {
        let change = try XCTUnwrap(ParserFixture.actionClosure(onLine: 27, in: reads))
        XCTAssertTrue(change.readsParameters)
        XCTAssertEqual(change.boundReads, [])
        XCTAssertFalse(try XCTUnwrap(ParserFixture.actionClosure(onLine: 14, in: reads)).readsParameters)
    }

    func testIfLetCaseLetForLocalsTuplesAndFunctionParameters() {
        // Line 23 reads the member `item`; line 31 reads the ForEach `item` that shadows it.
        XCTAssertEqual(ParserFixture.records(bindings), [
            ActionRecord("DetailView", "body", "Button", "action", lines: 12...12, bound: ["selected"]),
            ActionRecord("DetailView", "body", "Button", "action", lines: 15...15, bound: ["selection"]),
            ActionRecord("DetailView", "body", "Button", "action", lines: 19...19, bound: ["chosen"]),
            ActionRecord("DetailView", "body", "Button", "action", lines: 21...21, bound: ["other"]),
            ActionRecord("DetailView", "body", "Button", "action", lines: 23...23),
            ActionRecord("DetailView", "body", "Button", "action", lines: 26...26, bound: ["value"]),
            ActionRecord("DetailView", "body", "Button", "action", lines: 29...29, bound: ["doubled"]),
            ActionRecord("DetailView", "body", "Button", "action", lines: 31...31, bound: ["item"]),
            ActionRecord("DetailView", "body", "Button", "action", lines: 34...34, bound: ["name", "index"]),
            ActionRecord("DetailView", "body", "Button", "action", lines: 37...37, bound: ["name"]),
            ActionRecord("DetailView", "stack", "Button", "action", lines: 45...45, bound: ["prefix", "name"]),
            ActionRecord("DetailView", "stack", "Button", "action", lines: 48...48, bound: ["first"]),
        ])
    }

    func testPatternBindingInsideParenthesesOutlivesTheParentheses() throws {
        let file = ParserFixture.parse("""
        struct Picker: View {
            var state: State
            var body: some View {
                switch state {
                case .loaded(let value, _):
                    Button("Use") { use(value) }
                case .failed(let error) where error.isRetryable:
                    Button("Retry") { retry(error) }
                default:
                    EmptyView()
                }
                if case .loaded(let fresh, _) = state {
                    Button("Fresh") { use(fresh) }
                }
            }
        }
        """)
        XCTAssertEqual(ParserFixture.records(file).map(\.boundNames), [["value"], ["error"], ["fresh"]])
        let fresh = try XCTUnwrap(ParserFixture.actionClosure(onLine: 13, in: file))
        XCTAssertEqual(fresh.boundReads.map { file.source.position(of: $0.bindingOffset).line }, [12])
    }

    /// `if let image {` (SE-0345) binds `image` and reads the outer `image` it unwraps; `if let
    /// image = other {` reads only `other`, and a declaration's `let x, y: Int` reads nothing.
    func testOptionalBindingShorthandReadsTheNameItUnwraps() throws {
        let file = ParserFixture.parse("""
        struct Thumbnail: View {
            @State private var shown: Image?
            var body: some View {
                Color.clear
                    .onChange(of: loaded) { _, image in
                        if let image { shown = image }
                    }
                    .onChange(of: loaded) { _, image in
                        guard let image, let other = image.copy else { return }
                        shown = other
                    }
                    .onChange(of: loaded) { _, image in
                        if let fresh = cached { shown = fresh }
                    }
                    .onAppear {
                        let width, height: Int
                        width = 1; height = 2
                    }
            }
        }
        """)
        XCTAssertTrue(try XCTUnwrap(ParserFixture.actionClosure(onLine: 5, in: file)).readsParameters)
        XCTAssertTrue(try XCTUnwrap(ParserFixture.actionClosure(onLine: 8, in: file)).readsParameters)
        XCTAssertFalse(try XCTUnwrap(ParserFixture.actionClosure(onLine: 12, in: file)).readsParameters)
        XCTAssertEqual(try XCTUnwrap(ParserFixture.actionClosure(onLine: 15, in: file)).boundReads, [])
    }

    func testForEachBindingDoesNotLeakToASiblingAction() {
        let file = ParserFixture.parse("""
        struct Rows: View {
            let item: String
            var body: some View {
                ForEach(items) { item in Text(item) }
                Button("After") { open(item) }
            }
        }
        """)
        XCTAssertEqual(ParserFixture.records(file).map(\.boundNames), [[]])
    }

    /// `{ $todo in`: the parameter binds the projection `$todo` and the wrapped value `todo`, at one offset.
    func testAProjectedParameterBindsItsWrappedValueToo() throws {
        let file = ParserFixture.parse("""
        struct TodoList: View {
            @State private var todos: [Todo] = []
            let todo = Todo()
            var body: some View {
                ForEach($todos) { $todo in
                    Button("Done") { log(todo); toggle($todo) }
                }
            }
        }
        """)
        let closure = try XCTUnwrap(ParserFixture.actionClosure(onLine: 6, in: file))
        XCTAssertEqual(closure.boundReads.map(\.name), ["todo", "$todo"])
        XCTAssertEqual(Set(closure.boundReads.map { file.source.position(of: $0.bindingOffset).line }), [5])
    }
}
