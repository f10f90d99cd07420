let package = Package(name: "Gen", defaultLocalization: "fr", targets: [.target(name: "Gen", path: "../../App"), .target(name: "R", path: "/")])
