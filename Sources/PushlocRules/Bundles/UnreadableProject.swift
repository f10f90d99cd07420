import PushlocDiagnostics

extension RuleDescription {
    /// `unreadable-project`: an Xcode project that cannot be read.
    public static let unreadableProject = RuleDescription(
        id: "unreadable-project",
        defaultSeverity: .warning,
        summary: #"An Xcode project that cannot be read"#,
        help: #"Its development region and what its targets copy are unknown, so its tables are checked as if it were not there. Fix the project file (Xcode rewrites it when it opens the project)."#,
        examples: [
            .triggering([
                "App.xcodeproj/project.pbxproj": #"""
                    // !$*UTF8*$!
                    {
                    	archiveVersion = 1;
                    	objectVersion = 56;
                    	objects = {
                    		000000000000000000000001 = {
                    			isa = PBXProject;
                    <<<<<<< HEAD
                    			developmentRegion = en;
                    =======
                    			developmentRegion = English;
                    >>>>>>> release
                    			mainGroup = 000000000000000000000002;
                    			targets = (
                    			);
                    		};
                    		000000000000000000000002 = {
                    			isa = PBXGroup;
                    			children = (
                    			);
                    			sourceTree = "<group>";
                    		};
                    	};
                    	rootObject = 000000000000000000000001;
                    }
                    """#,
                "en.lproj/Localizable.strings": #""title" = "Inbox";"#,
            ], arguments: ["check", ".", "--include-unshipped", "--format", "json"], at: "App.xcodeproj/project.pbxproj:1:1"),
            .nonTriggering([
                "App.xcodeproj/project.pbxproj": #"""
                    // !$*UTF8*$!
                    {
                    	archiveVersion = 1;
                    	objectVersion = 56;
                    	objects = {
                    		000000000000000000000001 = {
                    			isa = PBXProject;
                    			developmentRegion = en;
                    			mainGroup = 000000000000000000000002;
                    			targets = (
                    			);
                    		};
                    		000000000000000000000002 = {
                    			isa = PBXGroup;
                    			children = (
                    			);
                    			sourceTree = "<group>";
                    		};
                    	};
                    	rootObject = 000000000000000000000001;
                    }
                    """#,
                "en.lproj/Localizable.strings": #""title" = "Inbox";"#,
            ], arguments: ["check", ".", "--include-unshipped", "--format", "json"]),
        ]
    )
}
