import ActionLintCore
import ActionLintRules
import ActionLintTestSupport
import XCTest

/// Closures that read their own parameters (`{ _, newValue in … }`) and properties whose type
/// only their initial value says (`@State private var nickname = ""`): the member takes the
/// parameters with the type the API's signature (or the file) gives them; and the refusals, each
/// saying what is not known. Every fixture's input and output type-check against the SwiftUI stub
/// in both language modes, and fixing the output again changes nothing.
final class FixClosureParameterTests: XCTestCase {
    func assertFixture(_ name: String, suffix: String = "fixed", style: FixStyle = .method,
                       file: StaticString = #filePath, line: UInt = #line) throws {
        try FixGolden.assertTypeCheckedFixture(name, suffix: suffix, style: style, file: file, line: line)
    }

    func assertNoFix(_ marked: String, reason: String, file: StaticString = #filePath, line: UInt = #line) {
        GroupAssertion.assertNoFix(marked, reason: reason, typeChecks: true, file: file, line: line)
    }

    // MARK: - Fixed

    /// `.onChange(of: query)` of a `query = ""` and of a `scope: String`: `func updateResults(_
    /// newValue: String)`, the sites keeping `{ _, newValue in … }`; the deprecated one-parameter
    /// form passes the member by name (`.onChange(of: page, perform: addToLoaded)`).
    func testOnChangeParametersAreTypedByTheValueObserved() throws {
        try assertFixture("ChangeParameters")
    }

    /// `.onHover(perform:)` in an `#if` branch, `.onDrop`'s member returning `Bool`, a
    /// notification publisher's `Notification`, and `.onOpenURL` in a sheet's content: each
    /// passed by name, its signature being the API's.
    func testCatalogClosureTypesGiveTheParameterTypes() throws {
        try assertFixture("EventParameters")
    }

    /// The same in property style: `var addToDroppedAction: ([NSItemProvider]) -> Bool`, passed by name.
    func testCatalogClosureTypesInPropertyStyle() throws {
        try assertFixture("EventParameters", suffix: "fixed-property", style: .property)
    }

    /// `.onEnded`'s `value` is the `Value` of the gesture the chain starts with, through an
    /// `.onChanged` before it: `func setOffset(_ value: DragGesture.Value)`, passed by name.
    func testAGesturesValue() throws {
        try assertFixture("GestureParameters")
    }

    /// A row of this file whose `var onRate: ((Int) -> Void)?` says what `stars` is, inside two
    /// `ForEach`es: `func rate(_ song: Song, stars: Int)`, called `{ stars in rate(song, stars: stars) }`.
    func testAFileOwnViewsClosurePropertyAndAForEachItem() throws {
        try assertFixture("ClosureAndItemParameters")
    }

    /// `$0` of a notification publisher and of `.onHover`: `func …(_ notification: Notification)`
    /// and `func …(_ value: Bool)`, the member reading the name, each site passing `$0` on.
    func testAnonymousParametersAreNamedFromTheirTypes() throws {
        try assertFixture("AnonymousParameters")
    }

    /// `if let song {` reads the closure's own `song` (the shorthand unwraps it): the member
    /// takes `_ song: Song?` and keeps the `if let`; without it the member would read a name it
    /// does not have.
    func testOptionalBindingShorthandPassesTheParameterItUnwraps() throws {
        try FixGolden.assertTypeCheckedFixture("ShorthandUnwrap")
    }

    /// Rows over local constants: `if let plugins = byCategory[category]` (a dictionary's value),
    /// `let shown = flag ? installed.filter { … } : installed` with `installed = byShelf[.x] ?? []`:
    /// both are `[Plugin]`, so one `func …(_ plugin: Plugin)`.
    func testLocalConstantsHaveTheTypeOfTheirValue() throws {
        try assertFixture("LocalConstants")
    }

    /// `nickname = ""`, `volume = 0.5` and `filter = Filter.all`: the literals the sites assign
    /// are a `String`, a `Double` and a `Filter`, and the fix is safe (`--fix` applies it).
    func testInitialValuesSayThePropertiesTypes() throws {
        try assertFixture("InferredProperties")
        let findings = DuplicateFindings.of(try FixFixtures.text("InferredProperties.input.swift"))
        XCTAssertEqual(findings.map { $0.fix?.applicability }, [.safe, .safe, .safe])
    }

    /// `ForEach($store.todos) { $todo in … }` and `ForEach($pinned)` rows whose actions only read
    /// `todo`: `func open(_ todo: Todo)`, called `{ open(todo) }`.
    func testAProjectedBindingOnlyReadIsPassedAsItsValue() throws {
        try assertFixture("ProjectedBindings")
    }

    // MARK: - Refused

    /// The body removes from `todos`, which `$todo` projects: after that, reading the binding
    /// and reading a value taken before are not the same.
    func testAProjectedBindingWhoseDataTheBodyChanges() {
        assertNoFix("""
        import SwiftUI

        struct Todo: Identifiable {
            let id: Int
            var title: String
            var isDone = false
        }

        struct TodoList: View {
            @State private var todos: [Todo] = []
            @State private var archive: [Todo] = []

            var body: some View {
                List {
                    ForEach($todos) { $todo in
                        Toggle(todo.title, isOn: $todo.isDone)
                            .swipeActions {
                                Button("Archive") ↓{
                                    todos.removeAll { $0.id == todo.id }
                                    archive.append(todo)
                                }
                            }
                            .contextMenu {
                                Button("Archive") ↓{
                                    todos.removeAll { $0.id == todo.id }
                                    archive.append(todo)
                                }
                            }
                    }
                }
            }
        }
        """, reason: "the closures change `todos`, which `$todo` is a binding into: a parameter holding `todo` would not see the change")
    }

    func testParametersOfDifferentTypesAtTheSites() {
        assertNoFix("""
        import SwiftUI

        struct CounterView: View {
            @State private var query = ""
            @State private var page = 1
            @State private var log: [String] = []

            var body: some View {
                VStack {
                    TextField("Search", text: $query)
                        .onChange(of: query) ↓{ _, newValue in
                            log.append("\\(newValue)")
                            log.removeFirst()
                        }
                    Stepper("Page", value: $page)
                        .onChange(of: page) ↓{ _, newValue in
                            log.append("\\(newValue)")
                            log.removeFirst()
                        }
                }
            }
        }
        """, reason: "the closures' `newValue` have different types (`String` and `Int`)")
    }

    /// The same text, but `query` is the closure's parameter at one site and the view's property
    /// at the others: the closure reading its parameter is no copy of the others.
    func testANameThatIsAParameterAtOneSiteOnlyIsAnotherBody() throws {
        let marked = """
        import SwiftUI

        struct SearchView: View {
            @State private var query = ""
            @State private var recent: [String] = []

            var body: some View {
                VStack {
                    TextField("Search", text: $query)
                        .onChange(of: query) { _, query in
                            recent.append(query)
                            recent.sort()
                        }
                        .onChange(of: recent) ↓{ _, _ in
                            recent.append(query)
                            recent.sort()
                        }
                    Button("Remember") ↓{
                        recent.append(query)
                        recent.sort()
                    }
                }
            }
        }
        """
        let finding = try XCTUnwrap(GroupAssertion.assertOneGroup(marked))
        XCTAssertEqual(finding.fix?.title, "Extract the duplicated action into a method `remember()`")
        SwiftUITypeCheck.assertTypeChecks(marked.replacingOccurrences(of: "↓", with: ""))
    }

    /// `.dropDestination(for:)`'s items are `[T]`: the catalog leaves `T` to the call.
    func testAGenericClosureParameterIsNotGuessed() {
        assertNoFix("""
        import SwiftUI

        struct TagsView: View {
            @State private var tags: [String] = []
            @State private var drops = 0

            var body: some View {
                VStack {
                    Text("Tags")
                        .dropDestination(for: String.self) ↓{ items, location in
                            tags.append(contentsOf: items)
                            drops += 1
                            return true
                        }
                    Text("More tags")
                        .dropDestination(for: String.self) ↓{ items, location in
                            tags.append(contentsOf: items)
                            drops += 1
                            return true
                        }
                }
            }
        }
        """, reason: "the type of `items`, a parameter of the `.dropDestination` closure, is not written in this file")
    }

    /// `Sort.name` is a static property of a struct, not an enum's case: its type is not inferred.
    func testAStaticPropertyIsNoCase() {
        assertNoFix("""
        import SwiftUI

        struct Sort: Equatable {
            var key: String
            static let name = Sort(key: "name")
            static let date = Sort(key: "date")
            static let size = Sort(key: "size")
        }

        final class Store {
            var sort = Sort.name
            func reload() {}
        }

        struct FilesView: View {
            @State private var store = Store()

            var body: some View {
                VStack {
                    Button("By date") ↓{
                        store.sort = .date
                        store.reload()
                    }
                    Button("By size") ↓{
                        store.sort = .size
                        store.reload()
                    }
                }
            }
        }
        """, reason: "the type of `.date` and `.size` is not declared in this file (no property or parameter of this file takes them)")
    }
}
