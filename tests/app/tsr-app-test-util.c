/* tsr-app-test-util.c
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 */

#include "config.h"

#include <math.h>
#include <string.h>
#include <glib/gstdio.h>
#include <gdk/x11/gdkx.h>

#include "tsr-app-test-util.h"
#include "tsr-tooltip.h"

static TsrApplication *application;

void
tsr_app_test_init (int    *argc,
                   char ***argv)
{
  tsr_i18n_init ();
  gtk_test_init (argc, argv, NULL);
  adw_init ();
  tsr_core_init ();
}

void
tsr_app_test_shutdown (void)
{
  g_clear_object (&application);
}

void
drain_main_context (void)
{
  while (g_main_context_iteration (NULL, FALSE))
    ;
}

void
fixture_setup (Fixture       *fixture,
               gconstpointer  data)
{
  g_autoptr(GError) error = NULL;

  /* No draft from an earlier test: the first window would offer it back. */
  tsr_window_discard_draft ();
  fixture->settings = g_settings_new (APP_ID);

  /* A process has one application; every test shares it and starts with
   * no window open. */
  if (application == NULL)
    {
      application = tsr_application_new ();
      /* Its own flags kept: files are opened as from the command line. */
      g_application_set_flags (G_APPLICATION (application),
                               g_application_get_flags (G_APPLICATION (application)) | G_APPLICATION_NON_UNIQUE);
      g_application_register (G_APPLICATION (application), NULL, &error);
      g_assert_no_error (error);
    }
  fixture->app = application;
  g_assert_null (gtk_application_get_windows (GTK_APPLICATION (fixture->app)));
}

void
fixture_teardown (Fixture       *fixture,
                  gconstpointer  data)
{
  GList *windows = gtk_application_get_windows (GTK_APPLICATION (fixture->app));

  while (windows != NULL)
    {
      GtkWindow *window = windows->data;

      windows = windows->next;
      gtk_window_destroy (window);
    }
  drain_main_context ();
  tsr_window_discard_draft ();

  g_settings_reset (fixture->settings, "window-width");
  g_settings_reset (fixture->settings, "window-height");
  g_settings_reset (fixture->settings, "window-maximized");
  g_clear_object (&fixture->settings);
}

static void
on_painted (GdkFrameClock *clock,
            gboolean      *painted)
{
  *painted = TRUE;
}

/* Waits until @window is on screen and has drawn a frame since now,
 * laid out at its size: a person sees the window before using it. */
static void
wait_for_frame (GtkWindow *window)
{
  gboolean painted = FALSE;
  GdkFrameClock *clock;
  gulong handler;

  for (guint i = 0; i < 100 && !gtk_widget_get_mapped (GTK_WIDGET (window)); i++)
    settle (20);
  clock = gtk_widget_get_frame_clock (GTK_WIDGET (window));
  g_assert_nonnull (clock);
  handler = g_signal_connect (clock, "after-paint", G_CALLBACK (on_painted), &painted);
  gtk_widget_queue_draw (GTK_WIDGET (window));
  for (guint i = 0; i < 200 && !painted; i++)
    settle (10);
  g_signal_handler_disconnect (clock, handler);
  g_assert_true (painted);
  g_assert_cmpint (gtk_widget_get_width (GTK_WIDGET (window)), >, 0);
}

GtkWindow *
activate (Fixture *fixture)
{
  GtkWindow *window;

  g_application_activate (G_APPLICATION (fixture->app));
  drain_main_context ();

  window = gtk_application_get_active_window (GTK_APPLICATION (fixture->app));
  g_assert_true (TSR_IS_WINDOW (window));
  return window;
}

GtkWidget *
find_widget (GtkWidget *root,
             GType      type)
{
  if (G_TYPE_CHECK_INSTANCE_TYPE (root, type))
    return root;

  for (GtkWidget *child = gtk_widget_get_first_child (root);
       child != NULL;
       child = gtk_widget_get_next_sibling (child))
    {
      GtkWidget *found = find_widget (child, type);

      if (found != NULL)
        return found;
    }

  return NULL;
}

/* A shown toplevel window of that type, or NULL. */
GtkWindow *
find_toplevel (GType type)
{
  GListModel *toplevels = gtk_window_get_toplevels ();
  GtkWindow *found = NULL;

  for (guint i = 0; i < g_list_model_get_n_items (toplevels) && found == NULL; i++)
    {
      g_autoptr(GObject) item = g_list_model_get_item (toplevels, i);

      if (G_TYPE_CHECK_INSTANCE_TYPE (item, type) && gtk_widget_get_visible (GTK_WIDGET (item)))
        found = GTK_WINDOW (item);
    }

  return found;
}

void
run (GtkWindow  *window,
     const char *action,
     GVariant   *parameter)
{
  g_assert_true (gtk_widget_activate_action_variant (GTK_WIDGET (window), action, parameter));
  drain_main_context ();
}

TsrDocument *
document_of (GtkWindow *window)
{
  return tsr_window_get_document (TSR_WINDOW (window));
}

TsrGame *
game_of (GtkWindow *window)
{
  return tsr_document_get_game (document_of (window));
}

GFile *
example (const char *name)
{
  g_autofree char *path = g_test_build_filename (G_TEST_DIST, "..", "data", "scenarios", name, NULL);

  return g_file_new_for_path (path);
}

GtkWindow *
open_example (Fixture    *fixture,
              const char *name)
{
  GtkWindow *window = activate (fixture);
  g_autoptr(GFile) file = example (name);
  g_autoptr(GError) error = NULL;

  g_assert_true (tsr_window_open_file (TSR_WINDOW (window), file, &error));
  g_assert_no_error (error);
  drain_main_context ();
  wait_for_frame (window);
  return window;
}

/* The text @widget shows, if it is a label or an inscription on screen.
 * An inscription shows only as many lines as it was given: its text
 * counts only if all of it fits them. */
const char *
text_shown (GtkWidget *widget)
{
  const char *text;
  g_autoptr(PangoLayout) layout = NULL;

  if (!gtk_widget_get_mapped (widget))
    return NULL;
  if (GTK_IS_LABEL (widget))
    return gtk_label_get_text (GTK_LABEL (widget));
  if (!GTK_IS_INSCRIPTION (widget) || (text = gtk_inscription_get_text (GTK_INSCRIPTION (widget))) == NULL)
    return NULL;

  layout = gtk_widget_create_pango_layout (widget, text);
  pango_layout_set_wrap (layout, gtk_inscription_get_wrap_mode (GTK_INSCRIPTION (widget)));
  pango_layout_set_width (layout, gtk_widget_get_width (widget) * PANGO_SCALE);
  return (guint) pango_layout_get_line_count (layout) <= gtk_inscription_get_min_lines (GTK_INSCRIPTION (widget)) ? text : NULL;
}

/* Whether some label under @widget shows text containing @text. */
gboolean
shows_text (GtkWidget  *widget,
            const char *text)
{
  const char *shown = text_shown (widget);

  if (shown != NULL && strstr (shown, text) != NULL)
    return TRUE;

  for (GtkWidget *child = gtk_widget_get_first_child (widget); child != NULL;
       child = gtk_widget_get_next_sibling (child))
    if (shows_text (child, text))
      return TRUE;

  return FALSE;
}

/* Whether @text shows under @widget within two seconds: what a page just
 * shown lays out appears at its next frames. */
gboolean
shows_text_soon (GtkWidget  *widget,
                 const char *text)
{
  for (guint i = 0; i < 40; i++)
    {
      if (shows_text (widget, text))
        return TRUE;
      settle (50);
    }

  return shows_text (widget, text);
}

/* The first widget under @widget, in depth-first order, that @match
 * takes. */
GtkWidget *
find_first (GtkWidget   *widget,
            WidgetMatch  match,
            gpointer     data)
{
  if (match (widget, data))
    return widget;

  for (GtkWidget *child = gtk_widget_get_first_child (widget); child != NULL;
       child = gtk_widget_get_next_sibling (child))
    {
      GtkWidget *found = find_first (child, match, data);

      if (found != NULL)
        return found;
    }

  return NULL;
}

/* A label shown that reads @data, mnemonic left out. */
gboolean
label_reads (GtkWidget *widget,
             gpointer   data)
{
  return g_strcmp0 (text_shown (widget), data) == 0;
}

/* Scrolls the Steps panel's list to its top, where the first steps are:
 * it shows the current step, often the last, when a file opens. */
void
show_first_steps (GtkWindow *window)
{
  GtkWidget *list = find_widget (GTK_WIDGET (window), GTK_TYPE_LIST_VIEW);
  GtkAdjustment *adjustment = gtk_scrollable_get_vadjustment (GTK_SCROLLABLE (list));

  /* Again, until the list has stopped bringing its current step into
   * view on its own. */
  for (guint i = 0; i < 20; i++)
    {
      gtk_adjustment_set_value (adjustment, gtk_adjustment_get_lower (adjustment));
      settle (100);
      if (gtk_adjustment_get_value (adjustment) == gtk_adjustment_get_lower (adjustment))
        break;
    }
}

/* Whether the Steps panel shows a step reading @text: its list is
 * scrolled from the top a page at a time, as a reader would, since only
 * the rows near the view are made. */
gboolean
shows_step_text (GtkWindow  *window,
                 const char *text)
{
  GtkWidget *list = find_widget (GTK_WIDGET (window), GTK_TYPE_LIST_VIEW);
  GtkAdjustment *adjustment = gtk_scrollable_get_vadjustment (GTK_SCROLLABLE (list));

  show_first_steps (window);
  for (;;)
    {
      double value = gtk_adjustment_get_value (adjustment);

      if (shows_text (list, text))
        return TRUE;
      gtk_adjustment_set_value (adjustment, value + gtk_adjustment_get_page_size (adjustment) / 2);
      settle (100);
      if (gtk_adjustment_get_value (adjustment) <= value)
        return shows_text (list, text);
    }
}

/* The first widget @match takes within two seconds: what a page just
 * shown lays out appears at its next frames. */
GtkWidget *
find_first_soon (GtkWidget   *widget,
                 WidgetMatch  match,
                 gpointer     data)
{
  GtkWidget *found = NULL;

  for (guint i = 0; i < 40 && (found = find_first (widget, match, data)) == NULL; i++)
    settle (50);
  return found;
}

static gboolean
popover_label_reads (GtkWidget *widget,
                     gpointer   data)
{
  GtkWidget *popover = gtk_widget_get_ancestor (widget, GTK_TYPE_POPOVER);

  return popover != NULL && gtk_widget_get_mapped (popover) && label_reads (widget, data);
}

/* The button reading @label in a popover shown within two seconds, in
 * any window, or %NULL. */
GtkWidget *
popover_button (const char *label)
{
  GtkWidget *found = NULL;

  for (guint i = 0; i < 40 && found == NULL; i++)
    {
      GList *toplevels = gtk_window_list_toplevels ();

      for (GList *l = toplevels; l != NULL && found == NULL; l = l->next)
        found = find_first (l->data, popover_label_reads, (gpointer) label);
      g_list_free (toplevels);
      if (found == NULL)
        settle (50);
    }

  return found != NULL ? gtk_widget_get_ancestor (found, GTK_TYPE_BUTTON) : NULL;
}

/* The tooltip @widget shows on hover: set from code through
 * tsr_tooltip_set(), or in a template. */
const char *
tooltip_of (GtkWidget *widget)
{
  const char *tooltip = tsr_tooltip_get (widget);

  return tooltip != NULL ? tooltip : gtk_widget_get_tooltip_text (widget);
}

/* A label whose tooltip starts with @data. */
gboolean
label_with_tooltip (GtkWidget *widget,
                    gpointer   data)
{
  const char *tooltip = tooltip_of (widget);

  return (GTK_IS_LABEL (widget) || GTK_IS_INSCRIPTION (widget)) && tooltip != NULL && g_str_has_prefix (tooltip, data);
}

/* A spin button in a row titled @data. */
gboolean
spin_in_row (GtkWidget *widget,
             gpointer   data)
{
  GtkWidget *row = gtk_widget_get_ancestor (widget, ADW_TYPE_ACTION_ROW);

  return GTK_IS_SPIN_BUTTON (widget) && row != NULL &&
         g_str_equal (adw_preferences_row_get_title (ADW_PREFERENCES_ROW (row)), data);
}

/* Shows the sidebar's page @page ("steps", "rules"…), as its tab does. */
void
show_sidebar (GtkWindow  *window,
              const char *page)
{
  AdwViewStack *stack = ADW_VIEW_STACK (find_widget (GTK_WIDGET (window), ADW_TYPE_VIEW_STACK));

  adw_view_stack_set_visible_child_name (stack, page);
  drain_main_context ();
  /* A list view makes its rows when it is laid out, at the next frame. */
  settle (100);
}

/* Answers the message dialog open, as a click on its button @response
 * does. */
void
respond (const char *response)
{
  AdwMessageDialog *dialog = NULL;

  for (guint i = 0; i < 40 && (dialog = ADW_MESSAGE_DIALOG (find_toplevel (ADW_TYPE_MESSAGE_DIALOG))) == NULL; i++)
    settle (50);
  g_assert_nonnull (dialog);
  /* What a click on the button does: the response, then the dialog goes. */
  adw_message_dialog_response (dialog, response);
  gtk_window_destroy (GTK_WINDOW (dialog));
  drain_main_context ();
}

/* Opens @xml as a file of its own, as the user would, and lets the
 * window settle. */
GtkWindow *
open_position (Fixture    *fixture,
               const char *xml)
{
  GtkWindow *window = activate (fixture);
  g_autofree char *dir = g_dir_make_tmp (NULL, NULL);
  g_autofree char *path = g_build_filename (dir, "position.tessera", NULL);
  g_autoptr(GFile) file = g_file_new_for_path (path);
  g_autoptr(GError) error = NULL;

  g_assert_true (g_file_set_contents (path, xml, -1, NULL));
  g_assert_true (tsr_window_open_file (TSR_WINDOW (window), file, &error));
  g_assert_no_error (error);
  g_remove (path);
  g_rmdir (dir);
  settle (200);
  return window;
}

/* Lets the main loop take what the X server sends for a while. */
void
settle (guint ms)
{
  gint64 until = g_get_monotonic_time () + ms * G_TIME_SPAN_MILLISECOND;

  while (g_get_monotonic_time () < until)
    {
      g_main_context_iteration (NULL, FALSE);
      g_usleep (2 * G_TIME_SPAN_MILLISECOND);
    }
  drain_main_context ();
}

/* Runs xdotool with @args, as a person's input the X server passes on. */
static void
xdotool (const char * const *args)
{
  g_autoptr(GStrvBuilder) builder = g_strv_builder_new ();
  g_auto(GStrv) argv = NULL;
  g_autoptr(GError) error = NULL;
  int status;

  g_strv_builder_add (builder, "xdotool");
  g_strv_builder_addv (builder, (const char **) args);
  argv = g_strv_builder_end (builder);
  g_spawn_sync (NULL, argv, NULL, G_SPAWN_SEARCH_PATH, NULL, NULL, NULL, NULL, &status, &error);
  g_assert_no_error (error);
  g_assert_true (g_spawn_check_wait_status (status, NULL));
  /* A round trip to the X server: whatever it had from xdotool before
   * answering is then in this process's queue, however loaded the
   * machine, and is handled before the test goes on. */
  gdk_display_sync (gdk_display_get_default ());
  settle (150);
}

static char *
window_id (GtkWidget *widget)
{
  GdkSurface *surface = gtk_native_get_surface (gtk_widget_get_native (widget));

  g_assert_true (GDK_IS_X11_SURFACE (surface));
  return g_strdup_printf ("%lu", (unsigned long) gdk_x11_surface_get_xid (surface));
}

/* Whether the pointer is at (x, y) of @native's surface already. */
static gboolean
pointer_is_at (GtkNative *native,
               int        x,
               int        y)
{
  GdkSurface *surface = gtk_native_get_surface (native);
  GdkSeat *seat = gdk_display_get_default_seat (gdk_surface_get_display (surface));
  double px, py;

  return gdk_surface_get_device_position (surface, gdk_seat_get_pointer (seat), &px, &py, NULL) &&
         (int) px == x && (int) py == y;
}

/* Moves the pointer to (x, y) in @widget's coordinates, then does
 * @then (a click, or nothing). */
static void
pointer_at (GtkWidget         *widget,
            double             x,
            double             y,
            const char * const *then)
{
  GtkNative *native = gtk_widget_get_native (widget);
  graphene_point_t at;
  double sx, sy;
  g_autofree char *xid = window_id (widget);
  g_autofree char *px = NULL;
  g_autofree char *py = NULL;
  g_autoptr(GStrvBuilder) builder = g_strv_builder_new ();
  g_auto(GStrv) args = NULL;

  /* A page just shown is laid out at the next frame. */
  for (guint i = 0; i < 100 && gtk_widget_get_width (widget) == 0; i++)
    settle (20);
  g_assert_cmpint (gtk_widget_get_width (widget), >, 0);
  g_assert_true (gtk_widget_compute_point (widget, GTK_WIDGET (native), &GRAPHENE_POINT_INIT (x, y), &at));
  gtk_native_get_surface_transform (native, &sx, &sy);

  px = g_strdup_printf ("%d", (int) (at.x + sx));
  py = g_strdup_printf ("%d", (int) (at.y + sy));
  /* --sync waits for the pointer to move, which it does not when it is
   * there already (a second click on the same square): xdotool then
   * waits some fifteen seconds before going on. */
  if (pointer_is_at (native, (int) (at.x + sx), (int) (at.y + sy)))
    g_strv_builder_addv (builder, (const char *[]) { "mousemove", "--window", xid, px, py, NULL });
  else
    g_strv_builder_addv (builder, (const char *[]) { "mousemove", "--sync", "--window", xid, px, py, NULL });
  g_strv_builder_addv (builder, (const char **) then);
  args = g_strv_builder_end (builder);
  xdotool ((const char * const *) args);
}

/**
 * pointer_click:
 * @x: where in @widget, in its own coordinates
 * @y:
 * @button: 1 for the primary button, 3 for the secondary
 *
 * Clicks as a person does: xdotool asks the X server for the click, and
 * GTK receives it from the server like any other, through every event
 * controller on the way.
 */
void
pointer_click (GtkWidget *widget,
               double     x,
               double     y,
               guint      button)
{
  static gint64 last_time;
  static double last_x, last_y;
  g_autofree char *b = g_strdup_printf ("%u", button);
  GtkNative *native = gtk_widget_get_native (widget);
  graphene_point_t at = { 0 };
  int interval = 400;

  /* Two clicks on one spot are two clicks, not a double-click
   * (pointer_double_click() is for that): the second waits until the
   * first is too old to pair with it, as a person's would be. */
  g_object_get (gtk_settings_get_default (), "gtk-double-click-time", &interval, NULL);
  if (gtk_widget_compute_point (widget, GTK_WIDGET (native), &GRAPHENE_POINT_INIT (x, y), &at) &&
      fabs (at.x - last_x) < 1 && fabs (at.y - last_y) < 1)
    {
      gint64 since = (g_get_monotonic_time () - last_time) / 1000;

      if (since < interval + 50)
        settle (interval + 50 - since);
    }
  pointer_at (widget, x, y, (const char *[]) { "click", b, NULL });
  last_time = g_get_monotonic_time ();
  last_x = at.x;
  last_y = at.y;
}

/* Clicks twice at (x, y) in @widget's coordinates, as quickly as a
 * double-click. */
void
pointer_double_click (GtkWidget *widget,
                      double     x,
                      double     y)
{
  pointer_at (widget, x, y, (const char *[]) { "click", "--repeat", "2", "--delay", "60", "1", NULL });
}

/* Moves the pointer over (x, y) in @widget's coordinates, through
 * whatever lies between, as a hand does; (x, y) may be outside
 * @widget. */
void
pointer_move (GtkWidget *widget,
              double     x,
              double     y)
{
  pointer_at (widget, x, y, (const char *[]) { NULL });
}

/* Presses the primary button at (x, y) in @widget's coordinates, or
 * lets it go there, after moving the pointer there. */
void
pointer_press (GtkWidget *widget,
               double     x,
               double     y,
               gboolean   down)
{
  pointer_at (widget, x, y, (const char *[]) { down ? "mousedown" : "mouseup", "1", NULL });
}

/**
 * key_press:
 * @keys: xdotool's names of the keys, one after the other ("Tab Return")
 *
 * Types @keys into @widget's window, which takes the keyboard first.
 */
void
key_press (GtkWidget  *widget,
           const char *keys)
{
  g_autofree char *xid = window_id (widget);
  g_auto(GStrv) names = g_strsplit (keys, " ", -1);

  xdotool ((const char *[]) { "windowfocus", "--sync", xid, NULL });
  for (guint i = 0; names[i] != NULL; i++)
    xdotool ((const char *[]) { "key", "--clearmodifiers", names[i], NULL });
}

/* Types @text into @widget's window, a character at a time, as a person
 * at the keyboard does. */
void
type_text (GtkWidget  *widget,
           const char *text)
{
  g_autofree char *xid = window_id (widget);

  xdotool ((const char *[]) { "windowfocus", "--sync", xid, NULL });
  xdotool ((const char *[]) { "type", "--clearmodifiers", "--delay", "15", text, NULL });
}

/* Waits for a shown toplevel of that type (a dialog opening) and
 * returns it. */
GtkWindow *
wait_for_toplevel (GType type)
{
  for (guint i = 0; i < 200; i++)
    {
      GtkWindow *window = find_toplevel (type);

      if (window != NULL && gtk_widget_get_mapped (GTK_WIDGET (window)))
        {
          /* Mapped is not yet laid out and focused. */
          settle (300);
          return window;
        }
      settle (25);
    }

  g_assert_not_reached ();
}

static gboolean
button_reads (GtkWidget *widget,
              gpointer   data)
{
  return GTK_IS_BUTTON (widget) && gtk_widget_get_mapped (widget) &&
         g_strcmp0 (gtk_button_get_label (GTK_BUTTON (widget)), data) == 0;
}

/* Clicks the button labelled @label (with its mnemonic: "_Discard") in
 * @dialog, with the pointer. */
void
click_button (GtkWindow  *dialog,
              const char *label)
{
  GtkWidget *button = find_first (GTK_WIDGET (dialog), button_reads, (gpointer) label);

  g_assert_nonnull (button);
  pointer_click_widget (button);
}

/* Resizes @window as a person dragging its corner would, through the
 * X server, and waits for it to be laid out at the new size. */
void
window_resize (GtkWindow *window,
               int        width,
               int        height)
{
  g_autofree char *xid = window_id (GTK_WIDGET (window));
  g_autofree char *w = g_strdup_printf ("%d", width);
  g_autofree char *h = g_strdup_printf ("%d", height);

  xdotool ((const char *[]) { "windowsize", "--sync", xid, w, h, NULL });
  for (guint i = 0; i < 100 && gtk_widget_get_width (GTK_WIDGET (window)) != width; i++)
    settle (20);
  settle (200);
}

/**
 * key_press_at:
 * @key: an X key name: "Delete", "ctrl+z"
 *
 * Moves the pointer to (x, y) of @widget and presses @key there, to the
 * window that has the keyboard focus.
 */
void
key_press_at (GtkWidget  *widget,
              double      x,
              double      y,
              const char *key)
{
  pointer_at (widget, x, y, (const char *[]) { "key", "--clearmodifiers", key, NULL });
}

/**
 * pointer_drag:
 *
 * Drags with the primary button from (x, y) of @widget to (to_x, to_y),
 * as a person does, through the X server.
 */
void
pointer_drag (GtkWidget *widget,
              double     x,
              double     y,
              double     to_x,
              double     to_y)
{
  pointer_press (widget, x, y, TRUE);
  /* Past GTK's drag threshold first, then to the end in steps. */
  for (guint i = 1; i <= 4; i++)
    pointer_move (widget, x + (to_x - x) * i / 4.0, y + 12 + (to_y - y - 12) * i / 4.0);
  pointer_press (widget, to_x, to_y, FALSE);
}

/* Scrolls the list @widget is in until it shows whole, as a person would
 * before clicking it; a page just shown is laid out at the next frames. */
void
scroll_into_view (GtkWidget *widget)
{
  GtkWidget *scrolled = gtk_widget_get_ancestor (widget, GTK_TYPE_SCROLLED_WINDOW);
  GtkAdjustment *adjustment;

  g_assert_nonnull (scrolled);
  adjustment = gtk_scrolled_window_get_vadjustment (GTK_SCROLLED_WINDOW (scrolled));

  for (guint i = 0; i < 200; i++)
    {
      graphene_point_t at = { 0, 0 };

      drain_main_context ();
      if (gtk_widget_compute_point (widget, scrolled, &GRAPHENE_POINT_INIT (0, 0), &at) &&
          gtk_widget_get_height (widget) > 0 && at.y >= 0 &&
          at.y + gtk_widget_get_height (widget) <= gtk_widget_get_height (scrolled))
        return;
      gtk_adjustment_set_value (adjustment, gtk_adjustment_get_value (adjustment) + at.y - 24);
      g_usleep (10 * G_TIME_SPAN_MILLISECOND);
    }

  g_assert_not_reached ();
}

/* Waits until @widget stays where it is on its window, and fails after
 * two seconds: a banner or a toast sliding in is clicked where it comes
 * to rest, as a person would. */
static void
wait_until_still (GtkWidget *widget)
{
  graphene_rect_t before, after;

  g_assert_true (gtk_widget_compute_bounds (widget, GTK_WIDGET (gtk_widget_get_root (widget)), &before));
  for (guint i = 0; i < 40; i++)
    {
      settle (50);
      g_assert_true (gtk_widget_compute_bounds (widget, GTK_WIDGET (gtk_widget_get_root (widget)), &after));
      if (graphene_rect_equal (&before, &after))
        return;
      before = after;
    }
  /* A click on a widget still moving may land beside it: say so, rather
   * than click and fail somewhere else. */
  g_error ("%s did not come to rest within 2 s; it was last at (%g, %g), %g × %g", G_OBJECT_TYPE_NAME (widget),
           after.origin.x, after.origin.y, after.size.width, after.size.height);
}

/* Clicks the middle of @widget, scrolled into view first. */
void
pointer_click_widget (GtkWidget *widget)
{
  g_assert_true (gtk_widget_get_mapped (widget));
  if (gtk_widget_get_ancestor (widget, GTK_TYPE_SCROLLED_WINDOW) != NULL)
    scroll_into_view (widget);
  wait_until_still (widget);
  pointer_click (widget, gtk_widget_get_width (widget) / 2.0, gtk_widget_get_height (widget) / 2.0, 1);
}
