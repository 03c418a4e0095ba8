import Foundation
import GlassLintTestSupport
@testable import GlassLintKit
import SwiftParser
import SwiftSyntax
import Testing

/// The API table against the facts it was written from: `../shared/API-FACTS.md`, next to
/// the repository. Every row of its tables must be in the table with the same availability
/// on every platform the row states.
struct AvailabilityTableTests {
    static let factsFile = Repository.root.deletingLastPathComponent().appendingPathComponent("shared/API-FACTS.md")
    static let hasFacts = FileManager.default.fileExists(atPath: factsFile.path)

    /// One row of a facts table: the first code span of its symbol cell names it.
    struct Row {
        let symbol: String
        let name: String
        let declaration: String
        let availability: String
    }

    static func rows() throws -> [Row] {
        try String(contentsOf: factsFile, encoding: .utf8).split(separator: "\n").compactMap { line -> Row? in
            guard line.hasPrefix("| `") else { return nil }
            let cells = line.split(separator: "|", omittingEmptySubsequences: false).dropFirst().map {
                $0.trimmingCharacters(in: .whitespaces)
            }
            guard cells.count >= 4, let name = codeSpans(cells[0]).first else { return nil }
            return Row(symbol: cells[0], name: name, declaration: cells[1], availability: cells[2])
        }
    }

    static func codeSpans(_ text: String) -> [String] {
        text.split(separator: "`", omittingEmptySubsequences: false).enumerated().filter { $0.offset % 2 == 1 }.map { String($0.element) }
    }

    /// Rows that state an absence or a conformance, not an API to gate. The first four are
    /// what `unknown-glass-api` reports; the table must not list them as symbols.
    static let absences = [
        "glassEffect(_:in:isEnabled:)", "other `Glass` members", "`containerConcentric` (SwiftUI)", "`Material` `.glass`",
        "`RoundedRectangle` concentric form", "`GlassEffectContainer : Sendable`", "`ToolbarItem` / `ToolbarItemGroup` / `badge`",
    ]

    @Test(.enabled(if: hasFacts, "../shared/API-FACTS.md is not next to the repository"))
    func everyRowIsInTheTable() throws {
        let rows = try Self.rows()
        #expect(rows.count > 70)
        for row in rows {
            let stated = row.availability.hasPrefix("—")
            if stated {
                #expect(Self.absences.contains { row.symbol.contains($0) }, "\(row.symbol) states an absence the test does not know")
            } else {
                #expect(APITable.symbols.contains { $0.factsRow == row.name }, "\(row.symbol) is missing from APITable")
            }
        }
        for symbol in APITable.symbols {
            #expect(rows.contains { $0.name == symbol.factsRow }, "\(symbol.name) names no row of API-FACTS.md: \(symbol.factsRow)")
        }
    }

    @Test(.enabled(if: hasFacts, "../shared/API-FACTS.md is not next to the repository"))
    func availabilityMatchesTheFacts() throws {
        let rows = try Self.rows()
        for symbol in APITable.symbols {
            let candidates = rows.enumerated().filter { $0.element.name == symbol.factsRow && !$0.element.availability.hasPrefix("—") }
            let matching = candidates.count > 1 ? candidates.filter { $0.element.symbol.contains(symbol.factsSubject ?? "") } : candidates
            guard matching.count == 1, let (index, row) = matching.first else {
                Issue.record("\(symbol.name): \(matching.count) rows named \(symbol.factsRow)")
                continue
            }
            let stated = Self.statedAvailability(of: row, subject: symbol.factsSubject, parent: Self.parent(of: index, in: rows))
            #expect(!stated.platforms.isEmpty, "\(symbol.name): nothing read from its row")
            #expect(symbol.availability.platforms == stated.platforms, "\(symbol.name)")
        }
    }

    @Test func absentSpellingsAreNotSymbols() {
        #expect(APITable.members(of: "Glass").sorted() == ["clear", "identity", "interactive", "regular", "tint"])
        #expect(!APITable.symbols.contains { symbol in
            if case .modifier("glassEffect", let labels) = symbol.spelling { return labels.contains("isEnabled") }
            return false
        })
        #expect(APITable.symbols.allSatisfy { symbol in
            if case .member("containerConcentric", of: let type, _) = symbol.spelling { return type == "UICornerRadius" }
            return true
        })
        #expect(APITable.members(of: "Material").isEmpty)
        #expect(APITable.members(of: "SearchToolbarBehavior").sorted() == ["automatic", "minimize"])
    }

    /// Every symbol written the way code writes it contains a trigger word, so that the
    /// prefilter never hides a use from the availability rules.
    @Test func triggerWordsCoverEverySymbol() {
        let callersOfType = Dictionary(grouping: APITable.argumentTypes.flatMap { call, labels in
            labels.map { (type: $0.value, spelling: $0.key == "_" ? "\(call)(." : "\(call)(\($0.key): .") }
        }, by: \.type)
        for symbol in APITable.symbols {
            var spellings: [String] = []
            switch symbol.spelling {
            case .modifier(let name, _), .toolbarModifier(let name): spellings = [".\(name)(", "\(name)("]
            case .type(let name), .initializer(of: let name, _): spellings = [name]
            case .member(let name, of: let type, _):
                spellings = ["\(type).\(name)"] + (callersOfType[type] ?? []).map { $0.spelling + name }
                if type == "Shape" { spellings = symbolLabels(symbol).map { ".rect(\($0): x)" } }
            case .distinctive(let name): spellings = [".\(name)"]
            case .keyPath(let name): spellings = ["\\.\(name)"]
            case .overload, .infoPlistKey: spellings = []
            }
            for spelling in spellings {
                #expect(APITable.triggerWords.contains { spelling.contains($0) }, "\(spelling) contains no trigger word")
            }
        }
    }

    private func symbolLabels(_ symbol: APISymbol) -> [String] {
        guard case .member(_, _, let labels) = symbol.spelling else { return [] }
        return labels.sorted()
    }

    /// The nearest row above that states attributes of its own: the type a member inherits from.
    static func parent(of index: Int, in rows: [Row]) -> Row? {
        rows[..<index].last { $0.availability.contains("@available(") && !$0.availability.contains("inherit") }
    }

    /// What a row states: its `@available` attributes, Objective-C `API_AVAILABLE` macros,
    /// `(the same for …)`, what a member inherits from the row above, and the
    /// `Platform version` pairs of a documentation row. A subject picks its part of a cell
    /// that states several symbols (`type: …; .minimize: …`).
    static func statedAvailability(of row: Row, subject: String?, parent: Row?) -> APIAvailability {
        let visionOnly = row.availability.hasPrefix("visionOS only")
        var text = row.availability.hasPrefix("see left") || visionOnly ? row.declaration : row.availability
        if let subject {
            // A part after `. ` begins with the code span that names it: keep its backtick.
            let parts = text.components(separatedBy: ";").flatMap { part in
                part.components(separatedBy: ". `").enumerated().map { $0.offset == 0 ? $0.element : "`" + $0.element }
            }
            text = parts.first { $0.trimmingCharacters(in: [" ", "`"]).hasPrefix(subject) } ?? text
        }
        var platforms: [ApplePlatform: APIAvailability.Support] = [:]
        if text.contains("inherit"), let parent {
            platforms = statedAvailability(of: parent, subject: nil, parent: nil).platforms
        }
        let attributes = codeSpans(text).filter { $0.hasPrefix("@available(") }
        for attribute in attributes {
            let declaration = Parser.parse(source: attribute + " func f() {}").statements.first?.item.as(FunctionDeclSyntax.self)
            for element in declaration?.attributes ?? [] {
                guard let parsed = element.as(AttributeSyntax.self).flatMap(AvailabilityArguments.init(attribute:)) else { continue }
                platforms.merge(parsed.apiAvailability.platforms) { $1 }
            }
        }
        let macros = codeSpans(text).filter { $0.contains("API_AVAILABLE") || $0.contains("API_UNAVAILABLE") }
        for macro in macros {
            platforms.merge(objectiveCAvailability(macro)) { $1 }
        }
        if let same = text.range(of: "the same for ") {
            platforms.merge(versionPairs(String(text[same.upperBound...].prefix { $0 != ")" }))) { $1 }
        }
        if visionOnly {
            for platform in [ApplePlatform.iOS, .macOS, .tvOS, .watchOS] { platforms[platform] = .unavailable }
        }
        if attributes.isEmpty, macros.isEmpty, !text.contains("inherit") {
            platforms.merge(versionPairs(text)) { $1 }
        }
        return APIAvailability(platforms)
    }

    /// `API_AVAILABLE(ios(26.0), tvos(26.0)) API_UNAVAILABLE(visionos, watchos)`.
    static func objectiveCAvailability(_ text: String) -> [ApplePlatform: APIAvailability.Support] {
        let names: [String: ApplePlatform] = ["ios": .iOS, "macos": .macOS, "tvos": .tvOS, "watchos": .watchOS, "visionos": .visionOS]
        var platforms: [ApplePlatform: APIAvailability.Support] = [:]
        for part in text.components(separatedBy: "API_").dropFirst() {
            let body = part.drop { $0 != "(" }.dropFirst()
            for item in body.split(separator: ",") {
                let words = item.split { "() ".contains($0) }
                guard let name = words.first, let platform = names[String(name)] else { continue }
                if part.hasPrefix("UNAVAILABLE") {
                    platforms[platform] = .unavailable
                } else if words.count > 1, let version = OSVersion(String(words[1])) {
                    platforms[platform] = .introduced(version)
                }
            }
        }
        return platforms
    }

    /// `iOS 26.0, iPadOS 26.0, macOS 26.0`, `visionOS 2.4+`; the first mention of a
    /// platform counts (a later `iOS 27` says when the key stops working).
    static func versionPairs(_ text: String) -> [ApplePlatform: APIAvailability.Support] {
        let words = text.split { " ,;".contains($0) }.map { $0.trimmingCharacters(in: [".", "+"]) }
        var platforms: [ApplePlatform: APIAvailability.Support] = [:]
        for (name, version) in zip(words, words.dropFirst()) {
            if let platform = AvailabilityArguments.platform(named: name), platforms[platform] == nil, let parsed = OSVersion(version) {
                platforms[platform] = .introduced(parsed)
            }
        }
        return platforms
    }
}
