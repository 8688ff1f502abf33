#!/usr/bin/env bash
# build-aux/deb.sh: builds the Debian package of the last commit in a clean
# tree, lints it, installs it, tries the installed programs and removes the
# package again.  Uncommitted changes are not in the package.
#
#   build-aux/deb.sh [OUTDIR]
#
# The .deb and the build's log stay in OUTDIR (a new temporary directory
# unless given).  It installs and removes packages, so it runs as root or
# through sudo; a tessera package installed before is refused rather than
# replaced.  Everything the installed window writes goes to the temporary
# directory, and its settings to memory.
set -euo pipefail
cd "$(dirname "$0")/.."
source build-aux/setup.sh

out=${1:-$(mktemp -d /tmp/tessera-deb.XXXXXX)}
mkdir -p "$out"
out=$(cd "$out" && pwd)
sudo=()
[ "$(id -u)" -eq 0 ] || sudo=(sudo)
apt=("${sudo[@]}" env DEBIAN_FRONTEND=noninteractive apt-get -o DPkg::Lock::Timeout=600 -y)

if dpkg-query -W -f='${Status}' tessera 2>/dev/null | grep -q 'install ok installed'; then
  echo "$0: the tessera package is installed already; remove it first (apt-get purge tessera)" >&2
  exit 1
fi

tsr_ensure_packages "${TSR_DEB_PACKAGES[@]}"

# A clean tree: the committed files only, no build directory of ours.
tree=$(mktemp -d)
app=
xvfb=
installed=false
cleanup () {
  [ -n "$app" ] && kill "$app" 2>/dev/null && wait "$app" 2>/dev/null || true
  [ -n "$xvfb" ] && kill "$xvfb" 2>/dev/null || true
  if $installed; then
    "${apt[@]}" purge tessera > "$out/purge.log" 2>&1 || cat "$out/purge.log" >&2
  fi
  rm -rf "$tree"
}
trap 'cleanup; rm -rf "$tsr_log_dir"' EXIT

git archive --format=tar --prefix=tessera/ HEAD | tar -x -C "$tree"
src=$tree/tessera

if ! (cd "$src" && dpkg-checkbuilddeps > /dev/null 2>&1); then
  tsr_quietly apt-update "${sudo[@]}" apt-get -o DPkg::Lock::Timeout=600 update
  tsr_quietly build-dep "${apt[@]}" --no-install-recommends build-dep "$src"
fi

echo "Building the package in $src"
if ! (cd "$src" && dpkg-buildpackage -us -uc -b) > "$out/build.log" 2>&1; then
  tail -n 60 "$out/build.log" >&2
  echo "$0: dpkg-buildpackage failed; the whole log is $out/build.log" >&2
  exit 1
fi
cp "$tree"/*.deb "$tree"/*.changes "$tree"/*.buildinfo "$out/"
changes=$(ls "$out"/tessera_*.changes)

# Errors and warnings fail; informational tags are shown too.
echo "Lintian on $(basename "$changes")"
lintian --display-info --fail-on error,warning "$changes"

deb=$(ls "$out"/tessera_*_"$(dpkg --print-architecture)".deb)
tsr_quietly install "${apt[@]}" --no-install-recommends install "$deb"
installed=true

# The installed programs know nothing of a build tree: nothing here may
# point them at one.
unset GSETTINGS_SCHEMA_DIR TESSERA_LOCALEDIR
bin=/usr/games
for program in $bin/tessera $bin/tessera-cli; do
  if strings "$program" | grep -F -e "$tree" -e "$PWD"; then
    echo "$0: $program names the directory it was built in" >&2
    exit 1
  fi
done

examples=/usr/share/tessera/examples
(cd / && $bin/tessera-cli check "$examples/first-turns.tessera" && $bin/tessera-cli check "$examples")

# The window on a shipped example, under its own X server and D-Bus
# session, with its title checked and a picture kept to look at.
display=:$((200 + RANDOM % 500))
Xvfb "$display" -screen 0 1440x960x24 > /dev/null 2>&1 &
xvfb=$!
sleep 1
home=$tree/home
mkdir -p "$home"
DISPLAY=$display GSETTINGS_BACKEND=memory LC_ALL=C.UTF-8 LANGUAGE=en NO_AT_BRIDGE=1 \
  XDG_DATA_HOME=$home/data XDG_CONFIG_HOME=$home/config XDG_CACHE_HOME=$home/cache \
  XDG_STATE_HOME=$home/state \
  dbus-run-session -- $bin/tessera "$examples/first-turns.tessera" > "$out/window.log" 2>&1 &
app=$!
window=
for _ in $(seq 150); do
  window=$(DISPLAY=$display xdotool search --onlyvisible --class tessera 2>/dev/null | head -n 1) && [ -n "$window" ] && break
  sleep 0.2
done
if [ -z "$window" ]; then
  cat "$out/window.log" >&2
  echo "$0: the installed tessera showed no window" >&2
  exit 1
fi
# From here on the program itself is the one to stop (dbus-run-session
# ends with it).
app=$(DISPLAY=$display xdotool getwindowpid "$window")
DISPLAY=$display xdotool windowsize "$window" 1440 960 windowmove "$window" 0 0
sleep 2.5
DISPLAY=$display import -window root "$out/window.png"
title=$(DISPLAY=$display xdotool getwindowname "$window")
expected=$(sed -n 's:.*<title>\(.*\)</title>.*:\1:p' "$examples/first-turns.tessera" | head -n 1)
if [ "$title" != "$expected" ]; then
  echo "$0: the window's title is \"$title\", not the example's (\"$expected\")" >&2
  exit 1
fi
# The toolkit's warnings and criticals (the D-Bus daemon may say things).
if grep -E -e '-(WARNING|CRITICAL|ERROR) \*\*' "$out/window.log" >&2; then
  echo "$0: the installed tessera printed warnings" >&2
  exit 1
fi

echo "The package works: $(basename "$deb") in $out; the window as it opened: $out/window.png"
