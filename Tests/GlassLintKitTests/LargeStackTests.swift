import GlassLintKit
import Testing

struct LargeStackTests {
    /// Recursion far deeper than a default thread's stack holds (8 MB at most) runs to the end.
    @Test func deepRecursionRunsOnTheLargeStack() {
        #expect(LargeStack.run { Self.depth(200_000) } == 200_000)
    }

    @Test func theResultAndTheCallersStateComeBack() {
        var calls = 0
        let sum = LargeStack.run { () -> Int in
            calls += 1
            return (1...100).reduce(0, +)
        }
        #expect(sum == 5050)
        #expect(calls == 1)
    }

    /// A frame with a buffer of its own, so that each level takes some stack.
    private static func depth(_ remaining: Int) -> Int {
        var frame = (remaining, remaining, remaining, remaining, remaining, remaining, remaining, remaining)
        withUnsafeMutableBytes(of: &frame) { _ in }
        return remaining == 0 ? 0 : 1 + depth(remaining - 1) + (frame.7 - remaining)
    }
}
