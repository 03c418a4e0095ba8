import Foundation
import GlassLintTestSupport
import GlassLintKit
import Testing

/// The editor's view of a project must be the review's: every file of Examples/Trips, open
/// with its text on disk, gets exactly the findings `Reviewer` reports for it, the ones that
/// need other files (custom views, project declarations, project-wide counts) included.
struct LiveProjectTests {
    static let trips = Repository.root.appendingPathComponent("Examples/Trips")

    @Test func openDocumentsGetTheFindingsOfTheProjectReview() throws {
        let discovery = try SourceDiscovery(paths: [Self.trips.path])
        let review = Reviewer().review(discovery)
        let project = try LiveProject(at: Self.trips, configuration: Configuration())
        var seen: [Finding] = []
        for file in discovery.files() {
            project.open(try String(contentsOf: file.url, encoding: .utf8), at: file.relativePath)
            seen += project.review(file.relativePath)
        }
        #expect(!review.findings.isEmpty)
        #expect(seen.sorted(by: Finding.reportOrder) == review.findings)
    }

    @Test func anUnsavedEditReachesTheOtherOpenDocuments() throws {
        let rowPath = "Sources/Trips/TripRow.swift"
        let listPath = "Sources/Trips/TripsListView.swift"
        let project = try LiveProject(at: Self.trips, configuration: Configuration())
        let list = try String(contentsOf: Self.trips.appendingPathComponent(listPath), encoding: .utf8)
        project.open(try String(contentsOf: Self.trips.appendingPathComponent(rowPath), encoding: .utf8), at: rowPath)
        #expect(project.review(rowPath).contains { $0.rule == "glass-on-content" })

        // The list stops showing TripRow: the row is no longer content, before anything is saved.
        project.open(list.replacingOccurrences(of: "TripRow(trip: trip)", with: "Text(trip.name)"), at: listPath)
        #expect(!project.review(rowPath).contains { $0.rule == "glass-on-content" })

        project.close(listPath)
        #expect(project.review(rowPath).contains { $0.rule == "glass-on-content" })
    }

    /// An unsaved document the review would skip as too deep to parse is not parsed for
    /// the editor either: it gets no findings, and the server does not crash.
    @Test func aDocumentTooDeepToParseGetsNoFindingsAndNoCrash() throws {
        let project = try LiveProject(at: Self.trips, configuration: Configuration())
        let glass = #"struct V: View { var body: some View { Text("a").glassEffect().padding() } }"#
        project.open(glass, at: "Sources/Trips/Deep.swift")
        #expect(project.review("Sources/Trips/Deep.swift").contains { $0.rule == "glass-before-layout" })
        let deep = glass + "\nlet x = " + String(repeating: "try ", count: 20_000) + "f()\n"
        project.open(deep, at: "Sources/Trips/Deep.swift")
        #expect(project.review("Sources/Trips/Deep.swift").isEmpty)
    }
}
