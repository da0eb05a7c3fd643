import SwiftUI

struct LabelsView: View {
    @State private var labels: [String] = []
    @State private var isLoading = false
    let service: LabelService

    var body: some View {
        List(labels, id: \.self) { label in
            Text(label)
        }
        .overlay {
            if isLoading { ProgressView() }
        }
        .task {
            isLoading = true
            labels = await service.fetchLabels()
            isLoading = false
        }
        .refreshable {
            isLoading = true
            labels = await service.fetchLabels()
            isLoading = false
        }
    }

    func loadLabels() async {
        isLoading = true
        labels = await service.fetchLabels()
        isLoading = false
    }
}

final class LabelService: Sendable {
    func fetchLabels() async -> [String] { [] }
}
