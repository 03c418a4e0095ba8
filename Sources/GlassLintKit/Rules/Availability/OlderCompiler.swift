import SwiftSyntax

/// 26 SDK API in a package that says an older Swift builds it, outside `#if compiler(>=6.2)`.
public struct OlderCompiler: Rule {
    public static let description = RuleDescription(
        id: "older-compiler",
        title: "Glass API an older compiler cannot build",
        severity: .warning,
        rationale: """
            `if #available(iOS 26, *)` is checked when the app runs; the compiler still has to \
            know every name inside it. Xcode 16 (Swift 6.1 and earlier, the 18 SDKs) has no \
            `glassEffect`, `Glass` or any other 26 API, so such code fails to build there, gate \
            or no gate. A package whose `swift-tools-version` is below 6.2 says it builds with \
            those compilers: wrap the 26 API in `#if compiler(>=6.2)` (with the older look in \
            `#else`), or raise the tools version to 6.2. A project whose CI pins an Xcode before \
            26 (`.xcode-version`, a workflow's `xcode-version:` or `Xcode_16.4.app`) builds with \
            one: a warning wherever 26 API is not gated so. A tools version alone is info: it \
            allows an older compiler to read the manifest, but does not say that anyone builds \
            the package with one (a package that vends a library is the likelier case). All \
            sites are one row of the review.
            """,
        source: "niklasr22/BrightIntosh issue 250 (Xcode 16.4: value of type 'some View' has no member 'glassEffect' despite #available); Swift Package Manager documentation of swift-tools-version",
        triggers: APITable.triggerWords,
        triggeringExamples: [
            RuleExample("""
                if #available(iOS 26.0, *) {
                    label.ⓘglassEffect(.regular, in: .capsule)
                } else {
                    label.background(.regularMaterial, in: .capsule)
                }
                """, project: ExampleProjects.packageForSwift6),
            RuleExample("""
                if #available(iOS 26.0, *) {
                    label.ⓘglassEffect(.regular, in: .capsule)
                }
                """, note: "an app's own package: info", project: ExampleProjects.appPackageForSwift6),
            RuleExample("""
                if #available(iOS 26.0, *) {
                    label.↓glassEffect(.regular, in: .capsule)
                }
                """, note: "an Xcode project whose CI pins Xcode 16.4", project: ExampleProjects.iOS17BuiltWithXcode16),
        ],
        nonTriggeringExamples: [
            RuleExample("""
                #if compiler(>=6.2)
                if #available(iOS 26.0, *) {
                    label.glassEffect(.regular, in: .capsule)
                } else {
                    label.background(.regularMaterial, in: .capsule)
                }
                #else
                label.background(.regularMaterial, in: .capsule)
                #endif
                """, note: "compiled only by Swift 6.2 and later", project: ExampleProjects.packageForSwift6),
            RuleExample("""
                if #available(iOS 26.0, *) {
                    label.glassEffect(.regular, in: .capsule)
                }
                """, note: "the package needs Swift 6.2", project: ExampleProjects.packageForSwift62),
            RuleExample("""
                if #available(iOS 26.0, *) {
                    label.glassEffect(.regular, in: .capsule)
                }
                """, note: "an Xcode project says nothing about older compilers", project: ExampleProjects.iOS17),
            RuleExample("""
                if #available(iOS 18.0, *) {
                    TabView { Tab(role: .search) { SearchView() } }
                }
                """, note: "iOS 18 API builds with Xcode 16", project: ExampleProjects.packageForSwift6),
        ]
    )

    public init(options: RuleOptions) {}

    /// The first Swift of the 26 SDKs.
    static let glassCompiler = OSVersion(6, 2)

    static let kind = ProjectWideKind(
        summary: "26 SDK API in a package that supports older compilers",
        fix: "wrap it in #if compiler(>=6.2), or raise swift-tools-version to 6.2"
    )

    public func check(_ file: SyntaxFile) -> [Violation] {
        guard let (claim, severity) = Self.olderCompilerClaim(for: file) else { return [] }
        return file.availability.judgedUses.compactMap { judged in
            guard Self.needsSDK26(judged.use.symbol), !(judged.use.owner.map(Self.needsSDK26) ?? false),
                  !judged.code.platforms.isEmpty, !Self.isCompilerGated(judged.use.token) else { return nil }
            return judged.violation(
                message: "\(judged.use.symbol.name) needs Swift 6.2 (Xcode 26); \(claim)",
                fix: "wrap it in #if compiler(>=6.2), or raise swift-tools-version to 6.2",
                severity: severity, projectWide: Self.kind
            )
        }
    }

    /// Where the project says an older compiler builds the file, and how sure that is: a
    /// pinned Xcode before 26 builds everything (a warning); an older tools version only
    /// allows one (info), a library's or an app's own package alike.
    private static func olderCompilerClaim(for file: SyntaxFile) -> (String, Severity?)? {
        if let pin = file.project.toolchainPins.filter({ $0.xcode.major < 26 }).min(by: { $0.xcode < $1.xcode }) {
            return ("the project builds with Xcode \(pin.xcode) (\(pin.location))", nil)
        }
        let older = file.deployment.targets.compactMap { target -> (BuildTarget, OSVersion)? in
            guard let version = target.toolsVersion, version < glassCompiler else { return nil }
            return (target, version)
        }
        guard let (target, version) = older.min(by: { $0.1 < $1.1 }) else { return nil }
        let kind = target.origin == "Package.swift" && target.vendsLibrary ? "a library package" : "the package"
        return ("the \(target.origin) of \(kind) says swift-tools-version \(version)", .info)
    }

    /// API first declared by a 26 SDK on some platform.
    private static func needsSDK26(_ symbol: APISymbol) -> Bool {
        symbol.availability.platforms.values.contains { support in
            if case .introduced(let version) = support { return version.major >= 26 }
            return false
        }
    }

    /// Inside `#if compiler(>=6.2)` or `#if swift(>=6.2)` (or a later version).
    private static func isCompilerGated(_ node: some SyntaxProtocol) -> Bool {
        node.ancestors.contains { ancestor in
            guard let clause = ancestor.as(IfConfigClauseSyntax.self), let condition = clause.condition else { return false }
            return condition.trimmedText.ranges(of: ">=").contains { range in
                let text = condition.trimmedText
                let before = text[..<range.lowerBound]
                guard before.hasSuffix("compiler(") || before.hasSuffix("swift(") else { return false }
                let digits = text[range.upperBound...].prefix { $0.isNumber || $0 == "." }
                return OSVersion(String(digits)).map { $0 >= glassCompiler } ?? false
            }
        }
    }
}
