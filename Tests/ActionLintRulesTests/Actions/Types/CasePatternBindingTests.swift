import ActionLintCore
import ActionLintRules
import XCTest

/// A name bound by an enum case pattern has the type of the case's associated value at its
/// position (issue 47 §2): `case .archive(let album)` of a `switch` over an `AlbumPrompt`,
/// `case let .share(album, recipients)`, `if case .archive(album: let album) = prompt`, with the
/// enum declared in another file or in the view's. Each fixed view type-checks with its models in
/// Swift 5 and 6; where the matched value's type or the case is not known, the reason says which.
final class CasePatternBindingTests: XCTestCase {
    typealias File = ModuleTypeFixTests.File

    static let prompt: File = ("Models/AlbumPrompt.swift", """
    import SwiftUI

    struct Album: Identifiable {
        let id: Int
        var title: String
    }

    enum AlbumPrompt: Identifiable {
        case archive(album: Album)
        case share(Album, recipients: [String])
        case rename(Album)

        var id: Int {
            switch self {
            case .archive(let album), .rename(let album): return album.id
            case .share(let album, _): return album.id
            }
        }
    }

    """)

    static let library: File = ("Models/AlbumLibrary.swift", """
    import SwiftUI

    final class AlbumLibrary: ObservableObject {
        func archive(_ album: Album) {}
        func share(_ album: Album, with recipients: [String]) {}
        func dismiss(_ prompt: AlbumPrompt) {}
    }

    """)

    /// The old alert and the newer dialog of one prompt: each case's button repeats the other's.
    static let modifier: File = ("Views/AlbumPromptModifier.swift", """
    import SwiftUI

    struct AlbumPromptModifier: ViewModifier {
        @Binding var prompt: AlbumPrompt?
        @State private var isPresented = false
        @ObservedObject var library: AlbumLibrary
        var usesDialog: Bool

        @ViewBuilder func body(content: Content) -> some View {
            if usesDialog {
                dialog(content: content)
            } else {
                alert(content: content)
            }
        }

        func alert(content: Content) -> some View {
            content.alert(item: $prompt) { shown in
                switch shown {
                case .archive(let album):
                    return Alert(title: Text("Archive"), primaryButton: .cancel(), secondaryButton: .destructive(Text("Archive")) {
                        library.archive(album)
                        library.dismiss(shown)
                    })
                case .share, .rename:
                    return Alert(title: Text("Not yet"))
                }
            }
        }

        func dialog(content: Content) -> some View {
            content.confirmationDialog("Album", isPresented: $isPresented, presenting: prompt) { shown in
                switch shown {
                case .archive(album: let album):
                    Button("Archive", role: .destructive) {
                        library.archive(album)
                        library.dismiss(shown)
                    }
                case .share, .rename:
                    EmptyView()
                }
            }
        }
    }

    """)

    func testACaseBindingHasTheTypeOfItsAssociatedValueDeclaredInAnotherFile() {
        ModuleTypeFixTests.assertFixed(Self.modifier, models: [Self.prompt, Self.library],
                                       containing: ["func archive(_ album: Album, shown: AlbumPrompt) {"])
    }

    /// `case let .share(album, recipients)` and `if case .share(let album, recipients: let
    /// recipients) = prompt`, with the enum in the view's own file: the second value by position.
    static let sharing: File = ("Views/ShareMenu.swift", """
    import SwiftUI

    enum ShareTarget {
        case contact(name: String, address: String)
        case group(String, members: [String])
    }

    struct ShareMenu: View {
        var target: ShareTarget
        var pending: ShareTarget?
        var outbox: Outbox

        var body: some View {
            VStack {
                switch target {
                case let .group(title, members):
                    Button("Send to \\(title)") {
                        outbox.send(to: members)
                        outbox.flush()
                    }
                case .contact:
                    EmptyView()
                }
                if case .group(_, members: let members) = pending {
                    Button("Send pending") {
                        outbox.send(to: members)
                        outbox.flush()
                    }
                }
            }
        }
    }

    final class Outbox {
        func send(to recipients: [String]) {}
        func flush() {}
    }

    """)

    func testCaseLetAndIfCaseBindingsInTheViewsOwnFile() {
        ModuleTypeFixTests.assertFixed(Self.sharing, models: [], containing: ["func sendPending(_ members: [String]) {"])
    }

    /// The enum of the matched value is not known (the loader's type is declared nowhere): no
    /// fix, and the reason names the pattern and the value it matches.
    func testAnUnknownMatchedValueStillRefuses() {
        let view: File = ("Views/FeedView.swift", """
        import SwiftUI

        struct FeedView: View {
            var loader: FeedLoader
            var other: FeedLoader

            var body: some View {
                VStack {
                    switch loader.state {
                    case .loaded(let posts):
                        Button("Save") {
                            loader.save(posts)
                            loader.refresh()
                        }
                    default:
                        EmptyView()
                    }
                    switch other.state {
                    case .loaded(let posts):
                        Button("Save other") {
                            loader.save(posts)
                            loader.refresh()
                        }
                    default:
                        EmptyView()
                    }
                }
            }
        }

        """)
        let (findings, _) = ModuleTypeFixTests.fixed(view, models: [])
        XCTAssertEqual(findings.count, 1)
        XCTAssertNil(findings.first?.fix)
        XCTAssertEqual(findings.first?.noFixReason, "the type of `posts` is not known: `posts` is bound by the case "
            + "pattern `.loaded(let posts)`, and the type of `loader.state`, which it matches, is not known: "
            + "`FeedLoader` is declared in no file of this module")
    }

    /// The matched value is a `ForEach` row whose data's elements are not known (an own method's
    /// result is read as text only): the reason names the row, not `ForEach` as an unknown view.
    func testAnUnknownRowMatchedRefusesNamingTheRow() {
        let view: File = ("Views/PhotoStrip.swift", """
        import SwiftUI

        struct PhotoStrip: View {
            var previewer: Previewer

            var body: some View {
                let items = orderedItems()
                VStack {
                    ForEach(items) { item in
                        if case .photo(let photo) = item {
                            Button("Preview") {
                                previewer.show(photo)
                                previewer.log()
                            }
                        }
                    }
                    ForEach(items.reversed()) { item in
                        if case .photo(let photo) = item {
                            Button("Preview") {
                                previewer.show(photo)
                                previewer.log()
                            }
                        }
                    }
                }
            }

            private func orderedItems() -> [Item] { [] }

            enum Item: Identifiable {
                case photo(Photo)
                var id: Int { 0 }
            }
        }

        """)
        let models: [File] = [("Models/Previewer.swift", """
        struct Photo {}

        final class Previewer {
            func show(_ photo: Photo) {}
            func log() {}
        }

        """)]
        let (findings, _) = ModuleTypeFixTests.fixed(view, models: models)
        XCTAssertEqual(findings.count, 1)
        XCTAssertNil(findings.first?.fix)
        XCTAssertEqual(findings.first?.noFixReason, "the type of `photo` is not known: `photo` is bound by the case "
            + "pattern `.photo(let photo)`, and the type of `item`, which it matches, is not known: `item` is a row of "
            + "`ForEach`, and the type of the elements of `items` is not known")
    }

    /// The pattern's element count differs from every declaration of the case: no type is read.
    func testACaseDeclaredWithOtherAssociatedValuesRefuses() {
        var view = Self.modifier
        view.text = view.text.replacingOccurrences(of: "case .archive(let album):", with: "case .share(let album, _):")
            .replacingOccurrences(of: "case .archive(album: let album):", with: "case .rename(let album):")
        var prompt = Self.prompt
        prompt.text = prompt.text.replacingOccurrences(of: "case rename(Album)", with: "case rename(Album, to: String)")
            .replacingOccurrences(of: ".rename(let album)", with: ".rename(let album, _)")
        let (findings, _) = ModuleTypeFixTests.fixed(view, models: [prompt, Self.library])
        XCTAssertEqual(findings.count, 1)
        XCTAssertNil(findings.first?.fix)
        XCTAssertEqual(findings.first?.noFixReason, "the type of `album` is not known: `album` is bound by the case "
            + "pattern `.rename(let album)`, and no file of this module declares a case `rename` of `AlbumPrompt` with "
            + "1 associated value")
    }
}
