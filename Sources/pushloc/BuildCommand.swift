import Devtodev
import JSON
import ArgumentParser
import Checking
import Foundation
import PushLocalization
import Catalog
import Checks
import Diagnostics
import FormatString
import ICU
import Payloads
import StringCatalog
import StringsFile

/// `pushloc build`: everything a pipeline wants as artefacts, in one folder.
struct BuildCommand: ParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "build",
        abstract: "Check, then write per-locale APNs payloads, devtodev messages, button labels and an HTML preview for every template and language.",
        discussion: """
        Writes into --out: check.json and check.sarif; payloads/<template>/<locale>.json; devtodev/<message>/<locale>.json; \
        buttons/buttons.json and buttons/<lang>.lproj/PushButtons.strings; preview.html (and screenshots/<template>.png with --screenshots). The files are written into a fresh staging folder beside --out, swapped in whole at the end, so an interrupted build leaves the previous output; --out must be new, empty or an earlier build folder. \
        Exit 1 when the check or any output has errors (the artefacts are still written, for review); 2 for usage or I/O errors.
        """
    )

    @Option(help: "The output folder.")
    var out: String = "build/pushloc"

    @Option(help: "A folder of <lang>.lproj folders (default: Localizations/).")
    var localizations: String?

    @Option(help: "The templates folder (default: templates/).")
    var templates: String?

    @Option(help: "The development language (default: en, else Base).")
    var base: String?

    @Option(help: "The app name shown in the preview's banners.")
    var appName: String = "App"

    @OptionGroup var files: ConfigurationOptions

    @Flag(help: "Also write screenshots/<template>.png of the preview with a headless Chromium or Chrome (skipped, with a hint, when none is installed).")
    var screenshots = false

    func run() throws {
        let cwd = Paths.workingDirectory
        // The check is `pushloc check`'s session (same configuration, suppressions, baseline), so
        // check.json is what `pushloc check --format json` prints. Making it reads the configuration
        // and writes nothing.
        var request = files.apply(to: CheckRequest())
        request.paths = localizations.map { [$0] } ?? []
        request.base = base
        request.templates = templates
        request.requiresFiles = false
        let session = try UsageError.wrapping { () throws(CheckSessionError) in
            try CheckSession(request, workingDirectory: cwd)
        }
        let localizationRoot = try Paths.folder(explicit: localizations, default: Paths.defaultLocalizations)
        let templateRoot = try UsageError.wrapping { () throws(CheckSessionError) in try session.templatesFolder() }
        // Validated before any work; everything is written into a staging folder that is swapped in
        // whole at the end (see BuildFolder), so an interrupted build leaves the previous output.
        let folder: BuildFolder
        do {
            folder = try BuildFolder(out, protecting: [localizationRoot, templateRoot].compactMap { $0 })
        } catch {
            throw UsageError("--out \(error.description)")
        }
        defer { folder.discard() }
        let stage = folder.staging
        let catalog: Catalog
        do {
            catalog = try CatalogLoader.load(paths: localizationRoot.map { [$0] } ?? [], base: session.settings.base, workingDirectory: cwd)
        } catch {
            throw UsageError(error.description)
        }
        var failed = false

        // 1. The check.
        let outcome = try UsageError.wrapping { () throws(CheckSessionError) in try session.run() }
        let report = outcome.report
        try write(JSONReporter.render(report), "check.json", in: stage)
        try write(SARIFReporter.render(report), "check.sarif", in: stage)
        Output.error(TextReporter.render(report))
        failed = failed || outcome.exitCode != 0
        let templateSet = outcome.templates

        // 2. Per-locale APNs payloads and the preview of every notification template.
        let localizer = PushLocalizer(catalog: catalog)
        let previewBuilder = PreviewBuilder(localizer: localizer)
        var sections: [PreviewSection] = []
        var sectionNames: [String] = []
        for template in templateSet?.templates ?? [] {
            guard let document = template.document else { continue }
            guard let name = OutputName.forTemplate(fileName: (template.file as NSString).lastPathComponent) else {
                Output.error(OutputName.skipped(template.file))
                continue
            }
            let payloads = PayloadProducer(catalog: catalog, template: APNsPayload(json: document.root)).allLocales(options: .sizeOnly())
            for payload in payloads {
                try write(payload.bytes, "payloads/\(name)/\(payload.locale).json", in: stage)
                failed = failed || !payload.fits
            }
            sections.append(previewBuilder.section(title: template.file, template: document))
            sectionNames.append(name)
        }

        // 3. devtodev messages and button labels.
        let buttonTemplates: ButtonTemplateSet
        do {
            buttonTemplates = try DevtodevSources.buttonTemplates(templatesRoot: templateRoot, workingDirectory: cwd)
        } catch {
            throw UsageError(error.description)
        }
        let messagesFolder = templateRoot.map { ($0 as NSString).appendingPathComponent("devtodev/messages") }
        let messageFiles = messagesFolder.flatMap { try? FileManager.default.contentsOfDirectory(atPath: $0) }?.filter { $0.hasSuffix(".json") }.sorted() ?? []
        for file in messageFiles {
            guard let folder = messagesFolder, let data = FileManager.default.contents(atPath: (folder as NSString).appendingPathComponent(file)) else { continue }
            guard let name = OutputName.forTemplate(fileName: file) else {
                Output.error(OutputName.skipped(CatalogLoader.displayPath((folder as NSString).appendingPathComponent(file), relativeTo: cwd)))
                continue
            }
            let messages = DevtodevReport.make(
                bytes: Array(data), path: CatalogLoader.displayPath((folder as NSString).appendingPathComponent(file), relativeTo: cwd),
                catalog: catalog, templates: buttonTemplates, locales: [], now: Int64(Date().timeIntervalSince1970))
            for output in messages.outputs(folder: (stage.path as NSString).appendingPathComponent("devtodev/\(name)")) {
                do { try stage.write(output.bytes, atPath: output.path) } catch { throw UsageError(error.description) }
            }
            for finding in messages.diagnostics { Output.error(TextReporter.line(for: finding) + "\n") }
            failed = failed || messages.hasErrors
        }
        let labels = DevtodevSources.buttonLabels(catalog: catalog, templates: buttonTemplates.templates)
        try write(ButtonsReport.jsonText(labels, locales: []), "buttons/buttons.json", in: stage)
        for output in ButtonsReport.stringsOutputs(labels, locales: [], folder: (stage.path as NSString).appendingPathComponent("buttons")) {
            do { try stage.write(Array(output.contents.utf8), atPath: output.path) } catch { throw UsageError(error.description) }
        }

        // 4. The preview (opening with the check's coverage map), and optionally one screenshot per template.
        let document = PreviewDocument(appName: appName, sections: sections, overview: CoverageOverview(report: report))
        try write(HTMLPreview.page(document), "preview.html", in: stage)
        if screenshots {
            try PreviewScreenshots(stage: stage, out: out, appName: appName).write(zip(sectionNames, sections).map { ($0, $1) })
        }
        do {
            try folder.commit()
        } catch {
            throw UsageError(error.description)
        }
        Output.write("wrote \(out)/ (check.json, check.sarif, payloads/, devtodev/, buttons/, preview.html\(screenshots ? ", screenshots/" : ""))\n")
        if failed { throw ExitCode(1) }
    }

    /// Writes `text` to `path` inside `folder`, atomically.
    private func write(_ text: String, _ path: String, in folder: OutputFolder) throws {
        try write(Array(text.utf8), path, in: folder)
    }

    /// Writes `bytes` to `path` inside `folder`, atomically.
    private func write(_ bytes: [UInt8], _ path: String, in folder: OutputFolder) throws {
        do {
            try folder.write(bytes, to: path)
        } catch {
            throw UsageError(error.description)
        }
    }
}
