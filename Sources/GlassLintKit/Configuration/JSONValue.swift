/// A decoded JSON value. The configuration is read through this instead of
/// `JSONSerialization` so that `true` and `1` stay distinct on every platform.
enum JSONValue: Decodable, Equatable {
    case null
    case bool(Bool)
    case int(Int)
    case double(Double)
    case string(String)
    case array([JSONValue])
    case object([String: JSONValue])

    init(from decoder: Decoder) throws {
        let container = try decoder.singleValueContainer()
        if container.decodeNil() {
            self = .null
        } else if let value = try? container.decode(Bool.self) {
            self = .bool(value)
        } else if let value = try? container.decode(Int.self) {
            self = .int(value)
        } else if let value = try? container.decode(Double.self) {
            self = .double(value)
        } else if let value = try? container.decode(String.self) {
            self = .string(value)
        } else if let value = try? container.decode([JSONValue].self) {
            self = .array(value)
        } else {
            self = .object(try container.decode([String: JSONValue].self))
        }
    }

    var stringList: [String]? {
        guard case .array(let items) = self else { return nil }
        let strings = items.compactMap { item -> String? in
            if case .string(let text) = item { return text }
            return nil
        }
        return strings.count == items.count ? strings : nil
    }
}
