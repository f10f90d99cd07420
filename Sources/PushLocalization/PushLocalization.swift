// The library's public face: `import PushLocalization` gives a server the types it uses, and only
// those, so that pushloc's internal names (`LocalizedBundle`, `Diagnostic`, `JSONValue`, `Severity`...) do not
// land in the server's own namespace. Each is re-exported by name; the rest stays reachable through
// the values these types return (a `LocalizedString`'s diagnostics, a `PushLocalizer`'s catalog) and,
// for tools built on pushloc, by importing the internal module itself. See Documentation/DESIGN.md,
// "The library's public face".

// Payloads: templates, per-locale production, APNs headers and size limits.
@_exported import struct PushlocPayloads.APNsPayload
@_exported import struct PushlocPayloads.APSDictionary
@_exported import struct PushlocPayloads.APSAlert
@_exported import enum PushlocPayloads.APSSound
@_exported import struct PushlocPayloads.APSCriticalSound
@_exported import enum PushlocPayloads.APSInterruptionLevel
@_exported import enum PushlocPayloads.PayloadValue
@_exported import enum PushlocPayloads.PayloadValueError
@_exported import struct PushlocPayloads.PayloadExtras
@_exported import struct PushlocPayloads.APNsID
@_exported import struct PushlocPayloads.PayloadError
@_exported import struct PushlocPayloads.AlertArguments
@_exported import class PushlocPayloads.PayloadProducer
@_exported import struct PushlocPayloads.PayloadOptions
@_exported import struct PushlocPayloads.LocalizedPayload
@_exported import struct PushlocPayloads.APNsHeaders
@_exported import enum PushlocPayloads.APNsPushType
@_exported import struct PushlocPayloads.PayloadBudget
@_exported import struct PushlocPayloads.LocalizedAlertText
@_exported import struct PushlocPayloads.PayloadJSONError
@_exported import struct PushlocPayloads.LiveActivityAlertText

// Typed format arguments (numbers and plural counts formatted through ICU).
@_exported import enum PushlocFormatString.FormatArgument

import PushlocCatalog
import PushlocDiagnostics

/// A finding about a string or payload (a missing key, a shortened payload), with its rule id,
/// severity, message and place. The same type as the command line's findings.
public typealias PushDiagnostic = Diagnostic

/// Why localizations could not be loaded: a missing folder, an unreadable file, an unclear
/// development language.
public typealias PushBundleLoadError = BundleLoadError
