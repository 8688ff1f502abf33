/* tsr-board-view-input.c: what people do to the board view
 *
 * The pointer (hovering, clicking, dragging to pan or to move a tile,
 * scrolling and pinching to zoom), the keyboard (a cursor moved with the
 * arrows, Enter as a click; where answers are marked, Tab and the arrows
 * go from mark to mark and Enter takes the one chosen) and drops from the
 * palette.  The view reports them as signals and decides nothing.
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 */

#define G_LOG_DOMAIN "tessera"

#include "config.h"

#include <math.h>

#include "tsr-board-view-private.h"
#include "tsr-tile-art.h"

static void
emit_hover (TsrBoardView *self)
{
  gint32 x, y;
  TsrPort port;

  _tsr_board_view_place_at (self, self->pointer_x, self->pointer_y, &x, &y, &port);
  g_signal_emit (self, _tsr_board_view_signals[TSR_BOARD_VIEW_HOVER_CHANGED], 0, x, y, port);
}

static void
on_motion (GtkEventControllerMotion *controller,
           double                    wx,
           double                    wy,
           TsrBoardView             *self)
{
  self->hovering = TRUE;
  _tsr_board_view_to_board (self, wx, wy, &self->pointer_x, &self->pointer_y);
  emit_hover (self);
  gtk_widget_queue_draw (GTK_WIDGET (self));
}

/* The pointer, or something dragged, leaves the board: nothing is
 * pointed at any more. */
static void
on_leave (GtkEventController *controller,
          TsrBoardView       *self)
{
  self->hovering = FALSE;
  gtk_widget_queue_draw (GTK_WIDGET (self));
}

/* Once the user works on the board, the view is theirs: it no longer
 * fits itself to the board as it grows, so what they click next stays
 * where they saw it. */
static void
emit_activated (TsrBoardView *self,
                gint32        x,
                gint32        y,
                TsrPort       port)
{
  self->fit_kept = FALSE;
  g_signal_emit (self, _tsr_board_view_signals[TSR_BOARD_VIEW_PLACE_ACTIVATED], 0, x, y, port);
}

static void
activate_place (TsrBoardView *self,
                double        bx,
                double        by)
{
  gint32 x, y;
  TsrPort port;

  _tsr_board_view_place_at (self, bx, by, &x, &y, &port);
  self->cursor_x = x;
  self->cursor_y = y;
  _tsr_board_view_describe (self);
  self->highlight = -1;
  emit_activated (self, x, y, port);
}

static void
on_drag_begin (GtkGestureDrag *gesture,
               double          wx,
               double          wy,
               TsrBoardView   *self)
{
  guint button = gtk_gesture_single_get_current_button (GTK_GESTURE_SINGLE (gesture));
  double bx, by;

  gtk_widget_grab_focus (GTK_WIDGET (self));
  self->keyboard_used = FALSE;
  self->drag_origin_x = self->origin_x;
  self->drag_origin_y = self->origin_y;
  self->dragging = FALSE;

  /* With the primary button, a drag that starts on a tile moves it when
   * the window lets tiles move (edit mode); anywhere else it pans. */
  _tsr_board_view_to_board (self, wx, wy, &bx, &by);
  self->drag_tile_x = (gint32) floor (bx);
  self->drag_tile_y = (gint32) floor (by);
  self->drag_moves_tile = button == GDK_BUTTON_PRIMARY && self->game != NULL &&
                          self->tiles_movable &&
                          tsr_board_get (tsr_game_get_board (self->game), self->drag_tile_x, self->drag_tile_y) != NULL;
}

static void
on_drag_update (GtkGestureDrag *gesture,
                double          dx,
                double          dy,
                TsrBoardView   *self)
{
  double sx, sy;

  if (!self->dragging)
    {
      gtk_gesture_drag_get_start_point (gesture, &sx, &sy);
      if (!gtk_drag_check_threshold (GTK_WIDGET (self), sx, sy, sx + dx, sy + dy))
        return;
      self->dragging = TRUE;
      gtk_gesture_set_state (GTK_GESTURE (gesture), GTK_EVENT_SEQUENCE_CLAIMED);
    }

  if (self->drag_moves_tile)
    {
      gtk_gesture_drag_get_start_point (gesture, &sx, &sy);
      _tsr_board_view_to_board (self, sx + dx, sy + dy, &self->pointer_x, &self->pointer_y);
      self->hovering = TRUE;
    }
  else
    {
      self->origin_x = self->drag_origin_x - dx / self->scale;
      self->origin_y = self->drag_origin_y - dy / self->scale;
      self->fit_kept = FALSE;
    }
  gtk_widget_queue_draw (GTK_WIDGET (self));
}

static void
on_drag_end (GtkGestureDrag *gesture,
             double          dx,
             double          dy,
             TsrBoardView   *self)
{
  double sx, sy, bx, by;

  gtk_gesture_drag_get_start_point (gesture, &sx, &sy);
  _tsr_board_view_to_board (self, sx + dx, sy + dy, &bx, &by);

  if (!self->dragging)
    {
      /* Not a drag: a click. */
      guint button = gtk_gesture_single_get_current_button (GTK_GESTURE_SINGLE (gesture));

      if (button == GDK_BUTTON_PRIMARY)
        activate_place (self, bx, by);
      else if (button == GDK_BUTTON_SECONDARY)
        {
          gint32 x, y;
          TsrPort port;

          _tsr_board_view_place_at (self, bx, by, &x, &y, &port);
          g_signal_emit (self, _tsr_board_view_signals[TSR_BOARD_VIEW_CONTEXT_REQUESTED], 0, x, y, port,
                         sx + dx, sy + dy);
        }
    }
  else if (self->drag_moves_tile)
    {
      g_signal_emit (self, _tsr_board_view_signals[TSR_BOARD_VIEW_TILE_DRAGGED], 0, self->drag_tile_x, self->drag_tile_y,
                     (gint32) floor (bx), (gint32) floor (by));
    }

  self->dragging = FALSE;
  self->drag_moves_tile = FALSE;
  gtk_widget_queue_draw (GTK_WIDGET (self));
}

static gboolean
on_scroll (GtkEventControllerScroll *controller,
           double                    dx,
           double                    dy,
           TsrBoardView             *self)
{
  GdkModifierType state = gtk_event_controller_get_current_event_state (GTK_EVENT_CONTROLLER (controller));

  if (state & GDK_CONTROL_MASK)
    {
      double factor = gtk_event_controller_scroll_get_unit (controller) == GDK_SCROLL_UNIT_SURFACE
                      ? exp (-dy / 200.0) : (dy < 0 ? 1.2 : 1 / 1.2);

      _tsr_board_view_zoom_at (self, factor, (self->pointer_x - self->origin_x) * self->scale,
               (self->pointer_y - self->origin_y) * self->scale);
      return TRUE;
    }

  /* Scrolling while a tile is in hand turns it. */
  if (self->ghost != NULL && self->hovering &&
      gtk_event_controller_scroll_get_unit (controller) == GDK_SCROLL_UNIT_WHEEL)
    {
      tsr_board_view_rotate_ghost (self, dy > 0 ? 1 : -1);
      return TRUE;
    }

  /* Otherwise scrolling pans, as on a map. */
  if (gtk_event_controller_scroll_get_unit (controller) == GDK_SCROLL_UNIT_WHEEL)
    {
      dx *= 30;
      dy *= 30;
    }
  self->origin_x += dx / self->scale;
  self->origin_y += dy / self->scale;
  self->fit_kept = FALSE;
  gtk_widget_queue_draw (GTK_WIDGET (self));
  return TRUE;
}

static void
on_zoom_begin (GtkGesture   *gesture,
               GdkEventSequence *sequence,
               TsrBoardView *self)
{
  self->zoom_start = self->scale;
  gtk_gesture_set_state (gesture, GTK_EVENT_SEQUENCE_CLAIMED);
}

static void
on_zoom_changed (GtkGestureZoom *gesture,
                 double          factor,
                 TsrBoardView   *self)
{
  double cx, cy;

  gtk_gesture_get_bounding_box_center (GTK_GESTURE (gesture), &cx, &cy);
  _tsr_board_view_zoom_at (self, self->zoom_start * factor / self->scale, cx, cy);
}

/* Moves the keyboard cursor to (x, y), pointing at the board point (px,
 * py) in it, and keeps it in view. */
static void
move_cursor (TsrBoardView *self,
             gint32        x,
             gint32        y,
             double        px,
             double        py)
{
  self->cursor_x = x;
  self->cursor_y = y;
  _tsr_board_view_describe (self);
  /* The pointer follows the cursor, so a tile in hand shows where it is. */
  self->pointer_x = px;
  self->pointer_y = py;
  self->hovering = TRUE;
  emit_hover (self);

  /* Keeping the cursor in view moves the board as a pan does. */
  if (self->cursor_x < self->origin_x || self->cursor_y < self->origin_y ||
      self->cursor_x + 1 > self->origin_x + gtk_widget_get_width (GTK_WIDGET (self)) / self->scale ||
      self->cursor_y + 1 > self->origin_y + gtk_widget_get_height (GTK_WIDGET (self)) / self->scale)
    self->fit_kept = FALSE;
  if (self->cursor_x < self->origin_x)
    self->origin_x = self->cursor_x;
  if (self->cursor_y < self->origin_y)
    self->origin_y = self->cursor_y;
  if (self->cursor_x + 1 > self->origin_x + gtk_widget_get_width (GTK_WIDGET (self)) / self->scale)
    self->origin_x = self->cursor_x + 1 - gtk_widget_get_width (GTK_WIDGET (self)) / self->scale;
  if (self->cursor_y + 1 > self->origin_y + gtk_widget_get_height (GTK_WIDGET (self)) / self->scale)
    self->origin_y = self->cursor_y + 1 - gtk_widget_get_height (GTK_WIDGET (self)) / self->scale;

  gtk_widget_queue_draw (GTK_WIDGET (self));
}

static gboolean
is_option (TsrBoardView *self,
           guint         index)
{
  return g_array_index (self->marks, TsrBoardMark, index).kind == TSR_MARK_OPTION;
}

/* Where the mark @index is drawn, in board units: its ring, or the
 * middle of its square. */
static void
mark_point (TsrBoardView *self,
            guint         index,
            double       *bx,
            double       *by)
{
  const TsrBoardMark *mark = &g_array_index (self->marks, TsrBoardMark, index);
  double ax, ay, radius;

  _tsr_board_view_mark_ring (self, index, &ax, &ay, &radius);
  *bx = mark->x + ax;
  *by = mark->y + ay;
}

static void
choose_mark (TsrBoardView *self,
             int           index)
{
  const TsrBoardMark *mark = &g_array_index (self->marks, TsrBoardMark, index);
  double bx, by;

  self->highlight = index;
  mark_point (self, index, &bx, &by);
  move_cursor (self, mark->x, mark->y, bx, by);
}

/* Tab and Shift+Tab: the next or previous marked answer; past the last,
 * the focus leaves the board as usual. */
static gboolean
cycle_marks (TsrBoardView *self,
             int           step)
{
  int n = (int) self->marks->len;

  /* From outside the marks, Shift+Tab comes in at the last one. */
  for (int i = self->highlight >= 0 ? self->highlight + step : step > 0 ? 0 : n - 1; i >= 0 && i < n; i += step)
    if (is_option (self, i))
      {
        choose_mark (self, i);
        return TRUE;
      }

  /* Back in from the other end next time. */
  if (self->highlight >= 0)
    {
      self->highlight = -1;
      gtk_widget_queue_draw (GTK_WIDGET (self));
    }
  return FALSE;
}

/* An arrow: the nearest marked answer that way, more or less straight
 * ahead.  Returns: whether any answer is marked at all. */
static gboolean
step_to_mark (TsrBoardView *self,
              gint32        dx,
              gint32        dy)
{
  double fx = self->cursor_x + 0.5, fy = self->cursor_y + 0.5;
  double best_score = G_MAXDOUBLE;
  gboolean any = FALSE;
  int best = -1;

  if (self->highlight >= 0)
    mark_point (self, self->highlight, &fx, &fy);

  for (guint i = 0; i < self->marks->len; i++)
    {
      double bx, by, ahead, aside;

      if (!is_option (self, i))
        continue;
      any = TRUE;
      mark_point (self, i, &bx, &by);
      ahead = (bx - fx) * dx + (by - fy) * dy;
      aside = fabs ((bx - fx) * dy - (by - fy) * dx);
      /* Within 45 degrees of the arrow, sideways distance costing more. */
      if (ahead > 0.01 && aside <= ahead && ahead + 2 * aside < best_score)
        {
          best_score = ahead + 2 * aside;
          best = (int) i;
        }
    }

  if (best >= 0)
    choose_mark (self, best);
  return any;
}

static gboolean
on_key_pressed (GtkEventControllerKey *controller,
                guint                  keyval,
                guint                  keycode,
                GdkModifierType        state,
                TsrBoardView          *self)
{
  gint32 dx = 0, dy = 0;

  if (state & (GDK_CONTROL_MASK | GDK_ALT_MASK))
    return FALSE;
  /* GTK shows the focus when keys move it between widgets; keys that
   * move the cursor within the board count as well. */
  self->keyboard_used = TRUE;
  if (keyval == GDK_KEY_Tab || keyval == GDK_KEY_KP_Tab || keyval == GDK_KEY_ISO_Left_Tab)
    return self->game != NULL &&
           cycle_marks (self, keyval == GDK_KEY_ISO_Left_Tab || (state & GDK_SHIFT_MASK) ? -1 : 1);

  switch (keyval)
    {
    case GDK_KEY_Left:
    case GDK_KEY_KP_Left:
      dx = -1;
      break;
    case GDK_KEY_Right:
    case GDK_KEY_KP_Right:
      dx = 1;
      break;
    case GDK_KEY_Up:
    case GDK_KEY_KP_Up:
      dy = -1;
      break;
    case GDK_KEY_Down:
    case GDK_KEY_KP_Down:
      dy = 1;
      break;
    case GDK_KEY_Return:
    case GDK_KEY_KP_Enter:
    case GDK_KEY_space:
      if (self->highlight >= 0)
        {
          const TsrBoardMark *mark = &g_array_index (self->marks, TsrBoardMark, self->highlight);

          emit_activated (self, mark->x, mark->y, mark->port);
        }
      else
        {
          gboolean handled = FALSE;

          g_signal_emit (self, _tsr_board_view_signals[TSR_BOARD_VIEW_DEFAULT_ACTIVATED], 0, &handled);
          if (!handled)
            activate_place (self, self->cursor_x + 0.5, self->cursor_y + 0.5);
        }
      return TRUE;
    default:
      return FALSE;
    }

  /* Where answers are marked, the arrows go from one to the next. */
  if (self->game != NULL && step_to_mark (self, dx, dy))
    return TRUE;

  move_cursor (self, self->cursor_x + dx, self->cursor_y + dy, self->cursor_x + dx + 0.5, self->cursor_y + dy + 0.5);
  return TRUE;
}

static gboolean
on_drop (GtkDropTarget *target,
         const GValue  *value,
         double         wx,
         double         wy,
         TsrBoardView  *self)
{
  gint32 x, y;
  TsrPort port;
  double bx, by;

  if (!G_VALUE_HOLDS_STRING (value))
    return FALSE;

  _tsr_board_view_to_board (self, wx, wy, &bx, &by);
  _tsr_board_view_place_at (self, bx, by, &x, &y, &port);
  g_signal_emit (self, _tsr_board_view_signals[TSR_BOARD_VIEW_PLACE_DROPPED], 0, g_value_get_string (value), x, y, port);
  return TRUE;
}

/* Only the palette's items, dragged within Tessera: a file dropped on the
 * board goes on to the window, which opens it. */
static gboolean
on_drop_accept (GtkDropTarget *target,
                GdkDrop       *drop,
                TsrBoardView  *self)
{
  return gdk_drop_get_drag (drop) != NULL &&
         gdk_content_formats_match (gtk_drop_target_get_formats (target), gdk_drop_get_formats (drop));
}

static GdkDragAction
on_drop_motion (GtkDropTarget *target,
                double         wx,
                double         wy,
                TsrBoardView  *self)
{
  on_motion (NULL, wx, wy, self);
  return GDK_ACTION_COPY;
}

void
_tsr_board_view_add_controllers (TsrBoardView *self)
{
  GtkEventController *controller;
  GtkGesture *gesture;

  controller = gtk_event_controller_motion_new ();
  g_signal_connect (controller, "motion", G_CALLBACK (on_motion), self);
  g_signal_connect (controller, "leave", G_CALLBACK (on_leave), self);
  gtk_widget_add_controller (GTK_WIDGET (self), controller);

  /* Primary button: click, pan or move; middle button: always pan. */
  gesture = gtk_gesture_drag_new ();
  gtk_gesture_single_set_button (GTK_GESTURE_SINGLE (gesture), 0);
  g_signal_connect (gesture, "drag-begin", G_CALLBACK (on_drag_begin), self);
  g_signal_connect (gesture, "drag-update", G_CALLBACK (on_drag_update), self);
  g_signal_connect (gesture, "drag-end", G_CALLBACK (on_drag_end), self);
  gtk_widget_add_controller (GTK_WIDGET (self), GTK_EVENT_CONTROLLER (gesture));

  controller = gtk_event_controller_scroll_new (GTK_EVENT_CONTROLLER_SCROLL_BOTH_AXES);
  g_signal_connect (controller, "scroll", G_CALLBACK (on_scroll), self);
  gtk_widget_add_controller (GTK_WIDGET (self), controller);

  gesture = gtk_gesture_zoom_new ();
  g_signal_connect (gesture, "begin", G_CALLBACK (on_zoom_begin), self);
  g_signal_connect (gesture, "scale-changed", G_CALLBACK (on_zoom_changed), self);
  gtk_widget_add_controller (GTK_WIDGET (self), GTK_EVENT_CONTROLLER (gesture));

  controller = gtk_event_controller_key_new ();
  g_signal_connect (controller, "key-pressed", G_CALLBACK (on_key_pressed), self);
  gtk_widget_add_controller (GTK_WIDGET (self), controller);

  controller = GTK_EVENT_CONTROLLER (gtk_drop_target_new (G_TYPE_STRING, GDK_ACTION_COPY));
  g_signal_connect (controller, "accept", G_CALLBACK (on_drop_accept), self);
  g_signal_connect (controller, "drop", G_CALLBACK (on_drop), self);
  g_signal_connect (controller, "motion", G_CALLBACK (on_drop_motion), self);
  g_signal_connect (controller, "leave", G_CALLBACK (on_leave), self);
  gtk_widget_add_controller (GTK_WIDGET (self), controller);
}
