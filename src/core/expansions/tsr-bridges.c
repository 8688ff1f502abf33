/* tsr-bridges.c: the bridge piece
 *
 * A bridge lies across one tile, north–south or west–east; both its ends
 * are field sides of that tile and show a road from then on.  A tile may
 * go down with mismatching sides when one bridge laid in the same turn
 * makes every side match: this file answers whether one can.
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 */

#include "config.h"

#include <glib/gi18n-lib.h>

#include "tsr-bridges.h"
#include "tsr-rule-error.h"

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
 * board is now (RULES.md §4.3); where it may go relative to the tile
 * placed this turn is for the caller.
 */
gboolean
tsr_bridge_check (TsrGame  *game,
                  gint32    x,
                  gint32    y,
                  TsrAxis   axis,
                  GError  **error)
{
  const TsrPlacedTile *tile = tsr_board_get (game->st.board, x, y);
  View view = { game->st.board, NULL, x, y, 0, x, y, axis };

  if (tile == NULL)
    {
      g_set_error (error, TSR_RULE_ERROR, TSR_RULE_ERROR_NO_SEGMENT,
                   _("There is no tile at (%d, %d) for a bridge to lie on."), x, y);
      return FALSE;
    }
  if (tile->bridge != TSR_AXIS_NONE)
    {
      g_set_error (error, TSR_RULE_ERROR, TSR_RULE_ERROR_POSITION_TAKEN,
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

  if (there != NULL && there->bridge != TSR_AXIS_NONE)
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
 * The placement exception (RULES.md §4.3): the sides that would still
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

/* Emitted by whichever module lays the bridge the tile needs. */
static const TsrRuleDecl rules[] = {
  { "bridges.exception", TSR_PH_PLAYER | TSR_PH_POSITION },
  { NULL, 0 }
};

const TsrModule tsr_module_bridges = {
  .id = "bridges",
  .rules = rules,
};
