import ActionLintCore
import ActionLintRules
import ActionLintTestSupport
import XCTest

/// Values whose type the code around them gives: a branch of `a ? b : c` (the type the whole
/// conditional is used as), an argument of the view's closure property (`onDismiss(.settings)`
/// with `var onDismiss: (Destination) -> Void`). Each output type-checks with its models.
final class ValueContextFixTests: XCTestCase {
    typealias File = ModuleTypeFixTests.File
    /// Lints with the models as the module and fixes as `--fix` does; type-checks with them.
    typealias Harness = ModuleTypeFixTests

    static let voteButtons: File = ("Comments/VoteButtons.swift", """
    import SwiftUI

    struct VoteButtons: View {
        @ObservedObject var model: CommentModel

        var body: some View {
            HStack {
                Button {
                    model.postVote(vote: model.likes == true ? .neutral : .upvote)
                    model.refreshScore()
                } label: {
                    Image(systemName: "arrow.up")
                }
                Button {
                    model.postVote(vote: model.likes == true ? .neutral : .downvote)
                    model.refreshScore()
                } label: {
                    Image(systemName: "arrow.down")
                }
            }
        }
    }

    """)

    static let commentModel: File = ("Comments/CommentModel.swift", """
    import SwiftUI

    enum Vote {
        case upvote, downvote, neutral
    }

    final class CommentModel: ObservableObject {
        @Published var likes: Bool?

        func postVote(vote: Vote) {}
        func refreshScore() {}
    }

    """)

    /// `likes == true ? .neutral : .upvote` passed as `vote:`: the branch is a `Vote`. (Sites
    /// that also compare with different values, `== true` / `== false`, only coincide in shape:
    /// no finding by default, `NotWorthAMethodTests`.)
    func testACaseInABranchOfAConditionalTakesTheWholesType() {
        let (findings, text) = Harness.fixed(Self.voteButtons, models: [Self.commentModel])
        XCTAssertEqual(findings.count, 1)
        XCTAssertNotNil(findings.first?.fix, findings.first?.noFixReason ?? "")
        XCTAssertTrue(text.contains("func postVote(_ vote: Vote) {"), text)
        XCTAssertTrue(text.contains("model.postVote(vote: model.likes == true ? .neutral : vote)"), text)
        XCTAssertTrue(text.contains("Button { postVote(.downvote) } label: {"), text)
        Harness.assertTypeChecks(text, Self.voteButtons, models: [Self.commentModel])
    }

    /// The `then` branch, assigned: `mode = isCompact ? .list : .grid`.
    func testTheFirstBranchOfAnAssignedConditional() {
        let view: File = ("LayoutPicker.swift", """
        import SwiftUI

        enum Layout {
            case list, grid, columns
        }

        struct LayoutPicker: View {
            @State private var layout = Layout.list
            @State private var isCompact = false

            var body: some View {
                HStack {
                    Button("Rows") {
                        layout = isCompact ? .list : .columns
                        isCompact.toggle()
                    }
                    Button("Tiles") {
                        layout = isCompact ? .grid : .columns
                        isCompact.toggle()
                    }
                }
            }
        }

        """)
        let (findings, text) = Harness.fixed(view)
        XCTAssertNotNil(findings.first?.fix, findings.first?.noFixReason ?? "")
        XCTAssertTrue(text.contains("(_ layout: Layout) {") || text.contains("(_ newLayout: Layout) {"), text)
        Harness.assertTypeChecks(text, view)
    }

    static let drawer: File = ("Navigation/DrawerView.swift", """
    import SwiftUI

    struct DrawerView: View {
        @Environment(\\.dismiss) private var dismiss
        var onDismiss: (Destination) -> Void

        var body: some View {
            List {
                Text("Home")
                    .onTapGesture {
                        dismiss()
                        onDismiss(.home)
                    }
                Text("Settings")
                    .onTapGesture {
                        dismiss()
                        onDismiss(.settings)
                    }
            }
        }
    }

    """)

    static let destination: File = ("Navigation/Destination.swift", """
    enum Destination {
        case home, settings
        case page(String)
    }

    """)

    /// A case passed to the view's closure property: the closure type's parameter.
    func testACasePassedToTheViewsClosureProperty() {
        let (findings, text) = Harness.fixed(Self.drawer, models: [Self.destination])
        XCTAssertNotNil(findings.first?.fix, findings.first?.noFixReason ?? "")
        XCTAssertTrue(text.contains("(_ destination: Destination) {\n        dismiss()\n        onDismiss(destination)\n"), text)
        Harness.assertTypeChecks(text, Self.drawer, models: [Self.destination])
    }

    /// `var onPick: ((Destination) -> Void)?` called `onPick?(.home)`.
    func testACasePassedToAnOptionalClosureProperty() {
        let view: File = (Self.drawer.name, Self.drawer.text
            .replacingOccurrences(of: "var onDismiss: (Destination) -> Void", with: "var onPick: ((Destination) -> Void)?")
            .replacingOccurrences(of: "onDismiss(", with: "onPick?("))
        let (findings, text) = Harness.fixed(view, models: [Self.destination])
        XCTAssertNotNil(findings.first?.fix, findings.first?.noFixReason ?? "")
        XCTAssertTrue(text.contains("(_ destination: Destination) {\n        dismiss()\n        onPick?(destination)\n"), text)
        Harness.assertTypeChecks(text, view, models: [Self.destination])
    }

    /// A closure taking two values: each argument its own parameter type.
    func testTheSecondArgumentOfAClosureProperty() {
        let view: File = (Self.drawer.name, Self.drawer.text
            .replacingOccurrences(of: "var onDismiss: (Destination) -> Void",
                                  with: "var onDismiss: (_ animated: Bool, _ destination: Destination) -> Void")
            .replacingOccurrences(of: "onDismiss(.", with: "onDismiss(true, ."))
        let (findings, text) = Harness.fixed(view, models: [Self.destination])
        XCTAssertNotNil(findings.first?.fix, findings.first?.noFixReason ?? "")
        XCTAssertTrue(text.contains("onDismiss(true, destination)"), text)
        Harness.assertTypeChecks(text, view, models: [Self.destination])
    }

    /// `URL(string: "https://…")`: the SDK initializer takes a `String`, so the fix is safe.
    func testALiteralPassedToURLStringIsAString() {
        let view: File = ("SupportLinks.swift", """
        import SwiftUI

        struct SupportLinks: View {
            @Environment(\\.openURL) private var openURL
            @State private var isShowingLinks = true

            var body: some View {
                Section("Support") {
                    Button("Documentation") {
                        if let url = URL(string: "https://docs.example.org") {
                            openURL(url)
                        }
                        isShowingLinks = false
                    }
                    Button("Community") {
                        if let url = URL(string: "https://forum.example.org") {
                            openURL(url)
                        }
                        isShowingLinks = false
                    }
                }
            }
        }

        """)
        let (findings, text) = Harness.fixed(view)
        XCTAssertEqual(findings.first?.fix?.applicability, .safe, findings.first?.noFixReason ?? "")
        XCTAssertTrue(text.contains("func openLink(_ urlString: String) {\n        if let url = URL(string: urlString) {"), text)
        // `openURL` is the environment's: the member is not named `openUrl` beside it.
        XCTAssertFalse(text.contains("func openUrl"), text)
        Harness.assertTypeChecks(text, view)
    }

    static let uploadButtons: File = ("Upload/UploadButtons.swift", """
    import SwiftUI

    struct Banner: Equatable {
        var message: String
        var isError: Bool
    }

    struct UploadButtons: View {
        @State private var banner: Banner?
        @State private var isUploading = false

        var body: some View {
            HStack {
                Button("Photos") {
                    banner = Banner(message: "Uploading photos", isError: false)
                    isUploading = true
                }
                Button("Videos") {
                    banner = Banner(message: "Uploading videos", isError: false)
                    isUploading = true
                }
            }
        }
    }

    """)

    /// A literal passed to the memberwise initializer of this file's struct: the stored property's
    /// type, so the fix is safe.
    func testALiteralPassedToAStructsMemberwiseInitializer() {
        let (findings, text) = Harness.fixed(Self.uploadButtons)
        XCTAssertEqual(findings.first?.fix?.applicability, .safe, findings.first?.noFixReason ?? "")
        XCTAssertTrue(text.contains("(message: String) {\n        banner = Banner(message: message, isError: false)"), text)
        Harness.assertTypeChecks(text, Self.uploadButtons)
    }

    /// The type in another file, with an `init` of its own: its parameter's type.
    func testALiteralPassedToAnotherFilesInitializer() {
        let view: File = (Self.uploadButtons.name, Self.uploadButtons.text.replacingOccurrences(
            of: "struct Banner: Equatable {\n    var message: String\n    var isError: Bool\n}\n\n", with: ""))
        XCTAssertFalse(view.text.contains("struct Banner"))
        let banner: File = ("Upload/Banner.swift", """
        struct Banner: Equatable {
            let text: String
            let isError: Bool

            init(message: String, isError: Bool) {
                text = message
                self.isError = isError
            }
        }

        """)
        let (findings, text) = Harness.fixed(view, models: [banner])
        XCTAssertEqual(findings.first?.fix?.applicability, .safe, findings.first?.noFixReason ?? "")
        XCTAssertTrue(text.contains("(message: String) {"), text)
        Harness.assertTypeChecks(text, view, models: [banner])
    }

    /// `.onScrollVisibilityChange { isVisible in … }` (iOS 18): the catalog's `Bool`.
    func testTheVisibilityAScrollChangeReportsIsABool() {
        let view: File = ("TrailerRow.swift", """
        import SwiftUI

        struct TrailerRow: View {
            @State private var isPlaying = false
            @State private var plays = 0

            var body: some View {
                VStack {
                    Text("Trailer")
                        .onScrollVisibilityChange { isVisible in
                            isPlaying = isVisible
                            plays += 1
                        }
                    Text("Teaser")
                        .onScrollVisibilityChange(threshold: 0.8) { isVisible in
                            isPlaying = isVisible
                            plays += 1
                        }
                }
            }
        }

        """)
        let (findings, text) = Harness.fixed(view)
        XCTAssertNotNil(findings.first?.fix, findings.first?.noFixReason ?? "")
        XCTAssertTrue(text.contains("(_ isVisible: Bool) {"), text)
        Harness.assertTypeChecks(text, view)
    }
}
