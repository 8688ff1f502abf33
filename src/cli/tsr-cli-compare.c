/* tsr-cli-compare.c: `tessera-cli compare FILE --variant ID`
 *
 * Replays a scenario under each reading of a variant and prints where the
 * readings part: the first step that differs, then per reading its number
 * of steps, the final scores and where the figures stand.  --format=json
 * prints the same for programs, never translated.
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 */

#include "config.h"

#include <stdio.h>
#include <string.h>
#include <glib/gi18n.h>

#include "tsr-cli-command.h"
#include "tsr-core.h"

static void
print_figures_text (const TsrGame *game)
{
  guint n = tsr_game_get_n_figures (game);

  if (n == 0)
    /* Translators: what compare prints for a reading whose board holds no figure */
    printf ("    %s\n", _("no figure on the board"));
  for (guint i = 0; i < n; i++)
    {
      const TsrFigure *figure = tsr_game_get_figure (game, i);

      /* Experts' words, as files write them: owner (or "-"), kind, position and port. */
      printf ("    %s %s (%d, %d)%s%s\n",
              figure->player >= 0 ? tsr_game_get_player (game, figure->player)->id : "-",
              tsr_figure_kind_to_string (figure->kind), figure->x, figure->y,
              figure->port != TSR_PORT_NONE ? " " : "",
              figure->port != TSR_PORT_NONE ? tsr_port_to_string (figure->port) : "");
    }
}

static void
print_text (const TsrComparison *comparison,
            const char          *path)
{
  if (!comparison->differ)
    /* Translators: %s is the id of a rule variant as files write it, such as "covid.spread"; its
     * readings are the values it can take */
    printf (_("The readings of %s do not part: every step is the same.\n"), comparison->variant);
  else
    /* Translators: %s is the id of a rule variant as files write it; %u is the number of the first step
     * where the games under its readings differ */
    printf (_("The readings of %s part at step %u.\n"), comparison->variant, comparison->first + 1);

  for (guint r = 0; r < comparison->readings->len; r++)
    {
      const TsrReading *reading = g_ptr_array_index (comparison->readings, r);
      guint n = tsr_game_get_n_steps (reading->game);
      g_autofree char *said = tsr_comparison_explain_parting (comparison, r);
      g_autofree char *scores = tsr_reading_describe_scores (reading);

      printf ("\n%s = %s\n", comparison->variant, reading->value);
      if (said != NULL)
        /* Translators: compare: the step where the readings part, as this reading says it */
        printf ("  %s %s\n", _("Step:"), said);
      printf ("  ");
      /* Translators: %u is the number of steps the game takes under this reading of the rules */
      printf (ngettext ("%u step in all", "%u steps in all", n), n);
      printf ("\n  %s %s", _("Scores:"), scores);
      printf ("\n  %s\n", _("Figures:"));
      print_figures_text (reading->game);
      if (reading->failures->len > 0)
        {
          printf ("  ");
          /* Translators: %u is the number of expectations of the scenario that fail under this reading of
           * the rules; the list follows */
          printf (ngettext ("%u expectation of the file does not hold:", "%u expectations of the file do not hold:",
                            reading->failures->len), reading->failures->len);
          printf ("\n");
          for (guint i = 0; i < reading->failures->len; i++)
            {
              const TsrScenarioFailure *failure = g_ptr_array_index (reading->failures, i);

              printf ("    %s:%u: %s\n", path, failure->line, failure->message);
            }
        }
    }
}

static void
print_json (const TsrComparison *comparison)
{
  printf ("{\"variant\": ");
  tsr_cli_print_json_string (comparison->variant);
  if (comparison->differ)
    printf (", \"first_difference\": %u", comparison->first + 1);
  else
    printf (", \"first_difference\": null");
  printf (", \"readings\": [");

  for (guint r = 0; r < comparison->readings->len; r++)
    {
      const TsrReading *reading = g_ptr_array_index (comparison->readings, r);
      const TsrGame *game = reading->game;

      printf ("%s\n  {\"value\": ", r > 0 ? "," : "");
      tsr_cli_print_json_string (reading->value);
      printf (", \"steps\": %u, \"failures\": %u, \"scores\": {", tsr_game_get_n_steps (game), reading->failures->len);
      for (guint p = 0; p < tsr_game_get_n_players (game); p++)
        {
          printf ("%s", p > 0 ? ", " : "");
          tsr_cli_print_json_string (tsr_game_get_player (game, p)->id);
          printf (": %d", tsr_game_get_player (game, p)->score);
        }
      printf ("}, \"figures\": [");
      for (guint i = 0; i < tsr_game_get_n_figures (game); i++)
        {
          const TsrFigure *figure = tsr_game_get_figure (game, i);

          printf ("%s{\"player\": ", i > 0 ? ", " : "");
          if (figure->player >= 0)
            tsr_cli_print_json_string (tsr_game_get_player (game, figure->player)->id);
          else
            printf ("null");
          printf (", \"kind\": ");
          tsr_cli_print_json_string (tsr_figure_kind_to_string (figure->kind));
          printf (", \"x\": %d, \"y\": %d, \"port\": ", figure->x, figure->y);
          if (figure->port != TSR_PORT_NONE)
            tsr_cli_print_json_string (tsr_port_to_string (figure->port));
          else
            printf ("null");
          printf ("}");
        }
      printf ("]}");
    }

  printf ("\n]}\n");
}

int
tsr_cli_compare (int    argc,
                 char **argv)
{
  g_autofree char *variant = NULL;
  g_autofree char *format = NULL;
  const GOptionEntry entries[] = {
    { "variant", 0, 0, G_OPTION_ARG_STRING, &variant, N_("The variant whose readings to compare"), N_("ID") },
    { "format", 0, 0, G_OPTION_ARG_STRING, &format, N_("text (the default) or json"), N_("FORMAT") },
    { NULL }
  };
  g_autoptr(GOptionContext) context = g_option_context_new (_("FILE"));
  g_autoptr(GError) error = NULL;
  g_autoptr(TsrScenario) scenario = NULL;
  g_autoptr(TsrComparison) comparison = NULL;

  g_option_context_set_summary (context, _("Replays a scenario under each reading of a variant and shows "
                                           "where they part: the first step that differs, then for each "
                                           "reading the steps, the final scores and the figures."));
  g_option_context_add_main_entries (context, entries, GETTEXT_PACKAGE);
  if (!g_option_context_parse (context, &argc, &argv, &error))
    return tsr_cli_usage_error (error->message);
  if (argc != 2)
    return tsr_cli_usage_error (_("compare needs one scenario file"));
  if (variant == NULL)
    return tsr_cli_usage_error (_("compare needs --variant ID"));
  if (format != NULL && strcmp (format, "text") != 0 && strcmp (format, "json") != 0)
    return tsr_cli_usage_error (_("--format is text or json"));

  scenario = tsr_cli_load_scenario (argv[1]);
  if (scenario == NULL)
    return TSR_CLI_EXIT_FAILURE;

  comparison = tsr_scenario_compare (scenario, variant, &error);
  if (comparison == NULL)
    {
      fprintf (stderr, "%s: %s\n", argv[1], error->message);
      return TSR_CLI_EXIT_FAILURE;
    }

  if (format != NULL && strcmp (format, "json") == 0)
    print_json (comparison);
  else
    print_text (comparison, argv[1]);

  return EXIT_SUCCESS;
}
