import Payloads
/// The stable rule ids of the devtodev findings: messages (``DevtodevMessageValidator``), per-locale
/// messages (``DevtodevLocalizer``) and button templates (``ButtonTemplateLoader``).
///
/// Ids never change once published. Each comment gives the severity. Malformed JSON is reported by
/// the parser as `syntax` (and `json-duplicate-key`, `json-bom`), as for APNs payloads.
public enum DevtodevRule {
    // Message structure
    /// Error: the root is not an object, has neither `ios` nor `payload`, or `ios`, `payload`,
    /// `options` or `audience` has the wrong shape.
    public static let shape = "devtodev-shape"
    /// Error: a known field has a value of the wrong type (`badge` not a non-negative integer,
    /// `sound` not a string, `data` not an object, `hidden` not a Boolean...).
    public static let type = "devtodev-type"
    /// Warning: a key devtodev does not define in `payload`, `options`, a targeting object,
    /// `attachment`, `action`, `interactive` or an interactive button. devtodev ignores it; it is
    /// usually a typo (`body` for `text`).
    public static let unknownKey = "devtodev-unknown-key"

    // Targeting
    /// Warning: a targeting object has a `token` and another identifier; devtodev ignores the others.
    public static let tokenOverrides = "devtodev-token-overrides"
    /// Error: a targeting object has none of `token`, `idfa`, `idfv`, `userId`, `devtodevId`.
    public static let targetMissing = "devtodev-target-missing"

    // Content
    /// Error: a message that is not hidden has neither `text` nor a `loc-key` standing in for it.
    public static let textMissing = "devtodev-text-missing"
    /// Warning: a plain `text` and a `loc-key` (or `title` and `title-loc-key`); the device shows the plain text.
    public static let plainAndLocKey = "devtodev-plain-and-loc-key"
    /// Error: `loc-args` or `title-loc-args` is not an array of strings.
    public static let locArgsType = "devtodev-loc-args-type"
    /// Error: `loc-args` without `loc-key`, or `title-loc-args` without `title-loc-key`.
    public static let locArgsWithoutKey = "devtodev-loc-args-without-key"
    /// Error: a hidden message whose payload carries anything but `data`.
    public static let hiddenPayload = "devtodev-hidden-payload"
    /// Error: `priority: high` on a hidden message (APNs forbids it for a content-available-only push).
    public static let hiddenPriority = "devtodev-hidden-priority"

    // Options
    /// Error: `priority` other than `high` or `normal`.
    public static let priorityInvalid = "devtodev-priority-invalid"
    /// Error: `expire` is not a non-negative integer.
    public static let expireInvalid = "devtodev-expire-invalid"
    /// Warning: `expire` is a UNIX epoch that is already in the past, so the message is discarded.
    public static let expirePast = "devtodev-expire-past"
    /// Error: `collapse_key` longer than 64 bytes of UTF-8.
    public static let collapseKeyTooLong = "devtodev-collapse-key-too-long"

    // Attachment and actions
    /// Error: `attachment.type` missing or not `image`, `audio` or `video`.
    public static let attachmentType = "devtodev-attachment-type"
    /// Error: `attachment.url` missing or not an `https` URL (iOS downloads attachments over https only).
    public static let attachmentURL = "devtodev-attachment-url"
    /// Error: an `action` (of the message or of a button) without exactly one of `deeplink`, `url`, `share`.
    public static let actionInvalid = "devtodev-action-invalid"

    // Interactive buttons
    /// Error: `interactive.template` missing or not one of the button templates.
    public static let unknownTemplate = "devtodev-unknown-template"
    /// Error: an `interactive.buttons[].id` that the template does not have.
    public static let unknownButton = "devtodev-unknown-button"
    /// Warning: the same button id twice in `interactive.buttons`; the last one wins.
    public static let duplicateButton = "devtodev-duplicate-button"
    /// Error: an action on a button that does not open the app (only the app-opening buttons may carry one).
    public static let buttonAction = "devtodev-button-action"

    // Per-locale messages
    /// Warning: the estimated iOS payload of a per-locale message is within 10% of 4096 bytes, or over.
    public static let size = "devtodev-size"
    /// Warning: a loc key the language's table lacks; the device shows the key itself. The same id as
    /// the APNs localizer's (`loc-key-not-found`).
    public static let locKeyNotFound = PayloadRule.locKeyNotFound

    // Button templates (templates/devtodev/*.json)
    /// Error: a button template file without the required `id`, `name`, `description` and
    /// `buttons` (each `{id, label, opensApp}`), or with a value of the wrong type.
    public static let templateInvalid = "button-template-invalid"
    /// Error: two templates with one id, or one button id twice in a template.
    public static let templateDuplicate = "button-template-duplicate"
    /// Warning: a template file whose name is not `<id>.json`, or a key the template format does not define.
    public static let templateNaming = "button-template-naming"

    /// Every id above, for documentation and tests.
    public static let all: [String] = [
        shape, type, unknownKey, tokenOverrides, targetMissing, textMissing, plainAndLocKey, locArgsType,
        locArgsWithoutKey, hiddenPayload, hiddenPriority, priorityInvalid, expireInvalid, expirePast,
        collapseKeyTooLong, attachmentType, attachmentURL, actionInvalid, unknownTemplate, unknownButton,
        duplicateButton, buttonAction, size, locKeyNotFound, templateInvalid, templateDuplicate, templateNaming,
    ]
}
