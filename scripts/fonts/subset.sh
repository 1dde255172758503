#!/bin/sh
# Writes assets/fonts/cormorant-garamond-500.woff2: @fontsource's Latin file of the display face
# cut to the characters the shop sets in it (Basic Latin, Latin-1, dashes, quotes, bullet,
# ellipsis) with kerning and ligatures, no hinting: 15 kB instead of 23 kB.
# Needs fontTools with brotli (pip install fonttools brotli); run again only to change the set.
set -e
pyftsubset node_modules/@fontsource/cormorant-garamond/files/cormorant-garamond-latin-500-normal.woff2 \
  --unicodes="U+0020-007E,U+00A0-00FF,U+2013-2014,U+2018-201D,U+2022,U+2026" \
  --layout-features="kern,liga" --no-hinting --flavor=woff2 \
  --output-file=assets/fonts/cormorant-garamond-500.woff2
