/* tsr-scoring.c: what features are worth and who gets it
 *
 * A feature's value is an itemised expression built by the modules in
 * turn: the base game computes it, the expansions adjust it (a destroyed
 * city, a rainbow road segment worth nothing).  The players with the most
 * figures on a feature each receive the whole value; the awards go
 * through the scoring queue so that modules can intercept them.
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 */

#include "config.h"

#include <string.h>

#include "tsr-game-private.h"

/**
 * tsr_game_feature_value:
 * @final: the final-scoring value (an incomplete city 1 per tile…) rather
 *   than the value of a feature completed during the game
 * @expr: (out): the value
 */
void
tsr_game_feature_value (TsrGame      *game,
                        guint32       element,
                        gboolean      final,
                        TsrScoreExpr *expr)
{
  memset (expr, 0, sizeof *expr);

  TSR_FOREACH_MODULE_ON (game, i)
    if (tsr_module_get (i)->value != NULL)
      tsr_module_get (i)->value (game, element, final, expr);
}

/* One pass over the figures on the feature of @root: each player's
 * weight on it (when @weight is given, zeroed by the caller) and the
 * place of the first figure standing there.  Returns: whether any does. */
static gboolean
scan_feature (TsrGame     *game,
              guint32      root,
              guint       *weight,
              TsrLocation *first)
{
  /* The feature counts the player figures on it: the scan stops once it
   * has met them all. */
  guint left = tsr_features_get_data (game->st.features, root)->figures;
  gboolean found = FALSE;

  for (guint i = 0; i < game->st.figures->len && left > 0; i++)
    {
      const TsrFigure *figure = &g_array_index (game->st.figures, TsrFigure, i);

      if (tsr_game_figure_feature (game, figure) != root)
        continue;
      if (!found)
        *first = (TsrLocation) { figure->x, figure->y, figure->port };
      found = TRUE;
      left--;
      if (weight == NULL)
        break;
      weight[figure->player] += tsr_figure_kind_weight (figure->kind);
    }

  return found;
}

/* Where a feature is named in explanations: the first figure standing on
 * it, else its first segment. */
static TsrLocation
segment_place (TsrGame *game,
               guint32  element)
{
  TsrFeatureMember member = tsr_features_get_member (game->st.features, element);
  const TsrPlacedTile *tile = tsr_board_get_nth (game->st.board, member.tile);

  return (TsrLocation) { tile->x, tile->y, tsr_placed_tile_segment_anchor (tile, member.segment) };
}

static TsrLocation
feature_place (TsrGame *game,
               guint32  element)
{
  TsrLocation place = segment_place (game, element);
  guint32 root = tsr_features_find (game->st.features, element);

  if (tsr_features_get_data (game->st.features, root)->figures > 0)
    scan_feature (game, root, NULL, &place);

  return place;
}

static const char *
award_rule (TsrFeatureKind kind,
            gboolean       final)
{
  switch (kind)
    {
    case TSR_FEATURE_CITY:
      return final ? "base.final-city" : "base.score-city";
    case TSR_FEATURE_ROAD:
      return final ? "base.final-road" : "base.score-road";
    case TSR_FEATURE_FIELD:
      return "base.final-field";
    case TSR_FEATURE_GARDEN:
      return final ? "base.final-garden" : "base.score-garden";
    default:
      /* The features at the centre of tiles score as monasteries do. */
      g_return_val_if_fail (TSR_FEATURE_IS_CLOISTER (kind), "base.score-road");
      return final ? "base.final-monastery" : "base.score-monastery";
    }
}

static void
queue_event (TsrGame             *game,
             const TsrScoreEvent *event)
{
  g_array_append_val (game->st.events, *event);
}

/**
 * tsr_game_queue_award:
 *
 * Puts an award of @expr points to @player on the scoring queue.
 */
static void
queue_award_at (TsrGame            *game,
                const char         *rule,
                guint32             element,
                const TsrLocation  *place,
                gint                player,
                const TsrScoreExpr *expr,
                gboolean            final)
{
  TsrScoreEvent event = { 0 };

  event.kind = TSR_EVENT_AWARD;
  event.rule = rule;
  event.element = element;
  event.place = *place;
  event.feature = tsr_features_get_data (game->st.features, element)->kind;
  event.player = player;
  event.expr = *expr;
  event.final = final;
  queue_event (game, &event);
}

void
tsr_game_queue_award (TsrGame            *game,
                      const char         *rule,
                      guint32             element,
                      gint                player,
                      const TsrScoreExpr *expr,
                      gboolean            final)
{
  TsrLocation place = feature_place (game, element);

  queue_award_at (game, rule, element, &place, player, expr, final);
}

/* Returns: how many players share the majority of @weight; their
 * indices in @winners. */
static guint
majority (const guint *weight,
          guint        n_players,
          gint        *winners)
{
  guint best = 0, n = 0;

  for (guint p = 0; p < n_players; p++)
    best = MAX (best, weight[p]);
  if (best == 0)
    return 0;

  for (guint p = 0; p < n_players; p++)
    if (weight[p] == best)
      winners[n++] = p;

  return n;
}

/**
 * tsr_game_queue_feature:
 *
 * Queues the scoring of one feature.  During the game: the completion, an
 * award to every player with the majority, then every figure on it going
 * home.  At the end: the awards only.
 */
void
tsr_game_queue_feature (TsrGame *game,
                        guint32  element,
                        gboolean final)
{
  const TsrFeatureData *data = tsr_features_get_data (game->st.features, element);
  guint n_players = game->st.players->len;
  guint weight_stack[16] = { 0 };
  gint winners_stack[16];
  g_autofree guint *weight_heap = n_players > G_N_ELEMENTS (weight_stack) ? g_new0 (guint, n_players) : NULL;
  g_autofree gint *winners_heap = n_players > G_N_ELEMENTS (winners_stack) ? g_new (gint, n_players) : NULL;
  guint *weight = weight_heap != NULL ? weight_heap : weight_stack;
  gint *winners = winners_heap != NULL ? winners_heap : winners_stack;
  TsrScoreEvent marker = { 0 };
  TsrScoreExpr expr;
  guint n_winners = 0;

  marker.element = element;
  marker.place = segment_place (game, element);
  marker.feature = data->kind;
  marker.player = -1;
  marker.final = final;

  /* Who stands there decides both who scores and where the feature is
   * named. */
  if (data->figures > 0 &&
      scan_feature (game, tsr_features_find (game->st.features, element), weight, &marker.place))
    n_winners = majority (weight, n_players, winners);

  if (!final)
    {
      marker.kind = TSR_EVENT_COMPLETE;
      marker.rule = "base.complete";
      queue_event (game, &marker);
    }

  if (data->figures == 0)
    return;

  tsr_game_feature_value (game, element,
                          final && !tsr_features_is_complete (game->st.features, game->st.board, element),
                          &expr);
  for (guint i = 0; i < n_winners; i++)
    queue_award_at (game, award_rule (data->kind, final), element, &marker.place, winners[i], &expr, final);

  if (!final)
    {
      marker.kind = TSR_EVENT_RETURN;
      marker.rule = "base.return-figure";
      queue_event (game, &marker);
    }
}

/* Applies an award that no module intercepted.  Scores stay from 0 to
 * TSR_SCORE_MAX. */
void
tsr_game_award (TsrGame             *game,
                const TsrScoreEvent *event)
{
  gint32 points = tsr_score_expr_total (&event->expr);
  TsrPlayer *player = tsr_game_player (game, event->player);
  TsrStep step;

  player->score = tsr_score_add (player->score, points);

  tsr_step_init (&step, event->rule);
  step.player = event->player;
  step.points = points;
  step.expr = event->expr;
  tsr_step_name_event (&step, event);
  tsr_game_emit (game, &step);
}

/* Names the feature of @event in @step: {feature} and {place}. */
void
tsr_step_name_event (TsrStep             *step,
                     const TsrScoreEvent *event)
{
  step->feature = event->feature;
  step->x = event->place.x;
  step->y = event->place.y;
  step->port = event->place.port;
}
