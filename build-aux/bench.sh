#!/usr/bin/env bash
# Installs what is missing, builds Tessera optimised as a release would be
# (-O3, link-time optimisation) in _build-release and runs its benchmark.
# The figures the README gives come from here; the development build in
# _build runs the same benchmark a little slower.  Arguments go to
# `tessera-cli bench` (--quick).
set -euo pipefail
cd "$(dirname "$0")/.."
source build-aux/setup.sh

tsr_ensure_packages "${TSR_BUILD_PACKAGES[@]}"
tsr_build _build-release -Dbuildtype=release -Db_lto=true -Dwerror=$tsr_werror

# Through `meson devenv`, so that the window's figures are those of the
# window built here, with its schema.
exec meson devenv -C _build-release -w "$PWD" tessera-cli bench "$@"
