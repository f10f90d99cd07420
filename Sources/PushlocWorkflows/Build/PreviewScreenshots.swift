import PushlocDiagnostics
import Foundation
import PushlocOutputFiles
import PushlocPreview

/// `pushloc build --screenshots`: one PNG per template of the preview, taken by a headless browser.
///
/// The browser reads each page from, and writes each PNG into, a private scratch folder made with
/// `mkdtemp(3)` (mode 0700, a fresh unpredictable name), so no other user can plant a file or a link
/// there. Each PNG is read back without following links and written into the build's staging folder,
/// so it is swapped in with the rest of the build.
struct PreviewScreenshots {
    /// The build's staging folder; the PNGs go to `screenshots/` in it.
    let stage: OutputFolder
    /// The `--out` folder the user named (for messages).
    let out: String
    /// The app name shown in the banners.
    let appName: String
    /// Where the hint and progress are printed.
    let output: WorkflowOutput

    /// Writes `screenshots/<name>.png` for each named section, or explains how to get a browser and skips.
    func write(_ sections: [(name: String, section: PreviewSection)]) throws(WorkflowError) {
        guard let browser = HeadlessBrowser.find() else {
            output.error("pushloc: --screenshots skipped: no headless browser found; \(HeadlessBrowser.installHint)\n")
            return
        }
        let scratch: ScratchFolder
        do {
            scratch = try ScratchFolder()
        } catch {
            throw WorkflowError(error.description)
        }
        defer { scratch.remove() }
        var fonts = MissingCJKFonts.installed()
        for (name, section) in sections {
            let document = PreviewDocument(appName: appName, sections: [section])
            let page = (scratch.path as NSString).appendingPathComponent("\(name).html")
            let png = (scratch.path as NSString).appendingPathComponent("\(name).png")
            let html = HTMLPreview.page(document)
            fonts.note(html)
            do {
                try AtomicFile.write(Array(html.utf8), to: page)
            } catch {
                throw WorkflowError(error.description)
            }
            let size = HTMLPreview.windowSize(for: document)
            do {
                try browser.screenshot(page: page, to: png, width: size.width, height: size.height)
            } catch {
                throw WorkflowError(error.description)
            }
            guard let bytes = PlainFile.read(png) else { throw WorkflowError("\(png): the browser wrote no plain file") }
            do {
                try stage.write(bytes, to: "screenshots/\(name).png")
            } catch {
                throw WorkflowError(error.description)
            }
            output.write("wrote \(ControlCharacterEscaping.escaped(out))/screenshots/\(name).png\n")
        }
        if let warning = fonts.warning { output.error(warning) }
    }
}
