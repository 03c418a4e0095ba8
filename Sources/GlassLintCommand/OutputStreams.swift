import Foundation

/// Where a command writes: standard output for results, standard error for progress
/// and errors. Tests pass buffers.
public protocol OutputSink: AnyObject {
    func write(_ text: String)
}

public final class FileHandleSink: OutputSink {
    private let handle: FileHandle

    public init(_ handle: FileHandle) {
        self.handle = handle
    }

    public func write(_ text: String) {
        handle.write(Data(text.utf8))
    }
}

public final class BufferSink: OutputSink {
    public private(set) var text = ""

    public init() {}

    public func write(_ text: String) {
        self.text += text
    }
}
