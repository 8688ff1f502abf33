/* test-window.c: the application and its main window
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 */

#include "config.h"

#include <math.h>

#include <adwaita.h>
#include <string.h>
#include <unistd.h>
#include <glib/gstdio.h>

#include "tsr-app-test-util.h"
#include "tsr-board-view.h"
#include "tsr-board-art.h"
#include "tsr-palette.h"
#include "tsr-window-private.h"

static void
test_window_opens (Fixture       *fixture,
                   gconstpointer  data)
{
  GtkWindow *window = activate (fixture);
  GtkWidget *empty;

  g_assert_cmpstr (gtk_window_get_title (window), ==, "Tessera");
  g_assert_true (gtk_widget_get_visible (GTK_WIDGET (window)));
  g_assert_nonnull (find_widget (GTK_WIDGET (window), ADW_TYPE_HEADER_BAR));

  empty = find_widget (GTK_WIDGET (window), ADW_TYPE_STATUS_PAGE);
  g_assert_nonnull (empty);
  g_assert_cmpstr (adw_status_page_get_title (ADW_STATUS_PAGE (empty)), ==,
                   "Open a scenario or start a new one");

  /* A second activation presents the same window. */
  g_application_activate (G_APPLICATION (fixture->app));
  drain_main_context ();
  g_assert_cmpuint (g_list_length (gtk_application_get_windows (GTK_APPLICATION (fixture->app))), ==, 1);
}

static void
test_window_menu_and_shortcuts (Fixture       *fixture,
                                gconstpointer  data)
{
  GtkWindow *window = activate (fixture);
  GtkMenuButton *button = GTK_MENU_BUTTON (find_widget (GTK_WIDGET (window), GTK_TYPE_MENU_BUTTON));
  GMenuModel *menu;
  g_auto(GStrv) quit_accels = NULL;
  g_autoptr(GPtrArray) actions = g_ptr_array_new_with_free_func (g_free);

  g_assert_nonnull (button);
  g_assert_true (gtk_menu_button_get_primary (button));
  menu = gtk_menu_button_get_menu_model (button);
  g_assert_nonnull (menu);

  /* The primary menu ends with a section of Keyboard Shortcuts then About;
   * the first section has New, Open Recent, Save As, Export Image and
   * Export Steps. */
  {
    int n_sections = g_menu_model_get_n_items (menu);
    GMenuModel *section = g_menu_model_get_item_link (menu, n_sections - 1, G_MENU_LINK_SECTION);
    GMenuModel *first = g_menu_model_get_item_link (menu, 0, G_MENU_LINK_SECTION);
    char *action = NULL;

    for (int i = 0; i < g_menu_model_get_n_items (section); i++)
      {
        g_menu_model_get_item_attribute (section, i, G_MENU_ATTRIBUTE_ACTION, "s", &action);
        g_ptr_array_add (actions, action);
      }
    g_object_unref (section);

    g_assert_cmpint (g_menu_model_get_n_items (first), ==, 5);
    g_menu_model_get_item_attribute (first, 0, G_MENU_ATTRIBUTE_ACTION, "s", &action);
    g_assert_cmpstr (action, ==, "win.new");
    g_free (action);
    g_menu_model_get_item_attribute (first, 3, G_MENU_ATTRIBUTE_ACTION, "s", &action);
    g_assert_cmpstr (action, ==, "win.export-image");
    g_free (action);
    g_menu_model_get_item_attribute (first, 4, G_MENU_ATTRIBUTE_ACTION, "s", &action);
    g_assert_cmpstr (action, ==, "win.export-steps");
    g_free (action);
    g_object_unref (first);
  }
  g_assert_cmpuint (actions->len, ==, 2);
  g_assert_cmpstr (g_ptr_array_index (actions, 0), ==, "win.show-help-overlay");
  g_assert_cmpstr (g_ptr_array_index (actions, 1), ==, "app.about");

  /* The shortcuts window comes from gtk/help-overlay.ui. */
  g_assert_nonnull (gtk_application_window_get_help_overlay (GTK_APPLICATION_WINDOW (window)));
  g_assert_true (g_action_group_has_action (G_ACTION_GROUP (window), "show-help-overlay"));

  /* Ctrl+? shows every shortcut on one page: a second page had a page
   * switcher whose labels GTK measured below zero (a warning, fatal here). */
  key_press (GTK_WIDGET (window), "ctrl+question");
  {
    GtkWidget *overlay = GTK_WIDGET (gtk_application_window_get_help_overlay (GTK_APPLICATION_WINDOW (window)));
    GtkWidget *switcher = find_widget (overlay, GTK_TYPE_STACK_SWITCHER);

    g_assert_true (gtk_widget_get_mapped (overlay));
    g_assert_true (switcher == NULL || !gtk_widget_get_mapped (switcher));
    gtk_window_close (GTK_WINDOW (overlay));
  }

  g_assert_true (g_action_group_has_action (G_ACTION_GROUP (fixture->app), "about"));
  quit_accels = gtk_application_get_accels_for_action (GTK_APPLICATION (fixture->app), "app.quit");
  g_assert_cmpstr (quit_accels[0], ==, "<Control>q");
}

/* The About window credits the fan expansions' authors and says the rule
 * text is Tessera's own wording, each on its page (Credits, Legal). */
static GtkWindow *
show_about_page (Fixture    *fixture,
                 const char *page)
{
  GtkWindow *about;

  g_action_group_activate_action (G_ACTION_GROUP (fixture->app), "about", NULL);
  about = wait_for_toplevel (ADW_TYPE_ABOUT_WINDOW);
  pointer_click_widget (find_first_soon (GTK_WIDGET (about), label_reads, (gpointer) page));
  return about;
}

static void
test_window_about (Fixture       *fixture,
                   gconstpointer  data)
{
  GtkWindow *window = activate (fixture);
  AdwAboutWindow *about;

  about = ADW_ABOUT_WINDOW (show_about_page (fixture, "Credits"));
  g_assert_cmpstr (adw_about_window_get_application_name (about), ==, "Tessera");
  g_assert_cmpstr (adw_about_window_get_version (about), ==, PACKAGE_VERSION);
  g_assert_cmpstr (adw_about_window_get_application_icon (about), ==, APP_ID);
  g_assert_cmpint (adw_about_window_get_license_type (about), ==, GTK_LICENSE_GPL_3_0);
  g_assert_true (gtk_window_get_transient_for (GTK_WINDOW (about)) == window);
  for (const char * const *name = (const char *[]) { "COVID-19", "Danka", "šmoula", "Black Dragon",
                                                     "The Gladiator of Italica", "181CP", "Meepledrone",
                                                     "The Rainbow Bridge", "MMike", "Natural Disasters",
                                                     "CKorfmann", "Gwommy", "Elmendalerenda", "Djdahmer",
                                                     NULL };
       *name != NULL; name++)
    g_assert_true (shows_text_soon (GTK_WIDGET (about), *name));
  gtk_window_destroy (GTK_WINDOW (about));

  about = ADW_ABOUT_WINDOW (show_about_page (fixture, "Legal"));
  g_assert_true (shows_text_soon (GTK_WIDGET (about), "Rule Text"));
  g_assert_true (shows_text_soon (GTK_WIDGET (about), "own wording of each fan expansion’s published rules"));
  gtk_window_destroy (GTK_WINDOW (about));
}

/* The title bar names the scenario and its file, never the folders it
 * lies in; the whole path is only in the tooltip. */
static void
test_window_title_without_folders (Fixture       *fixture,
                                   gconstpointer  data)
{
  GtkWindow *window = open_example (fixture, "first-turns.tessera");
  AdwWindowTitle *title = ADW_WINDOW_TITLE (find_widget (GTK_WIDGET (window), ADW_TYPE_WINDOW_TITLE));
  g_autoptr(GFile) file = example ("first-turns.tessera");
  g_autofree char *path = g_file_get_parse_name (file);

  g_assert_cmpstr (gtk_window_get_title (window), ==, "First turns");
  g_assert_cmpstr (adw_window_title_get_title (title), ==, "First turns");
  g_assert_cmpstr (adw_window_title_get_subtitle (title), ==, "first-turns.tessera");
  g_assert_null (strchr (gtk_window_get_title (window), '/'));
  g_assert_false (shows_text (GTK_WIDGET (title), "/"));
  g_assert_cmpstr (tooltip_of (GTK_WIDGET (title)), ==, path);
}

static void
test_window_size_remembered (Fixture       *fixture,
                             gconstpointer  data)
{
  GtkWindow *window;
  int width, height;

  g_settings_set_int (fixture->settings, "window-width", 800);
  g_settings_set_int (fixture->settings, "window-height", 600);

  window = activate (fixture);
  gtk_window_get_default_size (window, &width, &height);
  g_assert_cmpint (width, ==, 800);
  g_assert_cmpint (height, ==, 600);

  gtk_window_set_default_size (window, 1000, 700);
  gtk_window_close (window);
  drain_main_context ();

  g_assert_cmpint (g_settings_get_int (fixture->settings, "window-width"), ==, 1000);
  g_assert_cmpint (g_settings_get_int (fixture->settings, "window-height"), ==, 700);
  g_assert_false (g_settings_get_boolean (fixture->settings, "window-maximized"));
}

static void
test_window_follows_system_style (Fixture       *fixture,
                                  gconstpointer  data)
{
  activate (fixture);

  /* Tessera never forces light or dark: the system's preference decides. */
  g_assert_cmpint (adw_style_manager_get_color_scheme (adw_style_manager_get_default ()), ==,
                   ADW_COLOR_SCHEME_DEFAULT);
}

/* Ctrl+W over unsaved play, and a click on Discard: the window goes, and
 * the dialog, which outlives it for a moment, lets go of it first (a
 * critical, fatal in tests, said otherwise). */
static void
test_close_discarding (Fixture       *fixture,
                       gconstpointer  data)
{
  GtkWindow *window = open_example (fixture, "first-turns.tessera");
  GtkWindow *dialog;

  run (window, "win.answer", g_variant_new_uint32 (0));
  g_assert_true (tsr_document_get_modified (document_of (window)));
  run (window, "window.close", NULL);

  dialog = find_toplevel (ADW_TYPE_MESSAGE_DIALOG);
  g_assert_nonnull (dialog);
  pointer_click_widget (find_first (GTK_WIDGET (dialog), label_reads, (gpointer) "Discard"));
  g_assert_null (find_toplevel (ADW_TYPE_MESSAGE_DIALOG));
  g_assert_null (gtk_application_get_windows (GTK_APPLICATION (fixture->app)));
}

static gboolean
toggle_tooltip_is (GtkWidget *widget,
                   gpointer   data)
{
  return GTK_IS_TOGGLE_BUTTON (widget) && g_strcmp0 (tooltip_of (widget), data) == 0;
}

static GtkWidget *
toggle_with_tooltip (GtkWindow  *window,
                     const char *tooltip)
{
  GtkWidget *toggle = find_first (GTK_WIDGET (window), toggle_tooltip_is, (gpointer) tooltip);

  g_assert_true (GTK_IS_TOGGLE_BUTTON (toggle));
  return toggle;
}

/* At 800 × 600 the board is the main thing: the palette and the sidebar
 * fold away behind buttons of the header bar, which open them over the
 * board; wide again, they are back beside it and the board fits the room
 * it has. */
static void
test_window_narrow (Fixture       *fixture,
                    gconstpointer  data)
{
  GtkWindow *window = open_example (fixture, "first-turns.tessera");
  TsrBoardView *board = TSR_BOARD_VIEW (find_widget (GTK_WIDGET (window), TSR_TYPE_BOARD_VIEW));
  GtkWidget *palette_toggle = toggle_with_tooltip (window, "Show the Palette");
  GtkWidget *sidebar_toggle = toggle_with_tooltip (window, "Show the Sidebar");
  GtkWidget *sidebar = find_widget (GTK_WIDGET (window), ADW_TYPE_VIEW_STACK);
  double narrow_scale;

  run (window, "win.mode", g_variant_new_string ("edit"));
  window_resize (window, 1400, 900);
  g_assert_false (gtk_widget_get_visible (palette_toggle));
  g_assert_false (gtk_widget_get_visible (sidebar_toggle));
  g_assert_true (gtk_widget_get_mapped (sidebar));

  window_resize (window, 800, 600);
  g_assert_true (gtk_widget_get_mapped (palette_toggle));
  g_assert_true (gtk_widget_get_mapped (sidebar_toggle));
  g_assert_false (gtk_widget_get_child_visible (gtk_widget_get_parent (sidebar)) && gtk_widget_get_mapped (sidebar));
  /* Nearly the whole width is the board's. */
  g_assert_cmpint (gtk_widget_get_width (GTK_WIDGET (board)), >, 700);

  pointer_click_widget (sidebar_toggle);
  settle (400);
  g_assert_true (gtk_widget_get_mapped (sidebar));
  g_assert_true (gtk_toggle_button_get_active (GTK_TOGGLE_BUTTON (sidebar_toggle)));

  /* The palette's button is the Edit mode's alone. */
  run (window, "win.mode", g_variant_new_string ("play"));
  settle (100);
  g_assert_false (gtk_widget_get_visible (palette_toggle));
  narrow_scale = tsr_board_view_get_scale (board);

  /* Wide again: the board is fitted to its new size. */
  window_resize (window, 1400, 900);
  g_assert_false (gtk_widget_get_visible (sidebar_toggle));
  g_assert_cmpfloat (tsr_board_view_get_scale (board), >, narrow_scale);
}

/* Export Steps through its file chooser, the name typed as a person does:
 * the PDF is written, and nothing warns (every chooser was asked for the
 * image's tile-size choice, which only the image's has). */
static void
test_export_steps (Fixture       *fixture,
                   gconstpointer  data)
{
  GtkWindow *window = open_example (fixture, "first-turns.tessera");
  g_autofree char *dir = g_dir_make_tmp (NULL, NULL);
  g_autofree char *path = g_build_filename (dir, "steps.pdf", NULL);
  GtkWindow *chooser;

  run (window, "win.export-steps", NULL);
  chooser = wait_for_toplevel (GTK_TYPE_FILE_CHOOSER_DIALOG);
  key_press (GTK_WIDGET (chooser), "ctrl+a");
  type_text (GTK_WIDGET (chooser), path);
  key_press (GTK_WIDGET (chooser), "Return");
  for (guint i = 0; i < 200 && !g_file_test (path, G_FILE_TEST_EXISTS); i++)
    settle (25);
  g_assert_true (g_file_test (path, G_FILE_TEST_EXISTS));
  g_remove (path);
  g_rmdir (dir);
}

/* The Scenario tab, first opened with the pointer, does not put the
 * keyboard in its title with the text selected: a stray key replaced the
 * title. */
static void
test_scenario_tab_keys (Fixture       *fixture,
                        gconstpointer  data)
{
  GtkWindow *window = open_example (fixture, "first-turns.tessera");
  GtkWidget *tab = find_first (GTK_WIDGET (window), label_reads, (gpointer) "Scenario");
  g_autofree char *title = g_strdup (tsr_document_get_title (document_of (window)));

  /* Narrow, the sidebar opened from its button, as on a small screen. */
  window_resize (window, 800, 600);
  pointer_click_widget (toggle_with_tooltip (window, "Show the Sidebar"));
  settle (400);
  tab = find_first (GTK_WIDGET (window), label_reads, (gpointer) "Scenario");
  g_assert_nonnull (tab);
  pointer_click_widget (gtk_widget_get_ancestor (tab, GTK_TYPE_BUTTON) != NULL
                          ? gtk_widget_get_ancestor (tab, GTK_TYPE_BUTTON) : tab);
  settle (300);
  key_press (GTK_WIDGET (window), "x");
  settle (200);
  g_assert_cmpstr (tsr_document_get_title (document_of (window)), ==, title);
  g_assert_false (tsr_document_get_modified (document_of (window)));
}

extern int _nl_msg_cat_cntr;

static gboolean
cut_label (GtkWidget *widget,
           gpointer   data)
{
  return GTK_IS_LABEL (widget) && gtk_widget_get_mapped (widget) &&
         pango_layout_is_ellipsized (gtk_label_get_layout (GTK_LABEL (widget)));
}

/* The sidebar's tabs read whole in every language shipped, and the
 * sidebar is as wide for one scenario as for another. */
static void
test_sidebar_tabs (Fixture       *fixture,
                   gconstpointer  data)
{
  static const char *const languages[] = { "cs", "pl", "ca", "en" };
  int width = -1;

  activate (fixture);
  for (guint i = 0; i < G_N_ELEMENTS (languages); i++)
    {
      g_autoptr(GFile) file = example (i % 2 ? "farms.tessera" : "first-turns.tessera");
      GtkWindow *window;
      GtkWidget *switcher;

      g_setenv ("LANGUAGE", languages[i], TRUE);
      /* GNU gettext keeps what it found for the language before unless
       * told that the catalogues changed. */
      ++_nl_msg_cat_cntr;
      window = GTK_WINDOW (tsr_window_new (fixture->app));
      gtk_window_set_default_size (window, 1400, 900);
      gtk_window_present (window);
      g_assert_true (tsr_window_open_file (TSR_WINDOW (window), file, NULL));
      settle (400);
      switcher = find_widget (GTK_WIDGET (window), ADW_TYPE_VIEW_SWITCHER);
      g_assert_null (find_first (switcher, cut_label, NULL));
      if (width < 0)
        width = gtk_widget_get_width (find_widget (GTK_WIDGET (window), ADW_TYPE_VIEW_STACK));
      g_assert_cmpint (gtk_widget_get_width (find_widget (GTK_WIDGET (window), ADW_TYPE_VIEW_STACK)), ==, width);
      gtk_window_destroy (window);
      settle (100);
    }
  g_unsetenv ("LANGUAGE");
  ++_nl_msg_cat_cntr;
}

/* Ctrl+0 fits the whole board, a thousand tiles of a random game too. */
static void
test_fit_thousand (Fixture       *fixture,
                   gconstpointer  data)
{
  GtkWindow *window = activate (fixture);
  g_autoptr(TsrGame) built = tsr_random_player_build_board (1000, 1000);
  g_autoptr(TsrScenario) scenario = tsr_scenario_new_from_game (built, "A thousand tiles", NULL);
  g_autofree char *dir = g_dir_make_tmp (NULL, NULL);
  g_autofree char *path = g_build_filename (dir, "thousand.tessera", NULL);
  g_autoptr(GFile) file = g_file_new_for_path (path);
  g_autoptr(GError) error = NULL;
  TsrBoardView *board;
  const TsrBoard *tiles;
  gint32 min_x, min_y, max_x, max_y;
  GdkRectangle first, last;

  g_assert_true (tsr_scenario_save_file (scenario, path, &error));
  g_assert_true (tsr_window_open_file (TSR_WINDOW (window), file, &error));
  g_assert_no_error (error);
  board = TSR_BOARD_VIEW (find_widget (GTK_WIDGET (window), TSR_TYPE_BOARD_VIEW));
  /* Moved away and zoomed in first, as a person looking at a corner. */
  for (guint i = 0; i < 4; i++)
    key_press (GTK_WIDGET (window), "ctrl+plus");
  key_press (GTK_WIDGET (window), "ctrl+0");

  tiles = tsr_game_get_board (tsr_document_get_game (document_of (window)));
  g_assert_cmpuint (tsr_board_get_n_tiles (tiles), >=, 1000);
  g_assert_true (tsr_board_get_bounds (tiles, &min_x, &min_y, &max_x, &max_y));
  tsr_board_view_get_tile_area (board, min_x, min_y, &first);
  tsr_board_view_get_tile_area (board, max_x, max_y, &last);
  g_assert_cmpint (first.x, >=, 0);
  g_assert_cmpint (first.y, >=, 0);
  g_assert_cmpint (last.x + last.width, <=, gtk_widget_get_width (GTK_WIDGET (board)));
  g_assert_cmpint (last.y + last.height, <=, gtk_widget_get_height (GTK_WIDGET (board)));
  g_remove (path);
  g_rmdir (dir);
}

/* @widget drawn as it is on screen. */
static GdkTexture *
widget_image (GtkWidget *widget)
{
  g_autoptr(GdkPaintable) paintable = gtk_widget_paintable_new (widget);
  GtkSnapshot *snapshot = gtk_snapshot_new ();
  int width = gtk_widget_get_width (widget);
  int height = gtk_widget_get_height (widget);
  g_autoptr(GskRenderNode) node = NULL;

  gdk_paintable_snapshot (paintable, snapshot, width, height);
  node = gtk_snapshot_free_to_node (snapshot);
  return gsk_renderer_render_texture (gtk_native_get_renderer (gtk_widget_get_native (widget)), node,
                                      &GRAPHENE_RECT_INIT (0, 0, width, height));
}

/* At 600 px wide the window still fits, in Edit and in Play, and the
 * sidebar opened over the board hides it: nothing of the board or its
 * rulers shows through the empty part under the players list. */
static void
test_window_600 (Fixture       *fixture,
                 gconstpointer  data)
{
  GtkWindow *window = open_example (fixture, "first-turns.tessera");
  GtkWidget *sidebar = find_widget (GTK_WIDGET (window), ADW_TYPE_VIEW_STACK);
  GtkWidget *workspace;
  g_autoptr(GdkTexture) image = NULL;
  g_autofree guint8 *pixels = NULL;
  graphene_point_t corner;
  int minimum, width, first = -1;

  for (guint mode = 0; mode < 2; mode++)
    {
      run (window, "win.mode", g_variant_new_string (mode == 0 ? "edit" : "play"));
      settle (100);
      gtk_widget_measure (GTK_WIDGET (window), GTK_ORIENTATION_HORIZONTAL, -1, &minimum, NULL, NULL, NULL);
      g_assert_cmpint (minimum, <=, 600);
    }
  window_resize (window, 600, 800);
  g_assert_cmpint (gtk_widget_get_width (GTK_WIDGET (window)), <=, 600);

  pointer_click_widget (toggle_with_tooltip (window, "Show the Sidebar"));
  settle (600);
  g_assert_true (gtk_widget_get_mapped (sidebar));
  /* The board and the sidebar over it, without the header bar. */
  workspace = find_widget (GTK_WIDGET (window), ADW_TYPE_FLAP);
  image = widget_image (workspace);
  width = gdk_texture_get_width (image);
  pixels = g_malloc ((gsize) width * 4 * gdk_texture_get_height (image));
  gdk_texture_download (image, pixels, (gsize) width * 4);
  g_assert_true (gtk_widget_compute_point (sidebar, workspace, &GRAPHENE_POINT_INIT (0, 0), &corner));
  /* The lower half of the sidebar holds nothing: one colour throughout. */
  for (int y = (int) corner.y + gtk_widget_get_height (sidebar) / 2; y < (int) corner.y + gtk_widget_get_height (sidebar) - 8;
       y += 7)
    for (int x = (int) corner.x + 4; x < (int) corner.x + gtk_widget_get_width (sidebar) - 8; x += 5)
      {
        const guint8 *pixel = pixels + ((gsize) y * width + x) * 4;
        int value = pixel[0] | pixel[1] << 8 | pixel[2] << 16;

        if (first < 0)
          first = value;
        g_assert_cmphex (value, ==, first);
      }
}

static void
note_nan (GObject    *flap,
          GParamSpec *pspec,
          gpointer    data)
{
  gboolean *seen = data;

  if (isnan (adw_flap_get_reveal_progress (ADW_FLAP (flap))))
    *seen = TRUE;
}

static gboolean
keep_ticking (GtkWidget     *widget,
              GdkFrameClock *clock,
              gpointer       data)
{
  return G_SOURCE_CONTINUE;
}

/* Folding while the palette is away in Play left the board a width of
 * NaN (libadwaita started its slide over a pane with no width), and
 * back in Edit the palette must be where its folding says.  The clock
 * keeps ticking, as when a person works, so slides really run. */
static void
test_window_palette_in_play (Fixture       *fixture,
                             gconstpointer  data)
{
  GtkWindow *window = open_example (fixture, "first-turns.tessera");
  GtkWidget *palette = find_widget (GTK_WIDGET (window), TSR_TYPE_PALETTE);
  GtkWidget *palette_toggle = toggle_with_tooltip (window, "Show the Palette");
  GtkWidget *flap = gtk_widget_get_ancestor (palette, ADW_TYPE_FLAP);
  TsrBoardView *board = TSR_BOARD_VIEW (find_widget (GTK_WIDGET (window), TSR_TYPE_BOARD_VIEW));
  gboolean nan_seen = FALSE;
  guint tick = gtk_widget_add_tick_callback (GTK_WIDGET (window), keep_ticking, NULL, NULL);

  g_signal_connect (flap, "notify::reveal-progress", G_CALLBACK (note_nan), &nan_seen);
  window_resize (window, 1400, 900);
  run (window, "win.mode", g_variant_new_string ("play"));
  settle (100);
  g_assert_false (gtk_widget_get_mapped (palette));

  window_resize (window, 990, 700);
  window_resize (window, 1400, 900);
  window_resize (window, 990, 700);
  g_assert_false (nan_seen);
  g_assert_false (gtk_widget_get_mapped (palette));
  g_assert_cmpint (gtk_widget_get_width (GTK_WIDGET (board)), >, 600);
  /* Nothing covers the board: a click on it reaches the game. */
  pointer_click_widget (GTK_WIDGET (board));
  g_assert_true (shows_text (GTK_WIDGET (window), "use a button under the board"));

  /* Folded in Edit: the palette is closed, its button there. */
  run (window, "win.mode", g_variant_new_string ("edit"));
  settle (400);
  g_assert_true (gtk_widget_get_mapped (palette_toggle));
  g_assert_false (gtk_widget_get_mapped (palette));

  /* Wide in Edit: beside the board again. */
  run (window, "win.mode", g_variant_new_string ("play"));
  window_resize (window, 1400, 900);
  run (window, "win.mode", g_variant_new_string ("edit"));
  settle (400);
  g_assert_true (gtk_widget_get_mapped (palette));
  g_assert_false (gtk_widget_get_visible (palette_toggle));
  g_assert_false (nan_seen);

  gtk_widget_remove_tick_callback (GTK_WIDGET (window), tick);
}

static const char *
row_title (GtkListBox *list,
           int         index)
{
  GtkListBoxRow *row = gtk_list_box_get_row_at_index (list, index);

  return row != NULL ? adw_preferences_row_get_title (ADW_PREFERENCES_ROW (row)) : NULL;
}

/* The start page: "First turns" heads the examples, each fan expansion's
 * are folded under its name, and a click on that row unfolds them just
 * below it and a second click folds them again. */
static void
test_window_examples (Fixture       *fixture,
                      gconstpointer  data)
{
  GtkWindow *window = activate (fixture);
  GtkListBox *list = GTK_LIST_BOX (find_widget (GTK_WIDGET (window), GTK_TYPE_LIST_BOX));
  GtkListBoxRow *group = NULL;
  int index = 0;

  g_assert_cmpstr (row_title (list, 0), ==, "First turns");
  g_assert_cmpstr (row_title (list, 1), ==, "Farms at the end of the game");
  for (int i = 0; gtk_list_box_get_row_at_index (list, i) != NULL; i++)
    if (g_strcmp0 (row_title (list, i), "COVID-19") == 0)
      group = gtk_list_box_get_row_at_index (list, index = i);
  g_assert_nonnull (group);
  g_assert_cmpstr (adw_action_row_get_subtitle (ADW_ACTION_ROW (group)), ==, "6 examples");
  g_assert_cmpstr (row_title (list, gtk_list_box_row_get_index (group) + 1), !=, "COVID-19, example 1: the extended players variant");

  pointer_click_widget (GTK_WIDGET (group));
  g_assert_true (g_str_has_prefix (row_title (list, index + 1), "COVID-19, example 1"));
  g_assert_true (g_str_has_prefix (row_title (list, index + 6), "COVID-19, example 4b"));
  g_assert_cmpstr (gtk_actionable_get_action_name (GTK_ACTIONABLE (gtk_list_box_get_row_at_index (list, index + 1))), ==,
                   "win.open-example");

  pointer_click_widget (GTK_WIDGET (group));
  g_assert_false (g_str_has_prefix (row_title (list, index + 1), "COVID-19"));

  /* Where two expansions meet comes last. */
  {
    int last = 0;

    while (gtk_list_box_get_row_at_index (list, last + 1) != NULL)
      last++;
    g_assert_cmpstr (row_title (list, last), ==, "Where Expansions Meet");
  }
}

static void
count_rows_at_first_frame (GdkFrameClock *clock,
                           GtkListBox    *list)
{
  int *rows = g_object_get_data (G_OBJECT (list), "rows-at-first-frame");
  int n = 0;

  g_signal_handlers_disconnect_by_func (clock, count_rows_at_first_frame, list);
  while (gtk_list_box_get_row_at_index (list, n) != NULL)
    n++;
  *rows = n;
}

static void
on_window_mapped (GtkWidget  *window,
                  GtkListBox *list)
{
  g_signal_handlers_disconnect_by_func (window, on_window_mapped, list);
  g_signal_connect (gtk_widget_get_frame_clock (window), "after-paint", G_CALLBACK (count_rows_at_first_frame), list);
}

/* The first frame comes without the examples, which cost more than the
 * rest of it; they are there just after. */
static void
test_window_examples_after_first_frame (Fixture       *fixture,
                                        gconstpointer  data)
{
  GtkWidget *window = GTK_WIDGET (tsr_window_new (fixture->app));
  GtkListBox *list = GTK_LIST_BOX (find_widget (window, GTK_TYPE_LIST_BOX));
  int rows = -1;

  g_object_set_data (G_OBJECT (list), "rows-at-first-frame", &rows);
  g_signal_connect (window, "map", G_CALLBACK (on_window_mapped), list);
  gtk_window_present (GTK_WINDOW (window));
  settle (300);

  g_assert_cmpint (rows, ==, 0);
  g_assert_cmpstr (row_title (list, 0), ==, "First turns");
  gtk_window_destroy (GTK_WINDOW (window));
}

/* With Large chosen in the export dialog (the setting it stores), the
 * image has 160 pixels a tile, not the 96 of Medium. */
static void
test_export_image_size (Fixture       *fixture,
                        gconstpointer  data)
{
  GtkWindow *window = open_example (fixture, "first-turns.tessera");
  g_autofree char *dir = g_dir_make_tmp (NULL, NULL);
  g_autofree char *path = g_build_filename (dir, "board.png", NULL);
  g_autofree char *before = g_settings_get_string (fixture->settings, "export-tile-size");
  TsrBoardArtOptions large = { 160, 40, FALSE }, medium = { 96, 24, FALSE };
  g_autoptr(GError) error = NULL;
  cairo_surface_t *image;
  int width, height, medium_width, medium_height;

  g_assert_cmpstr (before, ==, "medium");
  g_settings_set_string (fixture->settings, "export-tile-size", "large");
  g_assert_true (_tsr_window_export_image (TSR_WINDOW (window), path, &error));
  g_assert_no_error (error);

  image = cairo_image_surface_create_from_png (path);
  g_assert_cmpint (cairo_surface_status (image), ==, CAIRO_STATUS_SUCCESS);
  tsr_board_art_size (game_of (window), &large, &width, &height);
  tsr_board_art_size (game_of (window), &medium, &medium_width, &medium_height);
  g_assert_cmpint (width, >, medium_width);
  g_assert_cmpint (cairo_image_surface_get_width (image), ==, width);
  g_assert_cmpint (cairo_image_surface_get_height (image), ==, height);

  cairo_surface_destroy (image);
  g_unlink (path);
  g_rmdir (dir);
}

/* Export Image to a file that cannot be written (here a link to a file
 * in a missing folder, its name typed into the file chooser): a dialog
 * names the file and says why, and no file is left. */
static void
test_export_image_fails (Fixture       *fixture,
                         gconstpointer  data)
{
  GtkWindow *window = open_example (fixture, "first-turns.tessera");
  g_autofree char *dir = g_dir_make_tmp (NULL, NULL);
  g_autofree char *path = g_build_filename (dir, "board.png", NULL);
  g_autofree char *missing = g_build_filename (dir, "missing", NULL);
  g_autofree char *body = NULL;
  g_autoptr(GDir) listing = NULL;
  GtkWindow *chooser, *dialog;

  g_assert_cmpint (symlink ("missing/board.png", path), ==, 0);
  key_press (GTK_WIDGET (window), "ctrl+shift+e");
  chooser = wait_for_toplevel (GTK_TYPE_FILE_CHOOSER_DIALOG);
  key_press (GTK_WIDGET (chooser), "ctrl+a");
  type_text (GTK_WIDGET (chooser), path);
  key_press (GTK_WIDGET (chooser), "Return");
  /* The link is there: the chooser asks first. */
  click_button (wait_for_toplevel (GTK_TYPE_MESSAGE_DIALOG), "_Replace");

  dialog = wait_for_toplevel (ADW_TYPE_MESSAGE_DIALOG);
  g_assert_cmpstr (adw_message_dialog_get_heading (ADW_MESSAGE_DIALOG (dialog)), ==,
                   "“board.png” Could Not Be Exported");
  body = g_strdup_printf ("Could not write “%s”: No such file or directory", path);
  g_assert_cmpstr (adw_message_dialog_get_body (ADW_MESSAGE_DIALOG (dialog)), ==, body);
  click_button (dialog, "_Close");

  g_assert_false (g_file_test (missing, G_FILE_TEST_EXISTS));
  listing = g_dir_open (dir, 0, NULL);
  g_assert_cmpstr (g_dir_read_name (listing), ==, "board.png");
  g_assert_null (g_dir_read_name (listing));

  g_unlink (path);
  g_rmdir (dir);
}

/* Export Image keeps the budget of `tessera-cli render`: a board 91
 * tiles across at Medium, 8784 pixels a side, is refused with the file
 * and the budget named, and nothing is written. */
static void
test_export_image_budget (Fixture       *fixture,
                          gconstpointer  data)
{
  GtkWindow *window = open_example (fixture, "first-turns.tessera");
  g_autofree char *dir = g_dir_make_tmp (NULL, NULL);
  g_autofree char *path = g_build_filename (dir, "board.png", NULL);
  const TsrTileType *type = tsr_catalogue_lookup (tsr_catalogue_get_default (), "base.D");
  TsrGame *game = game_of (window);
  gint32 min_x, min_y, max_x, max_y;
  g_autoptr(GError) error = NULL;
  g_autofree char *named = NULL;

  g_settings_set_string (fixture->settings, "export-tile-size", "medium");
  tsr_board_get_bounds (tsr_game_get_board (game), &min_x, &min_y, &max_x, &max_y);
  g_assert_true (tsr_game_setup_tile (game, type, min_x + 90, min_y + 90, 0, NULL));

  g_assert_false (_tsr_window_export_image (TSR_WINDOW (window), path, &error));
  g_assert_error (error, G_IO_ERROR, G_IO_ERROR_INVALID_ARGUMENT);
  named = g_strdup_printf ("Could not write “%s”: a PNG image of 8784 × 8784 px is larger than Tessera draws, "
                           "at most the area of 8192 × 8192 px and 32767 px a side", path);
  g_assert_true (g_str_has_prefix (error->message, named));
  g_assert_false (g_file_test (path, G_FILE_TEST_EXISTS));
  g_rmdir (dir);
}

int
main (int   argc,
      char *argv[])
{
  int status;

  tsr_app_test_init (&argc, &argv);

  g_test_add ("/app/window/close-discarding", Fixture, NULL,
              fixture_setup, test_close_discarding, fixture_teardown);
  g_test_add ("/app/window/opens", Fixture, NULL,
              fixture_setup, test_window_opens, fixture_teardown);
  g_test_add ("/app/window/narrow", Fixture, NULL,
              fixture_setup, test_window_narrow, fixture_teardown);
  g_test_add ("/app/window/600", Fixture, NULL, fixture_setup, test_window_600, fixture_teardown);
  g_test_add ("/app/window/scenario-tab-keys", Fixture, NULL, fixture_setup, test_scenario_tab_keys,
              fixture_teardown);
  g_test_add ("/app/window/sidebar-tabs", Fixture, NULL, fixture_setup, test_sidebar_tabs, fixture_teardown);
  g_test_add ("/app/window/fit-thousand", Fixture, NULL, fixture_setup, test_fit_thousand, fixture_teardown);
  g_test_add ("/app/window/export-steps", Fixture, NULL, fixture_setup, test_export_steps, fixture_teardown);
  g_test_add ("/app/window/palette-in-play", Fixture, NULL,
              fixture_setup, test_window_palette_in_play, fixture_teardown);
  g_test_add ("/app/window/examples", Fixture, NULL,
              fixture_setup, test_window_examples, fixture_teardown);
  g_test_add ("/app/window/examples-after-first-frame", Fixture, NULL,
              fixture_setup, test_window_examples_after_first_frame, fixture_teardown);
  g_test_add ("/app/window/menu-and-shortcuts", Fixture, NULL,
              fixture_setup, test_window_menu_and_shortcuts, fixture_teardown);
  g_test_add ("/app/window/about", Fixture, NULL,
              fixture_setup, test_window_about, fixture_teardown);
  g_test_add ("/app/window/title-without-folders", Fixture, NULL,
              fixture_setup, test_window_title_without_folders, fixture_teardown);
  g_test_add ("/app/window/size-remembered", Fixture, NULL,
              fixture_setup, test_window_size_remembered, fixture_teardown);
  g_test_add ("/app/window/follows-system-style", Fixture, NULL,
              fixture_setup, test_window_follows_system_style, fixture_teardown);
  g_test_add ("/app/window/export-image-size", Fixture, NULL,
              fixture_setup, test_export_image_size, fixture_teardown);
  g_test_add ("/app/window/export-image-budget", Fixture, NULL,
              fixture_setup, test_export_image_budget, fixture_teardown);
  g_test_add ("/app/window/export-image-fails", Fixture, NULL,
              fixture_setup, test_export_image_fails, fixture_teardown);

  status = g_test_run ();
  tsr_app_test_shutdown ();

  return status;
}
