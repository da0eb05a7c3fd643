import ActionLintCore
import ActionLintRules
import XCTest

/// What a binding holds wherever it is bound and its collection declared: rows of `ForEach` and
/// `List` nested in rows and sections (each outer binding the element of its own data, declared in
/// another file, an extension or a computed property), `for` loops inside loops, and values made
/// from a type of another file (`Store.shared`, `Kind.fiction`, `Library()`), the module's own
/// type winning over a framework's of the same name. Each fixed view type-checks with its models.
final class BindingsAtAnyDepthTests: XCTestCase {
    typealias File = ModuleTypeFixTests.File

    static let library: File = ("Models/Library.swift", """
    import SwiftUI

    struct Chapter: Identifiable {
        let id: Int
        var title: String
    }

    struct Book: Identifiable {
        let id: Int
        var chapters: [Chapter]
    }

    struct Shelf: Identifiable {
        let id: Int
        var name: String
        var books: [Book]
    }

    @MainActor
    final class Library: ObservableObject {
        static let shared = Library()
        @Published var shelves: [Shelf] = []
        func open(_ chapter: Chapter) {}
        func log(_ text: String) {}
        func save() {}
    }

    """)

    /// The computed property the outer `List` reads, in an extension of another file.
    static let featured: File = ("Models/Library+Featured.swift", """
    extension Library {
        var featured: [Shelf] { shelves.filter { !$0.books.isEmpty } }
    }

    """)

    func testARowThreeLevelsDeepIsTypedThroughEveryOuterRow() {
        let view: File = ("Views/ShelvesView.swift", """
        import SwiftUI

        struct ShelvesView: View {
            @ObservedObject var library: Library

            var body: some View {
                List(library.featured) { shelf in
                    Section(shelf.name) {
                        ForEach(shelf.books) { book in
                            ForEach(book.chapters) { chapter in
                                Button(chapter.title) {
                                    library.open(chapter)
                                    library.log(chapter.title)
                                }
                                Text(chapter.title)
                                    .onTapGesture {
                                        library.open(chapter)
                                        library.log(chapter.title)
                                    }
                            }
                        }
                    }
                }
            }
        }

        """)
        let models = [Self.library, Self.featured]
        let (findings, text) = ModuleTypeFixTests.fixed(view, models: models)
        XCTAssertEqual(findings.count, 1)
        XCTAssertNotNil(findings.first?.fix, findings.first?.noFixReason ?? "")
        XCTAssertTrue(text.contains("Button(chapter.title) { open(chapter) }"), text)
        XCTAssertTrue(text.contains("    func open(_ chapter: Chapter) {\n"), text)
        ModuleTypeFixTests.assertTypeChecks(text, view, models: models)
    }

    /// The outer row's name read where an inner row's data is written is that row's element, not
    /// a property of the view with the same name.
    func testAnOuterRowShadowsTheViewsPropertyOfItsName() {
        let view: File = ("Views/ShelfList.swift", """
        import SwiftUI

        struct ShelfList: View {
            @ObservedObject var library: Library
            let book: Int

            var body: some View {
                ForEach(library.shelves) { shelf in
                    ForEach(shelf.books) { book in
                        ForEach(book.chapters) { chapter in
                            Button("Open") {
                                library.open(chapter)
                                library.save()
                            }
                            Text(chapter.title).onTapGesture {
                                library.open(chapter)
                                library.save()
                            }
                        }
                    }
                }
            }
        }

        """)
        let (findings, text) = ModuleTypeFixTests.fixed(view, models: [Self.library])
        XCTAssertEqual(findings.first?.fix?.title, "Extract the duplicated action into a method `open(_:)`")
        ModuleTypeFixTests.assertTypeChecks(text, view, models: [Self.library])
    }

    /// `for book in shelf.books` inside `for shelf in library.shelves`: the inner loop's element.
    func testALoopInsideALoopBindsTheElementOfItsSequence() {
        let view: File = ("Views/ChapterRows.swift", """
        import SwiftUI

        struct ChapterRows: View {
            @ObservedObject var library: Library

            var body: some View {
                VStack {
                    ForEach(rows().indices, id: \\.self) { index in
                        rows()[index]
                    }
                }
            }

            func rows() -> [AnyView] {
                var result: [AnyView] = []
                for shelf in library.shelves {
                    for book in shelf.books {
                        for chapter in book.chapters {
                            result.append(AnyView(Button(chapter.title) {
                                library.open(chapter)
                                library.log(chapter.title)
                            }))
                            result.append(AnyView(Text(chapter.title).onTapGesture {
                                library.open(chapter)
                                library.log(chapter.title)
                            }))
                        }
                    }
                }
                return result
            }
        }

        """)
        let (findings, text) = ModuleTypeFixTests.fixed(view, models: [Self.library])
        XCTAssertNotNil(findings.first?.fix, findings.first?.noFixReason ?? "no finding")
        XCTAssertTrue(text.contains("    func open(_ chapter: Chapter) {\n"), text)
        ModuleTypeFixTests.assertTypeChecks(text, view, models: [Self.library])
    }

    /// `let library = Library.shared`: the static property's type, declared in another file.
    func testAPropertyMadeFromAStaticPropertyOfAnotherFilesType() {
        let view: File = ("Views/SharedShelves.swift", """
        import SwiftUI

        struct SharedShelves: View {
            let library = Library.shared

            var body: some View {
                List(library.shelves) { shelf in
                    Button(shelf.name) {
                        library.log(shelf.name)
                        library.save()
                    }
                    Text(shelf.name).onTapGesture {
                        library.log(shelf.name)
                        library.save()
                    }
                }
            }
        }

        """)
        let (findings, text) = ModuleTypeFixTests.fixed(view, models: [Self.library])
        XCTAssertNotNil(findings.first?.fix, findings.first?.noFixReason ?? "no finding")
        XCTAssertTrue(text.contains("(_ shelf: Shelf)"), text)
        ModuleTypeFixTests.assertTypeChecks(text, view, models: [Self.library])
    }

    /// The module's `Label` (a mail label) is the type `Label.inbox` and `Label()` make, though
    /// SwiftUI has a `Label` too; so is its `Kind`, a case of which starts the other property.
    static let mail: File = ("Models/Mail.swift", """
    import SwiftUI

    struct Label: Identifiable {
        var id = 0
        var name = "Inbox"
        var kind = Kind.system
        var messages: [Message] = []
        static let inbox = Label()
    }

    enum Kind {
        case system, custom
    }

    struct Message: Identifiable {
        let id: Int
        var subject: String
    }

    final class Mailbox: ObservableObject {
        func archive(_ message: Message) {}
        func refresh() {}
    }

    """)

    func testAModuleTypeNamedLikeAFrameworkTypeIsTheModules() {
        let view: File = ("Views/LabelView.swift", """
        import SwiftUI

        struct LabelView: View {
            @ObservedObject var mailbox: Mailbox
            @State private var label = Label.inbox
            @State private var draft = Label()

            var body: some View {
                List(label.messages) { message in
                    Button(message.subject) {
                        mailbox.archive(message)
                        mailbox.refresh()
                    }
                    Text(message.subject).onTapGesture {
                        mailbox.archive(message)
                        mailbox.refresh()
                    }
                }
                List(draft.messages) { message in
                    Text(message.subject).onLongPressGesture {
                        mailbox.archive(message)
                        mailbox.refresh()
                    }
                }
            }
        }

        """)
        let (findings, text) = ModuleTypeFixTests.fixed(view, models: [Self.mail])
        // One group of three sites: the rows of `label` and of `draft` are both `Message`s.
        XCTAssertEqual(findings.count, 1)
        XCTAssertEqual(findings.first?.related.count, 2)
        XCTAssertNotNil(findings.first?.fix, findings.first?.noFixReason ?? "")
        XCTAssertTrue(text.contains("(_ message: Message)"), text)
        ModuleTypeFixTests.assertTypeChecks(text, view, models: [Self.mail])
    }

    /// `@State private var kind = Kind.system` with the enum in another file: the sites' cases
    /// are passed to a member taking a `Kind`.
    func testAPropertyStartedAsACaseOfAnotherFilesEnum() {
        let view: File = ("Views/KindFilter.swift", """
        import SwiftUI

        struct KindFilter: View {
            @ObservedObject var mailbox: Mailbox
            @State private var kind = Kind.system

            var body: some View {
                HStack {
                    Button("System") {
                        kind = .system
                        mailbox.refresh()
                    }
                    Button("Custom") {
                        kind = .custom
                        mailbox.refresh()
                    }
                }
            }
        }

        """)
        let (findings, text) = ModuleTypeFixTests.fixed(view, models: [Self.mail])
        XCTAssertNotNil(findings.first?.fix, findings.first?.noFixReason ?? "no finding")
        XCTAssertTrue(text.contains("_ kind: Kind)"), text)
        ModuleTypeFixTests.assertTypeChecks(text, view, models: [Self.mail])
    }

    /// `Player.shared` where no file of the module declares `Player` (a framework's, or another
    /// module's): nothing says what its `queue` holds, so there is no fix, and the reason says so.
    func testAStaticMemberOfATypeTheModuleDoesNotDeclareStaysUnknown() {
        let view: File = ("Views/QueueView.swift", """
        import SwiftUI

        struct QueueView: View {
            @ObservedObject var mailbox: Mailbox
            let player = Player.shared

            var body: some View {
                ForEach(player.queue) { track in
                    Button("Play") {
                        player.play(track)
                        mailbox.refresh()
                    }
                    Text("Play").onTapGesture {
                        player.play(track)
                        mailbox.refresh()
                    }
                }
            }
        }

        """)
        let (findings, text) = ModuleTypeFixTests.fixed(view, models: [Self.mail])
        XCTAssertEqual(findings.count, 1)
        XCTAssertNil(findings.first?.fix)
        XCTAssertEqual(findings.first?.noFixReason, "the type of `track` is not written in this file: "
            + "the elements of `player.queue` have no declared type here")
        XCTAssertEqual(text, view.text)
    }

    /// Static properties made from each other (code that does not compile) end the search: no
    /// fix, the reason names the last one read, and the lint returns.
    func testStaticPropertiesMadeFromEachOtherGiveNoType() {
        let store: File = ("Models/Store.swift", """
        final class Store {
            static let shared = Store.shared
            static let other = Mirror.back
            var items: [Message] = []
        }

        final class Mirror {
            static let back = Store.other
        }

        struct Message: Identifiable {
            let id: Int
        }

        """)
        let view: File = ("Views/Inbox.swift", """
        import SwiftUI

        struct Inbox: View {
            let store = Store.other

            var body: some View {
                ForEach(store.items) { message in
                    Button("Open") { print(message); print(store) }
                    Text("Open").onTapGesture { print(message); print(store) }
                }
            }
        }

        """)
        let (findings, _) = ModuleTypeFixTests.fixed(view, models: [store])
        XCTAssertEqual(findings.count, 1)
        XCTAssertEqual(findings.first?.noFixReason, "the type of `message` (the elements of `store.items`) is not "
            + "known: `Mirror.back` has no written type in Store.swift")
    }
}
