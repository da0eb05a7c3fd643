import ActionLintCore
import ActionLintRules
import ActionLintTestSupport
import XCTest

/// Per-site values and closure parameters whose types take one step past the module index's
/// declarations (issue 27): another file's view or modifier's closure type, an optional chain
/// (`a?.b.c`), an element picked by `first(where:)`, the pairs of `Array(items.enumerated())`,
/// a local constant; and the refusals where they stop. Each output type-checks with its model files.
final class ModuleClosureTypeFixTests: XCTestCase {
    typealias File = ModuleTypeFixTests.File

    static func fixed(_ view: File, models: [File], line: UInt = #line) -> (findings: [Finding], text: String) {
        ModuleTypeFixTests.fixed(view, models: models, line: line)
    }

    static func assertTypeChecks(_ text: String, _ view: File, models: [File], line: UInt = #line) {
        ModuleTypeFixTests.assertTypeChecks(text, view, models: models, line: line)
    }

    // MARK: - A view's memberwise closure property, declared in another file

    static let rateControls: File = ("Views/Controls/RateControls.swift", """
    import SwiftUI

    struct RateControls: View {
        var title: String
        var onRateChanged: ((PlaybackRate) -> Void)? = nil

        var body: some View {
            Button(title) { onRateChanged?(.normal) }
        }
    }

    enum PlaybackRate: Double {
        case normal = 1, fast = 2
    }

    """)

    static let player: File = ("Models/Player.swift", """
    import SwiftUI

    @Observable
    final class Player {
        var rate: PlaybackRate = .normal

        func setRate(_ rate: PlaybackRate) {}
        func save() {}
    }

    """)

    static let playerScreen: File = ("Views/PlayerScreen.swift", """
    import SwiftUI

    struct PlayerScreen: View {
        @State private var player = Player()
        @State private var isCompact = false

        var body: some View {
            if isCompact {
                RateControls(title: "Rate", onRateChanged: { rate in
                    player.setRate(rate)
                    player.save()
                })
            } else {
                RateControls(title: "Playback rate", onRateChanged: { rate in
                    player.setRate(rate)
                    player.save()
                })
            }
        }
    }

    """)

    func testAnotherFilesViewGivesItsClosurePropertysType() {
        let models = [Self.rateControls, Self.player]
        let (findings, text) = Self.fixed(Self.playerScreen, models: models)
        XCTAssertEqual(findings.count, 1)
        XCTAssertNotNil(findings.first?.fix, findings.first?.noFixReason ?? "")
        let member = "(_ rate: PlaybackRate) {\n        player.setRate(rate)\n        player.save()\n    }"
        XCTAssertTrue(text.contains(member), text)
        Self.assertTypeChecks(text, Self.playerScreen, models: models)
    }

    // MARK: - A publisher another file declares

    static let sync: File = ("Models/SyncEngine.swift", """
    import SwiftUI

    final class SyncEngine: ObservableObject {
        let finished: PassthroughSubject<Date, Never> = .init()
        let progress: CurrentValueSubject<Double, Never> = .init(0)
    }

    """)

    /// `.onReceive(engine.finished) { date in … }`: the closure's parameter is what the subject's
    /// type sends (`Date`), and `progress`'s `CurrentValueSubject<Double, Never>` a `Double`, the
    /// type written or made by the initial value (`PassthroughSubject<Date, Never>()`).
    func testAnotherFilesSubjectGivesTheOutputType() {
        let view: File = ("Views/SyncStatus.swift", """
        import SwiftUI

        struct SyncStatus: View {
            @ObservedObject var engine: SyncEngine
            @State private var lastSync: Date?
            @State private var log: [String] = []
            @State private var fraction = 0.0

            var body: some View {
                VStack {
                    Text("Synced")
                        .onReceive(engine.finished) { date in
                            lastSync = date
                            log.append("synced")
                        }
                    ProgressView(value: fraction)
                        .onReceive(engine.finished) { date in
                            lastSync = date
                            log.append("synced")
                        }
                        .onReceive(engine.progress) { value in
                            fraction = value
                            log.removeAll()
                        }
                    Text("Progress")
                        .onReceive(engine.progress) { value in
                            fraction = value
                            log.removeAll()
                        }
                }
            }
        }

        """)
        // The subjects' types written, or said by their initial values.
        let initialized: File = (Self.sync.name, Self.sync.text
            .replacingOccurrences(of: "finished: PassthroughSubject<Date, Never> = .init()",
                                  with: "finished = PassthroughSubject<Date, Never>()")
            .replacingOccurrences(of: "progress: CurrentValueSubject<Double, Never> = .init(0)",
                                  with: "progress = CurrentValueSubject<Double, Never>(0)"))
        XCTAssertNotEqual(initialized.text, Self.sync.text)
        for models in [[Self.sync], [initialized]] {
            let (findings, text) = Self.fixed(view, models: models)
            XCTAssertEqual(findings.count, 2)
            XCTAssertTrue(findings.allSatisfy { $0.fix != nil }, findings.compactMap(\.noFixReason).joined(separator: "; "))
            XCTAssertTrue(text.contains("(_ date: Date) {"), text)
            XCTAssertTrue(text.contains("(_ value: Double) {"), text)
            Self.assertTypeChecks(text, view, models: models)
        }
    }

    /// Sites passing their own values and the closure's: the call the fix leaves
    /// (`{ rate in setRate(player, backup: backup, rate: rate) }`) is not reported again, so `--fix` converges.
    func testACallForwardingEachSitesValuesIsNotExtractedAgain() {
        let view: File = ("Views/RatePanel.swift", """
        import SwiftUI

        struct RatePanel: View {
            @State private var main = Player()
            @State private var spare = Player()

            var body: some View {
                VStack {
                    compact(main, spare)
                    expanded(main, spare)
                }
            }

            func compact(_ player: Player, _ backup: Player) -> some View {
                RateControls(title: "Rate", onRateChanged: { rate in
                    player.setRate(rate)
                    backup.setRate(rate)
                })
            }

            func expanded(_ player: Player, _ backup: Player) -> some View {
                RateControls(title: "Playback rate", onRateChanged: { rate in
                    player.setRate(rate)
                    backup.setRate(rate)
                })
            }
        }

        """)
        let models = [Self.rateControls, Self.player]
        let (findings, text) = Self.fixed(view, models: models)
        XCTAssertEqual(findings.count, 1)
        XCTAssertEqual(text.components(separatedBy: "setRate(player, backup: backup, rate: rate)").count, 3, text)
        XCTAssertEqual(text.components(separatedBy: "func setRate").count, 2, text)
        Self.assertTypeChecks(text, view, models: models)
    }

    /// A view with its own `init` has no memberwise one: the `init`'s parameter gives the type
    /// (more shapes in `CalleeDeclarationFixTests`).
    func testAViewWithItsOwnInitGivesItsParametersType() {
        let controls: File = (Self.rateControls.name, Self.rateControls.text.replacingOccurrences(
            of: "    var body: some View {",
            with: "    init(title: String, onRateChanged: ((PlaybackRate) -> Void)? = nil) {\n"
                + "        self.title = title\n        self.onRateChanged = onRateChanged\n    }\n\n"
                + "    var body: some View {"))
        let (findings, text) = Self.fixed(Self.playerScreen, models: [controls, Self.player])
        XCTAssertNotNil(findings.first?.fix, findings.first?.noFixReason ?? "")
        XCTAssertTrue(text.contains("(_ rate: PlaybackRate) {\n        player.setRate(rate)"), text)
        Self.assertTypeChecks(text, Self.playerScreen, models: [controls, Self.player])
    }

    // MARK: - A modifier declared in another file

    static let frameModifier: File = ("Extensions/View+Frame.swift", """
    import SwiftUI

    extension View {
        func onWidthChange(perform action: @escaping (CGFloat) -> Void) -> some View {
            self
        }

        func onWidthChange(update binding: Binding<CGFloat>) -> some View {
            onWidthChange { width in binding.wrappedValue = width }
        }
    }

    """)

    static let labels: File = ("Views/Labels.swift", """
    import SwiftUI

    struct Labels: View {
        @State private var labelWidth: CGFloat = 0

        var body: some View {
            VStack(alignment: .leading) {
                Text("Delay")
                    .onWidthChange { width in
                        labelWidth = max(labelWidth, width)
                        print(labelWidth)
                    }
                Text("Interval")
                    .onWidthChange { width in
                        labelWidth = max(labelWidth, width)
                        print(labelWidth)
                    }
            }
        }
    }

    """)

    func testAnotherFilesModifierGivesItsClosuresType() {
        let (findings, text) = Self.fixed(Self.labels, models: [Self.frameModifier])
        XCTAssertEqual(findings.count, 1)
        XCTAssertNotNil(findings.first?.fix, findings.first?.noFixReason ?? "")
        XCTAssertTrue(text.contains("(_ width: CGFloat) {\n        labelWidth = max(labelWidth, width)"), text)
        Self.assertTypeChecks(text, Self.labels, models: [Self.frameModifier])
    }

    /// `View`, the modifier's owner, is looked for at file scope only: a generated strings file
    /// nesting an `enum View` is not parsed for it (only the modifier's file is).
    func testTheModifiersOwnerIsNotLookedForInFilesNestingATypeOfItsName() {
        let strings: File = ("Generated/Strings.swift", "enum L10n {\n    enum View {\n        static let title = \"Title\"\n"
            + "    }\n}\n")
        let run = LintRunner(engine: LintHarness.engine()).run([Self.labels, Self.frameModifier, strings].map {
            LintRunner.Input(path: nil, displayPath: $0.name, bytes: Array($0.text.utf8))
        })
        XCTAssertNotNil(run.findings.first?.fix, run.findings.first?.noFixReason ?? "")
        XCTAssertEqual(run.modules.builtIndexes.parsedFiles, 1, "View+Frame.swift")
    }

    /// Two functions of that name take a one-parameter closure last: which one is called is not known.
    func testTwoModifiersTakingAClosureGiveNoType() {
        let overloads: File = (Self.frameModifier.name, Self.frameModifier.text.replacingOccurrences(
            of: "update binding: Binding<CGFloat>", with: "animated: Bool, perform action: @escaping (Double) -> Void")
            .replacingOccurrences(of: "onWidthChange { width in binding.wrappedValue = width }", with: "self"))
        let (findings, _) = Self.fixed(Self.labels, models: [overloads])
        XCTAssertNil(findings.first?.fix)
        XCTAssertEqual(findings.first?.noFixReason, "the type of `width`, a parameter of the `.onWidthChange` closure, "
            + "is not known: 2 functions `onWidthChange` of the module take a closure of 1 parameter there")
    }

    // MARK: - Optional chains, picked elements, enumerated pairs

    static let coordinator: File = ("Models/Coordinator.swift", """
    import SwiftUI

    @Observable
    final class Coordinator {
        var selectedItem: SidebarItem?
        var pendingItem: SidebarItem?
        var library = Library()
    }

    enum SidebarItem: Hashable {
        case home, search
    }

    extension EnvironmentValues {
        var coordinator: Coordinator? { nil }
    }

    """)

    static let library: File = ("Models/Library.swift", """
    final class Library {
        var songs: [Song] = []

        func play(_ song: Song, at position: Int = 0) {}
        func log(_ message: String) {}
    }

    struct Song: Identifiable {
        let id: Int
        var title: String
    }

    """)

    static let sidebar: File = ("Views/Sidebar.swift", """
    import SwiftUI

    struct Sidebar: View {
        let coordinator: Coordinator?
        @State private var selection: SidebarItem = .home

        var body: some View {
            Text("Sidebar")
                .onChange(of: coordinator?.selectedItem) { _, newItem in
                    selection = newItem ?? .home
                    print(selection)
                }
                .onChange(of: coordinator?.pendingItem) { _, newItem in
                    selection = newItem ?? .home
                    print(selection)
                }
        }
    }

    """)

    func testAnOptionalChainIsOptionalOfItsLastPropertysType() {
        let models = [Self.coordinator, Self.library]
        let (findings, text) = Self.fixed(Self.sidebar, models: models)
        XCTAssertEqual(findings.count, 1)
        XCTAssertNotNil(findings.first?.fix, findings.first?.noFixReason ?? "")
        XCTAssertTrue(text.contains("(_ newItem: SidebarItem?) {\n        selection = newItem ?? .home"), text)
        Self.assertTypeChecks(text, Self.sidebar, models: models)
    }

    static let songRow: File = ("Views/SongRow.swift", """
    import SwiftUI

    struct SongRow: View {
        let coordinator: Coordinator?
        let songID: Int

        var body: some View {
            if let song = coordinator?.library.songs.first(where: { $0.id == songID }) {
                Text(song.title)
                    .contextMenu {
                        Button("Play") {
                            coordinator?.library.play(song)
                            coordinator?.library.log("play")
                        }
                    }
                    .swipeActions {
                        Button("Play") {
                            coordinator?.library.play(song)
                            coordinator?.library.log("play")
                        }
                    }
            }
        }
    }

    """)

    func testFirstWhereThroughAnOptionalChainUnwrapsToTheElement() {
        let models = [Self.coordinator, Self.library]
        let (findings, text) = Self.fixed(Self.songRow, models: models)
        XCTAssertEqual(findings.count, 1)
        XCTAssertNotNil(findings.first?.fix, findings.first?.noFixReason ?? "")
        XCTAssertTrue(text.contains("(_ song: Song) {\n        coordinator?.library.play(song)"), text)
        Self.assertTypeChecks(text, Self.songRow, models: models)
    }

    /// A model read by `@Environment(\\.key)`: the type of the `EnvironmentValues` property an
    /// extension in another file declares.
    func testAnEnvironmentKeysModelIsTheTypeOfItsEnvironmentValuesProperty() {
        let view: File = (Self.songRow.name, Self.songRow.text.replacingOccurrences(
            of: "    let coordinator: Coordinator?", with: "    @Environment(\\.coordinator) private var coordinator"))
        let models = [Self.coordinator, Self.library]
        let (findings, text) = Self.fixed(view, models: models)
        XCTAssertEqual(findings.count, 1)
        XCTAssertNotNil(findings.first?.fix, findings.first?.noFixReason ?? "")
        XCTAssertTrue(text.contains("(_ song: Song) {\n        coordinator?.library.play(song)"), text)
        Self.assertTypeChecks(text, view, models: models)
        // Only the files declaring what was asked are parsed: not those extending `EnvironmentValues`
        // or `View` with other members.
        let others: [File] = [
            ("Models/Theme.swift", "extension EnvironmentValues {\n    var accentLevel: Int { 0 }\n}\n"),
            ("Views/View+Card.swift", "import SwiftUI\n\nextension View {\n    func card() -> some View { self }\n}\n"),
        ]
        let run = LintRunner(engine: LintHarness.engine())
            .run(([view] + models + others).map { LintRunner.Input(path: nil, displayPath: $0.name, bytes: Array($0.text.utf8)) })
        XCTAssertNotNil(run.findings.first?.fix)
        XCTAssertEqual(run.modules.builtIndexes.parsedFiles, 2, "Coordinator.swift and Library.swift")
    }

    /// With no extension declaring the key, the reason says what was looked for.
    func testAnEnvironmentKeyNoFileDeclaresHasNoFix() {
        let view: File = (Self.songRow.name, Self.songRow.text.replacingOccurrences(
            of: "    let coordinator: Coordinator?", with: "    @Environment(\\.coordinator) private var coordinator"))
        let coordinator: File = (Self.coordinator.name, Self.coordinator.text.replacingOccurrences(
            of: "extension EnvironmentValues {\n    var coordinator: Coordinator? { nil }\n}\n", with: ""))
        let (findings, _) = Self.fixed(view, models: [coordinator, Self.library])
        XCTAssertNil(findings.first?.fix)
        XCTAssertEqual(findings.first?.noFixReason, "the type of `song` is not known: no file of this module "
            + "declares a property `coordinator` in `EnvironmentValues`")
    }

    static let queueList: File = ("Views/QueueList.swift", """
    import SwiftUI

    struct QueueList: View {
        @State private var library = Library()

        var body: some View {
            List {
                ForEach(Array(library.songs.enumerated()), id: \\.element.id) { index, song in
                    Text(song.title)
                        .contextMenu {
                            Button("Play") {
                                library.play(song, at: index)
                                library.log("play")
                            }
                        }
                        .swipeActions {
                            Button("Play") {
                                library.play(song, at: index)
                                library.log("play")
                            }
                        }
                }
            }
        }
    }

    """)

    func testEnumeratedPairsAreAnIntAndTheElement() {
        let (findings, text) = Self.fixed(Self.queueList, models: [Self.library])
        XCTAssertEqual(findings.count, 1)
        XCTAssertNotNil(findings.first?.fix, findings.first?.noFixReason ?? "")
        XCTAssertTrue(text.contains("song: Song"), text)
        XCTAssertTrue(text.contains("index: Int"), text)
        Self.assertTypeChecks(text, Self.queueList, models: [Self.library])
    }

    /// A local constant made of the array (`Array(items.prefix(n))`) has its elements.
    func testALocalConstantOfTheArraysElements() {
        let view: File = (Self.queueList.name, Self.queueList.text
            .replacingOccurrences(of: "        List {", with: "        let shown = Array(library.songs.prefix(3))\n"
                + "        return List {")
            .replacingOccurrences(of: "Array(library.songs.enumerated())", with: "Array(shown.enumerated())"))
        let (findings, text) = Self.fixed(view, models: [Self.library])
        XCTAssertNotNil(findings.first?.fix, findings.first?.noFixReason ?? "")
        XCTAssertTrue(text.contains("song: Song"), text)
        Self.assertTypeChecks(text, view, models: [Self.library])
    }

    /// The data is a local constant a function call makes: its type is not written, and the
    /// module's functions are not read for their results.
    func testALocalConstantsElementsGiveNoType() {
        let library: File = (Self.library.name, Self.library.text.replacingOccurrences(
            of: "    func log(",
            with: "    func recent(limit: Int) -> [Song] { Array(songs.prefix(limit)) }\n    func log("))
        let view: File = (Self.queueList.name, Self.queueList.text
            .replacingOccurrences(of: "        List {", with: "        let songs = library.recent(limit: 3)\n"
                + "        return List {")
            .replacingOccurrences(of: "Array(library.songs.enumerated())", with: "Array(songs.enumerated())"))
        let (findings, _) = Self.fixed(view, models: [library])
        XCTAssertNil(findings.first?.fix)
        XCTAssertEqual(findings.first?.noFixReason, "the type of `song` (the elements of `songs`) is not known: "
            + "`songs` is a local constant of `body` with no written type")
    }

    // MARK: - Refusals that say what is missing

    /// The closure of a view from a package outside the run: nothing declares its parameter's type.
    func testAClosureParameterOfAViewNoFileDeclaresGivesNoType() {
        let view: File = ("Views/Poster.swift", """
        import SwiftUI
        import ImageKit

        struct Poster: View {
            let url: URL
            @State private var attempts = 0

            var body: some View {
                RemoteImage(url: url) { state in
                    VStack {
                        Button("Retry") {
                            attempts += 1
                            print(state)
                        }
                        Button("Reload") {
                            attempts += 1
                            print(state)
                        }
                    }
                }
            }
        }

        """)
        let (findings, _) = Self.fixed(view, models: [Self.library])
        XCTAssertNil(findings.first?.fix)
        XCTAssertEqual(findings.first?.noFixReason, "the type of `state` is not known: it is a parameter of the "
            + "`RemoteImage` closure, and `RemoteImage` is declared in no file of this module")
    }

    /// `.onChange(of: state.image)` inside such a closure: `state` is that closure's parameter
    /// (which shadows any property of the view named `state`), and the reason says so.
    func testAMemberOfAnUndeclaredViewsClosureParameterSaysWhatItIs() {
        let view: File = ("Views/Cover.swift", """
        import SwiftUI
        import ImageKit

        struct Cover: View {
            let url: URL
            let state = 0
            @State private var shown: Image?

            var body: some View {
                RemoteImage(url: url) { state in
                    Color.clear
                        .onChange(of: state.image) { _, newImage in
                            shown = newImage
                            print("loaded")
                        }
                        .onChange(of: state.placeholder) { _, newImage in
                            shown = newImage
                            print("loaded")
                        }
                }
            }
        }

        """)
        let (findings, _) = Self.fixed(view, models: [Self.library])
        XCTAssertNil(findings.first?.fix)
        XCTAssertEqual(findings.first?.noFixReason, "the type of `newImage`, a parameter of the `.onChange` closure, "
            + "is not known: `state` is a parameter of the `RemoteImage` closure, and `RemoteImage` is declared in no "
            + "file of this module")
    }

    static let loginRow: File = ("Views/LoginRow.swift", """
    import SwiftUI

    struct LoginRow: View {
        let name: String

        var body: some View {
            let key = storageKey(name)
            VStack {
                Button("Clear") {
                    UserDefaults.standard.removeObject(forKey: key)
                    print(key)
                }
                Button("Log out") {
                    UserDefaults.standard.removeObject(forKey: key)
                    print(key)
                }
            }
        }

        func storageKey(_ name: String) -> String { "login." + name }
    }

    """)

    /// A local constant holding the result of one of the view's methods: the type it returns.
    func testALocalConstantMadeByTheViewsMethodHasItsResultType() {
        let (findings, text) = Self.fixed(Self.loginRow, models: [])
        XCTAssertNotNil(findings.first?.fix, findings.first?.noFixReason ?? "")
        XCTAssertTrue(text.contains("(_ key: String) {\n        UserDefaults.standard.removeObject(forKey: key)"), text)
        Self.assertTypeChecks(text, Self.loginRow, models: [])
    }

    /// A local constant holding another type's function's result: those result types are not read.
    func testALocalConstantMadeByAnotherTypesFunctionGivesNoType() {
        let view: File = (Self.loginRow.name, Self.loginRow.text
            .replacingOccurrences(of: "let key = storageKey(name)", with: "let key = Keys.storageKey(name)"))
        let keys: File = ("Models/Keys.swift",
                          "enum Keys {\n    static func storageKey(_ name: String) -> String { name }\n}\n")
        let (findings, _) = Self.fixed(view, models: [keys])
        XCTAssertNil(findings.first?.fix)
        XCTAssertEqual(findings.first?.noFixReason, "the type of `key` is not known: its value `Keys.storageKey(name)` "
            + "is a call, whose result type is not read")
    }
}
