#!/usr/bin/env python3
"""Generates the Landmarks feature images for seed 001 (freely licensed: made here, CC0).

The tutorial's photos are Apple's; these are procedural landscapes of the same size ratio (3:2), drawn from
layered sine ridges over a sky gradient, so anyone can rebuild them byte for byte:

    python3 tools/generate-landmark-images.py

writes them into seed 001's asset catalog and, as plain files, into Showcase's sample photo library.
"""
import json
import math
import os
import struct
import sys
import zlib

WIDTH, HEIGHT = 780, 520  # @2x for a 390-point-wide card

SCENES = {
    # name: (sky top, sky horizon, [(ridge colour, base height 0..1, amplitude, frequency, phase)], ground)
    "turtlerock": ((244, 162, 97), (253, 224, 171),
                   [((178, 96, 62), 0.52, 0.10, 2.3, 0.4), ((138, 70, 48), 0.64, 0.12, 3.7, 1.9),
                    ((96, 58, 42), 0.78, 0.06, 6.1, 0.7)], (199, 160, 110)),
    "stmarylake": ((92, 148, 214), (196, 222, 240),
                   [((120, 134, 160), 0.40, 0.16, 1.9, 2.2), ((74, 92, 118), 0.56, 0.10, 3.1, 0.3),
                    ((44, 84, 62), 0.70, 0.03, 9.0, 1.1)], (52, 110, 160)),
    "chilkoottrail": ((126, 168, 196), (226, 234, 236),
                      [((236, 240, 244), 0.36, 0.18, 2.7, 1.4), ((90, 118, 96), 0.58, 0.08, 4.3, 0.2),
                       ((38, 78, 52), 0.74, 0.05, 11.0, 2.6)], (64, 98, 60)),
}


def mix(a, b, t):
    return tuple(round(x + (y - x) * t) for x, y in zip(a, b))


def ridge_height(x, base, amplitude, frequency, phase):
    u = x / WIDTH
    wave = math.sin(u * frequency * math.pi + phase) + 0.4 * math.sin(u * frequency * 2.7 * math.pi + phase * 3)
    return (base - amplitude * wave / 1.4) * HEIGHT


def render(scene):
    top, horizon, ridges, ground = scene
    rows = []
    heights = [[ridge_height(x, *r[1:]) for x in range(WIDTH)] for r in ridges]
    for y in range(HEIGHT):
        row = bytearray([0])  # filter: none
        sky = mix(top, horizon, min(1.0, y / (HEIGHT * 0.6)))
        for x in range(WIDTH):
            colour = sky
            for (ridge, *_), h in zip(ridges, heights):
                if y >= h[x]:
                    shade = min(1.0, (y - h[x]) / (HEIGHT * 0.5))
                    colour = mix(ridge, (0, 0, 0), shade * 0.35)
            if y > HEIGHT * 0.86:
                colour = mix(ground, (0, 0, 0), (y - HEIGHT * 0.86) / HEIGHT)
            row.extend(colour)
        rows.append(bytes(row))
    return b"".join(rows)


def png(pixels):
    def chunk(kind, data):
        return struct.pack(">I", len(data)) + kind + data + struct.pack(">I", zlib.crc32(kind + data) & 0xFFFFFFFF)

    header = struct.pack(">IIBBBBB", WIDTH, HEIGHT, 8, 2, 0, 0, 0)
    return b"\x89PNG\r\n\x1a\n" + chunk(b"IHDR", header) + chunk(b"IDAT", zlib.compress(pixels, 9)) + chunk(b"IEND", b"")


def main(catalog, photos):
    os.makedirs(photos, exist_ok=True)
    os.makedirs(catalog, exist_ok=True)
    with open(os.path.join(catalog, "Contents.json"), "w") as f:
        json.dump({"info": {"author": "xcode", "version": 1}}, f, indent=2)
    for name, scene in SCENES.items():
        folder = os.path.join(catalog, name + "_feature.imageset")
        os.makedirs(folder, exist_ok=True)
        file = name + "_feature@2x.png"
        data = png(render(scene))
        with open(os.path.join(folder, file), "wb") as f:
            f.write(data)
        with open(os.path.join(photos, name + ".png"), "wb") as f:
            f.write(data)
        contents = {"images": [{"idiom": "universal", "filename": file, "scale": "2x"}],
                    "info": {"author": "xcode", "version": 1}}
        with open(os.path.join(folder, "Contents.json"), "w") as f:
            json.dump(contents, f, indent=2)


if __name__ == "__main__":
    main("Sources/Seeds/Seed001Landmarks/Assets.xcassets", "Sources/ShowcaseApp/Photos")
