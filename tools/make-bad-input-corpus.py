#!/usr/bin/env python3
"""Writes the bad-input corpus the robustness suite reads (Tests/TandemKitTests/Robustness/Corpus):

    python3 tools/make-bad-input-corpus.py

Small hostile files, made from scratch so anyone can rebuild them byte for byte: damaged and lying PNGs and
JPEGs, malformed asset catalogs, and absurd strings. `manifest.json` lists every case with the outcome the test
asserts for it. Only the Python standard library is used; the JPEGs come from a fixed baseline JPEG built here.
"""
import json
import os
import shutil
import struct
import zlib

ROOT = os.path.join(os.path.dirname(os.path.abspath(__file__)), "..", "Tests", "TandemKitTests", "Robustness", "Corpus")


def chunk(kind, data):
    body = kind + data
    return struct.pack(">I", len(data)) + body + struct.pack(">I", zlib.crc32(body) & 0xFFFFFFFF)


def png(width, height, claimed=None, rows=None):
    """An RGB PNG of a gradient; `claimed` rewrites the header's size (with a valid CRC)."""
    w, h = claimed or (width, height)
    header = struct.pack(">IIBBBBB", w, h, 8, 2, 0, 0, 0)
    raw = b"".join(
        b"\x00" + bytes(v for x in range(width) for v in ((x * 8) % 256, (y * 8) % 256, 128)) for y in range(rows or height)
    )
    return b"\x89PNG\r\n\x1a\n" + chunk(b"IHDR", header) + chunk(b"IDAT", zlib.compress(raw, 9)) + chunk(b"IEND", b"")


# A baseline 8x8 grey JPEG: one 8-bit component, flat DC, standard luminance tables (every byte written here).
def jpeg(width=8, height=8):
    quant = bytes([1] * 64)
    dc_counts = bytes([0, 1, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0])
    dc_symbols = bytes([0])
    ac_counts = bytes([0, 1, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0])
    ac_symbols = bytes([0])  # end of block
    out = b"\xff\xd8"
    out += b"\xff\xe0" + struct.pack(">H", 16) + b"JFIF\x00\x01\x01\x00\x00\x01\x00\x01\x00\x00"
    out += b"\xff\xdb" + struct.pack(">H", 67) + b"\x00" + quant
    out += b"\xff\xc0" + struct.pack(">HBHHB", 11, 8, height, width, 1) + b"\x01\x11\x00"
    out += b"\xff\xc4" + struct.pack(">H", 3 + 16 + len(dc_symbols)) + b"\x00" + dc_counts + dc_symbols
    out += b"\xff\xc4" + struct.pack(">H", 3 + 16 + len(ac_symbols)) + b"\x10" + ac_counts + ac_symbols
    out += b"\xff\xda" + struct.pack(">HB", 8, 1) + b"\x01\x00" + b"\x00\x3f\x00"
    # Every block: DC difference category 0 (code "0"), then end of block (code "0"): two bits per block.
    blocks = ((width + 7) // 8) * ((height + 7) // 8)
    bits = "00" * blocks
    bits += "1" * (-len(bits) % 8)
    out += bytes(int(bits[i : i + 8], 2) for i in range(0, len(bits), 8))
    return out + b"\xff\xd9"


def write(path, data):
    full = os.path.join(ROOT, path)
    os.makedirs(os.path.dirname(full), exist_ok=True)
    with open(full, "wb") as f:
        f.write(data if isinstance(data, bytes) else data.encode("utf-8"))


def main():
    if os.path.isdir(ROOT):
        shutil.rmtree(ROOT)
    cases = []

    def image(name, data, outcome, contains=None, size=None):
        write("images/" + name, data)
        case = {"file": "images/" + name, "kind": "image", "outcome": outcome}
        if contains:
            case["contains"] = contains
        if size:
            case["size"] = size
        cases.append(case)

    good_png = png(16, 12)
    image("good.png", good_png, "decodes", size=[16, 12])
    image("empty.png", b"", "error", "image data is empty")
    image("truncated-header.png", good_png[:20], "error", "truncated PNG")
    image("truncated-data.png", good_png[: len(good_png) - 20], "error", "truncated PNG")
    flipped = bytearray(good_png)
    flipped[1] ^= 0x01
    image("bad-signature.png", bytes(flipped), "error", "unrecognised image format")
    bad_crc = bytearray(good_png)
    bad_crc[29] ^= 0xFF  # the IHDR CRC
    image("bad-header-crc.png", bytes(bad_crc), "error", "CRC")
    idat = good_png.index(b"IDAT")
    bit = bytearray(good_png)
    bit[idat + 12] ^= 0x10
    image("bit-flipped-data.png", bytes(bit), "error", "IDAT chunk")
    image("too-wide.png", png(16, 12, claimed=(40000, 12)), "error", "40000×12 pixels; at most 32767×32767")
    image("bomb.png", png(16, 12, claimed=(30000, 30000)), "error", "claims 30000×30000 pixels")
    image("zero-width.png", png(16, 12, claimed=(0, 12)), "error", "0×12 pixels")

    good_jpeg = jpeg()
    image("good.jpg", good_jpeg, "decodes", size=[8, 8])
    image("empty.jpg", b"\xff\xd8", "error", "JPEG")
    image("truncated.jpg", good_jpeg[:30], "error", "JPEG")
    too_wide = bytearray(good_jpeg)
    sof = good_jpeg.index(b"\xff\xc0")
    too_wide[sof + 5 : sof + 9] = struct.pack(">HH", 8, 40000)
    image("too-wide.jpg", bytes(too_wide), "error", "40000x8 pixels; at most 32767x32767")
    bomb = bytearray(good_jpeg)
    bomb[sof + 5 : sof + 9] = struct.pack(">HH", 32000, 32000)
    image("bomb.jpg", bytes(bomb), "error", "claims 32000x32000 pixels")
    image("random-bytes.bin", bytes((i * 73 + 19) % 256 for i in range(512)), "error", "unrecognised image format")

    # Asset catalogs: good sets load beside broken ones; each broken set is a problem naming its file.
    def catalog(name, files, loads, problems):
        for path, text in files.items():
            write("catalogs/" + name + "/" + path, text)
        cases.append(
            {"file": "catalogs/" + name, "kind": "catalog", "outcome": "loads", "loads": loads, "problems": problems})

    good_image_set = json.dumps({"images": [{"idiom": "universal", "filename": "dot.png", "scale": "1x"}]})
    catalog(
        "Mixed.xcassets",
        {
            "Contents.json": '{"info": {"version": 1}}',
            "Good.imageset/Contents.json": good_image_set,
            "Good.imageset/dot.png": "",
            "NotJSON.imageset/Contents.json": "{ this is not json",
            "NumericName.imageset/Contents.json": '{"images": [{"idiom": "universal", "filename": 42, "scale": "1x"}]}',
            "ZeroScale.imageset/Contents.json": '{"images": [{"idiom": "universal", "filename": "a.png", "scale": "0x"}]}',
            "Escape.imageset/Contents.json": '{"images": [{"idiom": "universal", "filename": "../../x.png"}]}',
            "Empty.imageset/Contents.json": "",
        },
        ["Good"],
        ["NotJSON.imageset", "NumericName.imageset", "ZeroScale.imageset", "Escape.imageset", "Empty.imageset"],
    )
    with open(os.path.join(ROOT, "catalogs/Mixed.xcassets/Good.imageset/dot.png"), "wb") as f:
        f.write(png(2, 2))

    # Absurd strings: each must lay out (in a label that wraps) and edit (in a text field) without a crash.
    def text(name, data, lines=None):
        write("strings/" + name, data)
        case = {"file": "strings/" + name, "kind": "text", "outcome": "lays out"}
        if lines:
            case["lines"] = lines
        cases.append(case)

    text("long-run.txt", "x" * 100_000)
    text("many-lines.txt", "\n".join("line %d" % i for i in range(10_000)), lines=10_000)
    text("zwj-emoji.txt", "👨‍👩‍👧‍👦" * 2_000)
    text("rtl-mixed.txt", ("שלום עולם hello مرحبا بالعالم 123 " * 500))
    text("combining-marks.txt", "e" + "\u0301" * 5_000 + " a\u0308\u0323" * 500)
    text("nul-and-controls.txt", "before\u0000after\u0007\u001b[31m\u0008\u000b\u000c end")
    # Lone surrogates cannot be UTF-8: this file is UTF-16LE, read as Foundation reads a damaged UTF-16 file.
    lone = b"\xff\xfe" + "ab".encode("utf-16-le") + b"\x00\xd8" + "cd".encode("utf-16-le") + b"\x00\xdc"
    write("strings/lone-surrogates.utf16", lone)
    cases.append({"file": "strings/lone-surrogates.utf16", "kind": "utf16", "outcome": "lays out"})

    write("manifest.json", json.dumps({"cases": cases}, indent=1, ensure_ascii=False) + "\n")
    print("wrote %d cases to %s" % (len(cases), os.path.normpath(ROOT)))


main()
