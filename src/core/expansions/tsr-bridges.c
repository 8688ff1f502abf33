/* tsr-bridges.c: the bridge piece (docs/rules-modules.md, "Bridges")
 *
 * A bridge lies across one tile, north–south or west–east; both its ends
 * are field sides of that tile and show a road from then on: it is a span
 * of the board (tsr-board.h).  A tile may go down with mismatching sides
 * when one bridge laid in the same turn makes every side match: this file
 * answers whether one can.  A span another module marked (the Rainbow
 * Bridge) is that module's: it reads and writes it itself.  Laying a
 * bridge in a turn is tsr-bridges-turn.c's.
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 */

#include "config.h"

#include <glib/gi18n-lib.h>

#include "tsr-bridges-private.h"
#include "tsr-scenario-io.h"
#include "tsr-builtin-modules.h"

TsrActionKind tsr_place_bridge_action;

static TsrAxis
side_axis (TsrSide side)
{
  return side == TSR_SIDE_N || side == TSR_SIDE_S ? TSR_AXIS_NS : TSR_AXIS_EW;
}

/* What the tile at (x, y) shows on @side: the placed tile's edge, or the
 * candidate's when (x, y) is where it is about to go. */
typedef struct
{
  const TsrBoard    *board;
  const TsrTileType *type;   /* the candidate, or NULL */
  gint32             x;
  gint32             y;
  guint              rotation;
  gint32             bridge_x;
  gint32             bridge_y;
  TsrAxis            axis;   /* a bridge laid in thought, or NONE */
} View;

static TsrEdge
view_edge (const View *view,
           gint32      x,
           gint32      y,
           TsrSide     side,
           gboolean   *present)
{
  const TsrPlacedTile *tile;
  TsrEdge edge;

  if (view->type != NULL && x == view->x && y == view->y)
    edge = view->type->edges[view->rotation][side];
  else if ((tile = tsr_board_get (view->board, x, y)) != NULL)
    edge = tile->edges[side];
  else
    {
      *present = FALSE;
      return TSR_EDGE_NONE;
    }

  *present = TRUE;
  if (view->axis != TSR_AXIS_NONE && x == view->bridge_x && y == view->bridge_y &&
      (tsr_axis_sides (view->axis) & (1u << side)))
    edge = TSR_EDGE_ROAD;
  return edge;
}

/* Whether the bridge of @view may lie where it is: both ends field sides
 * (looked at without the bridge), neighbours there showing roads. */
static gboolean
view_bridge_fits (const View *view)
{
  View bare = *view;

  bare.axis = TSR_AXIS_NONE;
  for (TsrSide side = 0; side < TSR_N_SIDES; side++)
    {
      gboolean present;
      TsrEdge edge;

      if (!(tsr_axis_sides (view->axis) & (1u << side)))
        continue;
      if (view_edge (&bare, view->bridge_x, view->bridge_y, side, &present) != TSR_EDGE_FIELD)
        return FALSE;
      edge = view_edge (&bare, view->bridge_x + tsr_side_dx[side], view->bridge_y + tsr_side_dy[side],
                        tsr_side_opposite (side), &present);
      if (present && edge != TSR_EDGE_ROAD && edge != TSR_EDGE_WILDCARD)
        return FALSE;
    }

  return TRUE;
}

/* Whether every side of the candidate matches its neighbour. */
static gboolean
view_matches (const View *view)
{
  if (view->type->wildcard)
    return TRUE;

  for (TsrSide side = 0; side < TSR_N_SIDES; side++)
    {
      gboolean present;
      TsrEdge mine = view_edge (view, view->x, view->y, side, &present);
      TsrEdge theirs = view_edge (view, view->x + tsr_side_dx[side], view->y + tsr_side_dy[side],
                                  tsr_side_opposite (side), &present);

      if (present && mine != theirs && theirs != TSR_EDGE_WILDCARD)
        return FALSE;
    }

  return TRUE;
}

/**
 * tsr_bridge_check:
 *
 * Whether a bridge may lie across the tile at (x, y) along @axis as the
 * board is now (docs/rules-modules.md, "Bridges"); where it may go relative to the tile
 * placed this turn is for the caller.
 */
gboolean
tsr_bridge_check (TsrGame  *game,
                  gint32    x,
                  gint32    y,
                  TsrAxis   axis,
                  GError  **error)
{
  const TsrPlacedTile *tile = tsr_board_get (tsr_game_get_board (game), x, y);
  View view = { tsr_game_get_board (game), NULL, x, y, 0, x, y, axis };

  if (tile == NULL)
    {
      g_set_error (error, TSR_RULE_ERROR, TSR_RULE_ERROR_NO_SEGMENT,
                   /* Translators: (%d, %d) is the position (column, row) the bridge was to be put at */
                   _("There is no tile at (%d, %d) for a bridge to lie on."), x, y);
      return FALSE;
    }
  if (tile->span != TSR_AXIS_NONE)
    {
      g_set_error (error, TSR_RULE_ERROR, TSR_RULE_ERROR_POSITION_TAKEN,
                   /* Translators: (%d, %d) is the position (column, row) of the tile */
                   _("The tile at (%d, %d) already carries a bridge."), x, y);
      return FALSE;
    }
  if (axis != TSR_AXIS_NS && axis != TSR_AXIS_EW)
    {
      tsr_rule_error_set (error, TSR_RULE_ERROR_NOT_ALLOWED_NOW);
      return FALSE;
    }
  if (!view_bridge_fits (&view))
    {
      g_set_error (error, TSR_RULE_ERROR, TSR_RULE_ERROR_EDGE_MISMATCH,
                   _("A bridge must join two field sides of its tile, each facing a road or an empty square."));
      return FALSE;
    }

  return TRUE;
}

/**
 * tsr_bridge_fixes:
 *
 * Whether, with a bridge along @axis across the tile at (bridge_x,
 * bridge_y), the tile @type at (x, y) in @rotation would match all its
 * neighbours, the bridge lying legally.  The tile may already be on the
 * board there.
 */
gboolean
tsr_bridge_fixes (const TsrBoard    *board,
                  const TsrTileType *type,
                  gint32             x,
                  gint32             y,
                  guint              rotation,
                  gint32             bridge_x,
                  gint32             bridge_y,
                  TsrAxis            axis)
{
  const TsrPlacedTile *there = tsr_board_get (board, bridge_x, bridge_y);
  View view = { board, type, x, y, rotation, bridge_x, bridge_y, axis };

  if (there != NULL && there->span != TSR_AXIS_NONE)
    return FALSE;
  if (there == NULL && (bridge_x != x || bridge_y != y))
    return FALSE;

  return view_bridge_fits (&view) && view_matches (&view);
}

/**
 * tsr_bridge_rescue:
 * @mismatched: the sides of the candidate that do not match
 * @adjacent: whether the bridge may also go on a neighbouring tile
 *
 * The placement exception (docs/rules-modules.md, "Bridges"): the sides that would still
 * mismatch after the best single bridge; 0 when one bridge fixes them all.
 */
guint
tsr_bridge_rescue (const TsrBoard    *board,
                   const TsrTileType *type,
                   gint32             x,
                   gint32             y,
                   guint              rotation,
                   guint              mismatched,
                   gboolean           adjacent)
{
  for (TsrSide side = 0; side < TSR_N_SIDES; side++)
    {
      if (!(mismatched & (1u << side)))
        continue;

      /* The first mismatching side decides which bridge it needs. */
      if (tsr_bridge_fixes (board, type, x, y, rotation, x, y, side_axis (side)))
        return 0;
      if (adjacent &&
          tsr_bridge_fixes (board, type, x, y, rotation, x + tsr_side_dx[side], y + tsr_side_dy[side],
                            side_axis (side)))
        return 0;
      break;
    }

  return mismatched;
}

/**
 * tsr_bridges_lay:
 * @axis: the bridge's axis, or %TSR_AXIS_NONE to take the tile's away
 * @flags: the span's flags: 0 for an ordinary bridge, a module's marks
 *   for its own
 *
 * For positions built by hand: lays a bridge across the tile at (x, y),
 * replacing the one there; laid again the same way, takes it away.
 * Figures and tokens on a bridge that goes away return to their supplies.
 */
gboolean
tsr_bridges_lay (TsrGame  *game,
                 gint32    x,
                 gint32    y,
                 TsrAxis   axis,
                 guint     flags,
                 GError  **error)
{
  const TsrPlacedTile *tile = tsr_board_get (tsr_game_get_board (game), x, y);
  gboolean same;

  if (tile == NULL)
    {
      g_set_error (error, TSR_RULE_ERROR, TSR_RULE_ERROR_NO_SEGMENT,
                   _("There is no tile at (%d, %d) for a bridge to lie on."), x, y);
      return FALSE;
    }

  same = tile->span == axis && tile->span_flags == flags;
  tsr_game_clear_span (game, x, y);
  return tsr_game_set_span (game, x, y, same ? TSR_AXIS_NONE : axis, flags, error);
}

static gboolean
lay_ns (TsrGame  *game,
        gint32    x,
        gint32    y,
        GError  **error)
{
  return tsr_bridges_lay (game, x, y, TSR_AXIS_NS, 0, error);
}

static gboolean
lay_ew (TsrGame  *game,
        gint32    x,
        gint32    y,
        GError  **error)
{
  return tsr_bridges_lay (game, x, y, TSR_AXIS_EW, 0, error);
}

#define BRIDGE_HINT N_("Click a tile to lay the bridge across it; clicking it again takes the bridge " \
                         "away. The checker says where a bridge could not lie.")

static const TsrEditPieceDecl edit_pieces[] = {
  { "bridge-ns", N_("A bridge, north–south"), NULL, BRIDGE_HINT, lay_ns },
  { "bridge-ew", N_("A bridge, west–east"), NULL, BRIDGE_HINT, lay_ew },
  { NULL }
};

static const TsrActionDecl action_decls[] = {
  { "place-bridge", &tsr_place_bridge_action, TSR_ACTION_POSITION | TSR_ACTION_AXIS },
  { NULL }
};

static const TsrChoiceDecl choice_decls[] = {
  { "place-bridge", &tsr_bridge_choice },
  { NULL }
};

/* Whether both ends of the tile's span lie on field sides of the tile
 * itself (what it shows without it). */
static gboolean
span_on_fields (const TsrPlacedTile *tile)
{
  for (TsrSide side = 0; side < TSR_N_SIDES; side++)
    if ((tsr_axis_sides (tile->span) & (1u << side)) &&
        tile->type->edges[tile->rotation][side] != TSR_EDGE_FIELD)
      return FALSE;

  return TRUE;
}

static void
bridges_check_position (TsrGame   *game,
                        GPtrArray *problems)
{
  const TsrBoard *board = tsr_game_get_board (game);

  for (guint i = 0; i < tsr_board_get_n_tiles (board); i++)
    {
      const TsrPlacedTile *tile = tsr_board_get_nth (board, i);
      TsrProblem *problem;

      if (tile->span == TSR_AXIS_NONE || span_on_fields (tile))
        continue;
      problem = tsr_problem_new (TSR_PROBLEM_MODULE, tile->x, tile->y,
                                 /* Translators: "(2, -1)" is a place on the board */
                                 g_strdup_printf (_("The bridge at (%d, %d) does not join two field sides of its tile."),
                                                  tile->x, tile->y));
      problem->tile = i;
      g_ptr_array_add (problems, problem);
    }
}

/* The road under and over a bridge on one tile counts that tile once
 * (bridges.loop-tile = once), or twice. */
static guint
bridges_count_tiles (TsrGame *game,
                     guint32  element)
{
  return tsr_features_count_tiles (tsr_game_get_features (game), element,
                                   tsr_game_variant_is (game, "bridges.loop-tile", "twice"));
}

/**
 * tsr_bridges_read:
 * @rainbow: whether the bridge wanted is the Rainbow Bridge
 *
 * Reads the <bridge x y axis rainbow?/> @node when it is the kind of
 * bridge wanted: its place and axis, with a tile there to lie on.
 *
 * Returns: %FALSE for the other kind, or when something is wrong (said to
 *   @reader)
 */
gboolean
tsr_bridges_read (TsrScenarioReader *reader,
                  TsrGame           *game,
                  xmlNode           *node,
                  gboolean           rainbow,
                  gint32            *x,
                  gint32            *y,
                  TsrAxis           *axis)
{
  gboolean is_rainbow = FALSE;

  if (!tsr_scenario_reader_bool (reader, node, "rainbow", FALSE, &is_rainbow) || is_rainbow != rainbow ||
      !tsr_scenario_reader_position (reader, node, x, y) || !tsr_scenario_reader_axis (reader, node, "axis", axis))
    return FALSE;

  if (tsr_board_get (tsr_game_get_board (game), *x, *y) == NULL)
    {
      /* Translators: an error in a scenario file; (%d, %d) is the position (column, row) the file gives
       * the bridge */
      tsr_scenario_reader_problem (reader, node, _("no tile at (%d, %d) for this bridge to lie on"), *x, *y);
      return FALSE;
    }

  return TRUE;
}

/* <bridge x y axis/>: an ordinary bridge.  The Rainbow Bridge's module
 * reads its own (rainbow="true"); the grammar says it needs that module. */
static void
bridges_load_board (TsrScenarioReader *reader,
                    TsrGame           *game)
{
  xmlNode *node = NULL;

  while (tsr_scenario_reader_next (reader, "board", "bridge", &node))
    {
      TsrAxis axis;
      gint32 x, y;

      if (tsr_bridges_read (reader, game, node, FALSE, &x, &y, &axis))
        tsr_game_set_span (game, x, y, axis, 0, NULL);
    }
}

static void
bridges_save_board (TsrScenarioWriter *writer,
                    const TsrGame     *game)
{
  const TsrBoard *board = tsr_game_get_board (game);

  for (guint i = 0; i < tsr_board_get_n_tiles (board); i++)
    {
      const TsrPlacedTile *tile = tsr_board_get_nth (board, i);

      if (tile->span == TSR_AXIS_NONE || tile->span_flags != 0)
        continue;
      tsr_scenario_writer_attr_pos (writer, tile->x, tile->y);
      tsr_scenario_writer_attr (writer, "axis", tsr_axis_to_string (tile->span));
      tsr_scenario_writer_element (writer, "bridge");
    }
}

/* bridges.exception is emitted for whichever kind of bridge the tile
 * needs. */
static const TsrRuleDecl rules[] = {
  { "bridges.exception", TSR_PH_PLAYER | TSR_PH_POSITION },
  { "bridges.place", TSR_PH_PLAYER | TSR_PH_POSITION | TSR_PH_COUNT },
  { NULL, 0 }
};

const TsrModule tsr_module_bridges = {
  .id = "bridges",
  .index = &tsr_bridges_module,
  .rules = rules,
  .actions = action_decls,
  .choices = choice_decls,
  .rejections = tsr_bridges_rejections,
  .player_stocks = tsr_bridges_stocks,
  .edit_pieces = edit_pieces,
  .check_position = bridges_check_position,
  .count_tiles = bridges_count_tiles,
  .load_board = bridges_load_board,
  .save_board = bridges_save_board,
  .state_new = tsr_bridges_state_new,
  .state_copy = tsr_bridges_state_copy,
  .state_free = g_free,
  .state_equal = tsr_bridges_state_equal,
  .placement_rescue = tsr_bridges_placement_rescue,
  .begin_turn = tsr_bridges_begin_turn,
  .after_place = tsr_bridges_after_place,
  .collect_completed = tsr_bridges_collect_completed,
  .turn_unsaved = tsr_bridges_turn_unsaved,
  .extra_accepts = tsr_bridges_extra_accepts,
  .extra_action = tsr_bridges_extra_action,
  .accepts = tsr_bridges_accepts,
  .list_options = tsr_bridges_list_options,
  .answer = tsr_bridges_answer,
  .prompt = tsr_bridges_prompt,
  .label = tsr_bridges_label,
};
