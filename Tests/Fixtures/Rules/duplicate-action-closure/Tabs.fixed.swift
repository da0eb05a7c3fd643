import SwiftUI

struct Item {
	var name: String
}

enum ShareService {
	static func share(_ item: Item) {}
}

struct ShareView: View {
	var item: Item
	@State private var shared = false

	var body: some View {
		VStack {
			Button("Share", action: share)
			Text(item.name)
				.onLongPressGesture(perform: share)
		}
	}
}

private extension ShareView {
	func share() {
		ShareService.share(item)
		shared = true
	}
}
