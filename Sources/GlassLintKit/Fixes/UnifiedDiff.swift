/// The change from one text to another as a unified diff, the format of `diff -u` and
/// `git diff`, so that `patch -p1` or `git apply` run from the reviewed root can apply it.
public enum UnifiedDiff {
    /// Lines of unchanged text shown around each change.
    public static let contextLines = 3

    /// `--- a/path`, `+++ b/path` and the hunks; empty when the texts are equal. A file
    /// that is `creating` comes from `/dev/null`.
    public static func render(from old: String, to new: String, path: String, creating: Bool = false) -> String {
        let oldLines = lines(of: old)
        let newLines = lines(of: new)
        let script = LineDiff.script(from: oldLines, to: newLines)
        let hunks = Hunk.group(script, context: contextLines)
        guard !hunks.isEmpty else { return "" }
        var text = "--- \(creating ? "/dev/null" : "a/" + path)\n+++ b/\(path)\n"
        for hunk in hunks {
            text += hunk.header
            for step in script[hunk.steps] {
                switch step {
                case .same(let old, _): text += line(" ", oldLines[old])
                case .removed(let old): text += line("-", oldLines[old])
                case .added(let new): text += line("+", newLines[new])
                }
            }
        }
        return text
    }

    /// The lines of a text, each with its line break; the last one may have none.
    static func lines(of text: String) -> [Substring] {
        var result: [Substring] = []
        var start = text.startIndex
        while start < text.endIndex {
            let end = text[start...].firstIndex(of: "\n").map(text.index(after:)) ?? text.endIndex
            result.append(text[start..<end])
            start = end
        }
        return result
    }

    private static func line(_ prefix: String, _ content: Substring) -> String {
        content.hasSuffix("\n") ? prefix + content : prefix + content + "\n\\ No newline at end of file\n"
    }
}

/// One step of a line edit script: line numbers are 0-based indices into the two texts.
enum DiffStep: Equatable {
    case same(Int, Int)
    case removed(Int)
    case added(Int)
}

/// The shortest line edit script between two texts (Myers' O(ND) algorithm), after
/// setting aside the lines they share at both ends, where fixes leave most of a file.
enum LineDiff {
    static func script(from old: [Substring], to new: [Substring]) -> [DiffStep] {
        var prefix = 0
        while prefix < old.count, prefix < new.count, old[prefix] == new[prefix] { prefix += 1 }
        var suffix = 0
        while suffix < old.count - prefix, suffix < new.count - prefix,
              old[old.count - 1 - suffix] == new[new.count - 1 - suffix] { suffix += 1 }
        let middle = myers(Array(old[prefix..<(old.count - suffix)]), Array(new[prefix..<(new.count - suffix)]))
        return (0..<prefix).map { .same($0, $0) }
            + middle.map { step in
                switch step {
                case .same(let a, let b): .same(a + prefix, b + prefix)
                case .removed(let a): .removed(a + prefix)
                case .added(let b): .added(b + prefix)
                }
            }
            + (0..<suffix).map { .same(old.count - suffix + $0, new.count - suffix + $0) }
    }

    private static func myers(_ a: [Substring], _ b: [Substring]) -> [DiffStep] {
        let n = a.count
        let m = b.count
        let offset = n + m + 1
        var furthest = [Int](repeating: 0, count: 2 * offset + 1)
        // The furthest x reached on each diagonal k in -d...d, after each step d.
        var trace: [[Int]] = []
        for d in 0...(n + m) {
            for k in stride(from: -d, through: d, by: 2) {
                var x = k == -d || (k != d && furthest[offset + k - 1] < furthest[offset + k + 1])
                    ? furthest[offset + k + 1] : furthest[offset + k - 1] + 1
                var y = x - k
                while x < n, y < m, a[x] == b[y] {
                    x += 1
                    y += 1
                }
                furthest[offset + k] = x
                if x >= n, y >= m {
                    trace.append(Array(furthest[(offset - d)...(offset + d)]))
                    return backtrack(trace, n: n, m: m)
                }
            }
            trace.append(Array(furthest[(offset - d)...(offset + d)]))
        }
        return []
    }

    private static func backtrack(_ trace: [[Int]], n: Int, m: Int) -> [DiffStep] {
        var steps: [DiffStep] = []
        var x = n
        var y = m
        for d in stride(from: trace.count - 1, through: 0, by: -1) {
            let k = x - y
            var previousX = 0
            var previousY = 0
            if d > 0 {
                let previous = trace[d - 1]
                func at(_ diagonal: Int) -> Int { previous[diagonal + d - 1] }
                let previousK = k == -d || (k != d && at(k - 1) < at(k + 1)) ? k + 1 : k - 1
                previousX = at(previousK)
                previousY = previousX - previousK
            }
            while x > previousX, y > previousY {
                x -= 1
                y -= 1
                steps.append(.same(x, y))
            }
            guard d > 0 else { break }
            if x == previousX {
                y -= 1
                steps.append(.added(y))
            } else {
                x -= 1
                steps.append(.removed(x))
            }
        }
        return steps.reversed()
    }
}

/// A run of changes with the context around them, and its `@@ -a,b +c,d @@` header.
struct Hunk {
    let steps: Range<Int>
    let header: String

    static func group(_ script: [DiffStep], context: Int) -> [Hunk] {
        let changes = script.indices.filter { if case .same = script[$0] { false } else { true } }
        guard var first = changes.first else { return [] }
        var hunks: [Hunk] = []
        var last = first
        for index in changes.dropFirst() {
            if index - last > 2 * context {
                hunks.append(hunk(script, changes: first...last, context: context))
                first = index
            }
            last = index
        }
        hunks.append(hunk(script, changes: first...last, context: context))
        return hunks
    }

    private static func hunk(_ script: [DiffStep], changes: ClosedRange<Int>, context: Int) -> Hunk {
        let steps = max(0, changes.lowerBound - context)..<min(script.count, changes.upperBound + context + 1)
        // Each side starts after the lines of the steps before the hunk.
        let (oldStart, newStart) = lineCounts(script[..<steps.lowerBound])
        let (oldCount, newCount) = lineCounts(script[steps])
        return Hunk(steps: steps, header: "@@ -\(range(oldStart, oldCount)) +\(range(newStart, newCount)) @@\n")
    }

    private static func lineCounts(_ steps: ArraySlice<DiffStep>) -> (old: Int, new: Int) {
        steps.reduce(into: (old: 0, new: 0)) { counts, step in
            switch step {
            case .same: counts.old += 1; counts.new += 1
            case .removed: counts.old += 1
            case .added: counts.new += 1
            }
        }
    }

    /// `start,count` with 1-based lines; an empty side names the line before it, and a
    /// count of one is left out, as `diff -u` writes them.
    private static func range(_ start: Int, _ count: Int) -> String {
        switch count {
        case 0: "\(start),0"
        case 1: "\(start + 1)"
        default: "\(start + 1),\(count)"
        }
    }
}
