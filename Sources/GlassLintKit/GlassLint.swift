/// The tool's identity, as reports print it.
public enum GlassLint {
    public static let name = "glasslint"
    public static let version = "0.1.0"
}
