import PushlocCatalog
import PushlocDevtodev
import PushlocDiagnostics
import Foundation
import PushlocJSON
import PushLocalization
import PushlocTestSupport
import Testing

/// `(null)` and raw keys at run time: every rendered alert, payload and devtodev message that shows
/// one carries an error naming the language, the key and the argument, through the library and
/// through the command line (exit 1).
@Suite struct MissingTextTests {
    /// French reads a third argument of `B` and lacks `T`.
    static let files = [
        "L/en.lproj/Localizable.strings": "\"T\" = \"Invite\";\n\"B\" = \"%@ and %@ invite you\";\n",
        "L/fr.lproj/Localizable.strings": "\"B\" = \"%@ et %@ vous invitent avec %@\";\n",
    ]
    static let missingArgument = #"{"aps":{"alert":{"loc-key":"B","loc-args":["Jenna","Frank"]}}}"#
    static let missingKey = #"{"aps":{"alert":{"title-loc-key":"T","body":"Hi"}}}"#

    static func summary(_ diagnostics: [Diagnostic]) -> [String] {
        diagnostics.map { "\($0.rule) \($0.severity) \($0.language ?? "-") \($0.key ?? "-")" }
    }

    // MARK: Library

    @Test func aPayloadWithAMissingArgumentSaysSo() throws {
        let localizer = try RenderTests.localizer(Self.files)
        let producer = localizer.payloadProducer(for: try RenderTests.payload(Self.missingArgument))
        let options = PayloadOptions(bundleID: "com.example.app")
        let french = producer.payload(arguments: .templateSamples, preferredLanguages: ["fr"], options: options)
        #expect(french.text.body == "Jenna et Frank vous invitent avec (null)")
        #expect(Self.summary(french.missingText) == ["loc-args-arity error fr B"])
        #expect(french.missingText.first?.message.contains("argument 3") == true)
        // The request's own arguments decide: three are enough, one is not.
        let three = producer.payload(arguments: AlertArguments(body: ["A", "B", "C"]), preferredLanguages: ["fr"], options: options)
        #expect(three.missingText.isEmpty)
        let one = producer.payload(arguments: AlertArguments(body: ["A"]), preferredLanguages: ["en"], options: options)
        #expect(Self.summary(one.missingText) == ["loc-args-arity error en B"])
        #expect(producer.payload(arguments: .templateSamples, preferredLanguages: ["en"], options: options).missingText.isEmpty)
    }

    @Test func aPayloadWithAMissingKeySaysSo() throws {
        let localizer = try RenderTests.localizer(Self.files)
        let producer = localizer.payloadProducer(for: try RenderTests.payload(Self.missingKey))
        let french = producer.payload(arguments: .templateSamples, preferredLanguages: ["fr"], options: PayloadOptions(bundleID: "com.example.app"))
        #expect(french.text.title == "T")
        #expect(Self.summary(french.missingText) == ["loc-key-not-found error fr T"])
    }

    @Test func aRenderWithAMissingArgumentOrKeySaysSo() throws {
        let localizer = try RenderTests.localizer(Self.files)
        let argument = localizer.render(try RenderTests.payload(Self.missingArgument), preferredLanguages: ["fr"])
        #expect(argument.body == "Jenna et Frank vous invitent avec (null)")
        #expect(Self.summary(argument.diagnostics) == ["loc-args-arity error fr B"])
        let key = localizer.render(try RenderTests.payload(Self.missingKey), preferredLanguages: ["fr-CA"])
        #expect(key.title == "T")
        #expect(Self.summary(key.diagnostics) == ["loc-key-not-found error fr T"])
    }

    @Test func aDevtodevMessageWithAMissingArgumentOrKeySaysSo() throws {
        let catalog = try RenderTests.localizer(Self.files).catalog
        let message = try #require(DevtodevMessage(json: ["payload": ["title-loc-key": "T", "loc-key": "B", "loc-args": ["Jenna", "Frank"]]]))
        let french = DevtodevLocalizer.localize(message, catalog: catalog, locale: "fr")
        #expect(french.message == ["payload": ["title": "T", "text": "Jenna et Frank vous invitent avec (null)"]])
        #expect(Self.summary(french.diagnostics) == ["loc-key-not-found error fr T", "loc-args-arity error fr B"])
        #expect(DevtodevLocalizer.localize(message, catalog: catalog, locale: "en").diagnostics.isEmpty)
    }

    @Test func aStringWithAMissingArgumentSaysSo() throws {
        let localizer = try RenderTests.localizer(Self.files)
        let french = localizer.localizedString(key: "B", arguments: ["Jenna"], preferredLanguages: ["fr"])
        #expect(french.text == "Jenna et (null) vous invitent avec (null)")
        #expect(Self.summary(french.diagnostics) == ["loc-args-arity error fr B"])
        #expect(french.diagnostics.first?.message.contains("arguments 2 to 3") == true)
    }

    /// `arguments: []` fits both the string and the typed overload: it must compile, and take the string one.
    @Test func anEmptyArgumentListCompiles() throws {
        let localizer = try RenderTests.localizer(Self.files)
        let title = localizer.localizedString(key: "T", arguments: [], preferredLanguages: ["en"])
        #expect(title.text == "Invite" && title.diagnostics.isEmpty)
        let body = localizer.localizedString(key: "B", arguments: [], preferredLanguages: ["en"])
        #expect(body.text == "(null) and (null) invite you")
        #expect(Self.summary(body.diagnostics) == ["loc-args-arity error en B"])
    }

    /// de has no `Localizable` of its own: render, payloads and devtodev all show the development
    /// text, as the device does, and none of them reports a missing key.
    @Test func aLanguageWithoutACopyOfTheTableShowsTheDevelopmentText() throws {
        var files = Self.files
        files["L/de.lproj/InfoPlist.strings"] = "\"CFBundleName\" = \"Spiel\";\n"
        let localizer = try RenderTests.localizer(files)
        let payload = try RenderTests.payload(#"{"aps":{"alert":{"title-loc-key":"T","loc-key":"B","loc-args":["Jenna","Frank"]}}}"#)
        let alert = localizer.render(payload, preferredLanguages: ["de"])
        #expect(alert.resolved == "en" && alert.title == "Invite" && alert.body == "Jenna and Frank invite you")
        #expect(alert.diagnostics.isEmpty)
        let produced = localizer.payloadProducer(for: payload).payload(arguments: .templateSamples, preferredLanguages: ["de"], options: .sizeOnly())
        #expect(produced.resolvedLanguage == "en" && produced.text.title == "Invite" && produced.missingText.isEmpty)
        let message = try #require(DevtodevMessage(json: ["payload": ["title-loc-key": "T", "text": "Hi"]]))
        let devtodev = DevtodevLocalizer.localize(message, catalog: localizer.catalog, locale: "de")
        #expect(devtodev.language == "en" && devtodev.message == ["payload": ["title": "Invite", "text": "Hi"]])
        #expect(devtodev.diagnostics.isEmpty)
    }

    // MARK: Command line

    enum Case: String, CaseIterable, Sendable { case missingArgument, missingKey }

    @Test(arguments: ["render", "payloads", "devtodev"], Case.allCases)
    func theCommandLineExitsOneAndNamesTheProblem(command: String, problem: Case) throws {
        let pushloc = try #require(Self.executable(), "the pushloc executable is not built")
        let folder = try TemporaryFolder()
        for (path, text) in Self.files { try folder.write(path, text) }
        let template: String
        switch (command, problem) {
        case ("devtodev", .missingArgument): template = #"{"payload":{"loc-key":"B","loc-args":["Jenna","Frank"]}}"#
        case ("devtodev", .missingKey): template = #"{"payload":{"title-loc-key":"T","text":"Hi"}}"#
        case (_, .missingArgument): template = Self.missingArgument
        case (_, .missingKey): template = Self.missingKey
        }
        try folder.write("t.json", template)
        let process = Process()
        process.executableURL = pushloc
        process.currentDirectoryURL = folder.root
        process.arguments = [command, "t.json", "--localizations", "L", "--locale", "fr"] + (command == "render" ? ["--format", "json"] : [])
        let output = Pipe()
        process.standardOutput = output
        process.standardError = FileHandle.nullDevice
        try process.run()
        let data = output.fileHandleForReading.readDataToEndOfFile()
        process.waitUntilExit()
        #expect(process.terminationStatus == 1)
        let text = String(decoding: data, as: UTF8.self)
        switch problem {
        case .missingArgument:
            #expect(text.contains("(null)"))
            #expect(text.contains(#""rule":"loc-args-arity","severity":"error""#))
            #expect(text.contains(#"\"B\" in fr reads 3 argument(s)"#))
        case .missingKey:
            #expect(text.contains(#""rule":"loc-key-not-found","severity":"error""#))
            #expect(text.contains(#"\"T\" is not in the fr"#))
        }
    }

    /// The `pushloc` executable built beside the test bundle.
    static func executable() -> URL? {
        let candidates = [
            URL(fileURLWithPath: CommandLine.arguments[0]).deletingLastPathComponent(),
            URL(fileURLWithPath: #filePath).deletingLastPathComponent().deletingLastPathComponent().deletingLastPathComponent()
                .appendingPathComponent(".build/debug"),
        ]
        return candidates.map { $0.appendingPathComponent("pushloc") }.first { FileManager.default.isExecutableFile(atPath: $0.path) }
    }
}
