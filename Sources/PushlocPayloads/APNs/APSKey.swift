/// The keys Apple defines inside `aps`.
public enum APSKey {
    /// `alert`: a string (the body) or an alert dictionary.
    public static let alert = "alert"
    /// `badge`: a non-negative integer; 0 removes the badge.
    public static let badge = "badge"
    /// `sound`: a sound file name, or a critical-alert sound dictionary.
    public static let sound = "sound"
    /// `thread-id`: groups notifications.
    public static let threadID = "thread-id"
    /// `category`: the registered notification category, which gives the action buttons.
    public static let category = "category"
    /// `content-available`: 1 wakes the app in the background.
    public static let contentAvailable = "content-available"
    /// `mutable-content`: 1 lets the notification service extension change the content.
    public static let mutableContent = "mutable-content"
    /// `target-content-id`: the window or content to bring forward.
    public static let targetContentID = "target-content-id"
    /// `interruption-level`: `passive`, `active`, `time-sensitive` or `critical`.
    public static let interruptionLevel = "interruption-level"
    /// `relevance-score`: 0...1, orders the notification summary.
    public static let relevanceScore = "relevance-score"
    /// `filter-criteria`: the Focus filter criteria.
    public static let filterCriteria = "filter-criteria"
    /// `stale-date` (Live Activity): UNIX seconds after which the activity is stale.
    public static let staleDate = "stale-date"
    /// `content-state` (Live Activity): the dynamic content, a dictionary.
    public static let contentState = "content-state"
    /// `timestamp` (Live Activity): UNIX seconds of the update.
    public static let timestamp = "timestamp"
    /// `event` (Live Activity): `start`, `update` or `end`.
    public static let event = "event"
    /// `dismissal-date` (Live Activity): UNIX seconds when an ended activity leaves the Lock Screen.
    public static let dismissalDate = "dismissal-date"
    /// `attributes-type` (Live Activity start): the activity attributes type name.
    public static let attributesType = "attributes-type"
    /// `attributes` (Live Activity start): the static attributes, a dictionary.
    public static let attributes = "attributes"
    /// `input-push-token` (Live Activity start): 1 asks for a push token for the new activity.
    public static let inputPushToken = "input-push-token"
    /// `input-push-channel` (Live Activity start): the broadcast channel id.
    public static let inputPushChannel = "input-push-channel"

    /// Every key Apple defines in `aps`. Any other key is ignored by Apple.
    public static let all: Set<String> = [
        alert, badge, sound, threadID, category, contentAvailable, mutableContent, targetContentID,
        interruptionLevel, relevanceScore, filterCriteria, staleDate, contentState, timestamp, event,
        dismissalDate, attributesType, attributes, inputPushToken, inputPushChannel,
    ]
}

/// The keys Apple defines inside the `alert` dictionary.
public enum APSAlertKey {
    /// `title`: plain title text.
    public static let title = "title"
    /// `subtitle`: plain subtitle text.
    public static let subtitle = "subtitle"
    /// `body`: plain body text.
    public static let body = "body"
    /// `launch-image`: an image file of the app bundle.
    public static let launchImage = "launch-image"
    /// `title-loc-key`: the key of the title in the app's `Localizable.strings`.
    public static let titleLocKey = "title-loc-key"
    /// `title-loc-args`: strings for the title's `%@` specifiers.
    public static let titleLocArgs = "title-loc-args"
    /// `subtitle-loc-key`: the key of the subtitle.
    public static let subtitleLocKey = "subtitle-loc-key"
    /// `subtitle-loc-args`: strings for the subtitle's `%@` specifiers.
    public static let subtitleLocArgs = "subtitle-loc-args"
    /// `loc-key`: the key of the body.
    public static let locKey = "loc-key"
    /// `loc-args`: strings for the body's `%@` specifiers.
    public static let locArgs = "loc-args"
    /// `action-loc-key`: the key of the action button title; `null` for no action button (legacy).
    public static let actionLocKey = "action-loc-key"
    /// `summary-arg`: the string for the notification summary (iOS 12 to 14).
    public static let summaryArg = "summary-arg"
    /// `summary-arg-count`: how many items the notification adds to the summary (iOS 12 to 14).
    public static let summaryArgCount = "summary-arg-count"

    /// Every key Apple defines in `alert`.
    public static let all: Set<String> = [
        title, subtitle, body, launchImage, titleLocKey, titleLocArgs, subtitleLocKey, subtitleLocArgs,
        locKey, locArgs, actionLocKey, summaryArg, summaryArgCount,
    ]

    /// The keys that ask the device to localise; a per-locale payload drops them.
    public static let localizationKeys: Set<String> = [
        titleLocKey, titleLocArgs, subtitleLocKey, subtitleLocArgs, locKey, locArgs, actionLocKey,
    ]
}

/// The keys Apple defines in the critical-alert `sound` dictionary.
public enum APSSoundKey {
    /// `critical`: 1 for a critical alert.
    public static let critical = "critical"
    /// `name`: the sound file name, or `default`.
    public static let name = "name"
    /// `volume`: 0...1.
    public static let volume = "volume"

    /// Every key Apple defines in the sound dictionary.
    public static let all: Set<String> = [critical, name, volume]
}
