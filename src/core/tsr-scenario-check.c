/* tsr-scenario-check.c: what a hand-built position breaks
 *
 * A board built by hand need not be legal, and loading accepts it; this
 * lists, as warnings with their lines, what the placement and figure rules
 * would not have allowed, so that a scenario's author sees it.
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 */

#include "config.h"

#include <glib/gi18n-lib.h>

#include "tsr-names.h"
#include "tsr-scenario-private.h"

static const char *
edge_name (TsrEdge edge)
{
  switch (edge)
    {
    case TSR_EDGE_CITY:
      return C_("side", "a city");
    case TSR_EDGE_ROAD:
      return C_("side", "a road");
    case TSR_EDGE_RIVER:
      return C_("side", "a river");
    case TSR_EDGE_FIELD:
    default:
      return C_("side", "a field");
    }
}

static const char *
side_name (TsrSide side)
{
  switch (side)
    {
    case TSR_SIDE_N:
      return C_("side", "north");
    case TSR_SIDE_E:
      return C_("side", "east");
    case TSR_SIDE_S:
      return C_("side", "south");
    case TSR_SIDE_W:
    default:
      return C_("side", "west");
    }
}

static void
warn (GPtrArray         *warnings,
      const TsrScenario *scenario,
      GArray            *lines,
      guint              index,
      char              *message)
{
  guint line = 0, column = 0;

  if (2 * index + 1 < lines->len)
    {
      line = g_array_index (lines, guint, 2 * index);
      column = g_array_index (lines, guint, 2 * index + 1);
    }

  g_ptr_array_add (warnings, tsr_scenario_problem (scenario, line, column, message));
  g_free (message);
}

static void
check_tiles (const TsrScenario *scenario,
             TsrGame           *game,
             GPtrArray         *warnings)
{
  const TsrBoard *board = tsr_game_get_board (game);
  guint n = tsr_board_get_n_tiles (board);

  for (guint i = 0; i < n; i++)
    {
      const TsrPlacedTile *tile = tsr_board_get_nth (board, i);
      gboolean alone = TRUE;

      for (TsrSide side = 0; side < TSR_N_SIDES; side++)
        {
          const TsrPlacedTile *other = tsr_board_get (board, tile->x + tsr_side_dx[side],
                                                      tile->y + tsr_side_dy[side]);
          TsrEdge mine, theirs;

          if (other == NULL)
            continue;
          alone = FALSE;

          /* Each shared side once: from its west or north tile. */
          if (side != TSR_SIDE_E && side != TSR_SIDE_S)
            continue;
          mine = tile->edges[side];
          theirs = other->edges[tsr_side_opposite (side)];
          if (mine == theirs || mine == TSR_EDGE_WILDCARD || theirs == TSR_EDGE_WILDCARD)
            continue;

          warn (warnings, scenario, scenario->tile_lines, i,
                /* Translators: "the tile at (0, 0) shows a road on its east side where
                 * the tile at (1, 0) shows a field" */
                g_strdup_printf (_("the tile at (%d, %d) shows %s on its %s side where the tile at (%d, %d) "
                                   "shows %s"),
                                 tile->x, tile->y, edge_name (mine), side_name (side),
                                 other->x, other->y, edge_name (theirs)));
        }

      if (alone && n > 1)
        warn (warnings, scenario, scenario->tile_lines, i,
              g_strdup_printf (_("the tile at (%d, %d) shares no side with another tile"), tile->x, tile->y));
    }
}

static void
check_figures (const TsrScenario *scenario,
               TsrGame           *game,
               GPtrArray         *warnings)
{
  guint n_players = tsr_game_get_n_players (game);
  g_autofree gint *counted = g_new0 (gint, n_players * TSR_N_FIGURE_KINDS);

  for (guint i = 0; i < tsr_game_get_n_figures (game); i++)
    {
      const TsrFigure *figure = tsr_game_get_figure (game, i);
      TsrFeatureInfo info;
      TsrFigureKind supply;
      const TsrPlayer *owner;

      if (figure->player < 0)
        continue;

      if (tsr_game_get_feature (game, figure->x, figure->y, figure->port, &info) && info.complete)
        warn (warnings, scenario, scenario->figure_lines, i,
              g_strdup_printf (_("the %s at (%d, %d) %s stands on a completed %s, which would have sent it home"),
                               tsr_figure_kind_get_name (figure->kind), figure->x, figure->y,
                               tsr_port_to_string (figure->port), tsr_feature_kind_get_name (info.kind)));

      supply = tsr_figure_kind_supply (figure->kind);
      owner = tsr_game_get_player (game, figure->player);
      if (++counted[figure->player * TSR_N_FIGURE_KINDS + supply] == owner->owned[supply] - owner->removed[supply] + 1)
        warn (warnings, scenario, scenario->figure_lines, i,
              g_strdup_printf (_("%s has more of their %s on the board than they own (%d)"),
                               owner->name, tsr_figure_kind_get_name (supply),
                               owner->owned[supply] - owner->removed[supply]));
    }
}

/**
 * tsr_scenario_check_board:
 *
 * Returns: (transfer full) (element-type utf8): a warning,
 *   "NAME:LINE:COLUMN: message", for every side that does not match, tile
 *   that touches none, figure on a completed feature and figure beyond
 *   what its owner has
 */
GPtrArray *
tsr_scenario_check_board (const TsrScenario *scenario)
{
  GPtrArray *warnings = g_ptr_array_new_with_free_func (g_free);
  g_autoptr(TsrGame) game = tsr_game_copy (scenario->setup);

  check_tiles (scenario, game, warnings);
  check_figures (scenario, game, warnings);
  return warnings;
}
