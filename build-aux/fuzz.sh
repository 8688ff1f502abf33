#!/usr/bin/env bash
# build-aux/fuzz.sh TARGET [SECONDS]: builds the libFuzzer target
# tests/fuzz/fuzz-TARGET.c (scenario, tiles, po or jcz) with clang, AddressSanitizer
# and UndefinedBehaviorSanitizer in _build-fuzz, and runs it for SECONDS
# (default 60) on a corpus seeded with every file of that kind in the
# repository.  A crash leaves its input in _build-fuzz/crashes/TARGET/;
# copy it to tests/fuzz/crashers/TARGET/ once fixed, so the suites replay it.
set -euo pipefail
cd "$(dirname "$0")/.."
source build-aux/setup.sh

target=${1:?usage: build-aux/fuzz.sh scenario|tiles|po|jcz [SECONDS]}
seconds=${2:-60}
case "$target" in
  scenario) seeds=(tests/scenarios tests/bad data/scenarios tests/fuzz/crashers/scenario) ;;
  tiles) seeds=(data/tiles tests/fuzz/crashers/tiles) ;;
  # Small files only: the shipped catalogues (500 kB each) would make every
  # run as slow as reading one.
  po) seeds=(tests/fuzz/seeds/po tests/fuzz/crashers/po) ;;
  jcz) seeds=(tests/jcz tests/fuzz/seeds/jcz tests/fuzz/crashers/jcz) ;;
  *) echo "$0: no fuzz target called $target (scenario, tiles, po or jcz)" >&2; exit 2 ;;
esac

tsr_ensure_packages "${TSR_BUILD_PACKAGES[@]}" "${TSR_FUZZ_PACKAGES[@]}"
CC=clang tsr_build _build-fuzz -Dfuzzing=true -Dapp=false -Dwerror=$tsr_werror \
  -Db_sanitize=address,undefined -Db_lundef=false

corpus=_build-fuzz/corpus/$target
crashes=_build-fuzz/crashes/$target
mkdir -p "$corpus" "$crashes"
# The seeds, one file each, without the directories' layout.
find "${seeds[@]}" -type f ! -name '.keep' -exec cp -t "$corpus" {} +

# Suppressions name functions, so a stack without names would match none
# of them: refuse to run rather than report libgettextpo's losses as ours.
if [ ! -x "$tsr_symbolizer" ]; then
  echo "$0: no symbolizer at $tsr_symbolizer (package llvm-14)" >&2
  exit 1
fi
export ASAN_SYMBOLIZER_PATH=$tsr_symbolizer
export ASAN_OPTIONS=detect_leaks=1:abort_on_error=1
# What libraries keep or lose on their own (libgettextpo's losses).
export LSAN_OPTIONS=print_suppressions=0:suppressions=$PWD/tests/lsan.supp
export UBSAN_OPTIONS=halt_on_error=1:abort_on_error=1:print_stacktrace=1
# libgettextpo loses a little of every file it reads (tests/lsan.supp), some
# 0.3 kB a run: the po target runs a fresh process each minute, so that
# never adds up to the memory bound.  The others run in one.
chunk=$seconds
[ "$target" = po ] && chunk=60
# -rss_limit_mb bounds what one input may take; the largest legal file is
# 64 MiB, and the loader refuses more before reading it.
for (( left = seconds; left > 0; left -= chunk )); do
  "_build-fuzz/tests/fuzz-$target" -max_total_time="$(( left < chunk ? left : chunk ))" -print_final_stats=1 \
    -rss_limit_mb=2048 -timeout=20 -artifact_prefix="$crashes/" "$corpus"
done
