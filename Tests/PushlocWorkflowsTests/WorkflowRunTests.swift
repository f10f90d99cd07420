import Foundation
import Testing
import PushlocTestSupport
import PushlocWorkflows

/// Text a workflow printed, collected from both streams.
final class CollectedOutput: @unchecked Sendable {
    private let lock = NSLock()
    private var standardOutput = ""
    private var standardError = ""

    var output: WorkflowOutput {
        WorkflowOutput(
            write: { text in self.lock.withLock { self.standardOutput += text } },
            error: { text in self.lock.withLock { self.standardError += text } })
    }

    var written: String { lock.withLock { standardOutput } }
    var errors: String { lock.withLock { standardError } }
}

/// The workflows as the command line calls them: a request in, text and a status out, problems as
/// `WorkflowError`s that name the option or file.
@Suite struct WorkflowRunTests {
    /// The message of the error `body` throws, or `nil` when it returns.
    static func message(_ body: () throws(WorkflowError) -> Int32) -> String? {
        do {
            _ = try body()
            return nil
        } catch {
            return error.message
        }
    }

    static func renderRequest(_ payload: String, locales: [String] = [], localizations: String? = nil, format: RenderWorkflow.Format = .text)
        -> RenderWorkflow.Request {
        RenderWorkflow.Request(
            payload: payload, localizations: localizations ?? DevtodevFixtures.root + "/Localizations", locales: locales,
            format: format, workingDirectory: DevtodevFixtures.root)
    }

    @Test func renderPrintsEachLanguageAndReturnsItsStatus() throws {
        let collected = CollectedOutput()
        let status = try RenderWorkflow.run(
            Self.renderRequest(DevtodevFixtures.root + "/templates/notifications/game_invite.json", locales: ["fr"]), output: collected.output)
        #expect(status == 0)
        #expect(collected.written.contains("fr"))
        #expect(collected.errors.isEmpty)
    }

    @Test func badInputIsAnErrorNamingItAndPrintsNothing() throws {
        let collected = CollectedOutput()
        let missing = DevtodevFixtures.root + "/no-such-template.json"
        let missingFile = Self.message { () throws(WorkflowError) in try RenderWorkflow.run(Self.renderRequest(missing), output: collected.output) }
        #expect(missingFile == "\(missing): cannot read the file")
        let template = DevtodevFixtures.root + "/templates/notifications/game_invite.json"
        let badLocale = Self.message { () throws(WorkflowError) in try RenderWorkflow.run(Self.renderRequest(template, locales: ["!!"]), output: collected.output) }
        #expect(badLocale == "--locale !!: not a language tag")
        let badFolder = Self.message { () throws(WorkflowError) in try RenderWorkflow.run(Self.renderRequest(template, localizations: "/no/such/folder"), output: collected.output) }
        #expect(badFolder == "/no/such/folder: no such directory")
        #expect(collected.written.isEmpty && collected.errors.isEmpty)
    }

    @Test func payloadsRejectsOptionsBeforeWritingAnything() throws {
        let temp = try TemporaryFolder()
        let out = temp.path("out")
        func request(pushType: String = "alert", maxBytes: Int? = nil) -> PayloadsWorkflow.Request {
            PayloadsWorkflow.Request(
                payload: DevtodevFixtures.root + "/templates/notifications/game_invite.json", localizations: DevtodevFixtures.root + "/Localizations",
                locales: [], pushType: pushType, topic: nil, maxBytes: maxBytes, out: out, workingDirectory: DevtodevFixtures.root)
        }
        let collected = CollectedOutput()
        let badType = Self.message { () throws(WorkflowError) in try PayloadsWorkflow.run(request(pushType: "bogus"), output: collected.output) }
        #expect(badType?.hasPrefix("--push-type bogus: expected one of alert, ") == true)
        let badSize = Self.message { () throws(WorkflowError) in try PayloadsWorkflow.run(request(maxBytes: 10), output: collected.output) }
        #expect(badSize == "--max-bytes 10: expected a size from 64 to 65536 bytes")
        #expect(!FileManager.default.fileExists(atPath: out))
        #expect(try PayloadsWorkflow.run(request(), output: collected.output) == 0)
        #expect(FileManager.default.fileExists(atPath: out + "/fr.json"))
    }

    @Test func buttonsOutNeedsTheStringsFormat() {
        let request = ButtonsWorkflow.Request(
            localizations: nil, templates: nil, locales: [], format: .json, out: "/tmp/never-written", workingDirectory: DevtodevFixtures.root)
        let error = Self.message { () throws(WorkflowError) in try ButtonsWorkflow.run(request, output: CollectedOutput().output) }
        #expect(error == "--out writes .strings files: use it with --format strings")
    }
}
