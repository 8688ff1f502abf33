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

#include "tsr-art-text.h"
#include "tsr-art.h"
#include "tsr-tile-art-private.h"

#define ROAD_WIDTH   TSR_TILE_ART_ROAD_WIDTH
#define RIVER_WIDTH  TSR_TILE_ART_RIVER_WIDTH
#define WALL_BULGE   TSR_TILE_ART_WALL_BULGE
#define CLOISTER_R   TSR_TILE_ART_CLOISTER_R

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

void
_tsr_tile_art_port_point (TsrPort  port,
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

guint
_tsr_tile_art_sides_of (guint16 ports)
{
  guint sides = 0;

  for (TsrSide side = 0; side < TSR_N_SIDES; side++)
    if (ports & (0x7u << (3 * side)))
      sides |= 1u << side;

  return sides;
}

/* The outline of a city covering @sides: its sides, and a wall across
 * each run of uncovered sides.  With @walls_only, just the walls. */
void
_tsr_tile_art_city_path (cairo_t *cr,
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
void
_tsr_tile_art_road_end (const TsrTileType *type,
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
void
_tsr_tile_art_line_path (cairo_t           *cr,
                         const TsrTileType *type,
                         guint              index)
{
  const TsrSegment *segment = &type->segments[index];
  double px[4], py[4];
  guint n = 0;

  for (TsrSide side = 0; side < TSR_N_SIDES && n < 4; side++)
    if (segment->ports & (1u << tsr_side_port (side, 1)))
      {
        _tsr_tile_art_port_point (tsr_side_port (side, 1), &px[n], &py[n]);
        n++;
      }

  if (n == 1)
    {
      double ex, ey;

      _tsr_tile_art_road_end (type, segment, px[0], py[0], &ex, &ey);
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
  cairo_set_line_width (cr, width + TSR_TILE_ART_EDGE_WIDTH);
  set_colour (cr, edge);
  cairo_stroke_preserve (cr);
  cairo_set_line_width (cr, width);
  set_colour (cr, fill);
  cairo_stroke (cr);
}

/* A garden: a round bed inside a hedge, with flowers, at (@x, @y). */
static void
draw_garden (cairo_t *cr,
             double   x,
             double   y)
{
  static const Colour hedge = { 0.20, 0.48, 0.22 };
  static const Colour bed = { 0.45, 0.70, 0.36 };
  static const Colour flowers[] = { { 0.93, 0.35, 0.45 }, { 0.98, 0.83, 0.25 }, { 0.96, 0.96, 0.96 } };

  cairo_arc (cr, x, y, TSR_TILE_ART_GARDEN_R, 0, 2 * G_PI);
  set_colour (cr, &bed);
  cairo_fill_preserve (cr);
  set_colour (cr, &hedge);
  cairo_set_line_width (cr, 0.022);
  cairo_stroke (cr);
  for (guint i = 0; i < 6; i++)
    {
      double a = i * G_PI / 3 + 0.3;

      cairo_arc (cr, x + 0.04 * cos (a), y + 0.04 * sin (a), 0.014, 0, 2 * G_PI);
      set_colour (cr, &flowers[i % G_N_ELEMENTS (flowers)]);
      cairo_fill (cr);
    }
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
  tsr_art_text_draw (cr, "?", 0.12, 0.12, 0.1, 0.13);
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

      if (segment->kind == TSR_FEATURE_GARDEN)
        {
          _tsr_tile_art_cloister0 (segment, &x, &y, NULL);
          _tsr_tile_art_rotate_point (rotation, &x, &y);
          draw_garden (cr, x, y);
        }
      else if (TSR_FEATURE_IS_CLOISTER (segment->kind))
        draw_cloister (cr, segment->kind);

      _tsr_tile_art_anchor0 (type, s, &x, &y);
      _tsr_tile_art_rotate_point (rotation, &x, &y);
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
        _tsr_tile_art_line_path (cr, type, s);
        stroke_line (cr, RIVER_WIDTH, &river, &river_edge);
        if (type->segments[s].end != TSR_END_NONE)
          {
            cairo_arc (cr, 0.5, 0.5, TSR_TILE_ART_LAKE_R, 0, 2 * G_PI);
            set_colour (cr, &river);
            cairo_fill (cr);
          }
      }

  for (guint s = 0; s < type->n_segments; s++)
    if (type->segments[s].kind == TSR_FEATURE_ROAD)
      {
        _tsr_tile_art_line_path (cr, type, s);
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
        guint sides = _tsr_tile_art_sides_of (type->segments[s].ports);

        _tsr_tile_art_city_path (cr, sides, FALSE);
        set_colour (cr, &city);
        cairo_fill (cr);
        _tsr_tile_art_city_path (cr, sides, TRUE);
        set_colour (cr, &wall);
        cairo_set_line_width (cr, TSR_TILE_ART_WALL_WIDTH);
        cairo_stroke (cr);
      }

}

void
_tsr_tile_art_rotate (cairo_t *cr,
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
  _tsr_tile_art_rotate (cr, rotation);
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

