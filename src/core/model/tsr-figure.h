/* tsr-figure.h: the figures on the board and the kinds modules declare
 *
 * The base game has the meeple; every other kind of figure belongs to the
 * module that declares it (TsrFigureDecl) and is known by the number
 * registering gives it.  The registry is the one table from kinds to the
 * names scenario files use.
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 */

#pragma once

#include <glib.h>

#include "tsr-geometry.h"
#include "tsr-tile.h"

G_BEGIN_DECLS

typedef guint8 TsrFigureKind;

#define TSR_FIGURE_MEEPLE     ((TsrFigureKind) 0)
#define TSR_MAX_FIGURE_KINDS  16
#define TSR_FIGURE_NONE       ((TsrFigureKind) 0xff)

typedef struct
{
  TsrFigureKind kind;
  gint8         player;      /* -1 for neutral figures */
  TsrFigureKind piece;       /* whose supply it came from: its kind's, or another it may stand for */
  guint8        state;       /* a number its module gives it (see TsrFigureDecl.state_attribute) */
  gint32        x;
  gint32        y;
  TsrPort       port;        /* TSR_PORT_NONE for neutral figures */
} TsrFigure;

typedef struct _TsrGame TsrGame;

typedef enum
{
  TSR_FIGURE_NEUTRAL  = 1 << 0,  /* belongs to nobody and stands on a whole tile */
  TSR_FIGURE_STAYS    = 1 << 1,  /* stays on its feature when it is scored during the game */
  TSR_FIGURE_NO_SHARE = 1 << 2,  /* does not count for the majority on its feature */
} TsrFigureFlags;

typedef struct
{
  const char     *name;             /* in scenario files: kind="meeple" */
  const char     *title;            /* translatable, context "figure": what explanations call it */
  TsrFigureKind  *id;               /* set when registered, or NULL */
  guint           flags;            /* TsrFigureFlags */
  guint32         stands_on;        /* a bit per TsrFeatureKind it may stand on */
  const char     *supply;           /* the kind whose supply it comes from, NULL: its own */
  const char     *also_from;        /* another kind it may stand for, taken from that supply */
  gint            owned;            /* how many each player owns when the module is on */
  const char     *owned_attribute;  /* the <player> attribute saying how many are owned */
  const char     *owned_title;      /* translatable: that number in the players list */
  const char     *place_rule;       /* the rule of placing it in the figure step, NULL: not placed so */
  const char     *state_attribute;  /* the <figure> attribute giving TsrFigure.state, or NULL */
  guint8          state_max;

  /* Whether @figure keeps its feature for itself (NULL: it always does). */
  gboolean      (*occupies)         (TsrGame         *game,
                                     const TsrFigure *figure);
  /* "Red owns 2 abbots but has more on the board." */
  char         *(*too_many)         (const char      *owner,
                                     gint             owned);
} TsrFigureDecl;

guint                tsr_figure_kind_count       (void);
const TsrFigureDecl *tsr_figure_kind_get_decl    (TsrFigureKind   kind);
guint                tsr_figure_kind_get_owners  (TsrFigureKind   kind);
const char          *tsr_figure_kind_to_string   (TsrFigureKind   kind);
gboolean             tsr_figure_kind_from_string (const char     *text,
                                                  TsrFigureKind  *kind);
gboolean             tsr_figure_kind_is_neutral  (TsrFigureKind   kind);
char                *tsr_figure_kind_list        (gboolean        players_only);
TsrFigureKind        tsr_figure_kind_supply      (TsrFigureKind   kind);
gboolean             tsr_figure_kind_can_be      (TsrFigureKind   kind,
                                                  TsrFigureKind   piece);
TsrFigureKind        tsr_figure_supply           (const TsrFigure *figure);
gboolean             tsr_figure_kind_can_stand   (TsrFigureKind   kind,
                                                  TsrFeatureKind  feature);
guint                tsr_figure_kind_weight      (TsrFigureKind   kind);
gboolean             tsr_figure_kind_goes_home   (TsrFigureKind   kind);

/* For the module registry. */
void                 tsr_figure_kind_register    (const TsrFigureDecl *decl,
                                                  guint                module);

G_END_DECLS
