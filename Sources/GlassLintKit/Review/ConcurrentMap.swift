import Foundation

/// Maps over an array on several threads, keeping the order of the results. Workers
/// take the next index as they finish, so one slow file does not hold a whole share.
///
/// The workers are threads of their own with a `LargeStack`, not Dispatch's, whose stack
/// is overflowed by a hostile file, such as 10,000 chained `try` or `else if`, that this
/// one holds. `ParseDepth` skips the files that would need more.
enum ConcurrentMap {
    static func map<Element: Sendable, Result: Sendable>(
        _ elements: [Element], jobs: Int, _ transform: @escaping @Sendable (Element) -> Result
    ) -> [Result] {
        let slots = Slots<Result>(count: elements.count)
        let workers = min(jobs, max(elements.count, 1))
        let finished = DispatchSemaphore(value: 0)
        for _ in 0..<workers {
            let worker = Thread {
                while let index = slots.claimNext() {
                    slots.store(transform(elements[index]), at: index)
                }
                finished.signal()
            }
            worker.stackSize = LargeStack.size
            worker.start()
        }
        for _ in 0..<workers { finished.wait() }
        return slots.results()
    }

    private final class Slots<Result>: @unchecked Sendable {
        private let lock = NSLock()
        private var values: [Result?]
        private var next = 0

        init(count: Int) {
            values = Array(repeating: nil, count: count)
        }

        func claimNext() -> Int? {
            lock.lock()
            defer { lock.unlock() }
            guard next < values.count else { return nil }
            next += 1
            return next - 1
        }

        func store(_ value: Result, at index: Int) {
            lock.lock()
            values[index] = value
            lock.unlock()
        }

        func results() -> [Result] {
            values.map { $0! }
        }
    }
}
