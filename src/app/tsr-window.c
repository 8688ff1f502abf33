/* tsr-window.c
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 */

#define G_LOG_DOMAIN "tessera"

#include "config.h"

#include "tsr-window.h"

struct _TsrWindow
{
  AdwApplicationWindow  parent_instance;

  /* Template widgets */
  AdwHeaderBar         *header_bar;
  GtkMenuButton        *primary_menu_button;
  AdwStatusPage        *empty_page;

  /* Owned references */
  GSettings            *settings;
};

G_DEFINE_FINAL_TYPE (TsrWindow, tsr_window, ADW_TYPE_APPLICATION_WINDOW)

/**
 * tsr_window_new:
 * @application: the application the window belongs to
 *
 * Returns: (transfer full): a new main window, sized as the last one was
 *   when it closed
 */
TsrWindow *
tsr_window_new (TsrApplication *application)
{
  g_return_val_if_fail (TSR_IS_APPLICATION (application), NULL);

  return g_object_new (TSR_TYPE_WINDOW, "application", application, NULL);
}

static void
restore_size (TsrWindow *self)
{
  gtk_window_set_default_size (GTK_WINDOW (self),
                               g_settings_get_int (self->settings, "window-width"),
                               g_settings_get_int (self->settings, "window-height"));
  if (g_settings_get_boolean (self->settings, "window-maximized"))
    gtk_window_maximize (GTK_WINDOW (self));
}

static void
save_size (TsrWindow *self)
{
  int width, height;

  /* The default size follows the window's size while it is not maximized,
   * so it is the size to come back to when it is restored. */
  gtk_window_get_default_size (GTK_WINDOW (self), &width, &height);

  g_settings_delay (self->settings);
  g_settings_set_int (self->settings, "window-width", width);
  g_settings_set_int (self->settings, "window-height", height);
  g_settings_set_boolean (self->settings, "window-maximized",
                          gtk_window_is_maximized (GTK_WINDOW (self)));
  g_settings_apply (self->settings);
}

static gboolean
tsr_window_close_request (GtkWindow *window)
{
  save_size (TSR_WINDOW (window));

  return GTK_WINDOW_CLASS (tsr_window_parent_class)->close_request (window);
}

static void
tsr_window_dispose (GObject *object)
{
  TsrWindow *self = TSR_WINDOW (object);

  gtk_widget_dispose_template (GTK_WIDGET (self), TSR_TYPE_WINDOW);
  g_clear_object (&self->settings);

  G_OBJECT_CLASS (tsr_window_parent_class)->dispose (object);
}

static void
tsr_window_class_init (TsrWindowClass *klass)
{
  GObjectClass *object_class = G_OBJECT_CLASS (klass);
  GtkWidgetClass *widget_class = GTK_WIDGET_CLASS (klass);
  GtkWindowClass *window_class = GTK_WINDOW_CLASS (klass);

  object_class->dispose = tsr_window_dispose;
  window_class->close_request = tsr_window_close_request;

  gtk_widget_class_set_template_from_resource (widget_class,
                                               RESOURCE_BASE "/tsr-window.ui");
  gtk_widget_class_bind_template_child (widget_class, TsrWindow, header_bar);
  gtk_widget_class_bind_template_child (widget_class, TsrWindow, primary_menu_button);
  gtk_widget_class_bind_template_child (widget_class, TsrWindow, empty_page);
}

static void
tsr_window_init (TsrWindow *self)
{
  gtk_widget_init_template (GTK_WIDGET (self));

  self->settings = g_settings_new (APP_ID);
  restore_size (self);
}
