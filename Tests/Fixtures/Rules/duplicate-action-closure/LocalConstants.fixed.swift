import SwiftUI

/// Bindings whose type comes through local constants of the view member: a dictionary's value
/// bound by `if let`, a conditional of a filtered array, and `?? []` of a dictionary's value.
struct Plugin: Identifiable {
    let id: String
    var path: String
}

enum Shelf: Hashable {
    case installed, available
}

struct PluginsView: View {
    @State private var selected: Set<String> = []
    @State private var selectedPaths: [String] = []
    @State private var showsEnabledOnly = false
    @State private var query = ""
    let byCategory: [String: [Plugin]]
    let byShelf: [Shelf: [Plugin]]

    var body: some View {
        List {
            ForEach(byCategory.keys.sorted(), id: \.self) { category in
                if let plugins = byCategory[category] {
                    ForEach(plugins) { plugin in
                        Text(plugin.id)
                            .onTapGesture { addToSelected(plugin) }
                    }
                }
            }
            let installed = byShelf[.installed] ?? []
            let shown = showsEnabledOnly ? installed.filter { $0.path.hasPrefix("/") } : installed
            ForEach(shown) { plugin in
                Button(plugin.id) { addToSelected(plugin) }
            }
        }
    }
}

private extension PluginsView {
    func addToSelected(_ plugin: Plugin) {
        selected.insert(plugin.id)
        selectedPaths.append(plugin.path)
    }
}
