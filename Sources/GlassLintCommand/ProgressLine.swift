import Dispatch
import Foundation
import GlassLintKit

/// The progress line on standard error while a long review runs: `Reviewed 1200 of 10000
/// files`, redrawn in place at most ten times a second. A review that ends within a
/// second prints nothing; the line is erased when the review ends.
final class ProgressLine: ReviewProgress, @unchecked Sendable {
    /// How long a review runs before the line appears, and how often it is redrawn.
    static let delay: UInt64 = 1_000_000_000
    static let interval: UInt64 = 100_000_000

    private let sink: OutputSink
    /// Nanoseconds from any fixed point; tests pass their own.
    private let now: @Sendable () -> UInt64
    private let lock = NSLock()
    private var total = 0
    private var finished = 0
    private var startTime: UInt64 = 0
    private var lastDrawn: UInt64?

    init(sink: OutputSink, now: @escaping @Sendable () -> UInt64 = { DispatchTime.now().uptimeNanoseconds }) {
        self.sink = sink
        self.now = now
    }

    func started(files: Int) {
        lock.withLock {
            total = files
            startTime = now()
        }
    }

    func finishedFile() {
        lock.withLock {
            finished += 1
            let time = now()
            guard time - startTime >= Self.delay, lastDrawn.map({ time - $0 >= Self.interval }) ?? true else { return }
            lastDrawn = time
            // Carriage return, erase to the end of the line, then the new text.
            sink.write("\r\u{1B}[KReviewed \(finished) of \(total) files")
        }
    }

    /// Erases the line, if it was ever drawn, so the report starts on a clean line.
    func end() {
        lock.withLock {
            if lastDrawn != nil { sink.write("\r\u{1B}[K") }
        }
    }
}
