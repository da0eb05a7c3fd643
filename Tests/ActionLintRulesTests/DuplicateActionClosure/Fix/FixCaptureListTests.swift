import ActionLintCore
import ActionLintRules
import ActionLintTestSupport
import XCTest

/// Closures with a capture list (`{ [weak model] volume in … }`): the sites keep the list and their
/// signature, and pass each captured name the body reads, so the member sees the captured value —
/// `{ [weak model] volume in setVolume(model, volume: volume) }` with `func setVolume(_ model:
/// PlayerModel?, volume: Float)`. `[self]` needs no parameter. The refusals each name their reason;
/// inputs and outputs type-check against the SwiftUI stub in both language modes.
final class FixCaptureListTests: XCTestCase {
    func assertNoFix(_ marked: String, reason: String, file: StaticString = #filePath, line: UInt = #line) {
        GroupAssertion.assertNoFix(marked, reason: reason, typeChecks: true, file: file, line: line)
    }

    // MARK: - Fixed

    /// An `@Environment(PlayerModel.self)` model captured `[weak model]` by two controls' volume
    /// closures: the member takes `PlayerModel?` before the closure's `Float`; the mute closures'
    /// `[self]` stays at the sites, and the member takes nothing for it.
    func testAWeaklyCapturedModelIsPassedOptional() throws {
        try FixGolden.assertTypeCheckedFixture("CapturedModel")
    }

    /// The same in property style: `var setVolumeAction: (PlayerModel?, Float) -> Void`, and
    /// the `[self]` closures' `var toggleMutedAction: () -> Void`.
    func testAWeaklyCapturedModelInPropertyStyle() throws {
        try FixGolden.assertTypeCheckedFixture("CapturedModel", suffix: "fixed-property", style: .property)
    }

    /// `[weak track]` of an `if let track` (a class): `func love(_ track: Track?)`; `[self, volume =
    /// model.volume]`: the value's type, `func clear(_ volume: Float)`, `self` passing nothing.
    func testACapturedBindingAndACapturedValue() throws {
        try FixGolden.assertTypeCheckedFixture("CapturedValue")
    }

    // MARK: - Refused

    /// The model and the controls view of the refusal cases.
    static let modelAndControls = """
        import SwiftUI

        final class PlayerModel: ObservableObject {
            @Published var volume: Float = 1
            @Published var isMuted = false

            func broadcastState() {}
        }

        struct PlayerControls: View {
            var onVolumeChanged: (Float) -> Void

            var body: some View {
                Button("Louder") { onVolumeChanged(1) }
            }
        }


        """

    /// One site captures `[weak model]`, the other reads the property: they are the same code, but
    /// not one action a member could stand for.
    func testSitesThatCaptureDifferently() {
        assertNoFix(Self.modelAndControls + """
        struct PlayerView: View {
            var model: PlayerModel?
            var isWide: Bool

            var body: some View {
                if isWide {
                    PlayerControls(onVolumeChanged: ↓{ [weak model] volume in
                        model?.volume = volume
                        model?.isMuted = false
                        model?.broadcastState()
                    })
                } else {
                    PlayerControls(onVolumeChanged: ↓{ volume in
                        model?.volume = volume
                        model?.isMuted = false
                        model?.broadcastState()
                    })
                }
            }
        }
        """, reason: "the closures capture differently")
    }

    /// `[unowned model]` of a `PlayerModel?`: left to be extracted by hand.
    func testAnUnownedOptional() {
        assertNoFix(Self.modelAndControls + """
        struct PlayerView: View {
            var model: PlayerModel?
            var isWide: Bool

            var body: some View {
                if isWide {
                    PlayerControls(onVolumeChanged: ↓{ [unowned model] volume in
                        model?.volume = volume
                        model?.isMuted = false
                        model?.broadcastState()
                    })
                } else {
                    PlayerControls(onVolumeChanged: ↓{ [unowned model] volume in
                        model?.volume = volume
                        model?.isMuted = false
                        model?.broadcastState()
                    })
                }
            }
        }
        """, reason: "`model` is captured `unowned`, and its type `PlayerModel?` is optional")
    }

    /// A capture with a value whose type the file does not say.
    func testACaptureWithAValueOfUnknownType() {
        assertNoFix(Self.modelAndControls + """
        struct PlayerView: View {
            var model: PlayerModel?
            var isWide: Bool

            var body: some View {
                if isWide {
                    PlayerControls(onVolumeChanged: ↓{ [weak model, step = model?.volume ?? 0 + 1] volume in
                        model?.volume = volume + step
                        model?.isMuted = false
                        model?.broadcastState()
                    })
                } else {
                    PlayerControls(onVolumeChanged: ↓{ [weak model, step = model?.volume ?? 0 + 1] volume in
                        model?.volume = volume + step
                        model?.isMuted = false
                        model?.broadcastState()
                    })
                }
            }
        }
        """, reason: "the type of `step`, captured as `[step = model?.volume ?? 0 + 1]`, is not known")
    }

    /// `[weak self]` in a class's view builder: the member's body would need `self?.`.
    func testWeakSelf() {
        assertNoFix("""
        import SwiftUI

        @MainActor
        final class PlayerScreen {
            var volume: Float = 1
            var isMuted = false

            func broadcastState() {}

            @ViewBuilder
            func controls(isWide: Bool) -> some View {
                if isWide {
                    PlayerControls(onVolumeChanged: ↓{ [weak self] volume in
                        self?.volume = volume
                        self?.isMuted = false
                        self?.broadcastState()
                    })
                } else {
                    PlayerControls(onVolumeChanged: ↓{ [weak self] volume in
                        self?.volume = volume
                        self?.isMuted = false
                        self?.broadcastState()
                    })
                }
            }
        }

        extension PlayerScreen: View {
            var body: some View { controls(isWide: true) }
        }

        struct PlayerControls: View {
            var onVolumeChanged: (Float) -> Void

            var body: some View {
                Button("Louder") { onVolumeChanged(1) }
            }
        }
        """, reason: "a closure captures `[weak self]`: the member would need `self?.`")
    }

    // MARK: - A view's property declared in another file

    typealias File = ModuleTypeFixTests.File

    static let playerModel: File = ("Models/PlayerModel.swift", """
    import SwiftUI

    @Observable
    final class PlayerModel {
        var volume: Float = 1
        var isMuted = false

        func broadcastState() {}
    }

    extension EnvironmentValues {
        var player: PlayerModel? { nil }
    }

    """)

    static let playerScreen: File = ("Views/PlayerScreen.swift", """
    import SwiftUI

    struct PlayerScreen: View {
        @Environment(\\.player) var player
        var isWide: Bool

        var body: some View {
            if isWide { wideLayout } else { compactLayout }
        }
    }

    struct VolumeSlider: View {
        var onVolumeChanged: (Float) -> Void

        var body: some View {
            Button("Louder") { onVolumeChanged(1) }
        }
    }

    """)

    static let playerLayouts: File = ("Views/PlayerScreen+Layouts.swift", """
    import SwiftUI

    extension PlayerScreen {
        var wideLayout: some View {
            VolumeSlider(onVolumeChanged: { [weak player] volume in
                player?.volume = volume
                player?.isMuted = false
                player?.broadcastState()
            })
        }

        var compactLayout: some View {
            VolumeSlider(onVolumeChanged: { [weak player] volume in
                player?.volume = volume
                player?.isMuted = false
                player?.broadcastState()
            })
        }
    }

    """)

    /// The view's `@Environment(\\.player) var player` is declared in another file than the
    /// closures: its type is the `EnvironmentValues` property's, `PlayerModel?`.
    func testAnEnvironmentPropertyOfAnotherFile() {
        let models = [Self.playerScreen, Self.playerModel]
        let (findings, text) = ModuleTypeFixTests.fixed(Self.playerLayouts, models: models)
        XCTAssertEqual(findings.count, 1)
        XCTAssertNotNil(findings.first?.fix, findings.first?.noFixReason ?? "")
        XCTAssertTrue(text.contains("onVolumeChanged: { [weak player] volume in"), text)
        XCTAssertEqual(text.components(separatedBy: "setVolume(player, volume: volume)").count, 3, text)
        XCTAssertTrue(text.contains("func setVolume(_ player: PlayerModel?, volume: Float) {"), text)
        ModuleTypeFixTests.assertTypeChecks(text, Self.playerLayouts, models: models)
    }

    /// `@Environment(PlayerModel.self) var player` in the other file: `PlayerModel`, made optional
    /// by `[weak player]`.
    func testAnEnvironmentObjectOfAnotherFile() {
        let screen: File = (Self.playerScreen.name, Self.playerScreen.text.replacingOccurrences(
            of: "@Environment(\\.player) var player", with: "@Environment(PlayerModel.self) var player"))
        let models = [screen, Self.playerModel]
        let (findings, text) = ModuleTypeFixTests.fixed(Self.playerLayouts, models: models)
        XCTAssertNotNil(findings.first?.fix, findings.first?.noFixReason ?? "")
        XCTAssertTrue(text.contains("func setVolume(_ player: PlayerModel?, volume: Float) {"), text)
        ModuleTypeFixTests.assertTypeChecks(text, Self.playerLayouts, models: models)
    }
}
