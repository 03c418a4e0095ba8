/// A spelling that guides and AI reviewers write but that no SDK declares, with the real
/// spelling and where the absence was read. `unknown-glass-api` reports them.
public struct InventedAPI: Sendable {
    public enum Spelling: Sendable, Equatable {
        /// A view modifier that does not exist: `.navigationZoomTransition(…)`.
        case modifier(String)
        /// A static member a type does not have, written as an implicit member: `.minimizable`.
        case member(String, of: String)
        /// A type's initializer given an argument of a type it does not take: `Spacer(.fixed)`.
        case initializer(of: String, argumentType: String)
    }

    public let spelling: Spelling
    /// What to write instead.
    public let real: String
    /// The SDK interface or page that shows the real declaration and not this one.
    public let source: String

    /// The invented name as written: `navigationZoomTransition`, `minimizable`.
    public var name: String {
        switch spelling {
        case .modifier(let name), .member(let name, of: _), .initializer(of: let name, argumentType: _): name
        }
    }
}
