import Foundation

/// Writes fixed files in place. A file is replaced whole or not at all (a temporary file
/// next to it, renamed over it), keeps its permissions, and is written only when it lies
/// inside the reviewed root, is not a symbolic link, sits under no link that leads out of
/// the root, and still holds the text that was fixed.
public struct FixedFileWriter: Sendable {
    /// The reviewed root with every symbolic link resolved.
    private let realRoot: String

    public init(root: URL) {
        realRoot = root.standardizedFileURL.resolvingSymlinksInPath().path
    }

    /// Writes one file of a fix run: creates a new helper file, or replaces a fixed one.
    public func write(_ file: FileFix) throws {
        if file.isNew {
            try create(file.file.url, with: file.fixed)
        } else {
            try replace(file.file.url, expected: file.original, with: file.fixed)
        }
    }

    /// Replaces `url`'s contents with `text`, provided the file still holds `expected`.
    public func replace(_ url: URL, expected: String, with text: String) throws {
        let path = url.standardizedFileURL.path
        let attributes: [FileAttributeKey: Any]
        do {
            attributes = try FileManager.default.attributesOfItem(atPath: path)
        } catch {
            throw GlassLintError("\(path): cannot be read any more; not written")
        }
        guard attributes[.type] as? FileAttributeType == .typeRegular else {
            throw GlassLintError("\(path): is not a regular file (a symbolic link?); not written")
        }
        try checkInsideRoot(url)
        guard FileManager.default.contents(atPath: path) == Data(expected.utf8) else {
            throw GlassLintError("\(path): changed while it was being fixed; not written")
        }
        let permissions = (attributes[.posixPermissions] as? NSNumber)?.intValue ?? 0o644
        try writeThenRename(Data(text.utf8), to: url, permissions: permissions)
    }

    /// Creates `url` with `text`; the file must not exist yet.
    public func create(_ url: URL, with text: String) throws {
        let path = url.standardizedFileURL.path
        guard (try? FileManager.default.attributesOfItem(atPath: path)) == nil else {
            throw GlassLintError("\(path): already exists; not written")
        }
        try checkInsideRoot(url.deletingLastPathComponent())
        try writeThenRename(Data(text.utf8), to: url, permissions: 0o644)
    }

    /// The real location of `url` (links resolved) must lie under the real root.
    private func checkInsideRoot(_ url: URL) throws {
        let real = url.standardizedFileURL.resolvingSymlinksInPath().path
        let rootPrefix = realRoot.hasSuffix("/") ? realRoot : realRoot + "/"
        guard real.hasPrefix(rootPrefix) || real == realRoot else {
            throw GlassLintError("\(url.path): lies outside the reviewed folder \(realRoot); not written")
        }
    }

    private func writeThenRename(_ data: Data, to url: URL, permissions: Int) throws {
        let folder = url.deletingLastPathComponent()
        let temporary = folder.appendingPathComponent(".\(url.lastPathComponent).glasslint-\(UUID().uuidString)")
        do {
            try data.write(to: temporary, options: .withoutOverwriting)
            try FileManager.default.setAttributes([.posixPermissions: NSNumber(value: permissions)], ofItemAtPath: temporary.path)
            let handle = try FileHandle(forWritingTo: temporary)
            try handle.synchronize()
            try handle.close()
        } catch {
            try? FileManager.default.removeItem(at: temporary)
            throw GlassLintError("\(url.path): cannot write a temporary file next to it (\(error.localizedDescription)); not written")
        }
        guard rename(temporary.path, url.path) == 0 else {
            let reason = String(cString: strerror(errno))
            try? FileManager.default.removeItem(at: temporary)
            throw GlassLintError("\(url.path): cannot be replaced (\(reason)); not written")
        }
    }
}
