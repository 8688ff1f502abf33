/* tsr-board-view.c
 *
 * One widget draws the whole board with GtkSnapshot: each visible tile is
 * a texture, drawn once per tile type, rotation and size bucket by the
 * same cairo code as image export (tsr-tile-art.c) and then only moved
 * and scaled; figures, marks and highlights are drawn on top.  The view
 * maps widget pixels to board units (one unit a tile, y south):
 * widget = (board - origin) × scale.
 *
 * The widget decides nothing: it reports where people click, drag and
 * drop, and shows what the window asks (marks for the legal answers, a
 * ghost tile for the tile in hand, a tile as an answer would leave it).
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 */

#define G_LOG_DOMAIN "tessera"

#include "config.h"

#include <math.h>
#include <adwaita.h>
#include <glib/gi18n.h>

#include "tsr-art-texture.h"
#include "tsr-board-art.h"
#include "tsr-board-view-private.h"
#include "tsr-tile-art.h"

/* Small enough for Ctrl+0 to fit a board of a thousand tiles or so. */
#define MIN_SCALE 4.0
#define MAX_SCALE 512.0

G_DEFINE_FINAL_TYPE (TsrBoardView, tsr_board_view, GTK_TYPE_WIDGET)

guint _tsr_board_view_signals[TSR_BOARD_VIEW_N_SIGNALS];

/* Coordinates */

void
_tsr_board_view_to_board (TsrBoardView *self,
          double        wx,
          double        wy,
          double       *bx,
          double       *by)
{
  *bx = self->origin_x + wx / self->scale;
  *by = self->origin_y + wy / self->scale;
}

/* Textures */

static gboolean
is_dark (void)
{
  return adw_style_manager_get_dark (adw_style_manager_get_default ());
}

/* The texture of a tile at the power-of-two size nearest above @pixels.
 * Looked up for every tile in view on every frame, so the key is a
 * number, not a string. */
static GdkTexture *
tile_texture (TsrBoardView        *self,
              const TsrPlacedTile *tile,
              double               pixels)
{
  int size = 32;
  guint key;
  GdkTexture *texture;

  while (size < pixels && size < 512)
    size *= 2;

  key = ((tile->type->index * 4 + tile->rotation) * 8 + (guint) (tile->span + 1) + ((tile->span_flags & TSR_SPAN_NO_TILE) ? 4 : 0)) * 16 +
        g_bit_nth_msf (size, -1);
  texture = g_hash_table_lookup (self->textures, GUINT_TO_POINTER (key));
  if (texture == NULL)
    {
      texture = tsr_tile_texture_new (tile, size);
      g_hash_table_insert (self->textures, GUINT_TO_POINTER (key), texture);
    }

  return texture;
}

/* Drawing */

void
_tsr_board_view_tile_rect (TsrBoardView    *self,
                           gint32           x,
                           gint32           y,
                           graphene_rect_t *rect)
{
  graphene_rect_init (rect, (x - self->origin_x) * self->scale, (y - self->origin_y) * self->scale,
                      self->scale, self->scale);
}

static void
snapshot_background (TsrBoardView *self,
                     GtkSnapshot  *snapshot,
                     int           width,
                     int           height)
{
  GdkRGBA background = { 0.87, 0.87, 0.85, 1 };

  if (is_dark ())
    background = (GdkRGBA) { 0.19, 0.19, 0.19, 1 };
  gtk_snapshot_append_color (snapshot, &background, &GRAPHENE_RECT_INIT (0, 0, width, height));
}

/* Starts cairo drawing in board units over the tile at (x, y). */
cairo_t *
_tsr_board_view_tile_cairo (TsrBoardView *self,
                            GtkSnapshot  *snapshot,
                            gint32        x,
                            gint32        y)
{
  graphene_rect_t rect;
  cairo_t *cr;

  _tsr_board_view_tile_rect (self, x, y, &rect);
  cr = gtk_snapshot_append_cairo (snapshot, &rect);
  cairo_translate (cr, rect.origin.x, rect.origin.y);
  cairo_scale (cr, self->scale, self->scale);
  return cr;
}

/**
 * _tsr_board_view_tint_feature:
 *
 * Tints the whole feature through @where on every tile it covers, over
 * exactly its area in the tiles' drawing.
 *
 * Returns: whether there is a feature there
 */
gboolean
_tsr_board_view_tint_feature (TsrBoardView      *self,
                              GtkSnapshot       *snapshot,
                              const TsrLocation *where,
                              const GdkRGBA     *colour)
{
  TsrFeatures *features = tsr_game_get_features (self->game);
  const TsrBoard *board = tsr_game_get_board (self->game);
  int element = tsr_features_element_at (features, board, where->x, where->y, where->port);
  guint32 member;

  if (element < 0)
    return FALSE;

  member = element;
  do
    {
      TsrFeatureMember m = tsr_features_get_member (features, member);
      const TsrPlacedTile *tile = tsr_board_get_nth (board, m.tile);
      cairo_t *cr = _tsr_board_view_tile_cairo (self, snapshot, tile->x, tile->y);

      gdk_cairo_set_source_rgba (cr, colour);
      tsr_tile_art_paint_segment (cr, tile, m.segment);
      cairo_destroy (cr);

      member = tsr_features_next_member (features, member);
    }
  while (member != (guint32) element);

  return TRUE;
}

/* The feature under the pointer. */
static void
snapshot_hover_feature (TsrBoardView *self,
                        GtkSnapshot  *snapshot)
{
  static const GdkRGBA light = { 1, 1, 1, 0.4 };
  TsrLocation where;

  if (!self->hovering)
    return;

  _tsr_board_view_place_at (self, self->pointer_x, self->pointer_y, &where.x, &where.y, &where.port);
  if (where.port != TSR_PORT_NONE)
    _tsr_board_view_tint_feature (self, snapshot, &where, &light);
}

/**
 * _tsr_board_view_area_cairo:
 *
 * Starts cairo drawing in board units (one unit a tile) over the
 * rectangle of tiles from (@min_x, @min_y) to (@max_x, @max_y), for what
 * crosses tiles, such as a way across the board.
 */
cairo_t *
_tsr_board_view_area_cairo (TsrBoardView *self,
                            GtkSnapshot  *snapshot,
                            gint32        min_x,
                            gint32        min_y,
                            gint32        max_x,
                            gint32        max_y)
{
  graphene_rect_t rect;
  cairo_t *cr;

  _tsr_board_view_tile_rect (self, min_x, min_y, &rect);
  rect.size.width *= max_x - min_x + 1;
  rect.size.height *= max_y - min_y + 1;
  cr = gtk_snapshot_append_cairo (snapshot, &rect);
  cairo_translate (cr, rect.origin.x, rect.origin.y);
  cairo_scale (cr, self->scale, self->scale);
  cairo_translate (cr, -min_x, -min_y);
  return cr;
}

/* A module's way across the board this turn: it crosses tiles, so it is
 * drawn over the rectangle of the tiles it crossed rather than tile by
 * tile. */
static void
snapshot_overlay (TsrBoardView *self,
                  GtkSnapshot  *snapshot)
{
  gint32 min_x, min_y, max_x, max_y;
  cairo_t *cr;

  if (!tsr_board_art_overlay_bounds (self->game, &min_x, &min_y, &max_x, &max_y))
    return;

  cr = _tsr_board_view_area_cairo (self, snapshot, min_x, min_y, max_x, max_y);
  tsr_board_art_draw_overlay (cr, self->game);
  cairo_destroy (cr);
}

/* What the answer under the pointer would make of a tile (a bridge laid
 * across it), see-through until it is taken. */
static void
snapshot_previews (TsrBoardView *self,
                   GtkSnapshot  *snapshot)
{
  for (guint i = 0; i < self->previews->len; i++)
    {
      const TsrPlacedTile *tile = &g_array_index (self->previews, TsrPlacedTile, i);
      graphene_rect_t rect;

      _tsr_board_view_tile_rect (self, tile->x, tile->y, &rect);
      gtk_snapshot_push_opacity (snapshot, 0.7);
      gtk_snapshot_append_texture (snapshot, tile_texture (self, tile, self->scale), &rect);
      gtk_snapshot_pop (snapshot);
    }
}

static void
snapshot_ghost (TsrBoardView *self,
                GtkSnapshot  *snapshot)
{
  TsrPlacedTile tile = { self->ghost, 0, 0, self->ghost_rotation, { 0 }, TSR_AXIS_NONE };
  graphene_rect_t rect;
  gint32 x, y;
  TsrPort port;
  g_autoptr(GError) error = NULL;
  gboolean legal;

  if ((self->ghost == NULL && !(self->drag_moves_tile && self->dragging)) || !self->hovering)
    return;

  _tsr_board_view_place_at (self, self->pointer_x, self->pointer_y, &x, &y, &port);
  if (self->drag_moves_tile && self->dragging)
    {
      const TsrPlacedTile *moving = tsr_board_get (tsr_game_get_board (self->game), self->drag_tile_x,
                                                   self->drag_tile_y);

      if (moving == NULL)
        return;
      tile = *moving;
    }
  else if (tsr_board_get (tsr_game_get_board (self->game), x, y) != NULL)
    return;

  legal = tsr_game_check_placement (self->game, tile.type, x, y, tile.rotation, &error);
  _tsr_board_view_tile_rect (self, x, y, &rect);
  gtk_snapshot_push_opacity (snapshot, 0.7);
  gtk_snapshot_append_texture (snapshot, tile_texture (self, &tile, self->scale), &rect);
  gtk_snapshot_pop (snapshot);

  if (!legal)
    {
      cairo_t *cr = _tsr_board_view_tile_cairo (self, snapshot, x, y);

      /* Where it cannot go: crossed out. */
      cairo_set_source_rgba (cr, 0.88, 0.11, 0.14, 0.85);
      cairo_set_line_width (cr, 0.05);
      cairo_move_to (cr, 0.2, 0.2);
      cairo_line_to (cr, 0.8, 0.8);
      cairo_move_to (cr, 0.8, 0.2);
      cairo_line_to (cr, 0.2, 0.8);
      cairo_stroke (cr);
      cairo_destroy (cr);
    }
}

static void
snapshot_cursor (TsrBoardView *self,
                 GtkSnapshot  *snapshot)
{
  GskRoundedRect outline;
  graphene_rect_t rect;
  GdkRGBA accent = { 0.21, 0.52, 0.89, 1 };
  const float widths[4] = { 3, 3, 3, 3 };
  const GdkRGBA colours[4] = { accent, accent, accent, accent };

  /* The keyboard's place, while the keyboard is in use here: a click
   * shows where it went by itself. */
  if (!gtk_widget_has_visible_focus (GTK_WIDGET (self)) && !tsr_board_view_keys_in_use (self))
    return;

  _tsr_board_view_tile_rect (self, self->cursor_x, self->cursor_y, &rect);
  gsk_rounded_rect_init_from_rect (&outline, &rect, 4);
  gtk_snapshot_append_border (snapshot, &outline, widths, colours);
}

static void
tsr_board_view_snapshot (GtkWidget   *widget,
                         GtkSnapshot *snapshot)
{
  TsrBoardView *self = TSR_BOARD_VIEW (widget);
  int width = gtk_widget_get_width (widget);
  int height = gtk_widget_get_height (widget);
  double pixels = self->scale * gtk_widget_get_scale_factor (widget);
  const TsrBoard *board;
  double left, top, right, bottom;

  snapshot_background (self, snapshot, width, height);
  if (self->game == NULL)
    return;

  board = tsr_game_get_board (self->game);
  _tsr_board_view_to_board (self, 0, 0, &left, &top);
  _tsr_board_view_to_board (self, width, height, &right, &bottom);

  /* Only the tiles in view. */
  for (guint i = 0; i < tsr_board_get_n_tiles (board); i++)
    {
      const TsrPlacedTile *tile = tsr_board_get_nth (board, i);
      graphene_rect_t rect;

      if (tile->x + 1 < left || tile->x > right || tile->y + 1 < top || tile->y > bottom)
        continue;
      if (self->drag_moves_tile && self->dragging && tile->x == self->drag_tile_x && tile->y == self->drag_tile_y)
        continue;

      _tsr_board_view_tile_rect (self, tile->x, tile->y, &rect);
      gtk_snapshot_append_texture (snapshot, tile_texture (self, tile, pixels), &rect);
    }

  /* The features the modules' tokens mark, tinted, and the tokens, on
   * the tiles that have any. */
  if (tsr_game_get_n_tokens (self->game) > 0)
    for (guint i = 0; i < tsr_board_get_n_tiles (board); i++)
      {
        const TsrPlacedTile *tile = tsr_board_get_nth (board, i);
        cairo_t *cr;

        if (tile->x + 1 < left || tile->x > right || tile->y + 1 < top || tile->y > bottom ||
            !tsr_board_art_tile_marked (self->game, i))
          continue;
        cr = _tsr_board_view_tile_cairo (self, snapshot, tile->x, tile->y);
        tsr_board_art_draw_feature_marks (cr, self->game, tile->x, tile->y);
        cairo_destroy (cr);
      }

  snapshot_hover_feature (self, snapshot);
  snapshot_overlay (self, snapshot);
  /* Over a module's way across the board, which would hide it. */
  _tsr_board_view_snapshot_subject (self, snapshot, FALSE);

  for (guint i = 0; i < tsr_game_get_n_figures (self->game); i++)
    {
      const TsrFigure *figure = tsr_game_get_figure (self->game, i);
      gboolean first = TRUE;
      cairo_t *cr;

      if (figure->x + 1 < left || figure->x > right || figure->y + 1 < top || figure->y > bottom)
        continue;
      /* Each tile's figures once, with the first figure on it. */
      for (guint j = 0; j < i && first; j++)
        first = tsr_game_get_figure (self->game, j)->x != figure->x ||
                tsr_game_get_figure (self->game, j)->y != figure->y;
      if (!first)
        continue;

      cr = _tsr_board_view_tile_cairo (self, snapshot, figure->x, figure->y);
      tsr_board_art_draw_figures (cr, self->game, figure->x, figure->y);
      cairo_destroy (cr);
    }

  _tsr_board_view_snapshot_subject (self, snapshot, TRUE);
  snapshot_previews (self, snapshot);
  _tsr_board_view_snapshot_marks (self, snapshot);
  snapshot_ghost (self, snapshot);
  snapshot_cursor (self, snapshot);
  if (self->show_coordinates)
    _tsr_board_view_snapshot_ruler (self, snapshot, width, height, is_dark ());
}

/* The view */

static void
clamp_scale (TsrBoardView *self)
{
  self->scale = CLAMP (self->scale, MIN_SCALE, MAX_SCALE);
}

/* Zooms by @factor keeping the board point under (wx, wy) in place. */
void
_tsr_board_view_zoom_at (TsrBoardView *self,
         double        factor,
         double        wx,
         double        wy)
{
  double bx, by;

  _tsr_board_view_to_board (self, wx, wy, &bx, &by);
  self->scale *= factor;
  clamp_scale (self);
  self->origin_x = bx - wx / self->scale;
  self->origin_y = by - wy / self->scale;
  self->fit_kept = FALSE;
  gtk_widget_queue_draw (GTK_WIDGET (self));
}

void
tsr_board_view_zoom (TsrBoardView *self,
                     double        factor)
{
  _tsr_board_view_zoom_at (self, factor, gtk_widget_get_width (GTK_WIDGET (self)) / 2.0,
           gtk_widget_get_height (GTK_WIDGET (self)) / 2.0);
}

/* Shows the whole board, with a tile's margin around it. */
void
tsr_board_view_fit (TsrBoardView *self)
{
  int width = gtk_widget_get_width (GTK_WIDGET (self));
  int height = gtk_widget_get_height (GTK_WIDGET (self));
  gint32 min_x = 0, min_y = 0, max_x = 0, max_y = 0;
  double tiles_x, tiles_y;

  if (width <= 0 || height <= 0)
    return;

  if (self->game != NULL)
    tsr_board_get_bounds (tsr_game_get_board (self->game), &min_x, &min_y, &max_x, &max_y);

  tiles_x = max_x - min_x + 3;
  tiles_y = max_y - min_y + 3;
  self->scale = MIN (width / tiles_x, height / tiles_y);
  self->scale = MIN (self->scale, 160);
  clamp_scale (self);
  self->origin_x = (min_x + max_x + 1) / 2.0 - width / 2.0 / self->scale;
  self->origin_y = (min_y + max_y + 1) / 2.0 - height / 2.0 / self->scale;
  self->fitted = TRUE;
  self->fit_kept = TRUE;
  self->fit_width = width;
  self->fit_window_height = gtk_widget_get_native (GTK_WIDGET (self)) != NULL
                              ? gtk_widget_get_height (GTK_WIDGET (gtk_widget_get_native (GTK_WIDGET (self))))
                              : 0;
  gtk_widget_queue_draw (GTK_WIDGET (self));
}

void
tsr_board_view_center_on (TsrBoardView *self,
                          gint32        x,
                          gint32        y)
{
  self->origin_x = x + 0.5 - gtk_widget_get_width (GTK_WIDGET (self)) / 2.0 / self->scale;
  self->origin_y = y + 0.5 - gtk_widget_get_height (GTK_WIDGET (self)) / 2.0 / self->scale;
  self->cursor_x = x;
  self->cursor_y = y;
  self->fit_kept = FALSE;
  _tsr_board_view_describe (self);
  gtk_widget_queue_draw (GTK_WIDGET (self));
}

double
tsr_board_view_get_scale (TsrBoardView *self)
{
  return self->scale;
}

void
tsr_board_view_get_cursor (TsrBoardView *self,
                           gint32       *x,
                           gint32       *y)
{
  *x = self->cursor_x;
  *y = self->cursor_y;
}

/* Life cycle */

/* Whether the window is not the size it was when the board was fitted. */
static gboolean
window_resized (TsrBoardView *self)
{
  GtkWidget *window = GTK_WIDGET (gtk_widget_get_native (GTK_WIDGET (self)));

  return window != NULL && gtk_widget_get_height (window) != self->fit_window_height;
}

static void
tsr_board_view_size_allocate (GtkWidget *widget,
                              int        width,
                              int        height,
                              int        baseline)
{
  TsrBoardView *self = TSR_BOARD_VIEW (widget);

  /* The whole board until the user moves it: fitted again when the
   * window is resized, or the palette comes or goes with the mode.  Not
   * when only the height changes within a window of the same size, as it
   * does when the bar under the board grows or shrinks with what the game
   * asks: the board stays put under the pointer, its top where it was. */
  if (self->game != NULL &&
      (!self->fitted || (self->fit_kept && (width != self->fit_width || window_resized (self)))))
    tsr_board_view_fit (self);

  /* A menu opened on the board is sized and placed with it. */
  for (GtkWidget *child = gtk_widget_get_first_child (widget); child != NULL;
       child = gtk_widget_get_next_sibling (child))
    if (GTK_IS_POPOVER (child))
      gtk_popover_present (GTK_POPOVER (child));
}

static void
tsr_board_view_measure (GtkWidget      *widget,
                        GtkOrientation  orientation,
                        int             for_size,
                        int            *minimum,
                        int            *natural,
                        int            *minimum_baseline,
                        int            *natural_baseline)
{
  *minimum = 120;
  *natural = 600;
}

/* The cursor and the chosen mark show with the focus. */
static void
tsr_board_view_state_flags_changed (GtkWidget     *widget,
                                    GtkStateFlags  previous)
{
  GtkStateFlags changed = previous ^ gtk_widget_get_state_flags (widget);

  if (changed & (GTK_STATE_FLAG_FOCUSED | GTK_STATE_FLAG_FOCUS_VISIBLE))
    gtk_widget_queue_draw (widget);
  GTK_WIDGET_CLASS (tsr_board_view_parent_class)->state_flags_changed (widget, previous);
}

static void
on_dark_changed (TsrBoardView *self)
{
  gtk_widget_queue_draw (GTK_WIDGET (self));
}

static void
tsr_board_view_finalize (GObject *object)
{
  TsrBoardView *self = TSR_BOARD_VIEW (object);

  g_hash_table_unref (self->textures);
  g_array_unref (self->marks);
  g_array_unref (self->previews);
  g_array_unref (self->subject);

  G_OBJECT_CLASS (tsr_board_view_parent_class)->finalize (object);
}

enum {
  PROP_0,
  PROP_SHOW_COORDINATES,
  PROP_GHOST_ROTATION,
  N_PROPS
};

static GParamSpec *properties[N_PROPS];

static void
tsr_board_view_get_property (GObject    *object,
                             guint       prop_id,
                             GValue     *value,
                             GParamSpec *pspec)
{
  TsrBoardView *self = TSR_BOARD_VIEW (object);

  switch (prop_id)
    {
    case PROP_SHOW_COORDINATES:
      g_value_set_boolean (value, self->show_coordinates);
      break;
    case PROP_GHOST_ROTATION:
      g_value_set_uint (value, self->ghost_rotation);
      break;
    default:
      G_OBJECT_WARN_INVALID_PROPERTY_ID (object, prop_id, pspec);
    }
}

static void
tsr_board_view_set_property (GObject      *object,
                             guint         prop_id,
                             const GValue *value,
                             GParamSpec   *pspec)
{
  TsrBoardView *self = TSR_BOARD_VIEW (object);

  switch (prop_id)
    {
    case PROP_SHOW_COORDINATES:
      tsr_board_view_set_show_coordinates (self, g_value_get_boolean (value));
      break;
    default:
      G_OBJECT_WARN_INVALID_PROPERTY_ID (object, prop_id, pspec);
    }
}

static void
tsr_board_view_class_init (TsrBoardViewClass *klass)
{
  GObjectClass *object_class = G_OBJECT_CLASS (klass);
  GtkWidgetClass *widget_class = GTK_WIDGET_CLASS (klass);

  object_class->finalize = tsr_board_view_finalize;
  object_class->get_property = tsr_board_view_get_property;
  object_class->set_property = tsr_board_view_set_property;

  /* TsrBoardView:show-coordinates: the columns and rows numbered along
   * the edges. */
  properties[PROP_SHOW_COORDINATES] =
    g_param_spec_boolean ("show-coordinates", NULL, NULL, FALSE,
                          G_PARAM_READWRITE | G_PARAM_EXPLICIT_NOTIFY | G_PARAM_STATIC_STRINGS);
  /* TsrBoardView:ghost-rotation: how the tile in hand is turned, in
   * quarter turns clockwise. */
  properties[PROP_GHOST_ROTATION] =
    g_param_spec_uint ("ghost-rotation", NULL, NULL, 0, 3, 0,
                       G_PARAM_READABLE | G_PARAM_EXPLICIT_NOTIFY | G_PARAM_STATIC_STRINGS);
  g_object_class_install_properties (object_class, N_PROPS, properties);
  widget_class->snapshot = tsr_board_view_snapshot;
  widget_class->measure = tsr_board_view_measure;
  widget_class->size_allocate = tsr_board_view_size_allocate;
  widget_class->state_flags_changed = tsr_board_view_state_flags_changed;

  /**
   * TsrBoardView::place-activated:
   * @port: the segment clicked, as its anchor port, or -1
   *
   * A click, or Enter on the keyboard cursor.
   */
  _tsr_board_view_signals[TSR_BOARD_VIEW_PLACE_ACTIVATED] = g_signal_new ("place-activated", G_TYPE_FROM_CLASS (klass), G_SIGNAL_RUN_LAST,
                                           0, NULL, NULL, NULL, G_TYPE_NONE, 3,
                                           G_TYPE_INT, G_TYPE_INT, G_TYPE_INT);
  /**
   * TsrBoardView::place-dropped:
   * @what: what was dropped, as the palette names it ("tile:base.E")
   */
  _tsr_board_view_signals[TSR_BOARD_VIEW_PLACE_DROPPED] = g_signal_new ("place-dropped", G_TYPE_FROM_CLASS (klass), G_SIGNAL_RUN_LAST,
                                         0, NULL, NULL, NULL, G_TYPE_NONE, 4,
                                         G_TYPE_STRING, G_TYPE_INT, G_TYPE_INT, G_TYPE_INT);
  _tsr_board_view_signals[TSR_BOARD_VIEW_TILE_DRAGGED] = g_signal_new ("tile-dragged", G_TYPE_FROM_CLASS (klass), G_SIGNAL_RUN_LAST,
                                        0, NULL, NULL, NULL, G_TYPE_NONE, 4,
                                        G_TYPE_INT, G_TYPE_INT, G_TYPE_INT, G_TYPE_INT);
  _tsr_board_view_signals[TSR_BOARD_VIEW_HOVER_CHANGED] = g_signal_new ("hover-changed", G_TYPE_FROM_CLASS (klass), G_SIGNAL_RUN_LAST,
                                         0, NULL, NULL, NULL, G_TYPE_NONE, 3,
                                         G_TYPE_INT, G_TYPE_INT, G_TYPE_INT);
  /**
   * TsrBoardView::context-requested:
   * @port: the segment pointed at, as its anchor port, or -1
   * @wx: where, in the widget's coordinates, for a menu to point at
   * @wy:
   *
   * A click with the secondary button.
   */
  _tsr_board_view_signals[TSR_BOARD_VIEW_CONTEXT_REQUESTED] = g_signal_new ("context-requested", G_TYPE_FROM_CLASS (klass), G_SIGNAL_RUN_LAST,
                                             0, NULL, NULL, NULL, G_TYPE_NONE, 5,
                                             G_TYPE_INT, G_TYPE_INT, G_TYPE_INT, G_TYPE_DOUBLE, G_TYPE_DOUBLE);

  /**
   * TsrBoardView::default-activated:
   *
   * Enter with no mark chosen: a handler that does what the window would
   * do by default returns %TRUE; else Enter takes the keyboard cursor's
   * place.
   */
  _tsr_board_view_signals[TSR_BOARD_VIEW_DEFAULT_ACTIVATED] = g_signal_new ("default-activated", G_TYPE_FROM_CLASS (klass), G_SIGNAL_RUN_LAST,
                                             0, g_signal_accumulator_true_handled, NULL, NULL,
                                             G_TYPE_BOOLEAN, 0);

  gtk_widget_class_set_css_name (widget_class, "board");
  gtk_widget_class_set_accessible_role (widget_class, GTK_ACCESSIBLE_ROLE_IMG);
}

static void
tsr_board_view_init (TsrBoardView *self)
{
  self->textures = g_hash_table_new_full (NULL, NULL, NULL, g_object_unref);
  self->marks = g_array_new (FALSE, FALSE, sizeof (TsrBoardMark));
  gtk_accessible_update_property (GTK_ACCESSIBLE (self), GTK_ACCESSIBLE_PROPERTY_LABEL,
                                  /* Translators: the board's name, as a screen reader says it */
                                  C_("accessible", "Board"), -1);
  self->highlight = -1;
  self->previews = g_array_new (FALSE, FALSE, sizeof (TsrPlacedTile));
  self->subject = g_array_new (FALSE, FALSE, sizeof (TsrSubjectPart));
  self->scale = 96;

  gtk_widget_set_focusable (GTK_WIDGET (self), TRUE);
  gtk_widget_set_overflow (GTK_WIDGET (self), GTK_OVERFLOW_HIDDEN);
  gtk_widget_set_hexpand (GTK_WIDGET (self), TRUE);
  gtk_widget_set_vexpand (GTK_WIDGET (self), TRUE);

  _tsr_board_view_add_controllers (self);

  g_signal_connect_object (adw_style_manager_get_default (), "notify::dark",
                           G_CALLBACK (on_dark_changed), self, G_CONNECT_SWAPPED);
}

GtkWidget *
tsr_board_view_new (void)
{
  return g_object_new (TSR_TYPE_BOARD_VIEW, NULL);
}

/* The game to show; borrowed, so the caller keeps it alive. */
/* What a screen reader says of the board: the square under the keyboard's
 * cursor, as the cursor moves and as the game changes under it. */
void
_tsr_board_view_describe (TsrBoardView *self)
{
  g_autofree char *text = NULL;

  if (self->game == NULL)
    return;
  text = tsr_square_describe (self->game, self->cursor_x, self->cursor_y);
  gtk_accessible_update_property (GTK_ACCESSIBLE (self), GTK_ACCESSIBLE_PROPERTY_DESCRIPTION, text, -1);
}

void
tsr_board_view_set_game (TsrBoardView *self,
                         TsrGame      *game)
{
  /* Another game (the mode switched, another file) is fitted as the first
   * was, unless the user has moved the view since. */
  gboolean refit = self->game == NULL || (game != self->game && self->fit_kept);

  self->game = game;
  if (refit && gtk_widget_get_width (GTK_WIDGET (self)) > 0)
    tsr_board_view_fit (self);
  _tsr_board_view_describe (self);
  gtk_widget_queue_draw (GTK_WIDGET (self));
}

/**
 * tsr_board_view_set_previews:
 * @tiles: (array length=n_tiles): tiles as an answer would leave them
 *
 * Shows what answering would make of those tiles, over them, until the
 * next call.
 */
void
tsr_board_view_set_previews (TsrBoardView        *self,
                             const TsrPlacedTile *tiles,
                             guint                n_tiles)
{
  g_array_set_size (self->previews, 0);
  g_array_append_vals (self->previews, tiles, n_tiles);
  gtk_widget_queue_draw (GTK_WIDGET (self));
}

const TsrPlacedTile *
tsr_board_view_get_previews (TsrBoardView *self,
                             guint        *n_tiles)
{
  *n_tiles = self->previews->len;
  return (const TsrPlacedTile *) (void *) self->previews->data;
}

/**
 * tsr_board_view_set_ghost:
 * @type: (nullable): the tile to show under the pointer, or %NULL
 *
 * Shows a tile following the pointer (the tile in hand, or the palette's
 * tile in edit mode), crossed out where it cannot go.
 */
void
tsr_board_view_set_ghost (TsrBoardView      *self,
                          const TsrTileType *type,
                          guint              rotation,
                          gboolean           follow_pointer)
{
  self->ghost = type;
  tsr_board_view_rotate_ghost (self, (int) (rotation % 4) - (int) self->ghost_rotation);
}

void
tsr_board_view_rotate_ghost (TsrBoardView *self,
                             int           quarter_turns)
{
  guint rotation = (self->ghost_rotation + 4 + quarter_turns % 4) % 4;

  gtk_widget_queue_draw (GTK_WIDGET (self));
  if (rotation == self->ghost_rotation)
    return;
  self->ghost_rotation = rotation;
  g_object_notify_by_pspec (G_OBJECT (self), properties[PROP_GHOST_ROTATION]);
}

guint
tsr_board_view_get_ghost_rotation (TsrBoardView *self)
{
  return self->ghost_rotation;
}

/* The position under the pointer (or the keyboard cursor). */
gboolean
tsr_board_view_get_hover (TsrBoardView *self,
                          gint32       *x,
                          gint32       *y,
                          TsrPort      *port)
{
  if (!self->hovering)
    return FALSE;

  _tsr_board_view_place_at (self, self->pointer_x, self->pointer_y, x, y, port);
  return TRUE;
}

/**
 * tsr_board_view_keys_in_use:
 *
 * Returns: whether the board has the focus and its keyboard cursor moved
 *   since the last click: a key that acts on a square then acts on the
 *   cursor's, not on the one under a pointer that rests there
 */
gboolean
tsr_board_view_keys_in_use (TsrBoardView *self)
{
  return self->keyboard_used && gtk_widget_has_focus (GTK_WIDGET (self));
}

/* Whether dragging a tile moves it (edit mode) rather than panning. */
void
tsr_board_view_set_tiles_movable (TsrBoardView *self,
                                  gboolean      movable)
{
  self->tiles_movable = movable;
}

/* Where the tile at (x, y) is drawn, in widget coordinates. */
void
tsr_board_view_get_tile_area (TsrBoardView *self,
                              gint32        x,
                              gint32        y,
                              GdkRectangle *area)
{
  graphene_rect_t rect;

  _tsr_board_view_tile_rect (self, x, y, &rect);
  area->x = (int) rect.origin.x;
  area->y = (int) rect.origin.y;
  area->width = (int) rect.size.width;
  area->height = (int) rect.size.height;
}
