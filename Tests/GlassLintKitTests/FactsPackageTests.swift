import Foundation
@testable import GlassLintKit
import GlassLintTestSupport
import Testing

/// SwiftPM packages: `platforms:` and targets, read as syntax, with SwiftPM's folders.
struct FactsPackageTests {
    @Test func targetsFollowSwiftPMFolders() throws {
        let facts = try ProjectFixtures.facts("SwiftPackage")
        #expect(facts.targets.map(\.name) == ["Core", "Tool", "CoreTests"])
        for target in facts.targets {
            #expect(target.platforms == [.iOS, .macOS])
            #expect(target.deploymentTargets.map(\.description) == ["iOS 18.0", "macOS 15.0"])
            #expect(target.origin == "Package.swift")
        }
        #expect(facts.deployment(for: "Sources/Core/Card.swift").targets.map(\.name) == ["Core"])
        #expect(facts.deployment(for: "Tools/Tool/ToolApp.swift").targets.map(\.name) == ["Tool"], "path:")
        #expect(facts.deployment(for: "Tests/CoreTests/CardTests.swift").targets.map(\.name) == ["CoreTests"])
        #expect(facts.filesWithoutTarget.isEmpty, "Package.swift itself belongs to no target and is not listed")
        let tool = try #require(ProjectFixtures.target("Tool", in: facts))
        #expect(tool.infoPlist == "Tools/Tool/Info.plist", "an Info.plist in the target's folder, though excluded from its sources")
        #expect(tool.compatibility == CompatibilitySwitch(file: "Tools/Tool/Info.plist", line: 5, isOn: true))
    }

    @Test func manifestTargetsInEverySpelling() {
        let manifest = PackageManifest(source: """
            let package = Package(
                name: "App",
                platforms: [.iOS(.v17)],
                targets: [
                    .target(name: "Core", path: "Code/Core", exclude: ["Old"], sources: ["Views", "Main.swift"]),
                    .executableTarget(name: "App"),
                    .macro(name: "Macros"),
                    .binaryTarget(name: "Blob", path: "Blob.xcframework"),
                ]
            )
            let extra = Target.testTarget(name: "AppTests")
            """)
        #expect(manifest.targets.map(\.name) == ["Core", "App", "Macros", "Blob", "AppTests"])
        #expect(manifest.targets.map(\.kind) == [.target, .executableTarget, .macro, .binaryTarget, .testTarget])
        let core = manifest.targets[0]
        #expect(core.path == "Code/Core")
        #expect(core.exclude == ["Old"])
        #expect(core.sources == ["Views", "Main.swift"])
        #expect(!manifest.hasSyntaxErrors)
    }

    @Test func sourcesAndExcludesDecideMembership() throws {
        let folder = try TemporaryDirectory()
        try folder.write("Package.swift", """
            let package = Package(name: "A", platforms: [.iOS(.v17)], targets: [
                .target(name: "Core", path: "Code/Core", exclude: ["Old"], sources: ["Views", "Main.swift", "Old"]),
                .macro(name: "Macros"),
            ])
            """)
        for file in ["Code/Core/Views/A.swift", "Code/Core/Main.swift", "Code/Core/Other.swift", "Code/Core/Old/B.swift", "Sources/Macros/M.swift"] {
            try folder.write(file, "struct S {}")
        }
        let facts = ProjectContext.read(root: folder.url)
        #expect(facts.deployment(for: "Code/Core/Views/A.swift").targets.map(\.name) == ["Core"])
        #expect(facts.deployment(for: "Code/Core/Main.swift").targets.map(\.name) == ["Core"])
        #expect(facts.deployment(for: "Code/Core/Other.swift").targets.isEmpty, "not among sources:")
        #expect(facts.deployment(for: "Code/Core/Old/B.swift").targets.isEmpty, "excluded")
        #expect(facts.deployment(for: "Sources/Macros/M.swift").targets.map(\.name) == ["Macros"])
        #expect(!facts.deployment(for: "Sources/Macros/M.swift").isKnown, "a macro runs on the build machine")
    }

    @Test func nestedPackagesKeepTheirOwnPlatforms() throws {
        let folder = try TemporaryDirectory()
        try folder.write("Package.swift", #"let package = Package(name: "App", platforms: [.iOS(.v17)], targets: [.target(name: "App")])"#)
        try folder.write("Packages/Kit/Package.swift", #"let package = Package(name: "Kit", platforms: [.iOS("26.0")], targets: [.target(name: "Kit")])"#)
        try folder.write("Sources/App/A.swift", "struct A {}")
        try folder.write("Packages/Kit/Sources/Kit/K.swift", "struct K {}")
        let facts = ProjectContext.read(root: folder.url)
        #expect(facts.deployment(for: "Sources/App/A.swift").minimums == [.iOS: OSVersion(17)])
        #expect(facts.deployment(for: "Packages/Kit/Sources/Kit/K.swift").minimums == [.iOS: OSVersion(26)])
        #expect(facts.sources == ["Package.swift", "Packages/Kit/Package.swift"])
    }

    @Test func aManifestWithoutTargetsOnDiskCoversItsFolder() throws {
        let folder = try TemporaryDirectory()
        try folder.write("Package.swift", #"let package = Package(name: "Loose", platforms: [.iOS(.v26)])"#)
        try folder.write("A.swift", "struct A {}")
        try folder.write("Kit/Package.swift", #"let package = Package(name: "Kit", platforms: [.iOS(.v18)], targets: [.target(name: "Gone")])"#)
        try folder.write("Kit/K.swift", "struct K {}")
        let facts = ProjectContext.read(root: folder.url)
        #expect(facts.targets.map(\.name) == ["Kit", "Loose"])
        #expect(facts.deployment(for: "A.swift").minimums == [.iOS: OSVersion(26)])
        #expect(facts.deployment(for: "Kit/K.swift").targets.map(\.name) == ["Kit"], "the nested package's own folder")
        #expect(facts.deployment(for: "Kit/K.swift").minimums == [.iOS: OSVersion(18)])
    }

    @Test func aPackageWithoutPlatformsIsUnknown() throws {
        let folder = try TemporaryDirectory()
        try folder.write("Package.swift", #"let package = Package(name: "A", targets: [.target(name: "A")])"#)
        try folder.write("Sources/A/A.swift", "struct A {}")
        let facts = ProjectContext.read(root: folder.url)
        #expect(facts.targets.map(\.name) == ["A"])
        #expect(!facts.deployment(for: "Sources/A/A.swift").isKnown)
    }
}

/// Info.plists, XML and binary, with and without the compatibility switch.
struct FactsPlistTests {
    @Test(arguments: [
        ("XcodeApp/App/Info.plist", nil),
        ("XcodeApp/Vision/Info.plist", nil),
        ("AtTwentySix/Sources/Glassy/Info.plist", CompatibilitySwitch(file: "x", line: 5, isOn: false)),
        ("SwiftPackage/Tools/Tool/Info.plist", CompatibilitySwitch(file: "x", line: 5, isOn: true)),
        ("Multiplatform/Player/Info.plist", CompatibilitySwitch(file: "x", line: nil, isOn: true)),
    ] as [(String, CompatibilitySwitch?)])
    func readsTheSwitch(_ path: String, _ expected: CompatibilitySwitch?) throws {
        let url = Repository.root.appendingPathComponent("Tests/Fixtures/Projects/\(path)")
        #expect(try InfoPlist.compatibility(at: url, path: "x").get() == expected)
    }

    @Test func binaryPlistWithTheSwitchOff() throws {
        let folder = try TemporaryDirectory()
        let data = try PropertyListSerialization.data(
            fromPropertyList: [CompatibilitySwitch.key: false], format: .binary, options: 0
        )
        let url = try folder.write("Info.plist", data)
        #expect(try InfoPlist.compatibility(at: url, path: "Info.plist").get() == CompatibilitySwitch(file: "Info.plist", line: nil, isOn: false))
    }

    @Test func unreadablePlistsSayWhy() throws {
        let folder = try TemporaryDirectory()
        let text = try folder.write("Text.plist", "not a property list at all")
        let array = try folder.write("Array.plist", #"<?xml version="1.0"?><plist version="1.0"><array/></plist>"#)
        let string = try folder.write("String.plist", """
            <?xml version="1.0"?><plist version="1.0"><dict><key>UIDesignRequiresCompatibility</key><string>maybe</string></dict></plist>
            """)
        #expect(throws: PropertyListFile.Unreadable.self) { try InfoPlist.compatibility(at: text, path: "Text.plist").get() }
        #expect(throws: PropertyListFile.Unreadable("is a property list whose top level is not a dictionary")) {
            try InfoPlist.compatibility(at: array, path: "Array.plist").get()
        }
        #expect(throws: PropertyListFile.Unreadable("has a UIDesignRequiresCompatibility that is not a Boolean")) {
            try InfoPlist.compatibility(at: string, path: "String.plist").get()
        }
    }
}
