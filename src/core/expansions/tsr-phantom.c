/* tsr-phantom.c: the phantom (docs/rules-modules.md, "The phantom")
 *
 * One phantom per player.  It is placed in the figure step instead of the
 * regular figure, or in a step of its own right after it, on another
 * feature of the tile just placed that nobody occupies and that the
 * figure placed this turn is not on.  It counts, scores and returns like
 * a meeple.  A figure of another kind may stand for it when its module
 * allows (a gladiator lying down).
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 */

#include "config.h"

#include <glib/gi18n-lib.h>

#include "tsr-builtin-modules.h"
#include "tsr-module-api.h"
#include "tsr-phantom.h"

static TsrModuleId phantom_module;
TsrFigureKind tsr_phantom_kind;
static TsrChoiceKind phantom_choice;

static const TsrRuleDecl rules[] = {
  { "phantom.place", TSR_PH_PLAYER | TSR_PH_FEATURE | TSR_PH_PLACE },
  { NULL, 0 }
};

static char *
too_many_phantoms (const char *owner,
                   gint        owned)
{
  /* Translators: %s is a player's name */
  return g_strdup_printf (g_dngettext (GETTEXT_PACKAGE, "%s owns %d phantom but has more on the board.", "%s owns %d phantoms but has more on the board.", owned),
                          owner, owned);
}

static const TsrFigureDecl figure_decls[] = {
  {
    .name = "phantom",
    /* Translators: the translucent extra follower of the Phantom expansion */
    .title = NC_("figure", "phantom"),
    .id = &tsr_phantom_kind,
    .stands_on = TSR_FEATURES_FOLLOWED,
    .owned = 1,
    .owned_attribute = "phantom",
    .owned_title = N_("Phantoms Owned"),
    .place_rule = "phantom.place",
    .too_many = too_many_phantoms,
  },
  { NULL }
};

/* A position saved while the phantom's step waits comes back to it. */
static const TsrChoiceDecl choice_decls[] = {
  { "phantom", &phantom_choice, TRUE },
  { NULL }
};

/* Whether its step was answered: the stage hook, called again right
 * after, then lets the turn go on. */
typedef struct
{
  gboolean answered;
} PhantomState;

static gpointer
phantom_state_new (void)
{
  return g_new0 (PhantomState, 1);
}

static gpointer
phantom_state_copy (gconstpointer state)
{
  return g_memdup2 (state, sizeof (PhantomState));
}

static gboolean
phantom_state_equal (gconstpointer a,
                     gconstpointer b)
{
  return ((const PhantomState *) a)->answered == ((const PhantomState *) b)->answered;
}

static PhantomState *
phantom_state (TsrGame *game)
{
  return tsr_game_get_module_state (game, phantom_module);
}

/* Whether the active player has a figure on the tile placed this turn,
 * on its segment @segment (-1: anywhere), taken from the phantom's
 * supply only when @phantom. */
static gboolean
own_figure_on_tile (TsrGame  *game,
                    int       segment,
                    gboolean  phantom)
{
  const TsrPlacedTile *tile = tsr_game_get_placed_tile (game);

  for (guint i = 0; tile != NULL && i < tsr_game_get_n_figures (game); i++)
    {
      const TsrFigure *figure = tsr_game_get_figure (game, i);

      if (figure->player == tsr_game_get_active (game) && figure->x == tile->x && figure->y == tile->y &&
          (segment < 0 || tsr_placed_tile_segment_at (tile, figure->port) == segment) &&
          (!phantom || figure->piece == tsr_phantom_kind))
        return TRUE;
    }

  return FALSE;
}

/* The phantom's own step: after the regular figure (or the abbot taken
 * back instead), unless the phantom went first. */
static TsrHookResult
phantom_after_figure (TsrGame *game)
{
  g_autoptr(GArray) options = NULL;
  PhantomState *state = phantom_state (game);

  if (state->answered)
    {
      state->answered = FALSE;
      return TSR_HOOK_DONE;
    }
  if (!tsr_game_figure_step_done (game) || own_figure_on_tile (game, -1, TRUE))
    return TSR_HOOK_DONE;

  options = g_array_new (FALSE, FALSE, sizeof (TsrAction));
  tsr_game_list_figure_placements (game, options, tsr_phantom_kind, TRUE);
  if (options->len == 0)
    return TSR_HOOK_DONE;

  tsr_game_wait_for (game, phantom_choice, tsr_game_get_active (game), TRUE, phantom_module);
  return TSR_HOOK_WAIT;
}

/* The phantom never joins the figure its owner put on this tile this
 * turn, even where that figure leaves the feature open. */
static gboolean
phantom_figure_veto (TsrGame          *game,
                     const TsrFigure  *candidate,
                     GError          **error)
{
  const TsrPlacedTile *tile = tsr_game_get_placed_tile (game);

  if (candidate->piece != tsr_phantom_kind || tile == NULL ||
      !own_figure_on_tile (game, tsr_placed_tile_segment_at (tile, candidate->port), FALSE))
    return TRUE;

  tsr_rule_error_set (error, TSR_RULE_ERROR_FEATURE_OCCUPIED);
  return FALSE;
}

static gboolean
phantom_accepts (TsrGame       *game,
                 TsrActionKind  kind)
{
  return kind == TSR_ACTION_PLACE_FIGURE;
}

static void
phantom_list_options (TsrGame *game,
                      GArray  *actions)
{
  tsr_game_list_figure_placements (game, actions, tsr_phantom_kind, FALSE);
}

static gboolean
phantom_answer (TsrGame          *game,
                const TsrAction  *action,
                GError          **error)
{
  if (action->kind == TSR_ACTION_PLACE_FIGURE &&
      !tsr_game_place_figure (game, action, tsr_phantom_kind, error))
    return FALSE;

  phantom_state (game)->answered = TRUE;
  return TRUE;
}

const TsrModule tsr_module_phantom = {
  .id = "phantom",
  .index = &phantom_module,
  .rules = rules,
  .figures = figure_decls,
  .choices = choice_decls,
  .state_new = phantom_state_new,
  .state_copy = phantom_state_copy,
  .state_free = g_free,
  .state_equal = phantom_state_equal,
  .after_figure = phantom_after_figure,
  .figure_veto = phantom_figure_veto,
  .accepts = phantom_accepts,
  .list_options = phantom_list_options,
  .answer = phantom_answer,
};
