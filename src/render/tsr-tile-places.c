/* tsr-tile-places.c
 *
 * The places on a tile: which segment lies under a point (the hit-testing
 * of the board view, and the area of a road, river or field), where a
 * figure on a segment stands, and the exact area a segment takes in the
 * drawing, for tinting a feature.  The shapes are those of
 * tsr-tile-art.c.
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 */

#include "config.h"

#include <math.h>

#include "tsr-tile-art-private.h"

#define ROAD_WIDTH   TSR_TILE_ART_ROAD_WIDTH
#define RIVER_WIDTH  TSR_TILE_ART_RIVER_WIDTH
#define CLOISTER_R   TSR_TILE_ART_CLOISTER_R

/* A first guess at a segment's place at rotation 0. */
static void
anchor_guess (const TsrTileType *type,
              guint              index,
              double            *x,
              double            *y)
{
  const TsrSegment *segment = &type->segments[index];
  double sx = 0, sy = 0;
  guint n = 0;

  /* A cloister of any module's stands in the middle, its figure in front
   * of the building; a garden has no building and holds its figure. */
  if (TSR_FEATURE_IS_CLOISTER (segment->kind))
    {
      _tsr_tile_art_cloister0 (segment, x, y, NULL);
      if (segment->kind != TSR_FEATURE_GARDEN)
        *y += 0.12;
      return;
    }

  switch (segment->kind)
    {
    case TSR_FEATURE_CITY:
      {
        guint sides = _tsr_tile_art_sides_of (segment->ports);

        for (TsrSide side = 0; side < TSR_N_SIDES; side++)
          if (sides & (1u << side))
            {
              double px, py;

              _tsr_tile_art_port_point (tsr_side_port (side, 1), &px, &py);
              sx += px;
              sy += py;
              n++;
            }
        sx /= n;
        sy /= n;
        /* One side: a little way in; more: towards the centre. */
        *x = sx + (0.5 - sx) * (n == 1 ? 0.3 : 0.5);
        *y = sy + (0.5 - sy) * (n == 1 ? 0.3 : 0.5);
      }
      return;

    case TSR_FEATURE_ROAD:
    case TSR_FEATURE_RIVER:
      {
        double px[2] = { 0.5, 0.5 }, py[2] = { 0.5, 0.5 };

        for (TsrSide side = 0; side < TSR_N_SIDES && n < 2; side++)
          if (segment->ports & (1u << tsr_side_port (side, 1)))
            {
              _tsr_tile_art_port_point (tsr_side_port (side, 1), &px[n], &py[n]);
              n++;
            }
        if (n == 1)
          {
            double ex, ey;

            _tsr_tile_art_road_end (type, segment, px[0], py[0], &ex, &ey);
            *x = px[0] + (ex - px[0]) * 0.45;
            *y = py[0] + (ey - py[0]) * 0.45;
          }
        else
          {
            /* The curve's middle: a quarter of the way from the centre
             * towards the ends' midpoint. */
            *x = 0.5 + ((px[0] + px[1]) / 2 - 0.5) * 0.25;
            *y = 0.5 + ((py[0] + py[1]) / 2 - 0.5) * 0.25;
          }
      }
      return;

    case TSR_FEATURE_FIELD:
    default:
      for (TsrPort p = 0; p < TSR_N_EDGE_PORTS; p++)
        if (segment->ports & (1u << p))
          {
            double px, py;

            _tsr_tile_art_port_point (p, &px, &py);
            sx += px + (0.5 - px) * 0.3;
            sy += py + (0.5 - py) * 0.3;
            n++;
          }
      *x = n > 0 ? sx / n : 0.5;
      *y = n > 0 ? sy / n : 0.5;
      return;
    }
}

static int segment_at0 (const TsrTileType *type, double x, double y);

/* A segment's place at rotation 0, where its figure stands: the first
 * guess when it lies on the segment, else the nearest point towards one of
 * its own ports that does. */
void
_tsr_tile_art_anchor0 (const TsrTileType *type,
                       guint              index,
                       double            *x,
                       double            *y)
{
  double gx, gy, best = G_MAXDOUBLE;

  anchor_guess (type, index, &gx, &gy);
  *x = gx;
  *y = gy;
  if (segment_at0 (type, gx, gy) == (int) index)
    return;

  for (TsrPort p = 0; p < TSR_N_EDGE_PORTS; p++)
    for (int step = 1; step <= 4; step++)
      {
        double px, py, cx, cy, d;

        if (!(type->segments[index].ports & (1u << p)))
          continue;
        _tsr_tile_art_port_point (p, &px, &py);
        cx = px + (0.5 - px) * (0.08 * step);
        cy = py + (0.5 - py) * (0.08 * step);
        d = hypot (cx - gx, cy - gy);
        if (d < best && segment_at0 (type, cx, cy) == (int) index)
          {
            best = d;
            *x = cx;
            *y = cy;
          }
      }
}


/**
 * _tsr_tile_art_cloister0:
 * @radius: (out) (optional): how far round it reaches
 *
 * Where the feature at the centre @segment is drawn, at rotation 0: the
 * middle of the tile, or towards the side or corner its tile data says
 * when a road or river crosses the middle (a garden).
 */
void
_tsr_tile_art_cloister0 (const TsrSegment *segment,
                         double           *x,
                         double           *y,
                         double           *radius)
{
  /* By TsrNear, from the middle: clockwise from the north; far enough
   * out to clear a three-sided city's wall. */
  static const double off[][2] = {
    { 0, 0 }, { 0, -0.405 }, { 0.28, -0.28 }, { 0.405, 0 }, { 0.28, 0.28 },
    { 0, 0.405 }, { -0.28, 0.28 }, { -0.405, 0 }, { -0.28, -0.28 },
  };
  guint near = MIN (segment->near, G_N_ELEMENTS (off) - 1);

  *x = 0.5 + off[near][0];
  *y = 0.5 + off[near][1];
  if (radius != NULL)
    *radius = segment->kind == TSR_FEATURE_GARDEN ? TSR_TILE_ART_GARDEN_R : CLOISTER_R;
}

/* Back from board orientation to the tile at rotation 0. */
static void
unrotate_point (guint   rotation,
                double *x,
                double *y)
{
  for (guint i = 0; i < rotation % 4; i++)
    {
      double px = *x;

      *x = *y;
      *y = 1 - px;
    }
}

void
_tsr_tile_art_rotate_point (guint   rotation,
                            double *x,
                            double *y)
{
  for (guint i = 0; i < rotation % 4; i++)
    {
      double px = *x;

      *x = 1 - *y;
      *y = px;
    }
}

/* The area of a road, river or field is where hit-testing finds it: a
 * grid of REGION_CELLS² cells, each given to the segment at its centre,
 * kept as rectangles (runs of cells) per tile type and segment. */
#define REGION_CELLS 40

static GHashTable *regions;   /* type index × 64 + segment → GArray of double[4] */

static GArray *
segment_region (const TsrTileType *type,
                guint              segment)
{
  gpointer key = GUINT_TO_POINTER (type->index * 64 + segment + 1);
  GArray *rects;

  if (regions == NULL)
    regions = g_hash_table_new_full (NULL, NULL, NULL, (GDestroyNotify) g_array_unref);

  rects = g_hash_table_lookup (regions, key);
  if (rects != NULL)
    return rects;

  rects = g_array_new (FALSE, FALSE, sizeof (double) * 4);
  for (int row = 0; row < REGION_CELLS; row++)
    {
      int start = -1;

      for (int col = 0; col <= REGION_CELLS; col++)
        {
          gboolean in = col < REGION_CELLS &&
                        segment_at0 (type, (col + 0.5) / REGION_CELLS, (row + 0.5) / REGION_CELLS) == (int) segment;

          if (in && start < 0)
            start = col;
          else if (!in && start >= 0)
            {
              double rect[4] = { (double) start / REGION_CELLS, (double) row / REGION_CELLS,
                                 (double) (col - start) / REGION_CELLS, 1.0 / REGION_CELLS };

              g_array_append_vals (rects, rect, 1);
              start = -1;
            }
        }
    }

  g_hash_table_insert (regions, key, rects);
  return rects;
}

/* What the drawing shows of a segment other than a field, filled with
 * the source: a city with its wall, a road or river with its edges and
 * the lake it ends in, a cloister's footprint. */
static void
drawn_shape (cairo_t           *cr,
             const TsrTileType *type,
             guint              segment)
{
  const TsrSegment *s = &type->segments[segment];

  if (TSR_FEATURE_IS_CLOISTER (s->kind))
    {
      double cx, cy, r;

      _tsr_tile_art_cloister0 (s, &cx, &cy, &r);
      cairo_new_sub_path (cr);
      cairo_arc (cr, cx, cy, r, 0, 2 * G_PI);
      cairo_fill (cr);
      return;
    }

  switch (s->kind)
    {
    case TSR_FEATURE_CITY:
      _tsr_tile_art_city_path (cr, _tsr_tile_art_sides_of (s->ports), FALSE);
      cairo_fill (cr);
      _tsr_tile_art_city_path (cr, _tsr_tile_art_sides_of (s->ports), TRUE);
      cairo_set_line_width (cr, TSR_TILE_ART_WALL_WIDTH);
      cairo_stroke (cr);
      break;

    case TSR_FEATURE_ROAD:
    case TSR_FEATURE_RIVER:
      _tsr_tile_art_line_path (cr, type, segment);
      cairo_set_line_cap (cr, CAIRO_LINE_CAP_BUTT);
      cairo_set_line_width (cr, (s->kind == TSR_FEATURE_RIVER ? RIVER_WIDTH : ROAD_WIDTH) + TSR_TILE_ART_EDGE_WIDTH);
      cairo_stroke (cr);
      if (s->kind == TSR_FEATURE_RIVER && s->end != TSR_END_NONE)
        {
          cairo_arc (cr, 0.5, 0.5, TSR_TILE_ART_LAKE_R, 0, 2 * G_PI);
          cairo_fill (cr);
        }
      break;

    default:
      break;
    }
}

/* A field is the grass that the rest leaves: its cells, grown past
 * their steps to the edges of what bounds them (less than a road is
 * wide, so never across one), less the cities, roads, rivers and
 * cloisters drawn on the tile. */
#define FIELD_GROWTH 0.045

static void
field_shape (cairo_t           *cr,
             const TsrTileType *type,
             guint              segment)
{
  GArray *rects = segment_region (type, segment);

  for (guint i = 0; i < rects->len; i++)
    {
      const double *r = &g_array_index (rects, double, 4 * i);

      cairo_rectangle (cr, r[0] - FIELD_GROWTH, r[1] - FIELD_GROWTH,
                       r[2] + 2 * FIELD_GROWTH, r[3] + 2 * FIELD_GROWTH);
    }
  cairo_fill (cr);

  cairo_set_operator (cr, CAIRO_OPERATOR_CLEAR);
  for (guint s = 0; s < type->n_segments; s++)
    if (type->segments[s].kind != TSR_FEATURE_FIELD)
      drawn_shape (cr, type, s);
  cairo_set_operator (cr, CAIRO_OPERATOR_OVER);
}

/**
 * tsr_tile_art_paint_segment:
 *
 * Paints @cr's source over exactly the area a segment takes in the
 * tile's drawing, its edges antialiased as the drawing's are: a city
 * inside its wall, a road or river with its edges, a monastery's
 * footprint, a field's grass.  Tints a feature without covering its
 * neighbours.
 */
void
tsr_tile_art_paint_segment (cairo_t             *cr,
                            const TsrPlacedTile *tile,
                            guint                segment)
{
  const TsrTileType *type = tile->type;
  cairo_pattern_t *source = cairo_pattern_reference (cairo_get_source (cr));
  cairo_pattern_t *mask;

  cairo_save (cr);
  /* The group is no larger than the tile, whatever the surface. */
  cairo_rectangle (cr, 0, 0, 1, 1);
  cairo_clip (cr);
  cairo_push_group_with_content (cr, CAIRO_CONTENT_ALPHA);
  cairo_set_source_rgb (cr, 0, 0, 0);

  if (segment == TSR_SPAN_SEGMENT (tile))
    {
      if (tile->span == TSR_AXIS_NS)
        cairo_rectangle (cr, 0.5 - ROAD_WIDTH, 0, 2 * ROAD_WIDTH, 1);
      else
        cairo_rectangle (cr, 0, 0.5 - ROAD_WIDTH, 1, 2 * ROAD_WIDTH);
      cairo_fill (cr);
    }
  else
    {
      _tsr_tile_art_rotate (cr, tile->rotation);
      if (type->segments[segment].kind == TSR_FEATURE_FIELD)
        field_shape (cr, type, segment);
      else
        drawn_shape (cr, type, segment);
    }

  mask = cairo_pop_group (cr);
  cairo_set_source (cr, source);
  cairo_mask (cr, mask);
  cairo_restore (cr);
  cairo_pattern_destroy (mask);
  cairo_pattern_destroy (source);
}

static double
distance_to_line (const TsrTileType *type,
                  guint              segment,
                  double             x,
                  double             y)
{
  cairo_surface_t *surface = cairo_image_surface_create (CAIRO_FORMAT_A8, 1, 1);
  cairo_t *cr = cairo_create (surface);
  cairo_path_t *path;
  double best = G_MAXDOUBLE, lx = 0, ly = 0;

  _tsr_tile_art_line_path (cr, type, segment);
  path = cairo_copy_path_flat (cr);
  for (int i = 0; i < path->num_data; i += path->data[i].header.length)
    {
      cairo_path_data_t *d = &path->data[i];
      double px = d[1].point.x, py = d[1].point.y;

      if (d->header.type == CAIRO_PATH_LINE_TO)
        {
          double dx = px - lx, dy = py - ly;
          double len = dx * dx + dy * dy;
          double t = len > 0 ? CLAMP (((x - lx) * dx + (y - ly) * dy) / len, 0, 1) : 0;
          double qx = lx + t * dx - x, qy = ly + t * dy - y;

          best = MIN (best, sqrt (qx * qx + qy * qy));
        }
      if (d->header.type == CAIRO_PATH_MOVE_TO || d->header.type == CAIRO_PATH_LINE_TO)
        {
          lx = px;
          ly = py;
        }
    }

  cairo_path_destroy (path);
  cairo_destroy (cr);
  cairo_surface_destroy (surface);
  return best;
}

static gboolean
in_city (const TsrTileType *type,
         guint              segment,
         double             x,
         double             y)
{
  cairo_surface_t *surface = cairo_image_surface_create (CAIRO_FORMAT_A8, 1, 1);
  cairo_t *cr = cairo_create (surface);
  gboolean inside;

  _tsr_tile_art_city_path (cr, _tsr_tile_art_sides_of (type->segments[segment].ports), FALSE);
  inside = cairo_in_fill (cr, x, y);
  cairo_destroy (cr);
  cairo_surface_destroy (surface);
  return inside;
}

/* What parts fields, as straight pieces: the middle lines of roads and
 * rivers, and the outlines of cities. */
static GHashTable *borders;   /* type index → GArray of double[4] */

static GArray *
type_borders (const TsrTileType *type)
{
  gpointer key = GUINT_TO_POINTER (type->index + 1);
  GArray *pieces;
  cairo_surface_t *surface;
  cairo_t *cr;
  cairo_path_t *path;
  double lx = 0, ly = 0, sx = 0, sy = 0;

  if (borders == NULL)
    borders = g_hash_table_new_full (NULL, NULL, NULL, (GDestroyNotify) g_array_unref);

  pieces = g_hash_table_lookup (borders, key);
  if (pieces != NULL)
    return pieces;

  surface = cairo_image_surface_create (CAIRO_FORMAT_A8, 1, 1);
  cr = cairo_create (surface);
  for (guint s = 0; s < type->n_segments; s++)
    {
      TsrFeatureKind kind = type->segments[s].kind;

      if (kind == TSR_FEATURE_ROAD || kind == TSR_FEATURE_RIVER)
        _tsr_tile_art_line_path (cr, type, s);
      else if (kind == TSR_FEATURE_CITY)
        _tsr_tile_art_city_path (cr, _tsr_tile_art_sides_of (type->segments[s].ports), FALSE);
    }

  pieces = g_array_new (FALSE, FALSE, sizeof (double) * 4);
  path = cairo_copy_path_flat (cr);
  for (int i = 0; i < path->num_data; i += path->data[i].header.length)
    {
      cairo_path_data_t *d = &path->data[i];
      double px = d[1].point.x, py = d[1].point.y;

      if (d->header.type == CAIRO_PATH_CLOSE_PATH)
        {
          px = sx;
          py = sy;
        }
      if (d->header.type == CAIRO_PATH_LINE_TO || d->header.type == CAIRO_PATH_CLOSE_PATH)
        {
          double piece[4] = { lx, ly, px, py };

          g_array_append_vals (pieces, piece, 1);
        }
      if (d->header.type == CAIRO_PATH_MOVE_TO)
        {
          sx = px;
          sy = py;
        }
      lx = px;
      ly = py;
    }

  cairo_path_destroy (path);
  cairo_destroy (cr);
  cairo_surface_destroy (surface);
  g_hash_table_insert (borders, key, pieces);
  return pieces;
}

/* Which side of the line through (ax, ay) and (bx, by) (x, y) lies on. */
static int
side_of (double ax,
         double ay,
         double bx,
         double by,
         double x,
         double y)
{
  double cross = (bx - ax) * (y - ay) - (by - ay) * (x - ax);

  return (cross > 1e-12) - (cross < -1e-12);
}

/* Whether the way straight from (x1, y1) to (x2, y2) crosses something
 * that parts fields. */
static gboolean
crosses_border (const TsrTileType *type,
                double             x1,
                double             y1,
                double             x2,
                double             y2)
{
  GArray *pieces = type_borders (type);

  for (guint i = 0; i < pieces->len; i++)
    {
      const double *q = &g_array_index (pieces, double, 4 * i);

      if (side_of (x1, y1, x2, y2, q[0], q[1]) * side_of (x1, y1, x2, y2, q[2], q[3]) < 0 &&
          side_of (q[0], q[1], q[2], q[3], x1, y1) * side_of (q[0], q[1], q[2], q[3], x2, y2) < 0)
        return TRUE;
    }

  return FALSE;
}

/* The segment under a point of the tile at rotation 0. */
static int
segment_at0 (const TsrTileType *type,
             double             x,
             double             y)
{
  double best = G_MAXDOUBLE;
  int field = -1;

  for (guint s = 0; s < type->n_segments; s++)
    if (TSR_FEATURE_IS_CLOISTER (type->segments[s].kind))
      {
        double cx, cy, r;

        _tsr_tile_art_cloister0 (&type->segments[s], &cx, &cy, &r);
        if (hypot (x - cx, y - cy) < r)
          return s;
      }

  for (guint s = 0; s < type->n_segments; s++)
    {
      TsrFeatureKind kind = type->segments[s].kind;
      double width = kind == TSR_FEATURE_RIVER ? RIVER_WIDTH : ROAD_WIDTH;

      if ((kind == TSR_FEATURE_ROAD || kind == TSR_FEATURE_RIVER) &&
          distance_to_line (type, s, x, y) < width * 0.75)
        return s;
    }

  for (guint s = 0; s < type->n_segments; s++)
    if (type->segments[s].kind == TSR_FEATURE_CITY && in_city (type, s, x, y))
      return s;

  /* The field of the nearest port in sight: roads, rivers and cities
   * part fields, so one of the field's own ports is seen from anywhere
   * in it, while the nearest port may lie across a curved road. */
  for (int pass = 0; pass < 2 && field < 0; pass++)
    for (guint s = 0; s < type->n_segments; s++)
      if (type->segments[s].kind == TSR_FEATURE_FIELD)
        for (TsrPort p = 0; p < TSR_N_EDGE_PORTS; p++)
          if (type->segments[s].ports & (1u << p))
            {
              double px, py, d;

              _tsr_tile_art_port_point (p, &px, &py);
              d = hypot (x - px, y - py);
              if (d < best && (pass > 0 || !crosses_border (type, x, y, px, py)))
                {
                  best = d;
                  field = s;
                }
            }

  return field;
}

/**
 * tsr_tile_art_segment_at:
 * @x: a point of the tile, in board orientation (0 to 1)
 * @y:
 *
 * Returns: the segment under the point (the bridge's included), or -1
 *   when the point is off the tile
 */
int
tsr_tile_art_segment_at (const TsrPlacedTile *tile,
                         double               x,
                         double               y)
{
  if (x < 0 || y < 0 || x > 1 || y > 1)
    return -1;

  if (tile->span != TSR_AXIS_NONE &&
      fabs ((tile->span == TSR_AXIS_NS ? x : y) - 0.5) < ROAD_WIDTH)
    return TSR_SPAN_SEGMENT (tile);

  unrotate_point (tile->rotation, &x, &y);
  return segment_at0 (tile->type, x, y);
}

/**
 * tsr_tile_art_anchor:
 * @x: (out): where a figure on the segment stands, in board orientation
 * @y: (out):
 */
void
tsr_tile_art_anchor (const TsrPlacedTile *tile,
                     guint                segment,
                     double              *x,
                     double              *y)
{
  if (segment == TSR_SPAN_SEGMENT (tile))
    {
      *x = tile->span == TSR_AXIS_NS ? 0.5 : 0.3;
      *y = tile->span == TSR_AXIS_NS ? 0.3 : 0.5;
      return;
    }

  _tsr_tile_art_anchor0 (tile->type, segment, x, y);
  _tsr_tile_art_rotate_point (tile->rotation, x, y);
}

