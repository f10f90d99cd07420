import PushlocDiagnostics
import PushlocOutputFiles

/// The folder names that `build` derives from template file names.
package enum OutputName {
    /// The name of a template's output folder: its file name without `.json`, or `nil` when that
    /// leaves no usable folder name (`.json`, `..json`, `...json`, a name with a slash, or one with a
    /// control character or bidirectional override, which no output path may carry), so the
    /// template is skipped with a warning instead of failing the whole build.
    package static func forTemplate(fileName: String) -> String? {
        let stem = fileName.hasSuffix(".json") ? String(fileName.dropLast(5)) : fileName
        guard !stem.isEmpty, !stem.allSatisfy({ $0 == "." }), !stem.contains("/"), !ControlCharacterEscaping.hasControls(stem) else { return nil }
        return stem
    }

    /// The warning for a template that ``forTemplate(fileName:)`` skips, its path shown with
    /// control characters escaped.
    package static func skipped(_ displayPath: String) -> String {
        let reason = ControlCharacterEscaping.hasControls(PathText.lastComponent(displayPath))
            ? "the file name holds a control character or a bidirectional override, which no output name may carry"
            : "the file name leaves no usable output folder name"
        return "\(ControlCharacterEscaping.escaped(displayPath)): warning: skipped: \(reason); rename the file\n"
    }
}
