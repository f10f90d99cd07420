import PushlocICU

/// A language as a project names it, canonicalised as `.lproj` folder names are: `English` (the
/// legacy name Xcode projects still carry) is `en`, `pt_BR` is `pt-BR`.
enum LanguageName {
    static func canonical(_ name: String) -> String {
        name == "English" ? "en" : (LocaleTag.canonical(lprojName: name) ?? name)
    }
}
