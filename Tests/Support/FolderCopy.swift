import Foundation

extension TemporaryDirectory {
    /// A temporary copy of `folder`, for tests that change files.
    public static func copy(of folder: URL) throws -> TemporaryDirectory {
        let copy = try TemporaryDirectory()
        try FileManager.default.removeItem(at: copy.url)
        try FileManager.default.copyItem(at: folder, to: copy.url)
        return copy
    }

    /// Every file below the folder, by relative path, with its bytes.
    public func snapshot() throws -> [String: Data] {
        let enumerator = FileManager.default.enumerator(at: url, includingPropertiesForKeys: [.isRegularFileKey])
        var files: [String: Data] = [:]
        for case let file as URL in enumerator?.allObjects ?? [] where (try file.resourceValues(forKeys: [.isRegularFileKey])).isRegularFile == true {
            files[String(file.standardizedFileURL.path.dropFirst(url.standardizedFileURL.path.count + 1))] = try Data(contentsOf: file)
        }
        return files
    }
}
