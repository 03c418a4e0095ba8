import Foundation
@testable import GlassLintKit
import GlassLintTestSupport
import Testing

/// Fixing projects shaped like real ones: folders shared by targets, packages of several
/// modules, a project's own helper and backport namespace, and a stack that both the
/// container fix and the adoption touch. Each is fixed in a copy, written, fixed again
/// (which must change nothing) and reviewed.
struct FixStructureTests {
    struct Fixed {
        let folder: TemporaryDirectory
        let first: FixResult
        let second: FixResult
        let review: ReviewResult

        func text(_ path: String) throws -> String {
            try String(contentsOf: folder.url.appendingPathComponent(path), encoding: .utf8)
        }

        var newFiles: [String] { first.files.filter(\.isNew).map(\.file.relativePath).sorted() }
    }

    static func fix(_ fixture: String) throws -> Fixed {
        let folder = try TemporaryDirectory.copy(of: ProjectFixtures.folder(fixture))
        let discovery = try SourceDiscovery(paths: [folder.url.path])
        let selection = FixSelection(includesRemovals: true)
        let first = ProjectFixer(selection: selection).fix(discovery)
        try FixProjectTests.write(first)
        let second = ProjectFixer(selection: selection).fix(discovery)
        let fixed = Fixed(folder: folder, first: first, second: second, review: Reviewer().review(discovery))
        #expect(second.files.isEmpty, "a second run changes \(second.files.map(\.file.relativePath))")
        #expect(first.refusals.isEmpty)
        // One file at a time: the modules' helper files share a name.
        for file in discovery.files() {
            let errors = try SwiftCompiler.parseErrors(in: [file.url.path])
            #expect(errors == nil, "\(errors ?? "")")
        }
        // Nothing the first run says it fixed is found again.
        let before = Reviewer().review(try SourceDiscovery(paths: [ProjectFixtures.folder(fixture).path])).findings
        for key in Set(first.applied.map { "\($0.file) \($0.rule)" }) {
            let after = fixed.review.findings.count { "\($0.file) \($0.rule)" == key }
            let fixedHere = first.applied.count { "\($0.file) \($0.rule)" == key }
            #expect(after <= max(0, before.count { "\($0.file) \($0.rule)" == key } - fixedHere), "\(key) is still reported")
        }
        return fixed
    }

    /// How many times the files `target` compiles declare `declaration`.
    static func declarations(of declaration: String, in target: String, of fixed: Fixed) throws -> Int {
        let discovery = try SourceDiscovery(paths: [fixed.folder.url.path])
        let files = discovery.files()
        let facts = ProjectContext.read(root: discovery.root, files: files)
        let compiled = try #require(facts.targets.first { $0.name == target })
        return try files.filter { compiled.sources.contains($0.relativePath) }.count {
            try String(contentsOf: $0.url, encoding: .utf8).contains(declaration)
        }
    }

    @Test func foldersSharedByTwoTargetsHoldTheOneHelperFileBothSee() throws {
        let fixed = try Self.fix("FixSharedFolders")
        #expect(fixed.newFiles == ["Shared/Views/LiquidGlassCompat.swift"])
        for target in ["Phone", "TV"] {
            for declaration in ["func glassButtonStyle()", "func glassProminentButtonStyle()", "struct GlassGroup<"] {
                #expect(try Self.declarations(of: declaration, in: target, of: fixed) == 1, "\(target) sees \(declaration) once")
            }
        }
        #expect(try fixed.text("Phone/Views/ShelfHeader.swift").contains(".glassProminentButtonStyle()"))
        #expect(try fixed.text("TV/ShelfTV.swift").contains(".glassButtonStyle()"))
        #expect(fixed.review.findings.filter { $0.rule == "availability" }.isEmpty)
    }

    @Test func eachModuleOfAPackageGetsItsOwnHelperFile() throws {
        let fixed = try Self.fix("FixModules")
        #expect(fixed.newFiles == ["Sources/Feed/LiquidGlassCompat.swift", "Sources/Profile/LiquidGlassCompat.swift"])
        let feed = try fixed.text("Sources/Feed/LiquidGlassCompat.swift")
        for declaration in ["func glassSurface(", "func glassButtonStyle()", "struct GlassGroup<"] {
            #expect(feed.contains(declaration))
        }
        let profile = try fixed.text("Sources/Profile/LiquidGlassCompat.swift")
        #expect(profile.contains("func glassButtonStyle()"))
        #expect(!profile.contains("glassSurface") && !profile.contains("GlassGroup"), "only what the module calls")
    }

    @Test func theProjectsHelperAndBackportNamespaceAreCalled() throws {
        let fixed = try Self.fix("FixProjectHelpers")
        let studio = try fixed.text("Sources/Studio/Screens/Studio.swift")
        #expect(studio.contains(".backport.glassEffect(.clear, in: .rect(cornerRadius: 12))"))
        #expect(studio.contains(".backport.glassEffect(in: .capsule)"))
        #expect(studio.components(separatedBy: ".primaryAction()").count - 1 == 2)
        // The call that went through the namespace already is left as it was.
        #expect(studio.contains(".backport\n                    .glassEffect(in: .capsule)"))
        let helpers = try fixed.text("Sources/Studio/Screens/LiquidGlassCompat.swift")
        #expect(!helpers.contains("glassSurface") && !helpers.contains("glassProminentButtonStyle"))
        #expect(!fixed.review.findings.contains { $0.rule == "availability" && $0.file.hasPrefix("Sources/Studio/Screens/") })
        // The namespace's own functions, gated for iOS alone in a package that builds for
        // macOS too, are reported and left to the project: a helper call there would call itself.
        for support in ["Backport.swift", "PanelGlass.swift", "ActionStyle.swift"] {
            let path = "Sources/Studio/Support/\(support)"
            #expect(try fixed.text(path) == String(contentsOf: ProjectFixtures.folder("FixProjectHelpers").appendingPathComponent(path), encoding: .utf8))
        }
        #expect(fixed.review.findings.contains { $0.rule == "availability" && $0.file == "Sources/Studio/Support/Backport.swift" })
    }

    @Test func aStackTheContainerFixAndTheAdoptionBothTouchIsWrappedOnce() throws {
        let fixed = try Self.fix("FixSameRange")
        let controls = try fixed.text("Sources/Map/MapControls.swift")
        #expect(controls.components(separatedBy: "GlassGroup(spacing: 12) {").count - 1 == 1)
        #expect(!controls.contains("GlassEffectContainer"))
        #expect(!fixed.review.findings.contains { $0.file == "Sources/Map/MapControls.swift" && $0.rule == "glass-needs-container" })
        // A grid of glass cards is content: glass-on-content asks whether the cards should
        // be glass; no container is asked for, and none is wrapped around the grid.
        let grid = try fixed.text("Sources/Map/PlaceGrid.swift")
        #expect(!grid.contains("GlassGroup") && !grid.contains("GlassEffectContainer"))
        #expect(!fixed.review.findings.contains { $0.file == "Sources/Map/PlaceGrid.swift" && $0.rule == "glass-needs-container" })
        #expect(fixed.review.findings.contains { $0.file == "Sources/Map/PlaceGrid.swift" && $0.rule == "glass-on-content" })
    }
}
