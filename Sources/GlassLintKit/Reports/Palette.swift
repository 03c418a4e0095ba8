/// How the review is coloured: `plain` for files, pipes and `NO_COLOR`, `ansi` for a
/// terminal. Colour only wraps text, so widths are measured before it is applied.
public struct Palette: Equatable, Sendable {
    private let isColored: Bool

    public static let plain = Palette(isColored: false)
    public static let ansi = Palette(isColored: true)

    func severity(_ text: String, _ severity: Severity) -> String {
        switch severity {
        case .error: wrap(text, "31")  // red
        case .warning: wrap(text, "33")  // yellow
        case .info: wrap(text, "36")  // cyan
        }
    }

    func bold(_ text: String) -> String { wrap(text, "1") }

    func dim(_ text: String) -> String { wrap(text, "2") }

    private func wrap(_ text: String, _ code: String) -> String {
        isColored ? "\u{1B}[\(code)m\(text)\u{1B}[0m" : text
    }
}
