/* tsr-bare-window.c: the floor for Tessera's start-up figure
 *
 * A libadwaita window with a header bar and a label, nothing more.
 * `tessera-cli bench` starts it and `tessera --measure-startup` one after
 * the other on the same display and prints the ratio of their first
 * frames: what the machine, the toolkit and the display cost is the same
 * for both, so the ratio is what Tessera's own start-up adds.  Like the
 * real window, it prints "first-frame" once its first frame is drawn and
 * quits.  Not installed.
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 */

#include <stdio.h>
#include <adwaita.h>

static void
on_after_paint (GdkFrameClock *clock,
                GtkWindow     *window)
{
  g_signal_handlers_disconnect_by_func (clock, on_after_paint, window);
  printf ("first-frame\n");
  fflush (stdout);
  g_application_quit (G_APPLICATION (gtk_window_get_application (window)));
}

static void
on_map (GtkWidget *window)
{
  g_signal_connect (gtk_widget_get_frame_clock (window), "after-paint",
                    G_CALLBACK (on_after_paint), window);
}

static void
on_activate (GApplication *app)
{
  GtkWidget *window = adw_application_window_new (GTK_APPLICATION (app));
  GtkWidget *box = gtk_box_new (GTK_ORIENTATION_VERTICAL, 0);

  gtk_box_append (GTK_BOX (box), adw_header_bar_new ());
  gtk_box_append (GTK_BOX (box), gtk_label_new ("Tessera"));
  gtk_widget_set_vexpand (gtk_widget_get_last_child (box), TRUE);
  adw_application_window_set_content (ADW_APPLICATION_WINDOW (window), box);
  gtk_window_set_default_size (GTK_WINDOW (window), 1200, 800);
  g_signal_connect (window, "map", G_CALLBACK (on_map), NULL);
  gtk_window_present (GTK_WINDOW (window));
}

int
main (int   argc,
      char *argv[])
{
  g_autoptr(AdwApplication) app = adw_application_new (NULL, G_APPLICATION_NON_UNIQUE);

  g_signal_connect (app, "activate", G_CALLBACK (on_activate), NULL);

  /* It takes the same option as the real window, and ignores it. */
  return g_application_run (G_APPLICATION (app), 1, argv);
}
