/* tsr-words-window.c: the game in words
 *
 * What the board shows, as sentences a screen reader reads one by one:
 * what the rules wait for, every answer they allow now (Return on one
 * gives it, as a click on its mark would), and every tile and figure in
 * reading order.  It serves anyone who wants all the legal moves listed,
 * not only those who cannot see the board.  It follows the window's
 * document as it changes.
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 */

#include "config.h"

#include <adwaita.h>
#include <glib/gi18n.h>

#include "tsr-words-window.h"

struct _TsrWordsWindow
{
  AdwWindow    parent_instance;

  TsrWindow   *window;     /* borrowed: it owns us as its transient child */
  TsrDocument *document;   /* the window's: held, for its window may go first */
  gulong       changed_id;

  GtkLabel    *prompt;
  GtkListBox  *options;
  GtkListBox  *position;
};

G_DEFINE_FINAL_TYPE (TsrWordsWindow, tsr_words_window, ADW_TYPE_WINDOW)

static GtkWidget *
sentence_row (const char *text,
              gboolean    activatable)
{
  GtkWidget *row = gtk_list_box_row_new ();
  GtkWidget *label = gtk_label_new (text);

  gtk_label_set_wrap (GTK_LABEL (label), TRUE);
  gtk_label_set_xalign (GTK_LABEL (label), 0);
  gtk_widget_set_margin_start (label, 12);
  gtk_widget_set_margin_end (label, 12);
  gtk_widget_set_margin_top (label, 8);
  gtk_widget_set_margin_bottom (label, 8);
  gtk_list_box_row_set_child (GTK_LIST_BOX_ROW (row), label);
  gtk_list_box_row_set_activatable (GTK_LIST_BOX_ROW (row), activatable);
  /* The row is read by its sentence, not as a row holding a label. */
  gtk_accessible_update_property (GTK_ACCESSIBLE (row), GTK_ACCESSIBLE_PROPERTY_LABEL, text, -1);
  return row;
}

static void
clear (GtkListBox *list)
{
  GtkWidget *child;

  while ((child = gtk_widget_get_first_child (GTK_WIDGET (list))) != NULL)
    gtk_list_box_remove (list, child);
}

/* Whether the game waits for an answer now: in Play, at the latest step. */
static gboolean
waits (TsrWordsWindow *self)
{
  TsrGame *game = tsr_document_get_game (self->document);

  return tsr_document_get_mode (self->document) == TSR_DOCUMENT_PLAY && !tsr_document_is_browsing (self->document) &&
         tsr_game_is_at_rest (game) && tsr_game_get_choice (game)->kind != TSR_CHOICE_NONE;
}

static void
refresh (TsrWordsWindow *self)
{
  TsrGame *game = tsr_document_get_game (self->document);
  g_autoptr(GArray) options = g_array_new (FALSE, FALSE, sizeof (TsrAction));
  g_autoptr(GPtrArray) squares = tsr_position_describe (game);
  g_autofree char *prompt = NULL;

  clear (self->options);
  clear (self->position);

  if (waits (self))
    {
      prompt = tsr_game_describe_choice (game);
      tsr_game_list_options (game, options);
      for (guint i = 0; i < options->len; i++)
        {
          g_autofree char *text = tsr_game_describe_option (game, &g_array_index (options, TsrAction, i));

          gtk_list_box_append (self->options, sentence_row (text, TRUE));
        }
    }
  else if (tsr_document_get_mode (self->document) == TSR_DOCUMENT_PLAY)
    prompt = g_strdup (_("This is an earlier step: the answers the rules allow are listed at the latest step."));
  else
    prompt = g_strdup (_("The answers the rules allow are listed in Play."));
  gtk_label_set_text (self->prompt, prompt);
  gtk_widget_set_visible (GTK_WIDGET (self->options), options->len > 0);

  for (guint i = 0; i < squares->len; i++)
    gtk_list_box_append (self->position, sentence_row (g_ptr_array_index (squares, i), FALSE));
}

static void
on_option_activated (TsrWordsWindow *self,
                     GtkListBoxRow  *row)
{
  guint index = (guint) gtk_list_box_row_get_index (row);

  if (!waits (self))
    return;
  /* The same answer a click on its mark gives: by its index in the
   * game's list of options, which the window lists in the same order. */
  gtk_widget_activate_action (GTK_WIDGET (self->window), "win.answer", "u", index);
  /* The next answers are the next rows: keep the keyboard in the list. */
  if (gtk_widget_get_first_child (GTK_WIDGET (self->options)) != NULL)
    gtk_widget_grab_focus (gtk_widget_get_first_child (GTK_WIDGET (self->options)));
}

static GtkWidget *
heading (const char *text)
{
  GtkWidget *label = gtk_label_new (text);

  gtk_widget_add_css_class (label, "heading");
  gtk_label_set_xalign (GTK_LABEL (label), 0);
  gtk_accessible_update_property (GTK_ACCESSIBLE (label), GTK_ACCESSIBLE_PROPERTY_LEVEL, 2, -1);
  return label;
}

static GtkListBox *
list_new (GtkWidget  *box,
          const char *title)
{
  GtkWidget *label = heading (title);
  GtkWidget *list = gtk_list_box_new ();

  gtk_list_box_set_selection_mode (GTK_LIST_BOX (list), GTK_SELECTION_NONE);
  gtk_widget_add_css_class (list, "boxed-list");
  gtk_accessible_update_property (GTK_ACCESSIBLE (list), GTK_ACCESSIBLE_PROPERTY_LABEL, title, -1);
  gtk_box_append (GTK_BOX (box), label);
  gtk_box_append (GTK_BOX (box), list);
  return GTK_LIST_BOX (list);
}

static void
tsr_words_window_dispose (GObject *object)
{
  TsrWordsWindow *self = TSR_WORDS_WINDOW (object);

  if (self->document != NULL)
    g_clear_signal_handler (&self->changed_id, self->document);
  g_clear_object (&self->document);
  G_OBJECT_CLASS (tsr_words_window_parent_class)->dispose (object);
}

static void
tsr_words_window_class_init (TsrWordsWindowClass *klass)
{
  GObjectClass *object_class = G_OBJECT_CLASS (klass);
  GtkWidgetClass *widget_class = GTK_WIDGET_CLASS (klass);

  object_class->dispose = tsr_words_window_dispose;
  gtk_widget_class_add_binding_action (widget_class, GDK_KEY_Escape, 0, "window.close", NULL);
}

static void
tsr_words_window_init (TsrWordsWindow *self)
{
  GtkWidget *outer = gtk_box_new (GTK_ORIENTATION_VERTICAL, 0);
  GtkWidget *scrolled = gtk_scrolled_window_new ();
  GtkWidget *clamp = adw_clamp_new ();
  GtkWidget *box = gtk_box_new (GTK_ORIENTATION_VERTICAL, 12);

  gtk_window_set_title (GTK_WINDOW (self), _("The Game in Words"));
  gtk_window_set_default_size (GTK_WINDOW (self), 520, 640);
  gtk_box_append (GTK_BOX (outer), adw_header_bar_new ());
  gtk_widget_set_vexpand (scrolled, TRUE);
  gtk_scrolled_window_set_policy (GTK_SCROLLED_WINDOW (scrolled), GTK_POLICY_NEVER, GTK_POLICY_AUTOMATIC);
  gtk_widget_set_margin_start (box, 12);
  gtk_widget_set_margin_end (box, 12);
  gtk_widget_set_margin_top (box, 12);
  gtk_widget_set_margin_bottom (box, 12);

  gtk_box_append (GTK_BOX (box), heading (_("Now")));
  self->prompt = GTK_LABEL (gtk_label_new (NULL));
  gtk_label_set_wrap (self->prompt, TRUE);
  gtk_label_set_xalign (self->prompt, 0);
  gtk_box_append (GTK_BOX (box), GTK_WIDGET (self->prompt));
  self->options = list_new (box, _("What the Rules Allow"));
  g_signal_connect_swapped (self->options, "row-activated", G_CALLBACK (on_option_activated), self);
  self->position = list_new (box, _("The Board, Row by Row"));

  adw_clamp_set_child (ADW_CLAMP (clamp), box);
  gtk_scrolled_window_set_child (GTK_SCROLLED_WINDOW (scrolled), clamp);
  gtk_box_append (GTK_BOX (outer), scrolled);
  adw_window_set_content (ADW_WINDOW (self), outer);
}

/**
 * tsr_words_window_new:
 *
 * Returns: (transfer full): the game of @window in words, following it
 */
GtkWidget *
tsr_words_window_new (TsrWindow *window)
{
  TsrWordsWindow *self = g_object_new (TSR_TYPE_WORDS_WINDOW, "transient-for", window, "destroy-with-parent", TRUE,
                                       NULL);

  self->window = window;
  self->document = g_object_ref (tsr_window_get_document (window));
  self->changed_id = g_signal_connect_swapped (self->document, "changed", G_CALLBACK (refresh), self);
  refresh (self);
  return GTK_WIDGET (self);
}

static void
forget (GtkWidget *window)
{
  g_object_set_data (G_OBJECT (window), "tsr-words-window", NULL);
}

/**
 * tsr_words_window_action:
 *
 * win.words: shows the game of the window in words, one such window
 * for each.
 */
void
tsr_words_window_action (GtkWidget  *widget,
                         const char *action_name,
                         GVariant   *parameter)
{
  GtkWindow *words = g_object_get_data (G_OBJECT (widget), "tsr-words-window");

  if (words == NULL)
    {
      words = GTK_WINDOW (tsr_words_window_new (TSR_WINDOW (widget)));
      /* Kept while it lives: closing destroys it. */
      g_object_set_data (G_OBJECT (widget), "tsr-words-window", words);
      g_signal_connect_swapped (words, "destroy", G_CALLBACK (forget), widget);
    }
  gtk_window_present (words);
}
