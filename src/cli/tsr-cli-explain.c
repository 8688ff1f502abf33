/* tsr-cli-explain.c: `tessera-cli explain FILE`
 *
 * Replays the scenario and prints its trace, one rule step per line:
 * turn, player, rule id and the explanation sentence, tab-separated; the
 * same sentences the window shows, in the environment's language or the
 * one --lang names.  --ids names tiles by id and places by port code, as
 * scenario files do, for experts.
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 */

#include "config.h"

#include <stdio.h>
#include <glib/gi18n.h>

#include "tsr-cli-command.h"
#include "tsr-core.h"

int
tsr_cli_explain (int    argc,
                 char **argv)
{
  g_autoptr(GOptionContext) context = g_option_context_new (_("FILE"));
  g_autoptr(GError) error = NULL;
  g_autoptr(TsrScenario) scenario = NULL;
  g_autoptr(TsrGame) game = NULL;
  g_autoptr(GPtrArray) failures = NULL;
  g_autofree char *language = NULL;
  gboolean ids = FALSE;
  const GOptionEntry entries[] = {
    { "ids", 0, 0, G_OPTION_ARG_NONE, &ids,
      N_("Name tiles by their ids and places by their port codes, as scenario files do"), NULL },
    { "lang", 'l', 0, G_OPTION_ARG_STRING, &language,
      N_("The language of the explanations, such as cs (default: the environment's)"), N_("LANG") },
    { NULL }
  };

  g_option_context_add_main_entries (context, entries, GETTEXT_PACKAGE);
  g_option_context_set_summary (context, _("Replays a scenario and explains every rule step: turn, "
                                           "player, rule and what happened, one step per line."));
  if (!g_option_context_parse (context, &argc, &argv, &error))
    return tsr_cli_usage_error (error->message);
  if (argc != 2)
    return tsr_cli_usage_error (_("explain needs one scenario file"));
  if (language != NULL)
    tsr_i18n_set_language (language);

  scenario = tsr_cli_load_scenario (argv[1]);
  if (scenario == NULL)
    return TSR_CLI_EXIT_FAILURE;

  tsr_scenario_run (scenario, &game, &failures);
  for (guint i = 0; i < tsr_game_get_n_steps (game); i++)
    {
      const TsrStep *step = tsr_game_get_step (game, i);
      g_autofree char *sentence = tsr_game_explain_full (game, step, ids);

      printf ("%u\t%s\t%s\t%s\n", step->turn,
              step->player >= 0 ? tsr_game_get_player (game, step->player)->id : "-",
              step->rule, sentence);
    }

  /* A script that stopped early is explained as far as it went. */
  return tsr_cli_report_failures (argv[1], failures);
}
