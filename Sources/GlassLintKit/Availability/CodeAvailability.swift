/// Where one piece of code can run: for each platform its file is built for and the code
/// is compiled on, the lowest OS version it runs on, and in a pre-release fallback branch
/// the version it stays below. Platforms the code is compiled out of (`#if !os(visionOS)`)
/// or declared unavailable on (`@available(visionOS, unavailable)`) are absent.
public struct CodeAvailability: Hashable, Sendable {
    public struct Range: Hashable, Sendable {
        /// `nil` when the deployment target is unknown and no gate raises it.
        public var minimum: OSVersion?
        /// The version the code runs only below: the `else` of `if #available(iOS 26, *)`,
        /// the body of `if #unavailable(iOS 26)`.
        public var below: OSVersion?

        public init(minimum: OSVersion?, below: OSVersion? = nil) {
            self.minimum = minimum
            self.below = below
        }

        /// An `#available` check or an `@available` attribute: the code runs from `version` on.
        mutating func raise(to version: OSVersion) {
            minimum = max(minimum ?? version, version)
        }

        mutating func cap(below version: OSVersion) {
            below = min(below ?? version, version)
        }
    }

    public var platforms: [ApplePlatform: Range]

    public init(platforms: [ApplePlatform: Range]) {
        self.platforms = platforms
    }

    /// Whether the code runs only below `version` wherever it runs: the fallback branch of
    /// an availability check, where materials are the pre-glass look and not imitation.
    public func isFallback(below version: OSVersion) -> Bool {
        !platforms.isEmpty && platforms.values.allSatisfy { $0.below.map { $0 <= version } ?? false }
    }
}
