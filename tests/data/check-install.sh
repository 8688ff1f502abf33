#!/bin/sh
# After installing, the desktop must hand scenario files to Tessera: the
# build is installed into a temporary directory, the MIME and desktop
# databases are built there as a package's triggers would, and GIO, looking
# only at that tree and the system's, must name Tessera as the program for
# application/x-tessera+xml and for JCloisterZone's saved games.
# Usage: check-install.sh BUILD_ROOT BINDIR DATADIR
set -eu
export LC_ALL=C.UTF-8
build=$1
bindir=$2
datadir=$3
desktop_id=io.github.tessera.tessera.desktop

tmp=$(mktemp -d)
trap 'rm -rf "$tmp"' EXIT
share=$tmp/destdir$datadir

meson install -C "$build" --no-rebuild --quiet --destdir "$tmp/destdir" >/dev/null
XDG_DATA_DIRS="$share" update-mime-database "$share/mime"
update-desktop-database "$share/applications"

status=0
fail () {
  echo "FAIL: $*"
  status=1
}

desktop=$share/applications/$desktop_id
if desktop-file-validate "$desktop"; then
  echo "ok: desktop-file-validate passes on the installed $desktop_id"
else
  fail "desktop-file-validate refuses the installed $desktop_id"
fi
grep -q '^Exec=tessera %F$' "$desktop" || fail "the Exec line does not take files: $(grep '^Exec=' "$desktop")"

# No one's settings count: only the new tree, then the system's.  GIO
# skips a desktop file whose program is not on the PATH.
mkdir -p "$tmp/data-home" "$tmp/config-home" "$tmp/config-dirs"
for type in application/x-tessera+xml application/x-jcloisterzone-game; do
  default=$(PATH="$tmp/destdir$bindir:$PATH" XDG_DATA_HOME="$tmp/data-home" XDG_DATA_DIRS="$share:/usr/share" \
              XDG_CONFIG_HOME="$tmp/config-home" XDG_CONFIG_DIRS="$tmp/config-dirs" \
              gio mime "$type" | sed -n 's/^Default application for .*: //p')
  if [ "$default" = "$desktop_id" ]; then
    echo "ok: gio mime $type names $default"
  else
    fail "gio mime $type names '${default}', not $desktop_id"
  fi
done
exit $status
