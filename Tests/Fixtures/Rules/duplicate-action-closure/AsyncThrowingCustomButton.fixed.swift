import SwiftUI

/// A button whose action is `async throws`: a custom API, so its closures stay closures.
struct AsyncButton<Label: View>: View {
    var action: () async throws -> Void
    @ViewBuilder var label: () -> Label

    var body: some View {
        Button {
            Task { try? await action() }
        } label: {
            label()
        }
    }
}

@MainActor @Observable
final class ProfileModel {
    var isFollowing = false

    func follow() async throws {}
}

struct ProfileView: View {
    @State private var model = ProfileModel()

    var body: some View {
        VStack {
            AsyncButton { try await follow() } label: {
                Text("Follow")
            }
            AsyncButton { try await follow() } label: {
                Text("Follow back")
            }
        }
    }
}

private extension ProfileView {
    func follow() async throws {
        try await model.follow()
        model.isFollowing = true
    }
}
