"""Draw the book's app icons (assets/icons/*.png): the favicon's card, a white card with a red heart,
on the green of a card table. Plain Python (zlib), no imaging library; run it again after changing the
drawing, and commit the PNGs (they are small, and the build only copies them).

    python tools/make_icons.py

``icon-<size>.png`` has rounded corners on a transparent ground (purpose "any"); ``maskable-<size>.png``
fills the square, the card inside the middle 60 % that every launcher's mask keeps (purpose "maskable").
"""
from __future__ import annotations

import struct
import zlib
from pathlib import Path

ROOT = Path(__file__).resolve().parents[1]
FOLDER = ROOT / "assets" / "icons"
SIZES = (192, 512)
FELT = (27, 94, 32)
CARD = (255, 255, 255)
EDGE = (85, 85, 85)
HEART = (198, 40, 40)
SAMPLES = 3          # samples per pixel along each axis, for smooth edges


def inside_rounded(x: float, y: float, left: float, top: float, right: float, bottom: float, radius: float) -> bool:
    cx = min(max(x, left + radius), right - radius)
    cy = min(max(y, top + radius), bottom - radius)
    return (x - cx) ** 2 + (y - cy) ** 2 <= radius ** 2 and left <= x <= right and top <= y <= bottom


def inside_heart(x: float, y: float, cx: float, cy: float, size: float) -> bool:
    # the classic heart curve (x² + y² - 1)³ - x² y³ <= 0, y upwards, about 2.3 wide and 2.2 tall
    u, v = (x - cx) / size * 2.4, -(y - cy) / size * 2.4 + 0.15
    return (u * u + v * v - 1) ** 3 - u * u * v ** 3 <= 0


def colour_at(x: float, y: float, maskable: bool) -> tuple[int, int, int, int]:
    """The colour at a point of the unit square (0..1 each way)."""
    if not maskable and not inside_rounded(x, y, 0, 0, 1, 1, 0.18):
        return (0, 0, 0, 0)
    scale = 0.6 if maskable else 0.8
    w, h = 0.62 * scale, 0.84 * scale
    left, top = 0.5 - w / 2, 0.5 - h / 2
    if inside_rounded(x, y, left, top, left + w, top + h, 0.07 * scale):
        border = 0.018 * scale
        if not inside_rounded(x, y, left + border, top + border, left + w - border, top + h - border, 0.06 * scale):
            return (*EDGE, 255)
        if inside_heart(x, y, 0.5, 0.5, 0.5 * w):
            return (*HEART, 255)
        return (*CARD, 255)
    return (*FELT, 255)


def draw(size: int, maskable: bool) -> bytes:
    rows = []
    n = SAMPLES * SAMPLES
    for py in range(size):
        row = bytearray([0])   # PNG filter: none
        for px in range(size):
            total = [0, 0, 0, 0]
            for sy in range(SAMPLES):
                for sx in range(SAMPLES):
                    r, g, b, a = colour_at((px + (sx + 0.5) / SAMPLES) / size, (py + (sy + 0.5) / SAMPLES) / size, maskable)
                    total[0] += r * a
                    total[1] += g * a
                    total[2] += b * a
                    total[3] += a
            alpha = total[3]
            row += bytes([round(total[0] / alpha) if alpha else 0, round(total[1] / alpha) if alpha else 0,
                          round(total[2] / alpha) if alpha else 0, round(alpha / n)])
        rows.append(bytes(row))
    return png(size, size, b"".join(rows))


def png(width: int, height: int, raw: bytes) -> bytes:
    def chunk(kind: bytes, data: bytes) -> bytes:
        return struct.pack(">I", len(data)) + kind + data + struct.pack(">I", zlib.crc32(kind + data) & 0xFFFFFFFF)

    header = struct.pack(">IIBBBBB", width, height, 8, 6, 0, 0, 0)   # 8 bits, RGBA
    return b"\x89PNG\r\n\x1a\n" + chunk(b"IHDR", header) + chunk(b"IDAT", zlib.compress(raw, 9)) + chunk(b"IEND", b"")


def main() -> None:
    FOLDER.mkdir(parents=True, exist_ok=True)
    for size in SIZES:
        for maskable in (False, True):
            path = FOLDER / f"{'maskable' if maskable else 'icon'}-{size}.png"
            path.write_bytes(draw(size, maskable))
            print(f"{path.relative_to(ROOT)}: {path.stat().st_size} bytes")


if __name__ == "__main__":
    main()
