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
        let findings = try WorkflowFindings(workingDirectory: cwd, tables: localizer.catalog.tableFiles)
        let report = RenderReport.make(
            bytes: bytes, path: BundleLoader.displayPath(request.payload, relativeTo: cwd), localizer: localizer, locales: tags
        ).adopting(findings.adopted)
        switch request.format {
        case .text: output.write(report.text)
        case .json: output.write(String(decoding: JSONWriter.serialize(report.json), as: UTF8.self) + "\n")
        case .html:
            let sections = report.document.map {
                [PreviewBuilder(localizer: localizer).section(title: request.payload, template: $0, locales: tags)]
            } ?? []
            // The page opens with the coverage map of every bundle `pushloc check` checks, as it reports them.
            let overview = CoverageOverview(report: try checkReport(localizations: request.localizations, workingDirectory: cwd))
            output.write(HTMLPreview.page(PreviewDocument(sections: sections, overview: overview)))
        }
        return report.hasErrors ? 1 : 0
    }

    /// What `pushloc check` reports for the localizations folder (`--localizations`, else what `check`
    /// checks by default): its check session, with the same `.pushloc.yml` (disabled rules, severities,
    /// exclusions) and suppression comments, so the preview's coverage agrees with `check`. Writes nothing.
    private static func checkReport(localizations: String?, workingDirectory: String) throws(WorkflowError) -> CheckReport {
        var check = CheckRequest()
        check.paths = localizations.map { [$0] } ?? []
        check.requiresFiles = false
        do {
            return try CheckSession(check, workingDirectory: workingDirectory).run().report
        } catch {
            throw WorkflowError(error.message, located: error.isLocated)
        }
    }
}
