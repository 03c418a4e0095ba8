@testable import GlassLintKit
import GlassLintTestSupport
import Testing

struct FixDiffTests {
    @Test func aChangeIsShownWithThreeLinesOfContext() {
        let old = "a\nb\nc\nd\ne\nf\ng\nh\n"
        let new = "a\nb\nc\nd\nE\nf\ng\nh\n"
        #expect(UnifiedDiff.render(from: old, to: new, path: "Sources/F.swift") == """
            --- a/Sources/F.swift
            +++ b/Sources/F.swift
            @@ -2,7 +2,7 @@
             b
             c
             d
            -e
            +E
             f
             g
             h

            """)
    }

    @Test func equalTextsHaveNoDiff() {
        #expect(UnifiedDiff.render(from: "a\nb\n", to: "a\nb\n", path: "F.swift").isEmpty)
    }

    @Test func aMissingLastLineBreakIsMarked() {
        #expect(UnifiedDiff.render(from: "a\nb", to: "a\nc", path: "F.swift") == """
            --- a/F.swift
            +++ b/F.swift
            @@ -1,2 +1,2 @@
             a
            -b
            \\ No newline at end of file
            +c
            \\ No newline at end of file

            """)
    }

    @Test func anEmptySideNamesTheLineBeforeIt() {
        #expect(UnifiedDiff.render(from: "", to: "x\n", path: "F.swift") == "--- a/F.swift\n+++ b/F.swift\n@@ -0,0 +1 @@\n+x\n")
    }

    @Test func changesFarApartMakeSeparateHunks() {
        let old = (1...20).map { "line \($0)\n" }.joined()
        let near = old.replacingOccurrences(of: "line 3\n", with: "three\n").replacingOccurrences(of: "line 8\n", with: "eight\n")
        let far = old.replacingOccurrences(of: "line 3\n", with: "three\n").replacingOccurrences(of: "line 18\n", with: "eighteen\n")
        #expect(hunkHeaders(UnifiedDiff.render(from: old, to: near, path: "F")) == ["@@ -1,11 +1,11 @@"])
        #expect(hunkHeaders(UnifiedDiff.render(from: old, to: far, path: "F")) == ["@@ -1,6 +1,6 @@", "@@ -15,6 +15,6 @@"])
    }

    @Test func applyingTheDiffGivesTheNewText() {
        var random = SeededRandom(seed: 11)
        for _ in 0..<200 {
            let old = (0..<random.below(30)).map { _ in "l\(random.below(6))\n" }.joined()
                + (random.below(2) == 0 ? "tail" : "")
            var lines = UnifiedDiff.lines(of: old)
            for _ in 0..<random.below(5) {
                let index = random.below(lines.count + 1)
                switch random.below(3) {
                case 0: lines.insert("new\(random.below(3))\n", at: index)
                case 1 where index < lines.count: lines.remove(at: index)
                default: if index < lines.count { lines[index] = "changed\n" }
                }
            }
            let new = lines.joined()
            let diff = UnifiedDiff.render(from: old, to: new, path: "F")
            #expect(Self.apply(diff, to: old) == new, "\(old.debugDescription) -> \(new.debugDescription)\n\(diff)")
        }
    }

    private func hunkHeaders(_ diff: String) -> [String] {
        diff.split(separator: "\n").filter { $0.hasPrefix("@@") }.map(String.init)
    }

    /// A minimal `patch`: enough to prove each hunk says exactly what changed.
    static func apply(_ diff: String, to old: String) -> String? {
        let oldLines = UnifiedDiff.lines(of: old)
        var result: [Substring] = []
        var next = 0
        var lastKind: Character = " "
        for line in UnifiedDiff.lines(of: diff) where !line.hasPrefix("---") && !line.hasPrefix("+++") {
            let kind = line.first!
            let content = line.dropFirst()
            switch kind {
            case "@":
                let oldRange = line.split(separator: " ")[1].dropFirst().split(separator: ",")
                let start = Int(oldRange[0])!
                let target = oldRange.count > 1 && oldRange[1] == "0" ? start : start - 1
                while next < target {
                    result.append(oldLines[next])
                    next += 1
                }
            case "\\":
                // The line before had no line break of its own; the diff added one to print it.
                if lastKind == "+" { result[result.count - 1] = result[result.count - 1].dropLast() }
            case " ", "-":
                guard next < oldLines.count, oldLines[next] == content || String(oldLines[next]) + "\n" == String(content) else { return nil }
                if kind == " " { result.append(oldLines[next]) }
                next += 1
            default:
                result.append(content)
            }
            lastKind = kind
        }
        result += oldLines[next...]
        return result.joined()
    }
}
