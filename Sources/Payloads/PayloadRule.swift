import JSON

/// The stable rule ids of the findings the Payloads module makes, beside the shared ones in
/// `Diagnostics.RuleID` (`syntax`, `payload-too-large`).
///
/// Ids never change once published. Each comment gives the severity.
public enum PayloadRule {
    // JSON
    /// Warning: a JSON object has the same key twice; receivers keep the last one (`JSONRule/duplicateKey`).
    public static let jsonDuplicateKey = JSONRule.duplicateKey
    /// Warning: the file starts with a UTF-8 byte order mark (`JSONRule/byteOrderMark`).
    public static let jsonByteOrderMark = JSONRule.byteOrderMark

    // Payload structure
    /// Error: the payload's root is not a JSON object.
    public static let payloadNotObject = "payload-not-object"
    /// Error: the payload has no `aps` dictionary.
    public static let apsMissing = "aps-missing"
    /// Error: a known key of `aps`, of `alert` or of the sound dictionary has a value of the wrong type.
    public static let apsType = "aps-type"
    /// Warning: a key inside `aps` that Apple does not define; Apple ignores it.
    public static let apsUnknownKey = "aps-unknown-key"
    /// Warning: a key inside `alert` that Apple does not define.
    public static let alertUnknownKey = "alert-unknown-key"

    // Values
    /// Error: `loc-args`, `title-loc-args` or `subtitle-loc-args` is not an array of strings.
    public static let locArgsType = "loc-args-type"
    /// Error: `loc-args` without `loc-key`.
    public static let locArgsWithoutKey = "loc-args-without-key"
    /// Error: `title-loc-args` without `title-loc-key`.
    public static let titleLocArgsWithoutKey = "title-loc-args-without-key"
    /// Error: `subtitle-loc-args` without `subtitle-loc-key`.
    public static let subtitleLocArgsWithoutKey = "subtitle-loc-args-without-key"
    /// Warning: a plain `body` and a `loc-key`; the device shows the plain text.
    public static let alertBodyAndLocKey = "alert-body-and-loc-key"
    /// Warning: a plain `title` and a `title-loc-key`; the device shows the plain text.
    public static let alertTitleAndLocKey = "alert-title-and-loc-key"
    /// Warning: a plain `subtitle` and a `subtitle-loc-key`; the device shows the plain text.
    public static let alertSubtitleAndLocKey = "alert-subtitle-and-loc-key"
    /// Error: `badge` is not a non-negative integer.
    public static let badgeInvalid = "badge-invalid"
    /// Error (warning for 0, which does nothing): `content-available` is not 1.
    public static let contentAvailableInvalid = "content-available-invalid"
    /// Error (warning for 0, which does nothing): `mutable-content` is not 1.
    public static let mutableContentInvalid = "mutable-content-invalid"
    /// Error: `sound` is neither a string nor a `{critical, name, volume}` dictionary, or its
    /// `critical` is not 0 or 1, or its `volume` is outside 0...1.
    public static let soundInvalid = "sound-invalid"
    /// Warning: a key of the sound dictionary other than `critical`, `name`, `volume`.
    public static let soundUnknownKey = "sound-unknown-key"
    /// Error: `relevance-score` outside 0...1 (not checked for Live Activities, which take any number).
    public static let relevanceScoreRange = "relevance-score-range"
    /// Error: `interruption-level` is not `passive`, `active`, `time-sensitive` or `critical`.
    public static let interruptionLevelUnknown = "interruption-level-unknown"

    // Push type against payload
    /// Error: a `background` push without `content-available: 1`.
    public static let backgroundContentAvailable = "background-content-available"
    /// Warning: a `background` push with `alert`, `sound` or `badge`, which belong to an `alert` push.
    public static let backgroundWithAlert = "background-with-alert"
    /// Warning: an `alert` push that neither alerts, nor plays a sound, nor badges.
    public static let alertPushWithoutAlert = "alert-push-without-alert"
    /// Error: a Live Activity push without `timestamp` or `event`, or a `start`/`update` without
    /// `content-state`, or a `start` without `attributes-type` and `attributes`.
    public static let liveActivityMissingKey = "live-activity-missing-key"
    /// Error: a Live Activity `event` other than `start`, `update`, `end`.
    public static let liveActivityEventInvalid = "live-activity-event-invalid"

    // Headers
    /// Error: `apns-priority` other than 5 on a `background` push (Apple requires 5).
    public static let priorityBackground = "priority-background"
    /// Error: `apns-priority` other than 1, 5 or 10.
    public static let priorityInvalid = "priority-invalid"
    /// Error: `apns-collapse-id` longer than 64 bytes.
    public static let collapseIDTooLong = "collapse-id-too-long"
    /// Error: a negative `apns-expiration`.
    public static let expirationInvalid = "expiration-invalid"
    /// Error: an empty `apns-topic`.
    public static let topicMissing = "topic-missing"

    // Localisation and size
    /// Error: a loc key the language's copy of the table lacks; the device shows the raw key.
    public static let locKeyNotFound = "loc-key-not-found"
    /// Warning: the per-locale payload was over its limit and its alert text was shortened.
    public static let payloadTruncated = "payload-truncated"
}
