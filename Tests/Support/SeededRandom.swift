/// SplitMix64 (Steele, Lea & Flood, 2014): a small deterministic generator, so that every
/// run of a test that draws cases tests the same ones, on every platform and Swift version
/// (only integer arithmetic; the standard library's `random(in:using:)` algorithms are not
/// promised to stay the same between releases).
public struct SeededRandom {
    private var state: UInt64

    public init(seed: UInt64) {
        state = seed
    }

    /// An independent stream for one purpose (one file, one mutant), so that what it
    /// draws does not depend on how many numbers other streams consumed.
    public init(seed: UInt64, stream: UInt64, salt: UInt64 = 0) {
        var mixer = SeededRandom(seed: seed ^ 0x6A09_E667_F3BC_C908)
        mixer = SeededRandom(seed: mixer.next() ^ (stream &* 0x9E37_79B9_7F4A_7C15) ^ (salt &* 0xC2B2_AE3D_27D4_EB4F))
        state = mixer.next()
    }

    public mutating func next() -> UInt64 {
        state &+= 0x9E37_79B9_7F4A_7C15
        var z = state
        // Not the paper's 0xBF58_476D_1CE5_E4B9: the mutants pinned in SourceMutatorTests
        // were drawn with this multiplier (the benchmark corpus's generator has it too).
        z = (z ^ (z >> 30)) &* 0xBF58_476D_1CE4_E5B9
        z = (z ^ (z >> 27)) &* 0x94D0_49BB_1331_11EB
        return z ^ (z >> 31)
    }

    /// Uniform in `0..<bound`: the high half of a 128-bit product.
    public mutating func below(_ bound: Int) -> Int {
        precondition(bound > 0, "bound must be positive")
        return Int(next().multipliedFullWidth(by: UInt64(bound)).high)
    }

    public mutating func int(in range: ClosedRange<Int>) -> Int {
        range.lowerBound + below(range.upperBound - range.lowerBound + 1)
    }

    /// True with probability `percent` / 100.
    public mutating func chance(_ percent: Int) -> Bool {
        below(100) < percent
    }

    /// Picks by integer weights.
    public mutating func weighted<T>(_ choices: [(T, Int)]) -> T {
        var roll = below(choices.reduce(0) { $0 + $1.1 })
        for (value, weight) in choices {
            if roll < weight { return value }
            roll -= weight
        }
        return choices[choices.count - 1].0
    }
}
