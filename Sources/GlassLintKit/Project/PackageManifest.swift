import SwiftParser
import SwiftSyntax

/// What glasslint reads from a `Package.swift`: the `platforms:` of its `Package(…)` and
/// its targets. The manifest is parsed as Swift syntax and never executed.
public struct PackageManifest: Sendable {
    /// The `name:` of the package.
    public var name: String?
    public var deploymentTargets: [DeploymentTarget]
    /// Entries of `platforms:` that could not be read, as written.
    public var unreadable: [String]
    public var targets: [Target]
    /// The targets each product (`.library(name:targets:)`, `.executable(…)`) is made of, by product name.
    public var products: [String: [String]]
    public var hasSyntaxErrors: Bool
    /// The `// swift-tools-version:` of the first line: the oldest Swift that can build it.
    public var toolsVersion: OSVersion?
    /// Whether `products:` has a `.library(…)`: a package others build with their own Swift.
    public var vendsLibrary: Bool

    /// One `.target(…)`, `.executableTarget(…)`, `.testTarget(…)`, … of the manifest.
    public struct Target: Hashable, Sendable {
        public enum Kind: String, Sendable {
            case target, executableTarget, testTarget, macro, plugin, binaryTarget, systemLibrary
        }

        public var name: String
        public var kind: Kind
        /// `path:`, relative to the package folder.
        public var path: String?
        /// `exclude:`, relative to the target folder.
        public var exclude: [String]
        /// `sources:`, relative to the target folder; `nil` means the whole folder.
        public var sources: [String]?
        /// `dependencies:`, with their `.when(platforms:)` conditions.
        public var dependencies: [Dependency] = []
    }

    /// One entry of a target's `dependencies:`: `"Name"`, `.target(name:)`, `.product(name:package:)`
    /// or `.byName(name:)`, built only for `platforms` when a condition says so.
    public struct Dependency: Hashable, Sendable {
        public var name: String
        /// `nil` when no condition restricts it.
        public var platforms: Set<ApplePlatform>?

        public init(name: String, platforms: Set<ApplePlatform>? = nil) {
            self.name = name
            self.platforms = platforms
        }
    }

    public init(source: String) {
        let tree = Parser.parse(source: source)
        let finder = ManifestFinder(viewMode: .sourceAccurate)
        finder.walk(tree)
        var targets: [DeploymentTarget] = []
        var unreadable: [String] = []
        for element in finder.platforms {
            if let target = Self.deploymentTarget(from: element) {
                targets.append(target)
            } else {
                unreadable.append(element.trimmedText)
            }
        }
        name = finder.name
        deploymentTargets = targets.sorted()
        self.unreadable = unreadable
        self.targets = finder.targets
        products = finder.products
        hasSyntaxErrors = tree.hasError
        toolsVersion = Self.toolsVersion(in: source)
        vendsLibrary = finder.vendsLibrary
    }

    /// `// swift-tools-version:5.9`, `// swift-tools-version: 6.2` (a first line comment).
    static func toolsVersion(in source: String) -> OSVersion? {
        let marker = "swift-tools-version:"
        guard let firstLine = source.split(separator: "\n", maxSplits: 1).first,
              firstLine.hasPrefix("//"), let range = firstLine.range(of: marker) else { return nil }
        let version = firstLine[range.upperBound...].trimmingCharacters(in: .whitespaces).prefix { $0.isNumber || $0 == "." }
        return OSVersion(String(version))
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
        return stringLiteral(argument).flatMap(OSVersion.init).map { DeploymentTarget(platform, $0) }
    }

    /// The text of a plain string literal, without interpolation.
    static func stringLiteral(_ expression: ExprSyntax) -> String? {
        guard let literal = expression.as(StringLiteralExprSyntax.self), literal.segments.count == 1,
              let segment = literal.segments.first?.as(StringSegmentSyntax.self) else { return nil }
        return segment.content.text
    }
}

private final class ManifestFinder: SyntaxVisitor {
    var name: String?
    var platforms: [ExprSyntax] = []
    var targets: [PackageManifest.Target] = []
    var vendsLibrary = false
    var products: [String: [String]] = [:]

    override func visit(_ node: FunctionCallExprSyntax) -> SyntaxVisitorContinueKind {
        if node.calledExpression.as(MemberAccessExprSyntax.self)?.declName.baseName.text == "library" {
            vendsLibrary = true
        }
        if CallNames.name(ofCall: node) == "Package" {
            name = argument("name", of: node).flatMap(PackageManifest.stringLiteral)
            platforms.append(contentsOf: argument("platforms", of: node)?.as(ArrayExprSyntax.self)?.elements.map(\.expression) ?? [])
            for product in argument("products", of: node)?.as(ArrayExprSyntax.self)?.elements ?? [] {
                guard let call = product.expression.as(FunctionCallExprSyntax.self),
                      let productName = argument("name", of: call).flatMap(PackageManifest.stringLiteral) else { continue }
                products[productName, default: []] += strings(argument("targets", of: call)) ?? []
            }
        }
        if let member = node.calledExpression.as(MemberAccessExprSyntax.self),
           let kind = PackageManifest.Target.Kind(rawValue: member.declName.baseName.text),
           let name = argument("name", of: node).flatMap(PackageManifest.stringLiteral) {
            targets.append(PackageManifest.Target(
                name: name, kind: kind,
                path: argument("path", of: node).flatMap(PackageManifest.stringLiteral),
                exclude: strings(argument("exclude", of: node)) ?? [],
                sources: strings(argument("sources", of: node)),
                dependencies: argument("dependencies", of: node)?.as(ArrayExprSyntax.self)?.elements.compactMap { dependency($0.expression) } ?? []
            ))
            // Its `dependencies:` name targets (`.target(name:)`) that are not declared here.
            return .skipChildren
        }
        return .visitChildren
    }

    /// `"Name"`, `.target(name: "Name", condition: .when(platforms: [.iOS]))`, `.product(…)`, `.byName(…)`.
    private func dependency(_ expression: ExprSyntax) -> PackageManifest.Dependency? {
        if let name = PackageManifest.stringLiteral(expression) { return PackageManifest.Dependency(name: name) }
        guard let call = expression.as(FunctionCallExprSyntax.self),
              let name = argument("name", of: call).flatMap(PackageManifest.stringLiteral) else { return nil }
        let condition = argument("condition", of: call)?.as(FunctionCallExprSyntax.self)
        let listed = condition.flatMap { argument("platforms", of: $0)?.as(ArrayExprSyntax.self) }
        let platforms = listed.map { list in
            Set(list.elements.compactMap { element in
                element.expression.as(MemberAccessExprSyntax.self).flatMap { ApplePlatform(rawValue: $0.declName.baseName.text) }
            })
        }
        return PackageManifest.Dependency(name: name, platforms: platforms)
    }

    private func argument(_ label: String, of call: FunctionCallExprSyntax) -> ExprSyntax? {
        call.arguments.first { $0.label?.text == label }?.expression
    }

    private func strings(_ expression: ExprSyntax?) -> [String]? {
        expression?.as(ArrayExprSyntax.self)?.elements.compactMap { PackageManifest.stringLiteral($0.expression) }
    }
}
