/// An error that stops a command: bad usage, a broken configuration, a path that cannot
/// be read. Its description is the one line printed on standard error.
public struct GlassLintError: Error, CustomStringConvertible, Equatable, Sendable {
    public let description: String

    public init(_ description: String) {
        self.description = description
    }
}
