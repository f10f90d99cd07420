import PushlocPayloads
import PushlocJSON
/// The `interactive` object of a devtodev payload: a button template, and actions for its buttons.
public struct DevtodevInteractive: Sendable, Hashable {
    /// One entry of `interactive.buttons`.
    public struct Button: Sendable, Hashable {
        /// The button id (`accept`), which must belong to the template.
        public var id: String
        /// The action, allowed only on a button that opens the app.
        public var action: DevtodevAction?

        /// Creates a button entry.
        public init(id: String, action: DevtodevAction? = nil) {
            self.id = id
            self.action = action
        }
    }

    /// `template`, a button template id (`dtd_accept.open_decline.dismiss`).
    public var template: String?
    /// `buttons` that could be read (entries without a string `id` are left out).
    public var buttons: [Button]

    /// Creates an interactive object.
    public init(template: String?, buttons: [Button] = []) {
        self.template = template
        self.buttons = buttons
    }

    /// Reads `interactive`; `nil` for another JSON type.
    public init?(json: JSONValue) {
        guard let object = json.objectValue else { return nil }
        template = object[DevtodevNestedKey.template]?.stringValue
        buttons = (object[DevtodevNestedKey.buttons]?.arrayValue ?? []).compactMap { element in
            guard let button = element.objectValue, let id = button[DevtodevNestedKey.id]?.stringValue else { return nil }
            return Button(id: id, action: button[DevtodevNestedKey.action].flatMap(DevtodevAction.init(json:)))
        }
    }
}
