import Models
import SwiftUI

public struct PantryView: View {
    @ObservedObject var pantry: Pantry

    public init(pantry: Pantry) {
        self.pantry = pantry
    }

    public var body: some View {
        List {
            ForEach(pantry.items) { item in
                HStack {
                    Text(item.name)
                    Spacer()
                    Text("\(item.quantity)")
                }
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
