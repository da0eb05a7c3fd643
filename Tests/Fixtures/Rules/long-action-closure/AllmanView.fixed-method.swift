import SwiftUI

@MainActor
protocol UploadQueue
{
    var pending: [String] { get }
    func start() async
    func cancelAll()
    func clearFailures()
}

/// A file in Allman style: the extracted members put their braces on lines of their own.
struct UploadsView: View
{
    let queue: UploadQueue
    @State private var isUploading = false
    @State private var lastError: String?

    var body: some View
    {
        List(queue.pending, id: \.self)
        { name in
            Text(name)
        }
        .toolbar
        {
            Button("Cancel All", action: cancelAll)
        }
        .task
        { await start() }
    }
}

private extension UploadsView
{
    func cancelAll()
    {
        queue.cancelAll()
        queue.clearFailures()
        isUploading = false
        lastError = nil
    }

    func start() async
    {
        isUploading = true
        await queue.start()
        isUploading = false
        queue.clearFailures()
    }
}
