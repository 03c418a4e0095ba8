import Foundation
import SwiftParser
import SwiftSyntax

/// Code that cannot compile on a platform, written where every build compiles it (outside
/// `#if os(…)`, `#if canImport(…)` and kin): `import UIKit` or `UIImage` on macOS,
/// `UIDevice` on watchOS, `UIScreen.main` or `UIImpactFeedbackGenerator` on visionOS,
/// `import AppKit` on iOS. A target
/// whose code has any is not really built for that platform, whatever a
/// `SUPPORTED_PLATFORMS` left by a template or a manifest's `platforms:` says.
enum PlatformEvidence {
    private static let appKitless: Set<ApplePlatform> = [.iOS, .macCatalyst, .tvOS, .watchOS, .visionOS]

    /// The platforms a module of a system framework is missing on.
    private static let modules: [String: Set<ApplePlatform>] = ["UIKit": [.macOS], "AppKit": appKitless]

    /// The platforms a type is missing on, for the types that tell.
    private static let types: [String: Set<ApplePlatform>] = {
        var table: [String: Set<ApplePlatform>] = [:]
        for name in ["UIImage", "UIColor", "UIFont"] { table[name] = [.macOS] }
        for name in ["UIDevice", "UIScreen", "UIApplication", "UIViewController", "UIView", "UIWindow", "UIHostingController",
                     "UIViewRepresentable", "UIViewControllerRepresentable"] {
            table[name] = [.macOS, .watchOS]
        }
        table["UIPasteboard"] = [.macOS, .watchOS, .tvOS]
        // Haptics: the visionOS SDK marks every feedback generator unavailable too.
        for name in ["UIImpactFeedbackGenerator", "UINotificationFeedbackGenerator", "UISelectionFeedbackGenerator"] {
            table[name] = [.macOS, .watchOS, .tvOS, .visionOS]
        }
        for name in ["NSImage", "NSColor", "NSFont", "NSView", "NSViewController", "NSWindow", "NSApplication",
                     "NSViewRepresentable", "NSHostingView", "NSWorkspace", "NSPasteboard"] {
            table[name] = appKitless
        }
        return table
    }()

    /// `UIScreen.main` exists everywhere `UIScreen` does but on visionOS.
    private static let screenMain: Set<ApplePlatform> = [.visionOS]

    /// Of `platforms`, those the file's code cannot compile on. `declared` are the names of
    /// the project's own types (`typealias UIColor = NSColor`), which prove nothing.
    static func ruledOut(of asked: Set<ApplePlatform>, in source: String, declared: Set<String>) -> Set<ApplePlatform> {
        let bytes = Data(source.utf8)
        let suspected = look(bytes).suspected.intersection(asked)
        return ruledOut(of: asked, proofs: proofs(in: bytes, suspected: suspected), declared: declared)
    }

    /// Of `asked`, the platforms one of `proofs` rules out: a proof whose name the project
    /// declares itself is a shim of its own.
    static func ruledOut(of asked: Set<ApplePlatform>, proofs: [ApplePlatform: Set<String>], declared: Set<String>) -> Set<ApplePlatform> {
        asked.filter { platform in proofs[platform]?.contains { !declared.contains($0) } ?? false }
    }

    /// A look at a file's bytes before any parse: the platforms a word of it may be missing
    /// on, and the shims it may declare. Most files name nothing missing anywhere.
    static func look(_ bytes: Data) -> FileEvidence {
        look(bytes, found: matcher.groups(in: bytes))
    }

    /// The same look, given the groups of `wordGroups` found in the bytes (bit `n` for the
    /// `n`th platform of `ApplePlatform.allCases`).
    static func look(_ bytes: Data, found: UInt64) -> FileEvidence {
        guard found != 0 else { return FileEvidence() }
        let suspected = ApplePlatform.allCases.indices.filter { found & (1 << UInt64($0)) != 0 }.map { ApplePlatform.allCases[$0] }
        return FileEvidence(suspected: Set(suspected), shims: shims.declared(in: bytes))
    }

    /// For each of the `suspected` platforms, the names in the file that are missing there
    /// and compiled in every build for it (active whatever the unknown conditions are):
    /// `import UIKit`, `UIDevice`, `UIScreen.main`. Whether a name proves anything depends
    /// on the project's shims, so all are kept. A file too deeply nested to parse, or not
    /// UTF-8, proves nothing.
    static func proofs(in bytes: Data, suspected: Set<ApplePlatform>) -> [ApplePlatform: Set<String>] {
        guard !suspected.isEmpty, ParseDepth.problem(in: bytes) == nil, let source = String(data: bytes, encoding: .utf8) else { return [:] }
        let tree = Parser.parse(source: source)
        let found = Finder()
        found.walk(tree)
        let compiled = CompiledPlatforms(tree, hasConditions: conditionWord.matches(bytes))
        var proofs: [ApplePlatform: Set<String>] = [:]
        for platform in suspected {
            let active = found.sites.filter { $0.missingOn.contains(platform) && compiled.compilesInEveryBuild($0.node, on: platform) }
            if !active.isEmpty { proofs[platform] = Set(active.map(\.name)) }
        }
        return proofs
    }

    /// Declarations of the framework types above: a cross-platform shim of the project's
    /// own (`typealias NSColor = UIColor`).
    private static let shims = DeclarationMatcher(
        names: types.keys, keywords: ["typealias", "class", "struct", "enum", "protocol", "actor"]
    )

    private static let conditionWord = WordMatcher(words: ["#if"], wholeWords: false)

    /// A cheap look at the bytes before any parse, one group of words for each platform of
    /// `ApplePlatform.allCases`: what the text of a file with evidence against it contains.
    /// A shim declares one of these names too. Most files name nothing missing anywhere.
    static let wordGroups: [[String]] = {
        var words: [ApplePlatform: [String]] = [:]
        for (module, missing) in modules { for platform in missing { words[platform, default: []].append("import \(module)") } }
        for (type, missing) in types { for platform in missing { words[platform, default: []].append(type) } }
        for platform in screenMain { words[platform, default: []].append("UIScreen.main") }
        return ApplePlatform.allCases.map { words[$0] ?? [] }
    }()

    private static let matcher = WordMatcher(groups: wordGroups, wholeWords: false)

    private struct Site {
        var node: Syntax
        /// The type's name, or `import UIKit`, or `UIScreen.main`.
        var name: String
        var missingOn: Set<ApplePlatform>
    }

    private final class Finder: SyntaxVisitor {
        var sites: [Site] = []

        init() {
            super.init(viewMode: .sourceAccurate)
        }

        override func visit(_ node: ImportDeclSyntax) -> SyntaxVisitorContinueKind {
            if node.path.count == 1, let first = node.path.first, let missing = PlatformEvidence.modules[first.name.text] {
                sites.append(Site(node: Syntax(node), name: "import \(first.name.text)", missingOn: missing))
            }
            return .skipChildren
        }

        override func visit(_ node: DeclReferenceExprSyntax) -> SyntaxVisitorContinueKind {
            record(node.baseName.text, at: Syntax(node))
            if node.baseName.text == "UIScreen", let member = node.parent?.as(MemberAccessExprSyntax.self),
               member.declName.baseName.text == "main" {
                sites.append(Site(node: Syntax(node), name: "UIScreen.main", missingOn: PlatformEvidence.screenMain))
            }
            return .visitChildren
        }

        override func visit(_ node: IdentifierTypeSyntax) -> SyntaxVisitorContinueKind {
            record(node.name.text, at: Syntax(node))
            return .visitChildren
        }

        private func record(_ name: String, at node: Syntax) {
            if let missing = PlatformEvidence.types[name] { sites.append(Site(node: node, name: name, missingOn: missing)) }
        }
    }
}

extension ProjectContext {
    /// Takes out of each target the platforms its own code cannot compile on (see
    /// `PlatformEvidence`), parsing only the files of targets that claim such a platform
    /// and stopping at the first proof; then the platforms on which it links a target that
    /// cannot build there. A package keeps the platforms that only such targets link, as
    /// unconfirmed. A target none of whose platforms can build is left unjudged.
    mutating func dropPlatformsTheCodeRulesOut(files: [SourceFileReference], evidence: PlatformEvidenceBook) {
        var dropped: Set<TargetPlatform> = []
        var open: [Int: Set<ApplePlatform>] = [:]
        for index in targets.indices where !targets[index].platforms.isEmpty {
            open[index] = Set(targets[index].platforms)
        }
        let declared = evidence.shims
        let sourceOwners = SourceOwners(targets.map(\.sources))
        for file in files where !open.isEmpty {
            guard let suspected = evidence.files[file.relativePath]?.suspected, !suspected.isEmpty else { continue }
            let owners = sourceOwners.owners(of: file.relativePath).filter { open[$0] != nil }
            let asked = owners.reduce(into: Set<ApplePlatform>()) { $0.formUnion(open[$1] ?? []) }.intersection(suspected)
            guard !asked.isEmpty else { continue }
            let ruledOut = PlatformEvidence.ruledOut(of: asked, proofs: evidence.proofs(of: file.relativePath), declared: declared)
            for index in owners {
                for platform in ruledOut where drop(platform, from: index) {
                    dropped.insert(TargetPlatform(index: index, platform: platform))
                }
                open[index] = open[index]?.subtracting(ruledOut)
                if open[index]?.isEmpty != false { open[index] = nil }
            }
        }
        var changed = !dropped.isEmpty
        while changed {
            changed = false
            for index in targets.indices {
                for platform in targets[index].platforms where linksTarget(dropped: dropped, from: index, on: platform) {
                    if drop(platform, from: index) {
                        dropped.insert(TargetPlatform(index: index, platform: platform))
                        changed = true
                    }
                }
            }
        }
        if !dropped.isEmpty { unconfirmPlatformsOnlyDeadTargetsLink() }
    }

    private struct TargetPlatform: Hashable {
        var index: Int
        var platform: ApplePlatform
    }

    /// Whether the target at `index` links, on `platform`, a target that cannot build there.
    private func linksTarget(dropped: Set<TargetPlatform>, from index: Int, on platform: ApplePlatform) -> Bool {
        targets[index].dependencies.contains { dependency in
            guard dependency.platforms?.contains(platform) ?? true else { return false }
            return dropped.contains { $0.platform == platform && Self.resolves(dependency, of: targets[index], to: targets[$0.index]) }
        }
    }

    /// Takes `platform` out of the target at `index`.
    private mutating func drop(_ platform: ApplePlatform, from index: Int) -> Bool {
        guard targets[index].platforms.contains(platform) else { return false }
        targets[index].platforms.removeAll { $0 == platform }
        targets[index].deploymentTargets.removeAll { $0.platform == platform }
        return true
    }
}
