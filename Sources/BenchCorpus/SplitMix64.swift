/// SplitMix64 (Steele, Lea & Flood, 2014). It is tiny and fully specified, so one seed
/// gives the same stream on every platform and Swift version. The helpers below use
/// only integer arithmetic for the same reason: the standard library's `random(in:using:)`
/// algorithms are not promised to stay the same between releases.
struct SplitMix64 {
    private var state: UInt64

    init(seed: UInt64) {
        state = seed
    }

    /// An independent stream for one purpose (one file, one feature), so that a file's
    /// contents do not depend on how many numbers other files consumed.
    init(seed: UInt64, stream: UInt64, salt: UInt64 = 0) {
        var mixer = SplitMix64(seed: seed ^ 0x6A09_E667_F3BC_C908)
        let first = mixer.next()
        mixer = SplitMix64(seed: first ^ (stream &* 0x9E37_79B9_7F4A_7C15) ^ (salt &* 0xC2B2_AE3D_27D4_EB4F))
        state = mixer.next()
    }

    mutating func next() -> UInt64 {
        state &+= 0x9E37_79B9_7F4A_7C15
        var z = state
        z = (z ^ (z >> 30)) &* 0xBF58_476D_1CE4_E5B9
        z = (z ^ (z >> 27)) &* 0x94D0_49BB_1331_11EB
        return z ^ (z >> 31)
    }

    /// Uniform in `0..<bound`. The high half of a 128-bit product: the bias is below
    /// bound / 2^64, far under anything a corpus could show.
    mutating func below(_ bound: Int) -> Int {
        precondition(bound > 0, "bound must be positive")
        return Int(next().multipliedFullWidth(by: UInt64(bound)).high)
    }

    mutating func int(in range: ClosedRange<Int>) -> Int {
        range.lowerBound + below(range.upperBound - range.lowerBound + 1)
    }

    /// True with probability `percent` / 100.
    mutating func chance(_ percent: Int) -> Bool {
        below(100) < percent
    }

    mutating func pick<T>(_ items: [T]) -> T {
        items[below(items.count)]
    }

    /// `count` distinct elements, in random order.
    mutating func pick<T>(_ items: [T], count: Int) -> [T] {
        var copy = items
        shuffle(&copy)
        return Array(copy.prefix(count))
    }

    /// Picks by integer weights.
    mutating func weighted<T>(_ choices: [(T, Int)]) -> T {
        let total = choices.reduce(0) { $0 + $1.1 }
        var roll = below(total)
        for (value, weight) in choices {
            if roll < weight { return value }
            roll -= weight
        }
        return choices[choices.count - 1].0
    }

    /// Fisher–Yates with our own integers.
    mutating func shuffle<T>(_ items: inout [T]) {
        guard items.count > 1 else { return }
        for i in stride(from: items.count - 1, to: 0, by: -1) {
            items.swapAt(i, below(i + 1))
        }
    }
}
