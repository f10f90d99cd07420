import PushlocCatalog
import PushlocChecking
import PushlocDevtodev
import PushlocDiagnostics
import Foundation
import PushlocOutputFiles
import PushlocPayloads
import PushlocPreview
import PushLocalization

/// `pushloc build`: everything a pipeline wants as artefacts, in one folder: check.json and check.sarif,
/// per-locale payloads and devtodev messages, button labels, the HTML preview and, on request, screenshots.
package enum BuildWorkflow {
    /// What to build.
    package struct Request: Sendable {
        /// `--out`: the build folder.
        package var out: String
        /// `--localizations`: a folder of `<lang>.lproj` folders (default: `Localizations/`).
        package var localizations: String?
        /// `--templates`: the templates folder (default: `templates/`).
        package var templates: String?
        /// `--base`: the development language.
        package var base: String?
        /// The app name shown in the preview's banners.
        package var appName: String
        /// Whether to write `screenshots/<template>.png` with a headless browser.
        package var screenshots: Bool
        /// The check's settings that `check` and `build` share (the configuration file, the baseline).
        package var check: CheckRequest
        /// The folder paths are resolved and shown relative to.
        package var workingDirectory: String

        /// Creates a request.
        package init(
            out: String, localizations: String?, templates: String?, base: String?, appName: String, screenshots: Bool,
            check: CheckRequest, workingDirectory: String
        ) {
            self.out = out
            self.localizations = localizations
            self.templates = templates
            self.base = base
            self.appName = appName
            self.screenshots = screenshots
            self.check = check
            self.workingDirectory = workingDirectory
        }
    }

    /// Checks, then writes every artefact into a staging folder that replaces `--out` whole at the end
    /// (see `BuildFolder`), so an interrupted build leaves the previous output. Returns the exit status:
    /// 1 when the check or any output has errors (the artefacts are still written, for review), else 0.
    package static func run(_ request: Request, output: WorkflowOutput) throws(WorkflowError) -> Int32 {
        let cwd = request.workingDirectory
        // The check is `pushloc check`'s session (same configuration, suppressions, baseline), so
        // check.json is what `pushloc check --format json` prints. Making it reads the configuration
        // and writes nothing.
        var checkRequest = request.check
        checkRequest.paths = request.localizations.map { [$0] } ?? []
        checkRequest.base = request.base
        checkRequest.templates = request.templates
        checkRequest.requiresFiles = false
        let session = try WorkflowFindings.session(checkRequest, workingDirectory: cwd)
        let localizationRoot = try WorkflowFiles.folder(explicit: request.localizations, default: ProjectFolders.defaultLocalizations)
        let templateRoot: String?
        do {
            templateRoot = try session.templatesFolder()
        } catch {
            throw WorkflowError(error.message)
        }
        // Validated before any work.
        let folder: BuildFolder
        do {
            folder = try BuildFolder(request.out, protecting: [localizationRoot, templateRoot].compactMap { $0 })
        } catch {
            throw WorkflowError("--out \(error.description)")
        }
        defer { folder.discard() }
        let catalog: LocalizedBundle
        do {
            catalog = try BundleLoader.load(paths: localizationRoot.map { [$0] } ?? [], base: session.settings.base, workingDirectory: cwd)
        } catch {
            throw WorkflowError(error.description)
        }
        var build = BuildSteps(stage: folder.staging, catalog: catalog, workingDirectory: cwd, output: output)

        // 1. The check.
        let outcome: CheckOutcome
        do {
            outcome = try session.run()
        } catch {
            throw WorkflowError(error.message, located: error.isLocated)
        }
        try build.writeCheck(outcome)

        // 2. Per-locale APNs payloads and the preview section of every notification template.
        let sections = try build.writePayloads(outcome.templateDocuments)

        // 3. devtodev messages and button labels.
        try build.writeDevtodev(templateRoot: templateRoot, session: session.notRecordingBaseline())

        // 4. The preview (opening with the check's coverage map), and optionally one screenshot per template.
        let document = PreviewDocument(appName: request.appName, sections: sections.map(\.section), overview: CoverageOverview(report: outcome.report))
        try build.write(HTMLPreview.page(document), "preview.html")
        if request.screenshots {
            try PreviewScreenshots(stage: folder.staging, out: request.out, appName: request.appName, output: output).write(sections)
        }
        do {
            try folder.commit()
        } catch {
            throw WorkflowError(error.description)
        }
        output.write("wrote \(ControlCharacterEscaping.escaped(request.out))/ (check.json, check.sarif, payloads/, devtodev/, buttons/, preview.html\(request.screenshots ? ", screenshots/" : ""))\n")
        return build.failed ? 1 : 0
    }
}
