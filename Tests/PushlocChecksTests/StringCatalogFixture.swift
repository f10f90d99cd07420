/// A `Localizable.xcstrings` of five languages (en source, de, fr, ru, tr) with plurals, device variations
/// and substitutions (with and without `argNum`), every state, `shouldTranslate: false` and a key with no
/// source entry; defects planted in one form each, correct-but-tricky forms beside them.
enum StringCatalogFixture {
    static let localizable = """
    {
      "sourceLanguage" : "en",
      "strings" : {
        "%lld new posts" : {
          "localizations" : {
            "de" : { "variations" : { "plural" : {
              "one" : { "stringUnit" : { "state" : "translated", "value" : "Ein neuer Beitrag" } },
              "other" : { "stringUnit" : { "state" : "translated", "value" : "%lld neue Beiträge" } }
            } } },
            "en" : { "variations" : { "plural" : {
              "one" : { "stringUnit" : { "state" : "translated", "value" : "%lld new post" } },
              "other" : { "stringUnit" : { "state" : "translated", "value" : "%lld new posts" } }
            } } },
            "fr" : { "variations" : { "plural" : {
              "one" : { "stringUnit" : { "state" : "translated", "value" : "%lld nouvelle publication" } },
              "other" : { "stringUnit" : { "state" : "translated", "value" : "%lld nouvelles publications de %@" } }
            } } },
            "ru" : { "variations" : { "plural" : {
              "one" : { "stringUnit" : { "state" : "translated", "value" : "%lld новая публикация" } },
              "other" : { "stringUnit" : { "state" : "translated", "value" : "%lld новых публикаций" } }
            } } }
          }
        },
        "%@ ate %#@apples@" : {
          "localizations" : {
            "en" : {
              "stringUnit" : { "state" : "translated", "value" : "%@ ate %#@apples@" },
              "substitutions" : { "apples" : { "argNum" : 2, "formatSpecifier" : "lld", "variations" : { "plural" : {
                "one" : { "stringUnit" : { "state" : "translated", "value" : "%arg apple" } },
                "other" : { "stringUnit" : { "state" : "translated", "value" : "%arg apples" } }
              } } } }
            },
            "tr" : {
              "stringUnit" : { "state" : "translated", "value" : "%@ %#@apples@ yedi" },
              "substitutions" : { "apples" : { "argNum" : 2, "formatSpecifier" : "lld", "variations" : { "plural" : {
                "other" : { "stringUnit" : { "state" : "translated", "value" : "%2$@ elma" } }
              } } } }
            },
            "de" : {
              "stringUnit" : { "state" : "translated", "value" : "%@ aß %#@apples@" },
              "substitutions" : { "apples" : { "argNum" : 2, "formatSpecifier" : "lld", "variations" : { "plural" : {
                "one" : { "stringUnit" : { "state" : "translated", "value" : "einen Apfel" } },
                "other" : { "stringUnit" : { "state" : "translated", "value" : "%arg Äpfel" } }
              } } } }
            }
          }
        },
        "INVITE" : {
          "comment" : "Push: someone invited you.",
          "localizations" : {
            "en" : { "variations" : { "device" : {
              "iphone" : { "stringUnit" : { "state" : "translated", "value" : "%@ invited you" } },
              "other" : { "stringUnit" : { "state" : "translated", "value" : "%@ invited you to play" } }
            } } },
            "de" : { "variations" : { "device" : {
              "ipad" : { "stringUnit" : { "state" : "translated", "value" : "%@ hat dich %lld Mal eingeladen" } },
              "iphone" : { "stringUnit" : { "state" : "translated", "value" : "%d hat dich eingeladen" } },
              "other" : { "stringUnit" : { "state" : "translated", "value" : "%@ hat dich zum Spielen eingeladen" } }
            } } },
            "fr" : { "stringUnit" : { "state" : "needs_review", "value" : "%@ vous a invité" } },
            "ru" : { "stringUnit" : { "state" : "new", "value" : "" } },
            "tr" : { "stringUnit" : { "state" : "translated", "value" : "%@ sizi davet etti" } }
          }
        },
        "Brand" : {
          "shouldTranslate" : false,
          "localizations" : { "en" : { "stringUnit" : { "state" : "translated", "value" : "Pushloc" } } }
        },
        "Save 100% now" : {
          "extractionState" : "manual",
          "localizations" : {
            "de" : { "stringUnit" : { "state" : "translated", "value" : "Jetzt 100 % sparen" } },
            "fr" : { "stringUnit" : { "state" : "stale", "value" : "Économisez 100 % maintenant" } },
            "ru" : { "stringUnit" : { "state" : "translated", "value" : "" } },
            "tr" : { "stringUnit" : { "state" : "translated", "value" : "Şimdi %100 tasarruf" } }
          }
        }
      },
      "version" : "1.0"
    }

    """

    /// A catalog of a storyboard, as Xcode keeps it in `mul.lproj`.
    static let main = """
    {
      "sourceLanguage" : "en",
      "strings" : {
        "Title-1.text" : {
          "extractionState" : "extracted_with_value",
          "localizations" : {
            "en" : { "stringUnit" : { "state" : "new", "value" : "Welcome" } },
            "de" : { "stringUnit" : { "state" : "translated", "value" : "Willkommen %@" } }
          }
        }
      },
      "version" : "1.1"
    }

    """

    /// Line and column (1-based, of the opening quote) of the first `"value" : "<value>"` in `text`.
    static func location(ofValue value: String, in text: String, after prefix: String = "") -> (line: Int, column: Int)? {
        let needle = prefix + "\"value\" : \"\(value)\""
        for (index, line) in text.split(separator: "\n", omittingEmptySubsequences: false).enumerated() {
            guard let range = line.range(of: needle) else { continue }
            let column = line[..<range.lowerBound].unicodeScalars.count + prefix.count + "\"value\" : ".count + 1
            return (index + 1, column)
        }
        return nil
    }
}
