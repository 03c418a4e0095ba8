extension ProjectContext {
    /// Gives each SwiftPM target the platforms it is built for: those of the Xcode targets
    /// that link it, through products and target dependencies, within their platform
    /// filters and `.when(platforms:)` conditions. A manifest's `platforms:` sets minimum
    /// versions only; a package target that no Xcode target reaches keeps them as its
    /// platforms, for want of better, but none of them is confirmed.
    mutating func narrowPackageTargetsToLinkedPlatforms() {
        let reached = linkedPlatforms()
        for index in targets.indices where targets[index].isPackageTarget {
            guard let platforms = reached[index] else {
                targets[index].unconfirmedPlatforms = Set(targets[index].platforms)
                continue
            }
            targets[index].platforms = platforms.sorted()
            targets[index].deploymentTargets.removeAll { !platforms.contains($0.platform) }
        }
    }

    /// Marks the platforms of package targets that only targets which cannot build link
    /// (on those platforms) as unconfirmed.
    mutating func unconfirmPlatformsOnlyDeadTargetsLink() {
        let reached = linkedPlatforms()
        for index in targets.indices where targets[index].isPackageTarget {
            targets[index].unconfirmedPlatforms.formUnion(Set(targets[index].platforms).subtracting(reached[index] ?? []))
        }
    }

    /// The platforms each package target (by index) is linked on by the Xcode targets.
    private func linkedPlatforms() -> [Int: Set<ApplePlatform>] {
        var reached: [Int: Set<ApplePlatform>] = [:]
        var pending: [(index: Int, platforms: Set<ApplePlatform>)] = []
        func link(from target: BuildTarget, on platforms: Set<ApplePlatform>) {
            for dependency in target.dependencies {
                let linked = dependency.platforms.map { platforms.intersection($0) } ?? platforms
                guard !linked.isEmpty else { continue }
                for index in targets.indices where targets[index].isPackageTarget && Self.resolves(dependency, of: target, to: targets[index]) {
                    let known = reached[index] ?? []
                    guard !linked.isSubset(of: known) else { continue }
                    reached[index] = known.union(linked)
                    pending.append((index, linked))
                }
            }
        }
        for target in targets where !target.isPackageTarget {
            link(from: target, on: Set(target.platforms))
        }
        while let next = pending.popLast() {
            link(from: targets[next.index], on: next.platforms)
        }
        return reached
    }

    /// Whether `dependency` of `target` names `candidate`: a target of the same package by
    /// its name, or a product it is part of.
    static func resolves(_ dependency: PackageManifest.Dependency, of target: BuildTarget, to candidate: BuildTarget) -> Bool {
        if target.isPackageTarget, target.origin == candidate.origin, candidate.name == dependency.name { return true }
        return candidate.products.contains(dependency.name)
    }
}
