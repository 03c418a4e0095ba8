import SwiftSyntax

/// One place where a file uses a symbol of the API table.
public struct APIUse {
    public let symbol: APISymbol
    /// The name token a finding points at.
    public let token: TokenSyntax
    /// The symbol this use is an argument or a member of: `glassEffect` for the `.clear` of
    /// `.glassEffect(.clear)`, `Glass` for the `regular` of `Glass.regular`.
    public let owner: APISymbol?
    /// Project declarations that make the name the project's own (`struct Glass`, a
    /// `Backport.glassEffect` that gates itself), voiding any finding about it.
    public let voidIfProjectDeclares: [String]

    /// Whether this use asks more on `platform` than its owner does. When it does not, the
    /// owner's finding already says everything, and this use needs none of its own.
    public func addsRequirement(on platform: ApplePlatform) -> Bool {
        guard let owner else { return true }
        switch (symbol.availability.support(on: platform), owner.availability.support(on: platform)) {
        case (nil, _), (_, .unavailable): return false
        case (.unavailable, _), (.introduced, nil): return true
        case (.introduced(let mine), .introduced(let theirs)): return mine > theirs
        }
    }
}
