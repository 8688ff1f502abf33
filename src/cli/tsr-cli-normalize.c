/* tsr-cli-normalize.c: `tessera-cli normalize FILE [-o OUT]`
 *
 * Loads and validates a scenario and writes its canonical form: to
 * standard output, or atomically to OUT.
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 */

#include "config.h"

#include <glib/gi18n.h>

#include "tsr-cli-command.h"
#include "tsr-core.h"

int
tsr_cli_normalize (int    argc,
                   char **argv)
{
  g_autofree char *output = NULL;
  const GOptionEntry entries[] = {
    { "output", 'o', 0, G_OPTION_ARG_FILENAME, &output, N_("Write to OUT instead of standard output"), N_("OUT") },
    { NULL }
  };
  g_autoptr(GOptionContext) context = g_option_context_new (_("FILE"));
  g_autoptr(GError) error = NULL;
  g_autoptr(TsrScenario) scenario = NULL;

  g_option_context_set_summary (context, _("Writes a scenario in its canonical form: the same scenario "
                                           "always gives the same bytes."));
  g_option_context_add_main_entries (context, entries, GETTEXT_PACKAGE);
  if (!g_option_context_parse (context, &argc, &argv, &error))
    return tsr_cli_usage_error (error->message);
  if (argc != 2)
    return tsr_cli_usage_error (_("normalize needs one scenario file"));

  scenario = tsr_cli_load_scenario (argv[1]);
  if (scenario == NULL)
    return TSR_CLI_EXIT_FAILURE;

  return tsr_cli_write_scenario (scenario, output);
}
