import PushlocDevtodev
import PushlocCatalog
import Foundation
import PushlocICU
import PushlocPayloads

/// Where `pushloc devtodev` and `pushloc buttons` get their button templates and labels: the
/// files when there are any, else the copies embedded in the library.
package enum DevtodevSources {
    /// The folder under the templates root that holds the button templates.
    package static let buttonTemplatesFolder = "devtodev"

    /// The button templates: `<templatesRoot>/devtodev/*.json` when that folder exists, else
    /// `EmbeddedButtonData/templates` (with no diagnostics).
    ///
    /// - Throws: `BundleLoadError` when the folder exists but cannot be read.
    package static func buttonTemplates(templatesRoot: String?, workingDirectory: String = FileManager.default.currentDirectoryPath) throws(BundleLoadError) -> ButtonTemplateSet {
        if let templatesRoot {
            let folder = (templatesRoot as NSString).appendingPathComponent(buttonTemplatesFolder)
            var isDirectory: ObjCBool = false
            if FileManager.default.fileExists(atPath: folder, isDirectory: &isDirectory), isDirectory.boolValue {
                return try ButtonTemplateLoader.load(folder: folder, workingDirectory: workingDirectory)
            }
        }
        return ButtonTemplateSet(templates: EmbeddedButtonData.templates)
    }

    /// The button labels: the `Buttons` tables of `catalog` when given, else the embedded labels,
    /// with `templates` in both cases.
    package static func buttonLabels(catalog: LocalizedBundle?, templates: [ButtonTemplate]) -> ButtonLabels {
        guard let catalog else {
            if templates == EmbeddedButtonData.templates { return ButtonLabels.embedded }
            return ButtonLabels(
                labels: EmbeddedButtonData.labels, buttonIDs: EmbeddedButtonData.buttonIDs,
                templates: templates, developmentLanguage: EmbeddedButtonData.developmentLanguage)
        }
        return ButtonLabels(catalog: catalog, templates: templates)
    }
}

extension DevtodevSources {
    /// The canonical BCP 47 tags of `--locale` values (`pt_BR` -> `pt-BR`), in order, duplicates
    /// removed; `nil` with the first value that is not a language tag. Only such tags are used as
    /// file names, so a locale can never name a path outside the output folder.
    package static func canonicalLocales(_ locales: [String]) -> (tags: [String], invalid: String?) {
        var tags: [String] = []
        for locale in locales {
            guard let tag = LocaleTag.canonical(lprojName: locale) ?? LocaleTag.canonical(locale),
                  tag != LocaleTag.baseLocalization,
                  tag.unicodeScalars.allSatisfy({ $0.isASCII && ($0.properties.isAlphabetic || ("0"..."9").contains($0) || $0 == "-") })
            else { return (tags, locale) }
            if !tags.contains(tag) { tags.append(tag) }
        }
        return (tags, nil)
    }
}
