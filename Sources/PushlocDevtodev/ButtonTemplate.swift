import PushlocPayloads
import PushlocJSON
/// A devtodev interactive button template (`dtd_yes.open_no.dismiss`): the buttons an iOS
/// notification category shows, and which of them open the app.
///
/// The 21 templates of devtodev's reference live as data in `templates/devtodev/<id>.json`
/// (read by ``ButtonTemplateLoader``) and are embedded in ``EmbeddedButtonData/templates``.
public struct ButtonTemplate: Sendable, Hashable {
    /// The template id, sent as `interactive.template` (`dtd_accept.open_decline.dismiss`).
    public var id: String
    /// The reference's name (`Accept or Decline (Open the app)`).
    public var name: String
    /// The reference's description.
    public var description: String
    /// The buttons, in the order the device shows them.
    public var buttons: [ButtonTemplateButton]

    /// Creates a template.
    public init(id: String, name: String, description: String, buttons: [ButtonTemplateButton]) {
        self.id = id
        self.name = name
        self.description = description
        self.buttons = buttons
    }

    /// The button with `id`, if the template has it.
    public func button(id: String) -> ButtonTemplateButton? {
        buttons.first { $0.id == id }
    }

    /// The template file's JSON form: `{"id", "name", "description", "buttons": [{"id", "label", "opensApp"}]}`.
    public var json: JSONValue {
        .object(JSONObject([
            JSONMember(key: ButtonTemplateKey.id, value: .string(id)),
            JSONMember(key: ButtonTemplateKey.name, value: .string(name)),
            JSONMember(key: ButtonTemplateKey.description, value: .string(description)),
            JSONMember(key: ButtonTemplateKey.buttons, value: .array(buttons.map { button in
                .object(JSONObject([
                    JSONMember(key: ButtonTemplateKey.id, value: .string(button.id)),
                    JSONMember(key: ButtonTemplateKey.label, value: .string(button.label)),
                    JSONMember(key: ButtonTemplateKey.opensApp, value: .bool(button.opensApp)),
                ]))
            })),
        ]))
    }
}

/// The member names of a button template file.
public enum ButtonTemplateKey {
    /// `id`, of the template and of each button.
    public static let id = "id"
    /// `name`.
    public static let name = "name"
    /// `description`.
    public static let description = "description"
    /// `buttons`.
    public static let buttons = "buttons"
    /// `label` of a button.
    public static let label = "label"
    /// `opensApp` of a button.
    public static let opensApp = "opensApp"
}
