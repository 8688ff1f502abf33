#!/usr/bin/env bash
# Installs what is missing, builds Tessera and starts the window, uninstalled.
# Arguments go to the program; files are named from where you are.
set -euo pipefail
here=$PWD
cd "$(dirname "$0")/.."
source build-aux/setup.sh

tsr_ensure_packages "${TSR_BUILD_PACKAGES[@]}"
tsr_build _build -Dwerror=$tsr_werror

# The program knows nothing of the build tree: `meson devenv` tells it
# where the GSettings schema and the translations were built.
exec meson devenv -C _build -w "$here" tessera "$@"
