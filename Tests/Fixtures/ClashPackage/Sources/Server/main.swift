import Catalog
import Configuration
import Diagnostics
import Foundation
import Formats
import JSON
import Payloads
import PushLocalization
import Rules
import TestSupport

// The server's own modules and pushloc's library side by side in one program: it prints how many of its
// own modules it has, and a string from the localizations folder it is given.
let ownModules = [
    JSONMarker.name, DiagnosticsMarker.name, RulesMarker.name, CatalogMarker.name, ConfigurationMarker.name,
    FormatsMarker.name, PayloadsMarker.name, TestSupportMarker.name,
]
guard CommandLine.arguments.count == 2 else {
    print("usage: Server LOCALIZATIONS_FOLDER")
    exit(2)
}
do {
    let localizer = try PushLocalizer.load(localizations: CommandLine.arguments[1])
    print(ownModules.count, localizer.localizedString(key: "HELLO", arguments: ["Anna"], preferredLanguages: ["en"]).text)
} catch {
    print("Server: \(error)")
    exit(1)
}
