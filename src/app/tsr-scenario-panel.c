/* tsr-scenario-panel.c
 *
 * The scenario as a rules test: its title and description, typed here
 * and saved with it, and every expectation of its script in the player's
 * words with how it stands at the step shown: holds, fails (and what was
 * found), or not reached yet.  Activating an expectation shows the step
 * where it is checked and outlines what it is about; "Expect This" adds
 * one, a row's bin button removes it.  What this lists is what is saved.
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 */

#define G_LOG_DOMAIN "tessera"

#include "config.h"

#include <glib/gi18n.h>

#include "tsr-scenario-panel.h"
#include "tsr-tooltip.h"
#include "tsr-text-filter.h"

struct _TsrScenarioPanel
{
  GtkWidget       parent_instance;

  GtkWidget      *scroller;
  AdwEntryRow    *title_row;
  GtkTextView    *description_view;
  GtkLabel       *summary;
  GtkListBox     *list;

  TsrDocument    *document;
  GPtrArray      *reports;     /* what the rows show; kept, so a new set is told apart */
  guint           n_rows;
  gboolean        updating;    /* the entries are set from the document */
};

G_DEFINE_FINAL_TYPE (TsrScenarioPanel, tsr_scenario_panel, GTK_TYPE_WIDGET)

enum {
  EXPECTATION_ACTIVATED,
  N_SIGNALS
};

static guint signals[N_SIGNALS];

/* How an expectation stands at step @shown of the replay. */
static void
describe_state (const TsrExpectationReport  *report,
                guint                        shown,
                const char                 **icon,
                char                       **state)
{
  if (report->state == TSR_EXPECT_NOT_REACHED)
    {
      *icon = "content-loading-symbolic";
      *state = g_strdup (_("Not reached: the script stops before it"));
    }
  else if (report->position > shown)
    {
      *icon = "content-loading-symbolic";
      *state = g_strdup (_("Not reached yet at the step shown"));
    }
  else if (report->state == TSR_EXPECT_HOLDS)
    {
      *icon = "emblem-ok-symbolic";
      *state = g_strdup (_("Holds"));
    }
  else
    {
      *icon = "dialog-error-symbolic";
      /* Translators: an expectation that does not hold; %s says what was found instead */
      *state = g_strdup_printf (_("Fails. Found instead: %s"), report->found);
    }
}

static void
on_remove_clicked (GtkButton        *button,
                   TsrScenarioPanel *self)
{
  guint index = GPOINTER_TO_UINT (g_object_get_data (G_OBJECT (button), "index"));

  tsr_document_remove_expectation (self->document, index);
}

static GtkWidget *
expectation_row (TsrScenarioPanel           *self,
                 const TsrExpectationReport *report,
                 guint                       shown)
{
  GtkWidget *row = adw_action_row_new ();
  const char *icon = NULL;
  g_autofree char *state = NULL;
  g_autofree char *tooltip = NULL;
  GtkWidget *image;

  describe_state (report, shown, &icon, &state);
  adw_preferences_row_set_title (ADW_PREFERENCES_ROW (row), report->text);
  adw_preferences_row_set_use_markup (ADW_PREFERENCES_ROW (row), FALSE);
  adw_action_row_set_subtitle (ADW_ACTION_ROW (row), state);
  adw_action_row_set_title_lines (ADW_ACTION_ROW (row), 0);
  adw_action_row_set_subtitle_lines (ADW_ACTION_ROW (row), 0);
  image = gtk_image_new_from_icon_name (icon);
  gtk_accessible_update_property (GTK_ACCESSIBLE (image), GTK_ACCESSIBLE_PROPERTY_LABEL, state, -1);
  adw_action_row_add_prefix (ADW_ACTION_ROW (row), image);
  g_object_set_data (G_OBJECT (row), "icon", image);
  gtk_list_box_row_set_activatable (GTK_LIST_BOX_ROW (row), TRUE);

  /* Experts see it as the file writes it, and the check's own words. */
  if (report->line > 0)
    /* Translators: a tooltip: %u is a line of the scenario file, %s an element of it */
    tooltip = g_strdup_printf (_("Line %u: %s"), report->line, report->xml);
  else
    tooltip = g_strdup (report->xml);
  if (report->detail != NULL)
    {
      char *both = g_strconcat (tooltip, "\n", report->detail, NULL);

      g_free (tooltip);
      tooltip = both;
    }
  tsr_tooltip_set (row, tooltip);

  if (report->index != G_MAXUINT)
    {
      GtkWidget *remove = gtk_button_new_from_icon_name ("user-trash-symbolic");

      gtk_widget_set_valign (remove, GTK_ALIGN_CENTER);
      gtk_widget_add_css_class (remove, "flat");
      tsr_tooltip_set (remove, _("Remove This Expectation"));
      g_object_set_data (G_OBJECT (remove), "index", GUINT_TO_POINTER (report->index));
      g_signal_connect (remove, "clicked", G_CALLBACK (on_remove_clicked), self);
      adw_action_row_add_suffix (ADW_ACTION_ROW (row), remove);
    }

  g_object_set_data (G_OBJECT (row), "report", (gpointer) report);
  return row;
}

static void
on_row_activated (GtkListBox       *list,
                  GtkListBoxRow    *row,
                  TsrScenarioPanel *self)
{
  const TsrExpectationReport *report = g_object_get_data (G_OBJECT (row), "report");

  if (report != NULL)
    /* One never reached has no step to show. */
    g_signal_emit (self, signals[EXPECTATION_ACTIVATED], 0,
                   report->state == TSR_EXPECT_NOT_REACHED ? G_MAXUINT : report->position,
                   report->has_place, report->x, report->y, (int) report->port);
}

static void
refresh_text (TsrScenarioPanel *self)
{
  const char *title = tsr_document_get_title (self->document);
  const char *description = tsr_document_get_description (self->document);
  GtkTextBuffer *buffer = gtk_text_view_get_buffer (self->description_view);
  g_autofree char *typed = NULL;
  GtkTextIter start, end;

  self->updating = TRUE;
  if (g_strcmp0 (gtk_editable_get_text (GTK_EDITABLE (self->title_row)), title != NULL ? title : "") != 0)
    gtk_editable_set_text (GTK_EDITABLE (self->title_row), title != NULL ? title : "");
  gtk_text_buffer_get_bounds (buffer, &start, &end);
  typed = gtk_text_buffer_get_text (buffer, &start, &end, FALSE);
  if (g_strcmp0 (typed, description != NULL ? description : "") != 0)
    gtk_text_buffer_set_text (buffer, description != NULL ? description : "", -1);
  self->updating = FALSE;
}

/* The same expectations at another step: only how they stand changes,
 * and the rows stay (one of them may be the row being activated). */
static void
update_rows (TsrScenarioPanel *self,
             guint             shown)
{
  for (GtkWidget *row = gtk_widget_get_first_child (GTK_WIDGET (self->list)); row != NULL;
       row = gtk_widget_get_next_sibling (row))
    {
      const TsrExpectationReport *report = g_object_get_data (G_OBJECT (row), "report");
      const char *icon = NULL;
      g_autofree char *state = NULL;

      describe_state (report, shown, &icon, &state);
      adw_action_row_set_subtitle (ADW_ACTION_ROW (row), state);
      gtk_image_set_from_icon_name (g_object_get_data (G_OBJECT (row), "icon"), icon);
      gtk_accessible_update_property (g_object_get_data (G_OBJECT (row), "icon"),
                                      GTK_ACCESSIBLE_PROPERTY_LABEL, state, -1);
    }
}

void
tsr_scenario_panel_refresh (TsrScenarioPanel *self)
{
  GPtrArray *reports;
  TsrGame *game;
  GtkWidget *child;
  guint shown, failing = 0;
  g_autofree char *summary = NULL;

  if (self->document == NULL)
    return;

  refresh_text (self);
  reports = tsr_document_get_reports (self->document);
  game = tsr_document_get_game (self->document);
  shown = tsr_document_get_mode (self->document) == TSR_DOCUMENT_PLAY ? tsr_game_get_position (game) : G_MAXUINT;

  if (reports == self->reports)
    {
      update_rows (self, shown);
      return;
    }

  while ((child = gtk_widget_get_first_child (GTK_WIDGET (self->list))) != NULL)
    gtk_list_box_remove (self->list, child);
  g_clear_pointer (&self->reports, g_ptr_array_unref);
  self->reports = g_ptr_array_ref (reports);
  self->n_rows = 0;

  for (guint i = 0; i < reports->len; i++)
    {
      const TsrExpectationReport *report = g_ptr_array_index (reports, i);

      gtk_list_box_append (self->list, expectation_row (self, report, shown));
      failing += report->state == TSR_EXPECT_FAILS;
      self->n_rows++;
    }

  if (self->n_rows == 0)
    summary = g_strdup (_("The script expects nothing yet. Play to the step to check, then choose Expect This, "
                          "or right-click a figure or a feature on the board."));
  else if (failing > 0)
    /* Translators: %u counts the expectations of the script that do not hold */
    summary = g_strdup_printf (g_dngettext (GETTEXT_PACKAGE, "%u expectation does not hold.", "%u expectations do not hold.", failing), failing);
  else
    /* Translators: %u counts the expectations of the script */
    summary = g_strdup_printf (g_dngettext (GETTEXT_PACKAGE, "The script’s %u expectation holds.", "All %u expectations of the script hold.", self->n_rows), self->n_rows);
  gtk_label_set_text (self->summary, summary);
}

/* How many rows the list shows. */
guint
tsr_scenario_panel_get_n_rows (TsrScenarioPanel *self)
{
  return self->n_rows;
}

static void
on_text_changed (TsrScenarioPanel *self)
{
  GtkTextBuffer *buffer = gtk_text_view_get_buffer (self->description_view);
  g_autofree char *description = NULL;
  GtkTextIter start, end;

  if (self->updating || self->document == NULL)
    return;

  gtk_text_buffer_get_bounds (buffer, &start, &end);
  description = gtk_text_buffer_get_text (buffer, &start, &end, FALSE);
  tsr_document_set_text (self->document, gtk_editable_get_text (GTK_EDITABLE (self->title_row)), description);
}

void
tsr_scenario_panel_set_document (TsrScenarioPanel *self,
                                 TsrDocument      *document)
{
  g_set_object (&self->document, document);
  tsr_scenario_panel_refresh (self);
}

static void
tsr_scenario_panel_dispose (GObject *object)
{
  TsrScenarioPanel *self = TSR_SCENARIO_PANEL (object);

  gtk_widget_dispose_template (GTK_WIDGET (self), TSR_TYPE_SCENARIO_PANEL);
  g_clear_object (&self->document);
  g_clear_pointer (&self->reports, g_ptr_array_unref);

  G_OBJECT_CLASS (tsr_scenario_panel_parent_class)->dispose (object);
}

static void
tsr_scenario_panel_class_init (TsrScenarioPanelClass *klass)
{
  GObjectClass *object_class = G_OBJECT_CLASS (klass);
  GtkWidgetClass *widget_class = GTK_WIDGET_CLASS (klass);

  object_class->dispose = tsr_scenario_panel_dispose;

  /**
   * TsrScenarioPanel::expectation-activated:
   * @position: the step where it is checked, or G_MAXUINT
   * @has_place: whether it is about a place on the board:
   * @x:
   * @y:
   * @port: the feature, or -1 for the whole tile
   */
  signals[EXPECTATION_ACTIVATED] = g_signal_new ("expectation-activated", G_TYPE_FROM_CLASS (klass),
                                                 G_SIGNAL_RUN_LAST, 0, NULL, NULL, NULL, G_TYPE_NONE, 5,
                                                 G_TYPE_UINT, G_TYPE_BOOLEAN, G_TYPE_INT, G_TYPE_INT, G_TYPE_INT);

  gtk_widget_class_set_template_from_resource (widget_class, RESOURCE_BASE "/tsr-scenario-panel.ui");
  gtk_widget_class_bind_template_child (widget_class, TsrScenarioPanel, scroller);
  gtk_widget_class_bind_template_child (widget_class, TsrScenarioPanel, title_row);
  gtk_widget_class_bind_template_child (widget_class, TsrScenarioPanel, description_view);
  gtk_widget_class_bind_template_child (widget_class, TsrScenarioPanel, summary);
  gtk_widget_class_bind_template_child (widget_class, TsrScenarioPanel, list);
  gtk_widget_class_set_layout_manager_type (widget_class, GTK_TYPE_BIN_LAYOUT);
}

static void
tsr_scenario_panel_init (TsrScenarioPanel *self)
{
  gtk_widget_init_template (GTK_WIDGET (self));

  g_signal_connect (self->list, "row-activated", G_CALLBACK (on_row_activated), self);
  tsr_text_filter_editable (GTK_EDITABLE (self->title_row));
  tsr_text_filter_buffer (gtk_text_view_get_buffer (self->description_view));
  g_signal_connect_swapped (self->title_row, "changed", G_CALLBACK (on_text_changed), self);
  g_signal_connect_swapped (gtk_text_view_get_buffer (self->description_view), "changed",
                            G_CALLBACK (on_text_changed), self);
}
