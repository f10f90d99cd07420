import PushlocCatalog
import PushlocDiagnostics
import PushlocFormats
import Foundation
import PushlocPayloads
import PushlocRules
import PushlocTestSupport
import Testing
@testable import PushlocChecks
@testable import PushlocReporters

/// The check registry: every pass declares rules the rule registry knows, reports no other, and a
/// check asked for some rules runs only the passes that report them.
@Suite struct CheckRegistryTests {
    @Test func everyDeclaredRuleIsInTheRuleRegistry() {
        for pass in CheckRegistry.all {
            #expect(!pass.rules.isEmpty, "\(pass) declares no rule")
            for rule in pass.rules {
                #expect(RuleRegistry.rule(rule.id) == rule, "\(pass) declares '\(rule.id)', which RuleRegistry does not list")
            }
        }
        let passes = CheckRegistry.all.map(ObjectIdentifier.init)
        #expect(Set(passes).count == passes.count, "a pass is listed twice")
    }

    @Test func eachPassReportsOnlyTheRulesItDeclares() throws {
        let fixture = try BrokenProject()
        // What the parsers and the loader report: there with every selection of passes.
        let parsed = fixture.check(CheckPasses())
        #expect(parsed.contains { $0.rule == RuleDescription.syntax.id })
        for pass in CheckRegistry.all {
            var found = fixture.check(CheckPasses(only: pass))
            for finding in parsed {
                if let index = found.firstIndex(of: finding) { found.remove(at: index) }
            }
            let declared = Set(pass.rules.map(\.id))
            #expect(!found.isEmpty, "\(pass) found nothing in the broken fixture")
            let undeclared = found.filter { !declared.contains($0.rule) }
            #expect(undeclared.isEmpty, "\(pass) reports \(undeclared.map(TextFormat.line(for:)))")
        }
    }

    @Test func theRealAppFixtureGetsOnlyDeclaredRulesToo() throws {
        let app = try RealAppFixture()
        let project = try BundleLoader.loadProject(paths: [app.root], excludes: [GlobPattern("**/StringsConvertor/input")],
                                                    workingDirectory: app.root)
        let templates = NotificationTemplateLoader.Result(templates: [], diagnostics: [])
        let parsed = BrokenProject.check(project, templates: templates, passes: CheckPasses())
        for pass in CheckRegistry.all {
            let found = BrokenProject.check(project, templates: templates, passes: CheckPasses(only: pass)).filter { !parsed.contains($0) }
            let declared = Set(pass.rules.map(\.id))
            #expect(found.allSatisfy { declared.contains($0.rule) }, "\(pass): \(found.map(TextFormat.line(for:)))")
        }
    }

    @Test(arguments: [
        "empty-value", "literal-percent", "invalid-specifier", "type-mismatch", "argument-extra", "missing-key", "extra-key",
        "bidi-control", "placeholder-missing", "plural-missing-other", "plural-form-untranslated", "label-too-long", "label-format",
        "app-shortcut-application-name", "unknown-loc-key", "loc-key-not-found", "loc-args-arity", "push-specifier", "push-plural",
        "payload-too-large", "syntax",
    ])
    func onlySomeRulesFindWhatEveryRuleFindsOfThem(_ rule: String) throws {
        let fixture = try BrokenProject()
        let all = fixture.check(options: CheckOptions(payload: BrokenProject.payload))
        let only = fixture.check(options: CheckOptions(payload: BrokenProject.payload, enabledRules: [rule]))
        let wanted = all.filter { $0.rule == rule }
        #expect(!wanted.isEmpty, "the fixture has no \(rule) finding")
        #expect(only.filter { $0.rule == rule } == wanted)
    }

    @Test func onlyThePassesOfTheChosenRulesRun() {
        func names(_ passes: CheckPasses) -> Set<String> { Set(passes.all.map { "\($0)" }) }
        #expect(names(CheckRegistry.passes(for: ["bidi-control"])) == ["BidiControlChecks"])
        #expect(names(CheckRegistry.passes(for: ["label-format", "payload-truncated"])) == ["LabelFormatCheck", "PayloadSizeChecks"])
        #expect(names(CheckRegistry.passes(for: ["argument-extra"])) == ["StringsDictChecks", "CrossLanguageChecks", "DeviceFormChecks"])
        // The parsers' rules belong to no pass.
        #expect(CheckRegistry.passes(for: ["syntax"]).all.isEmpty)
        let every = names(CheckPasses(table: CheckRegistry.tableChecks, translation: CheckRegistry.translationChecks,
                                      bundle: CheckRegistry.bundleChecks, template: CheckRegistry.templateChecks))
        #expect(names(CheckRegistry.passes(for: nil)) == every)
        // A comment that suppresses nothing is known only once every pass has run.
        #expect(names(CheckRegistry.passes(for: ["unused-suppression", "bidi-control"])) == every)
    }

    @Test func aPassNotAskedForDoesNotRun() throws {
        let fixture = try BrokenProject()
        var check = BatchedCheck(uses: fixture.templates.uses, templates: fixture.templates.templates,
                                 options: CheckOptions(enabledRules: ["bidi-control"]), extra: [])
        check.add(fixture.project.bundles)
        let report = check.report()
        // The cross-language pass would report the missing and extra keys, and count the coverage.
        #expect(!report.diagnostics.contains { $0.rule == RuleDescription.missingKey.id || $0.rule == RuleDescription.extraKey.id })
        #expect(report.coverage.isEmpty)
        #expect(report.diagnostics.contains { $0.rule == RuleDescription.bidiControl.id })
    }

    @Test func aLooseFileGetsTheFormatChecksOnlyWhenTheirRulesAreAsked() throws {
        let folder = try TemporaryFolder()
        let file = try folder.write("Loose.strings", "\"A\" = \"\";\n\"B\" = \"%1$@ %@\";\n").path
        var documents: [TableDocument] = []
        func rules(_ enabled: Set<String>?) -> [String] {
            StandaloneFileChecks.check(files: [file], workingDirectory: folder.root.path, enabledRules: enabled, keeping: &documents)
                .map(\.rule).sorted()
        }
        #expect(rules(nil) == ["empty-value", "mixed-positional", "outside-lproj"])
        #expect(rules(["mixed-positional"]) == ["empty-value", "mixed-positional", "outside-lproj"])
        #expect(rules(["bidi-control"]) == ["outside-lproj"])
    }
}

/// A project with at least one finding of every check pass, and a syntax error.
private struct BrokenProject {
    static let payload = PayloadOptions.sizeOnly()

    let folder: TemporaryFolder
    let project: Project
    let templates: NotificationTemplateLoader.Result

    init() throws {
        folder = try TemporaryFolder()
        try folder.write("App/en.lproj/Localizable.strings", """
        "EMPTY" = "Something";
        "PERCENT" = "Not 100% sure";
        "COUNT" = "%d items";
        "BIDI" = "file";
        "HELLO" = "Hello {name}";
        "ONLY_EN" = "Only here";
        "BAD" = "Progress: %d";
        "WHO" = "%@ and %@";

        """)
        try folder.write("App/fr.lproj/Localizable.strings", """
        "EMPTY" = "";
        "PERCENT" = "Pas sûr à 100 %";
        "COUNT" = "%@ éléments";
        "BIDI" = "\u{202E}fdp.exe";
        "HELLO" = "Bonjour";
        "BAD" = "Progression : %d %5k";
        "WHO" = "%@, %@ et %@";
        "EXTRA" = "En trop";
        "BROKEN" = "x"

        """)
        try folder.write("App/en.lproj/Buttons.strings", "\"OK\" = \"A very long button label that is cut\";\n\"GO\" = \"Go %@\";\n")
        // fr keeps the English `zero` form of a plural it translates.
        let zero = "<key>zero</key><string>No files</string><key>one</key>"
        try folder.write("App/en.lproj/Localizable.stringsdict", RealAppFixture.plural(format: "%#@n@", one: "%d file", other: "%d files")
            .replacingOccurrences(of: "<key>one</key>", with: zero))
        try folder.write("App/fr.lproj/Localizable.stringsdict", RealAppFixture.plural(format: "%#@n@", one: "%d fichier", other: "%d fichiers")
            .replacingOccurrences(of: "<key>other</key>", with: "<key>many</key>").replacingOccurrences(of: "<key>one</key>", with: zero))
        try folder.write("Kit/Localizable.xcstrings", StringCatalogFixture.localizable)
        try folder.write("Shortcuts/AppShortcuts.xcstrings", """
        {
          "sourceLanguage" : "en",
          "strings" : {
            "Open ${applicationName}" : {
              "localizations" : {
                "de" : { "stringSet" : { "state" : "translated", "values" : [ "Öffnen" ] } }
              }
            }
          },
          "version" : "1.0"
        }
        """)
        let blob = String(repeating: "x", count: 4200)
        try folder.write("templates/notifications/invite.json", #"{"aps":{"alert":{"loc-key":"WHO","loc-args":["Ann"]}}}"#)
        try folder.write("templates/notifications/count.json",
                         #"{"aps":{"alert":{"loc-key":"COUNT","loc-args":["3"],"title-loc-key":"ONLY_EN"}}}"#)
        // A template sends PERCENT, so its prose '%' is formatted: a literal-percent finding.
        try folder.write("templates/notifications/percent.json", #"{"aps":{"alert":{"loc-key":"PERCENT"}}}"#)
        // A push to a plural entry: the phone never gets the count.
        try folder.write("templates/notifications/posts.json", #"{"aps":{"alert":{"loc-key":"posts","loc-args":["3"]}}}"#)
        try folder.write("templates/notifications/big.json", #"{"aps":{"alert":{"loc-key":"NOPE"}},"blob":"# + "\"\(blob)\"}")
        let root = folder.root.path
        project = try BundleLoader.loadProject(paths: [folder.path("App"), folder.path("Kit"), folder.path("Shortcuts")],
                                                workingDirectory: root)
        templates = NotificationTemplateLoader.load(folder: folder.path("templates"), workingDirectory: root)
    }

    /// The findings of `passes` (and the parsers').
    func check(_ passes: CheckPasses) -> [Diagnostic] {
        Self.check(project, templates: templates, passes: passes)
    }

    /// The findings of a check with `options`.
    func check(options: CheckOptions) -> [Diagnostic] {
        var check = BatchedCheck(uses: templates.uses, templates: templates.templates, options: options,
                                 extra: project.diagnostics + templates.diagnostics)
        check.add(project.bundles)
        return check.report().diagnostics
    }

    static func check(_ project: Project, templates: NotificationTemplateLoader.Result, passes: CheckPasses) -> [Diagnostic] {
        var check = BatchedCheck(uses: templates.uses, templates: templates.templates, options: CheckOptions(payload: payload),
                                 extra: project.diagnostics + templates.diagnostics, passes: passes)
        check.add(project.bundles)
        return check.report().diagnostics
    }
}

extension CheckPasses {
    /// `pass` alone.
    init(only pass: any CheckPass.Type) {
        self.init()
        if let pass = pass as? any TableCheck.Type { table = [pass] }
        if let pass = pass as? any TranslationCheck.Type { translation = [pass] }
        if let pass = pass as? any BundleCheck.Type { bundle = [pass] }
        if let pass = pass as? any TemplateCheck.Type { template = [pass] }
    }
}
