/* tsr-features.h: cities, roads, fields, monasteries joined across tiles
 *
 * Features are derived from the board: every segment of a placed tile is
 * an element of a union–find structure, and segments facing each other
 * across a side are joined.  Placing a tile joins incrementally; removing
 * one rebuilds from the board.  Each feature (a root) carries what scoring
 * and the expansions need: open sides, pennants, figures, tokens, flags.
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 */

#pragma once

#include <glib.h>

#include "tsr-board.h"

G_BEGIN_DECLS

typedef enum
{
  /* Can never be completed, whatever a module's reason. */
  TSR_FEATURE_FLAG_NEVER_COMPLETE = 1 << 0,
  /* Farmers do not count it as a completed city. */
  TSR_FEATURE_FLAG_NO_FARMERS     = 1 << 15,
} TsrFeatureFlags;

/* Bits 1 to 14 are the modules' own marks on features; each module takes
 * its bits in its header (docs/HACKING.md lists who has which). */
#define TSR_FEATURE_FLAG_MODULE(n) (1u << (n))

/* Whether @flags has every bit of @mark: a module's mark may carry core
 * bits others set too (never complete), so testing any one bit of it is
 * not enough. */
static inline gboolean
tsr_feature_flags_have (guint32 flags,
                        guint32 mark)
{
  return (flags & mark) == mark;
}

typedef struct
{
  TsrFeatureKind kind;
  gint32         open;       /* sides of its segments facing an empty position */
  guint32        size;       /* segments */
  guint16        pennants;
  guint16        figures;    /* player figures standing on it */
  guint16        tokens;     /* infection tokens on it */
  guint32        flags;      /* TsrFeatureFlags */
} TsrFeatureData;

typedef struct _TsrFeatures TsrFeatures;

typedef enum
{
  TSR_MEMBER_SPAN  = 1 << 0,  /* the segment is a span */
  TSR_MEMBER_NO_TILE = 1 << 1,  /* …one worth no tile */
} TsrMemberFlags;

/* One element of a feature: a segment of a placed tile. */
typedef struct
{
  guint32 tile;      /* board index */
  guint8  segment;
  guint8  flags;     /* TsrMemberFlags */
} TsrFeatureMember;

TsrFeatures          *tsr_features_new          (void);
TsrFeatures          *tsr_features_copy         (const TsrFeatures *features);
void                  tsr_features_free         (TsrFeatures       *features);

void                  tsr_features_add_tile     (TsrFeatures       *features,
                                                 const TsrBoard    *board,
                                                 guint              tile);
void                  tsr_features_rebuild      (TsrFeatures       *features,
                                                 const TsrBoard    *board);
gboolean              tsr_features_equal        (TsrFeatures       *a,
                                                 TsrFeatures       *b,
                                                 GString           *difference);

int                   tsr_features_element_at   (const TsrFeatures *features,
                                                 const TsrBoard    *board,
                                                 gint32             x,
                                                 gint32             y,
                                                 TsrPort            port);
TsrFeatureMember      tsr_features_get_member   (const TsrFeatures *features,
                                                 guint32            element);
guint32               tsr_features_next_member  (const TsrFeatures *features,
                                                 guint32            element);

void                  tsr_features_add_figures  (TsrFeatures       *features,
                                                 guint32            element,
                                                 int                delta);
void                  tsr_features_add_tokens   (TsrFeatures       *features,
                                                 guint32            element,
                                                 int                delta);
void                  tsr_features_set_flags    (TsrFeatures       *features,
                                                 guint32            element,
                                                 guint32            flags);

guint                 tsr_features_count_tiles  (TsrFeatures       *features,
                                                 guint32            element,
                                                 gboolean           spans_apart);
gboolean              tsr_features_is_complete  (TsrFeatures       *features,
                                                 const TsrBoard    *board,
                                                 guint32            element);
void                  tsr_features_open_ports   (TsrFeatures       *features,
                                                 const TsrBoard    *board,
                                                 guint32            element,
                                                 GArray            *ports);

guint32               tsr_features_element      (const TsrFeatures *features,
                                                 guint              tile,
                                                 guint              segment);
guint32               tsr_features_find         (TsrFeatures       *features,
                                                 guint32            element);
const TsrFeatureData *tsr_features_get_data     (TsrFeatures       *features,
                                                 guint32            element);

G_DEFINE_AUTOPTR_CLEANUP_FUNC (TsrFeatures, tsr_features_free)

G_END_DECLS
