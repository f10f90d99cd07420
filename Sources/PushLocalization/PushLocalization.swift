@_exported import Diagnostics
@_exported import ICU
@_exported import StringsFile
@_exported import FormatString
@_exported import Catalog
@_exported import Payloads
@_exported import Checks
