import Foundation

/// The checkout the tests run in, found from this file's place in it (Tests/Support).
public enum Repository {
    public static let root = URL(fileURLWithPath: #filePath)
        .deletingLastPathComponent().deletingLastPathComponent().deletingLastPathComponent()
}
