/// The preview page's inline style sheet. Banner geometry follows iOS on a 390-point-wide screen:
/// an 8-point margin, 14-point insets, a 38-point app icon, 15-point text; the title and subtitle
/// are cut after one line and the collapsed body after four, with an ellipsis.
///
/// The wallpaper, banner and icon colours are flat and unique on the page, so that a screenshot
/// test can find each banner by its colour (see `.ci/preview_pixels.py`).
enum PreviewStyle {
    /// The banner's background colour (opaque, where iOS blurs the wallpaper).
    static let bannerColor = "#f4f4f6"
    /// The lock screen's wallpaper colour.
    static let wallpaperColor = "#1c203a"
    /// The app icon placeholder's colour.
    static let iconColor = "#ff9500"

    /// The style sheet, with a font stack per script group.
    static var css: String {
        let fonts = PreviewScript.FontGroup.allCases.map { ".font-\($0.rawValue){font-family:\($0.cssFontFamily)}" }.joined(separator: "\n")
        return """
        *{box-sizing:border-box}
        body{margin:0;padding:16px 24px 48px;background:#e8e8ed;color:#1d1d1f;font:14px \(PreviewScript.FontGroup.standard.cssFontFamily)}
        h1{font-size:22px;margin:0 0 4px}h2{font-size:17px;margin:28px 0 10px;overflow-wrap:anywhere}
        .approx{color:#515154;margin:0 0 12px;max-width:70em}
        .filter{margin:0 8px 0 0}
        .summary{display:flex;flex-wrap:wrap;gap:8px;align-items:center;margin:8px 0 4px}
        .count{border-radius:12px;padding:3px 10px;font-weight:600;background:#fff}
        .count.clean{color:#1b7a34}.count.warned{color:#9a5200}.count.failing{color:#b3261e}
        #problems-only:checked ~ main .status-clean{display:none}
        .grid{display:grid;grid-template-columns:repeat(auto-fill,390px);gap:20px 24px}
        .card{width:390px}
        .locale{font-weight:600;margin:0 0 4px;overflow-wrap:anywhere}
        .locale .resolved{font-weight:400;color:#6e6e73}
        .badge{display:inline-block;border-radius:8px;padding:0 7px;margin-inline-start:6px;font-size:12px;font-weight:600;color:#fff}
        .status-warned .badge{background:#c76e00}.status-failing .badge{background:#b3261e}.status-clean .badge{background:#1b7a34}
        .screen{background:\(wallpaperColor);padding:8px;border-radius:18px}
        .banner{display:flex;gap:10px;background:\(bannerColor);border-radius:20px;padding:12px 14px;color:#000;font-size:15px;line-height:20px}
        .icon{flex:none;width:38px;height:38px;border-radius:9px;background:\(iconColor)}
        .content{flex:1;min-width:0}
        .header{display:flex;justify-content:space-between;gap:8px;font-size:13px;line-height:18px;color:#6e6e73}
        .app{overflow:hidden;white-space:nowrap;text-overflow:ellipsis}
        .title{font-weight:600}
        .line1{overflow:hidden;white-space:nowrap;text-overflow:ellipsis}
        .lines4{display:-webkit-box;-webkit-box-orient:vertical;-webkit-line-clamp:4;overflow:hidden;white-space:pre-line;overflow-wrap:anywhere}
        .full{white-space:pre-line;overflow-wrap:anywhere}
        .control{font:11px ui-monospace,monospace;color:#b3261e;background:#ffe5e3;border-radius:3px;padding:0 2px;unicode-bidi:isolate}
        details{margin-top:6px}summary{cursor:pointer;color:#0058b9}
        .expanded .banner{margin-top:6px}
        .actions{display:flex;flex-direction:column;gap:1px;margin-top:6px;border-radius:14px;overflow:hidden}
        .actions span{background:\(bannerColor);padding:10px 14px;font-size:15px;color:#000}
        .action-key{color:#6e6e73;font-size:12px;margin-top:6px}
        .size{display:flex;align-items:center;gap:8px;margin-top:6px;font-size:12px;color:#515154}
        .size meter{width:160px}
        .size.over{color:#b3261e;font-weight:600}
        .notes{list-style:none;margin:6px 0 0;padding:0}
        .note{margin:3px 0;padding:4px 8px;border-radius:6px;font-size:12px;background:#fff;border-inline-start:4px solid #8e8e93;overflow-wrap:anywhere}
        .note.warning{border-color:#c76e00}.note.error{border-color:#b3261e}.note.info{border-color:#8e8e93;color:#515154}
        .note .where{font-family:ui-monospace,monospace;color:#6e6e73}
        \(fonts)
        """
    }
}
