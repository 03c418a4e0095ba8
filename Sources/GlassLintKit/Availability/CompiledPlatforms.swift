import SwiftIfConfig
import SwiftSyntax

/// For the nodes of one tree, whether some build for a platform compiles them: they are in
/// no `#if` block, or in one active with the unknown conditions (`canImport`, a flag) set
/// or unset. The regions of each platform are worked out once, when first asked.
final class CompiledPlatforms {
    private let tree: SourceFileSyntax
    private let hasConditions: Bool
    /// Per platform: with unknown conditions set, and unset.
    private var regions: [ApplePlatform: [ConfiguredRegions]] = [:]

    init(_ tree: SourceFileSyntax, hasConditions: Bool) {
        self.tree = tree
        self.hasConditions = hasConditions
    }

    /// Reads the tree's own text to know whether it has any `#if`.
    convenience init(_ tree: SourceFileSyntax) {
        self.init(tree, hasConditions: tree.tokens(viewMode: .sourceAccurate).contains { $0.tokenKind == .poundIf })
    }

    func compiles(_ node: some SyntaxProtocol, on platform: ApplePlatform) -> Bool {
        guard hasConditions else { return true }
        if regions[platform] == nil {
            regions[platform] = [true, false].map { tree.configuredRegions(in: PlatformBuildConfiguration(platform: platform, unknownsHold: $0)) }
        }
        return regions[platform]!.contains { $0.isActive(node) == .active }
    }

    /// The platforms some build compiles `node` for.
    func platforms(compiling node: some SyntaxProtocol) -> Set<ApplePlatform> {
        Set(ApplePlatform.allCases.filter { compiles(node, on: $0) })
    }
}
