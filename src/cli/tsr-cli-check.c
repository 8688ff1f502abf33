/* tsr-cli-check.c: `tessera-cli check FILE|DIR…`
 *
 * Loads each scenario, lists what its hand-built board breaks, replays its
 * script and checks its expectations: one line per scenario, "ok NAME" or
 * "not ok NAME — LINE: expected …, found …", then "N passed, M failed".
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 */

#include "config.h"

#include <errno.h>
#include <stdint.h>
#include <stdio.h>
#include <string.h>
#include <sys/stat.h>
#include <glib/gi18n.h>
#include <glib/gstdio.h>

#include "tsr-cli-command.h"
#include "tsr-core.h"

static gboolean
is_scenario_name (const char *name)
{
  return g_str_has_suffix (name, ".tessera") || g_str_has_suffix (name, ".xml");
}

static int
compare_paths (gconstpointer a,
               gconstpointer b)
{
  return strcmp (*(const char * const *) a, *(const char * const *) b);
}

/* Says why @path cannot be looked at, from the errno of stat(). */
static void
set_stat_error (GError     **error,
                const char  *path,
                int          saved_errno)
{
  if (saved_errno == ELOOP)
    g_set_error (error, G_FILE_ERROR, G_FILE_ERROR_LOOP,
                 /* Translators: %s is a file name the user gave */
                 _("%s: a loop of symbolic links, which leads to no file"), path);
  else if (saved_errno == ENOENT)
    /* Translators: %s is a file name the user gave */
    g_set_error (error, G_FILE_ERROR, G_FILE_ERROR_NOENT, _("%s: no such file or directory"), path);
  else
    g_set_error (error, G_FILE_ERROR, g_file_error_from_errno (saved_errno), "%s: %s", path,
                 g_strerror (saved_errno));
}

/* Adds the scenario files under @path (searched recursively when it is a
 * directory), in name order.  @seen holds the directories already
 * searched, so a link back to one of them is followed once. */
static gboolean
collect (const char  *path,
         GPtrArray   *files,
         GHashTable  *seen,
         GError     **error)
{
  g_autoptr(GDir) dir = NULL;
  g_autoptr(GPtrArray) names = NULL;
  const char *name;
  GStatBuf st;

  if (g_stat (path, &st) != 0)
    {
      set_stat_error (error, path, errno);
      return FALSE;
    }
  if (!S_ISDIR (st.st_mode))
    {
      g_ptr_array_add (files, g_strdup (path));
      return TRUE;
    }
  if (!g_hash_table_add (seen, g_strdup_printf ("%ju:%ju", (uintmax_t) st.st_dev, (uintmax_t) st.st_ino)))
    return TRUE;

  dir = g_dir_open (path, 0, error);
  if (dir == NULL)
    return FALSE;

  names = g_ptr_array_new_with_free_func (g_free);
  while ((name = g_dir_read_name (dir)) != NULL)
    g_ptr_array_add (names, g_build_filename (path, name, NULL));
  g_ptr_array_sort (names, compare_paths);

  for (guint i = 0; i < names->len; i++)
    {
      const char *child = g_ptr_array_index (names, i);

      if (g_file_test (child, G_FILE_TEST_IS_DIR))
        {
          if (!collect (child, files, seen, error))
            return FALSE;
        }
      else if (is_scenario_name (child))
        g_ptr_array_add (files, g_strdup (child));
    }

  return TRUE;
}

static gboolean
check_file (const char *path)
{
  g_autoptr(GError) error = NULL;
  g_autoptr(TsrScenario) scenario = tsr_scenario_load_file (path, &error);
  g_autoptr(GPtrArray) failures = NULL;
  g_autoptr(GPtrArray) warnings = NULL;
  gboolean passed;

  if (scenario == NULL)
    {
      g_auto(GStrv) lines = g_strsplit (error->message, "\n", -1);

      /* Translators: %s is a scenario file; what went wrong follows on the next lines */
      printf (_("not ok %s — the file does not load:\n"), path);
      for (guint i = 0; lines[i] != NULL; i++)
        printf ("  %s\n", lines[i]);
      return FALSE;
    }

  passed = tsr_scenario_run (scenario, NULL, &failures);
  if (passed)
    printf ("ok %s\n", path);
  else
    {
      const TsrScenarioFailure *first = g_ptr_array_index (failures, 0);

      printf ("not ok %s — %u: %s\n", path, first->line, first->message);
      for (guint i = 1; i < failures->len; i++)
        {
          const TsrScenarioFailure *failure = g_ptr_array_index (failures, i);

          printf ("  %u: %s\n", failure->line, failure->message);
        }
    }

  warnings = tsr_scenario_check_board (scenario);
  for (guint i = 0; i < warnings->len; i++)
    /* Translators: %s is a message that starts with FILE:LINE:COLUMN */
    printf (_("  warning: %s\n"), (const char *) g_ptr_array_index (warnings, i));

  return passed;
}

int
tsr_cli_check (int    argc,
               char **argv)
{
  g_autoptr(GOptionContext) context = g_option_context_new (_("FILE|DIR…"));
  g_autoptr(GPtrArray) files = g_ptr_array_new_with_free_func (g_free);
  g_autoptr(GHashTable) seen = g_hash_table_new_full (g_str_hash, g_str_equal, g_free, NULL);
  g_autoptr(GError) error = NULL;
  guint passed = 0, failed = 0;
  g_autofree char *passed_text = NULL;
  g_autofree char *failed_text = NULL;

  g_option_context_set_summary (context, _("Loads scenarios, replays their scripts and checks what they "
                                           "expect. Directories are searched for *.tessera and *.xml files."));
  if (!g_option_context_parse (context, &argc, &argv, &error))
    return tsr_cli_usage_error (error->message);
  if (argc < 2)
    return tsr_cli_usage_error (_("check needs at least one file or directory"));

  for (int i = 1; i < argc; i++)
    if (!collect (argv[i], files, seen, &error))
      {
        fprintf (stderr, "%s: %s\n", g_get_prgname (), error->message);
        return TSR_CLI_EXIT_FAILURE;
      }

  /* "0 passed, 0 failed" would read as success: a folder without a
   * scenario, or a mistyped one, checks nothing. */
  if (files->len == 0)
    {
      fprintf (stderr, "%s: %s\n", g_get_prgname (),
               _("nothing to check: no *.tessera or *.xml file in the directories given"));
      return TSR_CLI_EXIT_FAILURE;
    }

  for (guint i = 0; i < files->len; i++)
    {
      if (check_file (g_ptr_array_index (files, i)))
        passed++;
      else
        failed++;
    }

  /* Translators: the first fact of the last line of `tessera-cli check`: "12 passed, 1 failed" */
  passed_text = g_strdup_printf (ngettext ("%u passed", "%u passed", passed), passed);
  /* Translators: the second fact of the last line of `tessera-cli check`: "12 passed, 1 failed" */
  failed_text = g_strdup_printf (ngettext ("%u failed", "%u failed", failed), failed);
  /* Translators: the last line of `tessera-cli check`, how many scenarios passed and how many failed:
   * "12 passed, 1 failed" */
  printf (_("%s, %s\n"), passed_text, failed_text);
  return failed == 0 ? EXIT_SUCCESS : TSR_CLI_EXIT_FAILURE;
}
