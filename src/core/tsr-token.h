/* tsr-token.h: tokens on the board (infection, earthquake)
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 */

#pragma once

#include <glib.h>

#include "tsr-geometry.h"

G_BEGIN_DECLS

typedef enum
{
  TSR_TOKEN_INFECTION,     /* COVID-19: the feature it is on is infected */
  TSR_TOKEN_EARTHQUAKE,    /* Natural Disasters: the city is destroyed */
  TSR_N_TOKEN_KINDS,
} TsrTokenKind;

/* A token lies on the feature through a place of a tile. */
typedef struct
{
  TsrTokenKind kind;
  gint32       x;
  gint32       y;
  TsrPort      port;
} TsrToken;

const char *tsr_token_kind_to_string   (TsrTokenKind  kind);
gboolean    tsr_token_kind_from_string (const char   *text,
                                        TsrTokenKind *kind);

G_END_DECLS
