// swift-tools-version: 5.9
import PackageDescription
// we used to set defaultLocalization: "fr" here
/* defaultLocalization: "fr", /* nested */ */
#if false
let x = Package(name: "K", defaultLocalization: "fr")
#endif
let package = Package(name: "K", defaultLocalization: "en", targets: [.target(name: "K", path: "Code/K")])
