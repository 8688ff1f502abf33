#!/bin/sh
# The shared-mime-info definition must make GIO recognise a scenario both by
# its .tessera extension and, when the name says nothing (a mail attachment
# saved without extension), by its root element; a JCloisterZone game by
# its .jcz extension and by its first member, and other JSON as JSON.
# Usage: check-mime.sh MIME_XML
set -eu
mime_xml=$1
type=application/x-tessera+xml
game_type=application/x-jcloisterzone-game

tmp=$(mktemp -d)
trap 'rm -rf "$tmp"' EXIT
mkdir -p "$tmp/share/mime/packages"
cp "$mime_xml" "$tmp/share/mime/packages/"
update-mime-database "$tmp/share/mime" 2>/dev/null

scenario='<?xml version="1.0" encoding="UTF-8"?>
<scenario xmlns="urn:tessera:scenario:1" format="1"><players/><board/></scenario>'
printf '%s\n' "$scenario" > "$tmp/position.tessera"
printf '%s\n' "$scenario" > "$tmp/position"
printf '<?xml version="1.0"?>\n<scenario xmlns="urn:example"/>\n' > "$tmp/other"
game='{"appVersion":"5.7.0","initialRandom":0.5,"setup":{},"players":[],"replay":[]}'
printf '%s\n' "$game" > "$tmp/game.jcz"
printf '%s\n' "$game" > "$tmp/game"
printf '{"name":"not a game"}\n' > "$tmp/other.json"

content_type () {
  XDG_DATA_HOME="$tmp/share" XDG_DATA_DIRS="$tmp/share:/usr/share" \
    gio info -a standard::content-type "$1" | sed -n 's/.*standard::content-type: //p'
}

status=0
check () {
  got=$(content_type "$tmp/$1")
  if [ "$got" = "$2" ]; then
    echo "ok: $1 is $got"
  else
    echo "FAIL: $1 is $got, expected $2"
    status=1
  fi
}
check position.tessera "$type"
check position "$type"
check other application/xml
check game.jcz "$game_type"
check game "$game_type"
check other.json application/json
exit $status
