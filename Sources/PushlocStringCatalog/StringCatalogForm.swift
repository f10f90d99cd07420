import PushlocDiagnostics

/// One string of a unit, as the checks see it: each plural, device and substitution case is a form.
public struct StringCatalogForm: Sendable, Hashable {
    /// Where the form sits in its unit, readable and stable: `""` for a plain string unit,
    /// `plural.one`, `device.iphone`, `device.iphone.plural.few`, `substitutions.count.plural.other`,
    /// `stringSet.0` for the first phrase of a string set.
    public var path: String
    /// The string.
    public var value: String
    /// Where the string's opening quote is.
    public var location: SourceLocation
    /// Whether the string's JSON source has escapes (see ``StringCatalogStringUnit/hasEscapes``).
    public var hasEscapes: Bool
    /// The translation state, if the unit has one.
    public var state: StringCatalogState?

    /// Creates a form.
    public init(path: String, value: String, location: SourceLocation, hasEscapes: Bool, state: StringCatalogState?) {
        self.path = path
        self.value = value
        self.location = location
        self.hasEscapes = hasEscapes
        self.state = state
    }
}

extension StringCatalogUnit {
    /// Every string of this unit, depth first in file order: the string unit, then the string set's
    /// phrases, then each variation case (nested ones included), then each substitution's cases.
    /// String units and phrases without a value (already reported) are left out.
    public var forms: [StringCatalogForm] {
        var forms: [StringCatalogForm] = []
        appendForms(prefix: "", into: &forms)
        return forms
    }

    fileprivate func appendForms(prefix: String, into forms: inout [StringCatalogForm]) {
        if let stringUnit, let value = stringUnit.value {
            forms.append(StringCatalogForm(path: prefix, value: value, location: stringUnit.location, hasEscapes: stringUnit.hasEscapes, state: stringUnit.state))
        }
        if let stringSet, let phrases = stringSet.values {
            for (index, phrase) in phrases.enumerated() {
                guard let value = phrase.value else { continue }
                forms.append(StringCatalogForm(
                    path: StringCatalogUnit.join(prefix, "stringSet.\(index)"), value: value, location: phrase.location,
                    hasEscapes: phrase.hasEscapes, state: stringSet.state))
            }
        }
        if let variations {
            variations.appendForms(prefix: prefix, into: &forms)
        }
        for substitution in substitutions ?? [] {
            substitution.variations?.appendForms(prefix: StringCatalogUnit.join(prefix, "substitutions." + substitution.name), into: &forms)
        }
    }

    fileprivate static func join(_ prefix: String, _ component: String) -> String {
        prefix.isEmpty ? component : prefix + "." + component
    }
}

extension StringCatalogVariations {
    fileprivate func appendForms(prefix: String, into forms: inout [StringCatalogForm]) {
        for (kind, cases) in [("plural", plural), ("device", device)] {
            for variation in cases ?? [] {
                variation.unit.appendForms(prefix: StringCatalogUnit.join(prefix, kind + "." + variation.name), into: &forms)
            }
        }
    }
}
