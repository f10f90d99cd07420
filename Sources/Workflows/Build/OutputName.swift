/// The folder names that `build` derives from template file names.
package enum OutputName {
    /// The name of a template's output folder: its file name without `.json`, or `nil` when that
    /// leaves no usable folder name (`.json`, `..json`, `...json`, a name with a slash), so the
    /// template is skipped with a warning instead of failing the whole build.
    package static func forTemplate(fileName: String) -> String? {
        let stem = fileName.hasSuffix(".json") ? String(fileName.dropLast(5)) : fileName
        guard !stem.isEmpty, !stem.allSatisfy({ $0 == "." }), !stem.contains("/") else { return nil }
        return stem
    }

    /// The warning for a template that ``forTemplate(fileName:)`` skips.
    package static func skipped(_ displayPath: String) -> String {
        "\(displayPath): warning: skipped: the file name leaves no usable output folder name; rename the file\n"
    }
}
