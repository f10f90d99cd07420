import PushlocDiagnostics
import PushlocFormats

extension CheckSession {
    /// The findings of a command that localizes templates (`payloads`, `devtodev`, `render`) after the
    /// check's own passes: one finding per defect within each group, then `excluded`, the
    /// `pushloc:disable` comments of `tables` (the tables the command read), `rules:`, `--only-rule` and
    /// the baseline (`--write-baseline` records the findings of every group first). So `.pushloc.yml` and
    /// the command line rule every finding, whichever command reports it. `groups` are the places a
    /// command shows findings in (`render`: the payload's, then each language's); each keeps its order.
    package func adopted(_ groups: [[Diagnostic]], tables: [TableDocument]) throws(CheckSessionError) -> [[Diagnostic]] {
        let pipeline = findingPipeline(suppressions: Suppressions(documents: tables))
        let current = groups.map { pipeline.current(OneFindingPerDefect.merged($0)) }
        guard let baseline = try baseline(recording: { current.flatMap { $0 } }, identity: pipeline.identity) else { return current }
        return baseline.newFindings(in: current, identity: pipeline.identity)
    }

    /// The session with no `--write-baseline`, for the part of a command whose findings the baseline
    /// does not record (`build`'s devtodev messages beside its check; the coverage map of
    /// `render --format html` beside its alerts): it applies the baseline and leaves the file alone.
    package func notRecordingBaseline() -> CheckSession {
        var settings = settings
        settings.writeBaseline = nil
        return CheckSession(settings: settings, configuration: configuration, workingDirectory: workingDirectory)
    }
}
