import PushlocCatalog
import PushlocChecking
import PushlocReporters
import PushlocDevtodev
import PushlocOutputFiles

/// `pushloc buttons`: the devtodev button labels, resolved per language, as JSON or `.strings` files.
package enum ButtonsWorkflow {
    /// The output formats.
    package enum Format: String, Sendable, CaseIterable {
        case json, strings, swift
    }

    /// What to print.
    package struct Request: Sendable {
        /// `--localizations`: a folder of `<lang>.lproj` folders with `Buttons.strings` (default: the
        /// embedded labels; for `swift`, `Localizations/`).
        package var localizations: String?
        /// `--templates`: the folder whose `devtodev/` holds the button templates.
        package var templates: String?
        /// `--locale` values, as typed (every language with labels when empty).
        package var locales: [String]
        /// The output format.
        package var format: Format
        /// `--out`: with `strings`, the folder `<lang>.lproj/PushButtons.strings` files are written into.
        package var out: String?
        /// The folder paths are shown relative to.
        package var workingDirectory: String

        /// Creates a request.
        package init(localizations: String?, templates: String?, locales: [String], format: Format, out: String?, workingDirectory: String) {
            self.localizations = localizations
            self.templates = templates
            self.locales = locales
            self.format = format
            self.out = out
            self.workingDirectory = workingDirectory
        }
    }

    /// Prints (or, with `--out`, writes) the labels. Returns the exit status: 1 when a button template
    /// file has errors, else 0.
    package static func run(_ request: Request, output: WorkflowOutput) throws(WorkflowError) -> Int32 {
        let cwd = request.workingDirectory
        let tags = try WorkflowFiles.locales(request.locales)
        if request.out != nil && request.format != .strings { throw WorkflowError("--out writes .strings files: use it with --format strings") }
        let folder = try WorkflowFiles.output(request.out)
        let root = try WorkflowFiles.folder(explicit: request.templates, default: ProjectFolders.defaultTemplates)
        let templateSet: ButtonTemplateSet
        do {
            templateSet = try DevtodevSources.buttonTemplates(templatesRoot: root, workingDirectory: cwd)
        } catch {
            throw WorkflowError(error.description)
        }
        let localizations: String?
        if let explicit = request.localizations {
            localizations = try WorkflowFiles.folder(explicit: explicit, default: ProjectFolders.defaultLocalizations)
        } else if request.format == .swift {
            localizations = try WorkflowFiles.folder(explicit: nil, default: ProjectFolders.defaultLocalizations)
        } else {
            localizations = nil
        }
        let catalog: LocalizedBundle?
        do {
            catalog = try localizations.map { (path: String) throws(BundleLoadError) -> LocalizedBundle in try BundleLoader.load(paths: [path], workingDirectory: cwd) }
        } catch {
            throw WorkflowError(error.description)
        }
        for diagnostic in templateSet.diagnostics {
            output.error(TextFormat.line(for: diagnostic) + "\n")
        }
        let labels = DevtodevSources.buttonLabels(catalog: catalog, templates: templateSet.templates)
        switch request.format {
        case .json:
            output.write(ButtonsReport.jsonText(labels, locales: tags))
        case .strings:
            if let folder {
                let outputs = ButtonsReport.stringsOutputs(labels, locales: tags, folder: folder.path)
                do {
                    let header = Array(ButtonsReport.generatedHeaderStart.utf8)
                    try folder.writeOwned(outputs.map { file throws(AtomicFile.WriteError) in
                        OutputFile(relative: try folder.relativePath(of: file.path), bytes: Array(file.contents.utf8), generatedPrefix: header)
                    })
                } catch {
                    throw WorkflowError("--out \(error.description)")
                }
                for file in outputs { output.write(file.path + "\n") }
            } else {
                output.write(ButtonsReport.stringsListing(labels, locales: tags))
            }
        case .swift:
            guard let catalog else { throw WorkflowError("--format swift needs the Localizations folder") }
            output.write(ButtonsReport.swiftSource(catalog: catalog, templates: templateSet.templates))
        }
        return templateSet.diagnostics.contains(where: \.isError) ? 1 : 0
    }
}
