/* tsr-cli-check-machine.c: `tessera-cli check`'s reports for programs
 *
 * --format=tap, for test harnesses such as prove: TAP version 13, the
 * plan, then "ok N - FILE" or "not ok N - FILE".  Why a scenario fails,
 * and what its board breaks, are "# " lines on standard error, as Perl's
 * Test::More writes its diagnostics: prove shows them under the file, and
 * with 2>&1 they are comments of the same stream.
 *
 * --format=json, for other programs: one object, the files in order with
 * each check of each file, as docs/man/tessera-cli.1 describes.
 *
 * Neither is translated: tsr-cli-check.c shows English before it calls
 * these (tsr_i18n_set_untranslated()).
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 */

#include "config.h"

#include <stdio.h>

#include "tsr-cli-check-output.h"
#include "tsr-cli-command.h"

/* tap */

static void
tap_begin (guint n_files)
{
  printf ("TAP version 13\n1..%u\n", n_files);
}

/* "ok N - FILE": in a description "#" would start one of TAP's
 * directives (a skip, say) and a line break would end the line, so both
 * are escaped. */
static void
tap_result (gboolean    passed,
            guint       number,
            const char *path)
{
  printf ("%s %u - ", passed ? "ok" : "not ok", number);
  for (const char *p = path; *p != '\0'; p++)
    {
      if (*p == '#' || *p == '\\')
        printf ("\\%c", *p);
      else if ((guchar) *p < 0x20)
        printf ("\\x%02x", (guchar) *p);
      else
        putchar (*p);
    }
  putchar ('\n');

  /* Its diagnostics follow it on standard error: with both streams on
   * one terminal or in one file, they must come after it. */
  fflush (stdout);
}

static void
tap_diagnose (const char *text)
{
  g_auto(GStrv) lines = g_strsplit (text, "\n", -1);

  for (guint i = 0; lines[i] != NULL; i++)
    fprintf (stderr, "# %s\n", lines[i]);
}

static gboolean
tap_scenario (guint              number,
              const char        *path,
              const TsrScenario *scenario,
              GPtrArray         *warnings)
{
  g_autoptr(GPtrArray) failures = NULL;
  gboolean passed = tsr_scenario_run (scenario, NULL, &failures);

  tap_result (passed, number, path);
  for (guint i = 0; i < failures->len; i++)
    {
      const TsrScenarioFailure *failure = g_ptr_array_index (failures, i);
      g_autofree char *text = g_strdup_printf ("%s:%u:%u: %s", path, failure->line, failure->column,
                                               failure->message);

      tap_diagnose (text);
    }

  for (guint i = 0; i < warnings->len; i++)
    {
      g_autofree char *text = g_strconcat ("warning: ", g_ptr_array_index (warnings, i), NULL);

      tap_diagnose (text);
    }

  return passed;
}

static void
tap_unloadable (guint         number,
                const char   *path,
                const GError *error)
{
  tap_result (FALSE, number, path);
  tap_diagnose (error->message);
}

static void
tap_end (guint passed,
         guint failed)
{
}

/* json */

static void
json_begin (guint n_files)
{
  printf ("{\"files\": [");
}

static void
json_file_start (guint       number,
                 const char *path,
                 gboolean    passed)
{
  printf ("%s\n  {\"path\": ", number > 1 ? "," : "");
  tsr_cli_print_json_string (path);
  printf (", \"passed\": %s, \"checks\": [", passed ? "true" : "false");
}

/* One check: @line 0 for none, @message NULL for none. */
static void
json_check (gboolean    first,
            const char *name,
            guint       line,
            const char *outcome,
            const char *message)
{
  printf ("%s{\"name\": ", first ? "" : ", ");
  tsr_cli_print_json_string (name);
  if (line > 0)
    printf (", \"line\": %u", line);
  else
    printf (", \"line\": null");
  printf (", \"outcome\": \"%s\", \"message\": ", outcome);
  if (message != NULL)
    tsr_cli_print_json_string (message);
  else
    printf ("null");
  printf ("}");
}

static void
json_warnings (GPtrArray *warnings)
{
  printf ("], \"warnings\": [");
  for (guint i = 0; warnings != NULL && i < warnings->len; i++)
    {
      printf ("%s", i > 0 ? ", " : "");
      tsr_cli_print_json_string (g_ptr_array_index (warnings, i));
    }
  printf ("]}");
}

static const char *
json_outcome (TsrExpectState state)
{
  switch (state)
    {
    case TSR_EXPECT_HOLDS:
      return "pass";
    case TSR_EXPECT_FAILS:
      return "fail";
    case TSR_EXPECT_NOT_REACHED:
    default:
      return "not-reached";
    }
}

/* The checks of a file: "load", then each expectation of its script in
 * the script's order, an action the rules refused among them. */
static gboolean
json_scenario (guint              number,
               const char        *path,
               const TsrScenario *scenario,
               GPtrArray         *warnings)
{
  g_autoptr(GPtrArray) reports = tsr_scenario_report (scenario, NULL);
  gboolean passed = TRUE;

  for (guint i = 0; i < reports->len; i++)
    if (((const TsrExpectationReport *) g_ptr_array_index (reports, i))->state == TSR_EXPECT_FAILS)
      passed = FALSE;

  json_file_start (number, path, passed);
  json_check (TRUE, "load", 0, "pass", NULL);
  for (guint i = 0; i < reports->len; i++)
    {
      const TsrExpectationReport *report = g_ptr_array_index (reports, i);

      json_check (FALSE, report->xml, report->line, json_outcome (report->state), report->detail);
    }
  json_warnings (warnings);

  return passed;
}

static void
json_unloadable (guint         number,
                 const char   *path,
                 const GError *error)
{
  json_file_start (number, path, FALSE);
  json_check (TRUE, "load", 0, "fail", error->message);
  json_warnings (NULL);
}

static void
json_end (guint passed,
          guint failed)
{
  printf ("\n], \"passed\": %u, \"failed\": %u}\n", passed, failed);
}

const TsrCliCheckOutput tsr_cli_check_tap = {
  "tap", FALSE, tap_begin, tap_scenario, tap_unloadable, tap_end
};

const TsrCliCheckOutput tsr_cli_check_json = {
  "json", FALSE, json_begin, json_scenario, json_unloadable, json_end
};
