/// Counts the glass shapes each declaration shows at once, finishing every
/// `ShapeTally` across files. Cycles count nothing the second time round.
struct ShapeCounts: Sendable {
    private(set) var counts: [DeclarationKey: Int] = [:]

    init(_ resolver: PlacementResolver) {
        var counter = Counter(resolver: resolver, platforms: nil)
        for key in resolver.catalog.orderedKeys {
            _ = counter.count(of: key, depth: 0)
        }
        counts = counter.counts
    }

    /// The shapes `key` shows on `platforms`: a helper whose glass is drawn on none of
    /// them (`#if os(…)`) shows none.
    static func count(of key: DeclarationKey, on platforms: Set<ApplePlatform>, resolver: PlacementResolver) -> Int {
        var counter = Counter(resolver: resolver, platforms: platforms)
        return counter.count(of: key, depth: 0)
    }

    private struct Counter {
        let resolver: PlacementResolver
        let platforms: Set<ApplePlatform>?
        var counts: [DeclarationKey: Int] = [:]
        var visiting: Set<DeclarationKey> = []

        mutating func count(of key: DeclarationKey, depth: Int) -> Int {
            if let known = counts[key] { return known }
            guard depth < ProjectIndex.maximumDepth, visiting.insert(key).inserted,
                  let declaration = resolver.catalog.declarations[key]
            else { return 0 }
            let total = count(declaration.tally, in: key, depth: depth)
            visiting.remove(key)
            counts[key] = total
            return total
        }

        private mutating func count(_ tally: ShapeTally, in key: DeclarationKey, depth: Int) -> Int {
            switch tally {
            case .glass:
                return 1
            case .helper(let enclosure):
                guard let effect = resolver.effect(of: enclosure) else { return 0 }
                if let platforms, let drawn = effect.glassPlatforms, platforms.isDisjoint(with: drawn) { return 0 }
                return effect.glass.isEmpty ? 0 : 1
            case .view(let target):
                let use = ViewUse(target: target, local: LocalPlacement(), arguments: [:])
                guard let shown = resolver.catalog.target(of: use, in: key) else { return 0 }
                return count(of: shown, depth: depth + 1)
            case .together(let parts):
                return parts.reduce(0) { $0 + count($1, in: key, depth: depth) }
            case .oneOf(let branches):
                return branches.map { count($0, in: key, depth: depth) }.max() ?? 0
            case .repeated(let inner):
                return ShapeTally.repetitions * count(inner, in: key, depth: depth)
            }
        }
    }
}
