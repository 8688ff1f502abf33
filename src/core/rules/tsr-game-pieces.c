/* tsr-game-pieces.c: figures and tokens on the board
 *
 * Putting a figure or a token down and taking it away keeps the counts
 * on its feature and its owner's supply right; the setup functions do the
 * same for positions built by hand or read from a file, with the checks a
 * user's mistake needs.
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 */

#include "config.h"

#include <glib/gi18n-lib.h>

#include "tsr-game-private.h"

/**
 * tsr_game_setup_figure:
 * @player: the owner, or -1 for a neutral figure
 *
 * Puts a figure on the board while setting up a position.  The figure
 * must be able to stand where it is put; whether its feature was free or
 * the player had one left is the checker's business.
 */
gboolean
tsr_game_setup_figure (TsrGame        *game,
                       TsrFigureKind   kind,
                       gint            player,
                       gint32          x,
                       gint32          y,
                       TsrPort         port,
                       GError        **error)
{
  TsrFigure figure = { .kind = kind, .player = player, .piece = TSR_FIGURE_NONE, .x = x, .y = y, .port = port };

  return tsr_game_setup_figure_full (game, &figure, error);
}

/**
 * tsr_game_setup_figure_full:
 *
 * The same as tsr_game_setup_figure() for a figure given whole: the
 * supply it stands for, and the number its module gives it.
 */
gboolean
tsr_game_setup_figure_full (TsrGame         *game,
                            const TsrFigure *figure,
                            GError         **error)
{
  TsrFigure copy = *figure;
  gboolean neutral = tsr_figure_kind_is_neutral (copy.kind);

  g_return_val_if_fail (neutral ? copy.player == -1
                                : (copy.player >= 0 && (guint) copy.player < game->st.players->len), FALSE);

  if (tsr_board_get (game->st.board, copy.x, copy.y) == NULL)
    {
      tsr_rule_error_set (error, TSR_RULE_ERROR_NO_SEGMENT);
      return FALSE;
    }

  if (!neutral)
    {
      int segment = tsr_board_segment_at (game->st.board, copy.x, copy.y, copy.port);
      const TsrPlacedTile *tile = tsr_board_get (game->st.board, copy.x, copy.y);

      if (segment < 0)
        {
          tsr_rule_error_set (error, TSR_RULE_ERROR_NO_SEGMENT);
          return FALSE;
        }
      if (!tsr_figure_kind_can_stand (copy.kind, tsr_placed_tile_segment_kind (tile, segment)))
        {
          tsr_rule_error_set (error, TSR_RULE_ERROR_WRONG_FEATURE);
          return FALSE;
        }
    }
  else
    copy.port = TSR_PORT_NONE;

  if (tsr_figure_kind_get_decl (copy.kind)->state_attribute == NULL)
    copy.state = 0;

  tsr_game_put_figure (game, &copy);
  return TRUE;
}

/* Tells every module that @figure has come onto its feature by some
 * effect (a fall), so that what follows from entering a feature happens. */
void
tsr_game_figure_entered (TsrGame         *game,
                         const TsrFigure *figure)
{
  TSR_FOREACH_MODULE_ON (game, i)
    if (tsr_module_get (i)->figure_entered != NULL)
      tsr_module_get (i)->figure_entered (game, figure);
}

/* Returns: how many figures of @kind the player has beside the board; a
 * negative number when a hand-built position puts more on the board than
 * the player owns. */
gint
tsr_game_get_supply (const TsrGame *game,
                     guint          player,
                     TsrFigureKind  kind)
{
  const TsrPlayer *p = tsr_game_get_player (game, player);
  TsrFigureKind supply = tsr_figure_kind_supply (kind);

  return p->owned[supply] - p->removed[supply] - p->placed[supply];
}

guint
tsr_game_get_n_figures (const TsrGame *game)
{
  return game->st.figures->len;
}

const TsrFigure *
tsr_game_get_figure (const TsrGame *game,
                     guint          index)
{
  g_return_val_if_fail (index < game->st.figures->len, NULL);

  return &g_array_index (game->st.figures, TsrFigure, index);
}

/* Returns: the root of the feature a player figure stands on, or -1 for a
 * neutral figure or one standing on nothing. */
gint64
tsr_game_figure_feature (TsrGame         *game,
                         const TsrFigure *figure)
{
  int element;

  if (figure->player < 0)
    return -1;

  element = tsr_game_feature_element (game, figure->x, figure->y, figure->port);
  return element < 0 ? -1 : (gint64) tsr_features_find (game->st.features, element);
}

/* Puts a figure on the board, counting it against its owner's supply and
 * on its feature.  A figure that cannot stand for the piece it names is
 * its kind's own piece. */
void
tsr_game_put_figure (TsrGame         *game,
                     const TsrFigure *given)
{
  TsrFigure copy = *given;
  const TsrFigure *figure = &copy;

  if (!tsr_figure_kind_can_be (copy.kind, copy.piece))
    copy.piece = tsr_figure_kind_supply (copy.kind);
  g_array_append_val (game->st.figures, copy);

  if (figure->player >= 0)
    {
      int element = tsr_game_feature_element (game, figure->x, figure->y, figure->port);

      tsr_game_player (game, figure->player)->placed[tsr_figure_supply (figure)]++;
      if (element >= 0)
        tsr_features_add_figures (game->st.features, element, 1);
    }
}

/* Takes a figure off the board, back into its owner's supply. */
void
tsr_game_take_figure (TsrGame *game,
                      guint    index)
{
  TsrFigure figure = g_array_index (game->st.figures, TsrFigure, index);

  if (figure.player >= 0)
    {
      int element = tsr_game_feature_element (game, figure.x, figure.y, figure.port);

      tsr_game_player (game, figure.player)->placed[tsr_figure_supply (&figure)]--;
      if (element >= 0)
        tsr_features_add_figures (game->st.features, element, -1);
    }

  g_array_remove_index (game->st.figures, index);
}

/* Tokens */

/* What a token does to its feature, as its kind declares: counted on it
 * (joins carry the count along), or marking it (taking such a token away
 * rebuilds the features). */
void
tsr_game_count_token (TsrGame        *game,
                      TsrFeatures    *features,
                      const TsrToken *token,
                      int             delta)
{
  int element = tsr_features_element_at (features, game->st.board, token->x, token->y, token->port);
  const TsrTokenDecl *decl = tsr_token_kind_get_decl (token->kind);

  if (element < 0)
    return;
  if (decl->counted)
    tsr_features_add_tokens (features, element, delta);
  if (decl->feature_flags != 0 && delta > 0)
    tsr_features_set_flags (features, element, decl->feature_flags);
}

void
tsr_game_put_token (TsrGame        *game,
                    const TsrToken *token)
{
  g_array_append_val (game->st.tokens, *token);
  tsr_game_count_token (game, game->st.features, token, 1);
}

void
tsr_game_take_token (TsrGame *game,
                     guint    index)
{
  TsrToken token = g_array_index (game->st.tokens, TsrToken, index);

  tsr_game_count_token (game, game->st.features, &token, -1);
  g_array_remove_index (game->st.tokens, index);
  if (tsr_token_kind_get_decl (token.kind)->feature_flags != 0)
    tsr_game_rebuild_features (game);
}

guint
tsr_game_get_n_tokens (const TsrGame *game)
{
  return game->st.tokens->len;
}

const TsrToken *
tsr_game_get_token (const TsrGame *game,
                    guint          index)
{
  g_return_val_if_fail (index < game->st.tokens->len, NULL);

  return &g_array_index (game->st.tokens, TsrToken, index);
}

/**
 * tsr_game_get_token_supply:
 *
 * Returns: the tokens of @kind left beside the board, %G_MAXINT when the
 *   supply has no limit, 0 when no module in play has them
 */
gint
tsr_game_get_token_supply (const TsrGame *game,
                           TsrTokenKind   kind)
{
  gint box = 0;

  TSR_FOREACH_MODULE_ON (game, i)
    if (tsr_module_get (i)->token_box != NULL)
      box = MAX (box, tsr_module_get (i)->token_box (game, kind));

  if (box == G_MAXINT)
    return box;

  for (guint i = 0; i < game->st.tokens->len; i++)
    if (g_array_index (game->st.tokens, TsrToken, i).kind == kind)
      box--;

  return box;
}

/**
 * tsr_game_setup_token:
 *
 * Puts a token on the feature through (x, y, port) while setting up, from
 * the supply (or beyond it: the checker lists that).
 */
gboolean
tsr_game_setup_token (TsrGame       *game,
                      TsrTokenKind   kind,
                      gint32         x,
                      gint32         y,
                      TsrPort        port,
                      GError       **error)
{
  TsrToken token = { kind, x, y, port };

  g_return_val_if_fail (!game->started, FALSE);

  /* A position built by hand may hold more tokens than the box: the
   * checker says so. */
  if (tsr_game_feature_element (game, x, y, port) < 0)
    {
      tsr_rule_error_set (error, TSR_RULE_ERROR_NO_SEGMENT);
      return FALSE;
    }

  tsr_game_put_token (game, &token);
  return TRUE;
}
