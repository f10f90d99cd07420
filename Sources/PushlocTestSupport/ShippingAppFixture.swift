import Foundation

/// An app laid out as real ones are, for the tests of what ships: an Xcode project whose
/// development region is `en-US` (no `en.lproj`), variant groups in two targets, an Xcode 16
/// synchronized folder with a membership exception, a language folder no target copies, and a Swift
/// package whose `defaultLocalization` is `de` and that ships a language the app does not list.
public enum ShippingAppFixture {
    /// The project file: objects as Xcode writes them, comments and all.
    public static let projectFile = """
        // !$*UTF8*$!
        {
        \tarchiveVersion = 1;
        \tclasses = {
        \t};
        \tobjectVersion = 77;
        \tobjects = {

        /* Begin PBXBuildFile section */
        \t\tB0000001 /* Localizable.strings in Resources */ = {isa = PBXBuildFile; fileRef = V0000001 /* Localizable.strings */; };
        \t\tB0000002 /* Widget.strings in Resources */ = {isa = PBXBuildFile; fileRef = V0000002 /* Widget.strings */; };
        /* End PBXBuildFile section */

        /* Begin PBXFileReference section */
        \t\tF0000001 /* en-US */ = {isa = PBXFileReference; lastKnownFileType = text.plist.strings; name = "en-US"; path = "en-US.lproj/Localizable.strings"; sourceTree = "<group>"; };
        \t\tF0000002 /* fr */ = {isa = PBXFileReference; lastKnownFileType = text.plist.strings; name = fr; path = fr.lproj/Localizable.strings; sourceTree = "<group>"; };
        \t\tF0000003 /* de */ = {isa = PBXFileReference; lastKnownFileType = text.plist.strings; name = de; path = de.lproj/localizable.strings; sourceTree = "<group>"; };
        \t\tF0000004 /* en-US */ = {isa = PBXFileReference; lastKnownFileType = text.plist.strings; name = "en-US"; path = "en-US.lproj/Widget.strings"; sourceTree = "<group>"; };
        \t\tF0000005 /* fr */ = {isa = PBXFileReference; lastKnownFileType = text.plist.strings; name = fr; path = fr.lproj/Widget.strings; sourceTree = "<group>"; };
        /* End PBXFileReference section */

        /* Begin PBXFileSystemSynchronizedBuildFileExceptionSet section */
        \t\tE0000001 /* Exceptions for "Sync" folder in "Tasks" target */ = {
        \t\t\tisa = PBXFileSystemSynchronizedBuildFileExceptionSet;
        \t\t\tmembershipExceptions = (
        \t\t\t\t"ja.lproj/Sync.strings",
        \t\t\t);
        \t\t\ttarget = T0000001 /* Tasks */;
        \t\t};
        /* End PBXFileSystemSynchronizedBuildFileExceptionSet section */

        /* Begin PBXFileSystemSynchronizedRootGroup section */
        \t\tS0000001 /* Sync */ = {isa = PBXFileSystemSynchronizedRootGroup; exceptions = (E0000001 /* Exceptions for "Sync" folder in "Tasks" target */, ); explicitFileTypes = {}; explicitFolders = (); path = Sync; sourceTree = "<group>"; };
        /* End PBXFileSystemSynchronizedRootGroup section */

        /* Begin PBXGroup section */
        \t\tG0000001 = {
        \t\t\tisa = PBXGroup;
        \t\t\tchildren = (
        \t\t\t\tG0000002 /* Resources */,
        \t\t\t\tG0000003 /* Widget */,
        \t\t\t\tS0000001 /* Sync */,
        \t\t\t);
        \t\t\tsourceTree = "<group>";
        \t\t};
        \t\tG0000002 /* Resources */ = {isa = PBXGroup; children = (V0000001 /* Localizable.strings */, ); path = Tasks/Resources; sourceTree = "<group>"; };
        \t\tG0000003 /* Widget */ = {isa = PBXGroup; children = (V0000002 /* Widget.strings */, ); path = Widget; sourceTree = "<group>"; };
        /* End PBXGroup section */

        /* Begin PBXNativeTarget section */
        \t\tT0000001 /* Tasks */ = {
        \t\t\tisa = PBXNativeTarget;
        \t\t\tbuildConfigurationList = L0000002 /* Build configuration list for PBXNativeTarget "Tasks" */;
        \t\t\tbuildPhases = (
        \t\t\t\tR0000001 /* Resources */,
        \t\t\t);
        \t\t\tfileSystemSynchronizedGroups = (
        \t\t\t\tS0000001 /* Sync */,
        \t\t\t);
        \t\t\tname = Tasks;
        \t\t\tproductType = "com.apple.product-type.application";
        \t\t};
        \t\tT0000002 /* Widget */ = {isa = PBXNativeTarget; buildPhases = (R0000002 /* Resources */, ); name = Widget; productType = "com.apple.product-type.app-extension"; };
        /* End PBXNativeTarget section */

        /* Begin PBXProject section */
        \t\tP0000001 /* Project object */ = {
        \t\t\tisa = PBXProject;
        \t\t\tbuildConfigurationList = L0000001 /* Build configuration list for PBXProject "Tasks" */;
        \t\t\tdevelopmentRegion = "en-US";
        \t\t\thasScannedForEncodings = 0;
        \t\t\tknownRegions = (
        \t\t\t\t"en-US",
        \t\t\t\tBase,
        \t\t\t\tfr,
        \t\t\t\tde,
        \t\t\t);
        \t\t\tmainGroup = G0000001;
        \t\t\tprojectDirPath = "";
        \t\t\tprojectRoot = "";
        \t\t\ttargets = (
        \t\t\t\tT0000001 /* Tasks */,
        \t\t\t\tT0000002 /* Widget */,
        \t\t\t);
        \t\t};
        /* End PBXProject section */

        /* Begin PBXResourcesBuildPhase section */
        \t\tR0000001 /* Resources */ = {isa = PBXResourcesBuildPhase; buildActionMask = 2147483647; files = (B0000001 /* Localizable.strings in Resources */, ); runOnlyForDeploymentPostprocessing = 0; };
        \t\tR0000002 /* Resources */ = {isa = PBXResourcesBuildPhase; buildActionMask = 2147483647; files = (B0000002 /* Widget.strings in Resources */, ); runOnlyForDeploymentPostprocessing = 0; };
        /* End PBXResourcesBuildPhase section */

        /* Begin PBXVariantGroup section */
        \t\tV0000001 /* Localizable.strings */ = {isa = PBXVariantGroup; children = (F0000001 /* en-US */, F0000002 /* fr */, F0000003 /* de */, ); name = Localizable.strings; sourceTree = "<group>"; };
        \t\tV0000002 /* Widget.strings */ = {isa = PBXVariantGroup; children = (F0000004 /* en-US */, F0000005 /* fr */, ); name = Widget.strings; sourceTree = "<group>"; };
        /* End PBXVariantGroup section */

        /* Begin XCBuildConfiguration section */
        \t\tC0000001 /* Debug */ = {isa = XCBuildConfiguration; buildSettings = {SDKROOT = iphoneos; }; name = Debug; };
        \t\tC0000002 /* Debug */ = {isa = XCBuildConfiguration; buildSettings = {PRODUCT_NAME = Tasks; }; name = Debug; };
        /* End XCBuildConfiguration section */

        /* Begin XCConfigurationList section */
        \t\tL0000001 /* Build configuration list for PBXProject "Tasks" */ = {isa = XCConfigurationList; buildConfigurations = (C0000001 /* Debug */, ); defaultConfigurationName = Debug; };
        \t\tL0000002 /* Build configuration list for PBXNativeTarget "Tasks" */ = {isa = XCConfigurationList; buildConfigurations = (C0000002 /* Debug */, ); defaultConfigurationName = Debug; };
        /* End XCConfigurationList section */
        \t};
        \trootObject = P0000001 /* Project object */;
        }

        """

    /// The package manifest: `defaultLocalization` written out, as `swift package init` writes it.
    public static let packageManifest = """
        // swift-tools-version: 5.9
        import PackageDescription

        let package = Package(
            name: "Kit",
            defaultLocalization: "de",
            products: [.library(name: "Kit", targets: ["Kit"])],
            targets: [.target(name: "Kit", resources: [.process("Resources")])]
        )

        """

    /// Writes the app into `folder`. Every shipped table is clean except French, whose `%@ %@`
    /// reads an argument the en-US source lacks; the unshipped Spanish and Japanese tables hold the
    /// same defect.
    public static func write(into folder: TemporaryFolder) throws {
        try folder.write("Tasks.xcodeproj/project.pbxproj", projectFile)
        let source = "\"greeting\" = \"Hello %@\";\n"
        let defect = "\"greeting\" = \"%@ %@\";\n"
        try folder.write("Tasks/Resources/en-US.lproj/Localizable.strings", source)
        try folder.write("Tasks/Resources/fr.lproj/Localizable.strings", defect)
        // On disk in lowercase, as on a Mac's case-insensitive disk the project still finds it.
        try folder.write("Tasks/Resources/de.lproj/Localizable.strings", "\"greeting\" = \"Hallo %@\";\n")
        try folder.write("Tasks/Resources/es.lproj/Localizable.strings", defect)
        try folder.write("Widget/en-US.lproj/Widget.strings", "\"title\" = \"Tasks\";\n")
        try folder.write("Widget/fr.lproj/Widget.strings", "\"title\" = \"Tâches\";\n")
        try folder.write("Sync/en-US.lproj/Sync.strings", source)
        try folder.write("Sync/fr.lproj/Sync.strings", "\"greeting\" = \"Bonjour %@\";\n")
        try folder.write("Sync/ja.lproj/Sync.strings", defect)
        try folder.write("Packages/Kit/Package.swift", packageManifest)
        try folder.write("Packages/Kit/Sources/Kit/Resources/de.lproj/Kit.strings", "\"done\" = \"Fertig %d\";\n")
        try folder.write("Packages/Kit/Sources/Kit/Resources/cy.lproj/Kit.strings", "\"done\" = \"Wedi gorffen %d %@\";\n")
    }
}
