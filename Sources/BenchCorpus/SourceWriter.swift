/// Accumulates one Swift source file with consistent indentation.
///
/// Templates in the generator are written with four-space indentation inside multi-line
/// string literals; `lines(_:)` re-indents them to the file's own style (some projects use
/// two spaces) and to the current nesting depth.
struct SourceWriter {
    private(set) var text = ""
    private var depth = 0
    private let unit: Int
    /// For each open brace, whether it indented its body (`switch` does not: its cases
    /// line up with it, as Xcode formats them).
    private var indents: [Bool] = []

    init(indentWidth: Int, capacity: Int) {
        unit = indentWidth
        text.reserveCapacity(capacity)
    }

    var byteCount: Int { text.utf8.count }

    mutating func blank() {
        // Never two blank lines in a row, never one right after an opening brace.
        if text.isEmpty || text.hasSuffix("\n\n") || text.hasSuffix("{\n") { return }
        text += "\n"
    }

    /// One line; leading four-space steps are re-indented like `lines(_:)`.
    mutating func line(_ content: String) {
        append(Substring(content))
    }

    /// Appends a template written with four-space steps, re-indented for this file.
    mutating func lines(_ template: String) {
        for raw in template.split(separator: "\n", omittingEmptySubsequences: false) {
            append(raw)
        }
    }

    private mutating func append(_ raw: Substring) {
        var leading = 0
        for character in raw.utf8 {
            guard character == UInt8(ascii: " ") else { break }
            leading += 1
        }
        if leading == raw.utf8.count {
            text += "\n"
            return
        }
        text += String(repeating: " ", count: (depth + leading / 4) * unit + leading % 4)
        text += raw.dropFirst(leading)
        text += "\n"
    }

    mutating func open(_ header: String) {
        line(header + " {")
        let indentsBody = !header.hasPrefix("switch ")
        indents.append(indentsBody)
        if indentsBody { depth += 1 }
    }

    mutating func close(_ trailer: String = "") {
        if indents.popLast() ?? true { depth -= 1 }
        line("}" + trailer)
    }

    mutating func block(_ header: String, _ body: (inout SourceWriter) -> Void) {
        open(header)
        body(&self)
        close()
    }

    /// A `///` doc comment, wrapped near 96 columns.
    mutating func doc(_ prose: String) {
        wrapped(prose, prefix: "/// ")
    }

    mutating func comment(_ prose: String) {
        wrapped(prose, prefix: "// ")
    }

    mutating func mark(_ title: String) {
        blank()
        line("// MARK: - " + title)
        line("")
    }

    private mutating func wrapped(_ prose: String, prefix: String) {
        var current = ""
        for word in prose.split(separator: " ") {
            if !current.isEmpty && current.utf8.count + word.utf8.count + 1 > 92 - depth * unit {
                line(prefix + current)
                current = ""
            }
            current += current.isEmpty ? String(word) : " " + word
        }
        if !current.isEmpty { line(prefix + current) }
    }
}
