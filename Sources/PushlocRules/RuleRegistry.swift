/// Every rule pushloc can report, each described once (one file per rule).
///
/// No id that a check can report is missing here: the configuration accepts exactly these ids.
public enum RuleRegistry {
    /// Every rule, sorted by id.
    ///
    /// Written in id order rather than sorted at start-up: sorting cost every process about half a
    /// million instructions, half of them the runtime's first look-up of `Int: Comparable` for the
    /// sort's buffer. A test keeps the order.
    public static let all: [RuleDescription] = [
        .alertBodyAndLocKey,
        .alertPushWithoutAlert,
        .alertSubtitleAndLocKey,
        .alertTitleAndLocKey,
        .alertUnknownKey,
        .appShortcutApplicationName,
        .appShortcutPlaceholder,
        .apsMissing,
        .apsType,
        .apsUnknownKey,
        .argumentExtra,
        .argumentGap,
        .argumentMissing,
        .backgroundContentAvailable,
        .backgroundWithAlert,
        .badgeInvalid,
        .bidiControl,
        .broadcastLocalizedText,
        .brokenSpecifier,
        .buttonTemplateDuplicate,
        .buttonTemplateInvalid,
        .buttonTemplateNaming,
        .catalogInLproj,
        .collapseIdTooLong,
        .conflictingTypes,
        .contentAvailableInvalid,
        .countNotANumber,
        .devtodevActionInvalid,
        .devtodevAttachmentType,
        .devtodevAttachmentUrl,
        .devtodevButtonAction,
        .devtodevCollapseKeyTooLong,
        .devtodevDuplicateButton,
        .devtodevExpireInvalid,
        .devtodevExpirePast,
        .devtodevHiddenPayload,
        .devtodevHiddenPriority,
        .devtodevLocArgsType,
        .devtodevLocArgsWithoutKey,
        .devtodevPlainAndLocKey,
        .devtodevPriorityInvalid,
        .devtodevShape,
        .devtodevSize,
        .devtodevTargetMissing,
        .devtodevTextMissing,
        .devtodevTokenOverrides,
        .devtodevType,
        .devtodevUnknownButton,
        .devtodevUnknownKey,
        .devtodevUnknownTemplate,
        .duplicateKey,
        .duplicateLocalization,
        .duplicateTable,
        .emptyFile,
        .emptyValue,
        .expirationInvalid,
        .extraKey,
        .interruptionLevelUnknown,
        .invalidSpecifier,
        .jsonBom,
        .jsonDuplicateKey,
        .labelFormat,
        .labelTooLong,
        .literalPercent,
        .liveActivityEventInvalid,
        .liveActivityMissingKey,
        .locArgsArity,
        .locArgsType,
        .locArgsWithoutKey,
        .locKeyNotFound,
        .missingDevelopmentLanguage,
        .missingKey,
        .mixedPositional,
        .mutableContentInvalid,
        .outsideLproj,
        .payloadNotObject,
        .payloadTooLarge,
        .payloadTruncated,
        .placeholderMissing,
        .pluralFormDropsCount,
        .pluralFormUntranslated,
        .pluralMissingCategory,
        .pluralMissingOther,
        .pluralUnusedCategory,
        .priorityBackground,
        .priorityInvalid,
        .pushPlural,
        .pushSpecifier,
        .refusedManifest,
        .relevanceScoreRange,
        .soundInvalid,
        .soundUnknownKey,
        .stringsdictFormatKey,
        .subtitleLocArgsWithoutKey,
        .syntax,
        .tableNameCase,
        .titleLocArgsWithoutKey,
        .tooManySpecifiers,
        .topicMissing,
        .typeMismatch,
        .unknownEscape,
        .unknownLocKey,
        .unknownLocalization,
        .unreadableFile,
        .unreadableProject,
        .unusedSuppression,
        .xcstringsAmbiguousUnit,
        .xcstringsUnknownDevice,
        .xcstringsUnknownUnit,
        .xcstringsVersion,
        .zeroPosition,
    ]

    /// Every rule id.
    public static let ids: Set<String> = Set(all.map(\.id))

    /// Whether the rule `id` is mandatory: always reported, at its own severity, whatever `.pushloc.yml`,
    /// `--only-rule` or a `pushloc:disable` comment says (a table that does not parse or cannot be read).
    public static func isMandatory(_ id: String) -> Bool {
        mandatoryIDs.contains(id)
    }

    private static let mandatoryIDs = Set(all.filter(\.isMandatory).map(\.id))

    /// The rule with this id, if there is one.
    public static func rule(_ id: String) -> RuleDescription? {
        byID[id]
    }

    /// The description of `id`, or a generic one for an id the registry does not know.
    public static func description(of id: String) -> RuleDescription {
        byID[id] ?? RuleDescription(
            id: id, defaultSeverity: .error, summary: "pushloc rule \(id)", help: "See Documentation/Rules.md.",
            examples: [])
    }

    private static let byID = Dictionary(all.map { ($0.id, $0) }, uniquingKeysWith: { first, _ in first })
}
