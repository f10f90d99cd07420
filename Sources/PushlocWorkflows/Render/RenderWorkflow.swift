import PushlocCatalog
import PushlocChecking
import PushlocDiagnostics
import PushlocJSON
import PushlocPreview
import PushLocalization

/// `pushloc render PAYLOAD.json`: each language's alert as the device shows it, side by side.
package enum RenderWorkflow {
    /// The output formats.
    package enum Format: String, Sendable, CaseIterable {
        case text, json, html
    }

    /// What to render.
    package struct Request: Sendable {
        /// The APNs payload (template) file.
        package var payload: String
        /// `--localizations`: a folder of `<lang>.lproj` folders (default: `Localizations/`).
        package var localizations: String?
        /// `--locale` values, as typed (every localization with a `Localizable` table when empty).
        package var locales: [String]
        /// The output format.
        package var format: Format
        /// The folder paths are shown relative to.
        package var workingDirectory: String
        /// `--only-rule`, `--baseline` and `--write-baseline`: the check session's settings the command's
        /// findings pass through, with `.pushloc.yml`, as `check`'s do.
        package var check = CheckRequest()

        /// Creates a request.
        package init(payload: String, localizations: String?, locales: [String], format: Format, workingDirectory: String) {
            self.payload = payload
            self.localizations = localizations
            self.locales = locales
            self.format = format
            self.workingDirectory = workingDirectory
        }
    }

    /// Renders the payload and writes the report in the requested format. Returns the exit status:
    /// 1 when a language shows a raw key or `(null)`, else 0.
    package static func run(_ request: Request, output: WorkflowOutput) throws(WorkflowError) -> Int32 {
        let cwd = request.workingDirectory
        let bytes = try WorkflowFiles.read(request.payload)
        let tags = try WorkflowFiles.locales(request.locales)
        let localizer = PushLocalizer(catalog: try WorkflowFiles.catalog(explicit: request.localizations, workingDirectory: cwd))
        // One session (one read of `.pushloc.yml`) rules the alerts' findings and, for the page, checks
        // the localizations folder.
        let session = try WorkflowFindings.session(coverageCheck(request), workingDirectory: cwd)
        let findings = WorkflowFindings(session: session, tables: localizer.catalog.suppressionFiles)
        let report = try RenderReport.make(
            bytes: bytes, path: BundleLoader.displayPath(request.payload, relativeTo: cwd), localizer: localizer, locales: tags
        ).adopting(findings.adopted(groups:))
        switch request.format {
        case .text: output.write(report.text)
        case .json: output.write(String(decoding: JSONWriter.serialize(report.json), as: UTF8.self) + "\n")
        case .html:
            let sections = report.document.map {
                [PreviewBuilder(localizer: localizer).section(title: request.payload, template: $0, locales: tags)]
            } ?? []
            // The page opens with the coverage map of every bundle `pushloc check` checks, as it reports them.
            let overview = CoverageOverview(report: try checkReport(session))
            output.write(HTMLPreview.page(PreviewDocument(sections: sections, overview: overview)))
        }
        return report.hasErrors ? 1 : 0
    }

    /// The request's check settings for the localizations folder (`--localizations`, else what `check`
    /// checks by default), where finding nothing is no error: the page's coverage map checks it.
    private static func coverageCheck(_ request: Request) -> CheckRequest {
        var check = request.check
        check.paths = request.localizations.map { [$0] } ?? []
        check.requiresFiles = false
        return check
    }

    /// What `pushloc check` reports for the localizations folder with `session`'s `.pushloc.yml`
    /// (disabled rules, severities, exclusions), suppression comments, `--only-rule` and baseline, so
    /// the preview's coverage agrees with `check`. Writes nothing: the baseline records the alerts' findings.
    private static func checkReport(_ session: CheckSession) throws(WorkflowError) -> CheckReport {
        do {
            return try session.notRecordingBaseline().run().report
        } catch {
            throw WorkflowError(error.message, located: error.isLocated)
        }
    }
}
