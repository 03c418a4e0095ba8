import Foundation

/// Reads a property list in any of its three formats: XML and binary (Info.plist) and the
/// old text format of `project.pbxproj`. Foundation's reader parses them in-process; no
/// tool is run.
enum PropertyListFile {
    /// The top-level dictionary of the file, or why it could not be read.
    static func dictionary(at url: URL) -> Result<[String: Any], Unreadable> {
        guard let data = FileManager.default.contents(atPath: url.path) else {
            return .failure(Unreadable("cannot be read"))
        }
        let value: Any
        do {
            value = try PropertyListSerialization.propertyList(from: data, options: [], format: nil)
        } catch {
            return .failure(Unreadable("is not a readable property list (\(reason(error, data: data)))"))
        }
        guard let dictionary = value as? [String: Any] else {
            return .failure(Unreadable("is a property list whose top level is not a dictionary"))
        }
        return .success(dictionary)
    }

    /// Why a file could not be read, in a few words.
    struct Unreadable: Error, Equatable {
        let reason: String

        init(_ reason: String) {
            self.reason = reason
        }
    }

    /// The parser's own explanation. For text that looks like the old format (a pbxproj),
    /// the old-format parser's message names the line; the XML parser's does otherwise.
    private static func reason(_ error: Error, data: Data) -> String {
        let info = (error as NSError).userInfo
        let looksOldStyle = data.first.map { $0 == UInt8(ascii: "{") || $0 == UInt8(ascii: "/") } ?? false
        if looksOldStyle, let nested = info["kCFPropertyListOldStyleParsingError"] {
            if let text = (nested as? NSError)?.userInfo[NSDebugDescriptionErrorKey] as? String { return text }
            // Where the nested error stays a CoreFoundation object, its description quotes the message.
            let quoted = String(describing: nested).split(separator: "\"", omittingEmptySubsequences: false)
            if quoted.count >= 3 { return String(quoted[1]) }
        }
        return info[NSDebugDescriptionErrorKey] as? String ?? "unknown format"
    }
}
