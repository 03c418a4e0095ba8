import Dispatch
import Foundation
import SwiftParser
import SwiftSyntax

/// The baseline: read and parse every file, nothing else. Each worker holds one tree at
/// a time, so memory stays bounded by the largest file, not by the corpus.
func runParse(directory: URL, jobs: Int) throws {
    var isDirectory: ObjCBool = false
    guard FileManager.default.fileExists(atPath: directory.path, isDirectory: &isDirectory), isDirectory.boolValue else {
        throw UsageError(message: "\(directory.path) is not a directory")
    }
    let start = DispatchTime.now().uptimeNanoseconds
    let paths = try swiftFiles(under: directory)
    let work = ParseWork(paths: paths)
    DispatchQueue.concurrentPerform(iterations: jobs) { _ in
        var files = 0, bytes = 0, withErrors: [String] = [], unreadable: [String] = []
        while let path = work.next() {
            guard let data = FileManager.default.contents(atPath: path) else {
                unreadable.append(path)
                continue
            }
            let tree = Parser.parse(source: String(decoding: data, as: UTF8.self))
            if tree.hasError { withErrors.append(path) }
            files += 1
            bytes += data.count
        }
        work.finish(files: files, bytes: bytes, withErrors: withErrors, unreadable: unreadable)
    }
    let seconds = Double(DispatchTime.now().uptimeNanoseconds - start) / 1e9
    let result = work.totals()

    print("files:         \(result.files)")
    print(String(format: "bytes:         %d (%.1f MB)", result.bytes, Double(result.bytes) / 1_000_000))
    print("syntax errors: \(result.withErrors.count) files")
    print("jobs:          \(jobs)")
    print(String(format: "seconds:       %.2f", seconds))
    for path in result.withErrors.sorted().prefix(10) {
        FileHandle.standardError.write(Data("syntax error in \(path)\n".utf8))
    }
    if !result.unreadable.isEmpty {
        throw ParseFailure(message: "could not read \(result.unreadable.count) files, first: \(result.unreadable.sorted()[0])")
    }
}

struct ParseFailure: Error, CustomStringConvertible {
    let message: String
    var description: String { message }
}

/// Every `.swift` file under `root`, sorted; hidden folders (.build, .git) are skipped.
func swiftFiles(under root: URL) throws -> [String] {
    guard let enumerator = FileManager.default.enumerator(
        at: root, includingPropertiesForKeys: [.isRegularFileKey], options: [.skipsHiddenFiles])
    else { throw ParseFailure(message: "cannot list \(root.path)") }
    var paths: [String] = []
    for case let url as URL in enumerator where url.pathExtension == "swift" {
        if (try? url.resourceValues(forKeys: [.isRegularFileKey]).isRegularFile) == true {
            paths.append(url.path)
        }
    }
    return paths.sorted()
}

/// Hands out files one at a time (big files do not pile up on one worker) and sums results.
final class ParseWork: @unchecked Sendable {
    private let lock = NSLock()
    private let paths: [String]
    private var nextIndex = 0
    private var files = 0
    private var bytes = 0
    private var withErrors: [String] = []
    private var unreadable: [String] = []

    init(paths: [String]) {
        self.paths = paths
    }

    func next() -> String? {
        lock.lock()
        defer { lock.unlock() }
        guard nextIndex < paths.count else { return nil }
        nextIndex += 1
        return paths[nextIndex - 1]
    }

    func finish(files: Int, bytes: Int, withErrors: [String], unreadable: [String]) {
        lock.lock()
        self.files += files
        self.bytes += bytes
        self.withErrors += withErrors
        self.unreadable += unreadable
        lock.unlock()
    }

    func totals() -> (files: Int, bytes: Int, withErrors: [String], unreadable: [String]) {
        lock.lock()
        defer { lock.unlock() }
        return (files, bytes, withErrors, unreadable)
    }
}
