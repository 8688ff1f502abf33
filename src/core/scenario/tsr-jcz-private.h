/* tsr-jcz-private.h: the parts of the JCloisterZone importer, shared
 * between its files
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 */

#pragma once

#include <json-glib/json-glib.h>

#include "tsr-jcz-pack.h"
#include "tsr-scenario-private.h"

G_BEGIN_DECLS

typedef enum
{
  TSR_JCZ_PLACE_TILE,
  TSR_JCZ_DEPLOY,
  TSR_JCZ_PASS,
  TSR_JCZ_COMMIT,
  TSR_JCZ_RECALL_ABBOT,
  TSR_JCZ_BRIDGE,
} TsrJczMessageKind;

/* One message of the replay that stands once the undone are taken out. */
typedef struct
{
  TsrJczMessageKind kind;
  guint             index;      /* in the file's replay, from 0 */
  const char       *type;       /* as the file names it: "PLACE_TILE" */
  const char       *tile;       /* a JCloisterZone tile id */
  gint32            x;
  gint32            y;
  guint             rotation;   /* quarter turns */
  const char       *feature;    /* "City", "Road", "Field", "Monastery", "Garden" */
  const char       *location;   /* "N", "NL.NR", "I", "NS" */
  TsrFigureKind     figure;
  gboolean          has_random;
  double            random;
  gboolean          tile_pass;  /* a pass that sets aside the tile drawn */
} TsrJczMessage;

typedef struct
{
  const char *name;             /* the file, for messages */
  JsonObject *root;
  const char *version;
  double      initial_random;
  GPtrArray  *sets;             /* const char * set ids, each with its count in set_counts */
  GArray     *set_counts;       /* guint */
  GPtrArray  *start_tiles;      /* const char *: JCloisterZone ids */
  GArray     *messages;         /* TsrJczMessage */
  GPtrArray  *draw_order;       /* const char *: draws the game forces, or NULL */
  gint        draw_limit;       /* how many draws the game has at most, or -1 */
  GPtrArray  *unchecked;        /* char *: the test's assertions Tessera does not check */
} TsrJczGame;

void      tsr_jcz_game_clear     (TsrJczGame        *jcz);
char     *tsr_jcz_text           (const char        *text);
gboolean  tsr_jcz_replay         (TsrJczGame        *jcz,
                                  const TsrGame     *setup,
                                  TsrGame          **played,
                                  GError           **error);
GPtrArray *tsr_jcz_read_test     (TsrJczGame        *jcz,
                                  const TsrGame     *played);
TsrPort   tsr_jcz_port           (const TsrGame     *game,
                                  gint32             x,
                                  gint32             y,
                                  const char        *feature,
                                  const char        *location);

G_END_DECLS
