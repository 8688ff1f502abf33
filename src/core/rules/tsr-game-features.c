/* tsr-game-features.c: the features of the board and the marks on them
 *
 * Features are joined as tiles go down (tsr-features.c); here they are
 * rebuilt when the board changes otherwise (a tile taken away, a span
 * laid or lifted), with the figures, tokens and modules' marks on them
 * counted in again.  A module's mark is kept as an anchor (a place of a
 * tile) so it follows its feature through every rebuild.
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 */

#include "config.h"

#include "tsr-game-private.h"

/* The tiles a feature covers for scoring (docs/rules.md, "Base game"): each
 * tile once, unless a module in play counts otherwise. */
guint
tsr_game_count_tiles (TsrGame *game,
                      guint32  element)
{
  TSR_FOREACH_MODULE_ON (game, m)
    if (tsr_module_get (m)->count_tiles != NULL)
      return tsr_module_get (m)->count_tiles (game, element);

  return tsr_features_count_tiles (game->st.features, element, FALSE);
}

static void reanchor_flags (TsrGame  *game,
                            gint32    x,
                            gint32    y,
                            gboolean  span_only);

/**
 * tsr_game_set_span:
 * @axis: the span's axis, or %TSR_AXIS_NONE to take it away
 * @flags: #TsrSpanFlags and the laying module's marks
 *
 * Lays a road across the tile at (x, y) (or takes it away) without the
 * placement rules: its ends show roads, and the features are rebuilt.
 */
gboolean
tsr_game_set_span (TsrGame  *game,
                   gint32    x,
                   gint32    y,
                   TsrAxis   axis,
                   guint     flags,
                   GError  **error)
{
  const TsrPlacedTile *tile = tsr_board_get (game->st.board, x, y);

  if (tile == NULL)
    {
      tsr_rule_error_set (error, TSR_RULE_ERROR_NO_SEGMENT);
      return FALSE;
    }

  if (tile->span != TSR_AXIS_NONE && tile->span != axis)
    reanchor_flags (game, x, y, TRUE);
  tsr_board_set_span (game->st.board, x, y, axis, flags);
  tsr_game_rebuild_features (game);
  return TRUE;
}

/* What stands or lies on the span at (x, y) goes back to its supply,
 * before the span goes; returns how many tokens went. */
guint
tsr_game_clear_span (TsrGame *game,
                     gint32   x,
                     gint32   y)
{
  guint tokens = 0;

  for (guint i = game->st.figures->len; i > 0; i--)
    {
      const TsrFigure *figure = &g_array_index (game->st.figures, TsrFigure, i - 1);

      if (figure->x == x && figure->y == y && figure->port == TSR_PORT_SPAN)
        tsr_game_take_figure (game, i - 1);
    }

  for (guint i = game->st.tokens->len; i > 0; i--)
    {
      const TsrToken *token = &g_array_index (game->st.tokens, TsrToken, i - 1);

      if (token->x == x && token->y == y && token->port == TSR_PORT_SPAN)
        {
          tsr_game_take_token (game, i - 1);
          tokens++;
        }
    }

  return tokens;
}

/**
 * tsr_game_add_flags:
 * @flags: #TsrFeatureFlags
 *
 * Marks the feature through (x, y, port) with a module's flags.  The
 * mark follows the feature through joins and rebuilds.
 */
gboolean
tsr_game_add_flags (TsrGame  *game,
                    gint32    x,
                    gint32    y,
                    TsrPort   port,
                    guint32   flags,
                    GError  **error)
{
  int element = tsr_game_feature_element (game, x, y, port);
  TsrFlagAnchor anchor = { { x, y, port }, flags };

  if (element < 0)
    {
      tsr_rule_error_set (error, TSR_RULE_ERROR_NO_SEGMENT);
      return FALSE;
    }

  g_array_append_val (game->st.anchors, anchor);
  tsr_features_set_flags (game->st.features, element, flags);
  return TRUE;
}

/* The feature through (x, y, port), or -1. */
int
tsr_game_feature_element (TsrGame *game,
                          gint32   x,
                          gint32   y,
                          TsrPort  port)
{
  return tsr_features_element_at (game->st.features, game->st.board, x, y, port);
}

/* Counts figures and flags in again after features were rebuilt. */
static void
recount_features (TsrGame     *game,
                  TsrFeatures *features)
{
  for (guint i = 0; i < game->st.figures->len; i++)
    {
      const TsrFigure *figure = &g_array_index (game->st.figures, TsrFigure, i);
      int element;

      if (figure->player < 0)
        continue;
      element = tsr_features_element_at (features, game->st.board, figure->x, figure->y, figure->port);
      if (element >= 0)
        tsr_features_add_figures (features, element, 1);
    }

  for (guint i = 0; i < game->st.tokens->len; i++)
    tsr_game_count_token (game, features, &g_array_index (game->st.tokens, TsrToken, i), 1);

  for (guint i = 0; i < game->st.anchors->len; i++)
    {
      const TsrFlagAnchor *anchor = &g_array_index (game->st.anchors, TsrFlagAnchor, i);
      int element = tsr_features_element_at (features, game->st.board, anchor->where.x,
                                             anchor->where.y, anchor->where.port);

      if (element >= 0)
        tsr_features_set_flags (features, element, anchor->flags);
    }
}

/* Joins every feature again from the board, with what stands on them. */
void
tsr_game_rebuild_features (TsrGame *game)
{
  tsr_features_rebuild (game->st.features, game->st.board);
  recount_features (game, game->st.features);
  TSR_FOREACH_MODULE_ON (game, i)
    if (tsr_module_get (i)->recount != NULL)
      tsr_module_get (i)->recount (game);
}

/* A mark anchored on a segment about to leave the board (with its tile,
 * or a span lifted off the tile) moves to the rest of its feature, every
 * segment of it that stays, so that each part left keeps it (a broken road
 * stays broken).  With @span_only, only the span of (x, y) leaves. */
static void
reanchor_flags (TsrGame  *game,
                gint32    x,
                gint32    y,
                gboolean  span_only)
{
  TsrFeatures *features = game->st.features;
  guint n = game->st.anchors->len;

  for (guint i = n; i > 0; i--)
    {
      TsrFlagAnchor anchor = g_array_index (game->st.anchors, TsrFlagAnchor, i - 1);
      int element;
      guint32 root, member;

      if (anchor.where.x != x || anchor.where.y != y ||
          (span_only && anchor.where.port != TSR_PORT_SPAN))
        continue;
      g_array_remove_index (game->st.anchors, i - 1);
      element = tsr_features_element_at (features, game->st.board, x, y, anchor.where.port);
      if (element < 0)
        continue;

      root = member = tsr_features_find (features, element);
      do
        {
          TsrFeatureMember m = tsr_features_get_member (features, member);
          const TsrPlacedTile *tile = tsr_board_get_nth (game->st.board, m.tile);
          gboolean span = m.segment == TSR_SPAN_SEGMENT (tile);
          TsrFlagAnchor moved = { { tile->x, tile->y, TSR_PORT_NONE }, anchor.flags };

          if (tile->x != x || tile->y != y || (span_only && !span))
            {
              moved.where.port = span ? TSR_PORT_SPAN : tsr_placed_tile_segment_anchor (tile, m.segment);
              g_array_append_val (game->st.anchors, moved);
            }
          member = tsr_features_next_member (features, member);
        }
      while (member != root);
    }
}

/* Takes a tile off the board (a meteor, a flood); whoever stood on it has
 * been sent home already.  The tile placed this turn keeps its index. */
void
tsr_game_remove_tile (TsrGame *game,
                      gint32   x,
                      gint32   y)
{
  int index = tsr_board_get_index (game->st.board, x, y);

  g_return_if_fail (index >= 0);
  for (guint i = 0; i < game->st.figures->len; i++)
    {
      const TsrFigure *figure = &g_array_index (game->st.figures, TsrFigure, i);

      g_return_if_fail (figure->player < 0 || figure->x != x || figure->y != y);
    }

  reanchor_flags (game, x, y, FALSE);

  tsr_board_remove (game->st.board, x, y);
  if (game->st.placed && (guint) index < game->st.placed_index)
    game->st.placed_index--;
  tsr_game_rebuild_features (game);
}

/**
 * tsr_game_check_features:
 * @difference: (nullable): receives what differs
 *
 * Rebuilds the features from the board and compares them with the ones
 * joined incrementally turn by turn.
 *
 * Returns: %TRUE when they agree
 */
gboolean
tsr_game_check_features (TsrGame *game,
                         GString *difference)
{
  TsrFeatures *incremental = game->st.features;
  gboolean equal;

  game->st.features = tsr_features_new ();
  tsr_game_rebuild_features (game);
  equal = tsr_features_equal (incremental, game->st.features, difference);
  tsr_features_free (game->st.features);
  game->st.features = incremental;

  return equal;
}

/**
 * tsr_game_get_feature:
 *
 * Describes the feature through (x, y, port).
 *
 * Returns: %FALSE when no feature is there
 */
gboolean
tsr_game_get_feature (TsrGame        *game,
                      gint32          x,
                      gint32          y,
                      TsrPort         port,
                      TsrFeatureInfo *info)
{
  int element = tsr_game_feature_element (game, x, y, port);
  const TsrFeatureData *data;

  if (element < 0)
    return FALSE;

  data = tsr_features_get_data (game->st.features, element);
  memset (info, 0, sizeof *info);
  info->kind = data->kind;
  info->complete = tsr_features_is_complete (game->st.features, game->st.board, element);
  info->tiles = tsr_game_count_tiles (game, element);
  info->pennants = data->pennants;
  info->figures = data->figures;
  info->tokens = data->tokens;
  info->flags = data->flags;
  tsr_game_feature_value (game, element, !info->complete, &info->expr);
  info->points = tsr_score_expr_total (&info->expr);

  return TRUE;
}
