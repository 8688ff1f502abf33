/* tsr-figure.h: the figures on the board
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 */

#pragma once

#include <glib.h>

#include "tsr-geometry.h"
#include "tsr-tile.h"

G_BEGIN_DECLS

typedef enum
{
  TSR_FIGURE_MEEPLE,
  TSR_FIGURE_ABBOT,
  TSR_FIGURE_PHANTOM,
  TSR_FIGURE_GLADIATOR,      /* a meeple lying on an amphitheatre */
  TSR_FIGURE_BLACK_DRAGON,   /* neutral */
  TSR_FIGURE_TORNADO,        /* neutral */
  TSR_N_FIGURE_KINDS,
} TsrFigureKind;

typedef struct
{
  TsrFigureKind kind;
  gint8         player;      /* -1 for neutral figures */
  guint8        chances;     /* a gladiator's chances once active, else 0 */
  gboolean      phantom;     /* a gladiator that is its owner's phantom */
  gint32        x;
  gint32        y;
  TsrPort       port;        /* TSR_PORT_NONE for the dragon and the tornado */
} TsrFigure;

const char    *tsr_figure_kind_to_string   (TsrFigureKind   kind);
gboolean       tsr_figure_kind_from_string (const char     *text,
                                            TsrFigureKind  *kind);
gboolean       tsr_figure_kind_is_neutral  (TsrFigureKind   kind);
TsrFigureKind  tsr_figure_kind_supply      (TsrFigureKind   kind);
TsrFigureKind  tsr_figure_supply           (const TsrFigure *figure);
gboolean       tsr_figure_kind_can_stand   (TsrFigureKind   kind,
                                            TsrFeatureKind  feature);
guint          tsr_figure_kind_weight      (TsrFigureKind   kind);
gboolean       tsr_figure_kind_goes_home   (TsrFigureKind   kind);

G_END_DECLS
