/* tsr-cli-import.c: `tessera-cli import GAME.jcz [-o OUT]`
 *
 * Makes a scenario of a JCloisterZone saved game (docs/format.md,
 * "Opening JCloisterZone games") and writes it: to standard output, or
 * atomically to OUT.  Every command that reads a scenario reads such a
 * game as well; this one says so, and refuses what is not one.
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 */

#include "config.h"

#include <stdio.h>
#include <glib/gi18n.h>

#include "tsr-cli-command.h"
#include "tsr-core.h"

int
tsr_cli_import (int    argc,
                char **argv)
{
  g_autofree char *output = NULL;
  const GOptionEntry entries[] = {
    { "output", 'o', 0, G_OPTION_ARG_FILENAME, &output, N_("Write to OUT instead of standard output"), N_("OUT") },
    { NULL }
  };
  /* Translators: a placeholder for a JCloisterZone saved game in the usage of tessera-cli import */
  g_autoptr(GOptionContext) context = g_option_context_new (_("GAME"));
  g_autoptr(GError) error = NULL;
  g_autoptr(TsrScenario) scenario = NULL;

  g_option_context_set_summary (context, _("Makes a scenario of a game saved by JCloisterZone 5.7.0 or later: "
                                           "its players, tiles and every move, with the tests it carries as "
                                           "expectations."));
  g_option_context_add_main_entries (context, entries, GETTEXT_PACKAGE);
  if (!g_option_context_parse (context, &argc, &argv, &error))
    return tsr_cli_usage_error (error->message);
  if (argc != 2)
    return tsr_cli_usage_error (_("import needs one JCloisterZone game"));

  scenario = tsr_cli_load_scenario (argv[1]);
  if (scenario == NULL)
    return TSR_CLI_EXIT_FAILURE;
  if (!tsr_scenario_is_imported (scenario))
    {
      /* Translators: %s is a file's name; keep tessera-cli normalize as it is */
      fprintf (stderr, _("%s: this is a Tessera scenario, not a JCloisterZone game; tessera-cli normalize "
                         "rewrites a scenario\n"),
               argv[1]);
      return TSR_CLI_EXIT_FAILURE;
    }

  return tsr_cli_write_scenario (scenario, output);
}
