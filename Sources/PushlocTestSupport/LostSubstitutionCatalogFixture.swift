/// A String Catalog where two languages lost a substitution, as translation tools and hand edits
/// leave them: pl and ru keep `%#@people@` with no `substitutions`, and ru keeps `%1$@ [%2$#@n@]` (the
/// source's forms read the count with `%lld`, not `%arg`) with none either. Beside them, correct but
/// tricky units: de and ja reorder with `%2$#@…@`, pl keeps its own four forms; and two substitutions
/// that disagree with the source's: fr `APPLES` reads argument 1 (`argNum` 1, the name), es reads the
/// count as an object (`formatSpecifier` `@`).
public enum LostSubstitutionCatalogFixture {
    /// `App/Localizable.xcstrings`.
    public static let path = "App/Localizable.xcstrings"

    /// The catalog.
    public static let catalog = """
    {
      "sourceLanguage" : "en",
      "strings" : {
        "APPLES" : { "localizations" : {
          "en" : { "stringUnit" : { "state" : "translated", "value" : "%@ ate %#@apples@" }, "substitutions" : { "apples" : { "argNum" : 2, "formatSpecifier" : "lld", "variations" : { "plural" : {
            "one" : { "stringUnit" : { "state" : "translated", "value" : "%arg apple" } },
            "other" : { "stringUnit" : { "state" : "translated", "value" : "%arg apples" } } } } } } },
          "de" : { "stringUnit" : { "state" : "translated", "value" : "%@ aß %#@apples@" }, "substitutions" : { "apples" : { "argNum" : 2, "formatSpecifier" : "lld", "variations" : { "plural" : {
            "one" : { "stringUnit" : { "state" : "translated", "value" : "%arg Apfel" } },
            "other" : { "stringUnit" : { "state" : "translated", "value" : "%arg Äpfel" } } } } } } },
          "es" : { "stringUnit" : { "state" : "translated", "value" : "%@ comió %#@apples@" }, "substitutions" : { "apples" : { "argNum" : 2, "formatSpecifier" : "@", "variations" : { "plural" : {
            "one" : { "stringUnit" : { "state" : "translated", "value" : "%arg manzana" } },
            "other" : { "stringUnit" : { "state" : "translated", "value" : "%arg manzanas" } } } } } } },
          "fr" : { "stringUnit" : { "state" : "translated", "value" : "%@ a mangé %#@apples@" }, "substitutions" : { "apples" : { "argNum" : 1, "formatSpecifier" : "lld", "variations" : { "plural" : {
            "one" : { "stringUnit" : { "state" : "translated", "value" : "%arg pomme" } },
            "other" : { "stringUnit" : { "state" : "translated", "value" : "%arg pommes" } } } } } } },
          "ja" : { "stringUnit" : { "state" : "translated", "value" : "%2$#@apples@を%1$@が食べました" }, "substitutions" : { "apples" : { "argNum" : 2, "formatSpecifier" : "lld", "variations" : { "plural" : {
            "other" : { "stringUnit" : { "state" : "translated", "value" : "りんご%arg個" } } } } } } },
          "pl" : { "stringUnit" : { "state" : "translated", "value" : "%@ zjadł(a) %#@apples@" }, "substitutions" : { "apples" : { "argNum" : 2, "formatSpecifier" : "lld", "variations" : { "plural" : {
            "one" : { "stringUnit" : { "state" : "translated", "value" : "%arg jabłko" } },
            "few" : { "stringUnit" : { "state" : "translated", "value" : "%arg jabłka" } },
            "many" : { "stringUnit" : { "state" : "translated", "value" : "%arg jabłek" } },
            "other" : { "stringUnit" : { "state" : "translated", "value" : "%arg jabłka" } } } } } } },
          "ru" : { "stringUnit" : { "state" : "translated", "value" : "%@ съел(а) %#@apples@" }, "substitutions" : { "apples" : { "argNum" : 2, "formatSpecifier" : "lld", "variations" : { "plural" : {
            "one" : { "stringUnit" : { "state" : "translated", "value" : "%arg яблоко" } },
            "few" : { "stringUnit" : { "state" : "translated", "value" : "%arg яблока" } },
            "many" : { "stringUnit" : { "state" : "translated", "value" : "%arg яблок" } },
            "other" : { "stringUnit" : { "state" : "translated", "value" : "%arg яблока" } } } } } } }
        } },
        "PEOPLE" : { "localizations" : {
          "en" : { "stringUnit" : { "state" : "translated", "value" : "%#@people@" }, "substitutions" : { "people" : { "argNum" : 1, "formatSpecifier" : "lld", "variations" : { "plural" : {
            "one" : { "stringUnit" : { "state" : "translated", "value" : "%arg person" } },
            "other" : { "stringUnit" : { "state" : "translated", "value" : "%arg people" } } } } } } },
          "de" : { "stringUnit" : { "state" : "translated", "value" : "%#@people@" }, "substitutions" : { "people" : { "argNum" : 1, "formatSpecifier" : "lld", "variations" : { "plural" : {
            "one" : { "stringUnit" : { "state" : "translated", "value" : "%arg Person" } },
            "other" : { "stringUnit" : { "state" : "translated", "value" : "%arg Personen" } } } } } } },
          "es" : { "stringUnit" : { "state" : "translated", "value" : "%#@people@" }, "substitutions" : { "people" : { "argNum" : 1, "formatSpecifier" : "lld", "variations" : { "plural" : {
            "one" : { "stringUnit" : { "state" : "translated", "value" : "%arg persona" } },
            "other" : { "stringUnit" : { "state" : "translated", "value" : "%arg personas" } } } } } } },
          "fr" : { "stringUnit" : { "state" : "translated", "value" : "%#@people@" }, "substitutions" : { "people" : { "argNum" : 1, "formatSpecifier" : "lld", "variations" : { "plural" : {
            "one" : { "stringUnit" : { "state" : "translated", "value" : "%arg personne" } },
            "other" : { "stringUnit" : { "state" : "translated", "value" : "%arg personnes" } } } } } } },
          "ja" : { "stringUnit" : { "state" : "translated", "value" : "%#@people@" }, "substitutions" : { "people" : { "argNum" : 1, "formatSpecifier" : "lld", "variations" : { "plural" : {
            "other" : { "stringUnit" : { "state" : "translated", "value" : "%arg人" } } } } } } },
          "pl" : { "stringUnit" : { "state" : "translated", "value" : "%#@people@" } },
          "ru" : { "stringUnit" : { "state" : "translated", "value" : "%#@people@" } }
        } },
        "ROOM_MEMBERS" : { "localizations" : {
          "en" : { "stringUnit" : { "state" : "translated", "value" : "%1$@ [%2$#@n@]" }, "substitutions" : { "n" : { "argNum" : 2, "formatSpecifier" : "lld", "variations" : { "plural" : {
            "one" : { "stringUnit" : { "state" : "translated", "value" : "%lld member" } },
            "other" : { "stringUnit" : { "state" : "translated", "value" : "%lld members" } } } } } } },
          "de" : { "stringUnit" : { "state" : "translated", "value" : "%2$#@n@ in %1$@" }, "substitutions" : { "n" : { "argNum" : 2, "formatSpecifier" : "lld", "variations" : { "plural" : {
            "one" : { "stringUnit" : { "state" : "translated", "value" : "%arg Mitglied" } },
            "other" : { "stringUnit" : { "state" : "translated", "value" : "%arg Mitglieder" } } } } } } },
          "es" : { "stringUnit" : { "state" : "translated", "value" : "%1$@ [%2$#@n@]" }, "substitutions" : { "n" : { "argNum" : 2, "formatSpecifier" : "lld", "variations" : { "plural" : {
            "one" : { "stringUnit" : { "state" : "translated", "value" : "%arg miembro" } },
            "other" : { "stringUnit" : { "state" : "translated", "value" : "%arg miembros" } } } } } } },
          "fr" : { "stringUnit" : { "state" : "translated", "value" : "%1$@ [%2$#@n@]" }, "substitutions" : { "n" : { "argNum" : 2, "formatSpecifier" : "lld", "variations" : { "plural" : {
            "one" : { "stringUnit" : { "state" : "translated", "value" : "%arg membre" } },
            "other" : { "stringUnit" : { "state" : "translated", "value" : "%arg membres" } } } } } } },
          "ja" : { "stringUnit" : { "state" : "translated", "value" : "%1$@ [%2$#@n@]" }, "substitutions" : { "n" : { "argNum" : 2, "formatSpecifier" : "lld", "variations" : { "plural" : {
            "other" : { "stringUnit" : { "state" : "translated", "value" : "メンバー%arg人" } } } } } } },
          "pl" : { "stringUnit" : { "state" : "translated", "value" : "%1$@ [%2$#@n@]" }, "substitutions" : { "n" : { "argNum" : 2, "formatSpecifier" : "lld", "variations" : { "plural" : {
            "one" : { "stringUnit" : { "state" : "translated", "value" : "%arg członek" } },
            "few" : { "stringUnit" : { "state" : "translated", "value" : "%arg członków" } },
            "many" : { "stringUnit" : { "state" : "translated", "value" : "%arg członków" } },
            "other" : { "stringUnit" : { "state" : "translated", "value" : "%arg członka" } } } } } } },
          "ru" : { "stringUnit" : { "state" : "translated", "value" : "%1$@ [%2$#@n@]" } }
        } }
      },
      "version" : "1.0"
    }

    """
}
