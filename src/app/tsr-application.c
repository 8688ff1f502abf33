/* tsr-application.c
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 */

#define G_LOG_DOMAIN "tessera"

#include "config.h"

#include <glib/gi18n.h>

#include "tsr-about.h"
#include "tsr-application.h"
#include "tsr-core.h"
#include "tsr-measure.h"
#include "tsr-window.h"

struct _TsrApplication
{
  AdwApplication parent_instance;

  gboolean       measure_startup;
  gboolean       measure_render;
  gboolean       measure_steps;
  gboolean       draft_offered;
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
                       "flags", G_APPLICATION_HANDLES_OPEN,
                       "resource-base-path", RESOURCE_BASE,
                       NULL);
}

static TsrWindow *
get_window (TsrApplication *self,
            gboolean       *created)
{
  GtkWindow *window = gtk_application_get_active_window (GTK_APPLICATION (self));

  *created = window == NULL;
  if (window == NULL)
    window = GTK_WINDOW (tsr_window_new (self));

  return TSR_WINDOW (window);
}

static void
tsr_application_activate (GApplication *app)
{
  TsrApplication *self = TSR_APPLICATION (app);
  gboolean created;
  TsrWindow *window = get_window (self, &created);

  if (self->measure_render || self->measure_steps)
    {
      (self->measure_render ? tsr_measure_render : tsr_measure_steps) (app);
      return;
    }

  gtk_window_present (GTK_WINDOW (window));
  if (self->measure_startup)
    tsr_measure_first_frame (GTK_WIDGET (window));
  else if (created && !self->draft_offered && tsr_window_has_draft ())
    {
      /* A draft left behind means the last session ended with unsaved
       * changes and without a chance to ask: offer it back, once. */
      self->draft_offered = TRUE;
      tsr_window_offer_draft (window);
    }
}

static void
tsr_application_open (GApplication  *app,
                      GFile        **files,
                      int            n_files,
                      const char    *hint)
{
  TsrApplication *self = TSR_APPLICATION (app);
  gboolean created;
  TsrWindow *window = get_window (self, &created);

  gtk_window_present (GTK_WINDOW (window));

  /* Once the one open now is saved or its changes discarded, as Open
   * asks. */
  if (n_files > 0)
    tsr_window_ask_to_open_files (window, files, n_files);
}

static int
tsr_application_handle_local_options (GApplication *app,
                                      GVariantDict *options)
{
  TsrApplication *self = TSR_APPLICATION (app);

  if (g_variant_dict_contains (options, "version"))
    {
      printf ("tessera %s\n", tsr_get_version ());
      return EXIT_SUCCESS;
    }

  self->measure_startup = g_variant_dict_contains (options, "measure-startup");
  self->measure_render = g_variant_dict_contains (options, "measure-render");
  self->measure_steps = g_variant_dict_contains (options, "measure-steps");

  /* Measurements run in a process of their own. */
  if (self->measure_startup || self->measure_render || self->measure_steps)
    g_application_set_flags (app, g_application_get_flags (app) | G_APPLICATION_NON_UNIQUE);

  return -1;
}

static void
about_action (GSimpleAction *action,
              GVariant      *parameter,
              gpointer       user_data)
{
  tsr_about_show (gtk_application_get_active_window (GTK_APPLICATION (user_data)));
}

static void
quit_action (GSimpleAction *action,
             GVariant      *parameter,
             gpointer       user_data)
{
  GtkApplication *app = user_data;
  GList *windows = gtk_application_get_windows (app);

  /* Close the windows rather than quitting outright, so each one saves
   * its state and asks about unsaved changes on the way out. */
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
  app_class->open = tsr_application_open;
  app_class->startup = tsr_application_startup;
  app_class->handle_local_options = tsr_application_handle_local_options;
}

static void
tsr_application_init (TsrApplication *self)
{
  const GOptionEntry entries[] = {
    { "version", 0, 0, G_OPTION_ARG_NONE, NULL, N_("Print the version"), NULL },
    /* The benchmark's own options: `tessera-cli bench` passes them, and
     * --help does not show them to users. */
    { "measure-startup", 0, G_OPTION_FLAG_HIDDEN, G_OPTION_ARG_NONE, NULL,
      N_("Print how long the first frame took to show, then quit"), NULL },
    { "measure-render", 0, G_OPTION_FLAG_HIDDEN, G_OPTION_ARG_NONE, NULL,
      N_("Print how long drawing a large board takes, then quit"), NULL },
    { "measure-steps", 0, G_OPTION_FLAG_HIDDEN, G_OPTION_ARG_NONE, NULL,
      N_("Print how long a whole game’s steps take to show and to move through, then quit"), NULL },
    { NULL }
  };

  g_application_add_main_option_entries (G_APPLICATION (self), entries);
  /* Translators: what `tessera --help` says the program takes, after its options; FILE is a placeholder */
  g_application_set_option_context_parameter_string (G_APPLICATION (self), _("[FILE…]"));
}
