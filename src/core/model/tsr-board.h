/* tsr-board.h: the tiles on the table
 *
 * A sparse map from positions to placed tiles, plus the frontier: every
 * empty position next to a tile, with what its neighbours require of each
 * side.  Matching a candidate tile against a frontier position is then one
 * mask comparison per rotation.
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 */

#pragma once

#include <glib.h>

#include "tsr-tile.h"

G_BEGIN_DECLS

typedef struct
{
  const TsrTileType *type;
  gint32             x;
  gint32             y;
  guint8             rotation;              /* quarter turns clockwise */
  guint8             edges[TSR_N_SIDES];    /* what each side shows now */
  gint8              span;                  /* TsrAxis of a road laid across it, or none */
  guint8             span_flags;            /* TsrSpanFlags */
  /* The tiles on the eight positions around, in the order of
   * tsr_around_dx/dy: board index + 1, 0 for an empty position.  Kept by
   * the board, so that joining features and completing monasteries need
   * no lookup by position. */
  guint32            around[8];
} TsrPlacedTile;

/* A road a module lays across a placed tile (a bridge) is a span: a road
 * segment whose ends take the two middle ports of its axis, over what the
 * tile shows there.  Whose piece it is, the module says with its own
 * marks; the board and the features only read whether it is worth a
 * tile. */
typedef enum
{
  TSR_SPAN_NO_TILE = 1 << 0,       /* the span's road is worth no tile */
} TsrSpanFlags;

/* The marks a module may give its spans: bits 1 to 7. */
#define TSR_SPAN_MARK(n) (1u << (n))

/* A placed tile's segments are its type's, then one slot for a span. */
#define TSR_PLACED_TILE_SLOTS(tile) ((tile)->type->n_segments + 1)
#define TSR_SPAN_SEGMENT(tile) ((tile)->type->n_segments)

/* The ports a span along @axis takes: its two ends and its own. */
static inline guint16
tsr_axis_span_ports (TsrAxis axis)
{
  switch (axis)
    {
    case TSR_AXIS_NS:
      return (1u << TSR_PORT_N2) | (1u << TSR_PORT_S2) | (1u << TSR_PORT_SPAN);
    case TSR_AXIS_EW:
      return (1u << TSR_PORT_E2) | (1u << TSR_PORT_W2) | (1u << TSR_PORT_SPAN);
    case TSR_AXIS_NONE:
    default:
      return 0;
    }
}

/* The three below are inline: features, figures and scoring ask them of
 * every segment they look at. */

/**
 * tsr_placed_tile_segment_at:
 * @port: a port in board orientation, or %TSR_PORT_SPAN
 *
 * Returns: the segment under @port, the bridge's where one lies across
 *   the tile, or -1
 */
static inline int
tsr_placed_tile_segment_at (const TsrPlacedTile *tile,
                            TsrPort              port)
{
  if (port < 0 || port >= TSR_N_PORTS)
    return -1;
  if (tsr_axis_span_ports (tile->span) & (1u << port))
    return TSR_SPAN_SEGMENT (tile);

  return tile->type->port_segment[tile->rotation][port];
}

/* Returns: how many of the eight positions around the tile hold one. */
static inline guint
tsr_placed_tile_count_around (const TsrPlacedTile *tile)
{
  guint n = 0;

  for (guint i = 0; i < 8; i++)
    n += tile->around[i] != 0;

  return n;
}

static inline gboolean
tsr_placed_tile_has_segment (const TsrPlacedTile *tile,
                             guint                segment)
{
  return segment < tile->type->n_segments ||
         (segment == TSR_SPAN_SEGMENT (tile) && tile->span != TSR_AXIS_NONE);
}

static inline TsrFeatureKind
tsr_placed_tile_segment_kind (const TsrPlacedTile *tile,
                              guint                segment)
{
  if (segment == TSR_SPAN_SEGMENT (tile))
    return TSR_FEATURE_ROAD;

  return tile->type->segments[segment].kind;
}

guint16         tsr_placed_tile_segment_ports  (const TsrPlacedTile *tile,
                                                guint                segment);
TsrPort         tsr_placed_tile_segment_anchor (const TsrPlacedTile *tile,
                                                guint                segment);

typedef struct
{
  gint32  x;
  gint32  y;
  guint16 need;   /* 4 bits per side: the edge the neighbour shows */
  guint16 mask;   /* 0xf per side that has a constraining neighbour */
} TsrFrontierCell;

typedef struct
{
  gint32 x;
  gint32 y;
  guint8 rotation;
} TsrPlacement;

typedef enum
{
  TSR_PLACEMENT_OK,
  TSR_PLACEMENT_TAKEN,
  TSR_PLACEMENT_NOT_ADJACENT,
  TSR_PLACEMENT_MISMATCH,
} TsrPlacementCheck;

typedef struct _TsrBoard TsrBoard;

TsrBoard            *tsr_board_new             (void);
TsrBoard            *tsr_board_copy            (const TsrBoard      *board);
void                 tsr_board_free            (TsrBoard            *board);

guint                tsr_board_get_n_tiles     (const TsrBoard      *board);
int                  tsr_board_segment_at      (const TsrBoard      *board,
                                                gint32               x,
                                                gint32               y,
                                                TsrPort              port);
guint                tsr_board_get_neighbours  (const TsrBoard      *board,
                                                gint32               x,
                                                gint32               y,
                                                const TsrPlacedTile *neighbours[8]);
guint                tsr_board_count_around    (const TsrBoard      *board,
                                                gint32               x,
                                                gint32               y);
gboolean             tsr_board_get_bounds      (const TsrBoard      *board,
                                                gint32              *min_x,
                                                gint32              *min_y,
                                                gint32              *max_x,
                                                gint32              *max_y);

guint                tsr_board_place           (TsrBoard            *board,
                                                const TsrTileType   *type,
                                                gint32               x,
                                                gint32               y,
                                                guint                rotation);
gboolean             tsr_board_remove          (TsrBoard            *board,
                                                gint32               x,
                                                gint32               y);
void                 tsr_board_set_span      (TsrBoard            *board,
                                                gint32               x,
                                                gint32               y,
                                                TsrAxis              axis,
                                                guint                flags);
void                 tsr_board_set_edge        (TsrBoard            *board,
                                                gint32               x,
                                                gint32               y,
                                                TsrSide              side,
                                                TsrEdge              edge);

guint                tsr_board_get_n_frontier  (const TsrBoard      *board);
const TsrFrontierCell *tsr_board_get_frontier  (const TsrBoard      *board,
                                                guint                index);

TsrPlacementCheck    tsr_board_check           (const TsrBoard      *board,
                                                const TsrTileType   *type,
                                                gint32               x,
                                                gint32               y,
                                                guint                rotation,
                                                guint               *mismatched_sides);
gboolean             tsr_board_frontier_fits   (const TsrBoard      *board,
                                                guint                index,
                                                const TsrTileType   *type,
                                                guint                rotation);
gboolean             tsr_board_has_placement   (const TsrBoard      *board,
                                                const TsrTileType   *type);
void                 tsr_board_enumerate       (const TsrBoard      *board,
                                                const TsrTileType   *type,
                                                GArray              *placements);

const TsrPlacedTile  *tsr_board_get_nth         (const TsrBoard      *board,
                                                guint                index);
int                  tsr_board_get_index       (const TsrBoard      *board,
                                                gint32               x,
                                                gint32               y);
const TsrPlacedTile  *tsr_board_get             (const TsrBoard      *board,
                                                gint32               x,
                                                gint32               y);

G_DEFINE_AUTOPTR_CLEANUP_FUNC (TsrBoard, tsr_board_free)

G_END_DECLS
