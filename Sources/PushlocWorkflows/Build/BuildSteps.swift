import PushlocCatalog
import PushlocChecking
import PushlocReporters
import PushlocDevtodev
import PushlocDiagnostics
import Foundation
import PushlocJSON
import PushlocOutputFiles
import PushlocPayloads
import PushlocPreview
import PushLocalization

/// The steps of `pushloc build` after the check session is set up: each writes its artefacts into the
/// staging folder and notes whether any of them has errors.
struct BuildSteps {
    /// The build's staging folder.
    let stage: OutputFolder
    /// The localizations the payloads, messages and labels are made from.
    let catalog: LocalizedBundle
    /// The folder paths are shown relative to.
    let workingDirectory: String
    /// Where findings and notes are printed.
    let output: WorkflowOutput
    /// Whether the check or any artefact has errors.
    private(set) var failed = false

    init(stage: OutputFolder, catalog: LocalizedBundle, workingDirectory: String, output: WorkflowOutput) {
        self.stage = stage
        self.catalog = catalog
        self.workingDirectory = workingDirectory
        self.output = output
    }

    /// check.json and check.sarif, and the findings as text on standard error.
    mutating func writeCheck(_ outcome: CheckOutcome) throws(WorkflowError) {
        try write(JSONFormat().render(outcome.report), "check.json")
        try write(SARIFFormat().render(outcome.report), "check.sarif")
        output.error(TextFormat().render(outcome.report))
        failed = failed || outcome.exitCode != 0
    }

    /// `payloads/<template>/<locale>.json` for every notification template; returns each template's
    /// preview section with its output name.
    mutating func writePayloads(_ templates: [(file: String, document: JSONDocument)]) throws(WorkflowError) -> [(name: String, section: PreviewSection)] {
        let previewBuilder = PreviewBuilder(localizer: PushLocalizer(catalog: catalog))
        var sections: [(name: String, section: PreviewSection)] = []
        for template in templates {
            let document = template.document
            guard let name = OutputName.forTemplate(fileName: PathText.lastComponent(template.file)) else {
                output.error(OutputName.skipped(template.file))
                continue
            }
            let payloads = PayloadProducer(catalog: catalog, template: APNsPayload(json: document.root)).allLocales(arguments: .templateSamples, options: .sizeOnly())
            for payload in payloads {
                try write(payload.bytes, "payloads/\(name)/\(payload.locale).json")
                failed = failed || !payload.fits
            }
            sections.append((name, previewBuilder.section(title: template.file, template: document)))
        }
        return sections
    }

    /// `devtodev/<message>/<locale>.json` for every message in `<templates>/devtodev/messages`, and
    /// the button labels as `buttons/buttons.json` and `buttons/<lang>.lproj/PushButtons.strings`. The
    /// messages' findings go through `session`'s passes, the build's check's.
    mutating func writeDevtodev(templateRoot: String?, session: CheckSession) throws(WorkflowError) {
        let buttonTemplates: ButtonTemplateSet
        do {
            buttonTemplates = try DevtodevSources.buttonTemplates(templatesRoot: templateRoot, workingDirectory: workingDirectory)
        } catch {
            throw WorkflowError(error.description)
        }
        let messagesFolder = templateRoot.map { ($0 as NSString).appendingPathComponent("devtodev/messages") }
        let messageFiles = messagesFolder.flatMap { try? FileManager.default.contentsOfDirectory(atPath: $0) }?.filter { $0.hasSuffix(".json") }.sorted() ?? []
        let now = Int64(Date().timeIntervalSince1970)
        let findings = WorkflowFindings(session: session, tables: catalog.suppressionFiles)
        for file in messageFiles {
            guard let folder = messagesFolder, let data = FileManager.default.contents(atPath: (folder as NSString).appendingPathComponent(file)) else { continue }
            let display = BundleLoader.displayPath((folder as NSString).appendingPathComponent(file), relativeTo: workingDirectory)
            guard let name = OutputName.forTemplate(fileName: file) else {
                output.error(OutputName.skipped(display))
                continue
            }
            var messages = DevtodevReport.make(bytes: Array(data), path: display, catalog: catalog, templates: buttonTemplates, locales: [], now: now)
            messages.diagnostics = try findings.adopted(messages.diagnostics)
            for message in messages.outputs(folder: (stage.path as NSString).appendingPathComponent("devtodev/\(name)")) {
                do { try stage.write(message.bytes, atPath: message.path) } catch { throw WorkflowError(error.description) }
            }
            for finding in messages.diagnostics { output.error(TextFormat.line(for: finding) + "\n") }
            failed = failed || messages.hasErrors
        }
        let labels = DevtodevSources.buttonLabels(catalog: catalog, templates: buttonTemplates.templates)
        try write(ButtonsReport.jsonText(labels, locales: []), "buttons/buttons.json")
        for file in ButtonsReport.stringsOutputs(labels, locales: [], folder: (stage.path as NSString).appendingPathComponent("buttons")) {
            do { try stage.write(Array(file.contents.utf8), atPath: file.path) } catch { throw WorkflowError(error.description) }
        }
    }

    /// Writes `text` to `path` inside the staging folder, atomically.
    func write(_ text: String, _ path: String) throws(WorkflowError) {
        try write(Array(text.utf8), path)
    }

    /// Writes `bytes` to `path` inside the staging folder, atomically.
    func write(_ bytes: [UInt8], _ path: String) throws(WorkflowError) {
        do {
            try stage.write(bytes, to: path)
        } catch {
            throw WorkflowError(error.description)
        }
    }
}
