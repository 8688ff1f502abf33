/* tsr-cli-bench.c: `tessera-cli bench`, the speed of the rules core
 *
 * Prints one figure per line as NAME<TAB>VALUE<TAB>UNIT.  Timings are wall
 * clock on one core; they are measurements, not tests.
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 */

#include "config.h"

#include <stdio.h>
#include <string.h>
#include <glib/gi18n.h>

#include "tsr-cli-command.h"
#include "tsr-core.h"

typedef struct
{
  gboolean quick;
} Options;

static void
report (const char *name,
        double      value,
        const char *unit)
{
  /* Counts print as integers, rates and times with two decimals below 100. */
  printf ("%s\t%.*f\t%s\n", name, value >= 100 || value == (gint64) value ? 0 : 2, value, unit);
  fflush (stdout);
}

/* Random two-player base games, played to the end, for a while. */
static void
bench_playouts (const Options *options)
{
  gint64 budget = (options->quick ? 200 : 3000) * G_TIME_SPAN_MILLISECOND;
  gint64 start = g_get_monotonic_time ();
  /* One player plays every game, as a person would: seeding a generator
   * is not part of playing. */
  g_autoptr(TsrRandomPlayer) player = tsr_random_player_new (1);
  guint games = 0;
  gint64 elapsed;

  do
    {
      g_autoptr(TsrGame) game = tsr_game_new ();
      g_autoptr(GError) error = NULL;

      tsr_game_set_recording (game, FALSE);
      tsr_game_add_player (game, "red", NULL);
      tsr_game_add_player (game, "blue", NULL);
      tsr_game_setup_tile (game, tsr_catalogue_get_start (tsr_catalogue_get_default (), "base"), 0, 0, 0, NULL);
      tsr_game_fill_deck (game, tsr_random_player_get_rand (player));
      tsr_game_start (game);
      tsr_random_player_play (player, game, &error);
      if (error != NULL)
        {
          g_printerr ("playouts.base: %s\n", error->message);
          return;
        }
      games++;
      elapsed = g_get_monotonic_time () - start;
    }
  while (elapsed < budget);

  report ("playouts.base", games / (elapsed / (double) G_TIME_SPAN_SECOND), "games/s");
}

/* How long listing every legal placement of one tile type takes, averaged
 * over the 24 base types, and how many free positions the board has. */
static void
bench_placements (const Options *options,
                  TsrGame       *game,
                  guint          n_tiles)
{
  g_autoptr(GPtrArray) base = tsr_catalogue_list_set (tsr_catalogue_get_default (), "base");
  g_autoptr(GArray) placements = g_array_new (FALSE, FALSE, sizeof (TsrPlacement));
  guint rounds = options->quick ? 20 : 400;
  g_autofree char *placements_name = g_strdup_printf ("placements.%u", n_tiles);
  g_autofree char *frontier_name = g_strdup_printf ("frontier.%u", n_tiles);
  double total = 0;

  for (guint i = 0; i < base->len; i++)
    {
      const TsrTileType *type = g_ptr_array_index (base, i);
      gint64 start = g_get_monotonic_time ();

      for (guint r = 0; r < rounds; r++)
        tsr_game_list_placements (game, type, placements);
      total += (g_get_monotonic_time () - start) / (double) rounds;
    }

  report (placements_name, total / base->len, "µs");
  report (frontier_name, tsr_board_get_n_frontier (tsr_game_get_board (game)), "positions");
}

/* Loading (with validation) and saving a scenario of a large board;
 * @board names it in the figures' names. */
static void
bench_xml (const Options *options,
           TsrGame       *game,
           const char    *board)
{
  g_autoptr(TsrScenario) scenario = tsr_scenario_new_from_game (game, "Benchmark", NULL);
  g_autofree char *xml = tsr_scenario_to_xml (scenario);
  g_autofree char *load_name = g_strdup_printf ("xml.load.%s", board);
  g_autofree char *save_name = g_strdup_printf ("xml.save.%s", board);
  guint rounds = options->quick ? 1 : 10;
  gint64 start;

  /* A first load outside the timing: the schema is compiled once per
   * process. */
  tsr_scenario_free (tsr_scenario_load_data (xml, strlen (xml), "bench.tessera", NULL));

  start = g_get_monotonic_time ();
  for (guint r = 0; r < rounds; r++)
    {
      g_autoptr(GError) error = NULL;
      g_autoptr(TsrScenario) loaded = tsr_scenario_load_data (xml, strlen (xml), "bench.tessera", &error);

      if (loaded == NULL)
        g_error ("%s", error->message);
    }
  report (load_name, (g_get_monotonic_time () - start) / 1000.0 / rounds, "ms");

  start = g_get_monotonic_time ();
  for (guint r = 0; r < rounds; r++)
    g_free (tsr_scenario_to_xml (scenario));
  report (save_name, (g_get_monotonic_time () - start) / 1000.0 / rounds, "ms");
}

/* @n_tiles straight roads in one row, all at the same y: a case that
 * hashing positions by y alone made quadratic. */
static TsrGame *
build_row (guint n_tiles)
{
  const TsrTileType *road = tsr_catalogue_lookup (tsr_catalogue_get_default (), "base.U");
  TsrGame *game = tsr_game_new ();

  tsr_game_add_player (game, "red", NULL);
  for (guint i = 0; i < n_tiles; i++)
    tsr_game_setup_tile (game, road, i, 0, 1, NULL);

  return game;
}

/* `tessera-cli bench [--quick]` */
int
tsr_cli_bench (int    argc,
               char **argv)
{
  Options options = { FALSE };
  const GOptionEntry entries[] = {
    { "quick", 'q', 0, G_OPTION_ARG_NONE, &options.quick,
      N_("Measure briefly, for a quick look"), NULL },
    { NULL }
  };
  g_autoptr(GOptionContext) context = g_option_context_new (NULL);
  g_autoptr(GError) error = NULL;
  g_autoptr(TsrGame) row = NULL;
  static const guint sizes[] = { 100, 1000, 10000 };

  g_option_context_set_summary (context, _("Measures the speed of the rules core. "
                                           "Each line is NAME, VALUE and UNIT, separated by tabs."));
  g_option_context_add_main_entries (context, entries, GETTEXT_PACKAGE);
  if (!g_option_context_parse (context, &argc, &argv, &error))
    return tsr_cli_usage_error (error->message);
  if (argc > 1)
    return tsr_cli_usage_error (_("bench takes no files"));

  bench_playouts (&options);
  for (guint i = 0; i < G_N_ELEMENTS (sizes); i++)
    {
      g_autoptr(TsrGame) game = tsr_random_player_build_board (sizes[i], sizes[i]);

      bench_placements (&options, game, sizes[i]);
      if (sizes[i] == 10000)
        bench_xml (&options, game, "10000");
    }
  row = build_row (100000);
  bench_xml (&options, row, "row.100000");

  /* Without a display the window cannot be measured; the core's figures
   * stand on their own. */
  tsr_cli_bench_window (options.quick);

  return EXIT_SUCCESS;
}
