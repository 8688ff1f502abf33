/* tsr-version.c
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 */

#include "config.h"

#include "tsr-version.h"

/**
 * tsr_get_version:
 *
 * Returns: the project version ("MAJOR.MINOR.MICRO"), the same for the
 *   core, the window and tessera-cli since they are built together.
 */
const char *
tsr_get_version (void)
{
  return PACKAGE_VERSION;
}
