/* tsr-application.c
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 */

#define G_LOG_DOMAIN "tessera"

#include "config.h"

#include <glib/gi18n.h>

#include "tsr-application.h"
#include "tsr-core.h"
#include "tsr-window.h"

struct _TsrApplication
{
  AdwApplication parent_instance;
};

G_DEFINE_FINAL_TYPE (TsrApplication, tsr_application, ADW_TYPE_APPLICATION)

/**
 * tsr_application_new:
 *
 * Returns: (transfer full): the Tessera application
 */
TsrApplication *
tsr_application_new (void)
{
  return g_object_new (TSR_TYPE_APPLICATION,
                       "application-id", APP_ID,
                       "flags", G_APPLICATION_DEFAULT_FLAGS,
                       "resource-base-path", RESOURCE_BASE,
                       NULL);
}

static void
tsr_application_activate (GApplication *app)
{
  GtkWindow *window = gtk_application_get_active_window (GTK_APPLICATION (app));

  if (window == NULL)
    window = GTK_WINDOW (tsr_window_new (TSR_APPLICATION (app)));

  gtk_window_present (window);
}

static void
about_action (GSimpleAction *action,
              GVariant      *parameter,
              gpointer       user_data)
{
  GtkApplication *app = user_data;
  static const char *developers[] = { "The Tessera developers", NULL };

  adw_show_about_window (gtk_application_get_active_window (app),
                         "application-name", _("Tessera"),
                         "application-icon", APP_ID,
                         "version", tsr_get_version (),
                         "developer-name", _("The Tessera developers"),
                         "developers", developers,
                         /* Translators: the app's one-line description in the About window */
                         "comments", _("A rules workbench for Carcassonne fan expansions: "
                                       "learn the rules step by step, build and check "
                                       "edge cases, and translate the rule text."),
                         "license-type", GTK_LICENSE_GPL_3_0,
                         /* Translators: replace with your names, one name per line */
                         "translator-credits", _("translator-credits"),
                         NULL);
}

static void
quit_action (GSimpleAction *action,
             GVariant      *parameter,
             gpointer       user_data)
{
  GtkApplication *app = user_data;
  GList *windows = gtk_application_get_windows (app);

  /* Close the windows rather than quitting outright, so each one saves
   * its state on the way out. */
  while (windows != NULL)
    {
      GtkWindow *window = windows->data;

      windows = windows->next;
      gtk_window_close (window);
    }
}

static const GActionEntry app_actions[] = {
  { .name = "about", .activate = about_action },
  { .name = "quit", .activate = quit_action },
};

static void
tsr_application_startup (GApplication *app)
{
  G_APPLICATION_CLASS (tsr_application_parent_class)->startup (app);

  g_action_map_add_action_entries (G_ACTION_MAP (app),
                                   app_actions, G_N_ELEMENTS (app_actions),
                                   app);
  gtk_application_set_accels_for_action (GTK_APPLICATION (app), "app.quit",
                                         (const char *[]) { "<Control>q", NULL });
  gtk_application_set_accels_for_action (GTK_APPLICATION (app), "window.close",
                                         (const char *[]) { "<Control>w", NULL });
}

static void
tsr_application_class_init (TsrApplicationClass *klass)
{
  GApplicationClass *app_class = G_APPLICATION_CLASS (klass);

  app_class->activate = tsr_application_activate;
  app_class->startup = tsr_application_startup;
}

static void
tsr_application_init (TsrApplication *self)
{
}
