import Foundation
import PushLocalization
import Catalog
import Checks
import Devtodev
import Diagnostics
import FormatString
import ICU
import JSON
import Payloads
import StringCatalog
import StringsFile

/// `pushloc build --screenshots`: one PNG per template of the preview, taken by a headless browser.
struct PreviewScreenshots {
    /// The build's output folder; the PNGs go to `screenshots/` in it.
    let out: String
    /// The app name shown in the banners.
    let appName: String

    /// Writes `screenshots/<template>.png` for each section, or explains how to get a browser and skips.
    func write(_ sections: [PreviewSection]) throws {
        guard let browser = HeadlessBrowser.find() else {
            Output.error("pushloc: --screenshots skipped: no headless browser found; \(HeadlessBrowser.installHint)\n")
            return
        }
        let folder = (out as NSString).appendingPathComponent("screenshots")
        let scratch = (NSTemporaryDirectory() as NSString).appendingPathComponent("pushloc-shots-\(ProcessInfo.processInfo.processIdentifier)")
        do {
            try FileManager.default.createDirectory(atPath: folder, withIntermediateDirectories: true)
            try FileManager.default.createDirectory(atPath: scratch, withIntermediateDirectories: true)
        } catch {
            throw UsageError("\(folder): \(error.localizedDescription)")
        }
        defer { try? FileManager.default.removeItem(atPath: scratch) }
        for section in sections {
            let name = ((section.title as NSString).lastPathComponent as NSString).deletingPathExtension
            let document = PreviewDocument(appName: appName, sections: [section])
            let page = (scratch as NSString).appendingPathComponent("\(name).html")
            let png = (folder as NSString).appendingPathComponent("\(name).png")
            do {
                try AtomicFile.write(Array(HTMLPreview.page(document).utf8), to: page)
            } catch {
                throw UsageError(error.description)
            }
            let size = HTMLPreview.windowSize(for: document)
            do {
                try browser.screenshot(page: page, to: png, width: size.width, height: size.height)
            } catch {
                throw UsageError(error.description)
            }
            Output.write("wrote \(png)\n")
        }
    }
}
