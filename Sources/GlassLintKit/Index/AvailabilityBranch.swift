/// Which side of an availability check for the 26 releases a view is on.
public enum AvailabilityBranch: Hashable, Codable, Sendable {
    case unknown
    /// Where glass exists: `if #available(iOS 26, *)`, `@available(iOS 26, *)`.
    case glass
    /// The pre-26 fallback: the `else` of such a check, or `#unavailable`.
    case fallback

    func inside(_ outer: AvailabilityBranch) -> AvailabilityBranch {
        if self == .fallback || outer == .fallback { return .fallback }
        return self == .glass || outer == .glass ? .glass : .unknown
    }
}
