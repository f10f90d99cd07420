#!/usr/bin/env python3
"""Pixel checks on a screenshot of pushloc's preview page (Python 3 standard library only).

Finds each notification banner by its flat background colour (PreviewStyle.bannerColor), then checks:
  * the number of banners equals --expect (every banner is drawn);
  * each banner has text pixels in its area (non-blank);
  * with --dirs (one ltr/rtl per banner, top to bottom), each banner is laid out in that direction:
    the app icon (PreviewStyle.iconColor) on the leading side, and its text lines flush with the
    leading edge (an Arabic body that starts with a Latin name is still right-aligned).
Exit 0 when every check passes, 1 with one line per failure.
"""
import argparse
import struct
import sys
import zlib

BANNER = (0xF4, 0xF4, 0xF6)
ICON = (0xFF, 0x95, 0x00)


def decode_png(path):
    data = open(path, "rb").read()
    if data[:8] != b"\x89PNG\r\n\x1a\n":
        raise ValueError(f"{path}: not a PNG")
    pos, idat = 8, []
    width = height = channels = 0
    while pos < len(data):
        length, kind = struct.unpack(">I4s", data[pos:pos + 8])
        body = data[pos + 8:pos + 8 + length]
        if kind == b"IHDR":
            width, height, depth, colour, _, _, interlace = struct.unpack(">IIBBBBB", body)
            if depth != 8 or colour not in (2, 6) or interlace:
                raise ValueError(f"{path}: unsupported PNG (depth {depth}, colour {colour}, interlace {interlace})")
            channels = 3 if colour == 2 else 4
        elif kind == b"IDAT":
            idat.append(body)
        pos += 12 + length
    raw = zlib.decompress(b"".join(idat))
    stride = width * channels
    rows, prev = [], bytearray(stride)
    for y in range(height):
        start = y * (stride + 1)
        kind, line = raw[start], bytearray(raw[start + 1:start + 1 + stride])
        if kind == 1:
            for i in range(channels, stride):
                line[i] = (line[i] + line[i - channels]) & 255
        elif kind == 2:
            line = bytearray((a + b) & 255 for a, b in zip(line, prev))
        elif kind == 3:
            for i in range(stride):
                left = line[i - channels] if i >= channels else 0
                line[i] = (line[i] + ((left + prev[i]) >> 1)) & 255
        elif kind == 4:
            for i in range(stride):
                a = line[i - channels] if i >= channels else 0
                b, c = prev[i], prev[i - channels] if i >= channels else 0
                p = a + b - c
                pa, pb, pc = abs(p - a), abs(p - b), abs(p - c)
                line[i] = (line[i] + (a if pa <= pb and pa <= pc else b if pb <= pc else c)) & 255
        rows.append(line)
        prev = line
    return width, height, channels, rows


def pixel(rows, channels, x, y):
    i = x * channels
    return tuple(rows[y][i:i + 3])


def find_banners(width, height, channels, rows, step=3):
    """Connected regions of the banner colour, sampled every `step` pixels; big ones are banners."""
    cols, lines = width // step, height // step
    mask = [[pixel(rows, channels, cx * step, cy * step) == BANNER for cx in range(cols)] for cy in range(lines)]
    seen, boxes = [[False] * cols for _ in range(lines)], []
    for cy in range(lines):
        for cx in range(cols):
            if not mask[cy][cx] or seen[cy][cx]:
                continue
            stack, seen[cy][cx] = [(cx, cy)], True
            x0 = x1 = cx
            y0 = y1 = cy
            while stack:
                x, y = stack.pop()
                x0, x1, y0, y1 = min(x0, x), max(x1, x), min(y0, y), max(y1, y)
                for nx, ny in ((x + 1, y), (x - 1, y), (x, y + 1), (x, y - 1)):
                    if 0 <= nx < cols and 0 <= ny < lines and mask[ny][nx] and not seen[ny][nx]:
                        seen[ny][nx] = True
                        stack.append((nx, ny))
            box = (x0 * step, y0 * step, x1 * step, y1 * step)
            if box[2] - box[0] >= 300 and box[3] - box[1] >= 50:
                boxes.append(box)
    return sorted(boxes, key=lambda b: (b[1], b[0]))


def ink(rows, channels, box):
    """The text pixels (dark) inside a banner, as (x, y) points, skipping the rounded corners."""
    x0, y0, x1, y1 = box
    points = []
    for y in range(y0 + 6, y1 - 6):
        for x in range(x0 + 6, x1 - 6):
            r, g, b = pixel(rows, channels, x, y)
            if r + g + b < 3 * 150:
                points.append((x, y))
    return points


def main():
    parser = argparse.ArgumentParser()
    parser.add_argument("png")
    parser.add_argument("--expect", type=int, required=True, help="the number of banners on the page")
    parser.add_argument("--dirs", help="comma-separated ltr/rtl, one per banner from top to bottom")
    args = parser.parse_args()
    width, height, channels, rows = decode_png(args.png)
    boxes = find_banners(width, height, channels, rows)
    failures = []
    if len(boxes) != args.expect:
        failures.append(f"found {len(boxes)} banners, expected {args.expect}: {boxes}")
    dirs = args.dirs.split(",") if args.dirs else []
    for index, box in enumerate(boxes):
        points = ink(rows, channels, box)
        if len(points) < 40:
            failures.append(f"banner {index + 1} at {box} is blank ({len(points)} text pixels)")
            continue
        if index >= len(dirs):
            continue
        x0, y0, x1, y1 = box
        icon = [x for y in range(y0, y1, 2) for x in range(x0, x1, 2) if pixel(rows, channels, x, y) == ICON]
        middle = (x0 + x1) / 2
        if not icon:
            failures.append(f"banner {index + 1}: no app icon drawn")
            continue
        icon_side = "rtl" if sum(icon) / len(icon) > middle else "ltr"
        # Text below the header row: its gap to the leading edge must be smaller than to the trailing one.
        body = [(x, y) for x, y in points if y > y0 + 34]
        left_gap = min(x for x, _ in body) - x0 if body else 0
        right_gap = x1 - max(x for x, _ in body) if body else 0
        if dirs[index] == "rtl":
            left_gap -= 0
            right_gap -= 14 + 38 + 10  # the icon column is on the right
        else:
            left_gap -= 14 + 38 + 10
        text_side = "rtl" if right_gap < left_gap else "ltr"
        if icon_side != dirs[index] or text_side != dirs[index]:
            failures.append(f"banner {index + 1} should be {dirs[index]}: icon on the {icon_side} side, text flush {text_side} "
                            f"(gaps left {left_gap}, right {right_gap})")
    for failure in failures:
        print(f"preview_pixels: {failure}")
    if not failures:
        print(f"preview_pixels: {len(boxes)} banners drawn" + (f", directions {','.join(dirs)} ok" if dirs else ""))
    return 1 if failures else 0


if __name__ == "__main__":
    sys.exit(main())
