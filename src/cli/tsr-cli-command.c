/* tsr-cli-command.c: the command table and the top-level usage
 *
 * Each subcommand lives in a file of its own (tsr-cli-NAME.c) and is listed
 * here once; the dispatcher in main.c and `tessera-cli help` read the table.
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 */

#include "config.h"

#include <stdio.h>
#include <string.h>
#include <glib/gi18n.h>

#include "tsr-cli-command.h"

static const TsrCliCommand commands[] = {
  { "bench", N_("Measure the speed of the rules core"), tsr_cli_bench },
  { "check", N_("Check scenarios: load them, replay their scripts, test their expectations"), tsr_cli_check },
  { "compare", N_("Replay a scenario under each reading of a variant and show where they part"), tsr_cli_compare },
  { "explain", N_("Explain every rule step of a scenario's script"), tsr_cli_explain },
  { "handout", N_("Write a scenario's steps as a PDF handout to teach from"), tsr_cli_handout },
  { "help", N_("Show the help of tessera-cli or of one command"), tsr_cli_help },
  { "import", N_("Make a scenario of a JCloisterZone saved game"), tsr_cli_import },
  { "normalize", N_("Write a scenario in its canonical form"), tsr_cli_normalize },
  { "render", N_("Draw a scenario's board as a PNG or SVG image"), tsr_cli_render },
  { "soak", N_("Play random games and check the rules' invariants after every answer"), tsr_cli_soak },
};

const TsrCliCommand *
tsr_cli_find_command (const char *name)
{
  for (gsize i = 0; i < G_N_ELEMENTS (commands); i++)
    if (strcmp (commands[i].name, name) == 0)
      return &commands[i];

  return NULL;
}

void
tsr_cli_print_usage (FILE *stream)
{
  gsize width = 0;

  for (gsize i = 0; i < G_N_ELEMENTS (commands); i++)
    width = MAX (width, strlen (commands[i].name));

  /* Translators: COMMAND, OPTION and FILE are placeholders the user replaces */
  fprintf (stream, "%s\n\n", _("Usage: tessera-cli COMMAND [OPTION…] [FILE…]"));
  fprintf (stream, "%s\n\n", _("Check, explain and measure Carcassonne rules scenarios."));
  fprintf (stream, "%s\n", _("Commands:"));
  for (gsize i = 0; i < G_N_ELEMENTS (commands); i++)
    fprintf (stream, "  %-*s  %s\n", (int) width, commands[i].name, _(commands[i].summary));
  fprintf (stream, "\n%s\n", _("Options:"));
  fprintf (stream, "  -h, --help  %s\n", _("Show this help"));
  fprintf (stream, "  --version   %s\n", _("Print the version"));
  fprintf (stream, "\n%s\n", _("Run “tessera-cli help COMMAND” for the options of one command."));
}

/* Reports a command or option tessera-cli does not know and returns the
 * exit code for it. */
int
tsr_cli_unknown_command (const char *name)
{
  if (name[0] == '-')
    /* Translators: %s is the option the user typed */
    fprintf (stderr, _("tessera-cli: unknown option “%s”. Run “tessera-cli --help” for the options.\n"),
             name);
  else
    /* Translators: %s is the command name the user typed */
    fprintf (stderr, _("tessera-cli: unknown command “%s”. Run “tessera-cli --help” to list the commands.\n"),
             name);

  return TSR_CLI_EXIT_USAGE;
}

/* Reports a command called wrongly and returns the exit code for it. */
int
tsr_cli_usage_error (const char *message)
{
  fprintf (stderr, "%s: %s\n", g_get_prgname (), message);
  return TSR_CLI_EXIT_USAGE;
}

/* Loads the scenario a command was given, or says why it cannot. */
TsrScenario *
tsr_cli_load_scenario (const char *path)
{
  g_autoptr(GError) error = NULL;
  TsrScenario *scenario = tsr_scenario_open_file (path, &error);

  if (scenario == NULL)
    fprintf (stderr, "%s\n", error->message);

  return scenario;
}

/* Writes @scenario as a scenario file: to standard output, or atomically
 * to @output when not %NULL; returns the exit code. */
int
tsr_cli_write_scenario (const TsrScenario *scenario,
                        const char        *output)
{
  g_autoptr(GError) error = NULL;
  g_autofree char *xml = NULL;

  if (output != NULL)
    {
      if (!tsr_scenario_save_file (scenario, output, &error))
        {
          fprintf (stderr, "%s: %s\n", g_get_prgname (), error->message);
          return TSR_CLI_EXIT_FAILURE;
        }
      return EXIT_SUCCESS;
    }

  xml = tsr_scenario_to_xml (scenario);
  fputs (xml, stdout);
  return EXIT_SUCCESS;
}

/* Says where a scenario's script stopped early, FILE:LINE:COLUMN, for a
 * command that goes on with as much as was replayed; returns the exit
 * code. */
int
tsr_cli_report_failures (const char *path,
                         GPtrArray  *failures)
{
  for (guint i = 0; i < failures->len; i++)
    {
      const TsrScenarioFailure *failure = g_ptr_array_index (failures, i);

      fprintf (stderr, "%s:%u:%u: %s\n", path, failure->line, failure->column, failure->message);
    }

  return failures->len == 0 ? EXIT_SUCCESS : TSR_CLI_EXIT_FAILURE;
}

/* Prints @text as a JSON string.  JSON holds only Unicode: a file name
 * that is not UTF-8 has its stray bytes replaced (U+FFFD). */
void
tsr_cli_print_json_string (const char *text)
{
  g_autofree char *valid = g_utf8_make_valid (text, -1);

  putchar ('"');
  for (const char *p = valid; *p != '\0'; p++)
    {
      if (*p == '"' || *p == '\\')
        printf ("\\%c", *p);
      else if ((guchar) *p < 0x20)
        printf ("\\u%04x", (guchar) *p);
      else
        putchar (*p);
    }
  putchar ('"');
}

/* `tessera-cli help [COMMAND]` */
int
tsr_cli_help (int    argc,
              char **argv)
{
  const TsrCliCommand *command;
  g_autofree char *prgname = NULL;

  if (argc < 2)
    {
      tsr_cli_print_usage (stdout);
      return EXIT_SUCCESS;
    }

  if (argc > 2)
    {
      fprintf (stderr, "%s\n", _("Usage: tessera-cli help [COMMAND]"));
      return TSR_CLI_EXIT_USAGE;
    }

  command = tsr_cli_find_command (argv[1]);
  if (command == NULL)
    {
      return tsr_cli_unknown_command (argv[1]);
    }

  if (command->run == tsr_cli_help)
    {
      tsr_cli_print_usage (stdout);
      return EXIT_SUCCESS;
    }

  /* The help names the command it is about, not "help". */
  prgname = g_strconcat ("tessera-cli ", command->name, NULL);
  g_set_prgname (prgname);
  return command->run (2, (char *[]) { argv[1], (char *) "--help", NULL });
}
