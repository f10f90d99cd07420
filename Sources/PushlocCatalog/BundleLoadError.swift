/// Why a catalog could not be loaded. These are usage or I/O errors (exit code 2), not findings.
public enum BundleLoadError: Error, Sendable, Equatable, CustomStringConvertible {
    /// A path named explicitly does not exist.
    case pathNotFound(String)
    /// No `--base` was given and there is neither an `en` nor a `Base` localization.
    case noDevelopmentLanguage(available: [String])
    /// `--base` names a language that no `.lproj` folder has.
    case baseNotFound(String, available: [String])
    /// A file could not be read.
    case unreadable(path: String, reason: String)

    /// A message for the terminal.
    public var description: String {
        switch self {
        case .pathNotFound(let path):
            return "\(path): no such file or directory"
        case .noDevelopmentLanguage(let available):
            return "cannot tell the development language: there is no en.lproj or Base.lproj (found: \(available.joined(separator: ", "))); pass --base LANG"
        case .baseNotFound(let base, let available):
            return "--base \(base): no \(base).lproj folder (found: \(available.joined(separator: ", ")))"
        case .unreadable(let path, let reason):
            return "\(path): cannot read: \(reason)"
        }
    }
}
