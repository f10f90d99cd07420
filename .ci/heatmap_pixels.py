#!/usr/bin/env python3
"""Pixel checks on a screenshot of the coverage map (Python 3 standard library only).

Finds the map's cells by their flat colours (CoverageMapHTML.css: the shades, and the development
language's), hatched cells included (the stripes darken the shade), then checks:
  * at least --rows rows of at least --columns cells each are drawn (the map is there and legible);
  * the grid runs left to right: the cells start right of the bundle names (--min-left pixels);
  * with --fallbacks, at least one cell is hatched (a fallback to the development text, marked by more
    than its colour).
Exit 0 when every check passes, 1 with one line per failure.
"""
import argparse
import os
import sys

sys.path.insert(0, os.path.dirname(os.path.abspath(__file__)))
from preview_pixels import decode_png, pixel  # noqa: E402

SHADES = {
    "complete": (0x21, 0x66, 0xAC), "high": (0x67, 0xA9, 0xCF), "good": (0xD1, 0xE5, 0xF0),
    "partial": (0xFD, 0xDB, 0xC7), "low": (0xEF, 0x8A, 0x62), "none": (0xB2, 0x18, 0x2B), "dev": (0xE4, 0xDC, 0xF1),
}
STRIPE = 0.84  # the hatching: black at 16 % opacity over the shade


def classify(colour):
    """(shade, hatched) when `colour` is a shade or a shade darkened by the hatching, else None."""
    for name, base in SHADES.items():
        if colour == base:
            return name, False
        # On the line from the shade to its striped colour (anti-aliased stripe edges included).
        t = [(b - c) / (b * (1 - STRIPE)) if b else 0 for b, c in zip(base, colour)]
        if all(0.2 <= v <= 1.15 for v in t) and max(t) - min(t) < 0.25:
            return name, True
    return None


def find_cells(width, height, channels, rows, step=2):
    cols, lines = width // step, height // step
    kinds = [[classify(pixel(rows, channels, cx * step, cy * step)) for cx in range(cols)] for cy in range(lines)]
    seen, cells = [[False] * cols for _ in range(lines)], []
    for cy in range(lines):
        for cx in range(cols):
            if kinds[cy][cx] is None or seen[cy][cx]:
                continue
            shade = kinds[cy][cx][0]
            stack, seen[cy][cx] = [(cx, cy)], True
            x0 = x1 = cx
            y0 = y1 = cy
            hatched = 0
            while stack:
                x, y = stack.pop()
                x0, x1, y0, y1 = min(x0, x), max(x1, x), min(y0, y), max(y1, y)
                hatched += kinds[y][x][1]
                for nx, ny in ((x + 1, y), (x - 1, y), (x, y + 1), (x, y - 1)):
                    if 0 <= nx < cols and 0 <= ny < lines and not seen[ny][nx] and kinds[ny][nx] and kinds[ny][nx][0] == shade:
                        seen[ny][nx] = True
                        stack.append((nx, ny))
            box = (x0 * step, y0 * step, x1 * step, y1 * step)
            # A cell: at least 40 x 20 pixels (the legend's swatches are smaller), at most a few cells wide and tall.
            if 40 <= box[2] - box[0] <= 200 and 20 <= box[3] - box[1] <= 240:
                cells.append((box, shade, hatched > 10))
    return cells


def main():
    parser = argparse.ArgumentParser()
    parser.add_argument("png")
    parser.add_argument("--rows", type=int, required=True, help="rows of cells expected")
    parser.add_argument("--columns", type=int, required=True, help="cells expected in each of those rows, at least")
    parser.add_argument("--min-left", type=int, default=100, help="the leftmost cell starts at this x or right of it")
    parser.add_argument("--fallbacks", action="store_true")
    args = parser.parse_args()
    width, height, channels, rows = decode_png(args.png)
    cells = find_cells(width, height, channels, rows)
    lines = {}
    for box, _, _ in cells:
        lines.setdefault(round((box[1] + box[3]) / 2 / 8), []).append(box)
    full = [line for line in lines.values() if len(line) >= args.columns]
    failures = []
    if len(full) < args.rows:
        failures.append(f"found {len(full)} rows of at least {args.columns} cells, expected {args.rows} "
                        f"(cells per row: {sorted(len(v) for v in lines.values())})")
    left = min((box[0] for box, _, _ in cells), default=0)
    if left < args.min_left:
        failures.append(f"the grid is not left to right: a cell starts at x={left}, left of the bundle names")
    hatched = sum(1 for _, _, h in cells if h)
    if args.fallbacks and not hatched:
        failures.append("no hatched cell: the fallback to the development text is shown by colour only")
    for failure in failures:
        print(f"heatmap_pixels: {failure}")
    if not failures:
        print(f"heatmap_pixels: {len(cells)} cells in {len(full)} full rows, {hatched} hatched, leftmost at x={left}")
    return 1 if failures else 0


if __name__ == "__main__":
    sys.exit(main())
