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
  TSR_FEATURE_GARDEN,      /* the base game's second edition: for the abbot alone */
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

/* Every kind any follower may stand on, a bit each: a garden takes only
 * the figures whose kind says so (the abbot). */
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
    [TSR_FEATURE_GARDEN] = TSR_FEATURE_CLOISTER | TSR_FEATURE_FOLLOWED,
  };

  return kind < TSR_N_FEATURE_KINDS && (kinds[kind] & flags) != 0;
}

#define TSR_FEATURE_IS_CLOISTER(k) tsr_feature_kind_has ((k), TSR_FEATURE_CLOISTER)

/* Where on its tile a feature at the centre is drawn when something else
 * crosses the centre (a garden beside a straight road): at the centre,
 * or towards a side or a corner, clockwise from the north. */
typedef enum
{
  TSR_NEAR_CENTRE,
  TSR_NEAR_N,
  TSR_NEAR_NE,
  TSR_NEAR_E,
  TSR_NEAR_SE,
  TSR_NEAR_S,
  TSR_NEAR_SW,
  TSR_NEAR_W,
  TSR_NEAR_NW,
} TsrNear;

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
  guint8         near;      /* features at the centre: TsrNear, at rotation 0 */
} TsrSegment;

typedef struct _TsrTileType
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
  /* The edition of its set it is in (0: every edition), and the tile
   * whose copy it takes there (the base game's second edition gives one
   * copy of base.E a garden: base.E-garden). */
  guint8      edition;
  const struct _TsrTileType *replaces;
  guint8      taken[3];     /* by edition: copies tiles of that edition take */

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

/* How many tiles of @type a box of @edition (1 or 2) holds. */
static inline guint
tsr_tile_type_count_in (const TsrTileType *type,
                        guint              edition)
{
  if (type->edition != 0)
    return type->edition == edition ? type->count : 0;

  return type->count - (edition < G_N_ELEMENTS (type->taken) ? type->taken[edition] : 0);
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
