let s = "defaultLocalization: \"fr\" \(f("path: \"..\""))"
let r = #"path: "../x""#
let m = """
  defaultLocalization: "fr"
  """
let p = Package(name: "K", defaultLocalization: "de")
