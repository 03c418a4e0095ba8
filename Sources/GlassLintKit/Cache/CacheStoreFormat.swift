import Foundation

/// The review cache's file: lines of tab-separated fields, so that a warm review splits
/// the file and decodes only the summaries and findings it uses, and a cold one writes
/// each file's results as they were encoded on the worker threads. Text fields escape
/// `%`, tab, line feed and carriage return; JSON fields hold none of them unescaped.
///
///     glasslint review cache 2
///     <store key>
///     <rounds digest> TAB <indexed path> TAB …
///     <path> TAB <size> TAB <hash> TAB <flags> TAB [+<skipped reason>] TAB [<summary JSON>] TAB [<project key>] TAB [<outcome JSON>]
enum CacheStoreFormat {
    static let header = "glasslint review cache 2"

    static func write(_ contents: ReviewCache.Contents) -> Data {
        var out = Data()
        func line(_ fields: [Data]) {
            for (position, field) in fields.enumerated() {
                if position > 0 { out.append(tab) }
                out.append(field)
            }
            out.append(newline)
        }
        line([Data(header.utf8)])
        line([text(contents.key)])
        line(contents.rounds.map { [text($0.digest)] + $0.indexed.map(text) } ?? [])
        for (path, file) in contents.files.sorted(by: { $0.key < $1.key }) {
            line([
                text(path), Data(String(file.content.size).utf8), Data(file.content.hash.utf8), Data(file.look.flags.utf8),
                file.look.skipped.map { text("+" + $0) } ?? Data(), file.summary ?? Data(),
                file.review.map { text($0.project) } ?? Data(), file.review?.outcome ?? Data(),
            ])
        }
        return out
    }

    /// The contents, or `nil` when the data is not a store of this format made under `key`.
    static func read(_ data: Data, key: String) -> ReviewCache.Contents? {
        var lines = data.split(separator: newline, omittingEmptySubsequences: false)[...]
        guard lines.count >= 3, string(lines.removeFirst()) == header, string(lines.removeFirst()) == key else { return nil }
        var contents = ReviewCache.Contents(key: key)
        let rounds = lines.removeFirst().split(separator: tab, omittingEmptySubsequences: false).map(string)
        if let digest = rounds.first, !digest.isEmpty {
            contents.rounds = ReviewCache.Rounds(digest: digest, indexed: Array(rounds.dropFirst()))
        }
        for line in lines where !line.isEmpty {
            let fields = line.split(separator: tab, omittingEmptySubsequences: false)
            guard fields.count == 8, let size = Int(string(fields[1])) else { return nil }
            let skipped = string(fields[4])
            guard let look = FileLook(flags: Substring(string(fields[3])), skipped: skipped.isEmpty ? nil : String(skipped.dropFirst()))
            else { return nil }
            let project = string(fields[6])
            contents.files[string(fields[0])] = CachedFile(
                content: ContentKey(size: size, hash: string(fields[2])), look: look,
                summary: fields[5].isEmpty ? nil : Data(fields[5]),
                review: project.isEmpty ? nil : CachedReview(project: project, encoded: Data(fields[7]))
            )
        }
        return contents
    }

    private static let tab = UInt8(ascii: "\t")
    private static let newline = UInt8(ascii: "\n")

    private static func text(_ value: String) -> Data {
        var escaped = ""
        for character in value.unicodeScalars {
            switch character {
            case "%": escaped += "%25"
            case "\t": escaped += "%09"
            case "\n": escaped += "%0A"
            case "\r": escaped += "%0D"
            default: escaped.unicodeScalars.append(character)
            }
        }
        return Data(escaped.utf8)
    }

    private static func string(_ field: Data) -> String {
        let raw = String(decoding: field, as: UTF8.self)
        guard raw.contains("%") else { return raw }
        return raw.replacingOccurrences(of: "%09", with: "\t").replacingOccurrences(of: "%0A", with: "\n")
            .replacingOccurrences(of: "%0D", with: "\r").replacingOccurrences(of: "%25", with: "%")
    }
}
