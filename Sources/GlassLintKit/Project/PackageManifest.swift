import SwiftParser
import SwiftSyntax

/// What glasslint reads from a `Package.swift`: the `platforms:` of its `Package(…)`.
/// The manifest is parsed as Swift syntax and never executed.
public struct PackageManifest: Sendable {
    public var deploymentTargets: [DeploymentTarget]
    /// Entries of `platforms:` that could not be read, as written.
    public var unreadable: [String]

    public init(source: String) {
        let tree = Parser.parse(source: source)
        var targets: [DeploymentTarget] = []
        var unreadable: [String] = []
        let finder = PlatformsFinder(viewMode: .sourceAccurate)
        finder.walk(tree)
        for element in finder.elements {
            if let target = Self.deploymentTarget(from: element) {
                targets.append(target)
            } else {
                unreadable.append(element.trimmedDescription)
            }
        }
        deploymentTargets = targets.sorted()
        self.unreadable = unreadable
    }

    /// `.iOS(.v17)`, `.iOS("17.4")`, `.macOS(.v10_15)`, `SupportedPlatform.visionOS(.v2)`.
    static func deploymentTarget(from element: ExprSyntax) -> DeploymentTarget? {
        guard let call = element.as(FunctionCallExprSyntax.self),
              let member = call.calledExpression.as(MemberAccessExprSyntax.self),
              let platform = ApplePlatform(rawValue: member.declName.baseName.text),
              let argument = call.arguments.first?.expression
        else { return nil }
        if let version = argument.as(MemberAccessExprSyntax.self), version.base == nil,
           let parsed = OSVersion(version.declName.baseName.text) {
            return DeploymentTarget(platform, parsed)
        }
        if let literal = argument.as(StringLiteralExprSyntax.self), literal.segments.count == 1,
           let segment = literal.segments.first?.as(StringSegmentSyntax.self),
           let parsed = OSVersion(segment.content.text) {
            return DeploymentTarget(platform, parsed)
        }
        return nil
    }
}

private final class PlatformsFinder: SyntaxVisitor {
    var elements: [ExprSyntax] = []

    override func visit(_ node: FunctionCallExprSyntax) -> SyntaxVisitorContinueKind {
        guard CallNames.name(ofCall: node) == "Package",
              let platforms = node.arguments.first(where: { $0.label?.text == "platforms" })?.expression
                .as(ArrayExprSyntax.self)
        else { return .visitChildren }
        elements.append(contentsOf: platforms.elements.map(\.expression))
        return .skipChildren
    }
}
