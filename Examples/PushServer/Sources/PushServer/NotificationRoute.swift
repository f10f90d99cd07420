import Foundation
import HTTPTypes
import Hummingbird
import PushLocalization

/// `POST /notifications/{template}`: the request's languages, arguments and `aps` fields in, the
/// localized payload out.
///
/// - 200: the body is the payload's bytes, to send to APNs as they are; the response headers
///   `apns-push-type`, `apns-topic`, `apns-priority`, `apns-id` (and `apns-expiration`,
///   `apns-collapse-id` when asked for) are the request headers to send it with.
///   `pushloc-language` names the localization used, and `pushloc-truncated: true` says the text
///   was shortened to fit the size limit.
/// - 400: the body is not valid JSON (the error gives the line, column and byte where it stops
///   being JSON), nests deeper than 32 levels, or a field is invalid (a header value that is not
///   visible ASCII, an apns-id that is no UUID); 404: no such template; 413: the body is larger
///   than 64 KiB; 422: the payload must not be sent (the device would show `(null)` or a raw key,
///   or the payload cannot fit its limit with readable text). Errors are
///   `{"error": "...", "findings": [...]}`. Another method than POST is a 405 (``methodNotAllowed``).
struct NotificationRoute: Sendable {
    let producers: TemplateProducers
    let bundleID: String

    /// The largest request body read.
    static let maximumBodyBytes = 64 * 1024

    func respond(to request: Request, template name: String) async throws -> Response {
        guard let producer = producers.producer(named: name) else {
            return ErrorResponse.make(.notFound, "no template named \"\(name)\"; known: \(producers.names.joined(separator: ", "))")
        }
        let body = Array(try await request.body.collect(upTo: Self.maximumBodyBytes).readableBytesView)
        // The syntax is checked first: it says where the body stops being JSON, and refuses deep
        // nesting before the decoder recurses into it.
        if let failure = JSONSyntax.failure(in: body) {
            return ErrorResponse.make(.badRequest, "the body is not JSON: \(failure.description)")
        }
        let input: NotificationRequest
        do {
            input = try JSONDecoder().decode(NotificationRequest.self, from: Data(body))
        } catch let error as DecodingError {
            return ErrorResponse.make(.badRequest, "the body is not a notification request: \(Self.describe(error))")
        } catch {
            return ErrorResponse.make(.badRequest, "the body is not a notification request: \(error)")
        }
        // Header values are sent as they are: each must be one HTTP/2 can carry.
        for (name, value) in [("collapse-id", input.collapseID)] {
            guard let value, let problem = APNsHeaders.valueProblem(value) else { continue }
            return ErrorResponse.make(.badRequest, "\(name): \(problem)")
        }
        let languages = input.languages ?? request.headers[.acceptLanguage].map(AcceptLanguage.tags) ?? []
        guard !languages.isEmpty else {
            return ErrorResponse.make(.badRequest, "give the user's languages: \"languages\" in the body, or an Accept-Language header")
        }
        let extras: PayloadExtras
        do {
            extras = try makeExtras(input)
        } catch let error as FieldError {
            return ErrorResponse.make(.badRequest, error.message)
        } catch {
            return ErrorResponse.make(.badRequest, "\(error)")
        }
        var apnsID = APNsID.random()
        if let given = input.apnsID {
            guard let id = APNsID(given) else {
                return ErrorResponse.make(.badRequest, "apns-id \"\(given)\" is not a UUID in canonical form (8-4-4-4-12 hexadecimal digits)")
            }
            apnsID = id
        }
        let options = PayloadOptions(
            bundleID: bundleID, expiration: input.expiration, collapseID: input.collapseID, priority: input.priority, apnsID: apnsID)
        let problems = options.headers.validate()
        guard problems.isEmpty else {
            return ErrorResponse.make(.badRequest, problems.map(\.message).joined(separator: "; "))
        }
        let arguments = AlertArguments(title: input.arguments?.title, subtitle: input.arguments?.subtitle, body: input.arguments?.body)
        let payload = producer.payload(arguments: arguments, preferredLanguages: languages, options: options, extras: extras)
        let bytes: [UInt8]
        do {
            bytes = try payload.checkedBytes()
        } catch {
            return ErrorResponse.make(.unprocessableContent, "the \(name) payload for \(payload.locale) (\(payload.resolvedLanguage)) must not be sent", findings: error.errors)
        }
        var headers = HTTPFields()
        headers[.contentType] = "application/json"
        for field in payload.headers.fields {
            if let fieldName = HTTPField.Name(field.name) { headers[fieldName] = field.value }
        }
        if let language = HTTPField.Name("pushloc-language") { headers[language] = payload.resolvedLanguage }
        if payload.truncated, let truncated = HTTPField.Name("pushloc-truncated") { headers[truncated] = "true" }
        return Response(status: .ok, headers: headers, body: ResponseBody(byteBuffer: ByteBuffer(bytes: bytes)))
    }

    /// The answer to another method than POST on a notification route: 405, with `Allow: POST`.
    static func methodNotAllowed() -> Response {
        var response = ErrorResponse.make(.methodNotAllowed, "use POST: /notifications/{template} takes a JSON notification request")
        response.headers[.allow] = "POST"
        return response
    }

    /// What a decoding error says, with the field it is about (`arguments.body[1]`).
    static func describe(_ error: DecodingError) -> String {
        func path(_ codingPath: [any CodingKey]) -> String {
            var text = ""
            for key in codingPath {
                if let index = key.intValue {
                    text += "[\(index)]"
                } else {
                    text += (text.isEmpty ? "" : ".") + key.stringValue
                }
            }
            return text.isEmpty ? "the body" : text
        }
        switch error {
        case .typeMismatch(let type, let context):
            return "\(path(context.codingPath)): expected \(Self.kind(of: type))"
        case .valueNotFound(let type, let context):
            return "\(path(context.codingPath)): expected \(Self.kind(of: type)), found null"
        case .keyNotFound(let key, let context):
            return "\(path(context.codingPath + [key])) is missing"
        case .dataCorrupted(let context):
            return "\(path(context.codingPath)): \(context.debugDescription)"
        @unknown default:
            return "\(error)"
        }
    }

    /// A JSON kind for a Swift type a request field has.
    private static func kind(of type: Any.Type) -> String {
        switch type {
        case is String.Type: "a string"
        case is Int.Type: "an integer"
        case is Double.Type: "a number"
        case is Bool.Type: "true or false"
        case is [Any].Type: "an array"
        default: "an object"
        }
    }

    /// The request's `aps` fields and custom keys, checked.
    private func makeExtras(_ input: NotificationRequest) throws -> PayloadExtras {
        var level: APSInterruptionLevel?
        if let raw = input.aps?.interruptionLevel {
            guard let known = APSInterruptionLevel(rawValue: raw) else {
                throw FieldError(message: "interruption-level \"\(raw)\": expected one of \(APSInterruptionLevel.allCases.map(\.rawValue).joined(separator: ", "))")
            }
            level = known
        }
        do {
            return try PayloadExtras(
                badge: input.aps?.badge, sound: input.aps?.sound?.value, threadID: input.aps?.threadID, interruptionLevel: level,
                relevanceScore: input.aps?.relevanceScore, targetContentID: input.aps?.targetContentID, custom: input.custom ?? [:])
        } catch {
            throw FieldError(message: error.description)
        }
    }

    private struct FieldError: Error {
        let message: String
    }
}
