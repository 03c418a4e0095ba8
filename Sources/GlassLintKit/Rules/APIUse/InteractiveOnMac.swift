import SwiftSyntax

/// `.interactive()` glass in code built only for macOS, where it has no effect.
public struct InteractiveOnMac: Rule {
    public static let description = RuleDescription(
        id: "interactive-on-macos",
        title: "Interactive glass on macOS",
        severity: .info,
        rationale: """
            `Glass.interactive()` gives glass the touch response of system buttons on iOS: it \
            scales, bounces and shimmers under the finger. macOS has no such response, and the \
            modifier changes nothing there; a click target looks the same with or without it. \
            Code built only for macOS can leave it out, and should not expect a press effect \
            from it (give the button a style, or a hover state, instead). Reported as info: the \
            code is harmless. Static content with interactive glass is `interactive-on-static`'s.
            """,
        source: "Apple developer forums and field reports on Liquid Glass for macOS 26; SwiftUI documentation of Glass.interactive(_:)",
        triggers: ["glassEffect"],
        triggeringExamples: [
            RuleExample("""
                Button("Capture") { capture() }
                    .padding()
                    .↓glassEffect(.regular.interactive(), in: .capsule)
                """, project: ExampleProjects.macOS26),
            RuleExample("""
                #if os(macOS)
                Button("Capture") { capture() }.padding().↓glassEffect(.regular.interactive())
                #endif
                """, project: ExampleProjects.iOS26AndMacOS26),
        ],
        nonTriggeringExamples: [
            RuleExample("""
                Button("Capture") { capture() }
                    .padding()
                    .glassEffect(.regular.interactive(), in: .capsule)
                """, note: "the iOS build gets the press response", project: ExampleProjects.iOS26AndMacOS26),
            RuleExample("""
                Button("Capture") { capture() }
                    .padding()
                    .glassEffect(.regular, in: .capsule)
                """, project: ExampleProjects.macOS26),
            RuleExample("""
                Text("Ready").padding().glassEffect(.regular.interactive())
                """, note: "static content is interactive-on-static's", project: ExampleProjects.macOS26),
        ]
    )

    public init(options: RuleOptions) {}

    public func check(_ file: SyntaxFile) -> [Violation] {
        guard file.availability.isKnown else { return [] }
        return file.chains.compactMap { chain -> Violation? in
            guard let glass = file.appliedGlass(in: chain).first(where: {
                $0.helper == nil && $0.facts.kind == .effect && $0.facts.isInteractive == true
            }),
                InteractiveOnStatic.staticBase(of: chain, tappableViews: [], in: file) == nil,
                Set(file.availability.at(glass.modifier.call).platforms.keys) == [.macOS]
            else { return nil }
            return Violation(
                at: glass.modifier.nameToken, through: glass.modifier.call,
                message: "interactive glass has no press response on macOS, the only platform this code builds for",
                fix: "drop .interactive(); give the control a style or hover state"
            )
        }
    }
}
