import Foundation

/// A headless Chromium or Chrome, found on the PATH (or named by `PUSHLOC_BROWSER`), that takes
/// screenshots of local HTML files.
struct HeadlessBrowser {
    /// The browser's executable.
    let executable: String

    /// The names tried on the PATH, in order.
    static let candidates = ["chromium", "chromium-browser", "google-chrome", "google-chrome-stable", "chrome"]

    /// How to get one, for the message when none is found.
    static let installHint = "install Chromium (Debian/Ubuntu: apt-get install chromium; macOS: brew install --cask chromium) or set PUSHLOC_BROWSER to a Chrome executable"

    /// The first browser found, or `nil`.
    static func find(environment: [String: String] = ProcessInfo.processInfo.environment) -> HeadlessBrowser? {
        if let explicit = environment["PUSHLOC_BROWSER"], FileManager.default.isExecutableFile(atPath: explicit) {
            return HeadlessBrowser(executable: explicit)
        }
        return ExecutableSearch.find(candidates, environment: environment).map(HeadlessBrowser.init)
    }

    /// Renders the HTML file `page` into the PNG `png` at this window size. Gives up after `timeout` seconds.
    func screenshot(page: String, to png: String, width: Int, height: Int, timeout: TimeInterval = 60) throws(BrowserError) {
        try? FileManager.default.removeItem(atPath: png)
        let process = Process()
        process.executableURL = URL(fileURLWithPath: executable)
        process.arguments = [
            "--headless", "--no-sandbox", "--disable-gpu", "--hide-scrollbars", "--no-first-run",
            "--force-device-scale-factor=1", "--window-size=\(width),\(height)",
            "--screenshot=\(png)", URL(fileURLWithPath: page).absoluteString,
        ]
        process.standardOutput = FileHandle.nullDevice
        process.standardError = FileHandle.nullDevice
        do { try process.run() } catch { throw BrowserError("\(executable): \(error.localizedDescription)") }
        let deadline = Date().addingTimeInterval(timeout)
        while process.isRunning {
            if Date() > deadline {
                process.terminate()
                throw BrowserError("\(executable) took more than \(Int(timeout)) s; stopped")
            }
            Thread.sleep(forTimeInterval: 0.05)
        }
        guard process.terminationStatus == 0, FileManager.default.fileExists(atPath: png) else {
            throw BrowserError("\(executable) exited \(process.terminationStatus) without writing \(png)")
        }
    }
}

/// A headless browser that failed.
struct BrowserError: Error, CustomStringConvertible {
    let description: String
    init(_ description: String) { self.description = description }
}
