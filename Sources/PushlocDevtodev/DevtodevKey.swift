import PushlocPayloads
/// The member names of a devtodev request body and of its iOS message, as devtodev's push API
/// (`reference/devtodev-push-api-ios.txt`) spells them.
public enum DevtodevKey {
    /// `audience`: the array of targeting objects of a request body.
    public static let audience = "audience"
    /// `ios`: the iOS message of a request body.
    public static let ios = "ios"
    /// `payload`: the content of the message.
    public static let payload = "payload"
    /// `options`: the delivery settings of the message.
    public static let options = "options"
}

/// The keys of a targeting object (one element of `audience`).
public enum DevtodevTargetKey {
    /// `token`: the push token. When given, devtodev ignores every other identifier.
    public static let token = "token"
    /// `idfa`: the advertising identifier.
    public static let idfa = "idfa"
    /// `idfv`: the identifier for the vendor.
    public static let idfv = "idfv"
    /// `userId`: the app's own cross-platform user id.
    public static let userId = "userId"
    /// `devtodevId`: devtodev's numeric user id.
    public static let devtodevId = "devtodevId"

    /// Every identifier, in the reference's order.
    public static let all: [String] = [token, idfa, idfv, userId, devtodevId]
}

/// The keys of a devtodev iOS `payload`.
public enum DevtodevPayloadKey {
    /// `title`: the alert title.
    public static let title = "title"
    /// `text`: the alert text (required unless the message is hidden, or a `loc-key` stands in).
    public static let text = "text"
    /// `title-loc-key`: the key of the title in the app's `Localizable.strings`.
    public static let titleLocKey = "title-loc-key"
    /// `title-loc-args`: the strings put into the title's `%@` and `%n$@`.
    public static let titleLocArgs = "title-loc-args"
    /// `action-loc-key`: the key of the action button's title.
    public static let actionLocKey = "action-loc-key"
    /// `loc-key`: the key of the alert text in the app's `Localizable.strings`.
    public static let locKey = "loc-key"
    /// `loc-args`: the strings put into the text's `%@` and `%n$@`.
    public static let locArgs = "loc-args"
    /// `launch-image`: an image file of the app bundle.
    public static let launchImage = "launch-image"
    /// `data`: custom parameters handed to the app.
    public static let data = "data"
    /// `badge`: the app icon's badge number.
    public static let badge = "badge"
    /// `sound`: the sound file name, or `default`.
    public static let sound = "sound"
    /// `attachment`: `{type, url}` of an image, audio or video.
    public static let attachment = "attachment"
    /// `action`: what a tap on the notification does (`deeplink`, `url` or `share`).
    public static let action = "action"
    /// `interactive`: a button template and actions for its buttons.
    public static let interactive = "interactive"

    /// Every payload key, in the reference's order.
    public static let all: [String] = [
        title, text, titleLocKey, titleLocArgs, actionLocKey, locKey, locArgs, launchImage,
        data, badge, sound, attachment, action, interactive,
    ]
}

/// The keys of a devtodev iOS `options` object.
public enum DevtodevOptionsKey {
    /// `sandbox`: send through APNs' sandbox gateway (default `false`).
    public static let sandbox = "sandbox"
    /// `hidden`: a silent message for the app only; its payload may carry only `data`.
    public static let hidden = "hidden"
    /// `priority`: `high` or `normal` (the default).
    public static let priority = "priority"
    /// `expire`: relative seconds or a UNIX epoch in seconds (see ``DevtodevExpiration``).
    public static let expire = "expire"
    /// `collapse_key`: at most 64 bytes; messages with the same key show as one.
    public static let collapseKey = "collapse_key"

    /// Every options key, in the reference's order.
    public static let all: [String] = [sandbox, hidden, priority, expire, collapseKey]
}

/// The keys of `attachment`, `action`, `interactive` and an interactive button.
public enum DevtodevNestedKey {
    /// `attachment.type`: `image`, `audio` or `video`.
    public static let type = "type"
    /// `attachment.url` (https only) and the `url` action.
    public static let url = "url"
    /// The `deeplink` action.
    public static let deeplink = "deeplink"
    /// The `share` action.
    public static let share = "share"
    /// `interactive.template`: a button template id.
    public static let template = "template"
    /// `interactive.buttons`: the buttons that get an action.
    public static let buttons = "buttons"
    /// `interactive.buttons[].id`: a button id of the template.
    public static let id = "id"
    /// `interactive.buttons[].action`.
    public static let action = "action"
}
