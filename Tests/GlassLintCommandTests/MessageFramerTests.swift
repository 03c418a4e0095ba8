import Foundation
import Testing
@testable import GlassLintCommand

struct MessageFramerTests {
    private func framed(_ json: String) -> Data {
        MessageFramer.frame(Data(json.utf8))
    }

    @Test func framesWithTheContentLengthInBytes() {
        let text = String(decoding: framed(#"{"a":"é"}"#), as: UTF8.self)
        #expect(text == "Content-Length: 10\r\n\r\n{\"a\":\"é\"}")
    }

    @Test func readsMessagesThatArriveByteByByte() throws {
        let stream = framed(#"{"id":1}"#) + framed(#"{"id":2}"#)
        var framer = MessageFramer()
        var messages: [String] = []
        for byte in stream {
            framer.append(Data([byte]))
            while let message = try framer.nextMessage() {
                messages.append(String(decoding: message, as: UTF8.self))
            }
        }
        #expect(messages == [#"{"id":1}"#, #"{"id":2}"#])
    }

    @Test func readsSeveralMessagesFromOnePiece() throws {
        var framer = MessageFramer()
        framer.append(framed("{}") + framed("[]") + Data("Content-Length: 4\r\n\r\nnu".utf8))
        #expect(try framer.nextMessage() == Data("{}".utf8))
        #expect(try framer.nextMessage() == Data("[]".utf8))
        #expect(try framer.nextMessage() == nil)
        framer.append(Data("ll".utf8))
        #expect(try framer.nextMessage() == Data("null".utf8))
    }

    @Test func acceptsOtherHeadersAndAnyCaseOfTheName() throws {
        var framer = MessageFramer()
        framer.append(Data("Content-Type: application/vscode-jsonrpc; charset=utf-8\r\ncontent-length:2\r\n\r\n{}".utf8))
        #expect(try framer.nextMessage() == Data("{}".utf8))
    }

    @Test func rejectsAHeaderWithoutALength() {
        var framer = MessageFramer()
        framer.append(Data("Content-Type: text\r\n\r\n{}".utf8))
        #expect(throws: MessageFramer.FramingError.missingContentLength(header: "Content-Type: text")) { try framer.nextMessage() }
    }

    @Test func rejectsALengthThatIsNotANumber() {
        var framer = MessageFramer()
        framer.append(Data("Content-Length: ten\r\n\r\n".utf8))
        #expect(throws: MessageFramer.FramingError.invalidContentLength("ten")) { try framer.nextMessage() }
    }

    @Test func rejectsAStreamThatNeverEndsItsHeader() {
        var framer = MessageFramer()
        framer.append(Data(repeating: UInt8(ascii: "x"), count: MessageFramer.maximumHeaderLength + 1))
        #expect(throws: MessageFramer.FramingError.headerTooLong) { try framer.nextMessage() }
    }
}
