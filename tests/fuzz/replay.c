/* replay.c: runs a fuzz target over files, without libFuzzer
 *
 * The suites replay every seed and every input a fuzzer ever crashed on
 * through the same code the fuzz targets run, so a fixed crash stays
 * fixed, under the sanitizers too.  Usage: replay FILE|DIR...
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 */

#include "config.h"

#include <stdint.h>
#include <stdio.h>
#include <glib.h>

int LLVMFuzzerInitialize (int *argc, char ***argv);
int LLVMFuzzerTestOneInput (const uint8_t *data, size_t size);

static guint
replay (const char *path)
{
  g_autofree char *contents = NULL;
  g_autofree uint8_t *exact = NULL;
  gsize length;

  if (g_file_test (path, G_FILE_TEST_IS_DIR))
    {
      g_autoptr(GDir) dir = g_dir_open (path, 0, NULL);
      const char *name;
      guint n = 0;

      while (dir != NULL && (name = g_dir_read_name (dir)) != NULL)
        {
          g_autofree char *child = g_build_filename (path, name, NULL);

          n += replay (child);
        }
      return n;
    }

  if (!g_file_get_contents (path, &contents, &length, NULL))
    {
      fprintf (stderr, "replay: cannot read %s\n", path);
      return 0;
    }

  /* Exactly the file's bytes, as libFuzzer passes them: no terminating
   * NUL past the end to hide a read beyond it. */
  exact = g_memdup2 (contents, length);
  LLVMFuzzerTestOneInput (exact, length);
  return 1;
}

int
main (int   argc,
      char *argv[])
{
  guint n = 0;

  LLVMFuzzerInitialize (&argc, &argv);
  for (int i = 1; i < argc; i++)
    n += replay (argv[i]);

  printf ("replayed %u inputs\n", n);
  return n > 0 ? 0 : 1;
}
