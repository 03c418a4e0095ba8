import Foundation
import SwiftParser
import SwiftSyntax

/// Counts the bar and sheet customisation of the reviewed files. A file is parsed only
/// when its bytes name a bar customisation, or a material together with a sheet or a
/// popover; comments and strings never count.
enum CustomisationScanner {
    private static let bars = WordMatcher(
        words: ["toolbarBackground", "presentationBackground", "BarAppearance", "Bar.appearance("], wholeWords: false
    )
    private static let materials = WordMatcher(words: ["Material", "UIVisualEffectView"], wholeWords: false)
    private static let presentations = WordMatcher(words: ["sheet", "popover"], wholeWords: false)

    static func scan(_ files: [SourceFileReference]) -> [Customisation] {
        let perFile = ConcurrentMap.map(files, jobs: ProcessInfo.processInfo.activeProcessorCount) { reference in
            guard let bytes = FileManager.default.contents(atPath: reference.url.path),
                  bars.matches(bytes) || (materials.matches(bytes) && presentations.matches(bytes)),
                  case .source(let text, _) = SourceLoader.load(reference.url, maxFileSize: Configuration.defaultMaxFileSize)
            else { return [(Customisation.Kind, String)]() }
            let file = SyntaxFile(path: reference.relativePath, source: text, tree: Parser.parse(source: text), project: .unknown)
            let finder = Finder(file: file)
            finder.walk(file.tree)
            return finder.sites.sorted { $0.line < $1.line }.map { ($0.kind, "\(file.path):\($0.line)") }
        }
        let sites = perFile.flatMap { $0 }
        return Customisation.Kind.allCases.compactMap { kind in
            let found = sites.filter { $0.0 == kind }.map(\.1)
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
