import Foundation

/// Stops the test run, naming the input, when one piece of work runs far past any
/// reasonable time: a hang in the engine would otherwise stall CI with no word of which
/// input caused it. Work that merely runs slow is left to the test's own time bound.
final class HangWatchdog: @unchecked Sendable {
    static let shared = HangWatchdog(limit: .seconds(120))

    private let limit: Duration
    private let lock = NSLock()
    private var running: [Int: (label: String, start: ContinuousClock.Instant)] = [:]
    private var nextTicket = 0

    private init(limit: Duration) {
        self.limit = limit
        let thread = Thread { [unowned self] in
            while true {
                Thread.sleep(forTimeInterval: 1)
                if let stuck = overdue() { fatalError("still running after \(limit): \(stuck)") }
            }
        }
        thread.start()
    }

    /// Runs `work` under watch, and says how long it took.
    func time<T>(_ label: @autoclosure () -> String, _ work: () -> T) -> (result: T, duration: Duration) {
        let start = ContinuousClock.now
        let ticket = lock.withLock {
            nextTicket += 1
            running[nextTicket] = (label(), start)
            return nextTicket
        }
        let result = work()
        lock.withLock { running[ticket] = nil }
        return (result, ContinuousClock.now - start)
    }

    private func overdue() -> String? {
        lock.withLock { running.values.first { ContinuousClock.now - $0.start > limit }?.label }
    }
}
