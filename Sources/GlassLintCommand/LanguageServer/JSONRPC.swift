import Foundation

/// JSON-RPC 2.0 as the language server protocol uses it: requests carry an id and get one
/// response, notifications carry none and get nothing.
enum JSONRPC {
    /// A request id: the protocol allows a number or a string, and the response repeats it.
    enum RequestID: Codable, Hashable, Sendable {
        case number(Int)
        case string(String)

        init(from decoder: Decoder) throws {
            let container = try decoder.singleValueContainer()
            if let number = try? container.decode(Int.self) {
                self = .number(number)
            } else {
                self = .string(try container.decode(String.self))
            }
        }

        func encode(to encoder: Encoder) throws {
            var container = encoder.singleValueContainer()
            switch self {
            case .number(let number): try container.encode(number)
            case .string(let text): try container.encode(text)
            }
        }
    }

    /// What every incoming message is read as first: whether it is a request or a
    /// notification, and which method. Parameters are decoded later, by the method's type.
    struct Envelope: Decodable {
        var id: RequestID?
        var method: String?
    }

    /// The parameters of a message, decoded as the method's own type.
    struct Parameters<Value: Decodable>: Decodable {
        var params: Value
    }

    /// The error codes the server answers with.
    enum ErrorCode: Int, Encodable {
        case parseError = -32700
        case invalidRequest = -32600
        case methodNotFound = -32601
        case invalidParams = -32602
        case serverNotInitialized = -32002
    }

    struct ResponseError: Encodable {
        var code: ErrorCode
        var message: String
    }

    /// A response: `result` on success (present even when `null`), else `error`. The id is
    /// `null` when the request could not be read.
    struct Response<Result: Encodable>: Encodable {
        var id: RequestID?
        var outcome: Outcome

        enum Outcome {
            case result(Result)
            case error(ResponseError)
        }

        private enum CodingKeys: String, CodingKey {
            case jsonrpc, id, result, error
        }

        func encode(to encoder: Encoder) throws {
            var container = encoder.container(keyedBy: CodingKeys.self)
            try container.encode("2.0", forKey: .jsonrpc)
            try container.encode(id, forKey: .id)
            switch outcome {
            case .result(let result): try container.encode(result, forKey: .result)
            case .error(let error): try container.encode(error, forKey: .error)
            }
        }
    }

    /// A notification from the server to the client.
    struct Notification<Params: Encodable>: Encodable {
        var jsonrpc = "2.0"
        var method: String
        var params: Params
    }

    /// `null`, for results that have no value (`shutdown`).
    struct Null: Encodable {
        func encode(to encoder: Encoder) throws {
            var container = encoder.singleValueContainer()
            try container.encodeNil()
        }
    }
}
