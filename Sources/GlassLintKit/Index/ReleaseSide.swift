import SwiftSyntax

extension SyntaxFile {
    /// Which side of the 26 releases the code at `node` is on: `.fallback` where it runs
    /// only below 26 (the `else` of `#available(iOS 26, *)`, `#unavailable`) or only where
    /// the app turns its glass off (the branch without glass of a run-time glass gate), `.glass`
    /// where glass exists on every platform it runs on (a gate, an `@available`, or a
    /// deployment target of 26 or later), `.unknown` otherwise.
    public func releaseSide(of node: some SyntaxProtocol, in availability: FileAvailability) -> AvailabilityBranch {
        let code = availability.at(node)
        if code.isFallback(below: AvailabilityReading.glassRelease) || isBehindGlassGate(node) { return .fallback }
        let local = localPlacement(of: node).placement.availability
        if local != .unknown { return local }
        let hasGlassEverywhere = !code.platforms.isEmpty && code.platforms.values.allSatisfy { range in
            range.minimum.map { $0 >= AvailabilityReading.glassRelease } ?? false
        }
        return hasGlassEverywhere ? .glass : .unknown
    }
}
