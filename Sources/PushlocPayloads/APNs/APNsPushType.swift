/// The `apns-push-type` header: what kind of push a payload is.
public enum APNsPushType: String, Sendable, Hashable, CaseIterable {
    /// Shows an alert, plays a sound or badges the icon.
    case alert
    /// Wakes the app in the background (`content-available: 1`, no alert).
    case background
    /// A VoIP call (PushKit).
    case voip
    /// A location query (Location Push Service Extension).
    case location
    /// A watchOS complication update (PushKit).
    case complication
    /// A File Provider change (PushKit).
    case fileprovider
    /// An MDM check-in request.
    case mdm
    /// A Live Activity update.
    case liveactivity
    /// A Push to Talk update.
    case pushtotalk
    /// A WidgetKit widget reload.
    case widgets
    /// A control (Control Center widget) reload.
    case controls

    /// What `apns-topic` adds to the bundle id for this push type: `.voip` for voip,
    /// `.push-type.liveactivity` for Live Activities, `.complication`, `.pushkit.fileprovider`,
    /// `.location-query`, `.voip-ptt`, `.push-type.widgets`, `.push-type.controls`; nothing for
    /// alert, background and mdm (whose topic is the MDM certificate's topic, given as is).
    public var topicSuffix: String {
        switch self {
        case .alert, .background, .mdm: return ""
        case .voip: return ".voip"
        case .location: return ".location-query"
        case .complication: return ".complication"
        case .fileprovider: return ".pushkit.fileprovider"
        case .liveactivity: return ".push-type.liveactivity"
        case .pushtotalk: return ".voip-ptt"
        case .widgets: return ".push-type.widgets"
        case .controls: return ".push-type.controls"
        }
    }

    /// The `apns-priority` used when none is given: 5 for `background` (Apple requires it), else 10.
    public var defaultPriority: Int {
        self == .background ? 5 : 10
    }
}
