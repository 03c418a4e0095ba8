import SwiftSyntax

extension Modifier {
    /// The tokens of the modifier's own arguments and closures, not of the view it is
    /// called on.
    public var argumentTokens: [TokenSyntax] {
        var tokens = Array(call.arguments.tokens(viewMode: .sourceAccurate))
        if let closure = call.trailingClosure { tokens += closure.tokens(viewMode: .sourceAccurate) }
        for closure in call.additionalTrailingClosures { tokens += closure.tokens(viewMode: .sourceAccurate) }
        return tokens
    }

    /// The texts of `argumentTokens`.
    public var argumentWords: Set<String> { Set(argumentTokens.map(\.text)) }
}

extension ModifierChain {
    /// Where one of the chain's modifiers is, counted from the innermost.
    public func position(of modifier: Modifier) -> Int? {
        modifiers.firstIndex { $0.call.id == modifier.call.id }
    }
}
