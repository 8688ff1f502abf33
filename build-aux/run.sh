#!/usr/bin/env bash
# Installs what is missing, builds Tessera and starts the window, uninstalled.
# Arguments go to the program.
set -euo pipefail
cd "$(dirname "$0")/.."
source build-aux/setup.sh

tsr_ensure_packages "${TSR_BUILD_PACKAGES[@]}"
tsr_build _build -Dwerror=$tsr_werror

# The uninstalled program finds its GSettings schema and translations in
# the build tree by itself.
exec _build/src/app/tessera "$@"
