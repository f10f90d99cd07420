/// Every rule pushloc can report, each described once (one file per rule).
///
/// No id that a check can report is missing here: the configuration accepts exactly these ids.
public enum RuleRegistry {
    /// Every rule, sorted by id.
    public static let all: [RuleDescription] = listed.sorted { $0.id < $1.id }

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

    private static let listed: [RuleDescription] = [
        .syntax,
        .unreadableFile,
        .outsideLproj,
        .unknownEscape,
        .emptyFile,
        .duplicateKey,
        .emptyValue,
        .mixedPositional,
        .zeroPosition,
        .argumentGap,
        .conflictingTypes,
        .invalidSpecifier,
        .brokenSpecifier,
        .placeholderMissing,
        .tooManySpecifiers,
        .literalPercent,
        .pushSpecifier,
        .argumentExtra,
        .argumentMissing,
        .typeMismatch,
        .missingKey,
        .extraKey,
        .bidiControl,
        .pluralMissingOther,
        .pluralMissingCategory,
        .pluralUnusedCategory,
        .pluralFormDropsCount,
        .pluralFormUntranslated,
        .stringsdictFormatKey,
        .tableNameCase,
        .duplicateLocalization,
        .unknownLocalization,
        .duplicateTable,
        .catalogInLproj,
        .missingDevelopmentLanguage,
        .unreadableProject,
        .refusedManifest,
        .xcstringsVersion,
        .xcstringsUnknownDevice,
        .xcstringsAmbiguousUnit,
        .xcstringsUnknownUnit,
        .appShortcutApplicationName,
        .appShortcutPlaceholder,
        .unknownLocKey,
        .locArgsArity,
        .pushPlural,
        .payloadTooLarge,
        .payloadTruncated,
        .locKeyNotFound,
        .labelTooLong,
        .labelFormat,
        .unusedSuppression,
        .jsonDuplicateKey,
        .jsonBom,
        .payloadNotObject,
        .apsMissing,
        .apsType,
        .apsUnknownKey,
        .alertUnknownKey,
        .locArgsType,
        .locArgsWithoutKey,
        .titleLocArgsWithoutKey,
        .subtitleLocArgsWithoutKey,
        .alertBodyAndLocKey,
        .alertTitleAndLocKey,
        .alertSubtitleAndLocKey,
        .badgeInvalid,
        .contentAvailableInvalid,
        .mutableContentInvalid,
        .soundInvalid,
        .soundUnknownKey,
        .relevanceScoreRange,
        .interruptionLevelUnknown,
        .backgroundContentAvailable,
        .backgroundWithAlert,
        .alertPushWithoutAlert,
        .liveActivityMissingKey,
        .liveActivityEventInvalid,
        .priorityBackground,
        .priorityInvalid,
        .collapseIdTooLong,
        .expirationInvalid,
        .topicMissing,
        .countNotANumber,
        .broadcastLocalizedText,
        .devtodevShape,
        .devtodevType,
        .devtodevUnknownKey,
        .devtodevTokenOverrides,
        .devtodevTargetMissing,
        .devtodevTextMissing,
        .devtodevPlainAndLocKey,
        .devtodevLocArgsType,
        .devtodevLocArgsWithoutKey,
        .devtodevHiddenPayload,
        .devtodevHiddenPriority,
        .devtodevPriorityInvalid,
        .devtodevExpireInvalid,
        .devtodevExpirePast,
        .devtodevCollapseKeyTooLong,
        .devtodevAttachmentType,
        .devtodevAttachmentUrl,
        .devtodevActionInvalid,
        .devtodevUnknownTemplate,
        .devtodevUnknownButton,
        .devtodevDuplicateButton,
        .devtodevButtonAction,
        .devtodevSize,
        .buttonTemplateInvalid,
        .buttonTemplateDuplicate,
        .buttonTemplateNaming,
    ]
}
