/// The tool's identity, as reports print it.
public enum GlassLint {
    public static let name = "glasslint"
    public static let version = "0.1.0"

    /// Which SwiftSyntax the tool was built with, as the manifest chose it: `--version` says.
    public static var swiftSyntax: String {
        #if SWIFT_SYNTAX_FROM_TOOLCHAIN
        "the toolchain's SwiftSyntax host libraries"
        #else
        "the swift-syntax package"
        #endif
    }
}
