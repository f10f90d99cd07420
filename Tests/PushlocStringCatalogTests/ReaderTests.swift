import Testing
import PushlocDiagnostics
import PushlocStringCatalog

@Suite struct ReaderTests {
    let document = Fixture.document

    @Test func readsTheRealisticCatalogWithoutFindings() {
        #expect(Fixture.bytes.count > 10_000)
        #expect(document.diagnostics.isEmpty)
        #expect(document.sourceLanguage == "en")
        #expect(document.version == "1.1")
        #expect(document.tableName == "Localizable")
        #expect(document.languages == ["de", "en", "ru", "fr", "ja"])
        #expect(document.entries?.map(\.key) == [
            "%@ ate %#@appleCount@ today!", "%lld unread messages", "ACCOUNT_DELETED", "BrandName", "FRIEND_INVITE",
            "GAME_PLAY_REQUEST_FORMAT", "Legacy title", "ORDER_SHIPPED", "PHOTOS_IN_ALBUMS", "WELCOME_MESSAGE",
        ])
    }

    @Test func keepsEntryMetadata() throws {
        let deleted = try #require(Fixture.entry("ACCOUNT_DELETED"))
        #expect(deleted.comment == "Shown after the user deletes the account.")
        #expect(deleted.extractionState == "manual")
        #expect(deleted.shouldTranslate == nil)
        #expect(deleted.localizations?.map(\.language) == ["de", "en", "fr", "ja", "ru"])
        #expect(deleted.localizations?.compactMap(\.unit.stringUnit?.state) == [.needsReview, .translated, .stale, .new, .translated])
        #expect(deleted.unit(for: "ja")?.stringUnit?.value == "")
        #expect(Fixture.entry("BrandName")?.shouldTranslate == false)
        #expect(Fixture.entry("GAME_PLAY_REQUEST_FORMAT")?.extractionState == "migrated")
        #expect(Fixture.entry("Legacy title")?.extractionState == "stale")
        #expect(Fixture.entry("%@ ate %#@appleCount@ today!")?.extractionState == "extracted_with_value")
        #expect(StringCatalogState(rawValue: "signed_off").isKnown == false)
        #expect(StringCatalogState.needsReview.isKnown)
    }

    @Test func listsPluralForms() throws {
        let unit = try #require(Fixture.entry("%lld unread messages")?.unit(for: "ru"))
        #expect(unit.forms.map(\.path) == ["plural.few", "plural.many", "plural.one", "plural.other"])
        let few = try #require(unit.forms.first)
        #expect(few.value == "%lld непрочитанных сообщения")
        #expect(few.state == .translated)
        #expect(few.location == SourceLocation(file: Fixture.path, line: 183, column: 29))
        #expect(few.hasEscapes == false)
        #expect(Fixture.entry("%lld unread messages")?.unit(for: "ja")?.forms.map(\.path) == ["plural.other"])
    }

    @Test func listsNestedDeviceAndPluralForms() throws {
        let entry = try #require(Fixture.entry("FRIEND_INVITE"))
        #expect(entry.unit(for: "en")?.forms.map(\.path) == ["device.ipad", "device.iphone", "device.mac", "device.other"])
        let ru = try #require(entry.unit(for: "ru"))
        #expect(ru.forms.map(\.path) == [
            "device.iphone.plural.few", "device.iphone.plural.many", "device.iphone.plural.one", "device.iphone.plural.other", "device.other",
        ])
        #expect(Fixture.place(ru.forms.first?.location) == "323:35")
        #expect(ru.variations?.device?.first?.unit.variations?.plural?.count == 4)
    }

    @Test func listsSubstitutionFormsWithAndWithoutArgNum() throws {
        let photos = try #require(Fixture.entry("PHOTOS_IN_ALBUMS")?.unit(for: "en"))
        #expect(photos.forms.map(\.path) == [
            "", "substitutions.albums.plural.one", "substitutions.albums.plural.other",
            "substitutions.photos.plural.one", "substitutions.photos.plural.other",
        ])
        #expect(photos.substitutions?.map(\.argNum) == [2, 1])
        #expect(photos.substitutions?.map(\.formatSpecifier) == ["lld", "lld"])
        #expect(Fixture.place(photos.forms[2].location) == "450:33")
        let apples = try #require(Fixture.entry("%@ ate %#@appleCount@ today!")?.unit(for: "ru"))
        #expect(apples.substitutions?.first?.argNum == nil)
        #expect(apples.substitutions?.first?.name == "appleCount")
        #expect(apples.forms.map(\.path) == [
            "", "substitutions.appleCount.plural.few", "substitutions.appleCount.plural.many",
            "substitutions.appleCount.plural.one", "substitutions.appleCount.plural.other",
        ])
    }

    @Test func locatesValuesAndTellsEscapes() throws {
        let game = try #require(Fixture.entry("GAME_PLAY_REQUEST_FORMAT")?.unit(for: "fr")?.stringUnit)
        #expect(game.value == "%1$@ et %2$@ vous invitent à jouer au \"Monopoly\"")
        #expect(Fixture.place(game.location) == "377:23")
        #expect(game.hasEscapes)
        let german = try #require(Fixture.entry("GAME_PLAY_REQUEST_FORMAT")?.unit(for: "de")?.stringUnit)
        #expect(german.hasEscapes == false)
        let welcome = try #require(Fixture.entry("WELCOME_MESSAGE")?.unit(for: "en")?.stringUnit)
        #expect(welcome.value == "Hello!\nLine \"two\"")
        #expect(Fixture.place(welcome.location) == "522:23")
        #expect(welcome.hasEscapes)
    }

    /// Without escapes, a scalar offset inside a value is an exact column: every value of the
    /// fixture that has none is found in its source line at `column + 1`.
    @Test func offsetsInValuesWithoutEscapesAreExactColumns() {
        let lines = String(decoding: Fixture.bytes, as: UTF8.self).split(separator: "\n", omittingEmptySubsequences: false)
        var checked = 0
        for entry in document.entries ?? [] {
            for localization in entry.localizations ?? [] {
                for form in localization.unit.forms where !form.hasEscapes {
                    let line = Array(lines[form.location.line - 1].unicodeScalars)
                    let start = form.location.column  // the scalar after the opening quote, 0-based
                    let found = String(String.UnicodeScalarView(line[start..<min(line.count, start + form.value.unicodeScalars.count)]))
                    #expect(found == form.value, "\(form.location)")
                    checked += 1
                }
            }
        }
        #expect(checked > 50)
    }

    @Test func sourceValueIsTheSourceUnitOrTheKey() throws {
        let shipped = try #require(Fixture.entry("ORDER_SHIPPED"))
        let source = document.sourceForms(of: shipped)
        #expect(source.map(\.value) == ["ORDER_SHIPPED"])
        #expect(source.first?.path == "")
        #expect(source.first?.location == SourceLocation(file: Fixture.path, line: 412, column: 5))
        #expect(source.first?.state == nil)
        let unread = try #require(Fixture.entry("%lld unread messages"))
        #expect(document.sourceForms(of: unread).map(\.value) == ["%lld unread message", "%lld unread messages"])
    }

    @Test func keepsUnknownFields() throws {
        #expect(document.extraFields.map(\.key) == ["x-generator"])
        #expect(Fixture.entry("GAME_PLAY_REQUEST_FORMAT")?.extraFields.first?.value == "anna")
        let welcome = try #require(Fixture.entry("WELCOME_MESSAGE")?.unit(for: "en")?.stringUnit)
        #expect(welcome.extraFields.map(\.key) == ["x-origin"])
    }

    @Test func readsVersionOnePointZeroAndMinimalCatalogs() throws {
        let minimal = StringCatalogReader.read(#"{"sourceLanguage":"fr","strings":{},"version":"1.0"}"#, path: "m.xcstrings")
        #expect(minimal.diagnostics.isEmpty)
        #expect(minimal.sourceLanguage == "fr")
        #expect(minimal.entries?.isEmpty == true)
        #expect(minimal.tableName == "m")
        let empty = StringCatalogReader.read(#"{"sourceLanguage":"en","strings":{"Calculator":{}},"version":"1.0"}"#, path: "e.xcstrings")
        #expect(empty.diagnostics.isEmpty)
        #expect(empty.entries?.first?.localizations == nil)
        let calculator = try #require(empty.entries?.first)
        #expect(empty.sourceForms(of: calculator).map(\.value) == ["Calculator"])
    }
}

@Suite struct LayoutIndependenceTests {
    private func formsSummary(_ document: StringCatalogDocument) -> [String] {
        (document.entries ?? []).flatMap { entry in
            (entry.localizations ?? []).flatMap { localization in
                localization.unit.forms.map { "\(entry.key)/\(localization.language)/\($0.path) \(Fixture.place($0.location)) \($0.hasEscapes)" }
            }
        }
    }

    @Test func crlfLineEndingsAndAByteOrderMarkKeepLocations() {
        var crlf: [UInt8] = [0xEF, 0xBB, 0xBF]
        for byte in Fixture.bytes {
            if byte == 0x0A { crlf.append(0x0D) }
            crlf.append(byte)
        }
        let document = StringCatalogReader.read(crlf, path: Fixture.path)
        #expect(document.diagnostics.map(\.rule) == ["json-bom"])
        #expect(formsSummary(document) == formsSummary(Fixture.document))
    }

    @Test func compactOneLineCatalogTellsEscapesPerValue() throws {
        let text = #"{"sourceLanguage":"en","version":"1.0","strings":{"A":{"localizations":{"en":{"stringUnit":{"state":"new","value":"a\/b"}},"fr":{"stringUnit":{"state":"new","value":"é"}}}},"B":{"localizations":{"en":{"stringUnit":{"state":"new","value":"x\u00e9"}}}}}}"#
        let document = StringCatalogReader.read(text, path: "c.xcstrings")
        #expect(formsSummary(document) == ["A/en/ 1:115 true", "A/fr/ 1:166 false", "B/en/ 1:238 true"])
        #expect(document.entries?.last?.unit(for: "en")?.stringUnit?.value == "xé")
    }
}
