/* tsr-tile.h: tile types and their segments
 *
 * A tile type is data (the files in data/tiles): its segments at rotation 0, each
 * with a kind and the ports it touches.  For speed every type also keeps,
 * per rotation, which segment lies under each board-oriented port and what
 * each side shows.
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 */

#pragma once

#include <glib.h>

#include "tsr-geometry.h"

G_BEGIN_DECLS

typedef enum
{
  TSR_FEATURE_CITY,
  TSR_FEATURE_ROAD,
  TSR_FEATURE_FIELD,
  TSR_FEATURE_MONASTERY,
  TSR_FEATURE_AMPHITHEATRE,
  TSR_FEATURE_RIVER,
  TSR_N_FEATURE_KINDS,
} TsrFeatureKind;

/* What the rules of the tile model say of each kind of feature. */
typedef enum
{
  TSR_FEATURE_JOINS     = 1 << 0,  /* joins the same kind across a side */
  TSR_FEATURE_CLOSES    = 1 << 1,  /* complete once no side faces an empty position */
  TSR_FEATURE_CLOISTER  = 1 << 2,  /* at the centre; complete once surrounded */
  TSR_FEATURE_FOLLOWED  = 1 << 3,  /* followers may stand on it */
  TSR_FEATURE_LINE      = 1 << 4,  /* takes the middle port of each side it reaches */
  TSR_FEATURE_WHOLE     = 1 << 5,  /* takes all three ports of each side it reaches */
} TsrFeatureKindFlags;

/* Every kind followers may stand on, a bit each. */
#define TSR_FEATURES_FOLLOWED 0x1f

static inline gboolean
tsr_feature_kind_has (TsrFeatureKind kind,
                      guint          flags)
{
  static const guint8 kinds[TSR_N_FEATURE_KINDS] = {
    [TSR_FEATURE_CITY] = TSR_FEATURE_JOINS | TSR_FEATURE_CLOSES | TSR_FEATURE_FOLLOWED | TSR_FEATURE_WHOLE,
    [TSR_FEATURE_ROAD] = TSR_FEATURE_JOINS | TSR_FEATURE_CLOSES | TSR_FEATURE_FOLLOWED | TSR_FEATURE_LINE,
    [TSR_FEATURE_FIELD] = TSR_FEATURE_JOINS | TSR_FEATURE_FOLLOWED,
    [TSR_FEATURE_MONASTERY] = TSR_FEATURE_CLOISTER | TSR_FEATURE_FOLLOWED,
    [TSR_FEATURE_AMPHITHEATRE] = TSR_FEATURE_CLOISTER | TSR_FEATURE_FOLLOWED,
    [TSR_FEATURE_RIVER] = TSR_FEATURE_JOINS | TSR_FEATURE_LINE,
  };

  return kind < TSR_N_FEATURE_KINDS && (kinds[kind] & flags) != 0;
}

#define TSR_FEATURE_IS_CLOISTER(k) tsr_feature_kind_has ((k), TSR_FEATURE_CLOISTER)

/* Where a line feature that does not cross the tile ends on it. */
typedef enum
{
  TSR_END_NONE,
  TSR_END_SPRING,
  TSR_END_LAKE,
} TsrSegmentEnd;

#define TSR_MAX_SEGMENTS 16
/* Copies of one tile in a box: a deck is built tile by tile. */
#define TSR_TILE_MAX_COPIES 100
#define TSR_ENDS_NOWHERE (-1)
#define TSR_ENDS_AT_JUNCTION (-2)

typedef struct
{
  TsrFeatureKind kind;
  char          *label;
  guint16        ports;     /* bit per TsrPort, at rotation 0 */
  guint8         pennants;
  TsrSegmentEnd  end;       /* a line that ends on the tile (a spring) */
  const char    *symbol;    /* a module's mark drawn on it (interned), or NULL */
  guint16        borders;   /* fields: bit per city segment they border */
  guint16        touches;   /* other segments touched besides ring neighbours */
  gint8          ends_at;   /* roads: a segment index or TSR_ENDS_* */
} TsrSegment;

typedef struct
{
  char       *id;           /* "base.A" */
  char       *name;         /* what players call it, untranslated, or NULL */
  char       *set;          /* "base" */
  guint       index;        /* position in the catalogue */
  guint       count;        /* tiles of this type in the box, 1 to TSR_TILE_MAX_COPIES */
  gboolean    start;
  gboolean    placeholder;  /* layout not published */
  gboolean    wildcard;     /* every side matches anything */
  const char *symbol;       /* a module's mark drawn on it (interned), or NULL */

  guint       n_segments;
  TsrSegment *segments;

  /* Derived, per rotation (quarter turns). */
  gint8       port_segment[4][TSR_N_PORTS];
  guint8      edges[4][TSR_N_SIDES];
  guint16     signature[4];
} TsrTileType;

const char *tsr_feature_kind_to_string   (TsrFeatureKind     kind);
gboolean    tsr_feature_kind_from_string (const char        *text,
                                          TsrFeatureKind    *kind);

/* The edge ports of a mask move three places per quarter turn; the centre
 * and bridge bits stay.  Inline: every segment looked at on the board is
 * rotated. */
static inline guint16
tsr_ports_rotate (guint16 ports,
                  guint   quarter_turns)
{
  guint16 edge = ports & 0x0fff;
  guint shift = 3 * (quarter_turns % 4);

  edge = ((edge << shift) | (edge >> (TSR_N_EDGE_PORTS - shift))) & 0x0fff;
  return edge | (ports & ~0x0fff);
}

int         tsr_tile_type_segment_at     (const TsrTileType *type,
                                          guint              rotation,
                                          TsrPort            port);
guint16     tsr_tile_type_segment_ports  (const TsrTileType *type,
                                          guint              segment,
                                          guint              rotation);
TsrPort     tsr_tile_type_segment_anchor (const TsrTileType *type,
                                          guint              segment,
                                          guint              rotation);
int         tsr_tile_type_count_pennants (const TsrTileType *type);

G_END_DECLS
