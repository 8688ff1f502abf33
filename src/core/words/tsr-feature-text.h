/* tsr-feature-text.h: what is said of a feature, a sentence per kind
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 */

#pragma once

#include <glib.h>

#include "tsr-tile.h"

G_BEGIN_DECLS

/* What a feature is said to be as to its completion. */
typedef enum
{
  TSR_FEATURE_SAID_ANY,        /* nothing of its completion */
  TSR_FEATURE_SAID_COMPLETE,
  TSR_FEATURE_SAID_OPEN,       /* not complete */
  TSR_FEATURE_SAID_NEVER,      /* can never be completed */
  TSR_FEATURE_SAID_OPEN_CAN,   /* not complete yet, but can be */
  TSR_FEATURE_SAID_CAN,        /* complete, or can still be */
  TSR_FEATURE_SAID_BOTH,       /* complete and never to be: a contradiction */
} TsrFeatureSaid;

char *tsr_feature_sentence (TsrFeatureKind  kind,
                            const char     *place,
                            TsrFeatureSaid  said,
                            const char     *tiles,
                            const char     *points);
char *tsr_feature_heading  (TsrFeatureKind  kind,
                            const char     *place);
char *tsr_sentence_fill    (const char     *text,
                            const char     *name,
                            const char     *value,
                            ...) G_GNUC_NULL_TERMINATED;

G_END_DECLS
