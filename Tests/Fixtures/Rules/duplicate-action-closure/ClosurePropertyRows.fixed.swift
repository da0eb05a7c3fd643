import SwiftUI

struct SubscriptionsView: View {
    let model: SubscriptionsModel

    var body: some View {
        List {
            ForEach(model.channels) { channel in
                ChannelRow(channel: channel, unsubscribe: { _ in unsubscribe(channel) })
            }
            ForEach(model.suggested) { channel in
                ChannelRow(channel: channel, unsubscribe: { _ in unsubscribe(channel) })
            }
        }
    }
}

private extension SubscriptionsView {
    func unsubscribe(_ channel: Channel) {
        model.unsubscribe(from: channel)
        model.reload()
    }
}

struct ChannelRow: View {
    let channel: Channel
    let unsubscribe: (Bool) -> Void
    var body: some View { Text(channel.name) }
}

struct Channel: Identifiable {
    let id: Int
    let name: String
}

final class SubscriptionsModel {
    var channels: [Channel] = []
    var suggested: [Channel] = []
    func unsubscribe(from channel: Channel) {}
    func reload() {}
}
