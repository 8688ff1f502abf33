/* tsr-token.h: tokens on the board and the kinds modules declare
 *
 * A token lies on the feature through a place of a tile.  Its kind
 * belongs to the module that declares it (TsrTokenDecl); what a token
 * does to its feature is declared with it.
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 */

#pragma once

#include <glib.h>

#include "tsr-geometry.h"

G_BEGIN_DECLS

typedef guint8 TsrTokenKind;

#define TSR_MAX_TOKEN_KINDS 8

typedef struct
{
  TsrTokenKind kind;
  gint32       x;
  gint32       y;
  TsrPort      port;
} TsrToken;

typedef struct
{
  const char   *name;          /* in scenario files: kind="…" */
  TsrTokenKind *id;            /* set when registered, or NULL */
  const char   *supply_text;   /* translatable, with {count}, how many are left: the palette's tooltip */
  gboolean      counted;       /* counted on its feature (TsrFeatureData.tokens): one kind at most */
  guint32       feature_flags; /* set on its feature while it lies there */
  /* "The board holds more infection tokens than the box's 20." */
  char       *(*too_many)      (gint          box);
  /* What an expectation says: "An infection token lies on the north
   * side of the tile at (1, 0).", or that none lies there; and "3
   * infection tokens are left in the supply."  Without them, the kind is
   * said by its name in files. */
  char       *(*lies)          (const char   *place,
                                gboolean      there);
  char       *(*left)          (long long     count);
} TsrTokenDecl;

guint               tsr_token_kind_count       (void);
const TsrTokenDecl *tsr_token_kind_get_decl    (TsrTokenKind  kind);
guint               tsr_token_kind_get_owners  (TsrTokenKind  kind);
const char         *tsr_token_kind_to_string   (TsrTokenKind  kind);
gboolean            tsr_token_kind_from_string (const char   *text,
                                                TsrTokenKind *kind);
char               *tsr_token_kind_list        (void);

/* For the module registry. */
void                tsr_token_kind_register    (const TsrTokenDecl *decl,
                                                guint               module);

G_END_DECLS
