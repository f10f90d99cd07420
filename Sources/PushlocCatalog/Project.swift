import PushlocDiagnostics
import PushlocFormats

/// Every bundle of an app, each with its own languages, development language and tables.
///
/// A real app has many bundles: the app, each extension, each Swift package's resources,
/// `Settings.bundle`. The device looks a string up in one bundle, so languages are compared only
/// within a bundle, never across them.
public struct Project: Sendable {
    /// The bundles, sorted by path.
    public let bundles: [LocalizedBundle]
    /// Problems that belong to no bundle.
    public let diagnostics: [Diagnostic]

    /// Creates a project.
    public init(bundles: [LocalizedBundle], diagnostics: [Diagnostic] = []) {
        self.bundles = bundles.sorted { $0.path < $1.path }
        self.diagnostics = diagnostics
    }

    /// The bundle a server or a notification resolves strings in when none is named: the one with the
    /// most keys in its development language's `Localizable` table, the shallowest on a tie. An empty
    /// catalog when there are no bundles.
    public var primary: LocalizedBundle {
        bundle(forKeys: [])
    }

    /// The bundle whose development `Localizable` table has the most of `keys` (then the most keys in all,
    /// then the shallowest path): the bundle the notification templates' loc keys live in.
    public func bundle(forKeys keys: Set<String>) -> LocalizedBundle {
        var best: LocalizedBundle?
        var bestRank = PushBundleRank.lowest
        for bundle in bundles {
            let rank = PushBundleRank(bundle, keys: keys)
            if best == nil || rank > bestRank {
                best = bundle
                bestRank = rank
            }
        }
        return best ?? LocalizedBundle(path: "", localizations: [], base: nil)
    }

    /// How many `.strings`, `.stringsdict` and `.xcstrings` files the bundles hold.
    public var fileCount: Int { bundles.reduce(0) { $0 + $1.fileCount } }

    /// Every bundle's table files as they were read (``LocalizedBundle/tableFiles``), in no particular order.
    public var tableFiles: [TableDocument] { bundles.flatMap(\.tableFiles) }

    /// How many entries (distinct keys per table and language) the bundles hold.
    public var entryCount: Int { bundles.reduce(0) { $0 + $1.entryCount } }
    /// How many distinct languages the bundles have between them.
    public var languageCount: Int { Set(bundles.flatMap(\.languages)).count }
}
