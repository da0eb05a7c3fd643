import Models
import SwiftUI

@main
struct PantryApp: App {
    @StateObject private var pantry = Pantry()

    var body: some Scene {
        WindowGroup {
            PantryScreen(pantry: pantry)
        }
    }
}
