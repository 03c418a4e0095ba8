import Foundation

/// The base protocol's framing of JSON-RPC messages over a byte stream: a header part of
/// `Name: value` lines ending in `\r\n`, a blank line, then exactly `Content-Length` bytes of
/// JSON. Bytes arrive in whatever pieces the pipe delivers, so the framer keeps what it has
/// not yet used and hands out whole messages only.
struct MessageFramer {
    enum FramingError: Error, Equatable, CustomStringConvertible {
        case missingContentLength(header: String)
        case invalidContentLength(String)
        case headerTooLong

        var description: String {
            switch self {
            case .missingContentLength(let header): "a message header without Content-Length: \(header)"
            case .invalidContentLength(let value): "an invalid Content-Length: \(value)"
            case .headerTooLong: "a message header longer than \(MessageFramer.maximumHeaderLength) bytes"
            }
        }
    }

    /// A header part longer than this is not a header: the stream is not LSP.
    static let maximumHeaderLength = 8192
    private static let headerEnd = Data("\r\n\r\n".utf8)

    private var buffer = Data()

    mutating func append(_ bytes: Data) {
        buffer.append(bytes)
    }

    /// The next whole message's content, or `nil` until more bytes arrive.
    mutating func nextMessage() throws -> Data? {
        guard let end = buffer.range(of: Self.headerEnd) else {
            if buffer.count > Self.maximumHeaderLength { throw FramingError.headerTooLong }
            return nil
        }
        let header = String(decoding: buffer[buffer.startIndex..<end.lowerBound], as: UTF8.self)
        let length = try Self.contentLength(in: header)
        guard buffer.distance(from: end.upperBound, to: buffer.endIndex) >= length else { return nil }
        let contentEnd = buffer.index(end.upperBound, offsetBy: length)
        let content = Data(buffer[end.upperBound..<contentEnd])
        buffer = Data(buffer[contentEnd...])
        return content
    }

    /// `Content-Length` from the header lines; the name is case-insensitive and other
    /// fields (`Content-Type`) are ignored.
    private static func contentLength(in header: String) throws -> Int {
        for line in header.split(separator: "\r\n") {
            let parts = line.split(separator: ":", maxSplits: 1)
            guard parts.count == 2, parts[0].trimmingCharacters(in: .whitespaces).lowercased() == "content-length" else { continue }
            let value = parts[1].trimmingCharacters(in: .whitespaces)
            guard let length = Int(value), length >= 0 else { throw FramingError.invalidContentLength(value) }
            return length
        }
        throw FramingError.missingContentLength(header: header)
    }

    /// One message's content with its header, ready to write.
    static func frame(_ content: Data) -> Data {
        Data("Content-Length: \(content.count)\r\n\r\n".utf8) + content
    }
}
