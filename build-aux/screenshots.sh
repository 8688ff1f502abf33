#!/bin/bash
# build-aux/screenshots.sh: the screenshots in data/screenshots, taken of
# the real window under Xvfb and driven with the pointer (xdotool), in
# English, each 1440×960.  The title bar names only the scenario and its
# file, never a folder; the scenarios are copied to a folder of their own
# all the same.  Each picture is one of the metainfo's <screenshot>s, and
# the script prints its caption from there to check the picture against.
#
#   build-aux/screenshots.sh [BUILDDIR]
#
# The clicks are at fixed places of a 1440×960 window: a change of the
# layout means finding them again (run it and look at the pictures).
# TSR_SHOTS_DISPLAY=:N uses that display number for its X server.
set -euo pipefail

cd "$(dirname "$0")/.."
source build-aux/setup.sh
tsr_ensure_packages "${TSR_BUILD_PACKAGES[@]}" "${TSR_SHOTS_PACKAGES[@]}"

build=${1:-_build}
[ -d "$build" ] || meson setup "$build" >/dev/null
ninja -C "$build" >/dev/null

metainfo=data/io.github.tessera.tessera.metainfo.xml.in
tmp=$(mktemp -d)
work=$tmp/Scenarios
mkdir -p "$work"
display=${TSR_SHOTS_DISPLAY:-:$((200 + RANDOM % 500))}
Xvfb "$display" -screen 0 1440x960x24 >/dev/null 2>&1 &
xvfb=$!
app=
compositor=
cleanup () {
  [ -n "$app" ] && kill "$app" 2>/dev/null || true
  [ -n "$compositor" ] && kill "$compositor" 2>/dev/null || true
  kill "$xvfb" 2>/dev/null || true
  rm -rf "$tmp"
}
trap cleanup EXIT
sleep 1

# The schema and the translations of the build tree, where `meson devenv`
# finds them.  Its dump extends variables that may be unset here.
export GSETTINGS_SCHEMA_DIR=${GSETTINGS_SCHEMA_DIR-}
eval "$(meson devenv -C "$build" --dump)"
export DISPLAY=$display GSETTINGS_BACKEND=memory
export LC_ALL=C.UTF-8 LANGUAGE=${LANGUAGE:-en} NO_AT_BRIDGE=1
# No one's recent files or drafts: nothing to offer back at start.
export XDG_DATA_HOME=$tmp/data
# Without a compositing manager the transparent margin of a popover
# shows black.
xcompmgr >/dev/null 2>&1 &
compositor=$!

# start FILE: the app on FILE, its window at 1440×960 in the corner
start () {
  [ -n "$app" ] && kill "$app" 2>/dev/null && wait "$app" 2>/dev/null || true
  "$build/src/app/tessera" "$1" >/dev/null 2>&1 &
  app=$!
  for _ in $(seq 50); do
    xdotool search --onlyvisible --class tessera >/dev/null 2>&1 && break
    sleep 0.2
  done
  for w in $(xdotool search --onlyvisible --class tessera); do
    xdotool windowsize "$w" 1440 960 windowmove "$w" 0 0
  done
  # The board fits itself to the new size.
  sleep 2.5
}

click () { xdotool mousemove "$1" "$2" click "${3:-1}"; sleep 1; }
# shot NAME: the screen as NAME.png, the pointer out of the way first.
# TSR_SHOTS_DIR: somewhere else than data/screenshots, to look at a
# translation (LANGUAGE=cs) without replacing the English pictures.
shot () {
  local caption
  caption=$(xmllint --xpath "string(//screenshot[contains(image, '/$1.png')]/caption)" "$metainfo")
  if [ -z "$caption" ]; then
    echo "$metainfo has no captioned screenshot $1.png" >&2
    exit 1
  fi
  xdotool mousemove 1439 959
  sleep 0.5
  import -window root "${TSR_SHOTS_DIR:-data/screenshots}/$1.png"
  echo "$1.png: $caption"
}

# A turn stepped through: the board after the city is scored, the city
# outlined, and the steps around it.
cp data/scenarios/first-turns.tessera "$work/"
start "$work/first-turns.tessera"
click 1285 80                    # the Steps tab
click 1286 386                   # the step "Scoring a city"
shot window

# The Scenario panel with two expectations failing.
sed 's/value="once"/value="twice"/' tests/scenarios/bridges/v-loop-tile-once.tessera > "$work/loop-read-twice.tessera"
start "$work/loop-read-twice.tessera"
click 981 75                     # Show Them, on the banner
shot scenario-panel

# Expect This: the board's menu on Red's meeple on the Rainbow Bridge.
cp data/scenarios/rainbow-bridge-example-1-connect.tessera "$work/"
start "$work/rainbow-bridge-example-1-connect.tessera"
click 1400 88                    # the Scenario tab
click 630 579 3                  # right-click Red's meeple at (1, 0)
shot expect-this

# Compare Readings of the Black Dragon's threshold.
cp tests/scenarios/black-dragon/v-comparison-above-50.tessera "$work/"
start "$work/v-comparison-above-50.tessera"
click 1196 80                    # the Rules tab
xdotool mousemove 1260 600
for _ in $(seq 40); do xdotool click 5; done   # down to the variants
sleep 1
click 1392 643                   # Compare Readings on "Exactly the arrival score"
for w in $(xdotool search --onlyvisible --name '^Compare Readings'); do
  xdotool windowsize "$w" 1440 960 windowmove "$w" 0 0
done
sleep 2
shot compare
