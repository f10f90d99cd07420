// The library's public face: `import PushLocalization` gives a server the types it uses, and only
// those, so that pushloc's internal names (`LocalizedBundle`, `Diagnostic`, `JSONValue`, `Severity`...) do not
// land in the server's own namespace. Each is re-exported by name; the rest stays reachable through
// the values these types return (a `LocalizedString`'s diagnostics, a `PushLocalizer`'s catalog) and,
// for tools built on pushloc, by importing the internal module itself. See Documentation/DESIGN.md,
// "The library's public face".

// Payloads: templates, per-locale production, APNs headers and size limits.
@_exported import struct Payloads.APNsPayload
@_exported import struct Payloads.APSDictionary
@_exported import struct Payloads.APSAlert
@_exported import enum Payloads.APSSound
@_exported import struct Payloads.APSCriticalSound
@_exported import enum Payloads.APSInterruptionLevel
@_exported import enum Payloads.PayloadValue
@_exported import enum Payloads.PayloadValueError
@_exported import struct Payloads.PayloadExtras
@_exported import struct Payloads.APNsID
@_exported import struct Payloads.PayloadError
@_exported import struct Payloads.AlertArguments
@_exported import class Payloads.PayloadProducer
@_exported import struct Payloads.PayloadOptions
@_exported import struct Payloads.LocalizedPayload
@_exported import struct Payloads.APNsHeaders
@_exported import enum Payloads.APNsPushType
@_exported import struct Payloads.PayloadBudget
@_exported import struct Payloads.LocalizedAlertText
@_exported import struct Payloads.PayloadJSONError

// Typed format arguments (numbers and plural counts formatted through ICU).
@_exported import enum FormatString.FormatArgument

import Catalog
import Diagnostics

/// A finding about a string or payload (a missing key, a shortened payload), with its rule id,
/// severity, message and place. The same type as the command line's findings.
public typealias PushDiagnostic = Diagnostic

/// Why localizations could not be loaded: a missing folder, an unreadable file, an unclear
/// development language.
public typealias PushBundleLoadError = BundleLoadError
