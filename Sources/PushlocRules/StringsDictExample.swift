/// The text of a `.stringsdict` file for a rule's example, laid out as Xcode writes one: each entry's
/// format key and its plural variables, each with its value type and its forms.
enum StringsDictExample {
    /// One entry: the key, its `NSStringLocalizedFormatKey`, and its variables.
    struct Entry {
        let key: String
        let format: String
        let variables: [Variable]
    }

    /// One plural variable (`NSStringPluralRuleType`) and its forms, in order.
    struct Variable {
        let name: String
        let valueType: String
        let forms: KeyValuePairs<String, String>

        init(_ name: String, valueType: String = "d", forms: KeyValuePairs<String, String>) {
            self.name = name
            self.valueType = valueType
            self.forms = forms
        }
    }

    /// `text` with the characters XML gives a meaning escaped.
    private static func escaped(_ text: String) -> String {
        text.replacing("&", with: "&amp;").replacing("<", with: "&lt;").replacing(">", with: "&gt;")
    }

    /// The property list of `entries`, in order.
    static func text(_ entries: [Entry]) -> String {
        var lines = [
            #"<?xml version="1.0" encoding="UTF-8"?>"#,
            #"<!DOCTYPE plist PUBLIC "-//Apple//DTD PLIST 1.0//EN" "http://www.apple.com/DTDs/PropertyList-1.0.dtd">"#,
            #"<plist version="1.0">"#,
            "<dict>",
        ]
        for entry in entries {
            lines += ["    <key>\(escaped(entry.key))</key>", "    <dict>", "        <key>NSStringLocalizedFormatKey</key>", "        <string>\(escaped(entry.format))</string>"]
            for variable in entry.variables {
                lines += [
                    "        <key>\(escaped(variable.name))</key>", "        <dict>",
                    "            <key>NSStringFormatSpecTypeKey</key>", "            <string>NSStringPluralRuleType</string>",
                    "            <key>NSStringFormatValueTypeKey</key>", "            <string>\(variable.valueType)</string>",
                ]
                for (category, form) in variable.forms {
                    lines += ["            <key>\(escaped(category))</key>", "            <string>\(escaped(form))</string>"]
                }
                lines.append("        </dict>")
            }
            lines.append("    </dict>")
        }
        return (lines + ["</dict>", "</plist>"]).joined(separator: "\n") + "\n"
    }
}
