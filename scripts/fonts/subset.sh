#!/bin/sh
# Writes the display face's two files from @fontsource's Latin file, with kerning and ligatures,
# no hinting: cormorant-garamond-500.woff2, the characters of nearly every heading (Basic Latin,
# dashes, quotes, bullet, ellipsis: 11 kB, under one round trip's first window, preloaded), and
# cormorant-garamond-500-latin-1.woff2, the rest of Latin-1 (accents: 7 kB, asked for only by a
# page that sets one). Needs fontTools with brotli (Debian: python3-fonttools python3-brotli);
# run again only to change the sets.
set -e
source=node_modules/@fontsource/cormorant-garamond/files/cormorant-garamond-latin-500-normal.woff2
cut() {
  python3 -m fontTools.subset "$source" --unicodes="$1" --layout-features="kern,liga" --no-hinting \
    --flavor=woff2 --output-file="assets/fonts/$2"
}
cut "U+0020-007E,U+00A0,U+2013-2014,U+2018-201D,U+2022,U+2026" cormorant-garamond-500.woff2
cut "U+00A1-00FF" cormorant-garamond-500-latin-1.woff2
