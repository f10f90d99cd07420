import PushlocPayloads
/// Writes the Swift source of ``EmbeddedButtonData`` from the labels tables and the button templates.
///
/// `pushloc buttons --format swift` prints it, and `scripts/embed-button-labels.sh` writes it to
/// `Sources/PushlocDevtodev/EmbeddedButtonData.swift`. The output is deterministic: languages
/// sorted by tag, each language's labels in its file's order, templates sorted by id. Strings are
/// Swift literals with `\`, `"` and every invisible character (controls, format characters such as
/// U+200F, separators other than the plain space) written as `\u{...}`, so the source shows what
/// the bytes are.
public enum EmbeddedButtonDataGenerator {
    /// The generated source.
    ///
    /// - Parameters:
    ///   - labels: each language's labels, in file order (see ``ButtonLabels/entries(in:table:)``).
    ///   - buttonIDs: every button id, in display order (the development language's file order).
    ///   - templates: the button templates.
    ///   - developmentLanguage: the development language.
    public static func source(
        labels: [(language: String, entries: [(key: String, value: String)])],
        buttonIDs: [String],
        templates: [ButtonTemplate],
        developmentLanguage: String
    ) -> String {
        var out = """
        // GENERATED FILE, do not edit. Made by `pushloc buttons --format swift` (run
        // scripts/embed-button-labels.sh) from Localizations/*.lproj/Buttons.strings and
        // templates/devtodev/*.json, which are the source of truth. A test fails when this copy and
        // those files differ.

        /// The devtodev button labels and button templates, embedded in the library so that a server
        /// needs no file path. Use ``ButtonLabels/embedded`` for labels resolved like the device.
        public enum EmbeddedButtonData {
            /// The development language of the labels.
            public static let developmentLanguage = \(literal(developmentLanguage))

            /// Every button id, in the development language's file order.
            public static let buttonIDs: [String] = [

        """
        for id in buttonIDs {
            out += "        \(literal(id)),\n"
        }
        out += """
            ]

            /// Each language's `Buttons.strings` as written: language -> button id -> label. Region
            /// variants (`fr-CA`, `es-419`, `zh-HK`, `en-GB`) hold only what differs from their parent.
            public static let labels: [String: [String: String]] = [

        """
        for (language, entries) in labels.sorted(by: { $0.language < $1.language }) {
            if entries.isEmpty {
                out += "        \(literal(language)): [:],\n"
                continue
            }
            out += "        \(literal(language)): [\n"
            for entry in entries {
                out += "            \(literal(entry.key)): \(literal(entry.value)),\n"
            }
            out += "        ],\n"
        }
        out += """
            ]

            /// The button templates of devtodev's reference, sorted by id.
            public static let templates: [ButtonTemplate] = [

        """
        for template in templates.sorted(by: { $0.id < $1.id }) {
            out += "        ButtonTemplate(\n"
            out += "            id: \(literal(template.id)),\n"
            out += "            name: \(literal(template.name)),\n"
            out += "            description: \(literal(template.description)),\n"
            out += "            buttons: [\n"
            for button in template.buttons {
                out += "                ButtonTemplateButton(id: \(literal(button.id)), label: \(literal(button.label)), opensApp: \(button.opensApp)),\n"
            }
            out += "            ]),\n"
        }
        out += """
            ]
        }

        """
        return out
    }

    /// `text` as a Swift string literal.
    static func literal(_ text: String) -> String {
        var out = "\""
        for scalar in text.unicodeScalars {
            switch scalar {
            case "\\": out += "\\\\"
            case "\"": out += "\\\""
            case "\n": out += "\\n"
            case "\t": out += "\\t"
            case "\r": out += "\\r"
            default:
                if isVisible(scalar) {
                    out.unicodeScalars.append(scalar)
                } else {
                    out += "\\u{" + String(scalar.value, radix: 16, uppercase: true) + "}"
                }
            }
        }
        return out + "\""
    }

    private static func isVisible(_ scalar: Unicode.Scalar) -> Bool {
        if scalar == " " { return true }
        switch scalar.properties.generalCategory {
        case .control, .format, .lineSeparator, .paragraphSeparator, .spaceSeparator, .surrogate,
             .privateUse, .unassigned:
            return false
        default:
            return true
        }
    }
}
