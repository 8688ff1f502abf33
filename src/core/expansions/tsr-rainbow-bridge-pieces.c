/* tsr-rainbow-bridge-pieces.c: where the Rainbow Bridge is, and
 * positions built by hand
 *
 * The box has one bridge: beside the board, in one player's hand (a flag
 * of the player's), on one tile (a span with the module's mark), or out
 * of the game.  Scenario files give it as <bridge rainbow="true"/> on the
 * board or holds="rainbow-bridge" on a player, and the roads its lifting
 * broke as <broken/>; the palette lays it by hand.
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 */

#include "config.h"

#include <glib/gi18n-lib.h>

#include "tsr-bridges.h"
#include "tsr-phantom.h"
#include "tsr-position-check.h"
#include "tsr-rainbow-bridge-private.h"
#include "tsr-scenario-io.h"

static guint holds_bit;


/**
 * tsr_game_get_rainbow_bridge:
 * @holder: (out) (optional): who holds it, or -1
 * @x: (out) (optional): the tile it lies on
 * @y: (out) (optional):
 *
 * Returns: whether it is beside the board, held, or on a tile
 */
TsrRainbowPlace
tsr_game_get_rainbow_bridge (const TsrGame *game,
                             gint          *holder,
                             gint32        *x,
                             gint32        *y)
{
  const TsrBoard *board = tsr_game_get_board (game);

  if (holder != NULL)
    *holder = -1;
  if (tsr_rainbow_state (game)->gone)
    return TSR_RAINBOW_GONE;

  for (guint p = 0; p < tsr_game_get_n_players (game); p++)
    if (tsr_game_get_player (game, p)->flags & holds_bit)
      {
        if (holder != NULL)
          *holder = p;
        return TSR_RAINBOW_HELD;
      }

  for (guint i = 0; i < tsr_board_get_n_tiles (board); i++)
    {
      const TsrPlacedTile *tile = tsr_board_get_nth (board, i);

      if (!tsr_span_is_rainbow (tile))
        continue;
      if (x != NULL)
        *x = tile->x;
      if (y != NULL)
        *y = tile->y;
      return TSR_RAINBOW_ON_TILE;
    }

  return TSR_RAINBOW_BESIDE;
}

/**
 * tsr_game_count_rainbow_bridges:
 *
 * Returns: how many places hold the Rainbow Bridge (tiles and players'
 *   hands): the box has one, so anything above 1 is an impossible position
 */
guint
tsr_game_count_rainbow_bridges (const TsrGame *game)
{
  const TsrBoard *board = tsr_game_get_board (game);
  guint count = 0;

  for (guint p = 0; p < tsr_game_get_n_players (game); p++)
    if (tsr_game_get_player (game, p)->flags & holds_bit)
      count++;
  for (guint i = 0; i < tsr_board_get_n_tiles (board); i++)
    if (tsr_span_is_rainbow (tsr_board_get_nth (board, i)))
      count++;

  return count;
}

/**
 * tsr_game_set_rainbow_holder:
 * @player: who holds it, or -1 for nobody
 *
 * For setting a position up: only @player holds the Rainbow Bridge.
 */
void
tsr_game_set_rainbow_holder (TsrGame *game,
                             gint     player)
{
  for (guint p = 0; p < tsr_game_get_n_players (game); p++)
    {
      TsrPlayer *each = tsr_game_player (game, p);

      if ((gint) p == player)
        each->flags |= holds_bit;
      else
        each->flags &= ~holds_bit;
    }
}

gboolean
tsr_rainbow_holds (TsrGame *game,
                   gint     player)
{
  return (tsr_game_player (game, player)->flags & holds_bit) != 0;
}

/* For positions built by hand: @player holds it now, and it leaves the
 * tile it lay on; one player at most holds it. */
static gboolean
set_held (TsrGame  *game,
          guint     player,
          gboolean  value,
          GError  **error)
{
  gint32 x, y;

  if (!value)
    {
      tsr_game_player (game, player)->flags &= ~holds_bit;
      return TRUE;
    }

  if (tsr_game_get_rainbow_bridge (game, NULL, &x, &y) == TSR_RAINBOW_ON_TILE)
    {
      tsr_game_clear_span (game, x, y);
      tsr_game_set_span (game, x, y, TSR_AXIS_NONE, 0, NULL);
    }
  tsr_game_set_rainbow_holder (game, player);
  return TRUE;
}

const TsrPlayerFlagDecl tsr_rainbow_player_flags[] = {
  {
    .attribute = "holds",
    .value = "rainbow-bridge",
    .bit = &holds_bit,
    .unique = N_("a second player holding the Rainbow Bridge; the box has one"),
    .title = N_("Holds the Rainbow Bridge"),
    .summary = N_("holds the Rainbow Bridge"),
    .set = set_held,
  },
  { NULL }
};

/* Laying it by hand takes it from wherever it was. */
static gboolean
lay (TsrGame  *game,
     gint32    x,
     gint32    y,
     TsrAxis   axis,
     GError  **error)
{
  const TsrBoard *board = tsr_game_get_board (game);

  for (guint i = 0; i < tsr_board_get_n_tiles (board); i++)
    {
      const TsrPlacedTile *tile = tsr_board_get_nth (board, i);

      if (tsr_span_is_rainbow (tile) && (tile->x != x || tile->y != y))
        {
          gint32 tx = tile->x, ty = tile->y;

          tsr_game_clear_span (game, tx, ty);
          tsr_game_set_span (game, tx, ty, TSR_AXIS_NONE, 0, NULL);
          break;
        }
    }
  tsr_game_set_rainbow_holder (game, -1);
  return tsr_bridges_lay (game, x, y, axis, TSR_RAINBOW_SPAN, error);
}

static gboolean
lay_ns (TsrGame  *game,
        gint32    x,
        gint32    y,
        GError  **error)
{
  return lay (game, x, y, TSR_AXIS_NS, error);
}

static gboolean
lay_ew (TsrGame  *game,
        gint32    x,
        gint32    y,
        GError  **error)
{
  return lay (game, x, y, TSR_AXIS_EW, error);
}

/* Where it is now, for the palette's tooltip. */
static char *
where (const TsrGame *game)
{
  gint holder;
  gint32 x = 0, y = 0;

  switch (tsr_game_get_rainbow_bridge (game, &holder, &x, &y))
    {
    case TSR_RAINBOW_HELD:
      /* Translators: where the Rainbow Bridge is; %s is a player's name */
      return g_strdup_printf (_("held by %s"), tsr_player_get_display_name (tsr_game_get_player (game, holder)));
    case TSR_RAINBOW_ON_TILE:
      /* Translators: where the Rainbow Bridge is; "(2, -1)" is a place on the board */
      return g_strdup_printf (_("on the tile at (%d, %d)"), x, y);
    case TSR_RAINBOW_GONE:
      /* Translators: where the Rainbow Bridge is */
      return g_strdup (_("out of the game"));
    case TSR_RAINBOW_BESIDE:
    default:
      /* Translators: where the Rainbow Bridge is */
      return g_strdup (_("beside the board"));
    }
}

#define RAINBOW_HINT N_("Click a tile to lay the Rainbow Bridge across it, from wherever it is now; " \
                          "clicking it again takes the bridge away. The checker says where it could not lie.")

const TsrEditPieceDecl tsr_rainbow_edit_pieces[] = {
  /* Translators: a tooltip; {where} says where the bridge is now, "held by Red" or "beside the board" */
  { "rainbow-bridge-ns", N_("The Rainbow Bridge, north–south (now {where})"), where, RAINBOW_HINT, lay_ns },
  /* Translators: a tooltip; {where} says where the bridge is now, "held by Red" or "beside the board" */
  { "rainbow-bridge-ew", N_("The Rainbow Bridge, west–east (now {where})"), where, RAINBOW_HINT, lay_ew },
  { NULL }
};

/* Scenario files: <bridge rainbow="true"/> and <broken x y at/> */

void
tsr_rainbow_load_board (TsrScenarioReader *reader,
                        TsrGame           *game)
{
  xmlNode *node = NULL;

  while (tsr_scenario_reader_next (reader, "board", "bridge", &node))
    {
      TsrAxis axis;
      gint32 x, y;

      if (!tsr_bridges_read (reader, game, node, TRUE, &x, &y, &axis))
        continue;
      if (tsr_game_count_rainbow_bridges (game) > 0)
        tsr_scenario_reader_problem (reader, node, _("a second Rainbow Bridge; the box has one, and a player holds it "
                                                     "or it lies elsewhere"));
      else
        tsr_game_set_span (game, x, y, axis, TSR_RAINBOW_SPAN, NULL);
    }

  node = NULL;
  while (tsr_scenario_reader_next (reader, "board", "broken", &node))
    {
      TsrPort port;
      gint32 x, y;

      if (tsr_scenario_reader_position (reader, node, &x, &y) &&
          tsr_scenario_reader_port (reader, node, "at", &port) &&
          tsr_scenario_reader_place (reader, node, x, y, port))
        tsr_game_add_flags (game, x, y, port, TSR_FEATURE_FLAG_BROKEN, NULL);
    }
}

void
tsr_rainbow_save_board (TsrScenarioWriter *writer,
                        const TsrGame     *game)
{
  const TsrBoard *board = tsr_game_get_board (game);

  for (guint i = 0; i < tsr_board_get_n_tiles (board); i++)
    {
      const TsrPlacedTile *tile = tsr_board_get_nth (board, i);

      if (!tsr_span_is_rainbow (tile))
        continue;
      tsr_scenario_writer_attr_pos (writer, tile->x, tile->y);
      tsr_scenario_writer_attr (writer, "axis", tsr_axis_to_string (tile->span));
      tsr_scenario_writer_attr (writer, "rainbow", "true");
      tsr_scenario_writer_element (writer, "bridge");
    }

  for (guint i = 0; i < tsr_game_get_n_flag_marks (game); i++)
    {
      guint32 flags;
      const TsrLocation *where = tsr_game_get_flag_mark (game, i, &flags);

      if (!tsr_feature_flags_have (flags, TSR_FEATURE_FLAG_BROKEN))
        continue;
      tsr_scenario_writer_attr_pos (writer, where->x, where->y);
      tsr_scenario_writer_attr (writer, "at", tsr_port_to_string (where->port));
      tsr_scenario_writer_element (writer, "broken");
    }
}

/* Only a phantom can stay on it: any other figure would have fallen. */
void
tsr_rainbow_check_position (TsrGame   *game,
                            GPtrArray *problems)
{
  for (guint i = 0; i < tsr_game_get_n_figures (game); i++)
    {
      const TsrFigure *figure = tsr_game_get_figure (game, i);
      TsrProblem *problem;

      if (figure->player < 0 || figure->port != TSR_PORT_SPAN || figure->kind == tsr_phantom_kind ||
          !tsr_span_is_rainbow (tsr_board_get (tsr_game_get_board (game), figure->x, figure->y)))
        continue;
      problem = tsr_problem_new (TSR_PROBLEM_MODULE, figure->x, figure->y,
                                 /* Translators: "(2, -1)" is a place on the board */
                                 g_strdup_printf (_("The figure on the Rainbow Bridge at (%d, %d) would have fallen: "
                                                    "only a phantom can stay there."),
                                                  figure->x, figure->y));
      problem->port = figure->port;
      problem->figure = i;
      g_ptr_array_add (problems, problem);
    }
}

/* The box has one: beside the board, in one hand or on one tile. */
gboolean
tsr_rainbow_check (const TsrGame *game,
                   GString       *problem)
{
  if (tsr_game_count_rainbow_bridges (game) <= 1)
    return TRUE;

  g_string_printf (problem, "the Rainbow Bridge is in %u places at once", tsr_game_count_rainbow_bridges (game));
  return FALSE;
}
