@testable import GlassLintKit
import Testing

/// The folder index answers as asking every target would.
struct SourceOwnersTests {
    static let memberships = [
        SourceMembership(files: ["App/Main.swift", "Shared/Util.swift"]),
        SourceMembership(folders: ["Packages/Kit/Sources/Kit"], excluded: ["Packages/Kit/Sources/Kit/Legacy"]),
        SourceMembership(folders: ["Packages/Kit/Sources/Kit/", "Widgets"]),
        SourceMembership(folders: ["Packages/Kit/Sources/Kit/Single.swift"]),
        SourceMembership(folders: [""], excluded: ["Tests"]),
    ]

    static let paths = [
        "App/Main.swift", "Shared/Util.swift", "Packages/Kit/Sources/Kit/View.swift", "Packages/Kit/Sources/Kit/Legacy/Old.swift",
        "Packages/Kit/Sources/KitExtras/Other.swift", "Packages/Kit/Sources/Kit/Single.swift", "Widgets/Clock.swift",
        "Tests/AppTests.swift", "Elsewhere/Lost.swift", "Widgets",
    ]

    @Test(arguments: paths)
    func ownersAreTheTargetsThatHoldThePath(_ path: String) {
        let expected = Self.memberships.indices.filter { Self.memberships[$0].contains(path) }
        let owners = SourceOwners(Self.memberships)
        #expect(owners.owners(of: path) == expected)
        #expect(owners.holds(path) == !expected.isEmpty)
    }

    @Test func aPathNoTargetHoldsHasNoOwner() {
        let owners = SourceOwners(Array(Self.memberships.dropLast()))
        #expect(owners.owners(of: "Elsewhere/Lost.swift").isEmpty)
        #expect(!owners.holds("Packages/Kit/Sources/KitExtras/Other.swift"))
        #expect(owners.owners(of: "Packages/Kit/Sources/Kit/Legacy/Old.swift") == [2])
    }
}
