import Testing
@testable import OutputFiles

/// The path split that replaces `NSString.deletingLastPathComponent`, which traps on `a` and `b/`.
@Suite struct PathComponentsTests {
    @Test(arguments: [
        ("a", "", "a"), ("b/", "", "b"), ("/", "/", "/"), ("", "", ""), (".", "", "."), ("..", "", ".."),
        ("./a", ".", "a"), ("/a", "/", "a"), ("a//b", "a", "b"), ("a/b/", "a", "b"), ("//", "/", "/"), ("/a/b", "/a", "b"),
    ])
    func splitsAtTheLastSlash(path: String, parent: String, name: String) {
        let components = PathComponents(path)
        #expect(components.parent == parent && components.name == name, "\(path)")
    }

    @Test func joinsAndDropsTrailingDots() {
        #expect(PathComponents.joining("", "a") == "a" && PathComponents.joining("/", "a") == "/a" && PathComponents.joining("x", "a") == "x/a")
        let trimmed = ["link/.", "link/./", "link//.", "./", ".", "/.", "/", "a/b/.", ".."].map(PathComponents.withoutTrailingDots)
        #expect(trimmed == ["link", "link", "link", ".", ".", "/", "/", "a/b", ".."])
    }
}
