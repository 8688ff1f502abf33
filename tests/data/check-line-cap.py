#!/usr/bin/env python3
# No C file of the project is above 1,000 lines: one concept per file,
# small enough to read whole.
#
#   check-line-cap.py SOURCE_ROOT
#
# SPDX-License-Identifier: GPL-3.0-or-later

import pathlib
import sys

CAP = 1000

root = pathlib.Path(sys.argv[1])
too_long = []
for folder in ('src', 'tests'):
    for path in sorted((root / folder).rglob('*.c')):
        with path.open(encoding='utf-8') as text:
            lines = sum(1 for _ in text)
        if lines > CAP:
            too_long.append(f"  {path.relative_to(root)}: {lines} lines")

if too_long:
    print(f"C files above {CAP:,} lines; split each by concept:")
    print('\n'.join(too_long))
    sys.exit(1)
print(f"every C file under src/ and tests/ is within {CAP:,} lines")
