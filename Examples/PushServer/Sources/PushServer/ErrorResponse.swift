import Foundation
import Hummingbird
import PushLocalization

/// An error answer: `{"error": "...", "findings": [{"rule": "...", "language": "...", "message": "..."}]}`.
enum ErrorResponse {
    struct Body: Encodable {
        struct Finding: Encodable {
            var rule: String
            var language: String?
            var key: String?
            var message: String
        }
        var error: String
        var findings: [Finding]
    }

    static func make(_ status: HTTPResponse.Status, _ message: String, findings: [PushDiagnostic] = []) -> Response {
        let body = Body(
            error: message,
            findings: findings.map { Body.Finding(rule: $0.rule, language: $0.language, key: $0.key, message: $0.message) })
        let encoder = JSONEncoder()
        encoder.outputFormatting = [.sortedKeys, .withoutEscapingSlashes]
        let bytes = (try? encoder.encode(body)).map(Array.init) ?? Array(#"{"error":"unencodable error"}"#.utf8)
        return Response(
            status: status, headers: [.contentType: "application/json"], body: ResponseBody(byteBuffer: ByteBuffer(bytes: bytes)))
    }
}
