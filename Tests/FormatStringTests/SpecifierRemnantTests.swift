import Testing
@testable import FormatString

/// What is left of a specifier a translator mangled, found outside the deliberate specifiers.
@Suite struct SpecifierRemnantTests {
    @Test(arguments: [
        ("Supprimer%% @ ?", ["%% @"]),
        ("Supprimer %%@ ?", ["%%@"]),
        ("Il reste % @", ["% @"]),
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
    ])
    func deliberateSpecifiersAndProseAreNoRemnants(_ text: String) {
        #expect(ParsedFormat(text).specifierRemnants.isEmpty, "\(text)")
    }

    @Test func theOffsetIsInScalars() {
        #expect(ParsedFormat("é %% @").specifierRemnants.map(\.offset) == [2])
    }
}
