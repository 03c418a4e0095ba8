import Foundation

/// The stack that per-file work runs on. SwiftParser, SwiftSyntax's visitors and the rules
/// recurse once per level of nesting; a thread's default stack (512 KB for Dispatch workers
/// on Darwin, 8 MB for a main thread) is overflowed by files that `ParseDepth` lets through.
/// The stack is address space only: its pages are used as they are touched.
public enum LargeStack {
    public static let size = 64 * 1024 * 1024

    /// Runs `body` on a new thread with a stack of `size`, and waits for it. The calling
    /// thread does nothing meanwhile, so `body` may use what the caller owns.
    public static func run<T>(_ body: () -> T) -> T {
        withoutActuallyEscaping(body) { body in
            let work = Work(body)
            let done = DispatchSemaphore(value: 0)
            let thread = Thread {
                work.run()
                done.signal()
            }
            thread.stackSize = size
            thread.start()
            done.wait()
            return work.result!
        }
    }

    /// The body and its result, handed to the thread; only one thread touches it at a time.
    /// The body is let go as soon as it has run: the thread may outlive the call by a
    /// moment, and the body must not (`withoutActuallyEscaping` checks).
    private final class Work<T>: @unchecked Sendable {
        private var body: (() -> T)?
        var result: T?

        init(_ body: @escaping () -> T) {
            self.body = body
        }

        func run() {
            result = body?()
            body = nil
        }
    }
}
