@_spi(RuleValues) import PushlocDiagnostics
import Testing

/// A finding printed with `"\(diagnostic)"` reads as a compiler's line, which Xcode and CI parse.
@Suite struct DiagnosticDescriptionTests {
    @Test func aLocatedFindingReadsAsACompilerLine() {
        let finding = Diagnostic(
            rule: "argument-extra", severity: .error, message: "'K' reads 2 arguments",
            location: SourceLocation(file: "fr.lproj/Localizable.strings", line: 3, column: 7))
        #expect("\(finding)" == "fr.lproj/Localizable.strings:3:7: error: 'K' reads 2 arguments [argument-extra]")
    }

    @Test func aFindingInAJSONDocumentWithoutAPlaceNamesItsPath() {
        let finding = Diagnostic(rule: "badge-invalid", severity: .warning, message: "badge is -1", jsonPath: "aps.badge")
        #expect(finding.description == "aps.badge: warning: badge is -1 [badge-invalid]")
        #expect(Diagnostic(rule: "r", severity: .note, message: "m").description == "note: m [r]")
    }

    @Test func controlCharactersOfKeysAndValuesAreEscaped() {
        let finding = Diagnostic(rule: "empty-value", severity: .warning, message: "'a\nb\u{1B}[31m' is empty",
                                 location: SourceLocation(file: "x\r.strings", line: 1, column: 1))
        #expect(!finding.description.unicodeScalars.contains { $0.value < 0x20 || $0.value == 0x7F })
    }
}

/// Each defect once: what payloads, devtodev and render fold before the configuration's passes.
@Suite struct OneFindingPerDefectTests {
    private func finding(_ rule: String, language: String?, path: String?, column: Int = 1, message: String = "m") -> Diagnostic {
        Diagnostic(rule: rule, severity: .warning, message: message, location: SourceLocation(file: "push.json", line: 1, column: column),
                   language: language, jsonPath: path)
    }

    @Test func aLanguagesCopyOfATemplateFindingIsLeftOut() {
        let template = finding("alert-body-and-loc-key", language: nil, path: "aps.alert.loc-key", column: 43)
        let perLocale = finding("alert-body-and-loc-key", language: "en", path: "aps.alert.loc-key", column: 54, message: "other words")
        let other = finding("loc-args-arity", language: "fr", path: "aps.alert.loc-key")
        #expect(OneFindingPerDefect.merged([template, perLocale, other]) == [template, other])
    }

    @Test func exactRepeatsAreReportedOnceAndOrderIsKept() {
        let fr = finding("loc-args-arity", language: "fr", path: "payload.loc-key")
        let de = finding("loc-args-arity", language: "de", path: "payload.loc-key")
        #expect(OneFindingPerDefect.merged([fr, de, fr, de]) == [fr, de])
    }

    @Test func aFindingAtAnotherPathOrOfAnotherRuleStays() {
        let template = finding("alert-body-and-loc-key", language: nil, path: "aps.alert.loc-key")
        let elsewhere = finding("alert-body-and-loc-key", language: "en", path: "aps.alert.title-loc-key")
        let otherRule = finding("payload-too-large", language: "en", path: "aps.alert.loc-key")
        #expect(OneFindingPerDefect.removingCovered([elsewhere, otherRule], by: [template]) == [elsewhere, otherRule])
    }
}
