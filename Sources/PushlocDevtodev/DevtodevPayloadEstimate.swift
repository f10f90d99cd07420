import PushlocPayloads
import PushlocJSON
import PushlocDiagnostics
import PushlocRules

/// An estimate of the size of the APNs payload devtodev builds from a message.
///
/// devtodev does not publish the exact payload it sends, so pushloc models it and measures the
/// model's exact UTF-8 bytes with ``JSONWriter``, plus a reserve for devtodev's own fields:
///
/// ```
/// {"aps":{"alert":{"title":..,"body":<text>,"title-loc-key":..,"title-loc-args":[..],"loc-key":..,
///         "loc-args":[..],"action-loc-key":..,"launch-image":..},
///         "badge":..,"sound":..,"category":<interactive.template>,"mutable-content":1},
///  <each member of data>...,
///  "_dtd":{"attachment":{..},"action":{..},"buttons":[..]}}
/// ```
///
/// - `alert` holds the payload's alert members that are present (a per-locale message has only
///   `title` and `text`); `mutable-content` is there when an attachment is (a notification service
///   extension downloads it). A hidden message is `{"aps":{"content-available":1}}` and its `data`.
/// - `data` members become top-level custom keys, as APNs carries custom data.
/// - `_dtd` stands for the SDK fields devtodev adds: the attachment, the tap action and the button
///   actions, as given.
/// - ``reserveBytes`` covers what the model cannot see: devtodev's message and campaign identifiers.
///
/// The estimate is within some tens of bytes of the real payload; that is why `devtodev-size`
/// warns from 90% of the limit on, and is a warning even over the limit.
public enum DevtodevPayloadEstimate {
    /// The APNs limit for a notification payload.
    public static let limit = 4096
    /// Bytes added for devtodev's identifiers (message id, campaign id, their keys).
    public static let reserveBytes = 96
    /// The key that stands for devtodev's SDK fields in the model.
    public static let sdkKey = "_dtd"

    /// The modelled APNs payload of `message`.
    public static func model(of message: DevtodevMessage) -> JSONValue {
        let payload = message.payload
        var aps: [JSONMember] = []
        if message.options.hidden {
            aps.append(JSONMember(key: APSKey.contentAvailable, value: 1))
        } else {
            let alertKeys: [(from: String, to: String)] = [
                (DevtodevPayloadKey.title, APSAlertKey.title),
                (DevtodevPayloadKey.text, APSAlertKey.body),
                (DevtodevPayloadKey.titleLocKey, APSAlertKey.titleLocKey),
                (DevtodevPayloadKey.titleLocArgs, APSAlertKey.titleLocArgs),
                (DevtodevPayloadKey.locKey, APSAlertKey.locKey),
                (DevtodevPayloadKey.locArgs, APSAlertKey.locArgs),
                (DevtodevPayloadKey.actionLocKey, APSAlertKey.actionLocKey),
                (DevtodevPayloadKey.launchImage, APSAlertKey.launchImage),
            ]
            let alert = alertKeys.compactMap { pair in
                payload.object[pair.from].map { JSONMember(key: pair.to, value: $0) }
            }
            if !alert.isEmpty { aps.append(JSONMember(key: APSKey.alert, value: .object(JSONObject(alert)))) }
            if let badge = payload.object[DevtodevPayloadKey.badge] { aps.append(JSONMember(key: APSKey.badge, value: badge)) }
            if let sound = payload.object[DevtodevPayloadKey.sound] { aps.append(JSONMember(key: APSKey.sound, value: sound)) }
            if let template = payload.object[DevtodevPayloadKey.interactive]?.objectValue?[DevtodevNestedKey.template] {
                aps.append(JSONMember(key: APSKey.category, value: template))
            }
            if payload.object[DevtodevPayloadKey.attachment] != nil {
                aps.append(JSONMember(key: APSKey.mutableContent, value: 1))
            }
        }
        var members = [JSONMember(key: APNsPayload.apsKey, value: .object(JSONObject(aps)))]
        members += payload.data?.members ?? []
        if !message.options.hidden {
            var sdk: [JSONMember] = []
            if let attachment = payload.object[DevtodevPayloadKey.attachment] {
                sdk.append(JSONMember(key: DevtodevPayloadKey.attachment, value: attachment))
            }
            if let action = payload.object[DevtodevPayloadKey.action] {
                sdk.append(JSONMember(key: DevtodevPayloadKey.action, value: action))
            }
            if let buttons = payload.object[DevtodevPayloadKey.interactive]?.objectValue?[DevtodevNestedKey.buttons] {
                sdk.append(JSONMember(key: DevtodevNestedKey.buttons, value: buttons))
            }
            if !sdk.isEmpty { members.append(JSONMember(key: sdkKey, value: .object(JSONObject(sdk)))) }
        }
        return .object(JSONObject(members))
    }

    /// The estimated size in bytes: the model's exact bytes plus ``reserveBytes``.
    public static func bytes(of message: DevtodevMessage) -> Int {
        JSONWriter.serialize(model(of: message)).count + reserveBytes
    }

    /// A `devtodev-size` warning when `bytes` is within 10% of ``limit`` or over it.
    public static func check(bytes: Int, language: String?, jsonPath: String?) -> Diagnostic? {
        guard bytes * 10 >= limit * 9 else { return nil }
        let message = bytes > limit
            ? "The iOS payload devtodev builds is estimated at \(bytes) bytes, over the APNs limit of \(limit): APNs would reject it. Shorten the text or the data"
            : "The iOS payload devtodev builds is estimated at \(bytes) bytes, within 10% of the APNs limit of \(limit); the estimate is approximate, so shorten the text or the data"
        return Diagnostic(RuleDescription.devtodevSize, message: message, language: language, jsonPath: jsonPath)
    }
}
