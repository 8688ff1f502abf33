/* tsr-cli-handout.c: `tessera-cli handout FILE -o OUT.pdf`
 *
 * Replays the scenario and writes its steps as a PDF to teach from, the
 * same handout as the window's Export Steps: a page for each turn with
 * the board after it and the turn's steps explained, in the environment's
 * language or the one --lang names.
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 */

#include "config.h"

#include <stdio.h>
#include <glib/gi18n.h>

#include "tsr-cli-command.h"
#include "tsr-core.h"
#include "tsr-handout.h"

int
tsr_cli_handout (int    argc,
                 char **argv)
{
  g_autofree char *output = NULL;
  g_autofree char *language = NULL;
  g_autofree char *name = NULL;
  const GOptionEntry entries[] = {
    { "output", 'o', 0, G_OPTION_ARG_FILENAME, &output, N_("The PDF file to write"), N_("OUT") },
    { "lang", 'l', 0, G_OPTION_ARG_STRING, &language,
      N_("The language of the handout, such as cs (default: the environment's)"), N_("LANG") },
    { NULL }
  };
  g_autoptr(GOptionContext) context = g_option_context_new (_("FILE"));
  g_autoptr(GError) error = NULL;
  g_autoptr(TsrScenario) scenario = NULL;
  g_autoptr(TsrGame) game = NULL;
  g_autoptr(GPtrArray) failures = NULL;

  g_option_context_set_summary (context, _("Replays a scenario and writes its steps as a PDF to teach from: "
                                           "a page for each turn, with the board after the turn and every "
                                           "step explained with the rule it applies."));
  g_option_context_add_main_entries (context, entries, GETTEXT_PACKAGE);
  if (!g_option_context_parse (context, &argc, &argv, &error))
    return tsr_cli_usage_error (error->message);
  if (argc != 2)
    return tsr_cli_usage_error (_("handout needs one scenario file"));
  if (output == NULL)
    return tsr_cli_usage_error (_("handout needs -o OUT.pdf"));
  if (language != NULL)
    tsr_i18n_set_language (language);

  scenario = tsr_cli_load_scenario (argv[1]);
  if (scenario == NULL)
    return TSR_CLI_EXIT_FAILURE;

  /* A scenario without a title is named by its file. */
  name = g_path_get_basename (argv[1]);
  tsr_scenario_run (scenario, &game, &failures);
  if (!tsr_handout_save (game,
                         tsr_scenario_get_title (scenario) != NULL ? tsr_scenario_get_title (scenario) : name,
                         tsr_scenario_get_description (scenario), output, &error))
    {
      fprintf (stderr, "%s: %s\n", g_get_prgname (), error->message);
      return TSR_CLI_EXIT_FAILURE;
    }

  /* A script that stopped early is written as far as it went. */
  return tsr_cli_report_failures (argv[1], failures);
}
