import Foundation
import Testing
import PushlocTestSupport

/// `pushloc payloads --max-bytes`: a limit that leaves a text nothing but `…` is an error (exit 1)
/// naming the template, the language and the texts; a limit that leaves readable text is a warning.
@Suite struct PayloadsEllipsisTests {
    static let template = "templates/notifications/game_invite.json"

    @Test func aTextCutDownToAnEllipsisExitsOne() throws {
        let result = try PushlocProcess.run(["payloads", Self.template, "--locale", "en", "--max-bytes", "150"], in: Repository.root)
        let output = String(decoding: result.standardOutput, as: UTF8.self)
        #expect(result.status == 1, "\(output)\(result.standardError)")
        #expect(output.contains(#""rule":"payload-too-large","severity":"error","file":"templates/notifications/game_invite.json""#))
        #expect(output.contains(#""language":"en""#))
        #expect(output.contains(#"The en payload is 220 bytes and cannot fit 150 with readable text: its subtitle and body would be cut down to \"…\""#))
    }

    @Test func aShortenedButReadableTextExitsZero() throws {
        let result = try PushlocProcess.run(["payloads", Self.template, "--locale", "en", "--max-bytes", "200"], in: Repository.root)
        let output = String(decoding: result.standardOutput, as: UTF8.self)
        #expect(result.status == 0, "\(output)\(result.standardError)")
        #expect(output.contains(#""truncated":true"#) && output.contains(#""rule":"payload-truncated","severity":"warning""#))
    }
}
