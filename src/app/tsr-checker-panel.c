/* tsr-checker-panel.c
 *
 * Lists what the position as built by hand breaks (the core's position
 * checker); the script's expectations are the Scenario panel's.
 * Activating a problem shows its place on the board.
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 */

#define G_LOG_DOMAIN "tessera"

#include "config.h"

#include <glib/gi18n.h>

#include "tsr-checker-panel.h"

struct _TsrCheckerPanel
{
  GtkWidget     parent_instance;

  GtkStack     *stack;
  GtkLabel     *summary;
  GtkListBox   *list;

  TsrDocument  *document;
  guint         n_items;
};

G_DEFINE_FINAL_TYPE (TsrCheckerPanel, tsr_checker_panel, GTK_TYPE_WIDGET)

enum {
  PROBLEM_ACTIVATED,
  N_SIGNALS
};

static guint signals[N_SIGNALS];

static GtkWidget *
item_row (const char *icon,
          const char *text)
{
  GtkWidget *row = adw_action_row_new ();

  adw_preferences_row_set_title (ADW_PREFERENCES_ROW (row), text);
  adw_preferences_row_set_use_markup (ADW_PREFERENCES_ROW (row), FALSE);
  adw_action_row_set_title_lines (ADW_ACTION_ROW (row), 0);
  adw_action_row_add_prefix (ADW_ACTION_ROW (row), gtk_image_new_from_icon_name (icon));
  gtk_list_box_row_set_activatable (GTK_LIST_BOX_ROW (row), TRUE);
  adw_action_row_add_suffix (ADW_ACTION_ROW (row), gtk_image_new_from_icon_name ("find-location-symbolic"));
  return row;
}

static void
on_row_activated (GtkListBox      *list,
                  GtkListBoxRow   *row,
                  TsrCheckerPanel *self)
{
  const TsrProblem *problem = g_object_get_data (G_OBJECT (row), "problem");

  if (problem != NULL)
    g_signal_emit (self, signals[PROBLEM_ACTIVATED], 0, problem->x, problem->y, (int) problem->port);
}

void
tsr_checker_panel_refresh (TsrCheckerPanel *self)
{
  g_autoptr(TsrGame) position = NULL;
  g_autoptr(GPtrArray) problems = NULL;
  GtkWidget *child;
  g_autofree char *summary = NULL;

  while ((child = gtk_widget_get_first_child (GTK_WIDGET (self->list))) != NULL)
    gtk_list_box_remove (self->list, child);
  self->n_items = 0;

  if (self->document == NULL)
    return;

  position = tsr_game_copy (tsr_document_get_position (self->document));
  problems = tsr_game_check_position (position);
  while (problems->len > 0)
    {
      TsrProblem *problem = g_ptr_array_steal_index (problems, 0);
      GtkWidget *row = item_row ("dialog-warning-symbolic", problem->message);

      g_object_set_data_full (G_OBJECT (row), "problem", problem, (GDestroyNotify) tsr_problem_free);
      gtk_list_box_append (self->list, row);
      self->n_items++;
    }

  summary = g_strdup_printf (g_dngettext (GETTEXT_PACKAGE,
                                          /* Translators: %u is the number of problems the checker found in
                                           * the position */
                                          "%u thing here breaks the rules. Activate it to see where it is.",
                                          "%u things here break the rules. Activate a problem to see where it is.",
                                          self->n_items),
                             self->n_items);
  gtk_label_set_text (self->summary, summary);
  gtk_stack_set_visible_child_name (self->stack, self->n_items > 0 ? "problems" : "clean");
}

/* How many problems are listed. */
guint
tsr_checker_panel_get_n_items (TsrCheckerPanel *self)
{
  return self->n_items;
}

void
tsr_checker_panel_set_document (TsrCheckerPanel *self,
                                TsrDocument     *document)
{
  g_set_object (&self->document, document);
  tsr_checker_panel_refresh (self);
}

static void
tsr_checker_panel_dispose (GObject *object)
{
  TsrCheckerPanel *self = TSR_CHECKER_PANEL (object);
  GtkWidget *child;

  gtk_widget_dispose_template (GTK_WIDGET (self), TSR_TYPE_CHECKER_PANEL);
  /* The template's root is not bound to a field, so it goes by hand. */
  while ((child = gtk_widget_get_first_child (GTK_WIDGET (self))) != NULL)
    gtk_widget_unparent (child);
  g_clear_object (&self->document);

  G_OBJECT_CLASS (tsr_checker_panel_parent_class)->dispose (object);
}

static void
tsr_checker_panel_class_init (TsrCheckerPanelClass *klass)
{
  GObjectClass *object_class = G_OBJECT_CLASS (klass);
  GtkWidgetClass *widget_class = GTK_WIDGET_CLASS (klass);

  object_class->dispose = tsr_checker_panel_dispose;

  /**
   * TsrCheckerPanel::problem-activated:
   * @x: the position to look at
   * @y:
   * @port: the feature to look at, or -1 for the whole position
   */
  signals[PROBLEM_ACTIVATED] = g_signal_new ("problem-activated", G_TYPE_FROM_CLASS (klass),
                                             G_SIGNAL_RUN_LAST, 0, NULL, NULL, NULL, G_TYPE_NONE, 3,
                                             G_TYPE_INT, G_TYPE_INT, G_TYPE_INT);

  gtk_widget_class_set_template_from_resource (widget_class, RESOURCE_BASE "/tsr-checker-panel.ui");
  gtk_widget_class_bind_template_child (widget_class, TsrCheckerPanel, stack);
  gtk_widget_class_bind_template_child (widget_class, TsrCheckerPanel, summary);
  gtk_widget_class_bind_template_child (widget_class, TsrCheckerPanel, list);
  gtk_widget_class_set_layout_manager_type (widget_class, GTK_TYPE_BIN_LAYOUT);
}

static void
tsr_checker_panel_init (TsrCheckerPanel *self)
{
  gtk_widget_init_template (GTK_WIDGET (self));

  g_signal_connect (self->list, "row-activated", G_CALLBACK (on_row_activated), self);
}
