import Foundation
import PushlocTestSupport
import Testing

/// `pushloc payloads --priority/--expiration/--collapse-id` set the manifest's headers, and headers APNs
/// rejects are errors that fail the run.
@Suite struct PayloadHeaderOptionsTests {
    private func run(_ options: [String]) throws -> (status: Int32, headers: [String: String], rules: [String]) {
        let folder = try TemporaryFolder()
        try folder.write("en.lproj/Localizable.strings", "\"new\" = \"New message\";\n")
        try folder.write("push.json", #"{"aps":{"alert":{"loc-key":"new"}}}"#)
        let result = try PushlocProcess.run(["payloads", "push.json", "--localizations", "."] + options, in: folder.root)
        let object = try #require(try JSONSerialization.jsonObject(with: result.standardOutput) as? [String: Any])
        let payload = try #require((object["payloads"] as? [[String: Any]])?.first)
        let headers = try #require(payload["headers"] as? [String: String])
        let rules = (object["diagnostics"] as? [[String: Any]] ?? []).compactMap { $0["rule"] as? String }
        return (result.status, headers, rules)
    }

    @Test func theOptionsSetTheHeaders() throws {
        let run = try run(["--topic", "com.example.app", "--priority", "5", "--expiration", "0", "--collapse-id", "order-42"])
        #expect(run.status == 0 && run.rules.isEmpty, "\(run.rules)")
        #expect(run.headers == [
            "apns-push-type": "alert", "apns-topic": "com.example.app", "apns-priority": "5", "apns-expiration": "0",
            "apns-collapse-id": "order-42",
        ])
    }

    @Test func headersAPNsRejectsFailTheRun() throws {
        let run = try run(["--priority", "7", "--expiration=-1", "--collapse-id", String(repeating: "x", count: 65), "--require-topic"])
        #expect(run.status == 1)
        #expect(Set(run.rules) == ["priority-invalid", "expiration-invalid", "collapse-id-too-long", "topic-missing"])
        // Without --require-topic, a missing topic is allowed (a certificate names the app).
        #expect(try self.run([]).rules.isEmpty)
    }
}
