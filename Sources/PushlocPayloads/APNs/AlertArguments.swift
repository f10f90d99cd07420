/// A request's arguments for the alert's texts: the names, order numbers and counts each user gets.
///
/// A production call gives every argument its keys read: a text left `nil` gets no arguments, so a
/// string that reads one shows `(null)` and the payload carries a `loc-args-arity` error naming the
/// field (``LocalizedPayload/missingText``). The template's own `loc-args` are samples, for checks and
/// previews only (``templateSamples``): they never fill a production payload, where they would give
/// every user the same sample name.
///
/// A Live Activity's `title` and `body` objects (`{"loc-key", "loc-args"}`) take ``title`` and ``body``.
public struct AlertArguments: Sendable, Hashable {
    /// The title's arguments (`title-loc-args`, or a Live Activity title object's `loc-args`).
    public var title: [String]?
    /// The subtitle's arguments (`subtitle-loc-args`).
    public var subtitle: [String]?
    /// The body's arguments (`loc-args`, or a Live Activity body object's `loc-args`).
    public var body: [String]?
    /// Whether a text left `nil` takes the template's sample arguments (previews and checks only).
    public let fillsFromTemplateSamples: Bool

    /// A request's arguments; a text left `nil` gets none.
    public init(title: [String]? = nil, subtitle: [String]? = nil, body: [String]? = nil) {
        self.title = title
        self.subtitle = subtitle
        self.body = body
        fillsFromTemplateSamples = false
    }

    private init(samples: Void) {
        title = nil
        subtitle = nil
        body = nil
        fillsFromTemplateSamples = true
    }

    /// No arguments: right for a template whose strings read none.
    public static let none = AlertArguments()

    /// The template's own sample `loc-args`, for previews and checks (`pushloc payloads`, the HTML
    /// preview): never for a payload sent to users.
    public static let templateSamples = AlertArguments(samples: ())

    /// Whether every text takes the template's own arguments.
    var isTemplateSamples: Bool { fillsFromTemplateSamples && title == nil && subtitle == nil && body == nil }

    /// The arguments of one text: the request's, else the template's samples when allowed, else none.
    @inline(__always)
    func resolved(_ given: [String]?, samples: [String]) -> [String] {
        given ?? (fillsFromTemplateSamples ? samples : [])
    }

    /// Whether the request gives a text's arguments (or takes the samples): a text it leaves out that
    /// reads arguments is reported by the field's name.
    @inline(__always)
    func gives(_ given: [String]?) -> Bool { given != nil || fillsFromTemplateSamples }
}
