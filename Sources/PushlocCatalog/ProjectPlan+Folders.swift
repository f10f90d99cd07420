import Foundation

/// One bundle of a ``ProjectPlan`` as a check session sees it before loading.
package struct PlannedBundle: Sendable {
    /// The bundle as found: its folder, `.lproj` folders and String Catalogs.
    package let bundle: DiscoveredBundle
    /// The tables loaded from it (lowercased), `nil` for all of them.
    package let tables: Set<String>?
    /// Its path as shown.
    package let shown: String
    /// The development language asked for it (its `bundleBases` entry, else `--base`), if any.
    package let base: String?
    /// The String Catalogs loaded from it (those of its tables).
    package let stringCatalogs: [String]
}

extension ProjectPlan {
    /// What the app's projects decided for this plan (each bundle's development language, the tables
    /// left out): a cache of a check's numbers is valid only for the same decisions.
    package var shippingIdentity: String {
        (bundleBases.sorted { $0.key < $1.key }.map { "\($0.key)=\($0.value)" } + notes).joined(separator: "\n")
    }

    /// The bundles, in load order.
    package var plannedBundles: [PlannedBundle] {
        requests.map { request in
            let catalogs = request.bundle.stringCatalogs.filter { path in
                request.tables.map { $0.contains(StringCatalogFiles.tableName(of: path).lowercased()) } ?? true
            }
            return PlannedBundle(bundle: request.bundle, tables: request.tables, shown: request.shown,
                                 base: bundleBases[request.shown] ?? base, stringCatalogs: catalogs)
        }
    }

    /// The same plan with only the `.lproj` folders that `isKept` accepts: a pre-commit run loads the
    /// languages its changed files depend on, not every sibling.
    package func keepingFolders(_ isKept: (String) -> Bool) -> ProjectPlan {
        let kept = requests.map { request -> (bundle: DiscoveredBundle, tables: Set<String>?) in
            var bundle = request.bundle
            bundle.lprojFolders = bundle.lprojFolders.filter(isKept)
            return (bundle, request.tables)
        }
        return ProjectPlan(
            requests: kept, base: base, bundleBases: bundleBases, workingDirectory: workingDirectory, notes: notes, diagnostics: diagnostics,
            shipModel: shipModel, preread: preread)
    }
}
