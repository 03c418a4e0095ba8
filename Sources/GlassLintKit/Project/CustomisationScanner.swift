import Foundation
import SwiftParser
import SwiftSyntax

/// Counts the bar and sheet customisation of the reviewed files. A file is parsed only
/// when its bytes name a bar customisation, or a material together with a sheet or a
/// popover; comments and strings never count. A review counts on the trees it parses
/// anyway (`sites(in:)`); `facts`, which parses nothing else, scans on its own (`scan`).
public enum CustomisationScanner {
    /// One customisation: its kind, and where (`path:line`).
    struct Site: Codable, Sendable {
        var kind: Customisation.Kind
        var location: String
    }

    /// The words that tell a file may customise: a bar customisation (bit 0), or a material
    /// (bit 1) together with a sheet or a popover (bit 2).
    static let wordGroups = [
        ["toolbarBackground", "presentationBackground", "BarAppearance", "Bar.appearance("],
        ["Material", "UIVisualEffectView"],
        ["sheet", "popover"],
    ]
    private static let matcher = WordMatcher(groups: wordGroups, wholeWords: false)

    /// Whether a file's text can hold a customisation; only such files are searched.
    static func mayCustomise(_ bytes: Data) -> Bool {
        mayCustomise(found: matcher.groups(in: bytes))
    }

    /// The same, given the groups of `wordGroups` found in the text.
    static func mayCustomise(found: UInt64) -> Bool {
        found & 0b001 != 0 || found & 0b110 == 0b110
    }

    /// Parses and searches the files that can hold a customisation.
    public static func scan(_ files: [SourceFileReference]) -> [Customisation] {
        let perFile = ConcurrentMap.map(files, jobs: ProcessInfo.processInfo.activeProcessorCount) { reference -> [Site] in
            // Only the files whose bytes may customise are decoded and checked further.
            guard case .read(let bytes) = SourceLoader.read(reference.url, maxFileSize: Configuration.defaultMaxFileSize),
                  mayCustomise(bytes), case .source(let text, _) = SourceLoader.decode(bytes)
            else { return [] }
            return sites(in: SyntaxFile(path: reference.relativePath, source: text, tree: Parser.parse(source: text), project: .unknown))
        }
        return grouped(perFile.flatMap { $0 })
    }

    /// The customisations of one parsed file, by line.
    static func sites(in file: SyntaxFile) -> [Site] {
        let finder = Finder(file: file)
        finder.walk(file.tree)
        return finder.sites.sorted { $0.line < $1.line }.map { Site(kind: $0.kind, location: "\(file.path):\($0.line)") }
    }

    /// Sites of every file, in the order of the files, grouped by kind.
    static func grouped(_ sites: [Site]) -> [Customisation] {
        Customisation.Kind.allCases.compactMap { kind in
            let found = sites.filter { $0.kind == kind }.map(\.location)
            return found.isEmpty ? nil : Customisation(kind: kind, sites: found)
        }
    }

    private final class Finder: SyntaxVisitor {
        let file: SyntaxFile
        var sites: [(kind: Customisation.Kind, line: Int)] = []

        private static let modifiers: [String: Customisation.Kind] = [
            "toolbarBackground": .toolbarBackground, "toolbarBackgroundVisibility": .toolbarBackgroundVisibility,
            "presentationBackground": .presentationBackground,
        ]
        private static let appearanceTypes: [String: Customisation.Kind] = [
            "UINavigationBarAppearance": .navigationBarAppearance, "UITabBarAppearance": .tabBarAppearance,
            "UIToolbarAppearance": .toolbarAppearance,
        ]
        private static let bars: Set<String> = ["UINavigationBar", "UITabBar", "UIToolbar"]
        private static let materials: Set<String> = [
            "ultraThinMaterial", "thinMaterial", "regularMaterial", "thickMaterial", "ultraThickMaterial", "UIVisualEffectView",
        ]
        private static let presentations: Set<String> = ["sheet", "popover"]

        init(file: SyntaxFile) {
            self.file = file
            super.init(viewMode: .sourceAccurate)
        }

        override func visit(_ node: FunctionCallExprSyntax) -> SyntaxVisitorContinueKind {
            if let member = node.calledExpression.as(MemberAccessExprSyntax.self),
               let kind = Self.modifiers[member.declName.baseName.text] {
                record(kind, at: member.declName.baseName)
            }
            return .visitChildren
        }

        override func visit(_ node: DeclReferenceExprSyntax) -> SyntaxVisitorContinueKind {
            let name = node.baseName.text
            if let kind = Self.appearanceTypes[name] {
                record(kind, at: node)
            } else if name == "UIVisualEffectView", node.isInside(callsNamed: Self.presentations) {
                record(.materialInSheet, at: node)
            }
            return .visitChildren
        }

        override func visit(_ node: MemberAccessExprSyntax) -> SyntaxVisitorContinueKind {
            let name = node.declName.baseName.text
            if name == "appearance", let base = node.base?.as(DeclReferenceExprSyntax.self), Self.bars.contains(base.baseName.text) {
                record(.appearanceProxy, at: node)
            } else if Self.materials.contains(name), node.isInside(callsNamed: Self.presentations),
                      node.enclosingCalls.first.flatMap(CallNames.name(ofCall:)) != "presentationBackground" {
                record(.materialInSheet, at: node.declName.baseName)
            }
            return .visitChildren
        }

        private func record(_ kind: Customisation.Kind, at node: some SyntaxProtocol) {
            sites.append((kind, file.location(of: node.positionAfterSkippingLeadingTrivia).line))
        }
    }
}
