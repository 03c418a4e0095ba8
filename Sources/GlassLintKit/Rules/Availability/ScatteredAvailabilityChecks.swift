import Foundation
import SwiftSyntax

/// The same `#available` check for the 26 releases written at call site after call site,
/// where one small view extension would gate once.
public struct ScatteredAvailabilityChecks: Rule {
    public static let description = RuleDescription(
        id: "availability-scattered",
        title: "Gate once, in one place",
        severity: .info,
        rationale: """
            Adopting glass while older systems are still supported invites an `if #available(iOS 26, *)` \
            around every glass view, each with its own copy of the fallback. The checks drift apart and \
            make the later clean-up (when the deployment target reaches 26) touch every screen. One \
            small `View` extension gates once: `floatingSurface(cornerRadius:interactive:)` giving glass \
            on 26 and `.regularMaterial` before, or `primaryActionStyle()` giving `.glassProminent` on 26 \
            and `.borderedProminent` before, called everywhere. Checks for one release are counted \
            across the project and reported once, under all files, when there are many of them.
            """,
        source: "WWDC25 session 323 \"Build a SwiftUI app with the new design\"; Swift's availability checking",
        triggers: ["#available", "#unavailable"],
        options: [RuleOption("minimumChecks", default: .int(6), summary: "checks of one release in the project that make a finding")],
        triggeringExamples: [
            RuleExample("""
                if ↓#available(iOS 26.0, *) { header.glassEffect() } else { header.background(.regularMaterial) }
                if ↓#available(iOS 26.0, *) { footer.glassEffect() } else { footer.background(.regularMaterial) }
                guard ↓#available(iOS 26.0, *) else { return }
                """, options: ["minimumChecks": .int(3)]),
        ],
        nonTriggeringExamples: [
            RuleExample("""
                if #available(iOS 26.0, *) { header.glassEffect() } else { header.background(.regularMaterial) }
                if #available(iOS 26.0, *) { footer.glassEffect() } else { footer.background(.regularMaterial) }
                """, note: "a few checks are fine"),
            RuleExample("""
                if #available(iOS 17.0, *) { list.contentMargins(8) }
                if #available(iOS 17.0, *) { grid.contentMargins(8) }
                if #available(iOS 17.0, *) { form.contentMargins(8) }
                """, note: "only checks for the 26 releases and later are counted", options: ["minimumChecks": .int(3)]),
        ]
    )

    private let minimumChecks: Int

    public init(options: RuleOptions) {
        minimumChecks = options.int("minimumChecks")
    }

    public func check(_ file: SyntaxFile) -> [Violation] {
        let checks = file.inventory.availabilityConditions.compactMap(Self.glassRelease)
        let fix = "gate once in a View extension (like floatingSurface()) and call it everywhere"
        return checks.map { check, release in
            let keyword = check.availabilityKeyword
            let written = keyword.tokenKind == .poundUnavailable ? "#unavailable(\(release))" : "#available(\(release), *)"
            return Violation(
                at: keyword, message: "\(written) checked at a call site", fix: fix,
                projectWide: ProjectWideKind(
                    summary: "the same availability check for \(release) at call after call", fix: fix, minimumSites: minimumChecks
                )
            )
        }
    }

    /// An `#available` / `#unavailable` that names a 26 release or later, with the
    /// platforms it names: `iOS 26.0`.
    private static func glassRelease(_ node: AvailabilityConditionSyntax) -> (AvailabilityConditionSyntax, String)? {
        let named = AvailabilityArguments(node.availabilityArguments).introduced
            .filter { $0.value.major >= 26 }
            .sorted { $0.key < $1.key }
        return named.isEmpty ? nil : (node, named.map { "\($0.key.rawValue) \($0.value)" }.joined(separator: ", "))
    }
}

extension ScatteredAvailabilityChecks: TextualPrecondition {
    /// A counted check names a release of 26 or later: some number of at least 26 that is
    /// not a minor version, between `#available(` (or `#unavailable(`) and the next `)`.
    public static func mayHaveFindings(in bytes: Data) -> Bool {
        let bytes = Array(bytes)
        let keywords = [Array("#available".utf8), Array("#unavailable".utf8)]
        var position = 0
        while position < bytes.count {
            guard bytes[position] == UInt8(ascii: "#"),
                  let keyword = keywords.first(where: { bytes[position...].starts(with: $0) })
            else {
                position += 1
                continue
            }
            position += keyword.count
            var number = 0
            var afterDot = false
            while position < bytes.count, bytes[position] != UInt8(ascii: ")") {
                let byte = bytes[position]
                if (UInt8(ascii: "0")...UInt8(ascii: "9")).contains(byte) {
                    number = number * 10 + Int(byte - UInt8(ascii: "0"))
                    if !afterDot, number >= 26 { return true }
                } else {
                    afterDot = byte == UInt8(ascii: ".")
                    number = 0
                }
                position += 1
            }
        }
        return false
    }
}
