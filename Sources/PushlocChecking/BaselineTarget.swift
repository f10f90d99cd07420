import PushlocChecks
import PushlocOutputFiles

/// Where `--write-baseline` may write: a new file, or a baseline that pushloc wrote before.
enum BaselineTarget {
    /// Refuses a path that holds anything but a pushloc baseline (a folder, a link, or a file of
    /// other content), so recording a baseline never replaces a user's file.
    static func checkReplaceable(_ path: String) throws(CheckSessionError) {
        switch PlainFile.kind(path) {
        case .missing:
            return
        case .file:
            guard let bytes = PlainFile.read(path),
                  Baseline.parse(String(decoding: bytes, as: UTF8.self), path: path).baseline != nil
            else {
                throw CheckSessionError("cannot write the baseline '\(path)': the file is not a pushloc baseline, and pushloc replaces only its own files; name a new file")
            }
        case .folder:
            throw CheckSessionError("cannot write the baseline '\(path)': it is a folder; name a file")
        case .link, .other:
            throw CheckSessionError("cannot write the baseline '\(path)': it is a link or a special file, which pushloc does not replace; name a plain file")
        }
    }
}
