import PushlocDiagnostics
/// What every HTML page pushloc writes shares: the check report and the preview are single files that
/// run no script and load nothing.
package enum HTMLPage {
    /// The Content-Security-Policy of every page: nothing remote, no script, inline style only.
    package static let contentSecurityPolicy =
        "default-src 'none'; style-src 'unsafe-inline'; img-src data:; script-src 'none'; base-uri 'none'; form-action 'none'"

    /// The `<meta>` element that carries ``contentSecurityPolicy``.
    package static var contentSecurityPolicyMeta: String {
        "<meta http-equiv=\"Content-Security-Policy\" content=\"\(contentSecurityPolicy)\">"
    }
}
