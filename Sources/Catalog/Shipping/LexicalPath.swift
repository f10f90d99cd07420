/// Absolute paths made by text alone, with `.` and `..` components and repeated slashes resolved and
/// no link followed: how an Xcode project's group paths and a check's file paths are compared.
enum LexicalPath {
    /// `path` made absolute against the absolute folder `base` (unless it is absolute already), in
    /// normal form: `/a/b`, never a trailing slash, `/` for the root.
    static func absolute(_ path: String, base: String) -> String {
        let joined = path.hasPrefix("/") ? path : base + "/" + path
        var components: [Substring] = []
        for component in joined.split(separator: "/", omittingEmptySubsequences: true) {
            switch component {
            case ".": continue
            case "..": if !components.isEmpty { components.removeLast() }
            default: components.append(component)
            }
        }
        return "/" + components.joined(separator: "/")
    }
}
