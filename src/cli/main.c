/* main.c: tessera-cli, the rules core on the command line
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 */

#define G_LOG_DOMAIN "tessera-cli"

#include "config.h"

#include <stdio.h>
#include <string.h>
#include <glib/gi18n.h>

#include "tsr-cli-command.h"
#include "tsr-core.h"

int
main (int   argc,
      char *argv[])
{
  const TsrCliCommand *command;
  g_autofree char *prgname = NULL;

  tsr_i18n_init ();
  tsr_core_init ();
  g_set_prgname ("tessera-cli");

  if (argc < 2)
    {
      tsr_cli_print_usage (stderr);
      return TSR_CLI_EXIT_USAGE;
    }

  if (strcmp (argv[1], "--help") == 0 || strcmp (argv[1], "-h") == 0)
    {
      tsr_cli_print_usage (stdout);
      return EXIT_SUCCESS;
    }

  if (strcmp (argv[1], "--version") == 0)
    {
      printf ("tessera-cli %s\n", tsr_get_version ());
      return EXIT_SUCCESS;
    }

  command = tsr_cli_find_command (argv[1]);
  if (command == NULL)
    return tsr_cli_unknown_command (argv[1]);

  /* Option parsing and messages name the command: "tessera-cli bench". */
  prgname = g_strconcat ("tessera-cli ", command->name, NULL);
  g_set_prgname (prgname);

  return command->run (argc - 1, argv + 1);
}
