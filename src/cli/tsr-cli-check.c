/* tsr-cli-check.c: `tessera-cli check [--format=FORMAT] FILE|DIR…`
 *
 * Finds the scenarios, loads each, lists what its hand-built board breaks,
 * replays its script and checks its expectations; how it says so depends
 * on --format (the human format here, TAP and JSON in
 * tsr-cli-check-machine.c).
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

#include "tsr-cli-check-output.h"
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

/* --format=human, the default, in the user's language: "ok FILE" or
 * "not ok FILE — LINE: expected …, found …" for each scenario, then
 * "N passed, M failed". */

static void
human_begin (guint n_files)
{
}

static gboolean
human_scenario (guint              number,
                const char        *path,
                const TsrScenario *scenario,
                GPtrArray         *warnings)
{
  g_autoptr(GPtrArray) failures = NULL;
  gboolean passed = tsr_scenario_run (scenario, NULL, &failures);

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

  for (guint i = 0; i < warnings->len; i++)
    /* Translators: %s is a message that starts with FILE:LINE:COLUMN */
    printf (_("  warning: %s\n"), (const char *) g_ptr_array_index (warnings, i));

  return passed;
}

static void
human_unloadable (guint         number,
                  const char   *path,
                  const GError *error)
{
  g_auto(GStrv) lines = g_strsplit (error->message, "\n", -1);

  /* Translators: %s is a scenario file; what went wrong follows on the next lines */
  printf (_("not ok %s — the file does not load:\n"), path);
  for (guint i = 0; lines[i] != NULL; i++)
    printf ("  %s\n", lines[i]);
}

static void
human_end (guint passed,
           guint failed)
{
  /* Translators: the first fact of the last line of `tessera-cli check`: "12 passed, 1 failed" */
  g_autofree char *passed_text = g_strdup_printf (ngettext ("%u passed", "%u passed", passed), passed);
  /* Translators: the second fact of the last line of `tessera-cli check`: "12 passed, 1 failed" */
  g_autofree char *failed_text = g_strdup_printf (ngettext ("%u failed", "%u failed", failed), failed);

  /* Translators: the last line of `tessera-cli check`, how many scenarios passed and how many failed:
   * "12 passed, 1 failed" */
  printf (_("%s, %s\n"), passed_text, failed_text);
}

static const TsrCliCheckOutput human = {
  "human", TRUE, human_begin, human_scenario, human_unloadable, human_end
};

static const TsrCliCheckOutput *
find_output (const char *name)
{
  const TsrCliCheckOutput *outputs[] = { &human, &tsr_cli_check_tap, &tsr_cli_check_json };

  for (gsize i = 0; i < G_N_ELEMENTS (outputs); i++)
    if (strcmp (outputs[i]->name, name) == 0)
      return outputs[i];

  return NULL;
}

/* Loads the scenario at @path and reports on it through @output. */
static gboolean
check_file (const TsrCliCheckOutput *output,
            guint                    number,
            const char              *path)
{
  g_autoptr(GError) error = NULL;
  g_autoptr(TsrScenario) scenario = tsr_scenario_open_file (path, &error);
  g_autoptr(GPtrArray) warnings = NULL;

  if (scenario == NULL)
    {
      output->unloadable (number, path, error);
      return FALSE;
    }

  warnings = tsr_scenario_check_board (scenario);
  return output->scenario (number, path, scenario, warnings);
}

int
tsr_cli_check (int    argc,
               char **argv)
{
  g_autoptr(GOptionContext) context = g_option_context_new (_("FILE|DIR…"));
  g_autoptr(GPtrArray) files = g_ptr_array_new_with_free_func (g_free);
  g_autoptr(GHashTable) seen = g_hash_table_new_full (g_str_hash, g_str_equal, g_free, NULL);
  g_autoptr(GError) error = NULL;
  g_autofree char *format = NULL;
  const GOptionEntry entries[] = {
    /* Translators: do not translate human, tap and json: the user types them */
    { "format", 0, 0, G_OPTION_ARG_STRING, &format, N_("human (the default), tap or json"), N_("FORMAT") },
    { NULL }
  };
  const TsrCliCheckOutput *output;
  guint passed = 0, failed = 0;

  g_option_context_set_summary (context, _("Loads scenarios, replays their scripts and checks what they "
                                           "expect. Directories are searched for *.tessera and *.xml files."));
  g_option_context_add_main_entries (context, entries, GETTEXT_PACKAGE);
  if (!g_option_context_parse (context, &argc, &argv, &error))
    return tsr_cli_usage_error (error->message);
  output = find_output (format != NULL ? format : "human");
  if (output == NULL)
    /* Translators: do not translate --format, human, tap and json: the user types them */
    return tsr_cli_usage_error (_("--format is human, tap or json"));
  /* Before any message of the scenarios is made: some come translated
   * from the rules core. */
  if (!output->translated)
    tsr_i18n_set_untranslated ();
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

  output->begin (files->len);
  for (guint i = 0; i < files->len; i++)
    {
      if (check_file (output, i + 1, g_ptr_array_index (files, i)))
        passed++;
      else
        failed++;
    }
  output->end (passed, failed);

  return failed == 0 ? EXIT_SUCCESS : TSR_CLI_EXIT_FAILURE;
}
