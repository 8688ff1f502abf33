/* tsr-score.h: itemised scores
 *
 * Every score Tessera awards is an expression such as
 * "5 tiles × 2 + 1 pennant × 2 = 12", so that explanations and tests can
 * read how it was reached, not only the total.
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 */

#pragma once

#include <glib.h>

G_BEGIN_DECLS

typedef enum
{
  TSR_SCORE_TILE,
  TSR_SCORE_PENNANT,
  TSR_SCORE_MONASTERY,
  TSR_SCORE_AMPHITHEATRE,
  TSR_SCORE_GARDEN,
  TSR_SCORE_NEIGHBOUR,
  TSR_SCORE_COMPLETED_CITY,
  TSR_N_SCORE_UNITS,
} TsrScoreUnit;

#define TSR_SCORE_MAX_ITEMS 4

typedef struct
{
  TsrScoreUnit unit;
  gint32       count;
  gint32       each;
} TsrScoreItem;

typedef struct
{
  guint8       n_items;
  TsrScoreItem items[TSR_SCORE_MAX_ITEMS];
} TsrScoreExpr;

void      tsr_score_expr_add       (TsrScoreExpr       *expr,
                                    TsrScoreUnit        unit,
                                    gint32              count,
                                    gint32              each);
gint32    tsr_score_expr_total     (const TsrScoreExpr *expr);
gint32    tsr_score_add            (gint32              score,
                                    gint64              points);
char     *tsr_score_expr_to_string (const TsrScoreExpr *expr);
guint     tsr_score_unit_of        (guint               feature_kind);

G_END_DECLS
