/// The formats a review can be printed in. Each case has exactly one reporter; the
/// switch makes a format without a reporter a compile error.
public enum OutputFormat: String, CaseIterable, Sendable {
    /// The review a person reads: aligned File:line / Finding / Fix rows.
    case review
    /// `path:line:column: warning: message [rule-id]`, for Xcode and editors.
    case xcode
    /// The stable machine contract (version 1).
    case json

    public func render(_ result: ReviewResult) -> String {
        switch self {
        case .review: ReviewReporter.render(result)
        case .xcode: XcodeReporter.render(result)
        case .json: JSONReporter.render(result)
        }
    }
}
