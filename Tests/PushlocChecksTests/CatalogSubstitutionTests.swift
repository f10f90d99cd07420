import PushlocCatalog
import PushlocDiagnostics
import PushlocFormatString
import Foundation
import PushlocTestSupport
import Testing
@testable import PushlocChecks
@testable import PushlocReporters

/// A String Catalog's substitutions as the compiler writes them, per language, against the source's.
@Suite struct CatalogSubstitutionTests {
    private func check(_ catalog: String = LostSubstitutionCatalogFixture.catalog) throws -> CheckReport {
        let fixture = try TemporaryFolder()
        try fixture.write(LostSubstitutionCatalogFixture.path, catalog)
        let project = try BundleLoader.loadProject(paths: [fixture.path("App")], workingDirectory: fixture.root.path)
        return InMemoryCheck.check(project)
    }

    private func errors(_ report: CheckReport) -> [String] {
        report.diagnostics.filter { $0.severity == .error }.map { "\($0.rule) \($0.language ?? "-") \($0.key ?? "-")" }.sorted()
    }

    @Test func everyBrokenBindingIsOneErrorAndTheCorrectOnesAreClean() throws {
        let report = try check()
        #expect(errors(report) == [
            "type-mismatch es APPLES",
            "type-mismatch fr APPLES",
            "type-mismatch pl PEOPLE",
            "type-mismatch ru PEOPLE",
            "type-mismatch ru ROOM_MEMBERS",
        ], "\(report.diagnostics.map(TextFormat.line(for:)))")
        // No warning either: the reordered de and ja units, and pl's own four forms, are right.
        #expect(report.diagnostics.filter { $0.severity == .warning }.map(TextFormat.line(for:)) == [])
    }

    @Test func aLostSubstitutionNamesItsCause() throws {
        let report = try check()
        let pl = try #require(report.diagnostics.first { $0.language == "pl" && $0.key == "PEOPLE" })
        #expect(pl.message.hasPrefix("'PEOPLE' in pl lost the substitution 'people': the String Catalog compiler writes a unit without substitutions as a plain string, where CF reads %#@people@ as %@, so it reads argument 1 as an object where en passes a number (%lld)"))
        #expect(pl.message.contains("crash"))
        #expect(pl.message.hasSuffix("Add the substitution 'people' to pl as en has it (argNum 1, formatSpecifier lld, its plural forms)"))
        // The source's forms read the count with %lld, not %arg: still argument 2, never "en has 1 argument(s)".
        let room = try #require(report.diagnostics.first { $0.language == "ru" && $0.key == "ROOM_MEMBERS" })
        #expect(room.message.hasPrefix("'ROOM_MEMBERS' in ru lost the substitution 'n':"))
        #expect(room.message.contains("reads argument 2 as an object where en passes a number (%lld)"))
        #expect(!room.message.contains("argument(s)"))
    }

    @Test func aSubstitutionThatDisagreesWithTheSourceNamesTheField() throws {
        let report = try check()
        let fr = try #require(report.diagnostics.first { $0.language == "fr" && $0.key == "APPLES" })
        #expect(fr.message == "the substitution 'apples' of 'APPLES' in fr has argNum 1 where en's has 2: its forms' %arg read argument 1, an object in en, whose address the forms show as the count. Set its argNum to 2")
        let es = try #require(report.diagnostics.first { $0.language == "es" && $0.key == "APPLES" })
        #expect(es.message == "the substitution 'apples' of 'APPLES' in es reads argument 2 as %@ where en reads %lld: the app passes a number, which CF reads as an object: the app crashes. Set its formatSpecifier to lld as en has it")
        // At the substitution's `other` form.
        #expect(es.location?.file == LostSubstitutionCatalogFixture.path)
    }

    /// A reordered sentence keeps each variable at its argument: numbered (`%2$#@n@`), or by the
    /// substitution's `argNum`. A substitution without `argNum` that moves is bound by its place, and
    /// reads the name as the count.
    @Test func aReorderedVariableNeedsItsNumberOrItsArgNum() throws {
        let unnumbered = LostSubstitutionCatalogFixture.catalog.replacingOccurrences(of: "%2$#@apples@を%1$@が食べました", with: "%#@apples@を%@が食べました")
        #expect(try check(unnumbered).diagnostics.filter { $0.language == "ja" }.isEmpty)
        let withoutArgNum = unnumbered.replacingOccurrences(
            of: #""%#@apples@を%@が食べました" }, "substitutions" : { "apples" : { "argNum" : 2, "#,
            with: #""%#@apples@を%@が食べました" }, "substitutions" : { "apples" : { "#)
        let report = try check(withoutArgNum)
        let ja = try #require(report.diagnostics.first { $0.language == "ja" && $0.key == "APPLES" })
        #expect(ja.rule == "type-mismatch" && ja.severity == .error)
        #expect(ja.message.hasPrefix("the substitution 'apples' of 'APPLES' in ja is argument 1 of \"%#@apples@を%@が食べました\", where en passes the count as argument 2"))
        #expect(ja.message.hasSuffix("Number the arguments as en passes them: %2$#@apples@"))
    }

    /// The same reorder in a `.stringsdict`, where nothing but the place binds a variable.
    @Test func aReorderedStringsDictVariableNeedsItsNumber() throws {
        let fixture = try TemporaryFolder()
        func plural(_ format: String, _ other: String) -> String {
            RealAppFixture.plural(format: format, one: other, other: other)
        }
        try fixture.write("App/en.lproj/Localizable.stringsdict", plural("%@ ate %#@posts@", "%d apples"))
        try fixture.write("App/de.lproj/Localizable.stringsdict", plural("%2$#@posts@ aß %1$@", "%d Äpfel"))
        try fixture.write("App/nl.lproj/Localizable.stringsdict", plural("%#@posts@ at %@", "%d appels"))
        let project = try BundleLoader.loadProject(paths: [fixture.path("App")], workingDirectory: fixture.root.path)
        let report = InMemoryCheck.check(project)
        #expect(report.diagnostics.map { "\($0.rule) \($0.language ?? "-")" } == ["type-mismatch nl"], "\(report.diagnostics.map(TextFormat.line(for:)))")
        #expect(report.diagnostics.first?.message.hasPrefix("the plural variable 'posts' of 'posts' in nl is argument 1 of \"%#@posts@ at %@\"") == true)
    }

    /// Inside a variable, CF numbers a form's unnumbered specifiers from the variable's argument
    /// (`initialArgPosition` in `__CFStringAppendFormatCore`).
    @Test func aFormReadsFromItsVariablesArgument() {
        #expect(VariableForm.numbered("%lld members", from: 2) == "%2$lld members")
        #expect(VariableForm.numbered("%d of %d", from: 3) == "%3$d of %4$d")
        #expect(VariableForm.numbered("%1$@: %d", from: 2) == "%1$@: %2$d")
        #expect(VariableForm.numbered("%d files", from: 1) == "%d files")
        // Offsets count scalars: text that is not ASCII before, between and after the specifiers.
        #expect(VariableForm.numbered("é😀 %d ü %ld ñ", from: 2) == "é😀 %2$d ü %3$ld ñ")
        #expect(VariableForm.numbered("%%%d%%", from: 2) == "%%%2$d%%")
        #expect(VariableForm.numbered("%*d", from: 2) == "%*d")
        #expect(VariableForm.numbered("no specifier", from: 2) == "no specifier")
    }

    /// A value type reads as the specifier `%` + type does, asked once or again (kept answers).
    @Test func aValueTypeReadsAsItsSpecifier() {
        for _ in 0..<2 {
            for valueType in ["d", "ld", "lld", "lu", "@", "f", "x", "zu", "q", "", "%"] {
                let parsed = ParsedFormat("%" + valueType).specifiers.first?.type
                #expect(VariableForm.type(ofValueType: valueType) == (valueType.isEmpty ? nil : parsed), "\(valueType)")
            }
        }
        #expect(VariableForm.type(ofValueType: nil) == nil)
        #expect(StringsDictChecks.expand("%1$@ [%2$#@n@]", variables: [.init(name: "n", specTypeKey: nil, valueType: "lld", forms: ["other": "%lld members"])],
                                         category: nil) == "%1$@ [%2$lld members]")
    }

    /// On this machine's Foundation (corelibs), `%#@name@` outside a `.stringsdict` is one object
    /// conversion: it prints the object, and the name is gone (`__CFParseFormatSpec` reads the name as
    /// a configuration key, and there is no configuration). Given a number, it would dereference it.
    @Test func aVariableWithoutASubstitutionIsAnObjectConversion() {
        #expect(String(format: "%#@people@", "Ana" as NSString) == "Ana")
        #expect(String(format: "%1$@ [%2$#@n@]", "Room" as NSString, "7" as NSString) == "Room [7]")
    }
}
