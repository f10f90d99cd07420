#!/usr/bin/env python3
"""Layout checks of the coverage map and the findings table in headless Chromium (standard library only).

The pages run no script (their Content-Security-Policy forbids it), so the harness measures a copy:
  heatmap_layout.py probe PAGE COPY    writes COPY: PAGE without its CSP, plus a script that measures the
                                       layout and writes the numbers into the title as JSON
  heatmap_layout.py check DOM [...]    reads the title of COPY's dumped DOM and checks the numbers
Checks: the page is no wider than the window; the map's box is, and the grid scrolls inside it; the
columns run left to right with the bundle names on the left, Arabic and Hebrew names included, each name
inside its column; the text is at least 11 px and the cells at least 50 px wide; every cell's link
has its target; no finding's text spills out of its cell.
Exit 0 when every check passes, 1 with one line per failure.
"""
import argparse
import json
import re
import sys

PROBE = r"""<script>
addEventListener('load', () => {
  const rect = e => e.getBoundingClientRect();
  const r = {window: innerWidth, page: document.documentElement.scrollWidth};
  const box = document.querySelector('.hm-box');
  if (box) {
    r.box = Math.round(rect(box).right); r.boxClient = box.clientWidth; r.boxScroll = box.scrollWidth;
    const heads = [...document.querySelectorAll('.hm-lang')];
    r.columns = heads.length;
    r.rows = document.querySelectorAll('.hm-grid tbody tr').length;
    r.ltr = heads.every((h, i) => i == 0 || rect(h).left > rect(heads[i - 1]).left);
    r.bundlesLeft = [...document.querySelectorAll('.hm-bundle')].every(b => rect(b).right <= rect(heads[0]).left + 1);
    r.visibleColumns = heads.filter(h => rect(h).right <= rect(box).right).length;
    r.rtlNames = [...document.querySelectorAll('.hm-name[lang=ar], .hm-name[lang=he]')].map(n => {
      const th = n.closest('th');
      return {lang: n.lang, text: n.textContent, inside: rect(n).left >= rect(th).left - 1 && rect(n).right <= rect(th).right + 1};
    });
    r.minFont = Math.min(...[...document.querySelectorAll('.hm-pct, .hm-counts, .hm-lang, .hm-bundle')]
      .map(e => parseFloat(getComputedStyle(e).fontSize)));
    r.minCell = Math.min(...[...document.querySelectorAll('.hm-cell')].map(c => rect(c).width));
    const links = [...document.querySelectorAll('.hm-cell a')];
    r.links = links.length;
    r.broken = links.filter(a => !document.getElementById(a.getAttribute('href').slice(1))).length;
    r.fallbacks = document.querySelectorAll('.hm-fallback .hm-mark').length;
  }
  const table = document.querySelector('.fd-table');
  if (table) {
    r.table = Math.round(rect(table).right);
    r.spills = [...table.querySelectorAll('td')].filter(td => td.scrollWidth > td.clientWidth + 1).length;
  }
  document.title = 'LAYOUT ' + JSON.stringify(r);
});
</script>"""


def probe(page, copy):
    html = open(page, encoding="utf-8").read()
    html, count = re.subn(r'<meta http-equiv="Content-Security-Policy"[^>]*>', "", html)
    if count != 1:
        sys.exit(f"heatmap_layout: {page} has {count} Content-Security-Policy tags, expected 1")
    open(copy, "w", encoding="utf-8").write(html.replace("</body>", PROBE + "</body>"))


def check(dom, args):
    match = re.search(r"<title>LAYOUT (.*?)</title>", open(dom, encoding="utf-8").read(), re.S)
    if not match:
        print("heatmap_layout: the probe did not run (no LAYOUT title)")
        return 1
    r = json.loads(match.group(1).replace("&quot;", '"').replace("&amp;", "&"))
    failures = []
    if r["page"] > r["window"]:
        failures.append(f"the page is {r['page']} px wide in a {r['window']} px window")
    if "table" in r:
        if r["table"] > r["window"]:
            failures.append(f"the findings table ends at {r['table']} px")
        if r["spills"]:
            failures.append(f"{r['spills']} findings cells spill their text")
    if args.rows or args.columns:
        if "box" not in r:
            failures.append("no coverage map")
        else:
            if (r["rows"], r["columns"]) != (args.rows, args.columns):
                failures.append(f"the map has {r['rows']} rows x {r['columns']} columns, expected {args.rows} x {args.columns}")
            if r["box"] > r["window"]:
                failures.append(f"the map's box ends at {r['box']} px")
            if args.scrolls and r["boxScroll"] <= r["boxClient"]:
                failures.append("the map does not scroll inside its box")
            if not r["ltr"] or not r["bundlesLeft"]:
                failures.append(f"the grid is not left to right (columns in order: {r['ltr']}, bundle names on the left: {r['bundlesLeft']})")
            if args.rtl_names and (len(r["rtlNames"]) < 2 or not all(n["inside"] for n in r["rtlNames"])):
                failures.append(f"Arabic and Hebrew names not inside their columns: {r['rtlNames']}")
            if r["visibleColumns"] < args.min_visible:
                failures.append(f"only {r['visibleColumns']} columns visible, expected at least {args.min_visible}")
            if r["minFont"] < 11 or r["minCell"] < 50:
                failures.append(f"too small to read: {r['minFont']} px text, {r['minCell']} px cells")
            if r["broken"] or not r["links"]:
                failures.append(f"{r['broken']} of {r['links']} cell links have no target")
            if args.fallbacks and r["fallbacks"] < 1:
                failures.append("no language is marked as falling back to the development text")
    for failure in failures:
        print(f"heatmap_layout: {failure}")
    if not failures:
        print(f"heatmap_layout: ok {json.dumps({k: v for k, v in r.items() if k != 'rtlNames'})}")
    return 1 if failures else 0


def main():
    parser = argparse.ArgumentParser()
    sub = parser.add_subparsers(dest="command", required=True)
    p = sub.add_parser("probe")
    p.add_argument("page")
    p.add_argument("copy")
    c = sub.add_parser("check")
    c.add_argument("dom")
    c.add_argument("--rows", type=int, default=0)
    c.add_argument("--columns", type=int, default=0)
    c.add_argument("--scrolls", action="store_true", help="the grid is wider than its box")
    c.add_argument("--rtl-names", action="store_true", help="the map has Arabic and Hebrew column names")
    c.add_argument("--fallbacks", action="store_true", help="some language falls back to the development text")
    c.add_argument("--min-visible", type=int, default=1, help="columns visible without scrolling")
    args = parser.parse_args()
    if args.command == "probe":
        probe(args.page, args.copy)
        return 0
    return check(args.dom, args)


if __name__ == "__main__":
    sys.exit(main())
