import Foundation
import HTTPTypes
import Hummingbird
import PushLocalization

/// A push server: `POST /notifications/{template}` answers with the localized APNs payload of a
/// template and the headers to send it with. The localizations and templates are loaded once, at
/// start-up; each request only resolves the language and writes the payload.
@main
enum PushServer {
    static func main() async throws {
        let settings = ServerSettings.fromEnvironment()
        if let problem = APNsHeaders.valueProblem(APNsHeaders.topic(bundleID: settings.bundleID, pushType: .alert)) {
            let error = SettingsError(description: "PUSHSERVER_BUNDLE_ID cannot be sent as apns-topic: \(problem)")
            say("push-server: \(error)")
            throw error
        }
        let producers: TemplateProducers
        do {
            producers = try TemplateProducers.load(localizations: settings.localizations, templates: settings.templates)
        } catch {
            say("push-server: \(error)")
            throw error
        }
        let router = Router()
        let route = NotificationRoute(producers: producers, bundleID: settings.bundleID)
        router.post("/notifications/:template") { request, context in
            try await route.respond(to: request, template: context.parameters.get("template") ?? "")
        }
        // The route exists for every method; only POST is answered, the others are told so.
        for method in [HTTPRequest.Method.get, .head, .put, .delete, .patch, .options] {
            router.on("/notifications/:template", method: method) { _, _ in NotificationRoute.methodNotAllowed() }
        }
        let app = Application(
            router: router,
            configuration: ApplicationConfiguration(address: .hostname(settings.host, port: settings.port)),
            onServerRunning: { channel in
                // The port actually bound (a port of 0 picks a free one), for scripts that start the server.
                say("push-server: listening on \(settings.host):\(channel.localAddress?.port ?? settings.port) with \(producers.names.count) templates")
            })
        try await app.runService()
    }

    /// Writes a line to standard output at once (unbuffered), so that a script reading the log sees it.
    static func say(_ line: String) {
        FileHandle.standardOutput.write(Data((line + "\n").utf8))
    }
}
