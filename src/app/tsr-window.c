/* tsr-window.c: the main window's layout, mode and refresh
 *
 * The window shows one document: the start page until a scenario is open,
 * then the workspace (palette, board, sidebar).  Whenever the document
 * changes, everything that shows it refreshes from it; the window keeps no
 * copy of the rules' state.
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 */

#define G_LOG_DOMAIN "tessera"

#include "config.h"

#include <glib/gi18n.h>

#include "tsr-a11y.h"
#include "tsr-words-window.h"
#include "tsr-compare-window.h"
#include "tsr-rules-window.h"
#include "tsr-tooltip.h"
#include "tsr-window-private.h"

G_DEFINE_FINAL_TYPE (TsrWindow, tsr_window, ADW_TYPE_APPLICATION_WINDOW)

/* Narrower than this, the palette and the sidebar fold away behind
 * buttons of the header bar and open over the board: the board stays the
 * main thing at 800 × 600. */
#define FOLD_WIDTH 1000

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

TsrDocument *
tsr_window_get_document (TsrWindow *self)
{
  g_return_val_if_fail (TSR_IS_WINDOW (self), NULL);

  return self->document;
}

static gboolean
showing_workspace (TsrWindow *self)
{
  return g_strcmp0 (gtk_stack_get_visible_child_name (self->main_stack), "workspace") == 0;
}

void
_tsr_window_toast (TsrWindow  *self,
                   const char *message)
{
  AdwToast *toast = adw_toast_new (message);

  adw_toast_set_timeout (toast, 4);
  tsr_a11y_add_toast (showing_workspace (self) ? self->toasts : self->start_toasts, toast);
}

/* The buttons that open the folded palette and sidebar show while they
 * are folded, in the workspace; the palette's only in Edit. */
static void
refresh_fold_toggles (TsrWindow *self)
{
  gboolean workspace = self->workspace_attached &&
                       g_strcmp0 (gtk_stack_get_visible_child_name (self->main_stack), "workspace") == 0;
  gboolean play = tsr_document_get_mode (self->document) == TSR_DOCUMENT_PLAY;

  gtk_widget_set_visible (self->palette_toggle, workspace && !play && adw_flap_get_folded (self->palette_flap));
  gtk_widget_set_visible (self->sidebar_toggle, workspace && adw_flap_get_folded (self->sidebar_flap));
  gtk_widget_set_visible (GTK_WIDGET (self->title), !workspace || !adw_flap_get_folded (self->sidebar_flap));
}

/* A flap folds while the window is laid out: the header bar's buttons and
 * title change after that, not during it, when the header bar would miss
 * its allocation for the frame. */
static gboolean
refresh_fold_toggles_idle (gpointer data)
{
  TsrWindow *self = data;

  self->fold_toggles_id = 0;
  refresh_fold_toggles (self);
  return G_SOURCE_REMOVE;
}

static void
on_folded (TsrWindow *self)
{
  if (self->fold_toggles_id == 0)
    self->fold_toggles_id = g_idle_add (refresh_fold_toggles_idle, self);
}

static gboolean
apply_fold_policy (gpointer data)
{
  TsrWindow *self = data;
  AdwFlapFoldPolicy policy = gtk_widget_get_width (GTK_WIDGET (self)) < FOLD_WIDTH
                             ? ADW_FLAP_FOLD_POLICY_ALWAYS : ADW_FLAP_FOLD_POLICY_AUTO;

  self->fold_id = 0;
  adw_flap_set_fold_policy (self->sidebar_flap, policy);
  adw_flap_set_fold_policy (self->palette_flap, policy);
  return G_SOURCE_REMOVE;
}

static gboolean
reveal_palette (gpointer data)
{
  TsrWindow *self = data;

  self->palette_id = 0;
  if (!adw_flap_get_locked (self->palette_flap))
    adw_flap_set_reveal_flap (self->palette_flap, !adw_flap_get_folded (self->palette_flap));
  return G_SOURCE_REMOVE;
}

/* The palette belongs to Edit.  AdwFlap 1.2 divides by the width its
 * flap had at its last allocation when it starts to reveal or tuck the
 * flap away: a change while the pane is hidden, or shown again but not
 * yet allocated, gave the board a width of NaN.  So while the pane is
 * hidden the flap is locked (folding leaves it alone) and not modal (no
 * shield over the board if it was open), and back in Edit it is set to
 * its folding only once the pane has been allocated. */
static void
show_palette (TsrWindow *self,
              gboolean   shown)
{
  if (gtk_widget_get_visible (self->palette_pane) == shown)
    return;

  adw_flap_set_locked (self->palette_flap, !shown);
  adw_flap_set_modal (self->palette_flap, shown);
  self->palette_unallocated = shown;
  gtk_widget_set_visible (self->palette_pane, shown);
}

static void
tsr_window_size_allocate (GtkWidget *widget,
                          int        width,
                          int        height,
                          int        baseline)
{
  TsrWindow *self = TSR_WINDOW (widget);
  AdwFlapFoldPolicy policy = width < FOLD_WIDTH ? ADW_FLAP_FOLD_POLICY_ALWAYS : ADW_FLAP_FOLD_POLICY_AUTO;

  GTK_WIDGET_CLASS (tsr_window_parent_class)->size_allocate (widget, width, height, baseline);

  /* Changed after this allocation, not during it.  Auto above the width
   * too, so a window made narrower than both panels allow still folds
   * them rather than refusing to shrink. */
  if (adw_flap_get_fold_policy (self->sidebar_flap) != policy && self->fold_id == 0)
    self->fold_id = g_idle_add (apply_fold_policy, self);

  /* Mapped, the palette's flap was allocated just now with its pane. */
  if (self->palette_unallocated && gtk_widget_get_mapped (GTK_WIDGET (self->palette_flap)))
    {
      self->palette_unallocated = FALSE;
      if (self->palette_id == 0)
        self->palette_id = g_idle_add (reveal_palette, self);
    }
}

/* The workspace's panels are given the document, and so fill
 * themselves, only when the workspace is first shown: the start page is
 * the first frame, and it should not wait for them. */
static void
attach_workspace (TsrWindow *self)
{
  if (self->workspace_attached)
    return;

  self->workspace_attached = TRUE;
  tsr_palette_set_document (self->palette, self->document);
  tsr_players_panel_set_document (self->players_panel, self->document);
  tsr_rules_panel_set_document (self->rules_panel, self->document);
  tsr_steps_panel_set_document (self->steps_panel, self->document);
  tsr_checker_panel_set_document (self->checker_panel, self->document);
  tsr_scenario_panel_set_document (self->scenario_panel, self->document);
}

void
_tsr_window_show_workspace (TsrWindow *self)
{
  /* A scenario was just opened: its failures are news again. */
  self->failures_dismissed = FALSE;
  attach_workspace (self);
  gtk_stack_set_visible_child_name (self->main_stack, "workspace");
  refresh_fold_toggles (self);
}

/* The Scenario tab counts the expectations that do not hold, and a banner
 * over the board says so until it is closed: a file opening with failures
 * is not left to look as if it passed. */
static void
refresh_failures (TsrWindow *self)
{
  guint n = tsr_document_count_failures (self->document);
  AdwViewStackPage *page = adw_view_stack_get_page (self->sidebar_stack, GTK_WIDGET (self->scenario_panel));
  AdwViewStackPage *checker = adw_view_stack_get_page (self->sidebar_stack, GTK_WIDGET (self->checker_panel));
  g_autofree char *text = NULL;
  gboolean shown = n > 0 && !self->failures_dismissed;

  adw_view_stack_page_set_badge_number (page, n);
  adw_view_stack_page_set_needs_attention (page, n > 0);
  adw_view_stack_page_set_needs_attention (checker, tsr_checker_panel_get_n_items (self->checker_panel) > 0);

  if (n > 0)
    {
      /* Translators: the banner over the board when the scenario's expectations fail */
      text = g_strdup_printf (g_dngettext (GETTEXT_PACKAGE, "%u expectation of this scenario does not hold.",
                                           "%u expectations of this scenario do not hold.", n), n);
      /* Said as it appears, and again when its count changes. */
      if (shown && (!gtk_revealer_get_reveal_child (self->failures_revealer) ||
                    g_strcmp0 (gtk_label_get_text (self->failures_label), text) != 0))
        tsr_a11y_announce (GTK_WIDGET (self), text);
      gtk_label_set_text (self->failures_label, text);
    }
  gtk_revealer_set_reveal_child (self->failures_revealer, shown);
}

static void
show_failures_action (GtkWidget  *widget,
                      const char *action_name,
                      GVariant   *parameter)
{
  TsrWindow *self = TSR_WINDOW (widget);

  adw_view_stack_set_visible_child (self->sidebar_stack, GTK_WIDGET (self->scenario_panel));
}

static void
dismiss_failures_action (GtkWidget  *widget,
                         const char *action_name,
                         GVariant   *parameter)
{
  TsrWindow *self = TSR_WINDOW (widget);

  self->failures_dismissed = TRUE;
  refresh_failures (self);
}

static void
refresh_title (TsrWindow *self)
{
  g_autofree char *name = tsr_document_dup_display_name (self->document);
  g_autofree char *title = NULL;
  g_autofree char *file_name = NULL;
  g_autofree char *path = NULL;
  GFile *file = tsr_document_get_file (self->document);

  /* The start page shows no scenario yet. */
  if (!showing_workspace (self))
    title = g_strdup (_("Tessera"));
  else if (tsr_document_get_modified (self->document))
    /* Translators: the window title of a scenario with unsaved changes */
    title = g_strdup_printf (_("%s (unsaved)"), name);
  else
    title = g_strdup (name);

  /* The title bar names the file, never the folders above it (they would
   * show in every screenshot and screen share); the whole path is in its
   * tooltip. */
  if (showing_workspace (self) && file != NULL)
    {
      g_autofree char *basename = g_file_get_basename (file);

      file_name = g_filename_display_name (basename);
      path = g_file_get_parse_name (file);
    }

  adw_window_title_set_title (self->title, title);
  adw_window_title_set_subtitle (self->title, g_strcmp0 (file_name, name) != 0 ? file_name : NULL);
  tsr_tooltip_set (GTK_WIDGET (self->title), path);
  gtk_window_set_title (GTK_WINDOW (self), title);
}

static void
refresh_actions (TsrWindow *self)
{
  gboolean workspace = showing_workspace (self);
  gboolean play = tsr_document_get_mode (self->document) == TSR_DOCUMENT_PLAY;
  GAction *mode = g_action_map_lookup_action (G_ACTION_MAP (self), "mode");

  gtk_widget_action_set_enabled (GTK_WIDGET (self), "win.undo",
                                 workspace && tsr_document_can_undo (self->document));
  gtk_widget_action_set_enabled (GTK_WIDGET (self), "win.redo",
                                 workspace && tsr_document_can_redo (self->document));
  gtk_widget_action_set_enabled (GTK_WIDGET (self), "win.save", workspace);
  gtk_widget_action_set_enabled (GTK_WIDGET (self), "win.save-as", workspace);
  gtk_widget_action_set_enabled (GTK_WIDGET (self), "win.export-image", workspace);
  gtk_widget_action_set_enabled (GTK_WIDGET (self), "win.export-steps", workspace);
  gtk_widget_action_set_enabled (GTK_WIDGET (self), "win.zoom-in", workspace);
  gtk_widget_action_set_enabled (GTK_WIDGET (self), "win.zoom-out", workspace);
  gtk_widget_action_set_enabled (GTK_WIDGET (self), "win.fit", workspace);
  /* Expectations are of a point of play: where an action ends. */
  gtk_widget_action_set_enabled (GTK_WIDGET (self), "win.expect",
                                 workspace && play && !tsr_document_is_browsing (self->document));
  g_simple_action_set_enabled (G_SIMPLE_ACTION (mode), workspace);
  g_simple_action_set_state (G_SIMPLE_ACTION (mode), g_variant_new_string (play ? "play" : "edit"));
}

/* The Rules reference shows the modules of the scenario open, or every
 * module while the start page shows none. */
static void
refresh_rules_window (TsrWindow *self)
{
  TsrRulesWindow *rules = tsr_rules_window_find (GTK_WINDOW (self));
  GPtrArray *modules = tsr_rulebook_get_modules (tsr_rulebook_get_default ());
  TsrGame *game = tsr_document_get_game (self->document);
  g_autoptr(GStrvBuilder) builder = g_strv_builder_new ();
  g_auto(GStrv) in_play = NULL;

  if (rules == NULL)
    return;
  if (!showing_workspace (self))
    {
      tsr_rules_window_set_in_play (rules, NULL);
      return;
    }

  for (guint i = 0; i < modules->len; i++)
    {
      const TsrModuleText *module = g_ptr_array_index (modules, i);

      if (tsr_game_has_module (game, module->id))
        g_strv_builder_add (builder, module->id);
    }
  in_play = g_strv_builder_end (builder);
  tsr_rules_window_set_in_play (rules, (const char * const *) in_play);
}

/* Everything that shows the document, from the document. */
void
_tsr_window_refresh (TsrWindow *self)
{
  gboolean play = tsr_document_get_mode (self->document) == TSR_DOCUMENT_PLAY;
  TsrGame *game = tsr_document_get_game (self->document);

  refresh_title (self);
  refresh_actions (self);
  refresh_fold_toggles (self);
  if (!self->workspace_attached)
    return;

  tsr_board_view_set_game (self->board, game);
  tsr_board_view_set_tiles_movable (self->board, !play);
  show_palette (self, !play);
  gtk_widget_set_visible (self->hand_box, FALSE);

  tsr_palette_refresh (self->palette);
  tsr_players_panel_refresh (self->players_panel);
  tsr_rules_panel_refresh (self->rules_panel);
  tsr_steps_panel_refresh (self->steps_panel);
  tsr_checker_panel_refresh (self->checker_panel);
  tsr_scenario_panel_refresh (self->scenario_panel);
  refresh_failures (self);
  refresh_rules_window (self);

  if (play)
    _tsr_window_play_refresh (self);
  else
    _tsr_window_edit_refresh (self);
}

static void
on_document_changed (TsrWindow *self)
{
  _tsr_window_refresh (self);
  _tsr_window_files_changed (self);
}

/* The board */

static void
on_place_activated (TsrWindow    *self,
                    int           x,
                    int           y,
                    int           port,
                    TsrBoardView *board)
{
  if (tsr_document_get_mode (self->document) == TSR_DOCUMENT_PLAY)
    _tsr_window_play_activate (self, x, y, port);
  else
    _tsr_window_edit_activate (self, x, y, port);
}

static void
activate_place_action (GtkWidget  *widget,
                       const char *action_name,
                       GVariant   *parameter)
{
  TsrWindow *self = TSR_WINDOW (widget);
  gint32 x, y, port;

  g_variant_get (parameter, "(iii)", &x, &y, &port);
  on_place_activated (self, x, y, port, self->board);
}

static void
on_problem_activated (TsrWindow       *self,
                      int              x,
                      int              y,
                      int              port,
                      TsrCheckerPanel *panel)
{
  TsrBoardMark mark = { TSR_MARK_PROBLEM, x, y, port };

  tsr_board_view_center_on (self->board, x, y);
  tsr_board_view_set_marks (self->board, &mark, 1);
  gtk_widget_grab_focus (GTK_WIDGET (self->board));
}

static void
on_panel_message (TsrWindow  *self,
                  const char *message)
{
  _tsr_window_toast (self, message);
}

/* Actions */

static void
mode_action (GSimpleAction *action,
             GVariant      *parameter,
             gpointer       user_data)
{
  TsrWindow *self = user_data;
  const char *mode = g_variant_get_string (parameter, NULL);

  tsr_document_set_mode (self->document, g_str_equal (mode, "play") ? TSR_DOCUMENT_PLAY : TSR_DOCUMENT_EDIT);
  /* The document only says it changed when the mode did. */
  g_simple_action_set_state (action, parameter);
}

static void
undo_action (GtkWidget  *widget,
             const char *action_name,
             GVariant   *parameter)
{
  tsr_document_undo (TSR_WINDOW (widget)->document);
}

static void
redo_action (GtkWidget  *widget,
             const char *action_name,
             GVariant   *parameter)
{
  tsr_document_redo (TSR_WINDOW (widget)->document);
}

static void
zoom_in_action (GtkWidget  *widget,
                const char *action_name,
                GVariant   *parameter)
{
  tsr_board_view_zoom (TSR_WINDOW (widget)->board, 1.25);
}

static void
zoom_out_action (GtkWidget  *widget,
                 const char *action_name,
                 GVariant   *parameter)
{
  tsr_board_view_zoom (TSR_WINDOW (widget)->board, 1 / 1.25);
}

static void
fit_action (GtkWidget  *widget,
            const char *action_name,
            GVariant   *parameter)
{
  tsr_board_view_fit (TSR_WINDOW (widget)->board);
}

/* The filter is set before the rule is looked for, so that the rule's
 * module is one in play rather than one the reader asked for. */
static void
show_rules (TsrWindow  *self,
            const char *rule)
{
  TsrRulesWindow *rules = tsr_rules_window_present (GTK_WINDOW (self), NULL);

  refresh_rules_window (self);
  if (rule != NULL)
    tsr_rules_window_show_rule (rules, rule);
}

static void
rules_action (GtkWidget  *widget,
              const char *action_name,
              GVariant   *parameter)
{
  const char *rule = parameter != NULL ? g_variant_get_string (parameter, NULL) : "";

  show_rules (TSR_WINDOW (widget), *rule != '\0' ? rule : NULL);
}

static void
on_show_rule (TsrWindow  *self,
              const char *rule)
{
  show_rules (self, rule);
}

/* Size */

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
  TsrWindow *self = TSR_WINDOW (window);

  /* Unsaved changes: the dialog closes the window again once it is
   * answered. */
  if (_tsr_window_files_close_request (self))
    return TRUE;

  save_size (self);
  return GTK_WINDOW_CLASS (tsr_window_parent_class)->close_request (window);
}

static void
tsr_window_dispose (GObject *object)
{
  TsrWindow *self = TSR_WINDOW (object);

  g_clear_handle_id (&self->fold_id, g_source_remove);
  g_clear_handle_id (&self->fold_toggles_id, g_source_remove);
  g_clear_handle_id (&self->palette_id, g_source_remove);
  _tsr_window_files_dispose (self);
  _tsr_window_expect_dispose (self);
  if (self->document != NULL)
    g_signal_handlers_disconnect_by_data (self->document, self);

  gtk_widget_dispose_template (GTK_WIDGET (self), TSR_TYPE_WINDOW);
  g_clear_object (&self->settings);
  g_clear_object (&self->document);
  g_clear_pointer (&self->options, g_array_unref);
  g_clear_pointer (&self->said, g_free);

  G_OBJECT_CLASS (tsr_window_parent_class)->dispose (object);
}

static void
tsr_window_class_init (TsrWindowClass *klass)
{
  GObjectClass *object_class = G_OBJECT_CLASS (klass);
  GtkWidgetClass *widget_class = GTK_WIDGET_CLASS (klass);
  GtkWindowClass *window_class = GTK_WINDOW_CLASS (klass);

  object_class->dispose = tsr_window_dispose;
  widget_class->size_allocate = tsr_window_size_allocate;
  window_class->close_request = tsr_window_close_request;

  g_type_ensure (TSR_TYPE_BOARD_VIEW);
  g_type_ensure (TSR_TYPE_PALETTE);
  g_type_ensure (TSR_TYPE_PLAYERS_PANEL);
  g_type_ensure (TSR_TYPE_RULES_PANEL);
  g_type_ensure (TSR_TYPE_STEPS_PANEL);
  g_type_ensure (TSR_TYPE_CHECKER_PANEL);
  g_type_ensure (TSR_TYPE_SCENARIO_PANEL);

  gtk_widget_class_set_template_from_resource (widget_class, RESOURCE_BASE "/tsr-window.ui");
  gtk_widget_class_bind_template_child (widget_class, TsrWindow, toasts);
  gtk_widget_class_bind_template_child (widget_class, TsrWindow, start_toasts);
  gtk_widget_class_bind_template_child (widget_class, TsrWindow, title);
  gtk_widget_class_bind_template_child (widget_class, TsrWindow, main_stack);
  gtk_widget_class_bind_template_child (widget_class, TsrWindow, examples);
  gtk_widget_class_bind_template_child (widget_class, TsrWindow, palette_pane);
  gtk_widget_class_bind_template_child (widget_class, TsrWindow, palette_flap);
  gtk_widget_class_bind_template_child (widget_class, TsrWindow, sidebar_flap);
  gtk_widget_class_bind_template_child (widget_class, TsrWindow, palette_toggle);
  gtk_widget_class_bind_template_child (widget_class, TsrWindow, sidebar_toggle);
  gtk_widget_class_bind_template_child (widget_class, TsrWindow, palette);
  gtk_widget_class_bind_template_child (widget_class, TsrWindow, board);
  gtk_widget_class_bind_template_child (widget_class, TsrWindow, hand_box);
  gtk_widget_class_bind_template_child (widget_class, TsrWindow, hand_picture);
  gtk_widget_class_bind_template_child (widget_class, TsrWindow, hand_label);
  gtk_widget_class_bind_template_child (widget_class, TsrWindow, choice_label);
  gtk_widget_class_bind_template_child (widget_class, TsrWindow, choice_buttons);
  gtk_widget_class_bind_template_child (widget_class, TsrWindow, players_panel);
  gtk_widget_class_bind_template_child (widget_class, TsrWindow, rules_panel);
  gtk_widget_class_bind_template_child (widget_class, TsrWindow, steps_panel);
  gtk_widget_class_bind_template_child (widget_class, TsrWindow, checker_panel);
  gtk_widget_class_bind_template_child (widget_class, TsrWindow, scenario_panel);
  gtk_widget_class_bind_template_child (widget_class, TsrWindow, failures_revealer);
  gtk_widget_class_bind_template_child (widget_class, TsrWindow, failures_label);
  gtk_widget_class_bind_template_child (widget_class, TsrWindow, sidebar_stack);
  gtk_widget_class_bind_template_child (widget_class, TsrWindow, recent_menu);

  gtk_widget_class_install_action (widget_class, "win.show-failures", NULL, show_failures_action);
  gtk_widget_class_install_action (widget_class, "win.dismiss-failures", NULL, dismiss_failures_action);
  gtk_widget_class_install_action (widget_class, "win.undo", NULL, undo_action);
  gtk_widget_class_install_action (widget_class, "win.redo", NULL, redo_action);
  gtk_widget_class_install_action (widget_class, "win.zoom-in", NULL, zoom_in_action);
  gtk_widget_class_install_action (widget_class, "win.zoom-out", NULL, zoom_out_action);
  gtk_widget_class_install_action (widget_class, "win.fit", NULL, fit_action);
  gtk_widget_class_install_action (widget_class, "win.rules", NULL, rules_action);
  gtk_widget_class_install_action (widget_class, "win.show-rule", "s", rules_action);
  /* A variant's id: its readings compared (tsr-compare-window.c). */
  gtk_widget_class_install_action (widget_class, "win.compare-readings", "s", tsr_compare_window_action);
  gtk_widget_class_install_action (widget_class, "win.words", NULL, tsr_words_window_action);
  /* What a click on the board does, for the keyboard and the tests:
   * (x, y, port), the port -1 for the whole position. */
  gtk_widget_class_install_action (widget_class, "win.activate-place", "(iii)", activate_place_action);

  gtk_widget_class_add_binding_action (widget_class, GDK_KEY_z, GDK_CONTROL_MASK, "win.undo", NULL);
  gtk_widget_class_add_binding_action (widget_class, GDK_KEY_z, GDK_CONTROL_MASK | GDK_SHIFT_MASK,
                                       "win.redo", NULL);
  gtk_widget_class_add_binding_action (widget_class, GDK_KEY_plus, GDK_CONTROL_MASK, "win.zoom-in", NULL);
  gtk_widget_class_add_binding_action (widget_class, GDK_KEY_equal, GDK_CONTROL_MASK, "win.zoom-in", NULL);
  gtk_widget_class_add_binding_action (widget_class, GDK_KEY_KP_Add, GDK_CONTROL_MASK, "win.zoom-in", NULL);
  gtk_widget_class_add_binding_action (widget_class, GDK_KEY_minus, GDK_CONTROL_MASK, "win.zoom-out", NULL);
  gtk_widget_class_add_binding_action (widget_class, GDK_KEY_KP_Subtract, GDK_CONTROL_MASK,
                                       "win.zoom-out", NULL);
  gtk_widget_class_add_binding_action (widget_class, GDK_KEY_0, GDK_CONTROL_MASK, "win.fit", NULL);
  gtk_widget_class_add_binding_action (widget_class, GDK_KEY_KP_0, GDK_CONTROL_MASK, "win.fit", NULL);
  gtk_widget_class_add_binding_action (widget_class, GDK_KEY_F1, 0, "win.rules", NULL);
  gtk_widget_class_add_binding_action (widget_class, GDK_KEY_l, GDK_CONTROL_MASK, "win.words", NULL);

  _tsr_window_class_files_init (widget_class);
  _tsr_window_class_edit_init (widget_class);
  _tsr_window_class_play_init (widget_class);
  _tsr_window_class_expect_init (widget_class);
}

static void
tsr_window_init (TsrWindow *self)
{
  g_autoptr(GAction) coordinates = NULL;
  static const GActionEntry entries[] = {
    { .name = "mode", .parameter_type = "s", .state = "'edit'", .change_state = mode_action },
  };

  gtk_widget_init_template (GTK_WIDGET (self));
  tsr_a11y_name_controls (GTK_WIDGET (self));
  tsr_a11y_add_announcer (GTK_WINDOW (self));

  g_action_map_add_action_entries (G_ACTION_MAP (self), entries, G_N_ELEMENTS (entries), self);

  self->settings = g_settings_new (APP_ID);
  coordinates = g_settings_create_action (self->settings, "show-coordinates");
  g_action_map_add_action (G_ACTION_MAP (self), coordinates);
  g_settings_bind (self->settings, "show-coordinates", self->board, "show-coordinates", G_SETTINGS_BIND_GET);
  self->options = g_array_new (FALSE, FALSE, sizeof (TsrAction));
  self->turned_rotation = 4;
  self->document = tsr_document_new ();
  g_signal_connect_swapped (self->document, "changed", G_CALLBACK (on_document_changed), self);
  g_signal_connect_swapped (self->document, "notify::modified", G_CALLBACK (refresh_title), self);
  g_signal_connect_swapped (self->document, "notify::title", G_CALLBACK (refresh_title), self);

  g_signal_connect_swapped (self->palette_flap, "notify::folded", G_CALLBACK (on_folded), self);
  g_signal_connect_swapped (self->sidebar_flap, "notify::folded", G_CALLBACK (on_folded), self);

  g_signal_connect_swapped (self->board, "place-activated", G_CALLBACK (on_place_activated), self);
  g_signal_connect_swapped (self->checker_panel, "problem-activated", G_CALLBACK (on_problem_activated), self);
  g_signal_connect_swapped (self->rules_panel, "message", G_CALLBACK (on_panel_message), self);
  g_signal_connect_swapped (self->players_panel, "message", G_CALLBACK (on_panel_message), self);
  g_signal_connect_swapped (self->palette, "message", G_CALLBACK (on_panel_message), self);
  g_signal_connect_swapped (self->steps_panel, "show-rule", G_CALLBACK (on_show_rule), self);

  restore_size (self);
  _tsr_window_edit_init (self);
  _tsr_window_play_init (self);
  _tsr_window_files_init (self);
  _tsr_window_expect_init (self);
  _tsr_window_refresh (self);
}
