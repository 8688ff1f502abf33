/* fuzz-tiles.c: libFuzzer target for tile set files
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 */

#include "config.h"

#include <stdint.h>

#include "tsr-core.h"

int LLVMFuzzerInitialize (int *argc, char ***argv);
int LLVMFuzzerTestOneInput (const uint8_t *data, size_t size);

int
LLVMFuzzerInitialize (int    *argc,
                      char ***argv)
{
  tsr_core_init ();
  return 0;
}

int
LLVMFuzzerTestOneInput (const uint8_t *data,
                        size_t         size)
{
  g_autoptr(TsrCatalogue) catalogue = tsr_catalogue_new ();

  tsr_catalogue_load (catalogue, (const char *) data, size, "fuzz.xml", NULL);
  return 0;
}
