/* fuzz-po.c: libFuzzer target for the translation files of the preview
 *
 * A `.po` file goes through gettext's reader and the preview's checks
 * and conversion: nothing may crash, leak, exit or write to the terminal;
 * a file is either read, its texts UTF-8, or refused with a message that
 * names it.
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
  g_autoptr(GError) error = NULL;
  g_autoptr(TsrPoCatalogue) catalogue = NULL;
  const char *translation = NULL;

  catalogue = tsr_po_catalogue_load_data ((const char *) data, size, "fuzz.po", &error);
  if (catalogue == NULL)
    {
      g_assert_nonnull (error);
      g_assert_true (g_str_has_prefix (error->message, "fuzz.po"));
      g_assert_true (g_utf8_validate (error->message, -1, NULL));
      return 0;
    }

  /* Ids the seeds and their mutations have. */
  tsr_po_catalogue_lookup (catalogue, NULL, "a", &translation);
  g_assert_true (g_utf8_validate (translation, -1, NULL));
  tsr_po_catalogue_lookup (catalogue, "feature", "city", &translation);
  g_assert_true (g_utf8_validate (translation, -1, NULL));
  return 0;
}
