/* tsr-disasters-private.h: the state Natural Disasters keeps, shared by
 * the files of the module (earthquake, flood, meteor, tornado)
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 */

#pragma once

#include "tsr-module-api.h"
#include "tsr-disasters.h"
#include "tsr-river.h"

G_BEGIN_DECLS

/* The module and its pieces (tsr-disasters.c). */
extern TsrModuleId tsr_disasters_module;
extern TsrFigureKind tsr_tornado_kind;
extern TsrTokenKind tsr_earthquake_kind;
extern TsrActionKind tsr_meteor_action, tsr_flood_action, tsr_tornado_move_action, tsr_tornado_pick_action;
extern TsrActionKind tsr_disasters_pass_action, tsr_disasters_land_action;
extern TsrChoiceKind tsr_meteor_choice, tsr_flood_choice, tsr_tornado_move_choice, tsr_tornado_pick_choice;
extern TsrChoiceKind tsr_disasters_land_choice;
extern TsrRuleError tsr_disasters_not_a_target, tsr_disasters_already_named;

/* A feature facing a tile a meteor is about to hit, and whether it was
 * complete before: only those it completes are scored. */
typedef struct
{
  TsrLocation where;
  gboolean    was_complete;
  guint32     root;          /* the feature it belonged to before */
} TsrFacing;

/* A part of a completed city a meteor cut, for farmers counting it as
 * the one city it was (disasters.meteor-split-city = one-city). */
typedef struct
{
  TsrLocation where;
  guint       city;          /* the same for every part of one city */
} TsrCityPart;

typedef struct
{
  gboolean  has_start;     /* the start tile, never a meteor's target */
  gint32    start_x;
  gint32    start_y;

  gboolean  flood;
  gint32    flood_x;
  gint32    flood_y;
  gboolean  spread;
  gint      flooder;       /* whose next turn brings the cut-out */

  GArray   *meteor_path;   /* TsrPos: named for the meteor falling now */
  guint     meteor_asked;  /* players asked so far after the drawer */
  GArray   *facing;        /* TsrFacing, this turn's impact */
  GArray   *city_parts;    /* TsrCityPart */
  guint     cities_cut;

  GArray   *tornado_path;  /* TsrPos, its position last; empty: no tornado */
  gboolean  picking;       /* the mover picks among followers */
  gboolean  holding;
  TsrFigure held;
} DisastersState;

DisastersState *tsr_disasters_state (const TsrGame *game);

/* Shared by the meteor and the flood: every figure and token on (x, y)
 * goes home, with a step for each figure, and the tile gives way to
 * @type at rotation 0, as the tile of this turn. */
void          tsr_disasters_replace_tile   (TsrGame           *game,
                                            gint32             x,
                                            gint32             y,
                                            const TsrTileType *type);
void          tsr_disasters_emit_position  (TsrGame           *game,
                                            const char        *rule,
                                            gint               player,
                                            gint32             x,
                                            gint32             y);
gboolean      tsr_disasters_is_meteor      (const TsrTileType *type);
gboolean      tsr_disasters_path_has       (const GArray      *path,
                                            gint32             x,
                                            gint32             y);
gboolean      tsr_disasters_is_flood       (const TsrTileType *type);

/* tsr-meteor.c */
gboolean      tsr_meteor_has_target        (TsrGame           *game);
TsrHookResult tsr_meteor_run               (TsrGame           *game);
void          tsr_meteor_list_options      (TsrGame           *game,
                                            GArray            *actions);
gboolean      tsr_meteor_answer            (TsrGame           *game,
                                            const TsrAction   *action,
                                            GError           **error);
void          tsr_meteor_collect           (TsrGame           *game,
                                            GArray            *elements);

void          tsr_meteor_note_parts        (TsrGame           *game);
void          tsr_meteor_adjust_field      (TsrGame           *game,
                                            guint32            field,
                                            TsrScoreExpr      *expr);

/* tsr-flood.c */
gboolean      tsr_flood_has_target         (TsrGame           *game);
TsrHookResult tsr_flood_run                (TsrGame           *game);
void          tsr_flood_list_options       (TsrGame           *game,
                                            GArray            *actions);
gboolean      tsr_flood_answer             (TsrGame           *game,
                                            const TsrAction   *action,
                                            GError           **error);
void          tsr_flood_spread             (TsrGame           *game);
void          tsr_flood_mark_tile          (TsrGame           *game,
                                            gint32             x,
                                            gint32             y);
void          tsr_flood_mark_around        (TsrGame           *game);

/* tsr-tornado.c */
TsrHookResult tsr_tornado_run              (TsrGame           *game);
void          tsr_tornado_list_options     (TsrGame           *game,
                                            GArray            *actions);
gboolean      tsr_tornado_answer           (TsrGame           *game,
                                            const TsrAction   *action,
                                            GError           **error);
void          tsr_tornado_check_position   (TsrGame           *game,
                                            GPtrArray         *problems);

/* tsr-earthquake.c */
void          tsr_earthquake_strike        (TsrGame           *game);
char         *tsr_earthquake_destroyed_says (TsrFeatureKind    kind,
                                             const char       *place,
                                             gboolean          value);

G_END_DECLS
