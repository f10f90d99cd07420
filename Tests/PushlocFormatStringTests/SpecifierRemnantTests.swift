import PushlocTestSupport
import Testing
@testable import PushlocFormatString

/// What is left of a specifier a translator mangled, found outside the deliberate specifiers.
@Suite struct SpecifierRemnantTests {
    @Test(arguments: [
        ("Supprimer%% @ ?", ["%% @"]),
        ("Supprimer %%@ ?", ["%%@"]),
        ("%1$ fichiers", ["%1$"]),
        ("Il reste %1$", ["%1$"]),
        ("restant @%", ["@%"]),
        ("Il reste $@ minutes", ["$@"]),
        ("％@を削除", ["％@"]),
        ("%I Selezionate", ["%I"]),
        ("%1$@ et % 2$@", ["% 2$@"]),
        // nextcloud talk-ios, uk: "%ld" lost its conversion.
        ("Ви та ще % учасників", ["%"]),
        ("та %вилучив", ["%"]),
        ("Il reste %", ["%"]),
    ])
    func remnantsAreFoundAndNamed(_ text: String, _ expected: [String]) {
        #expect(ParsedFormat(text).specifierRemnants.map(\.text) == expected)
    }

    @Test(arguments: [
        "%@ a commenté %2$@", "%1$@ commented on %2$@", "100%% sûr", "%d%% chargé", "%#@files@ de %@",
        "Prix : 5 $", "E-mail : nom@exemple.fr", "50 % de réduction", "%lld 件",
        // An object specifier with a space reads its argument as %@ does.
        "Il reste % @",
    ])
    func deliberateSpecifiersAndProseAreNoRemnants(_ text: String) {
        #expect(ParsedFormat(text).specifierRemnants.isEmpty, "\(text)")
    }

    /// Random strings of specifier pieces: every remnant is found where its text stands.
    @Test func remnantsOfRandomStringsStandWhereTheySay() {
        let pieces = ["%", "%%", "％", "@", "$", "1", "$@", " ", "%@", "%1$@", "%d", "%I", "é", "日", "{", "a", "%#@n@", "\u{1F600}"]
        var random = SeededGenerator(seed: 0x5EED)
        for _ in 0..<2_000 {
            let text = (0..<Int.random(in: 0...10, using: &random)).map { _ in pieces.randomElement(using: &random) ?? "" }.joined()
            let scalars = Array(text.unicodeScalars)
            for remnant in ParsedFormat(text).specifierRemnants {
                let length = remnant.text.unicodeScalars.count
                #expect(length > 0 && remnant.offset + length <= scalars.count, "\(text)")
                guard remnant.offset + length <= scalars.count else { continue }
                #expect(String(String.UnicodeScalarView(scalars[remnant.offset..<(remnant.offset + length)])) == remnant.text, "\(text)")
            }
        }
    }

    @Test func theOffsetIsInScalars() {
        #expect(ParsedFormat("é %% @").specifierRemnants.map(\.offset) == [2])
    }

    /// The shortcut that leaves most plural forms unparsed finds what the parse finds.
    @Test func firstRemnantAgreesWithTheParse() {
        var random = SeededGenerator(seed: 0x4E3A)
        let pieces = ["%", "%", "@", "d", "ld", "lld", "$", "1", "2", " ", "%%", "％", "٪", "\u{00A0}", "x", "é", "I", "#@n@", "%1$@", "%@", "%d"]
        for _ in 0..<20_000 {
            let length = Int(random.next() % 8)
            let source = (0..<length).map { _ in pieces[Int(random.next() % UInt64(pieces.count))] }.joined()
            #expect(SpecifierRemnant.first(in: source) == ParsedFormat(source).specifierRemnants.first, "\(source)")
        }
    }
}
