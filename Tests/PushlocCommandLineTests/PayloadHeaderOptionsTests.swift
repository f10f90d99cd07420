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

/// Header values go into an HTTP/2 request as they are: one with a control character, a character
/// beyond ASCII, or a space at an end is a usage error (exit 2), shown escaped, and no payload is made.
@Suite struct PayloadHeaderValueTests {
    @Test(arguments: [
        ["--topic", "com.example\r\napns-id: 1"], ["--collapse-id", "a\r\nb"], ["--collapse-id", "a\u{7F}b"], ["--collapse-id", "caf\u{E9}"],
        ["--topic", " com.example"], ["--collapse-id", "a\u{2028}b"], ["--push-type", "alert\nx"], ["--channel-id", "dHJ1ZQ==\r\napns-id: 1"],
    ])
    func aHeaderValueThatIsNotVisibleASCIIIsAUsageError(_ option: [String]) throws {
        let folder = try TemporaryFolder()
        try folder.write("en.lproj/Localizable.strings", "\"new\" = \"New message\";\n")
        try folder.write("push.json", #"{"aps":{"alert":{"loc-key":"new"}}}"#)
        let run = try PushlocProcess.run(["payloads", "push.json", "--localizations", "."] + option, in: folder.root)
        #expect(run.status == 2, "\(run.standardError)")
        #expect(run.standardOutput.isEmpty)
        #expect(run.standardError.contains("visible ASCII"), "\(run.standardError)")
        // The value is shown escaped: the message is one line, and no CR reaches the terminal.
        #expect(!run.standardError.contains("\r") && !run.standardError.contains("\u{7F}") && !run.standardError.contains("\u{2028}"))
        #expect(run.standardError.split(separator: "\n").first?.contains(option[0]) == true, "\(run.standardError)")
    }

    @Test func spacesBetweenVisibleCharactersAreAllowed() throws {
        let folder = try TemporaryFolder()
        try folder.write("en.lproj/Localizable.strings", "\"new\" = \"New message\";\n")
        try folder.write("push.json", #"{"aps":{"alert":{"loc-key":"new"}}}"#)
        let run = try PushlocProcess.run(["payloads", "push.json", "--localizations", ".", "--collapse-id", "order 42"], in: folder.root)
        #expect(run.status == 0, "\(run.standardError)")
    }
}
