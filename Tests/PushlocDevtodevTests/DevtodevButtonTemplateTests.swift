@testable import PushlocDevtodev
import PushlocJSON
import PushlocCatalog
import PushlocDiagnostics
import Foundation
import PushlocTestSupport
import Testing
@testable import PushlocPayloads

@Suite struct DevtodevButtonTemplateTests {
    static let good = """
    {
      "id": "dtd_x.open",
      "name": "X",
      "description": "Test.",
      "buttons": [
        {"id": "x", "label": "X", "opensApp": true}
      ]
    }
    """

    private func summaries(_ text: String, path: String = "dtd_x.open.json") -> [String] {
        ButtonTemplateLoader.parse(Array(text.utf8), path: path).diagnostics.map(\.summary)
    }

    @Test func readsAGoodFile() throws {
        let (template, diagnostics) = ButtonTemplateLoader.parse(Array(Self.good.utf8), path: "dtd_x.open.json")
        #expect(diagnostics.isEmpty)
        #expect(template == ButtonTemplate(id: "dtd_x.open", name: "X", description: "Test.",
                                           buttons: [ButtonTemplateButton(id: "x", label: "X", opensApp: true)]))
    }

    @Test func theJSONFormReadsBack() throws {
        let template = try #require(EmbeddedButtonData.templates.first)
        let bytes = JSONWriter.serialize(template.json)
        let (read, diagnostics) = ButtonTemplateLoader.parse(bytes, path: "\(template.id).json")
        #expect(diagnostics.isEmpty)
        #expect(read == template)
    }

    @Test func syntaxErrorHasLineAndColumn() {
        let text = "{\n  \"id\": \"dtd_x.open\",\n  \"name\": \"X\"\n  \"description\": \"d\"\n}"
        let result = ButtonTemplateLoader.parse(Array(text.utf8), path: "dtd_x.open.json")
        #expect(result.template == nil)
        #expect(result.diagnostics.map(\.summary) == ["syntax error - 4:3"])
    }

    @Test(arguments: [
        ("not an object", "[]", ["button-template-invalid error  1:1"]),
        ("missing id and buttons", "{\n \"name\": \"X\",\n \"description\": \"d\"}",
         ["button-template-invalid error  1:1", "button-template-invalid error  1:1"]),
        ("empty name", #"{"id": "dtd_x.open", "name": "", "description": "d", "buttons": [{"id": "x", "label": "X", "opensApp": true}]}"#,
         ["button-template-invalid error name 1:30"]),
        ("buttons empty", #"{"id": "dtd_x.open", "name": "X", "description": "d", "buttons": []}"#,
         ["button-template-invalid error buttons 1:66"]),
        ("button not an object", #"{"id": "dtd_x.open", "name": "X", "description": "d", "buttons": ["x"]}"#,
         ["button-template-invalid error buttons[0] 1:67"]),
        ("opensApp not a Boolean", "{\"id\": \"dtd_x.open\", \"name\": \"X\", \"description\": \"d\", \"buttons\": [\n  {\"id\": \"x\", \"label\": \"X\", \"opensApp\": \"yes\"}]}",
         ["button-template-invalid error buttons[0].opensApp 2:41"]),
        ("opensApp missing", "{\"id\": \"dtd_x.open\", \"name\": \"X\", \"description\": \"d\", \"buttons\": [\n  {\"id\": \"x\", \"label\": \"X\"}]}",
         ["button-template-invalid error buttons[0] 2:3"]),
        ("label not a string", "{\"id\": \"dtd_x.open\", \"name\": \"X\", \"description\": \"d\", \"buttons\": [\n  {\"id\": \"x\", \"label\": 1, \"opensApp\": true}]}",
         ["button-template-invalid error buttons[0].label 2:24"]),
        ("button id twice", "{\"id\": \"dtd_x.open\", \"name\": \"X\", \"description\": \"d\", \"buttons\": [\n  {\"id\": \"x\", \"label\": \"X\", \"opensApp\": true},\n  {\"id\": \"x\", \"label\": \"Y\", \"opensApp\": false}]}",
         ["button-template-duplicate error buttons[1].id 3:10"]),
    ])
    func badFiles(_ name: String, _ text: String, _ expected: [String]) {
        let result = ButtonTemplateLoader.parse(Array(text.utf8), path: "dtd_x.open.json")
        #expect(result.template == nil, "\(name)")
        #expect(result.diagnostics.map(\.summary) == expected, "\(name)")
    }

    @Test func warnsAboutFileNameAndUnknownKeys() {
        let text = "{\"id\": \"dtd_x.open\", \"name\": \"X\", \"description\": \"d\", \"colour\": 1, \"buttons\": [\n  {\"id\": \"x\", \"label\": \"X\", \"opensApp\": true, \"icon\": \"i\"}]}"
        let result = ButtonTemplateLoader.parse(Array(text.utf8), path: "templates/devtodev/other.json")
        #expect(result.template?.id == "dtd_x.open")
        #expect(result.diagnostics.map(\.summary) == [
            "button-template-naming warning colour 1:55",
            "button-template-naming warning buttons[0].icon 2:47",
            "button-template-naming warning id 1:8",
        ])
    }

    @Test func duplicateTemplateIdsAcrossFiles() {
        let set = ButtonTemplateLoader.load(files: [(Array(Self.good.utf8), "a/dtd_x.open.json"), (Array(Self.good.utf8), "b/dtd_x.open.json")])
        #expect(set.templates.count == 1)
        #expect(set.diagnostics.map(\.summary) == ["button-template-duplicate error id 1:1"])
        #expect(set.diagnostics.first?.location?.file == "b/dtd_x.open.json")
    }

    @Test func badFileIsLeftOutAndTheOthersAreRead() {
        let set = ButtonTemplateLoader.load(files: [(Array("{".utf8), "bad.json"), (Array(Self.good.utf8), "dtd_x.open.json")])
        #expect(set.templates.map(\.id) == ["dtd_x.open"])
        #expect(set.diagnostics.map(\.rule) == ["syntax"])
    }

    @Test func loadsTheRepositoryFolderLikeTheEmbeddedCopy() throws {
        let folder = DevtodevRepository.root.appendingPathComponent("templates/devtodev").path
        let set = try ButtonTemplateLoader.load(folder: folder, workingDirectory: DevtodevRepository.root.path)
        #expect(set.diagnostics.isEmpty)
        #expect(set.templates.count == 21)
        #expect(set.templates == EmbeddedButtonData.templates)
        #expect(set.template(id: "dtd_like.open_dislike.dismiss")?.buttons.map(\.opensApp) == [true, false])
    }

    @Test func missingFolderThrows() {
        #expect(throws: BundleLoadError.pathNotFound("/nonexistent/devtodev")) {
            try ButtonTemplateLoader.load(folder: "/nonexistent/devtodev")
        }
    }

    /// The 21 templates of devtodev's reference table, with which button opens the app.
    @Test func embeddedTemplatesMatchTheReferenceTable() {
        let expected: [String: [(String, Bool)]] = [
            "dtd_yes.open_no.dismiss": [("yes", true), ("no", false)],
            "dtd_yes.dismiss_no.dismiss": [("yes", false), ("no", false)],
            "dtd_accept.open_decline.dismiss": [("accept", true), ("decline", false)],
            "dtd_accept.dismiss_decline.dismiss": [("accept", false), ("decline", false)],
            "dtd_shop_now.open": [("shop_now", true)],
            "dtd_buy_now.open": [("buy_now", true)],
            "dtd_more_info.open": [("more_info", true)],
            "dtd_download.open": [("download", true)],
            "dtd_share.open": [("share", true)],
            "dtd_download.open_share.open": [("download", true), ("share", true)],
            "dtd_shop_now.open_share.open": [("shop_now", true), ("share", true)],
            "dtd_buy_now.open_share.open": [("buy_now", true), ("share", true)],
            "dtd_like.open_dislike.open": [("like", true), ("dislike", true)],
            "dtd_like.open_dislike.dismiss": [("like", true), ("dislike", false)],
            "dtd_like.open": [("like", true)],
            "dtd_like.open_share.open": [("like", true), ("share", true)],
            "dtd_add.open": [("add", true)],
            "dtd_save.open": [("save", true)],
            "dtd_rate.open": [("rate", true)],
            "dtd_search.open": [("search", true)],
            "dtd_book.open": [("book", true)],
        ]
        #expect(EmbeddedButtonData.templates.count == expected.count)
        for template in EmbeddedButtonData.templates {
            let buttons = template.buttons.map { "\($0.id):\($0.opensApp)" }
            #expect(buttons == expected[template.id]?.map { "\($0.0):\($0.1)" }, "\(template.id)")
            // The id spells the buttons: dtd_<id>.<open|dismiss>_...
            let spelled = template.buttons.map { "\($0.id).\($0.opensApp ? "open" : "dismiss")" }.joined(separator: "_")
            #expect(template.id == "dtd_" + spelled)
        }
    }
}
