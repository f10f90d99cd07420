import PushlocCatalog
import PushlocChecking
import PushlocDevtodev
import Foundation
import PushlocOutputFiles

/// `pushloc devtodev MESSAGE.json`: validates a devtodev message and produces one per locale.
package enum DevtodevWorkflow {
    /// What to produce.
    package struct Request: Sendable {
        /// The devtodev message file.
        package var message: String
        /// `--localizations`: a folder of `<lang>.lproj` folders (default: `Localizations/` when present).
        package var localizations: String?
        /// `--templates`: the folder whose `devtodev/` holds the button templates (default: `templates/`
        /// when present, else the embedded templates).
        package var templates: String?
        /// `--locale` values, as typed.
        package var locales: [String]
        /// `--out`: the folder `<locale>.json` files are written into.
        package var out: String?
        /// The folder paths are shown relative to.
        package var workingDirectory: String
        /// The time the message's expiry is measured from, in seconds since 1970.
        package var now: Int64
        /// `--only-rule`, `--baseline` and `--write-baseline`: the check session's settings the command's
        /// findings pass through, with `.pushloc.yml`, as `check`'s do.
        package var check = CheckRequest()

        /// Creates a request.
        package init(
            message: String, localizations: String?, templates: String?, locales: [String], out: String?,
            workingDirectory: String, now: Int64 = Int64(Date().timeIntervalSince1970)
        ) {
            self.message = message
            self.localizations = localizations
            self.templates = templates
            self.locales = locales
            self.out = out
            self.workingDirectory = workingDirectory
            self.now = now
        }
    }

    /// Validates and localizes the message, writes the per-locale messages into `--out` when given and
    /// there are no errors, and writes the JSON manifest. Returns the exit status: 1 on errors, else 0.
    package static func run(_ request: Request, output: WorkflowOutput) throws(WorkflowError) -> Int32 {
        let cwd = request.workingDirectory
        let tags = try WorkflowFiles.locales(request.locales)
        let folder = try WorkflowFiles.output(request.out)
        let bytes = try WorkflowFiles.read(request.message)
        let display = BundleLoader.displayPath(request.message, relativeTo: cwd)
        let root = try WorkflowFiles.folder(explicit: request.templates, default: ProjectFolders.defaultTemplates)
        let templateSet: ButtonTemplateSet
        do {
            templateSet = try DevtodevSources.buttonTemplates(templatesRoot: root, workingDirectory: cwd)
        } catch {
            throw WorkflowError(error.description)
        }
        let localizations = try WorkflowFiles.folder(explicit: request.localizations, default: ProjectFolders.defaultLocalizations)
        let catalog: LocalizedBundle?
        do {
            catalog = try localizations.map { (path: String) throws(BundleLoadError) -> LocalizedBundle in try BundleLoader.load(paths: [path], workingDirectory: cwd) }
        } catch {
            throw WorkflowError(error.description)
        }
        let findings = try WorkflowFindings(request.check, workingDirectory: cwd, tables: catalog?.suppressionFiles ?? [])
        var report = DevtodevReport.make(bytes: bytes, path: display, catalog: catalog, templates: templateSet, locales: tags, now: request.now)
        report.diagnostics = try findings.adopted(report.diagnostics)
        var files: [String: String] = [:]
        if let folder, !report.hasErrors {
            do {
                var written: [OutputFile] = []
                for file in report.outputs(folder: folder.path) {
                    written.append(OutputFile(relative: try folder.relativePath(of: file.path), bytes: file.bytes))
                    files[file.locale] = file.path
                }
                try folder.writeOwned(written)
            } catch {
                throw WorkflowError("--out \(error.description)")
            }
        }
        output.write(report.manifestText(files: files))
        return report.exitCode
    }
}
