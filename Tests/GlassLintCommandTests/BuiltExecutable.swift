import Foundation

/// The `glasslint` executable `swift test` built: in the folder of the test bundle, or the
/// folder holding it. The tests that run it as a separate program share it.
enum BuiltExecutable {
    static var glasslint: URL? {
        let bundles = [Bundle.main] + Bundle.allBundles
        let folders = bundles.flatMap { [$0.bundleURL, $0.bundleURL.deletingLastPathComponent()] }
        return folders.map { $0.appendingPathComponent("glasslint") }
            .first { FileManager.default.isExecutableFile(atPath: $0.path) }
    }
}
