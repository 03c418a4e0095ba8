/// Applies text edits to a file's bytes. Each group of edits belongs to one finding and is
/// applied whole or not at all; a group that overlaps an accepted one waits for the next
/// pass, when it is computed again on the new text.
enum EditApplier {
    static func apply(_ groups: [[TextEdit]], to source: String) -> (text: String, applied: [Int]) {
        var accepted: [TextEdit] = []
        var applied: [Int] = []
        for (index, group) in groups.enumerated() where !group.isEmpty {
            guard !group.contains(where: { edit in accepted.contains(where: edit.overlaps) }),
                  !hasInternalOverlap(group)
            else { continue }
            accepted += group
            applied.append(index)
        }
        var bytes = Array(source.utf8)
        for edit in accepted.sorted(by: { ($0.start, $0.end) > ($1.start, $1.end) }) {
            bytes.replaceSubrange(edit.start..<edit.end, with: Array(edit.replacement.utf8))
        }
        return (String(decoding: bytes, as: UTF8.self), applied)
    }

    private static func hasInternalOverlap(_ group: [TextEdit]) -> Bool {
        for (index, edit) in group.enumerated() {
            for other in group[(index + 1)...] where edit.overlaps(other) { return true }
        }
        return false
    }
}
