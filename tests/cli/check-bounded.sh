#!/bin/sh
# Hostile files are refused in bounded memory and time: tessera-cli check
# runs on every file of tests/bad plus a 100,000-deep nesting and a 10 MB
# attribute with its address space limited to 512 MiB; each file must fail
# with its own error and the command must end normally (status 1).
# Usage: check-bounded.sh TESSERA_CLI BAD_DIR
set -eu
cli=$1
bad=$2
dir=$(mktemp -d)
trap 'rm -rf "$dir"' EXIT

cp "$bad"/*.tessera "$dir"
awk 'BEGIN { printf "<?xml version=\"1.0\"?>\n<scenario xmlns=\"urn:tessera:scenario:1\" format=\"1\">";
             for (i = 0; i < 100000; i++) printf "<description>" }' > "$dir/nested.tessera"
awk 'BEGIN { printf "<?xml version=\"1.0\"?>\n<scenario xmlns=\"urn:tessera:scenario:1\" format=\"1\">";
             printf "<players><player id=\"red\" name=\"";
             for (i = 0; i < 10 * 1024 * 1024; i++) printf "a";
             printf "\"/></players><board/></scenario>\n" }' > "$dir/wide.tessera"

status=0
(ulimit -v 524288; exec "$cli" check "$dir" > "$dir/out" 2>&1) || status=$?
if [ "$status" -ne 1 ]; then
  echo "tessera-cli check ended with status $status:"
  cat "$dir/out"
  exit 1
fi

n=$(ls "$dir"/*.tessera | wc -l)
for expected in "nested more than 256 deep" "longer than 10,000,000 characters" "0 passed, $n failed"; do
  if ! grep -q "$expected" "$dir/out"; then
    echo "expected “$expected” in:"
    cat "$dir/out"
    exit 1
  fi
done
echo "$n hostile files refused within 512 MiB"
