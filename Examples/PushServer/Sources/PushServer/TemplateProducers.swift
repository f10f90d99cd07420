import Foundation
import PushLocalization

/// One payload producer per template file, made once at start-up and shared by every request.
struct TemplateProducers: Sendable {
    private let producers: [String: PayloadProducer]

    /// The template names, as requests give them (`game_invite` for `game_invite.json`).
    var names: [String] { producers.keys.sorted() }

    /// The producer of the template `name`, if there is one.
    func producer(named name: String) -> PayloadProducer? { producers[name] }

    /// Loads the localizations, then every `.json` file in `templates`.
    static func load(localizations: String, templates: String) throws -> TemplateProducers {
        let localizer = try PushLocalizer.load(localizations: localizations)
        var producers: [String: PayloadProducer] = [:]
        for file in try FileManager.default.contentsOfDirectory(atPath: templates).sorted() where file.hasSuffix(".json") {
            let path = templates + "/" + file
            guard let data = FileManager.default.contents(atPath: path) else { throw TemplateLoadError(path: path) }
            let template = try APNsPayload(jsonBytes: Array(data), path: path)
            producers[String(file.dropLast(".json".count))] = localizer.payloadProducer(for: template)
        }
        return TemplateProducers(producers: producers)
    }
}

/// A template file that could not be read.
struct TemplateLoadError: Error, CustomStringConvertible {
    let path: String
    var description: String { "cannot read \(path)" }
}
