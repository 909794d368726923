#!/usr/bin/env bash
# Draws the web app's PNG icons (public/icons) from public/favicon.svg with Debian's headless chromium:
# icon-N.png (rounded cream square, for "any") and maskable-N.png (full-bleed cream, the tree inside
# the maskable safe zone, the middle 80%). Run it again after the favicon changes and commit the PNGs.
set -euo pipefail
here="$(cd "$(dirname "${BASH_SOURCE[0]}")" && pwd)"
public="$here/../../src/main/resources/public"
work="$(mktemp -d)"
trap 'rm -rf "$work"' EXIT
cp "$here/icon.html" "$public/favicon.svg" "$work/"
for size in 192 512; do
  for mask in 0 1; do
    name="$([ "$mask" = 1 ] && echo maskable || echo icon)-$size.png"
    chromium --headless --no-sandbox --disable-gpu --hide-scrollbars --default-background-color=00000000 \
      --force-device-scale-factor=1 --window-size="$size,$size" --screenshot="$public/icons/$name" \
      "file://$work/icon.html?mask=$mask" 2>/dev/null
  done
done
