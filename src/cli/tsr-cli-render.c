/* tsr-cli-render.c: `tessera-cli render FILE -o OUT.png|OUT.svg [--step N]`
 *
 * Draws a scenario's board with the window's drawing code, without a
 * display: after its script, or as it stood after step N.
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 */

#include "config.h"

#include <stdio.h>
#include <glib/gi18n.h>

#include "tsr-board-art.h"
#include "tsr-cli-command.h"
#include "tsr-core.h"

int
tsr_cli_render (int    argc,
                char **argv)
{
  g_autofree char *output = NULL;
  int step = -1;
  int tile_size = 96;
  gboolean dark = FALSE;
  const GOptionEntry entries[] = {
    { "output", 'o', 0, G_OPTION_ARG_FILENAME, &output, N_("The image to write: a .png or .svg file"), N_("OUT") },
    { "step", 's', 0, G_OPTION_ARG_INT, &step,
      N_("Draw the board as it was after step N of the script's trace (0: before the first)"), N_("N") },
    { "tile-size", 't', 0, G_OPTION_ARG_INT, &tile_size, N_("Pixels per tile (default 96)"), N_("PIXELS") },
    { "dark", 'd', 0, G_OPTION_ARG_NONE, &dark, N_("Draw on a dark background"), NULL },
    { NULL }
  };
  g_autoptr(GOptionContext) context = g_option_context_new (_("FILE"));
  g_autoptr(GError) error = NULL;
  g_autoptr(TsrScenario) scenario = NULL;
  g_autoptr(TsrGame) game = NULL;
  TsrBoardArtOptions options;

  g_option_context_set_summary (context, _("Draws a scenario's board as a PNG or SVG image, after its script "
                                           "or at one of its steps."));
  g_option_context_add_main_entries (context, entries, GETTEXT_PACKAGE);
  if (!g_option_context_parse (context, &argc, &argv, &error))
    return tsr_cli_usage_error (error->message);
  if (argc != 2)
    return tsr_cli_usage_error (_("render needs one scenario file"));
  if (output == NULL)
    return tsr_cli_usage_error (_("render needs -o OUT.png or -o OUT.svg"));
  if (tile_size < 8 || tile_size > 1024)
    return tsr_cli_usage_error (_("--tile-size must be between 8 and 1024"));

  scenario = tsr_cli_load_scenario (argv[1]);
  if (scenario == NULL)
    return TSR_CLI_EXIT_FAILURE;

  tsr_scenario_run (scenario, &game, NULL);
  if (step >= 0 && !tsr_game_go_to (game, step, &error))
    {
      /* Translators: %d is the step asked for, %u how many there are */
      fprintf (stderr, ngettext ("%s: there is no step %d; the script has %u step\n",
                                 "%s: there is no step %d; the script has %u steps\n", tsr_game_get_n_steps (game)),
               argv[1], step, tsr_game_get_n_steps (game));
      return TSR_CLI_EXIT_FAILURE;
    }

  options.tile_size = tile_size;
  options.margin = tile_size / 4.0;
  options.dark = dark;
  if (!tsr_board_art_save (game, &options, output, &error))
    {
      fprintf (stderr, "%s: %s\n", g_get_prgname (), error->message);
      return TSR_CLI_EXIT_FAILURE;
    }

  return EXIT_SUCCESS;
}
