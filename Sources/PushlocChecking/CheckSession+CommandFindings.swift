import PushlocDiagnostics
import PushlocFormats

extension CheckSession {
    /// The findings of a command that localizes templates (`payloads`, `devtodev`, `render`) after the
    /// check's own passes: one finding per defect, then `excluded`, the `pushloc:disable` comments of
    /// `tables` (the tables the command read), `rules:` severities and `--only-rule`. So `.pushloc.yml`
    /// rules every finding, whichever command reports it.
    package func adopted(_ diagnostics: [Diagnostic], tables: [TableDocument]) -> [Diagnostic] {
        findingPipeline(suppressions: Suppressions(documents: tables)).current(OneFindingPerDefect.merged(diagnostics))
    }
}
