/* tsr-compare-window.c: Compare Readings
 *
 * For a variant of a module in play, the open scenario replayed under
 * each of the variant's readings from the same position (the core's
 * tsr_scenario_compare(), as `tessera-cli compare`).  Above, where the
 * readings part; below, a column per reading, its rows lined up with
 * the other columns' so that the eye compares like with like: the
 * reading's name, the parting step as it plays it, the final scores,
 * what the file expects that does not hold, the board at the end with
 * the places where the boards differ outlined, the figures in words and
 * the steps after the parting one.  Each reading can be saved as a
 * scenario of its own.
 *
 * The window shows the scenario as it was when it was asked for: it
 * keeps its own copy, and asking again for the same variant refreshes it.
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 */

#define G_LOG_DOMAIN "tessera"

#include "config.h"

#include <math.h>
#include <string.h>
#include <glib/gi18n.h>

#include "tsr-a11y.h"
#include "tsr-compare-window.h"
#include "tsr-tooltip.h"
#include "tsr-steps-panel.h"
#include "tsr-window.h"

/* The board at the end of each reading: tall enough to tell the tiles
 * apart, short enough to leave the scores and the figures in view. */
#define BOARD_HEIGHT 340

/* Below this, a column's text wraps too often to be read; more readings
 * than fit side by side scroll sideways. */
#define COLUMN_MIN_WIDTH 320

/* The rows of the grid, one per thing compared. */
enum
{
  ROW_NAME,
  ROW_PARTING,
  ROW_SCORES,
  ROW_FAILURES,
  ROW_BOARD,
  ROW_FIGURES,
  ROW_STEPS,
};

struct _TsrCompareWindow
{
  AdwWindow        parent_instance;

  AdwToastOverlay *toasts;
  AdwWindowTitle  *title;
  GtkScrolledWindow *scroller;
  GtkLabel        *heading;
  GtkLabel        *summary;
  GtkGrid         *grid;

  TsrScenario     *scenario;     /* the main window's, when it asked */
  TsrComparison   *comparison;
  char            *file_stem;    /* what saved readings are called, before their value */
  GFile           *folder;       /* where the scenario's file is, or NULL */
  GPtrArray       *boards;       /* TsrBoardView per reading, owned by the grid */
  guint            refit;        /* the idle fitting the boards to a new size */
};

G_DEFINE_FINAL_TYPE (TsrCompareWindow, tsr_compare_window, ADW_TYPE_WINDOW)

static GtkWidget *
label_new (const char *text,
           const char *css_class)
{
  GtkWidget *label = gtk_label_new (text);

  gtk_label_set_xalign (GTK_LABEL (label), 0);
  gtk_label_set_wrap (GTK_LABEL (label), TRUE);
  gtk_label_set_wrap_mode (GTK_LABEL (label), PANGO_WRAP_WORD_CHAR);
  if (css_class != NULL)
    gtk_widget_add_css_class (label, css_class);
  return label;
}

/* A heading over what a cell of the grid shows. */
static GtkWidget *
section_new (const char *heading)
{
  GtkWidget *box = gtk_box_new (GTK_ORIENTATION_VERTICAL, 4);
  GtkWidget *label = label_new (heading, "heading");

  gtk_box_append (GTK_BOX (box), label);
  return box;
}

static const TsrVariant *
variant_decl (TsrCompareWindow *self)
{
  return tsr_rulebook_lookup_variant (tsr_rulebook_get_default (), self->comparison->variant);
}

/* A reading is called by the first sentence the rule text gives its
 * value, in the user's language: the words the Rules tab offers it in. */
static const char *
reading_name (TsrCompareWindow *self,
              guint             index)
{
  const TsrReading *reading = g_ptr_array_index (self->comparison->readings, index);
  const TsrVariant *variant = variant_decl (self);

  for (guint i = 0; variant != NULL && i < variant->values->len; i++)
    {
      const TsrVariantValue *value = g_ptr_array_index (variant->values, i);

      if (g_str_equal (value->id, reading->value) && value->text != NULL && value->text[0] != NULL)
        return tsr_translate (value->text[0]);
    }

  return reading->value;
}

/* Save as Scenario */

static void
on_save_response (GtkNativeDialog *dialog,
                  int              response,
                  gpointer         user_data)
{
  g_autoptr(TsrCompareWindow) self = user_data;
  guint reading = GPOINTER_TO_UINT (g_object_get_data (G_OBJECT (dialog), "reading"));

  if (response == GTK_RESPONSE_ACCEPT)
    {
      g_autoptr(GFile) file = gtk_file_chooser_get_file (GTK_FILE_CHOOSER (dialog));
      g_autoptr(GError) error = NULL;
      g_autofree char *name = g_file_get_basename (file);
      g_autofree char *saved = NULL;

      if (!tsr_compare_window_save_reading (self, reading, file, &error))
        tsr_a11y_add_toast (self->toasts, adw_toast_new (error->message));
      else
        {
          /* Translators: a toast once a reading is saved as a scenario; %s is the file's name */
          saved = g_strdup_printf (_("Saved “%s”"), name);
          tsr_a11y_add_toast (self->toasts, adw_toast_new (saved));
        }
    }

  g_object_unref (dialog);
}

static void
on_save_clicked (GtkButton        *button,
                 TsrCompareWindow *self)
{
  guint reading = GPOINTER_TO_UINT (g_object_get_data (G_OBJECT (button), "reading"));
  const TsrReading *r = g_ptr_array_index (self->comparison->readings, reading);
  /* Translators: the title of the file chooser saving one reading of a variant as a scenario */
  GtkFileChooserNative *dialog = gtk_file_chooser_native_new (_("Save the Reading as a Scenario"), GTK_WINDOW (self),
                                                              GTK_FILE_CHOOSER_ACTION_SAVE,
                                                              _("_Save"), _("_Cancel"));
  g_autofree char *name = g_strdup_printf ("%s-%s.tessera", self->file_stem, r->value);
  g_autoptr(GtkFileFilter) filter = gtk_file_filter_new ();

  gtk_file_filter_set_name (filter, _("Scenarios"));
  gtk_file_filter_add_pattern (filter, "*.tessera");
  gtk_file_filter_add_pattern (filter, "*.xml");
  gtk_file_chooser_add_filter (GTK_FILE_CHOOSER (dialog), filter);
  if (self->folder != NULL)
    gtk_file_chooser_set_current_folder (GTK_FILE_CHOOSER (dialog), self->folder, NULL);
  gtk_file_chooser_set_current_name (GTK_FILE_CHOOSER (dialog), name);
  gtk_native_dialog_set_modal (GTK_NATIVE_DIALOG (dialog), TRUE);
  g_object_set_data (G_OBJECT (dialog), "reading", GUINT_TO_POINTER (reading));
  g_signal_connect (dialog, "response", G_CALLBACK (on_save_response), g_object_ref (self));
  gtk_native_dialog_show (GTK_NATIVE_DIALOG (dialog));
}

/**
 * tsr_compare_window_save_reading:
 * @reading: an index into the comparison's readings
 * @file: where to save
 *
 * Saves the scenario compared, script and expectations included, with
 * the variant set to @reading's value; atomically, so that a failure
 * leaves the file on disk as it was.
 *
 * Returns: %FALSE, with @error naming the file, when it cannot be saved
 */
gboolean
tsr_compare_window_save_reading (TsrCompareWindow  *self,
                                 guint              reading,
                                 GFile             *file,
                                 GError           **error)
{
  const TsrReading *r;
  g_autoptr(TsrScenario) scenario = NULL;
  g_autofree char *path = g_file_get_path (file);
  g_autofree char *name = g_file_get_parse_name (file);
  g_autoptr(GError) local = NULL;

  g_return_val_if_fail (TSR_IS_COMPARE_WINDOW (self), FALSE);
  g_return_val_if_fail (reading < self->comparison->readings->len, FALSE);

  r = g_ptr_array_index (self->comparison->readings, reading);
  scenario = tsr_comparison_reading_to_scenario (self->scenario, self->comparison->variant, r->value, error);
  if (scenario == NULL)
    return FALSE;

  if (path == NULL)
    {
      /* Translators: %s is a file's name or address */
      g_set_error (error, G_IO_ERROR, G_IO_ERROR_NOT_SUPPORTED, _("Cannot save “%s”: only local files can be saved."),
                   name);
      return FALSE;
    }
  if (!tsr_scenario_save_file (scenario, path, &local))
    {
      /* Translators: the first %s is a file's name, the second why it could not be written */
      g_set_error (error, TSR_SCENARIO_ERROR, TSR_SCENARIO_ERROR_IO, _("Cannot save “%s”: %s"), name, local->message);
      return FALSE;
    }

  return TRUE;
}

/* The columns */

static GtkWidget *
name_cell (TsrCompareWindow *self,
           guint             index)
{
  const TsrReading *reading = g_ptr_array_index (self->comparison->readings, index);
  const char *set = tsr_game_get_variant (tsr_scenario_get_position (self->scenario), self->comparison->variant);
  GtkWidget *box = gtk_box_new (GTK_ORIENTATION_VERTICAL, 2);
  GtkWidget *button = tsr_a11y_button_new_with_mnemonic (_("_Save as Scenario…"));
  g_autofree char *id = NULL;

  if (g_strcmp0 (set, reading->value) == 0)
    /* Translators: under a reading's name: its value as scenario files write it, for the
     * reading the open scenario is set to */
    id = g_strdup_printf (_("“%s”, as the scenario is set"), reading->value);
  else
    /* Translators: under a reading's name: its value as scenario files write it */
    id = g_strdup_printf (_("“%s”"), reading->value);

  gtk_box_append (GTK_BOX (box), label_new (reading_name (self, index), "title-4"));
  gtk_box_append (GTK_BOX (box), label_new (id, "dim-label"));
  gtk_widget_add_css_class (gtk_widget_get_last_child (box), "caption");

  /* Under the name rather than beside it: a narrow column keeps the
   * name's width. */
  tsr_tooltip_set (button, _("Save the scenario with this reading, as a file of its own"));
  gtk_widget_set_halign (button, GTK_ALIGN_START);
  gtk_widget_set_margin_top (button, 6);
  g_object_set_data (G_OBJECT (button), "reading", GUINT_TO_POINTER (index));
  g_signal_connect (button, "clicked", G_CALLBACK (on_save_clicked), self);
  gtk_box_append (GTK_BOX (box), button);

  gtk_widget_set_size_request (box, COLUMN_MIN_WIDTH, -1);
  return box;
}

/* The step where the readings part, as this reading plays it, on a
 * card: it is what the columns are compared for. */
static GtkWidget *
parting_cell (TsrCompareWindow *self,
              guint             index)
{
  g_autofree char *said = tsr_comparison_explain_parting (self->comparison, index);
  /* Translators: the heading over the step where the readings part, as one reading plays it */
  g_autofree char *heading = g_strdup_printf (_("At Step %u"), self->comparison->first + 1);
  GtkWidget *card = gtk_box_new (GTK_ORIENTATION_VERTICAL, 0);
  GtkWidget *box = section_new (heading);

  gtk_box_append (GTK_BOX (box), label_new (said, NULL));
  gtk_widget_set_margin_start (box, 12);
  gtk_widget_set_margin_end (box, 12);
  gtk_widget_set_margin_top (box, 10);
  gtk_widget_set_margin_bottom (box, 10);
  gtk_box_append (GTK_BOX (card), box);
  gtk_widget_add_css_class (card, "card");
  return card;
}

static GtkWidget *
scores_cell (TsrCompareWindow *self,
             guint             index)
{
  g_autofree char *scores = tsr_reading_describe_scores (g_ptr_array_index (self->comparison->readings, index));
  /* Translators: the heading over the players' scores at the end of a reading */
  GtkWidget *box = section_new (_("Scores"));

  gtk_box_append (GTK_BOX (box), label_new (scores, NULL));
  return box;
}

/* What the file expects and this reading does not bring about. */
static GtkWidget *
failures_cell (TsrCompareWindow *self,
               guint             index)
{
  const TsrReading *reading = g_ptr_array_index (self->comparison->readings, index);
  g_autofree char *heading = NULL;
  GtkWidget *box;
  guint n = 0;

  for (guint i = 0; i < reading->reports->len; i++)
    n += ((TsrExpectationReport *) g_ptr_array_index (reading->reports, i))->state == TSR_EXPECT_FAILS;

  if (n == 0)
    {
      /* Translators: the heading over what a scenario expects, when all of it holds under a reading */
      box = section_new (_("Expectations"));
      gtk_box_append (GTK_BOX (box), label_new (_("Everything the file expects holds."), "success"));
      return box;
    }

  /* Translators: the heading over what a scenario expects and a reading does not bring about */
  heading = g_strdup_printf (g_dngettext (GETTEXT_PACKAGE, "%u expectation does not hold",
                                          "%u expectations do not hold", n), n);
  box = section_new (heading);
  gtk_widget_add_css_class (gtk_widget_get_first_child (box), "error");
  for (guint i = 0; i < reading->reports->len; i++)
    {
      const TsrExpectationReport *report = g_ptr_array_index (reading->reports, i);
      g_autofree char *text = NULL;
      GtkWidget *label;

      if (report->state != TSR_EXPECT_FAILS)
        continue;
      /* Translators: an expectation that does not hold under a reading: what it expects, then what was found */
      text = g_strdup_printf (_("%s Found instead: %s"), report->text, report->found);
      label = label_new (text, NULL);
      /* Experts see the line and the check's own words. */
      tsr_tooltip_set (label, report->detail);
      gtk_box_append (GTK_BOX (box), label);
    }

  return box;
}

/* The wheel over a board scrolls the window, not the board: the boards
 * fill most of the window, and would otherwise trap the wheel.  A board
 * is still dragged to move it, and zoomed with Ctrl and the wheel. */
static gboolean
on_board_scroll (GtkEventControllerScroll *controller,
                 double                    dx,
                 double                    dy,
                 TsrCompareWindow         *self)
{
  GdkModifierType state = gtk_event_controller_get_current_event_state (GTK_EVENT_CONTROLLER (controller));
  GtkAdjustment *adjustment = gtk_scrolled_window_get_vadjustment (self->scroller);
  double step = gtk_event_controller_scroll_get_unit (controller) == GDK_SCROLL_UNIT_WHEEL
                ? pow (gtk_adjustment_get_page_size (adjustment), 2.0 / 3.0) : 1;

  if (state & GDK_CONTROL_MASK)
    return FALSE;

  gtk_adjustment_set_value (adjustment, gtk_adjustment_get_value (adjustment) + dy * step);
  return TRUE;
}

/* The board at the end, the places where it differs from the others'
 * outlined. */
static GtkWidget *
board_cell (TsrCompareWindow *self,
            guint             index)
{
  const TsrReading *reading = g_ptr_array_index (self->comparison->readings, index);
  g_autoptr(GArray) differences = tsr_comparison_list_differences (self->comparison, index);
  GtkWidget *box = gtk_box_new (GTK_ORIENTATION_VERTICAL, 6);
  GtkWidget *frame = gtk_frame_new (NULL);
  GtkWidget *board = tsr_board_view_new ();
  GtkEventController *scroll;
  g_autofree char *caption = NULL;

  tsr_board_view_set_game (TSR_BOARD_VIEW (board), reading->game);
  tsr_board_view_set_subject (TSR_BOARD_VIEW (board), differences);
  tsr_board_view_set_tiles_movable (TSR_BOARD_VIEW (board), FALSE);
  /* The figures and the steps name places by their coordinates. */
  tsr_board_view_set_show_coordinates (TSR_BOARD_VIEW (board), TRUE);
  gtk_widget_set_size_request (board, -1, BOARD_HEIGHT);
  gtk_frame_set_child (GTK_FRAME (frame), board);
  gtk_widget_set_overflow (frame, GTK_OVERFLOW_HIDDEN);
  scroll = gtk_event_controller_scroll_new (GTK_EVENT_CONTROLLER_SCROLL_VERTICAL);
  gtk_event_controller_set_propagation_phase (scroll, GTK_PHASE_CAPTURE);
  g_signal_connect (scroll, "scroll", G_CALLBACK (on_board_scroll), self);
  gtk_widget_add_controller (frame, scroll);
  gtk_box_append (GTK_BOX (box), frame);
  g_ptr_array_add (self->boards, board);

  if (differences->len > 0)
    /* Translators: under a reading's board at the end, which outlines where the readings' boards differ */
    caption = g_strdup_printf (g_dngettext (GETTEXT_PACKAGE, "Outlined: %u place where the boards differ.",
                                            "Outlined: %u places where the boards differ.", differences->len),
                               differences->len);
  else
    /* Translators: under a reading's board at the end, when every reading's board ends alike */
    caption = g_strdup (_("The board ends the same under every reading."));

  gtk_box_append (GTK_BOX (box), label_new (caption, "dim-label"));
  gtk_widget_add_css_class (gtk_widget_get_last_child (box), "caption");
  return box;
}

static GtkWidget *
figures_cell (TsrCompareWindow *self,
              guint             index)
{
  const TsrReading *reading = g_ptr_array_index (self->comparison->readings, index);
  guint n = tsr_game_get_n_figures (reading->game);
  /* Translators: the heading over the figures standing on the board at the end of a reading */
  GtkWidget *box = section_new (_("Figures on the Board"));

  if (n == 0)
    /* Translators: under "Figures on the Board", when there is none */
    gtk_box_append (GTK_BOX (box), label_new (_("None."), "dim-label"));
  for (guint i = 0; i < n; i++)
    {
      g_autofree char *figure = tsr_reading_describe_figure (reading, i);

      gtk_box_append (GTK_BOX (box), label_new (figure, NULL));
    }

  return box;
}

static GtkWidget *
step_row (const TsrGame *game,
          guint          index)
{
  const TsrStep *step = tsr_game_get_step (game, index);
  g_autofree char *heading = NULL;
  GtkWidget *row = gtk_list_box_row_new ();
  GtkWidget *box = gtk_box_new (GTK_ORIENTATION_VERTICAL, 2);

  if (step->player >= 0)
    /* Translators: above a step of a reading: its number, the turn number and the player */
    heading = g_strdup_printf (_("Step %u · Turn %u · %s"), index + 1, step->turn,
                               tsr_player_get_display_name (tsr_game_get_player (game, step->player)));
  else
    /* Translators: above a step of a reading: its number and the turn number */
    heading = g_strdup_printf (_("Step %u · Turn %u"), index + 1, step->turn);

  gtk_box_append (GTK_BOX (box), label_new (heading, "caption"));
  gtk_widget_add_css_class (gtk_widget_get_last_child (box), "dim-label");
  gtk_box_append (GTK_BOX (box), tsr_step_sentence_new (game, step));

  gtk_widget_set_margin_start (box, 12);
  gtk_widget_set_margin_end (box, 12);
  gtk_widget_set_margin_top (box, 8);
  gtk_widget_set_margin_bottom (box, 8);
  gtk_list_box_row_set_child (GTK_LIST_BOX_ROW (row), box);
  gtk_list_box_row_set_activatable (GTK_LIST_BOX_ROW (row), FALSE);
  return row;
}

/* The steps after the parting one; when the readings do not part, only
 * how many there are: they are those of the Steps tab. */
static GtkWidget *
steps_cell (TsrCompareWindow *self,
            guint             index)
{
  const TsrReading *reading = g_ptr_array_index (self->comparison->readings, index);
  guint n = tsr_game_get_n_steps (reading->game);
  guint first = self->comparison->first + 1;
  g_autofree char *heading = NULL;
  g_autofree char *count = NULL;
  GtkWidget *box, *list;

  if (!self->comparison->differ)
    {
      /* Translators: the heading over how many steps a reading has */
      box = section_new (_("Steps"));
      /* Translators: how many steps a reading has, when they are the same under every reading */
      count = g_strdup_printf (g_dngettext (GETTEXT_PACKAGE, "%u step, the same under every reading.",
                                            "%u steps, the same under every reading.", n), n);
      gtk_box_append (GTK_BOX (box), label_new (count, NULL));
      return box;
    }

  /* Translators: the heading over a reading's steps after the one where the readings part */
  heading = g_strdup_printf (_("After Step %u"), first);
  box = section_new (heading);
  if (first >= n)
    {
      /* Translators: under "After Step %u", when the reading has no more steps */
      gtk_box_append (GTK_BOX (box), label_new (_("No step follows: the script ends there."), "dim-label"));
      return box;
    }

  list = gtk_list_box_new ();
  gtk_list_box_set_selection_mode (GTK_LIST_BOX (list), GTK_SELECTION_NONE);
  gtk_widget_add_css_class (list, "boxed-list");
  for (guint i = first; i < n; i++)
    gtk_list_box_append (GTK_LIST_BOX (list), step_row (reading->game, i));
  gtk_box_append (GTK_BOX (box), list);
  return box;
}

/* A board is fitted to its size once; when the window's size changes,
 * the boards are fitted again once it is laid out (the redraw's priority
 * is higher than this idle's), so that each still shows all its tiles. */
static gboolean
refit_boards (gpointer user_data)
{
  TsrCompareWindow *self = user_data;

  for (guint i = 0; i < self->boards->len; i++)
    tsr_board_view_fit (g_ptr_array_index (self->boards, i));

  self->refit = 0;
  return G_SOURCE_REMOVE;
}

static void
on_size_changed (TsrCompareWindow *self)
{
  if (self->refit == 0)
    self->refit = g_idle_add_full (G_PRIORITY_LOW, refit_boards, self, NULL);
}

static void
clear_grid (TsrCompareWindow *self)
{
  GtkWidget *child;

  while ((child = gtk_widget_get_first_child (GTK_WIDGET (self->grid))) != NULL)
    gtk_grid_remove (self->grid, child);
  g_ptr_array_set_size (self->boards, 0);
}

static void
fill (TsrCompareWindow *self)
{
  const TsrVariant *variant = variant_decl (self);
  const char *title = variant != NULL ? tsr_translate (variant->title) : self->comparison->variant;
  guint n = self->comparison->readings->len;
  gboolean expects = tsr_scenario_has_expectations (self->scenario);
  g_autofree char *window_title = NULL;
  g_autofree char *heading = NULL;

  /* Translators: the title of the Compare Readings window; %s is the variant's title */
  window_title = g_strdup_printf (_("Compare Readings — %s"), title);
  gtk_window_set_title (GTK_WINDOW (self), window_title);
  adw_window_title_set_subtitle (self->title, title);

  if (self->comparison->differ)
    {
      /* Translators: the heading of Compare Readings; %u is a step's number */
      heading = g_strdup_printf (_("The readings part at step %u."), self->comparison->first + 1);
      gtk_label_set_text (self->summary,
                          _("Every step before it is the same under each reading. Below, each reading "
                            "from there on, and its board at the end."));
    }
  else
    {
      heading = g_strdup (n == 2 ? _("Both readings play out the same.")
                                 : _("All the readings play out the same."));
      gtk_label_set_text (self->summary,
                          _("No step differs between them. Below, each reading's scores and its board "
                            "at the end, and whether what the file expects holds under it."));
    }
  gtk_label_set_text (self->heading, heading);

  clear_grid (self);
  for (guint i = 0; i < n; i++)
    {
      gtk_grid_attach (self->grid, name_cell (self, i), i, ROW_NAME, 1, 1);
      if (self->comparison->differ)
        gtk_grid_attach (self->grid, parting_cell (self, i), i, ROW_PARTING, 1, 1);
      gtk_grid_attach (self->grid, scores_cell (self, i), i, ROW_SCORES, 1, 1);
      if (expects)
        gtk_grid_attach (self->grid, failures_cell (self, i), i, ROW_FAILURES, 1, 1);
      gtk_grid_attach (self->grid, board_cell (self, i), i, ROW_BOARD, 1, 1);
      gtk_grid_attach (self->grid, figures_cell (self, i), i, ROW_FIGURES, 1, 1);
      gtk_grid_attach (self->grid, steps_cell (self, i), i, ROW_STEPS, 1, 1);
    }
}

/* Where a saved reading goes at first, and what it is called: beside the
 * scenario's file and after it, or after its title. */
static void
set_file_names (TsrCompareWindow *self,
                TsrDocument      *document)
{
  GFile *file = tsr_document_get_file (document);
  g_autofree char *base = NULL;
  char *dot;

  g_clear_object (&self->folder);
  g_free (self->file_stem);
  if (file != NULL)
    {
      self->folder = g_file_get_parent (file);
      base = g_file_get_basename (file);
      if ((dot = strrchr (base, '.')) != NULL && dot != base)
        *dot = '\0';
      self->file_stem = g_steal_pointer (&base);
    }
  else
    self->file_stem = tsr_document_dup_display_name (document);
}

static TsrCompareWindow *
find_window (GtkWindow  *parent,
             const char *variant)
{
  GListModel *toplevels = gtk_window_get_toplevels ();

  for (guint i = 0; i < g_list_model_get_n_items (toplevels); i++)
    {
      g_autoptr(GObject) item = g_list_model_get_item (toplevels, i);

      if (TSR_IS_COMPARE_WINDOW (item) && gtk_window_get_transient_for (GTK_WINDOW (item)) == parent &&
          TSR_COMPARE_WINDOW (item)->comparison != NULL &&
          g_strcmp0 (TSR_COMPARE_WINDOW (item)->comparison->variant, variant) == 0)
        return TSR_COMPARE_WINDOW (item);
    }

  return NULL;
}

/**
 * tsr_compare_window_present_for:
 * @parent: the main window
 * @document: its document
 * @variant: the id of a variant with named readings, of a module in play
 *
 * Replays @document's scenario under each reading of @variant and shows
 * the comparison, in the window already comparing @variant for @parent
 * if there is one.
 *
 * Returns: (transfer none) (nullable): the window, or %NULL with @error
 *   set when the readings cannot be compared
 */
TsrCompareWindow *
tsr_compare_window_present_for (GtkWindow    *parent,
                                TsrDocument  *document,
                                const char   *variant,
                                GError      **error)
{
  g_autoptr(TsrScenario) scenario = tsr_document_dup_scenario (document);
  g_autoptr(TsrComparison) comparison = tsr_scenario_compare (scenario, variant, error);
  TsrCompareWindow *self;

  if (comparison == NULL)
    return NULL;

  self = find_window (parent, variant);
  if (self == NULL)
    {
      int width, height;

      self = g_object_new (TSR_TYPE_COMPARE_WINDOW, "transient-for", parent, NULL);
      gtk_window_set_destroy_with_parent (GTK_WINDOW (self), TRUE);
      /* No larger than the main window, which fits the screen. */
      gtk_window_get_default_size (GTK_WINDOW (self), &width, &height);
      if (gtk_widget_get_width (GTK_WIDGET (parent)) > 0)
        gtk_window_set_default_size (GTK_WINDOW (self), MIN (width, gtk_widget_get_width (GTK_WIDGET (parent))),
                                     MIN (height, gtk_widget_get_height (GTK_WIDGET (parent))));
    }

  /* The boards show the old games until the grid is rebuilt. */
  clear_grid (self);
  g_clear_pointer (&self->comparison, tsr_comparison_free);
  g_clear_pointer (&self->scenario, tsr_scenario_free);
  self->scenario = g_steal_pointer (&scenario);
  self->comparison = g_steal_pointer (&comparison);
  set_file_names (self, document);
  fill (self);

  gtk_window_present (GTK_WINDOW (self));
  return self;
}

/**
 * tsr_compare_window_action:
 *
 * win.compare-readings, whose parameter is a variant's id: the Rules tab
 * and the Rules reference both come here.
 */
void
tsr_compare_window_action (GtkWidget  *widget,
                           const char *action_name,
                           GVariant   *parameter)
{
  const char *variant = g_variant_get_string (parameter, NULL);
  g_autoptr(GError) error = NULL;

  if (tsr_compare_window_present_for (GTK_WINDOW (widget), tsr_window_get_document (TSR_WINDOW (widget)),
                                      variant, &error) == NULL)
    {
      GtkWidget *alert = adw_message_dialog_new (GTK_WINDOW (widget), _("Cannot Compare the Readings"),
                                                 error->message);

      adw_message_dialog_add_response (ADW_MESSAGE_DIALOG (alert), "close", _("_Close"));
      tsr_a11y_name_controls (alert);
      gtk_window_present (GTK_WINDOW (alert));
    }
}

const TsrComparison *
tsr_compare_window_get_comparison (TsrCompareWindow *self)
{
  g_return_val_if_fail (TSR_IS_COMPARE_WINDOW (self), NULL);

  return self->comparison;
}

/* Returns: (transfer none): the board @reading ends with */
TsrBoardView *
tsr_compare_window_get_board (TsrCompareWindow *self,
                              guint             reading)
{
  g_return_val_if_fail (TSR_IS_COMPARE_WINDOW (self), NULL);
  g_return_val_if_fail (reading < self->boards->len, NULL);

  return g_ptr_array_index (self->boards, reading);
}

static void
tsr_compare_window_dispose (GObject *object)
{
  TsrCompareWindow *self = TSR_COMPARE_WINDOW (object);

  /* The boards show the comparison's games: they go first. */
  g_clear_handle_id (&self->refit, g_source_remove);
  gtk_widget_dispose_template (GTK_WIDGET (self), TSR_TYPE_COMPARE_WINDOW);
  g_clear_pointer (&self->boards, g_ptr_array_unref);
  g_clear_pointer (&self->comparison, tsr_comparison_free);
  g_clear_pointer (&self->scenario, tsr_scenario_free);
  g_clear_pointer (&self->file_stem, g_free);
  g_clear_object (&self->folder);

  G_OBJECT_CLASS (tsr_compare_window_parent_class)->dispose (object);
}

static void
tsr_compare_window_class_init (TsrCompareWindowClass *klass)
{
  GObjectClass *object_class = G_OBJECT_CLASS (klass);
  GtkWidgetClass *widget_class = GTK_WIDGET_CLASS (klass);

  object_class->dispose = tsr_compare_window_dispose;

  g_type_ensure (TSR_TYPE_BOARD_VIEW);

  gtk_widget_class_set_template_from_resource (widget_class, RESOURCE_BASE "/tsr-compare-window.ui");
  gtk_widget_class_bind_template_child (widget_class, TsrCompareWindow, toasts);
  gtk_widget_class_bind_template_child (widget_class, TsrCompareWindow, title);
  gtk_widget_class_bind_template_child (widget_class, TsrCompareWindow, scroller);
  gtk_widget_class_bind_template_child (widget_class, TsrCompareWindow, heading);
  gtk_widget_class_bind_template_child (widget_class, TsrCompareWindow, summary);
  gtk_widget_class_bind_template_child (widget_class, TsrCompareWindow, grid);

  gtk_widget_class_add_binding_action (widget_class, GDK_KEY_Escape, 0, "window.close", NULL);
}

static void
tsr_compare_window_init (TsrCompareWindow *self)
{
  gtk_widget_init_template (GTK_WIDGET (self));
  tsr_a11y_name_controls (GTK_WIDGET (self));
  tsr_a11y_add_announcer (GTK_WINDOW (self));

  self->boards = g_ptr_array_new ();
  g_signal_connect_swapped (self, "notify::default-width", G_CALLBACK (on_size_changed), self);
  g_signal_connect_swapped (self, "notify::default-height", G_CALLBACK (on_size_changed), self);
  g_signal_connect_swapped (self, "notify::maximized", G_CALLBACK (on_size_changed), self);
}
