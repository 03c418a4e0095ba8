import SwiftSyntax

/// The availability model of one file: for any node, the platforms and OS versions that
/// code can run on. It starts from what the file's targets are built for and narrows it
/// with what encloses the node: `if #available` (its body), `guard #available` (the rest of
/// its scope), `if #unavailable` (its `else`), `@available` on enclosing types,
/// extensions, functions and properties, and `#if os(…)` / `#if canImport(…)` blocks.
public final class FileAvailability {
    /// The file holds its model (`SyntaxFile.availability`), so the model does not hold the file.
    private unowned let file: SyntaxFile
    private let deployment: FileDeployment
    private lazy var compiled = CompiledPlatforms(file.tree, hasConditions: ByteSearch.contains("#if", in: file.utf8))

    public init(_ file: SyntaxFile) {
        self.file = file
        deployment = file.deployment
    }

    /// Whether the file's targets, and so its platforms, are known.
    public var isKnown: Bool { deployment.isKnown }

    /// The platforms the `#if os(…)` blocks around the node keep, whatever the targets build.
    func platformsKept(at node: some SyntaxProtocol) -> Set<ApplePlatform> {
        compiled.platforms(compiling: node)
    }

    /// Every use of an API-table symbol of the 26 releases in the file, judged where it
    /// stands; empty when the file's targets are unknown.
    public private(set) lazy var judgedUses: [JudgedUse] = isKnown ? APIUses.find(in: file).filter(\.symbol.isFromThe26Releases).map { use in
        let code = at(use.token)
        return JudgedUse(use: use, code: code, problems: AvailabilityProblem.of(use, in: code, minimumRuntime: deployment.minimumGlassRuntime),
                         confirmedPlatforms: deployment.confirmedPlatforms, declaredPlatforms: Set(deployment.minimums.keys))
    } : []

    /// Where the code at `node` can run.
    public func at(_ node: some SyntaxProtocol) -> CodeAvailability {
        var ranges: [ApplePlatform: CodeAvailability.Range] = [:]
        for platform in deployment.platforms where isCompiled(node, on: platform) {
            ranges[platform] = CodeAvailability.Range(minimum: deployment.minimums[platform])
        }
        var child = Syntax(node)
        for ancestor in node.ancestors {
            narrow(&ranges, by: ancestor, from: child)
            child = ancestor
        }
        return CodeAvailability(platforms: ranges)
    }

    private func narrow(_ ranges: inout [ApplePlatform: CodeAvailability.Range], by ancestor: Syntax, from child: Syntax) {
        if let branch = ancestor.as(IfExprSyntax.self) {
            if child.id == branch.body.id {
                apply(branch.conditions, holding: true, to: &ranges)
            } else if let elseBody = branch.elseBody, child.id == Syntax(elseBody).id, branch.conditions.count == 1 {
                apply(branch.conditions, holding: false, to: &ranges)
            }
        } else if let guardStatement = ancestor.as(GuardStmtSyntax.self), child.id == guardStatement.body.id,
                  guardStatement.conditions.count == 1 {
            apply(guardStatement.conditions, holding: false, to: &ranges)
        } else if let items = ancestor.as(CodeBlockItemListSyntax.self) {
            // A `guard` narrows the rest of its scope: the items after it.
            for item in items {
                if item.id == child.id { break }
                if let guardStatement = item.item.as(GuardStmtSyntax.self) {
                    apply(guardStatement.conditions, holding: true, to: &ranges)
                }
            }
        } else if let declaration = ancestor.asProtocol(WithAttributesSyntax.self) {
            for attribute in declaration.attributes {
                guard let attribute = attribute.as(AttributeSyntax.self),
                      let arguments = AvailabilityArguments(attribute: attribute) else { continue }
                for platform in ranges.keys {
                    if arguments.unavailable.contains(platform) {
                        ranges[platform] = nil
                    } else if let version = Self.version(in: arguments, for: platform) {
                        ranges[platform]?.raise(to: version)
                    }
                }
            }
        }
    }

    /// What the availability conditions of an `if` or `guard` say when they hold (its body,
    /// the rest of a `guard`'s scope) or fail (an `else`).
    private func apply(_ conditions: ConditionElementListSyntax, holding: Bool, to ranges: inout [ApplePlatform: CodeAvailability.Range]) {
        for condition in conditions {
            guard case .availability(let check) = condition.condition else { continue }
            let arguments = AvailabilityArguments(check.availabilityArguments)
            let isUnavailableCheck = check.availabilityKeyword.tokenKind == .poundUnavailable
            for platform in ranges.keys {
                guard let version = Self.version(in: arguments, for: platform) else { continue }
                if holding != isUnavailableCheck {
                    ranges[platform]?.raise(to: version)
                } else {
                    ranges[platform]?.cap(below: version)
                }
            }
        }
    }

    /// The version named for `platform`; Mac Catalyst follows iOS unless named.
    private static func version(in arguments: AvailabilityArguments, for platform: ApplePlatform) -> OSVersion? {
        arguments.introduced[platform] ?? (platform == .macCatalyst ? arguments.introduced[.iOS] : nil)
    }

    /// Whether some build of the file compiles the code at `position`: what only
    /// `#if os(Android)` or `#if SKIP` compiles is for other systems, and what only
    /// `#if os(macOS)` compiles is never built in an iPhone app. When the file's platforms
    /// are unknown, any Apple platform's build counts.
    public func isCompiledForApple(at position: AbsolutePosition) -> Bool {
        guard let token = file.tree.token(at: position), token.ancestors.contains(where: { $0.is(IfConfigClauseSyntax.self) }) else {
            return true
        }
        let built = isKnown && !deployment.platforms.isEmpty ? deployment.platforms : Set(ApplePlatform.allCases)
        return built.contains { compiled.compiles(token, on: $0) }
    }

    /// Whether some build for `platform` compiles the node.
    private func isCompiled(_ node: some SyntaxProtocol, on platform: ApplePlatform) -> Bool {
        compiled.compiles(node, on: platform)
    }
}
