/// What localising an alert needs from a template, read out of the JSON once.
///
/// A final class so that handing it around costs one retain, not one per field.
final class AlertSource: Sendable {
    let isPresent: Bool
    let title: String?
    let titleLocKey: String?
    let titleLocArgs: [String]
    let subtitle: String?
    let subtitleLocKey: String?
    let subtitleLocArgs: [String]
    let body: String?
    let locKey: String?
    let locArgs: [String]
    let actionLocKey: APSActionLocKey
    let launchImage: String?

    /// A copy with per-request arguments in place of the template's sample ones.
    func replacing(_ arguments: AlertArguments) -> AlertSource {
        AlertSource(copying: self, arguments: arguments)
    }

    private init(copying other: AlertSource, arguments: AlertArguments) {
        isPresent = other.isPresent
        title = other.title
        titleLocKey = other.titleLocKey
        titleLocArgs = arguments.title ?? other.titleLocArgs
        subtitle = other.subtitle
        subtitleLocKey = other.subtitleLocKey
        subtitleLocArgs = arguments.subtitle ?? other.subtitleLocArgs
        body = other.body
        locKey = other.locKey
        locArgs = arguments.body ?? other.locArgs
        actionLocKey = other.actionLocKey
        launchImage = other.launchImage
    }

    init(_ payload: APNsPayload) {
        let alert = payload.aps.alert
        isPresent = alert != nil
        title = alert?.title
        titleLocKey = alert?.titleLocKey
        titleLocArgs = alert?.titleLocArgs ?? []
        subtitle = alert?.subtitle
        subtitleLocKey = alert?.subtitleLocKey
        subtitleLocArgs = alert?.subtitleLocArgs ?? []
        body = alert?.body
        locKey = alert?.locKey
        locArgs = alert?.locArgs ?? []
        actionLocKey = alert?.actionLocKey ?? .absent
        launchImage = alert?.launchImage
    }
}
