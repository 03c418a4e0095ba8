/// Networking: endpoints, URLSession clients with async/await, DTOs, retries, streams.
extension FileBuilder {
    mutating func buildNetworking(_ role: NetworkingRole) {
        fileHeader(imports: rng.chance(30) ? ["Foundation", "OSLog"] : ["Foundation"])
        switch role {
        case .endpoint: endpointEnum(spec.typeName)
        case .client: clientActor(spec.typeName)
        case .dto: dtoStruct(spec.typeName)
        case .errors: apiErrorEnum(spec.typeName)
        case .uploader: uploader(spec.typeName)
        case .poller: updatesFeed(spec.typeName)
        case .mock: mockClient(spec.typeName)
        }
        fill([
            { $0.fetchingProtocol() },
            { $0.retryHelper() },
            { $0.apiErrorEnum($0.unique($0.f.entity + "RequestError", prefix: $0.f.entity)) },
            { $0.dtoStruct($0.unique($0.f.entity + "Payload", prefix: $0.f.entity)) },
            { $0.endpointEnum($0.unique($0.f.entity + "Route", prefix: $0.f.entity)) },
            { $0.requestExtension() },
            { $0.updatesFeed($0.unique($0.f.entity + "Poller", prefix: $0.f.entity)) },
            { $0.mockClient($0.unique("Preview" + $0.f.entity + "Client")) },
        ])
    }

    mutating func endpointEnum(_ name: String) {
        let base = "/v\(rng.int(in: 1...3))/\(f.pathSegment)"
        maybeDoc("every request the \(label(f.plural).lowercased()) screens make")
        w.lines("""
        enum \(name): Sendable {
            case list(page: Int, pageSize: Int)
            case detail(id: UUID)
            case create(body: Data)
            case update(id: UUID, body: Data)
            case delete(id: UUID)
            case search(query: String, limit: Int = \(rng.pick([20, 25, 50])))

            var path: String {
                switch self {
                case .list, .create:
                    return "\(base)"
                case let .detail(id), let .update(id, _), let .delete(id):
                    return "\(base)/\\(id.uuidString.lowercased())"
                case .search:
                    return "\(base)/search"
                }
            }

            var method: String {
                switch self {
                case .list, .detail, .search: "GET"
                case .create: "POST"
                case .update: "\(rng.pick(["PUT", "PATCH"]))"
                case .delete: "DELETE"
                }
            }

            var queryItems: [URLQueryItem] {
                switch self {
                case let .list(page, pageSize):
                    [URLQueryItem(name: "page", value: String(page)), URLQueryItem(name: "per_page", value: String(pageSize))]
                case let .search(query, limit):
                    [URLQueryItem(name: "q", value: query), URLQueryItem(name: "limit", value: String(limit))]
                default:
                    []
                }
            }

            func urlRequest(relativeTo baseURL: URL, token: String?) throws -> URLRequest {
                guard var components = URLComponents(url: baseURL.appendingPathComponent(path), resolvingAgainstBaseURL: false) else {
                    throw URLError(.badURL)
                }
                if !queryItems.isEmpty {
                    components.queryItems = queryItems
                }
                guard let url = components.url else { throw URLError(.badURL) }
                var request = URLRequest(url: url, timeoutInterval: \(rng.pick([15, 20, 30, 60])))
                request.httpMethod = method
                request.setValue("application/json", forHTTPHeaderField: "Accept")
                if let token {
                    request.setValue("Bearer \\(token)", forHTTPHeaderField: "Authorization")
                }
                switch self {
                case let .create(body), let .update(_, body):
                    request.httpBody = body
                    request.setValue("application/json", forHTTPHeaderField: "Content-Type")
                default:
                    break
                }
                return request
            }
        }
        """)
    }

    mutating func clientActor(_ name: String) {
        let endpoint = f.entity + "Endpoint"
        let logger = w.text.contains("import OSLog")
        maybeDoc("talks to the \(label(f.plural).lowercased()) API", percent: 80)
        w.open("actor \(name)")
        w.line("private let session: URLSession")
        w.line("private let baseURL: URL")
        w.line("private let tokenProvider: @Sendable () async throws -> String?")
        if logger { w.line("private let logger = Logger(subsystem: \"com.\(appName.lowercased()).app\", category: \"\(name)\")") }
        w.lines("""
        private let decoder: JSONDecoder = {
            let decoder = JSONDecoder()
            decoder.keyDecodingStrategy = .convertFromSnakeCase
            decoder.dateDecodingStrategy = .iso8601
            return decoder
        }()
        private let encoder: JSONEncoder = {
            let encoder = JSONEncoder()
            encoder.keyEncodingStrategy = .convertToSnakeCase
            encoder.dateEncodingStrategy = .iso8601
            return encoder
        }()

        init(
            baseURL: URL,
            session: URLSession = .shared,
            tokenProvider: @escaping @Sendable () async throws -> String? = { nil }
        ) {
            self.baseURL = baseURL
            self.session = session
            self.tokenProvider = tokenProvider
        }

        func \(f.lowerPlural)(page: Int = 1, pageSize: Int = \(rng.pick([20, 30, 50]))) async throws -> [\(f.entity)] {
            let data = try await send(.list(page: page, pageSize: pageSize))
            return try decoder.decode([\(f.entity)].self, from: data)
        }

        func \(f.lower)(id: UUID) async throws -> \(f.entity) {
            let data = try await send(.detail(id: id))
            return try decoder.decode(\(f.entity).self, from: data)
        }

        @discardableResult
        func save(_ item: \(f.entity), isNew: Bool) async throws -> \(f.entity) {
            let body = try encoder.encode(item)
            let data = try await send(isNew ? .create(body: body) : .update(id: item.id, body: body))
            return try decoder.decode(\(f.entity).self, from: data)
        }

        func delete(id: UUID) async throws {
            _ = try await send(.delete(id: id))
        }
        """)
        w.blank()
        w.open("private func send(_ endpoint: \(endpoint)) async throws -> Data")
        w.line("let request = try endpoint.urlRequest(relativeTo: baseURL, token: try await tokenProvider())")
        if logger { w.line("logger.debug(\"\\(request.httpMethod ?? \"GET\") \\(request.url?.absoluteString ?? \"\", privacy: .public)\")") }
        w.line("let (data, response) = try await session.data(for: request)")
        w.open("guard let http = response as? HTTPURLResponse else")
        w.line("throw URLError(.badServerResponse)")
        w.close()
        w.open("switch http.statusCode")
        w.line("case 200..<300:")
        w.line("    return data")
        w.line("case 401:")
        w.line("    throw URLError(.userAuthenticationRequired)")
        w.line("case 404:")
        w.line("    throw URLError(.fileDoesNotExist)")
        w.line("default:")
        if logger { w.line("    logger.error(\"Request failed with status \\(http.statusCode)\")") }
        w.line("    throw URLError(.badServerResponse)")
        w.close()
        w.close()
        w.close()
    }

    mutating func dtoStruct(_ name: String) {
        maybeDoc("the wire format; kept apart from the model so API changes stay here")
        w.open("struct \(name): Decodable, Sendable")
        w.line("let id: String")
        for p in f.properties {
            let wire: String
            switch p.kind {
            case .date: wire = "String"
            case .money: wire = "String"
            case .status: wire = "String"
            case .url: wire = "String?"
            case .identifier: wire = "String?"
            default: wire = p.type
            }
            w.line("let \(p.name): \(wire)\(p.kind == .tags ? "?" : "")")
        }
        w.blank()
        w.open("func toDomain(dateFormatter: ISO8601DateFormatter = ISO8601DateFormatter()) -> \(f.entity)?")
        w.line("guard let id = UUID(uuidString: id) else { return nil }")
        for p in f.properties where p.kind == .date {
            w.line("guard let \(p.name) = dateFormatter.date(from: \(p.name)) else { return nil }")
        }
        w.lines("return \(f.entity)(\n    id: id" + f.properties.map { p -> String in
            let value: String
            switch p.kind {
            case .money: value = "Decimal(string: \(p.name)) ?? 0"
            case .status: value = "\(f.statusType)(rawValue: \(p.name)) ?? .\(f.statuses[0])"
            case .url: value = "\(p.name).flatMap(URL.init(string:))"
            case .identifier: value = "\(p.name).flatMap(UUID.init(uuidString:))"
            case .tags: value = "\(p.name) ?? []"
            default: value = p.name
            }
            return ",\n    \(p.name): \(value)"
        }.joined() + "\n)")
        w.close()
        w.close()
    }

    mutating func apiErrorEnum(_ name: String) {
        w.lines("""
        enum \(name): Error, LocalizedError, Equatable {
            case offline
            case unauthorized
            case notFound(id: UUID)
            case server(status: Int, message: String?)
            case decoding(String)

            init(_ error: any Error) {
                if let urlError = error as? URLError {
                    switch urlError.code {
                    case .notConnectedToInternet, .networkConnectionLost, .timedOut:
                        self = .offline
                    case .userAuthenticationRequired:
                        self = .unauthorized
                    default:
                        self = .server(status: urlError.errorCode, message: urlError.localizedDescription)
                    }
                } else if let decodingError = error as? DecodingError {
                    self = .decoding(String(describing: decodingError))
                } else {
                    self = .server(status: -1, message: error.localizedDescription)
                }
            }

            var errorDescription: String? {
                switch self {
                case .offline:
                    "You appear to be offline. \(label(f.plural)) will refresh when the connection returns."
                case .unauthorized:
                    "Your session has expired. Sign in again to continue."
                case .notFound:
                    "This \(label(f.entity).lowercased()) was removed or is no longer shared with you."
                case let .server(status, message):
                    message ?? "The server returned an error (\\(status))."
                case .decoding:
                    "The response could not be read."
                }
            }

            var isRetryable: Bool {
                switch self {
                case .offline: true
                case let .server(status, _): status >= 500
                default: false
                }
            }
        }
        """)
    }

    mutating func uploader(_ name: String) {
        maybeDoc("uploads attachments in the background and reports progress")
        w.lines("""
        final class \(name): NSObject, URLSessionTaskDelegate, @unchecked Sendable {
            typealias ProgressHandler = @Sendable (Double) -> Void

            private let endpoint: URL
            private lazy var session = URLSession(configuration: .default, delegate: self, delegateQueue: nil)
            private var handlers: [Int: ProgressHandler] = [:]
            private let lock = NSLock()

            init(endpoint: URL) {
                self.endpoint = endpoint
            }

            func upload(fileAt fileURL: URL, for id: UUID, progress: @escaping ProgressHandler) async throws -> URL {
                var request = URLRequest(url: endpoint.appending(path: id.uuidString))
                request.httpMethod = "PUT"
                request.setValue(mimeType(for: fileURL), forHTTPHeaderField: "Content-Type")
                let (data, response) = try await session.upload(for: request, fromFile: fileURL)
                guard let http = response as? HTTPURLResponse, (200..<300).contains(http.statusCode) else {
                    throw URLError(.cannotCreateFile)
                }
                struct Uploaded: Decodable { let location: URL }
                return try JSONDecoder().decode(Uploaded.self, from: data).location
            }

            func urlSession(_ session: URLSession, task: URLSessionTask, didSendBodyData bytesSent: Int64, totalBytesSent: Int64, totalBytesExpectedToSend: Int64) {
                guard totalBytesExpectedToSend > 0 else { return }
                lock.lock()
                let handler = handlers[task.taskIdentifier]
                lock.unlock()
                handler?(Double(totalBytesSent) / Double(totalBytesExpectedToSend))
            }

            private func mimeType(for url: URL) -> String {
                switch url.pathExtension.lowercased() {
                case "jpg", "jpeg": "image/jpeg"
                case "png": "image/png"
                case "pdf": "application/pdf"
                case "mov": "video/quicktime"
                default: "application/octet-stream"
                }
            }
        }
        """)
    }

    mutating func updatesFeed(_ name: String) {
        let interval = rng.pick([15, 30, 60, 120])
        maybeDoc("polls for changes while a screen is visible")
        w.lines("""
        struct \(name): Sendable {
            let client: \(f.entity)APIClient
            var interval: Duration = .seconds(\(interval))

            func updates() -> AsyncThrowingStream<[\(f.entity)], any Error> {
                AsyncThrowingStream { continuation in
                    let task = Task {
                        var lastSeen: [UUID: Date] = [:]
                        while !Task.isCancelled {
                            do {
                                let items = try await client.\(f.lowerPlural)()
                                let changed = items.filter { lastSeen[$0.id] != $0.\(f.dateProperty) }
                                if !changed.isEmpty {
                                    continuation.yield(changed)
                                }
                                for item in items {
                                    lastSeen[item.id] = item.\(f.dateProperty)
                                }
                            } catch is CancellationError {
                                break
                            } catch {
                                continuation.finish(throwing: error)
                                return
                            }
                            try? await Task.sleep(for: interval)
                        }
                        continuation.finish()
                    }
                    continuation.onTermination = { _ in task.cancel() }
                }
            }
        }
        """)
    }

    mutating func mockClient(_ name: String) {
        w.lines("""
        #if DEBUG
        /// Serves canned \(label(f.plural).lowercased()) to previews and UI tests.
        struct \(name): \(f.entity)Fetching {
            var items: [\(f.entity)] = \(f.entity).samples
            var delay: Duration = .milliseconds(\(rng.pick([150, 250, 400, 800])))
            var failure: (any Error)?

            func \(f.lowerPlural)(page: Int) async throws -> [\(f.entity)] {
                try await Task.sleep(for: delay)
                if let failure { throw failure }
                return page == 1 ? items : []
            }

            func \(f.lower)(id: UUID) async throws -> \(f.entity) {
                try await Task.sleep(for: delay)
                guard let match = items.first(where: { $0.id == id }) else {
                    throw URLError(.fileDoesNotExist)
                }
                return match
            }
        }
        #endif
        """)
    }

    mutating func fetchingProtocol() {
        let name = unique(f.entity + "Fetching", prefix: f.entity)
        w.lines("""
        protocol \(name): Sendable {
            func \(f.lowerPlural)(page: Int) async throws -> [\(f.entity)]
            func \(f.lower)(id: UUID) async throws -> \(f.entity)
        }

        extension \(name) {
            /// Fetches pages until the server returns an empty one or `limit` is reached.
            func all\(f.plural)(limit: Int = \(rng.pick([5, 10, 20]))) async throws -> [\(f.entity)] {
                var result: [\(f.entity)] = []
                for page in 1...limit {
                    let batch = try await \(f.lowerPlural)(page: page)
                    if batch.isEmpty { break }
                    result.append(contentsOf: batch)
                }
                return result
            }
        }
        """)
    }

    mutating func retryHelper() {
        let name = unique("withRetry")
        w.lines("""
        /// Retries transient failures with exponential back-off and a little jitter.
        func \(name)<T: Sendable>(
            attempts: Int = \(rng.pick([2, 3, 4])),
            initialDelay: Duration = .milliseconds(\(rng.pick([200, 300, 500]))),
            _ operation: @Sendable () async throws -> T
        ) async throws -> T {
            var delay = initialDelay
            for attempt in 1...max(1, attempts) {
                do {
                    return try await operation()
                } catch let error as URLError where attempt < attempts && [.timedOut, .networkConnectionLost].contains(error.code) {
                    try await Task.sleep(for: delay + .milliseconds(Int.random(in: 0...100)))
                    delay *= 2
                }
            }
            return try await operation()
        }
        """)
    }

    mutating func requestExtension() {
        let name = unique("with\(f.entity)Headers")
        w.lines("""
        extension URLRequest {
            /// Adds the headers every \(label(f.entity).lowercased()) request carries.
            func \(name)(locale: Locale = .current, appVersion: String) -> URLRequest {
                var copy = self
                copy.setValue(locale.identifier, forHTTPHeaderField: "Accept-Language")
                copy.setValue("\(appName)/\\(appVersion)", forHTTPHeaderField: "User-Agent")
                copy.setValue(UUID().uuidString, forHTTPHeaderField: "X-Request-ID")
                copy.cachePolicy = .\(rng.pick(["reloadIgnoringLocalCacheData", "returnCacheDataElseLoad", "useProtocolCachePolicy"]))
                return copy
            }
        }
        """)
    }
}
