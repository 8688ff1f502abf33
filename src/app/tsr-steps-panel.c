/* tsr-steps-panel.c
 *
 * The scenario's story (its title and description, what the teacher wants
 * noticed), then every rule step of the game played from the position: its
 * turn and player, the explanation sentence from the rule text (with the
 * points itemised) and a link to the rule.  Selecting a step shows the board as
 * it was right after it.  The sentences are those of `tessera-cli
 * explain`: both come from tsr_game_explain().
 *
 * The steps are a list view over a TsrStepModel, so only the rows near
 * the screen are made and laid out, however long the game.
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 */

#define G_LOG_DOMAIN "tessera"

#include "config.h"

#include <glib/gi18n.h>

#include "tsr-steps-panel.h"
#include "tsr-tooltip.h"
#include "tsr-art-texture.h"
#include "tsr-step-model.h"

/* A step's tile, beside its sentence. */
#define THUMBNAIL_PIXELS 36
/* The width a sentence would take, in characters, if it had the room. */
#define SENTENCE_CHARS 80

struct _TsrStepsPanel
{
  GtkWidget       parent_instance;

  GtkWidget      *story_box;
  GtkWidget      *story_separator;
  GtkLabel       *title_label;
  GtkLabel       *description_label;
  GtkLabel       *position_label;
  GtkStack       *stack;
  AdwStatusPage  *empty_page;
  GtkScrolledWindow *scroller;
  GtkListView    *list;
  TsrStepModel   *model;
  GtkSingleSelection *selection;

  TsrDocument    *document;
  TsrGame        *game;        /* the game whose steps the rows show */
  guint           built_generation;  /* and the document's replay it came from */
  guint           built_steps;
  const char     *built_last;  /* the rule of the last step shown */
  gboolean        updating;
  gboolean        scroll_pending;  /* the selected step to be scrolled to once shown */
  gboolean        at_end;      /* the last step is the one shown: the list follows play */
  guint           scroll_id;
  GHashTable     *thumbnails;  /* tile type index × 4 + rotation → GdkTexture */
  GPtrArray      *sentences;   /* every row's sentence (GtkInscription) */
  GArray         *texts;       /* StepText by step index, made as rows show them */
  int             sentence_width;  /* their width at the last allocation; -1 after a font change */
  guint           refit_id;
};

G_DEFINE_FINAL_TYPE (TsrStepsPanel, tsr_steps_panel, GTK_TYPE_WIDGET)

/* A step's words, kept once a row has shown them: a jump to a far step
 * binds every row again, and a row that comes back to a step should not
 * explain it again. */
typedef struct
{
  char  *sentence;
  char  *with_ids;  /* %NULL when the sentence names no ids */
  guint  lines;     /* at the sentence width; 0 until fitted */
} StepText;

static void
step_text_clear (gpointer data)
{
  StepText *text = data;

  g_free (text->sentence);
  g_free (text->with_ids);
}

enum {
  SHOW_RULE,
  N_SIGNALS
};

static guint signals[N_SIGNALS];

/* The link's address is the rule's id: the Rules reference opens it. */
static gboolean
on_rule_link (GtkLinkButton *link,
              TsrStepsPanel *self)
{
  g_signal_emit (self, signals[SHOW_RULE], 0, gtk_link_button_get_uri (link));
  return TRUE;
}

/* A step's tile as it was laid, drawn once per type and rotation: the
 * list is rebuilt as steps come. */
static GdkTexture *
thumbnail (TsrStepsPanel *self,
           const TsrStep *step)
{
  gpointer key = GUINT_TO_POINTER (step->tile->index * 4 + step->rotation % 4);
  GdkTexture *texture = g_hash_table_lookup (self->thumbnails, key);

  if (texture == NULL)
    {
      texture = tsr_tile_type_texture_new (step->tile, step->rotation, THUMBNAIL_PIXELS);
      g_hash_table_insert (self->thumbnails, key, texture);
    }

  return texture;
}

/* The step's explanation in a player's words, and in @with_ids the
 * engine's names of the same step for experts' tooltips (%NULL when the
 * sentence names nothing the ids would add to). */
static char *
explain_step (const TsrGame *game,
              const TsrStep *step,
              char         **with_ids)
{
  char *sentence = tsr_game_explain (game, step);

  *with_ids = tsr_game_explain_full (game, step, TRUE);
  if (g_strcmp0 (*with_ids, sentence) == 0)
    g_clear_pointer (with_ids, g_free);
  return sentence;
}

static GtkWidget *
sentence_label_new (void)
{
  GtkWidget *label = gtk_label_new (NULL);

  gtk_label_set_xalign (GTK_LABEL (label), 0);
  gtk_label_set_wrap (GTK_LABEL (label), TRUE);
  gtk_label_set_wrap_mode (GTK_LABEL (label), PANGO_WRAP_WORD_CHAR);
  return label;
}

/**
 * tsr_step_sentence_new:
 *
 * Returns: (transfer floating): a label with the step's explanation in a
 *   player's words, and the engine's names of the same step in its
 *   tooltip for experts
 */
GtkWidget *
tsr_step_sentence_new (const TsrGame *game,
                       const TsrStep *step)
{
  GtkWidget *label = sentence_label_new ();
  g_autofree char *with_ids = NULL;
  g_autofree char *sentence = explain_step (game, step, &with_ids);

  gtk_label_set_text (GTK_LABEL (label), sentence);
  tsr_tooltip_set (label, with_ids);
  return label;
}

/* A row's sentence is a GtkInscription as many lines tall as its text
 * needs at the rows' width.  A wrapping GtkLabel, as tall as it likes,
 * is measured at one width after another each time its row is bound to
 * another step, and a jump to a far step binds every row: with a list
 * view's 200 rows, 200 to 400 ms of laying out text.  An inscription's
 * size is what it is told, so its text is laid out once and drawn. */
static guint
count_lines (TsrStepsPanel *self,
             GtkWidget     *sentence,
             const char    *text)
{
  g_autoptr(PangoLayout) layout = NULL;
  /* Before the rows are first allocated, a guess from the list's width
   * (less the tile and the spacing), put right at once by
   * refit_sentences(). */
  int width = self->sentence_width > 0 ? self->sentence_width
                                       : gtk_widget_get_width (GTK_WIDGET (self->list)) - THUMBNAIL_PIXELS - 32;

  if (text == NULL || *text == '\0')
    return 1;

  layout = gtk_widget_create_pango_layout (sentence, text);
  pango_layout_set_wrap (layout, PANGO_WRAP_WORD_CHAR);
  pango_layout_set_width (layout, width > 0 ? width * PANGO_SCALE : -1);
  return (guint) pango_layout_get_line_count (layout);
}

static void
set_lines (GtkInscription *sentence,
           guint           lines)
{
  gtk_inscription_set_min_lines (sentence, lines);
  gtk_inscription_set_nat_lines (sentence, lines);
}

static void scroll_to_selected (TsrStepsPanel *self);

/* Once the list is laid out at a new width (the first time, or the
 * sidebar resized), the sentences are fitted to the width they have. */
static gboolean
refit_sentences (gpointer data)
{
  TsrStepsPanel *self = data;
  int width = 0;
  gboolean first;

  self->refit_id = 0;
  /* A row out of view keeps the width it last had. */
  for (guint i = 0; i < self->sentences->len && width <= 0; i++)
    if (gtk_widget_get_mapped (g_ptr_array_index (self->sentences, i)))
      width = gtk_widget_get_width (g_ptr_array_index (self->sentences, i));
  if (width <= 0 || width == self->sentence_width)
    return G_SOURCE_REMOVE;

  first = self->sentence_width == 0;
  self->sentence_width = width;
  for (guint i = 0; i < self->texts->len; i++)
    g_array_index (self->texts, StepText, i).lines = 0;
  for (guint i = 0; i < self->sentences->len; i++)
    {
      GtkWidget *sentence = g_ptr_array_index (self->sentences, i);

      set_lines (GTK_INSCRIPTION (sentence), count_lines (self, sentence, gtk_inscription_get_text (GTK_INSCRIPTION (sentence))));
    }
  /* The rows first had guessed heights, which moved the step brought
   * into view; later, a user's scrolling is left alone. */
  if (first)
    scroll_to_selected (self);
  return G_SOURCE_REMOVE;
}

static void
on_list_width (TsrStepsPanel *self)
{
  if (self->refit_id == 0)
    self->refit_id = g_idle_add (refit_sentences, self);
}

static void
on_frame_after_font (GdkFrameClock *clock,
                     TsrStepsPanel *self)
{
  g_signal_handlers_disconnect_by_func (clock, on_frame_after_font, self);
  if (self->sentences != NULL)
    on_list_width (self);
}

/* A new font or text size (Large Text): the lines counted with the old
 * one no longer fit.  The sentences take the new font when they are
 * styled again, in the next frame, and are fitted after it; a list out
 * of view is fitted when it is shown. */
static void
on_font_changed (TsrStepsPanel *self)
{
  GdkFrameClock *clock;

  if (self->sentences == NULL)
    return;
  self->sentence_width = -1;
  clock = gtk_widget_get_frame_clock (GTK_WIDGET (self->list));
  if (clock == NULL || !gtk_widget_get_mapped (GTK_WIDGET (self->list)))
    return;
  g_signal_handlers_disconnect_by_func (clock, on_frame_after_font, self);
  g_signal_connect_object (clock, "after-paint", G_CALLBACK (on_frame_after_font), self, 0);
  gtk_widget_queue_draw (GTK_WIDGET (self->list));
}

/* A row's widgets, made once and filled for whichever step it shows:
 * the step's tile, its turn and player, the link to its rule and its
 * sentence. */
static void
on_setup_row (GtkSignalListItemFactory *factory,
              GtkListItem              *item,
              TsrStepsPanel            *self)
{
  GtkWidget *line = gtk_box_new (GTK_ORIENTATION_HORIZONTAL, 8);
  GtkWidget *box = gtk_box_new (GTK_ORIENTATION_VERTICAL, 2);
  GtkWidget *top = gtk_box_new (GTK_ORIENTATION_HORIZONTAL, 6);
  GtkWidget *picture = gtk_image_new ();
  GtkWidget *heading = gtk_label_new (NULL);
  /* A link button, not a label with a link in its markup: setting a
   * label's markup made a far jump (which binds every row) take about
   * 0.45 ms a row. */
  GtkWidget *link = gtk_link_button_new ("");
  GtkWidget *sentence = gtk_inscription_new (NULL);

  gtk_image_set_pixel_size (GTK_IMAGE (picture), THUMBNAIL_PIXELS);
  /* Its place is kept when there is no tile, so that every sentence has
   * the same width (count_lines()) and they start in one column. */
  gtk_widget_set_size_request (picture, THUMBNAIL_PIXELS, -1);
  gtk_widget_set_valign (picture, GTK_ALIGN_CENTER);
  gtk_box_append (GTK_BOX (line), picture);

  gtk_label_set_xalign (GTK_LABEL (heading), 0);
  gtk_widget_set_hexpand (heading, TRUE);
  gtk_widget_add_css_class (heading, "caption");
  gtk_widget_add_css_class (heading, "dim-label");
  gtk_box_append (GTK_BOX (top), heading);

  /* Only the words are the link, so that a click beside them selects
   * the step. */
  gtk_widget_set_halign (link, GTK_ALIGN_END);
  gtk_widget_set_valign (link, GTK_ALIGN_CENTER);
  gtk_widget_add_css_class (link, "rule-link");
  g_signal_connect (link, "activate-link", G_CALLBACK (on_rule_link), self);
  gtk_box_append (GTK_BOX (top), link);

  gtk_box_append (GTK_BOX (box), top);
  gtk_inscription_set_wrap_mode (GTK_INSCRIPTION (sentence), PANGO_WRAP_WORD_CHAR);
  gtk_inscription_set_text_overflow (GTK_INSCRIPTION (sentence), GTK_INSCRIPTION_OVERFLOW_ELLIPSIZE_END);
  /* As wide as a label of a sentence would like to be: wider than the
   * sidebar's clamp, which then decides the width, as for the other
   * pages.  With a narrower list, the folded sidebar was given a width
   * of -2147483648 (libadwaita 1.2's clamp, maximum and threshold both
   * 340). */
  gtk_inscription_set_nat_chars (GTK_INSCRIPTION (sentence), SENTENCE_CHARS);
  gtk_widget_set_hexpand (sentence, TRUE);
  g_ptr_array_add (self->sentences, sentence);
  gtk_box_append (GTK_BOX (box), sentence);
  gtk_widget_set_hexpand (box, TRUE);
  gtk_box_append (GTK_BOX (line), box);
  gtk_widget_set_margin_top (line, 4);
  gtk_widget_set_margin_bottom (line, 4);

  g_object_set_data (G_OBJECT (line), "tsr-picture", picture);
  g_object_set_data (G_OBJECT (line), "tsr-heading", heading);
  g_object_set_data (G_OBJECT (line), "tsr-link", link);
  g_object_set_data (G_OBJECT (line), "tsr-sentence", sentence);
  g_object_set_data (G_OBJECT (item), "tsr-sentence", sentence);
  gtk_list_item_set_child (item, line);
}

static void
on_teardown_row (GtkSignalListItemFactory *factory,
                 GtkListItem              *item,
                 TsrStepsPanel            *self)
{
  /* The item, not its child, which may be gone by now, says which. */
  if (self->sentences != NULL)
    g_ptr_array_remove_fast (self->sentences, g_object_get_data (G_OBJECT (item), "tsr-sentence"));
}

/* The link's text is the rule's title, its address the rule's id. */
static void
set_rule_link (GtkLinkButton *link,
               const TsrGame *game,
               const TsrStep *step)
{
  const TsrRule *rule = tsr_rulebook_lookup_rule (tsr_game_get_rulebook (game), step->rule);
  /* Translators: the tooltip of a step's link to its rule; %s is the rule's id, such as base.score-city */
  g_autofree char *tooltip = g_strdup_printf (_("Open this rule in the Rules reference (%s)"), step->rule);

  gtk_button_set_label (GTK_BUTTON (link), rule != NULL ? tsr_translate (rule->title) : step->rule);
  gtk_link_button_set_uri (link, step->rule);
  tsr_tooltip_set (GTK_WIDGET (link), tooltip);
}

/* The words of step @index, explained and fitted the first time a row
 * shows them. */
static const StepText *
step_text (TsrStepsPanel *self,
           GtkWidget     *sentence,
           guint          index)
{
  const TsrStep *step = tsr_game_get_step (self->game, index);
  StepText *text;

  if (index >= self->texts->len)
    g_array_set_size (self->texts, index + 1);
  text = &g_array_index (self->texts, StepText, index);
  if (text->sentence == NULL)
    text->sentence = explain_step (self->game, step, &text->with_ids);
  if (text->lines == 0)
    text->lines = count_lines (self, sentence, text->sentence);
  return text;
}

static void
on_bind_row (GtkSignalListItemFactory *factory,
             GtkListItem              *item,
             TsrStepsPanel            *self)
{
  GObject *line = G_OBJECT (gtk_list_item_get_child (item));
  gpointer step_item = gtk_list_item_get_item (item);
  guint index = tsr_step_item_get_index (step_item);
  const TsrStep *step = tsr_game_get_step (self->game, index);
  GtkWidget *picture = g_object_get_data (line, "tsr-picture");
  GtkInscription *sentence = g_object_get_data (line, "tsr-sentence");
  GtkLinkButton *link = g_object_get_data (line, "tsr-link");
  GdkTexture *texture;
  const StepText *text;
  g_autofree char *heading = NULL;

  /* GTK 4.8 binds every row again whenever the selection moves; a row
   * still showing the same item has nothing to redo.  The row keeps its
   * item, so another item cannot come at the same address. */
  if (g_object_get_data (line, "tsr-bound-item") == step_item)
    return;
  g_object_set_data_full (line, "tsr-bound-item", g_object_ref (step_item), g_object_unref);

  if (step->player >= 0)
    /* Translators: above a rule step: the turn number and the player */
    heading = g_strdup_printf (_("Turn %u · %s"), step->turn,
                               tsr_player_get_display_name (tsr_game_get_player (self->game, step->player)));
  else
    /* Translators: above a rule step: the turn number */
    heading = g_strdup_printf (_("Turn %u"), step->turn);
  gtk_label_set_text (g_object_get_data (line, "tsr-heading"), heading);

  /* Whatever the row already shows for its last step stays: a far jump
   * binds every row, and many steps share a rule or a tile. */
  if (g_strcmp0 (gtk_link_button_get_uri (link), step->rule) != 0)
    set_rule_link (link, self->game, step);

  text = step_text (self, GTK_WIDGET (sentence), index);
  gtk_inscription_set_text (sentence, text->sentence);
  tsr_tooltip_set (GTK_WIDGET (sentence), text->with_ids);
  set_lines (sentence, text->lines);
  /* A screen reader reads the row as its sentence, after its turn.  GTK
   * 4.8 names a list's row after nothing in it (4.12 has
   * gtk_list_item_set_accessible_label()): the row is the child's
   * parent. */
  gtk_accessible_update_property (GTK_ACCESSIBLE (gtk_widget_get_parent (GTK_WIDGET (line))),
                                  GTK_ACCESSIBLE_PROPERTY_LABEL, text->sentence,
                                  GTK_ACCESSIBLE_PROPERTY_DESCRIPTION, heading,
                                  -1);

  /* A step about a tile shows it, turned as it was laid. */
  texture = step->tile != NULL ? thumbnail (self, step) : NULL;
  if (gtk_image_get_paintable (GTK_IMAGE (picture)) != GDK_PAINTABLE (texture))
    {
      if (texture != NULL)
        gtk_image_set_from_paintable (GTK_IMAGE (picture), GDK_PAINTABLE (texture));
      else
        gtk_image_clear (GTK_IMAGE (picture));
      tsr_tooltip_set (picture, step->tile != NULL ? tsr_tile_type_get_name (step->tile) : NULL);
    }
}

/* Counts @game's steps into the model.  The same replay played on keeps
 * its rows; another replay, or steps taken back, rebinds them. */
static void
count_steps (TsrStepsPanel *self,
             TsrGame       *game)
{
  guint n = tsr_game_get_n_steps (game);
  guint generation = tsr_document_get_generation (self->document);
  gboolean same = self->game == game && self->built_generation == generation &&
                  self->built_steps <= n && self->built_steps > 0 &&
                  tsr_game_get_step (game, self->built_steps - 1)->rule == self->built_last;

  self->game = game;
  if (!same)
    g_array_set_size (self->texts, 0);
  tsr_step_model_set_n (self->model, n, same ? self->built_steps : 0);

  self->built_generation = generation;
  self->built_steps = n;
  self->built_last = n > 0 ? tsr_game_get_step (game, n - 1)->rule : NULL;
}

/* The scenario's texts are in the user's language; a translation being
 * previewed is for the Rules window only. */
static void
set_story_text (GtkLabel   *label,
                const char *text)
{
  gboolean shown = text != NULL && *text != '\0';

  gtk_label_set_text (label, shown ? tsr_translate_scenario_text (text) : "");
  gtk_widget_set_visible (GTK_WIDGET (label), shown);
}

static void
refresh_story (TsrStepsPanel *self)
{
  const char *title = tsr_document_get_title (self->document);
  const char *description = tsr_document_get_description (self->document);
  gboolean shown = (title != NULL && *title != '\0') || (description != NULL && *description != '\0');

  set_story_text (self->title_label, title);
  set_story_text (self->description_label, description);
  gtk_widget_set_visible (self->story_box, shown);
  gtk_widget_set_visible (self->story_separator, shown);
}

/* While the last step is the one shown, the list stays scrolled to its
 * end, also as the rows of new steps get their heights: a row scrolled
 * to before its sentence was fitted would be left half out of sight. */
static void
stick_to_end (TsrStepsPanel *self)
{
  GtkAdjustment *adjustment = gtk_scrollable_get_vadjustment (GTK_SCROLLABLE (self->list));

  if (self->at_end && adjustment != NULL)
    gtk_adjustment_set_value (adjustment,
                              gtk_adjustment_get_upper (adjustment) - gtk_adjustment_get_page_size (adjustment));
}

/* Brings the selected step into view once the list has its size: at
 * idle after the next layout, or once it is shown if it is not. */
static gboolean
scroll_when_laid_out (gpointer data)
{
  TsrStepsPanel *self = data;
  guint selected = gtk_single_selection_get_selected (self->selection);

  self->scroll_id = 0;
  if (selected != GTK_INVALID_LIST_POSITION)
    gtk_widget_activate_action (GTK_WIDGET (self->list), "list.scroll-to-item", "u", selected);
  stick_to_end (self);
  return G_SOURCE_REMOVE;
}

static void
scroll_to_selected (TsrStepsPanel *self)
{
  self->scroll_pending = !gtk_widget_get_mapped (GTK_WIDGET (self->list));
  if (!self->scroll_pending && self->scroll_id == 0)
    self->scroll_id = g_idle_add_full (G_PRIORITY_LOW, scroll_when_laid_out, self, NULL);
}

static void
on_list_mapped (TsrStepsPanel *self)
{
  if (self->sentence_width < 0)
    on_list_width (self);
  if (self->scroll_pending)
    scroll_to_selected (self);
}

void
tsr_steps_panel_refresh (TsrStepsPanel *self)
{
  TsrGame *game;
  guint n, position;
  g_autofree char *text = NULL;

  if (self->document == NULL)
    return;

  refresh_story (self);

  if (tsr_document_get_mode (self->document) != TSR_DOCUMENT_PLAY)
    {
      adw_status_page_set_title (self->empty_page, _("No Steps Yet"));
      adw_status_page_set_description (self->empty_page,
                                       _("Switch to Play: the rules then run from this position, "
                                         "and every step they take is listed here."));
      gtk_stack_set_visible_child_name (self->stack, "empty");
      gtk_label_set_text (self->position_label, "");
      /* Edits replay the document and free the game the rows read:
       * nothing of it stays bound. */
      self->game = NULL;
      self->built_steps = 0;
      g_array_set_size (self->texts, 0);
      tsr_step_model_set_n (self->model, 0, 0);
      return;
    }

  game = tsr_document_get_game (self->document);
  n = tsr_game_get_n_steps (game);
  position = tsr_game_get_position (game);

  count_steps (self, game);

  if (n == 0)
    {
      adw_status_page_set_title (self->empty_page, _("No Steps Yet"));
      adw_status_page_set_description (self->empty_page, _("Answer what the board asks: each rule step "
                                                           "is listed here as it happens."));
      gtk_stack_set_visible_child_name (self->stack, "empty");
    }
  else
    gtk_stack_set_visible_child_name (self->stack, "list");

  /* Translators: where the board is in the list of rule steps; the plural
   * follows the number of steps, the second %u */
  text = g_strdup_printf (g_dngettext (GETTEXT_PACKAGE, "Step %u of %u", "Step %u of %u", n), position, n);
  gtk_label_set_text (self->position_label, text);

  /* The step shown is selected and kept in view, also when a file
   * opens at its last step. */
  self->at_end = n > 0 && position == n;
  self->updating = TRUE;
  gtk_single_selection_set_selected (self->selection, position > 0 ? position - 1 : GTK_INVALID_LIST_POSITION);
  self->updating = FALSE;
  if (gtk_widget_get_mapped (GTK_WIDGET (self->list)) && self->sentence_width > 0 && position > 0)
    gtk_widget_activate_action (GTK_WIDGET (self->list), "list.scroll-to-item", "u", position - 1);
  else
    scroll_to_selected (self);
}

static void
on_selected (GtkSingleSelection *selection,
             GParamSpec         *pspec,
             TsrStepsPanel      *self)
{
  guint selected = gtk_single_selection_get_selected (selection);

  if (self->updating || selected == GTK_INVALID_LIST_POSITION)
    return;

  tsr_document_go_to_step (self->document, selected + 1);
}

void
tsr_steps_panel_set_document (TsrStepsPanel *self,
                              TsrDocument   *document)
{
  g_set_object (&self->document, document);
  self->game = NULL;
  tsr_steps_panel_refresh (self);
}

static void
tsr_steps_panel_dispose (GObject *object)
{
  TsrStepsPanel *self = TSR_STEPS_PANEL (object);
  GtkWidget *child;

  gtk_widget_dispose_template (GTK_WIDGET (self), TSR_TYPE_STEPS_PANEL);
  /* The template's root is not bound to a field, so it goes by hand. */
  while ((child = gtk_widget_get_first_child (GTK_WIDGET (self))) != NULL)
    gtk_widget_unparent (child);
  g_clear_handle_id (&self->scroll_id, g_source_remove);
  g_clear_handle_id (&self->refit_id, g_source_remove);
  g_clear_pointer (&self->sentences, g_ptr_array_unref);
  g_clear_pointer (&self->texts, g_array_unref);
  g_clear_object (&self->document);
  g_clear_object (&self->selection);
  g_clear_pointer (&self->thumbnails, g_hash_table_unref);

  G_OBJECT_CLASS (tsr_steps_panel_parent_class)->dispose (object);
}

static void
tsr_steps_panel_class_init (TsrStepsPanelClass *klass)
{
  GObjectClass *object_class = G_OBJECT_CLASS (klass);
  GtkWidgetClass *widget_class = GTK_WIDGET_CLASS (klass);

  object_class->dispose = tsr_steps_panel_dispose;

  /**
   * TsrStepsPanel::show-rule:
   * @rule: a rule id
   *
   * The link to a step's rule was followed.
   */
  signals[SHOW_RULE] = g_signal_new ("show-rule", G_TYPE_FROM_CLASS (klass), G_SIGNAL_RUN_LAST,
                                     0, NULL, NULL, NULL, G_TYPE_NONE, 1, G_TYPE_STRING);

  gtk_widget_class_set_template_from_resource (widget_class, RESOURCE_BASE "/tsr-steps-panel.ui");
  gtk_widget_class_bind_template_child (widget_class, TsrStepsPanel, story_box);
  gtk_widget_class_bind_template_child (widget_class, TsrStepsPanel, story_separator);
  gtk_widget_class_bind_template_child (widget_class, TsrStepsPanel, title_label);
  gtk_widget_class_bind_template_child (widget_class, TsrStepsPanel, description_label);
  gtk_widget_class_bind_template_child (widget_class, TsrStepsPanel, position_label);
  gtk_widget_class_bind_template_child (widget_class, TsrStepsPanel, stack);
  gtk_widget_class_bind_template_child (widget_class, TsrStepsPanel, empty_page);
  gtk_widget_class_bind_template_child (widget_class, TsrStepsPanel, scroller);
  gtk_widget_class_bind_template_child (widget_class, TsrStepsPanel, list);
  gtk_widget_class_set_layout_manager_type (widget_class, GTK_TYPE_BIN_LAYOUT);
}

static void
tsr_steps_panel_init (TsrStepsPanel *self)
{
  GtkListItemFactory *factory = gtk_signal_list_item_factory_new ();

  gtk_widget_init_template (GTK_WIDGET (self));
  self->sentences = g_ptr_array_new ();
  self->texts = g_array_new (FALSE, TRUE, sizeof (StepText));
  g_array_set_clear_func (self->texts, step_text_clear);
  g_signal_connect_swapped (gtk_scrollable_get_hadjustment (GTK_SCROLLABLE (self->list)), "notify::page-size",
                            G_CALLBACK (on_list_width), self);
  g_signal_connect_swapped (gtk_scrollable_get_vadjustment (GTK_SCROLLABLE (self->list)), "notify::upper",
                            G_CALLBACK (stick_to_end), self);
  self->thumbnails = g_hash_table_new_full (NULL, NULL, NULL, g_object_unref);
  g_signal_connect_object (gtk_widget_get_settings (GTK_WIDGET (self)), "notify::gtk-font-name",
                           G_CALLBACK (on_font_changed), self, G_CONNECT_SWAPPED);
  g_signal_connect_object (gtk_widget_get_settings (GTK_WIDGET (self)), "notify::gtk-xft-dpi",
                           G_CALLBACK (on_font_changed), self, G_CONNECT_SWAPPED);

  self->model = tsr_step_model_new ();
  self->selection = gtk_single_selection_new (G_LIST_MODEL (self->model));
  gtk_single_selection_set_autoselect (self->selection, FALSE);
  gtk_single_selection_set_can_unselect (self->selection, TRUE);
  g_signal_connect (self->selection, "notify::selected", G_CALLBACK (on_selected), self);
  g_signal_connect_swapped (self->list, "map", G_CALLBACK (on_list_mapped), self);
  g_signal_connect (factory, "setup", G_CALLBACK (on_setup_row), self);
  g_signal_connect (factory, "bind", G_CALLBACK (on_bind_row), self);
  g_signal_connect (factory, "teardown", G_CALLBACK (on_teardown_row), self);
  gtk_list_view_set_factory (self->list, factory);
  gtk_list_view_set_model (self->list, GTK_SELECTION_MODEL (self->selection));
  g_object_unref (factory);
}
