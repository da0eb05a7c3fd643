import SwiftUI

struct UploadView: View {
    @State private var uploadFailed = false
    @State private var confirmingStop = false
    let uploader: Uploader

    var body: some View {
        VStack {
            Button("Stop Upload", action: stopUpload)
                .alert(isPresented: $uploadFailed) {
                    Alert(title: Text("Upload failed"), primaryButton: stopButton, secondaryButton: retryButton)
                }
            Button("Stop All") { confirmingStop = true }
                .alert(isPresented: $confirmingStop) {
                    Alert(title: Text("Stop every upload?"), primaryButton: stopAllButton,
                          secondaryButton: .cancel(Text("Keep")))
                }
        }
    }

    private var stopButton: SwiftUI.Alert.Button {
        .cancel(stopUpload)
    }

    private var stopAllButton: Alert.Button {
        Alert.Button.destructive(Text("Stop"), action: stopUpload)
    }

    private var retryButton: Alert.Button {
        .default(Text("Retry")) { uploader.retry() }
    }
}

private extension UploadView {
    func stopUpload() {
        uploader.cancel()
        uploadFailed = false
    }
}

final class Uploader {
    func cancel() {}
    func retry() {}
}
