/* tsr-truth.c: what is true in a game now, as expectations
 *
 * "Expect This": the window points at something of the game (a score, a
 * figure, a feature, the turn, the pending choice, the reason an action
 * was just refused) and this writes what holds of it as expectations, the
 * same as the reader would have made of the elements a person wrote for
 * it, so that the checker keeps them exactly.
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 */

#include "config.h"

#include <gio/gio.h>
#include <glib/gi18n-lib.h>

#include "tsr-names.h"
#include "tsr-scenario-private.h"

/* An expectation of the kind the element @name is, with the defaults the
 * reader gives one before it reads its attributes. */
static TsrExpectation *
expectation_new (GPtrArray  *expectations,
                 const char *name)
{
  TsrExpectation *e = g_new0 (TsrExpectation, 1);

  e->decl = tsr_expect_lookup (name);
  g_assert (e->decl != NULL);
  e->player = -1;
  e->port = TSR_PORT_NONE;
  /* present="…" and value="…" are true unless written otherwise. */
  e->flag = TRUE;
  g_ptr_array_add (expectations, e);

  return e;
}

static gboolean
check_player (const TsrGame  *game,
              gint            player,
              GError        **error)
{
  if (player >= 0 && (guint) player < tsr_game_get_n_players (game))
    return TRUE;

  /* Translators: the window asked to record something of a player the game does not have */
  g_set_error (error, G_IO_ERROR, G_IO_ERROR_INVALID_ARGUMENT, _("This game has no player number %d."),
               player + 1);
  return FALSE;
}

/* <score player value/> */
static gboolean
record_score (const TsrGame  *game,
              gint            player,
              GPtrArray      *expectations,
              GError        **error)
{
  TsrExpectation *e;

  if (!check_player (game, player, error))
    return FALSE;

  e = expectation_new (expectations, "score");
  e->player = player;
  e->has |= TSR_HAS_PLAYER;
  e->count = tsr_game_get_player (game, player)->score;

  return TRUE;
}

/* <figure kind player? x y at? STATE?/>, and for a player's figure
 * <supply player kind count/> of the supply it came from: what placing
 * or losing it changed. */
static gboolean
record_figure (const TsrGame  *game,
               guint           index,
               GPtrArray      *expectations,
               GError        **error)
{
  const TsrFigure *figure;
  TsrExpectation *e;

  if (index >= tsr_game_get_n_figures (game))
    {
      /* Translators: the window asked to record a figure the board does not have */
      g_set_error_literal (error, G_IO_ERROR, G_IO_ERROR_INVALID_ARGUMENT, _("There is no such figure on the board."));
      return FALSE;
    }

  figure = tsr_game_get_figure (game, index);
  e = expectation_new (expectations, "figure");
  e->figure = figure->kind;
  e->x = figure->x;
  e->y = figure->y;
  e->has |= TSR_HAS_POS;
  if (figure->player >= 0)
    {
      e->player = figure->player;
      e->has |= TSR_HAS_PLAYER;
    }
  if (figure->port != TSR_PORT_NONE)
    {
      e->port = figure->port;
      e->has |= TSR_HAS_PORT;
    }
  if (tsr_figure_kind_get_decl (figure->kind)->state_attribute != NULL)
    {
      e->count = figure->state;
      e->has |= TSR_HAS_STATE;
    }

  if (figure->player < 0)
    return TRUE;

  e = expectation_new (expectations, "supply");
  e->player = figure->player;
  e->figure = tsr_figure_supply (figure);
  e->count = tsr_game_get_supply (game, figure->player, e->figure);
  e->has |= TSR_HAS_PLAYER | TSR_HAS_KIND;

  return TRUE;
}

/* Kinds that are never complete (fields, rivers) are not said to be
 * incomplete: that would read as if they could be. */
static gboolean
can_be_complete (TsrFeatureKind kind)
{
  return tsr_feature_kind_has (kind, TSR_FEATURE_CLOSES | TSR_FEATURE_CLOISTER);
}

/* <feature x y at complete? broken? tiles points/> */
static gboolean
record_feature (const TsrGame  *game,
                gint32          x,
                gint32          y,
                TsrPort         port,
                GPtrArray      *expectations,
                GError        **error)
{
  /* Finding the feature only brings the game's cache of features up to
   * date: what the game is stays as it was. */
  TsrGame *features = (TsrGame *) game;
  TsrFeatureInfo info;
  TsrExpectation *e;

  if (tsr_game_feature_element (features, x, y, port) < 0 || !tsr_game_get_feature (features, x, y, port, &info))
    {
      g_autofree char *place = tsr_place_describe (x, y, port, TSR_N_FEATURE_KINDS);

      /* Translators: the window asked to record a feature where there is none; %s says where
       * ("on the north side of the tile at (1, 0)") */
      g_set_error (error, G_IO_ERROR, G_IO_ERROR_INVALID_ARGUMENT, _("There is no feature %s."), place);
      return FALSE;
    }

  e = expectation_new (expectations, "feature");
  e->x = x;
  e->y = y;
  e->port = port;
  e->has |= TSR_HAS_POS | TSR_HAS_PORT;
  if (can_be_complete (info.kind))
    {
      e->flag = info.complete;
      e->has |= TSR_HAS_COMPLETE;
    }
  if (info.flags & TSR_FEATURE_FLAG_NEVER_COMPLETE)
    {
      e->broken = TRUE;
      e->has |= TSR_HAS_BROKEN;
    }
  e->tiles = info.tiles;
  e->points = info.points;
  e->has |= TSR_HAS_TILES | TSR_HAS_POINTS;

  return TRUE;
}

/* <pending choice player?/> and <options count/> */
static void
record_choice (const TsrGame *game,
               GPtrArray     *expectations)
{
  const TsrChoice *choice = tsr_game_get_choice (game);
  g_autoptr(GArray) options = g_array_new (FALSE, FALSE, sizeof (TsrAction));
  TsrExpectation *e;

  e = expectation_new (expectations, "pending");
  e->choice = choice->kind;
  if (choice->player >= 0)
    {
      e->player = choice->player;
      e->has |= TSR_HAS_PLAYER;
    }

  /* Listing the answers works on scratch space the game keeps for it. */
  tsr_game_list_options ((TsrGame *) game, options);
  e = expectation_new (expectations, "options");
  e->count = options->len;
}

/* <turn player phase/>; a finished game has no turn, only nothing left
 * to wait for: <pending choice="none"/> (docs/format.md). */
static gboolean
record_turn (const TsrGame  *game,
             GPtrArray      *expectations,
             GError        **error)
{
  TsrExpectation *e;

  if (tsr_game_get_phase (game) == TSR_PHASE_GAME_OVER)
    {
      e = expectation_new (expectations, "pending");
      e->choice = TSR_CHOICE_NONE;
      return TRUE;
    }

  if (!check_player (game, tsr_game_get_active (game), error))
    return FALSE;

  e = expectation_new (expectations, "turn");
  e->player = tsr_game_get_active (game);
  e->phase = tsr_game_get_phase (game);
  e->has |= TSR_HAS_PLAYER | TSR_HAS_PHASE;

  return TRUE;
}

/* <token kind x y at?/> */
static gboolean
record_token (const TsrGame  *game,
              guint           index,
              GPtrArray      *expectations,
              GError        **error)
{
  const TsrToken *token;
  TsrExpectation *e;

  if (index >= tsr_game_get_n_tokens (game))
    {
      /* Translators: the window asked to record a token the board does not have */
      g_set_error_literal (error, G_IO_ERROR, G_IO_ERROR_INVALID_ARGUMENT, _("There is no such token on the board."));
      return FALSE;
    }

  token = tsr_game_get_token (game, index);
  e = expectation_new (expectations, "token");
  e->token = token->kind;
  e->x = token->x;
  e->y = token->y;
  e->has |= TSR_HAS_POS;
  if (token->port != TSR_PORT_NONE)
    {
      e->port = token->port;
      e->has |= TSR_HAS_PORT;
    }

  return TRUE;
}

/* <rejected code/> */
static gboolean
record_refusal (TsrRuleError   code,
                GPtrArray     *expectations,
                GError       **error)
{
  TsrExpectation *e;

  if (code < 0 || (guint) code >= tsr_rule_error_count ())
    {
      g_set_error_literal (error, G_IO_ERROR, G_IO_ERROR_INVALID_ARGUMENT,
                           /* Translators: the window asked to record the reason an action was
                            * refused, and the reason is none the rules know */
                           _("The rules know no such reason to refuse an action."));
      return FALSE;
    }

  e = expectation_new (expectations, "rejected");
  e->code = code;
  e->has |= TSR_HAS_CODE;

  return TRUE;
}

/**
 * tsr_truth_record:
 * @truth: what to record
 *
 * Writes what is true now of the thing @truth points at, as
 * expectations a scenario's script can keep: each set up exactly as the
 * reader sets up the element that says the same, so that saving it writes
 * that element and checking it at this point of the script passes.
 *
 * Returns: (transfer full) (element-type TsrExpectation): the
 *   expectations, or %NULL when the thing is not there (no such player,
 *   figure or feature), with @error set
 */
GPtrArray *
tsr_truth_record (const TsrGame  *game,
                  const TsrTruth *truth,
                  GError        **error)
{
  g_autoptr(GPtrArray) expectations = g_ptr_array_new_with_free_func ((GDestroyNotify) tsr_expectation_free);
  gboolean ok = TRUE;

  g_return_val_if_fail (game != NULL, NULL);
  g_return_val_if_fail (truth != NULL, NULL);
  g_return_val_if_fail (error == NULL || *error == NULL, NULL);

  switch (truth->kind)
    {
    case TSR_TRUTH_SCORE:
      ok = record_score (game, truth->player, expectations, error);
      break;
    case TSR_TRUTH_FIGURE:
      ok = record_figure (game, truth->figure, expectations, error);
      break;
    case TSR_TRUTH_FEATURE:
      ok = record_feature (game, truth->x, truth->y, truth->port, expectations, error);
      break;
    case TSR_TRUTH_TURN:
      ok = record_turn (game, expectations, error);
      break;
    case TSR_TRUTH_CHOICE:
      record_choice (game, expectations);
      break;
    case TSR_TRUTH_REFUSAL:
      ok = record_refusal (truth->code, expectations, error);
      break;
    case TSR_TRUTH_TOKEN:
      ok = record_token (game, truth->token, expectations, error);
      break;
    default:
      g_return_val_if_reached (NULL);
    }

  return ok ? g_steal_pointer (&expectations) : NULL;
}

/**
 * tsr_expectation_get_place:
 * @x: (out): the tile's column
 * @y: (out): the tile's row
 * @port: (out): where on the tile, or %TSR_PORT_NONE for the whole tile
 *
 * Where on the board @expectation is about, for the window to outline: a
 * figure, a token, a feature, a square a tile may go on, the place a
 * figure could be put when its tile is named.
 *
 * Returns: whether it is about a place on the board
 */
gboolean
tsr_expectation_get_place (const TsrExpectation *expectation,
                           gint32               *x,
                           gint32               *y,
                           TsrPort              *port)
{
  const char *name = expectation->decl->name;

  if (!(expectation->has & TSR_HAS_POS))
    return FALSE;
  if (!g_str_equal (name, "figure") && !g_str_equal (name, "token") && !g_str_equal (name, "feature") &&
      !g_str_equal (name, "legal") && !g_str_equal (name, "can-place"))
    return FALSE;

  *x = expectation->x;
  *y = expectation->y;
  /* A tile's square is the whole of it; can-place always names a port. */
  *port = g_str_equal (name, "legal") ? TSR_PORT_NONE : expectation->port;

  return TRUE;
}
