#!/bin/sh
# What gets installed must not name the machine it was built on: the
# programs find the build tree's schemas and translations through the
# environment `meson devenv` sets, never through a path compiled in.
# Each program is checked as `meson install` leaves it, debugging
# information included (meson.build maps the build directory to ".").
# Usage: check-build-paths.sh SOURCE_ROOT BUILD_ROOT PROGRAM...
set -eu
source_root=$1
build_root=$2
shift 2

status=0
for program in "$@"; do
  for root in "$source_root" "$build_root"; do
    if grep -q -a -F "$root" "$program"; then
      echo "$program names $root:" >&2
      strings "$program" | grep -F "$root" >&2
      status=1
      break
    fi
  done
done
exit $status
