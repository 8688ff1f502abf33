/* tsr-figure-step.c: placing a figure on the tile just placed
 *
 * After the tile goes down the active player may put one figure on it
 * (docs/rules.md, "Base game"): any kind in play they have one of, on a
 * segment its kind may stand on, in a feature nobody occupies.  A figure
 * is taken from a supply, its piece: its kind's own, or one its kind may
 * stand for when a module's step places it from there (a figure laid
 * down in an arena from the second supply of a later step).  Modules add
 * their own answers to the step (taking a figure back) and may refuse a
 * placement; a module may open a further step of its own and place
 * figures through tsr_game_place_figure().
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 */

#include "config.h"

#include "tsr-game-private.h"

static inline gboolean
kind_in_play (const TsrGame *game,
              TsrFigureKind  kind)
{
  return (tsr_figure_kind_get_owners (kind) & game->st.modules) != 0 &&
         tsr_figure_kind_get_decl (kind)->place_rule != NULL;
}

/* Whether a kind of figure in play may leave its feature open to others:
 * without one, any figure on a feature occupies it. */
static gboolean
some_kind_leaves_open (const TsrGame *game)
{
  for (TsrFigureKind kind = 0; kind < tsr_figure_kind_count (); kind++)
    if (tsr_figure_kind_get_decl (kind)->occupies != NULL &&
        (tsr_figure_kind_get_owners (kind) & game->st.modules) != 0)
      return TRUE;

  return FALSE;
}

/**
 * tsr_game_feature_occupied:
 * @except: a figure standing on the feature not to count (one asking
 *   whether it may stay), or %NULL
 *
 * Whether a figure keeps the feature of @element for itself.  A kind may
 * say its figures leave their feature open to others.
 */
gboolean
tsr_game_feature_occupied (TsrGame         *game,
                           guint32          element,
                           const TsrFigure *except)
{
  guint32 root;

  if (tsr_features_get_data (game->st.features, element)->figures == 0)
    return FALSE;
  if (except == NULL && !some_kind_leaves_open (game))
    return TRUE;

  root = tsr_features_find (game->st.features, element);
  for (guint i = 0; i < game->st.figures->len; i++)
    {
      const TsrFigure *figure = &g_array_index (game->st.figures, TsrFigure, i);
      const TsrFigureDecl *decl;

      if (figure->player < 0 || tsr_game_figure_feature (game, figure) != root ||
          (except != NULL && figure->x == except->x && figure->y == except->y &&
           figure->port == except->port && figure->kind == except->kind && figure->player == except->player))
        continue;
      decl = tsr_figure_kind_get_decl (figure->kind);
      if (decl->occupies == NULL || decl->occupies (game, figure))
        return TRUE;
    }

  return FALSE;
}

/* Whether a module says a figure put at @candidate's place does not stay
 * there but falls at once elsewhere: then nobody there keeps it out. */
static gboolean
figure_falls (TsrGame         *game,
              const TsrFigure *candidate)
{
  TSR_FOREACH_MODULE_ON (game, i)
    if (tsr_module_get (i)->figure_falls != NULL && tsr_module_get (i)->figure_falls (game, candidate))
      return TRUE;

  return FALSE;
}

/* What the figure rules read off the game that stays the same for every
 * candidate of one listing: read once, when first needed. */
typedef struct
{
  gint farmers;  /* base.farmers is on: 1, off: 0, not read yet: -1 */
} FigureContext;

#define FIGURE_CONTEXT_INIT { -1 }

static gboolean
farmers_allowed (TsrGame       *game,
                 FigureContext *context)
{
  if (context->farmers < 0)
    context->farmers = !tsr_game_variant_is (game, "base.farmers", "off");

  return context->farmers;
}

/* Whether the active player has a figure of @kind to place now from
 * @piece's supply. */
static gboolean
figure_available (TsrGame        *game,
                  TsrFigureKind   kind,
                  TsrFigureKind   piece,
                  GError        **error)
{
  if (kind >= tsr_figure_kind_count () || !kind_in_play (game, kind))
    {
      tsr_rule_error_set (error, TSR_RULE_ERROR_MODULE_OFF);
      return FALSE;
    }
  if (!tsr_figure_kind_can_be (kind, piece))
    {
      tsr_rule_error_set (error, TSR_RULE_ERROR_NOT_ALLOWED_NOW);
      return FALSE;
    }
  if (tsr_game_get_supply (game, game->st.active, piece) <= 0)
    {
      tsr_rule_error_set (error, TSR_RULE_ERROR_NO_FIGURE_LEFT);
      return FALSE;
    }

  return TRUE;
}

/* Whether @candidate, a figure the player has, may stand where it says on
 * the tile placed this turn. */
static gboolean
figure_fits (TsrGame          *game,
             const TsrFigure  *candidate,
             FigureContext    *context,
             GError          **error)
{
  const TsrPlacedTile *tile = tsr_board_get_nth (game->st.board, game->st.placed_index);
  int segment, element;
  TsrFeatureKind kind;

  segment = tsr_placed_tile_segment_at (tile, candidate->port);
  if (segment < 0)
    {
      tsr_rule_error_set (error, TSR_RULE_ERROR_NO_SEGMENT);
      return FALSE;
    }

  kind = tsr_placed_tile_segment_kind (tile, segment);
  if (!tsr_figure_kind_can_stand (candidate->kind, kind) ||
      (kind == TSR_FEATURE_FIELD && !farmers_allowed (game, context)))
    {
      tsr_rule_error_set (error, TSR_RULE_ERROR_WRONG_FEATURE);
      return FALSE;
    }

  element = tsr_features_element (game->st.features, game->st.placed_index, segment);
  if (!figure_falls (game, candidate) && tsr_game_feature_occupied (game, element, NULL))
    {
      tsr_rule_error_set (error, TSR_RULE_ERROR_FEATURE_OCCUPIED);
      return FALSE;
    }

  TSR_FOREACH_MODULE_ON (game, i)
    if (tsr_module_get (i)->figure_veto != NULL &&
        !tsr_module_get (i)->figure_veto (game, candidate, error))
      return FALSE;

  return TRUE;
}

/* The figure @action would put down, taken from @piece's supply (its
 * kind's own for TSR_FIGURE_NONE). */
static TsrFigure
candidate_of (TsrGame         *game,
              const TsrAction *action,
              TsrFigureKind    piece)
{
  return (TsrFigure) { .kind = action->figure, .player = game->st.active,
                       .piece = piece == TSR_FIGURE_NONE ? tsr_figure_kind_supply (action->figure) : piece,
                       .x = game->st.placed_x, .y = game->st.placed_y, .port = action->port };
}

static gboolean
check_figure (TsrGame          *game,
              const TsrAction  *action,
              TsrFigureKind     piece,
              GError          **error)
{
  FigureContext context = FIGURE_CONTEXT_INIT;
  TsrFigure candidate;

  if (!game->st.placed)
    {
      tsr_rule_error_set (error, TSR_RULE_ERROR_NOT_ALLOWED_NOW);
      return FALSE;
    }
  if (action->has_pos && (action->x != game->st.placed_x || action->y != game->st.placed_y))
    {
      tsr_rule_error_set (error, TSR_RULE_ERROR_NOT_PLACED_TILE);
      return FALSE;
    }

  candidate = candidate_of (game, action, piece);
  return figure_available (game, candidate.kind, candidate.piece, error) &&
         figure_fits (game, &candidate, &context, error);
}

/**
 * tsr_game_check_figure:
 *
 * Whether the active player may place the figure of @action (kind, port,
 * and x/y when given) on the tile placed this turn, from its kind's own
 * supply.
 */
gboolean
tsr_game_check_figure (TsrGame          *game,
                       const TsrAction  *action,
                       GError          **error)
{
  return check_figure (game, action, TSR_FIGURE_NONE, error);
}

/**
 * tsr_game_list_figure_placements:
 * @piece: the supply the figures come from, or %TSR_FIGURE_NONE for each
 *   kind's own
 * @first_only: stop at the first
 *
 * Every figure placement the active player may make now on the tile
 * placed this turn.  What does not depend on the segment is checked once
 * per figure kind.
 */
void
tsr_game_list_figure_placements (TsrGame       *game,
                                 GArray        *actions,
                                 TsrFigureKind  piece,
                                 gboolean       first_only)
{
  const TsrPlacedTile *tile;
  FigureContext context = FIGURE_CONTEXT_INIT;
  TsrFigureKind pieces[TSR_MAX_FIGURE_KINDS];
  guint n_kinds = tsr_figure_kind_count ();
  guint32 kinds = 0;

  if (!game->st.placed)
    return;

  for (TsrFigureKind kind = 0; kind < n_kinds; kind++)
    {
      if (!kind_in_play (game, kind))
        continue;
      pieces[kind] = piece == TSR_FIGURE_NONE ? tsr_figure_kind_supply (kind) : piece;
      if (figure_available (game, kind, pieces[kind], NULL))
        kinds |= 1u << kind;
    }
  if (kinds == 0)
    return;

  tile = tsr_board_get_nth (game->st.board, game->st.placed_index);
  for (guint s = 0; s < TSR_PLACED_TILE_SLOTS (tile); s++)
    {
      TsrPort port;

      if (!tsr_placed_tile_has_segment (tile, s))
        continue;
      port = tsr_placed_tile_segment_anchor (tile, s);

      for (TsrFigureKind kind = 0; kind < n_kinds; kind++)
        {
          TsrFigure candidate = { .kind = kind, .player = game->st.active, .piece = pieces[kind],
                                  .x = tile->x, .y = tile->y, .port = port };
          TsrAction action;

          if (!(kinds & (1u << kind)) || !figure_fits (game, &candidate, &context, NULL))
            continue;

          tsr_action_init_at (&action, TSR_ACTION_PLACE_FIGURE, tile->x, tile->y);
          action.figure = kind;
          action.port = port;
          g_array_append_val (actions, action);
          if (first_only)
            return;
        }
    }
}

/* The answers to the figure step: placements, then the modules' own. */
void
tsr_figure_step_list_options (TsrGame  *game,
                              GArray   *actions,
                              gboolean  first_only)
{
  tsr_game_list_figure_placements (game, actions, TSR_FIGURE_NONE, first_only);
  if (first_only && actions->len > 0)
    return;

  TSR_FOREACH_MODULE_ON (game, i)
    if (tsr_module_get (i)->figure_options != NULL)
      tsr_module_get (i)->figure_options (game, actions);
}

/**
 * tsr_game_place_figure:
 * @piece: the supply the figure comes from, or %TSR_FIGURE_NONE for its
 *   kind's own
 *
 * Puts the figure of @action on the tile placed this turn, if the rules
 * allow it, with the step of its kind's rule.
 */
gboolean
tsr_game_place_figure (TsrGame          *game,
                       const TsrAction  *action,
                       TsrFigureKind     piece,
                       GError          **error)
{
  TsrFigure figure;
  TsrStep step;

  if (!check_figure (game, action, piece, error))
    return FALSE;

  figure = candidate_of (game, action, piece);
  tsr_game_put_figure (game, &figure);

  tsr_step_init (&step, tsr_figure_kind_get_decl (figure.kind)->place_rule);
  step.player = game->st.active;
  step.figure = figure.kind;
  step.x = figure.x;
  step.y = figure.y;
  step.port = figure.port;
  step.feature = tsr_features_get_data (game->st.features,
                                        tsr_game_feature_element (game, figure.x, figure.y, figure.port))->kind;
  tsr_game_emit (game, &step);

  return TRUE;
}

/* The module that answers @kind in the figure step, or -1. */
int
tsr_figure_step_action_module (TsrGame       *game,
                               TsrActionKind  kind)
{
  if (!(tsr_action_kind_get_decl (kind)->flags & TSR_ACTION_FIGURE_STEP))
    return -1;

  TSR_FOREACH_MODULE_ON (game, i)
    if (tsr_action_kind_get_owners (kind) & (1u << i))
      return i;

  return -1;
}

/* Applies an answer to the figure step: once a figure is placed (or a
 * module's action taken) the regular figure step is over. */
gboolean
tsr_figure_step_answer (TsrGame          *game,
                        const TsrAction  *action,
                        GError          **error)
{
  int module;

  if (action->kind == TSR_ACTION_PLACE_FIGURE)
    {
      if (!tsr_game_place_figure (game, action, TSR_FIGURE_NONE, error))
        return FALSE;
    }
  else if (action->kind != TSR_ACTION_SKIP)
    {
      module = tsr_figure_step_action_module (game, action->kind);
      if (module < 0 || !tsr_module_get (module)->figure_action (game, action, error))
        {
          if (module < 0)
            tsr_rule_error_set (error, TSR_RULE_ERROR_NOT_ALLOWED_NOW);
          return FALSE;
        }
    }

  game->st.figure_done = action->kind != TSR_ACTION_SKIP;
  game->st.stage = TSR_STAGE_AFTER_FIGURE;
  game->st.cursor = 0;
  return TRUE;
}

/**
 * tsr_game_reopen_figure_step:
 *
 * Lets the active player take the figure step again (a figure placed this
 * turn went home at once), with every step a module adds after it.
 */
void
tsr_game_reopen_figure_step (TsrGame *game)
{
  game->st.figure_done = FALSE;
  game->st.stage = TSR_STAGE_FIGURE;
  game->st.cursor = 0;
}
