#!/bin/sh
# What gets installed must not name the machine it was built on: the
# programs find the build tree's schemas and translations through the
# environment `meson devenv` sets, never through a path compiled in.
# Each program is checked as installing it stripped (or a distribution's
# package) leaves it: without its debugging sections, which name the
# build directory by design and go to a separate debug package.
# Usage: check-build-paths.sh SOURCE_ROOT BUILD_ROOT PROGRAM...
set -eu
source_root=$1
build_root=$2
shift 2

tmp=$(mktemp -d)
trap 'rm -rf "$tmp"' EXIT

status=0
for program in "$@"; do
  objcopy --strip-debug "$program" "$tmp/stripped"
  for root in "$source_root" "$build_root"; do
    if grep -q -a -F "$root" "$tmp/stripped"; then
      echo "$program names $root:" >&2
      strings "$tmp/stripped" | grep -F "$root" >&2
      status=1
      break
    fi
  done
done
exit $status
