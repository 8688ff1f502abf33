/* tsr-tile-art.c
 *
 * The shapes, in a unit tile at rotation 0:
 *
 * - a city is bounded by the tile's sides it covers and, across each run
 *   of sides it does not cover, one curved wall from corner to corner
 *   bulging towards the run (so one city side is a cap, two opposite sides
 *   a band, two adjacent sides a corner);
 * - a road or river runs from the middle of each side it touches to the
 *   other (a curve through the centre), or to where it ends: the junction
 *   in the centre, a monastery's door, a city's wall;
 * - monasteries and amphitheatres stand in the centre;
 * - fields are the grass everything else is drawn on; a field's place is
 *   found from the ports it owns.
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 */

#include "config.h"

#include <math.h>

#include "tsr-art.h"
#include "tsr-glyphs.h"
#include "tsr-tile-art.h"

#define ROAD_WIDTH   TSR_TILE_ART_ROAD_WIDTH
#define RIVER_WIDTH  0.13
#define WALL_BULGE   0.25
#define CLOISTER_R   0.17

typedef struct { double r, g, b; } Colour;

static const Colour grass = { 0.56, 0.78, 0.47 };
static const Colour city = { 0.85, 0.70, 0.49 };
static const Colour wall = { 0.54, 0.35, 0.17 };
static const Colour road = { 0.96, 0.94, 0.90 };
static const Colour road_edge = { 0.55, 0.52, 0.47 };
static const Colour river = { 0.29, 0.56, 0.85 };
static const Colour river_edge = { 0.16, 0.42, 0.69 };
static const Colour pennant = { 0.11, 0.44, 0.85 };
static const Colour building = { 0.91, 0.86, 0.78 };
static const Colour roof = { 0.75, 0.22, 0.17 };

static void
set_colour (cairo_t      *cr,
            const Colour *c)
{
  cairo_set_source_rgb (cr, c->r, c->g, c->b);
}

/* Geometry at rotation 0 */

static const double corner_x[4] = { 0, 1, 1, 0 };   /* NW NE SE SW: side s starts at corner s */
static const double corner_y[4] = { 0, 0, 1, 1 };

static void
port_point (TsrPort  port,
            double  *x,
            double  *y)
{
  static const double along[3] = { 1.0 / 6, 0.5, 5.0 / 6 };
  TsrSide side;
  double t;

  if (!TSR_PORT_IS_EDGE (port))
    {
      *x = *y = 0.5;
      return;
    }

  side = tsr_port_side (port);
  t = along[port % 3];
  *x = corner_x[side] + (corner_x[(side + 1) % 4] - corner_x[side]) * t;
  *y = corner_y[side] + (corner_y[(side + 1) % 4] - corner_y[side]) * t;
}

static guint
sides_of (guint16 ports)
{
  guint sides = 0;

  for (TsrSide side = 0; side < TSR_N_SIDES; side++)
    if (ports & (0x7u << (3 * side)))
      sides |= 1u << side;

  return sides;
}

/* The outline of a city covering @sides: its sides, and a wall across
 * each run of uncovered sides.  With @walls_only, just the walls. */
static void
city_path (cairo_t *cr,
           guint    sides,
           gboolean walls_only)
{
  int start = -1;

  if (sides == 0xf)
    {
      if (!walls_only)
        cairo_rectangle (cr, 0, 0, 1, 1);
      return;
    }

  /* Start at the beginning of a covered side that follows an uncovered
   * one, so each run of uncovered sides is walked in one piece. */
  for (int s = 0; s < 4; s++)
    if ((sides & (1u << s)) && !(sides & (1u << ((s + 3) % 4))))
      start = s;
  g_return_if_fail (start >= 0);

  if (!walls_only)
    cairo_move_to (cr, corner_x[start], corner_y[start]);

  for (int i = 0, s = start; i < 4; )
    {
      if (sides & (1u << s))
        {
          if (!walls_only)
            cairo_line_to (cr, corner_x[(s + 1) % 4], corner_y[(s + 1) % 4]);
          s = (s + 1) % 4;
          i++;
          continue;
        }

      {
        int run = 0, first = s;
        double mx, my, cx, cy;

        while (!(sides & (1u << s)) && run < 4)
          {
            run++;
            s = (s + 1) % 4;
          }
        i += run;

        /* The middle of the run: a side's middle, their shared corner, or
         * the middle of the opposite side. */
        if (run == 2)
          {
            mx = corner_x[(first + 1) % 4];
            my = corner_y[(first + 1) % 4];
          }
        else
          {
            int middle = (first + run / 2) % 4;

            mx = (corner_x[middle] + corner_x[(middle + 1) % 4]) / 2;
            my = (corner_y[middle] + corner_y[(middle + 1) % 4]) / 2;
          }
        cx = 0.5 + (mx - 0.5) * WALL_BULGE;
        cy = 0.5 + (my - 0.5) * WALL_BULGE;

        if (walls_only)
          cairo_move_to (cr, corner_x[first], corner_y[first]);
        cairo_curve_to (cr,
                        corner_x[first] + (cx - corner_x[first]) * 2 / 3,
                        corner_y[first] + (cy - corner_y[first]) * 2 / 3,
                        corner_x[s] + (cx - corner_x[s]) * 2 / 3,
                        corner_y[s] + (cy - corner_y[s]) * 2 / 3,
                        corner_x[s], corner_y[s]);
      }
    }

  if (!walls_only)
    cairo_close_path (cr);
}

/* Where a road that stops on its tile stops. */
static void
road_end (const TsrTileType *type,
          const TsrSegment  *segment,
          double             px,
          double             py,
          double            *ex,
          double            *ey)
{
  double t = 1.0;

  if (segment->ends_at >= 0)
    {
      TsrFeatureKind kind = type->segments[segment->ends_at].kind;

      if (TSR_FEATURE_IS_CLOISTER (kind))
        t = 1.0 - CLOISTER_R / 0.5;
      else if (kind == TSR_FEATURE_CITY)
        t = 0.75;
    }

  *ex = px + (0.5 - px) * t;
  *ey = py + (0.5 - py) * t;
}

/* The centre line of a road or river. */
static void
line_path (cairo_t           *cr,
           const TsrTileType *type,
           guint              index)
{
  const TsrSegment *segment = &type->segments[index];
  double px[4], py[4];
  guint n = 0;

  for (TsrSide side = 0; side < TSR_N_SIDES && n < 4; side++)
    if (segment->ports & (1u << tsr_side_port (side, 1)))
      {
        port_point (tsr_side_port (side, 1), &px[n], &py[n]);
        n++;
      }

  if (n == 1)
    {
      double ex, ey;

      road_end (type, segment, px[0], py[0], &ex, &ey);
      cairo_move_to (cr, px[0], py[0]);
      cairo_line_to (cr, ex, ey);
    }
  else if (n >= 2)
    {
      cairo_move_to (cr, px[0], py[0]);
      cairo_curve_to (cr,
                      px[0] + (0.5 - px[0]) * 0.6, py[0] + (0.5 - py[0]) * 0.6,
                      px[1] + (0.5 - px[1]) * 0.6, py[1] + (0.5 - py[1]) * 0.6,
                      px[1], py[1]);
    }
}

static void
stroke_line (cairo_t      *cr,
             double        width,
             const Colour *fill,
             const Colour *edge)
{
  cairo_set_line_cap (cr, CAIRO_LINE_CAP_BUTT);
  cairo_set_line_width (cr, width + 0.02);
  set_colour (cr, edge);
  cairo_stroke_preserve (cr);
  cairo_set_line_width (cr, width);
  set_colour (cr, fill);
  cairo_stroke (cr);
}

static void
draw_cloister (cairo_t        *cr,
               TsrFeatureKind  kind)
{
  if (kind == TSR_FEATURE_MONASTERY)
    {
      /* A chapel: a body and a red roof. */
      cairo_rectangle (cr, 0.37, 0.43, 0.26, 0.22);
      set_colour (cr, &building);
      cairo_fill_preserve (cr);
      set_colour (cr, &wall);
      cairo_set_line_width (cr, 0.015);
      cairo_stroke (cr);
      cairo_move_to (cr, 0.33, 0.45);
      cairo_line_to (cr, 0.5, 0.3);
      cairo_line_to (cr, 0.67, 0.45);
      cairo_close_path (cr);
      set_colour (cr, &roof);
      cairo_fill (cr);
      cairo_rectangle (cr, 0.47, 0.54, 0.06, 0.11);
      set_colour (cr, &wall);
      cairo_fill (cr);
      return;
    }

  /* An amphitheatre: an oval ring of stands round an arena. */
  cairo_save (cr);
  cairo_translate (cr, 0.5, 0.5);
  cairo_scale (cr, 1.0, 0.8);
  cairo_arc (cr, 0, 0, CLOISTER_R + 0.02, 0, 2 * G_PI);
  cairo_restore (cr);
  set_colour (cr, &city);
  cairo_fill_preserve (cr);
  set_colour (cr, &wall);
  cairo_set_line_width (cr, 0.015);
  cairo_stroke (cr);
  cairo_save (cr);
  cairo_translate (cr, 0.5, 0.5);
  cairo_scale (cr, 1.0, 0.8);
  cairo_arc (cr, 0, 0, CLOISTER_R - 0.06, 0, 2 * G_PI);
  cairo_restore (cr);
  cairo_set_source_rgb (cr, 0.93, 0.86, 0.70);
  cairo_fill (cr);
}

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

  switch (segment->kind)
    {
    case TSR_FEATURE_MONASTERY:
    case TSR_FEATURE_AMPHITHEATRE:
      *x = 0.5;
      *y = 0.62;
      return;

    case TSR_FEATURE_CITY:
      {
        guint sides = sides_of (segment->ports);

        for (TsrSide side = 0; side < TSR_N_SIDES; side++)
          if (sides & (1u << side))
            {
              double px, py;

              port_point (tsr_side_port (side, 1), &px, &py);
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
              port_point (tsr_side_port (side, 1), &px[n], &py[n]);
              n++;
            }
        if (n == 1)
          {
            double ex, ey;

            road_end (type, segment, px[0], py[0], &ex, &ey);
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

            port_point (p, &px, &py);
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
static void
anchor0 (const TsrTileType *type,
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
        port_point (p, &px, &py);
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

static void
draw_pennant (cairo_t *cr,
              double   x,
              double   y)
{
  /* A small blue shield with a white chevron. */
  cairo_move_to (cr, x - 0.055, y - 0.06);
  cairo_line_to (cr, x + 0.055, y - 0.06);
  cairo_line_to (cr, x + 0.055, y + 0.01);
  cairo_curve_to (cr, x + 0.055, y + 0.05, x + 0.02, y + 0.07, x, y + 0.08);
  cairo_curve_to (cr, x - 0.02, y + 0.07, x - 0.055, y + 0.05, x - 0.055, y + 0.01);
  cairo_close_path (cr);
  set_colour (cr, &pennant);
  cairo_fill_preserve (cr);
  cairo_set_source_rgb (cr, 1, 1, 1);
  cairo_set_line_width (cr, 0.012);
  cairo_stroke (cr);
  cairo_move_to (cr, x - 0.035, y - 0.025);
  cairo_line_to (cr, x, y + 0.01);
  cairo_line_to (cr, x + 0.035, y - 0.025);
  cairo_stroke (cr);
}

/* A module's mark: its art draws it. */
static void
draw_symbol (cairo_t    *cr,
             const char *symbol,
             double      x,
             double      y)
{
  for (guint i = 0; i < tsr_art_count (); i++)
    if (tsr_art_get (i)->draw_symbol != NULL && tsr_art_get (i)->draw_symbol (cr, symbol, x, y))
      return;
}

/* A tile whose layout has not been published: a dashed frame and a
 * question mark in its corner, so nobody takes it for the real art. */
static void
draw_placeholder_mark (cairo_t *cr)
{
  static const double dash[] = { 0.04, 0.03 };

  cairo_save (cr);
  cairo_set_dash (cr, dash, 2, 0);
  cairo_set_line_width (cr, 0.015);
  cairo_set_source_rgba (cr, 0.2, 0.2, 0.2, 0.8);
  cairo_rectangle (cr, 0.04, 0.04, 0.92, 0.92);
  cairo_stroke (cr);
  cairo_restore (cr);

  cairo_arc (cr, 0.12, 0.12, 0.07, 0, 2 * G_PI);
  cairo_set_source_rgb (cr, 1, 1, 1);
  cairo_fill_preserve (cr);
  cairo_set_source_rgb (cr, 0.2, 0.2, 0.2);
  cairo_set_line_width (cr, 0.01);
  cairo_stroke (cr);
  tsr_glyphs_draw (cr, "?", 0.12, 0.12, 0.08);
}

/* A tile with no features and sides that match anything: bare rock,
 * unless its module's art draws its ground (a crater, water). */
static void
draw_wildcard (cairo_t    *cr,
               const char *symbol)
{
  cairo_rectangle (cr, 0, 0, 1, 1);
  cairo_set_source_rgb (cr, 0.45, 0.42, 0.40);
  cairo_fill (cr);

  for (guint i = 0; symbol != NULL && i < tsr_art_count (); i++)
    if (tsr_art_get (i)->draw_ground != NULL && tsr_art_get (i)->draw_ground (cr, symbol))
      return;
}

static void rotate_point (guint rotation, double *x, double *y);

/* What stands upright whichever way the tile is turned: buildings,
 * pennants, symbols, the placeholder mark. */
static void
draw_upright (cairo_t            *cr,
              const TsrTileType  *type,
              guint               rotation,
              const TsrTileStyle *style)
{
  for (guint s = 0; s < type->n_segments; s++)
    {
      const TsrSegment *segment = &type->segments[s];
      double x, y;

      if (TSR_FEATURE_IS_CLOISTER (segment->kind))
        draw_cloister (cr, segment->kind);

      anchor0 (type, s, &x, &y);
      rotate_point (rotation, &x, &y);
      if (segment->pennants > 0)
        draw_pennant (cr, x + 0.12, y - 0.08);
      if (segment->symbol != NULL)
        draw_symbol (cr, segment->symbol, x - 0.1, y + 0.02);
    }

  /* A featureless tile shows its disaster over the whole tile instead. */
  if (type->symbol != NULL && !type->wildcard)
    draw_symbol (cr, type->symbol, 0.82, 0.82);

  if (style->mark_placeholder && type->placeholder)
    draw_placeholder_mark (cr);
}

/* Draws the ground of the type at rotation 0 into the unit square. */
static void
draw_type0 (cairo_t            *cr,
            const TsrTileType  *type,
            const TsrTileStyle *style)
{
  gboolean junction = FALSE;

  if (type->wildcard)
    draw_wildcard (cr, type->symbol);
  else
    {
      cairo_rectangle (cr, 0, 0, 1, 1);
      set_colour (cr, &grass);
      cairo_fill (cr);
    }

  for (guint s = 0; s < type->n_segments; s++)
    if (type->segments[s].kind == TSR_FEATURE_RIVER)
      {
        line_path (cr, type, s);
        stroke_line (cr, RIVER_WIDTH, &river, &river_edge);
        if (type->segments[s].end != TSR_END_NONE)
          {
            cairo_arc (cr, 0.5, 0.5, 0.13, 0, 2 * G_PI);
            set_colour (cr, &river);
            cairo_fill (cr);
          }
      }

  for (guint s = 0; s < type->n_segments; s++)
    if (type->segments[s].kind == TSR_FEATURE_ROAD)
      {
        line_path (cr, type, s);
        stroke_line (cr, ROAD_WIDTH, &road, &road_edge);
        junction |= type->segments[s].ends_at == TSR_ENDS_AT_JUNCTION;
      }

  if (junction)
    {
      /* Where roads meet: a small farmstead. */
      cairo_rectangle (cr, 0.43, 0.43, 0.14, 0.14);
      set_colour (cr, &building);
      cairo_fill_preserve (cr);
      set_colour (cr, &wall);
      cairo_set_line_width (cr, 0.012);
      cairo_stroke (cr);
    }

  for (guint s = 0; s < type->n_segments; s++)
    if (type->segments[s].kind == TSR_FEATURE_CITY)
      {
        guint sides = sides_of (type->segments[s].ports);

        city_path (cr, sides, FALSE);
        set_colour (cr, &city);
        cairo_fill (cr);
        city_path (cr, sides, TRUE);
        set_colour (cr, &wall);
        cairo_set_line_width (cr, 0.03);
        cairo_stroke (cr);
      }

}

static void
rotate (cairo_t *cr,
        guint    rotation)
{
  cairo_translate (cr, 0.5, 0.5);
  cairo_rotate (cr, rotation * G_PI / 2);
  cairo_translate (cr, -0.5, -0.5);
}

/**
 * tsr_tile_art_draw_type:
 * @rotation: quarter turns clockwise
 *
 * Draws a tile type into the unit square of @cr's user space.
 */
void
tsr_tile_art_draw_type (cairo_t            *cr,
                        const TsrTileType  *type,
                        guint               rotation,
                        const TsrTileStyle *style)
{
  cairo_save (cr);
  rotate (cr, rotation);
  draw_type0 (cr, type, style);
  cairo_restore (cr);
  draw_upright (cr, type, rotation, style);

  cairo_rectangle (cr, 0, 0, 1, 1);
  cairo_set_source_rgba (cr, 0, 0, 0, 0.45);
  cairo_set_line_width (cr, 0.012);
  cairo_stroke (cr);
}

/**
 * tsr_tile_art_span_path:
 *
 * The path of a road laid across the unit square along @axis, in board
 * orientation.
 */
void
tsr_tile_art_span_path (cairo_t *cr,
                        TsrAxis  axis)
{
  if (axis == TSR_AXIS_NS)
    {
      cairo_move_to (cr, 0.5, 0);
      cairo_line_to (cr, 0.5, 1);
    }
  else
    {
      cairo_move_to (cr, 0, 0.5);
      cairo_line_to (cr, 1, 0.5);
    }
}

/**
 * tsr_tile_art_stroke:
 * @fill: its colour, red, green and blue
 * @edge: its edges' colour
 *
 * Strokes the current path as a road is drawn: @width wide, with edges.
 */
void
tsr_tile_art_stroke (cairo_t      *cr,
                     double        width,
                     const double *fill,
                     const double *edge)
{
  Colour f = { fill[0], fill[1], fill[2] }, e = { edge[0], edge[1], edge[2] };

  stroke_line (cr, width, &f, &e);
}

/**
 * tsr_tile_art_draw:
 *
 * Draws a placed tile, the span across it included, into the unit
 * square.  The span is drawn by the art of the module that laid it, or
 * as a plain road.
 */
void
tsr_tile_art_draw (cairo_t             *cr,
                   const TsrPlacedTile *tile,
                   const TsrTileStyle  *style)
{
  tsr_tile_art_draw_type (cr, tile->type, tile->rotation, style);
  if (tile->span == TSR_AXIS_NONE)
    return;

  for (guint i = 0; i < tsr_art_count (); i++)
    if (tsr_art_get (i)->draw_span != NULL && tsr_art_get (i)->draw_span (cr, tile->span, tile->span_flags))
      return;

  tsr_tile_art_span_path (cr, tile->span);
  stroke_line (cr, ROAD_WIDTH, &road, &road_edge);
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

static void
rotate_point (guint   rotation,
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

static void
region_path (cairo_t           *cr,
             const TsrTileType *type,
             guint              segment)
{
  GArray *rects = segment_region (type, segment);

  for (guint i = 0; i < rects->len; i++)
    {
      const double *r = &g_array_index (rects, double, 4 * i);

      cairo_rectangle (cr, r[0], r[1], r[2], r[3]);
    }
}

/**
 * tsr_tile_art_segment_path:
 *
 * Appends to @cr's path the shape of a segment, in board orientation: a
 * city's area, a road's or river's stroke area, a monastery's footprint, a
 * field's ports' region.  Used to highlight a feature.
 */
void
tsr_tile_art_segment_path (cairo_t             *cr,
                           const TsrPlacedTile *tile,
                           guint                segment)
{
  const TsrTileType *type = tile->type;

  if (segment == TSR_SPAN_SEGMENT (tile))
    {
      double half = ROAD_WIDTH;

      if (tile->span == TSR_AXIS_NS)
        cairo_rectangle (cr, 0.5 - half, 0, 2 * half, 1);
      else
        cairo_rectangle (cr, 0, 0.5 - half, 1, 2 * half);
      return;
    }

  cairo_save (cr);
  rotate (cr, tile->rotation);
  switch (type->segments[segment].kind)
    {
    case TSR_FEATURE_CITY:
      city_path (cr, sides_of (type->segments[segment].ports), FALSE);
      break;

    case TSR_FEATURE_ROAD:
    case TSR_FEATURE_RIVER:
    case TSR_FEATURE_FIELD:
      region_path (cr, type, segment);
      break;

    case TSR_FEATURE_MONASTERY:
    case TSR_FEATURE_AMPHITHEATRE:
      cairo_new_sub_path (cr);
      cairo_arc (cr, 0.5, 0.5, CLOISTER_R, 0, 2 * G_PI);
      break;

    default:
      break;
    }
  cairo_restore (cr);
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

  line_path (cr, type, segment);
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

  city_path (cr, sides_of (type->segments[segment].ports), FALSE);
  inside = cairo_in_fill (cr, x, y);
  cairo_destroy (cr);
  cairo_surface_destroy (surface);
  return inside;
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
    if (TSR_FEATURE_IS_CLOISTER (type->segments[s].kind) &&
        hypot (x - 0.5, y - 0.5) < CLOISTER_R)
      return s;

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

  /* The field whose ports lie nearest: roads and rivers part fields, and
   * every port of a field lies on its side of them. */
  for (guint s = 0; s < type->n_segments; s++)
    if (type->segments[s].kind == TSR_FEATURE_FIELD)
      for (TsrPort p = 0; p < TSR_N_EDGE_PORTS; p++)
        if (type->segments[s].ports & (1u << p))
          {
            double px, py, d;

            port_point (p, &px, &py);
            d = hypot (x - px, y - py);
            if (d < best)
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

  anchor0 (tile->type, segment, x, y);
  rotate_point (tile->rotation, x, y);
}
