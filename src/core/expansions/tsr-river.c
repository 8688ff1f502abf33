/* tsr-river.c: River I (docs/rules-modules.md, "River I")
 *
 * The spring starts the game; the river tiles come first out of the
 * deck, the lake last of them, and each continues the river from its open
 * end without turning the same way twice in a row.  The river is not a
 * feature: no figure stands on it and it scores nothing, but it parts
 * fields as a road does, which the tile data already says.
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 */

#include "config.h"

#include "tsr-builtin-modules.h"
#include "tsr-module-api.h"
#include "tsr-river.h"

static TsrRuleError river_continue, river_u_turn;

static const TsrRuleDecl rules[] = {
  { NULL, 0 }
};

static const TsrRejectionDecl rejection_decls[] = {
  { "river-continue", &river_continue },
  { "river-u-turn", &river_u_turn },
  { NULL }
};

/**
 * tsr_tile_type_has_river:
 * @end: %TSR_END_NONE for any river, else the end wanted
 *
 * Returns: whether the tile carries a river (ending at a spring or a lake)
 */
gboolean
tsr_tile_type_has_river (const TsrTileType *type,
                         TsrSegmentEnd      end)
{
  for (guint s = 0; s < type->n_segments; s++)
    if (type->segments[s].kind == TSR_FEATURE_RIVER &&
        (end == TSR_END_NONE || type->segments[s].end == end))
      return TRUE;

  return FALSE;
}


/* The deck is top last: the ordinary tiles at the bottom, the lake, then
 * the other river tiles in the order they were in. */
static void
river_arrange_deck (TsrGame *game)
{
  GPtrArray *deck = tsr_game_get_deck_array (game);
  g_autoptr(GPtrArray) river = g_ptr_array_new ();
  const TsrTileType *lake = NULL;
  guint kept = 0;

  for (guint i = 0; i < deck->len; i++)
    {
      const TsrTileType *type = g_ptr_array_index (deck, i);

      if (!tsr_tile_type_has_river (type, TSR_END_NONE))
        deck->pdata[kept++] = (gpointer) type;
      else if (tsr_tile_type_has_river (type, TSR_END_LAKE) && lake == NULL)
        lake = type;
      else
        g_ptr_array_add (river, (gpointer) type);
    }

  g_ptr_array_set_size (deck, kept);
  if (lake != NULL)
    g_ptr_array_add (deck, (gpointer) lake);
  for (guint i = 0; i < river->len; i++)
    g_ptr_array_add (deck, river->pdata[i]);
}

/* The sides of a tile showing the river, a bit per side. */
static guint
river_sides (const TsrTileType *type,
             guint              rotation)
{
  guint sides = 0;

  for (TsrSide side = 0; side < TSR_N_SIDES; side++)
    if (type->edges[rotation][side] == TSR_EDGE_RIVER)
      sides |= 1u << side;

  return sides;
}

/* Which way the river turns on a tile it enters through @in:
 * 0 straight on (or it ends), 1 right, 3 left. */
static guint
turn (guint   sides,
      TsrSide in)
{
  TsrSide heading = tsr_side_opposite (in);
  guint out = sides & ~(1u << in);

  for (TsrSide side = 0; side < TSR_N_SIDES; side++)
    if (out == 1u << side)
      return (side + TSR_N_SIDES - heading) % TSR_N_SIDES % 2 == 1
             ? (side + TSR_N_SIDES - heading) % TSR_N_SIDES : 0;

  return 0;
}

static gboolean
river_placement_veto (TsrGame           *game,
                      const TsrTileType *type,
                      gint32             x,
                      gint32             y,
                      guint              rotation,
                      GError           **error)
{
  guint sides;

  if (!tsr_tile_type_has_river (type, TSR_END_NONE))
    return TRUE;

  sides = river_sides (type, rotation);
  for (TsrSide in = 0; in < TSR_N_SIDES; in++)
    {
      const TsrPlacedTile *before;
      guint before_sides;

      if (!(sides & (1u << in)))
        continue;
      before = tsr_board_get (tsr_game_get_board (game), x + tsr_side_dx[in], y + tsr_side_dy[in]);
      if (before == NULL)
        continue;

      /* The tile the river comes from is entered through its other
       * river side. */
      before_sides = river_sides (before->type, before->rotation);
      for (TsrSide back = 0; back < TSR_N_SIDES; back++)
        if ((before_sides & (1u << back)) && back != tsr_side_opposite (in))
          {
            guint mine = turn (sides, in);

            if (mine != 0 && mine == turn (before_sides, back))
              {
                tsr_rule_error_set (error, river_u_turn);
                return FALSE;
              }
          }
      return TRUE;
    }

  tsr_rule_error_set (error, river_continue);
  return FALSE;
}

const TsrModule tsr_module_river = {
  .id = "river",
  .tile_set = "river",
  .starts = TRUE,
  .rules = rules,
  .rejections = rejection_decls,
  .arrange_deck = river_arrange_deck,
  .placement_veto = river_placement_veto,
};
