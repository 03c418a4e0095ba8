import SwiftIfConfig
import SwiftSyntax

/// For the nodes of one tree, which builds of a platform compile them, through `#if os(…)`
/// and kin, with the unknown conditions (`canImport`, a flag) set or unset. The regions of
/// each platform are worked out once, when first asked; a tree without `#if` asks nothing.
final class CompiledPlatforms {
    private let tree: SourceFileSyntax
    /// Whether the tree has any `#if`: given by a caller that has the bytes, else read
    /// from the tokens when first needed.
    private lazy var hasConditions: Bool = tree.tokens(viewMode: .sourceAccurate).contains { $0.tokenKind == .poundIf }
    /// Per platform: with unknown conditions set, and unset.
    private var regions: [ApplePlatform: [ConfiguredRegions]] = [:]

    init(_ tree: SourceFileSyntax) {
        self.tree = tree
    }

    convenience init(_ tree: SourceFileSyntax, hasConditions: Bool) {
        self.init(tree)
        self.hasConditions = hasConditions
    }

    /// Whether some build for `platform` compiles the node.
    func compiles(_ node: some SyntaxProtocol, on platform: ApplePlatform) -> Bool {
        guard hasConditions else { return true }
        return regions(of: platform).contains { $0.isActive(node) == .active }
    }

    /// Whether every build for `platform` compiles the node, whatever the unknown conditions are.
    func compilesInEveryBuild(_ node: some SyntaxProtocol, on platform: ApplePlatform) -> Bool {
        guard hasConditions else { return true }
        return regions(of: platform).allSatisfy { $0.isActive(node) == .active }
    }

    /// The platforms some build compiles `node` for.
    func platforms(compiling node: some SyntaxProtocol) -> Set<ApplePlatform> {
        Set(ApplePlatform.allCases.filter { compiles(node, on: $0) })
    }

    private func regions(of platform: ApplePlatform) -> [ConfiguredRegions] {
        if let known = regions[platform] { return known }
        let found = [true, false].map { tree.configuredRegions(in: PlatformBuildConfiguration(platform: platform, unknownsHold: $0)) }
        regions[platform] = found
        return found
    }
}
