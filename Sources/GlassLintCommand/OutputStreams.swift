import Foundation

/// Where a command writes: standard output for results, standard error for progress
/// and errors. Tests pass buffers.
public protocol OutputSink: AnyObject {
    func write(_ text: String)
    /// Whether a person is watching: a terminal, not a file or a pipe.
    var isTerminal: Bool { get }
}

public final class FileHandleSink: OutputSink {
    private let handle: FileHandle

    public init(_ handle: FileHandle) {
        self.handle = handle
    }

    public func write(_ text: String) {
        handle.write(Data(text.utf8))
    }

    public var isTerminal: Bool { isatty(handle.fileDescriptor) == 1 }
}

public final class BufferSink: OutputSink {
    public private(set) var text = ""
    public let isTerminal: Bool

    /// `isTerminal` lets a test stand in for a terminal.
    public init(isTerminal: Bool = false) {
        self.isTerminal = isTerminal
    }

    public func write(_ text: String) {
        self.text += text
    }
}
