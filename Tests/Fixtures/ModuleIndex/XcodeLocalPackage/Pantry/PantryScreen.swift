import Models
import SwiftUI

/// The app target's view of the `Models` package's pantry: the project links the package's
/// product, so its `public` types are what the extracted member may name.
struct PantryScreen: View {
    @ObservedObject var pantry: Pantry

    var body: some View {
        List {
            ForEach(pantry.items) { item in
                Text(item.name)
                    .swipeActions {
                        Button("Use One") {
                            pantry.useOne(of: item)
                            pantry.save()
                        }
                    }
                    .contextMenu {
                        Button("Use One") {
                            pantry.useOne(of: item)
                            pantry.save()
                        }
                    }
            }
        }
    }
}
