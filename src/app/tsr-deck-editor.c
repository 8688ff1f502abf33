/* tsr-deck-editor.c
 *
 * A deck of the palette (the tiles, a module's cards): a heading, a line
 * saying how many there are, the deck as words in a text view one can
 * edit, and buttons to apply what was typed, shuffle, and (when given a
 * tooltip for it) fill the deck from the box.  The buttons emit "apply",
 * "shuffle" and "fill"; the palette makes them edits of the document.
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 */

#define G_LOG_DOMAIN "tessera"

#include "config.h"

#include <glib/gi18n.h>

#include "tsr-deck-editor.h"

struct _TsrDeckEditor
{
  GtkWidget    parent_instance;

  GtkLabel    *summary;
  GtkTextView *text;
};

G_DEFINE_FINAL_TYPE (TsrDeckEditor, tsr_deck_editor, GTK_TYPE_WIDGET)

enum {
  APPLY,
  FILL,
  SHUFFLE,
  N_SIGNALS
};

static guint signals[N_SIGNALS];

static void
emit_apply (TsrDeckEditor *self)
{
  g_signal_emit (self, signals[APPLY], 0);
}

static void
emit_fill (TsrDeckEditor *self)
{
  g_signal_emit (self, signals[FILL], 0);
}

static void
emit_shuffle (TsrDeckEditor *self)
{
  g_signal_emit (self, signals[SHUFFLE], 0);
}

static GtkWidget *
icon_button (TsrDeckEditor *self,
             const char    *icon,
             const char    *tooltip,
             GCallback      callback)
{
  GtkWidget *button = gtk_button_new_from_icon_name (icon);

  gtk_widget_set_tooltip_text (button, tooltip);
  gtk_accessible_update_property (GTK_ACCESSIBLE (button), GTK_ACCESSIBLE_PROPERTY_LABEL, tooltip, -1);
  g_signal_connect_swapped (button, "clicked", callback, self);
  return button;
}

/**
 * tsr_deck_editor_new:
 * @title: the heading
 * @label: the text view's name for screen readers
 * @apply_label: the apply button's, with its access key (each deck of the
 *   palette its own)
 * @fill_tooltip: (nullable): the fill button's, or %NULL for no such button
 */
GtkWidget *
tsr_deck_editor_new (const char *title,
                     const char *label,
                     const char *apply_label,
                     const char *apply_tooltip,
                     const char *fill_tooltip,
                     const char *shuffle_tooltip)
{
  TsrDeckEditor *self = g_object_new (TSR_TYPE_DECK_EDITOR, NULL);
  GtkWidget *box = gtk_box_new (GTK_ORIENTATION_VERTICAL, 6);
  GtkWidget *heading = gtk_label_new (title);
  GtkWidget *scrolled = gtk_scrolled_window_new ();
  GtkWidget *buttons = gtk_box_new (GTK_ORIENTATION_HORIZONTAL, 6);
  GtkWidget *apply = gtk_button_new_with_mnemonic (apply_label);

  gtk_widget_set_parent (box, GTK_WIDGET (self));

  gtk_label_set_xalign (GTK_LABEL (heading), 0);
  gtk_widget_set_margin_top (heading, 12);
  gtk_widget_add_css_class (heading, "heading");
  gtk_box_append (GTK_BOX (box), heading);

  self->summary = GTK_LABEL (gtk_label_new (NULL));
  gtk_label_set_xalign (self->summary, 0);
  gtk_label_set_wrap (self->summary, TRUE);
  gtk_widget_add_css_class (GTK_WIDGET (self->summary), "dim-label");
  gtk_widget_add_css_class (GTK_WIDGET (self->summary), "caption");
  gtk_box_append (GTK_BOX (box), GTK_WIDGET (self->summary));

  self->text = GTK_TEXT_VIEW (gtk_text_view_new ());
  gtk_text_view_set_wrap_mode (self->text, GTK_WRAP_WORD);
  gtk_text_view_set_top_margin (self->text, 6);
  gtk_text_view_set_bottom_margin (self->text, 6);
  gtk_text_view_set_left_margin (self->text, 6);
  gtk_text_view_set_right_margin (self->text, 6);
  gtk_widget_add_css_class (GTK_WIDGET (self->text), "monospace");
  gtk_accessible_update_property (GTK_ACCESSIBLE (self->text), GTK_ACCESSIBLE_PROPERTY_LABEL, label, -1);
  gtk_scrolled_window_set_policy (GTK_SCROLLED_WINDOW (scrolled), GTK_POLICY_NEVER, GTK_POLICY_AUTOMATIC);
  gtk_scrolled_window_set_min_content_height (GTK_SCROLLED_WINDOW (scrolled), 48);
  gtk_scrolled_window_set_max_content_height (GTK_SCROLLED_WINDOW (scrolled), 160);
  gtk_scrolled_window_set_propagate_natural_height (GTK_SCROLLED_WINDOW (scrolled), TRUE);
  gtk_scrolled_window_set_child (GTK_SCROLLED_WINDOW (scrolled), GTK_WIDGET (self->text));
  gtk_widget_add_css_class (scrolled, "card");
  gtk_box_append (GTK_BOX (box), scrolled);

  gtk_widget_set_hexpand (apply, TRUE);
  gtk_widget_set_tooltip_text (apply, apply_tooltip);
  g_signal_connect_swapped (apply, "clicked", G_CALLBACK (emit_apply), self);
  gtk_box_append (GTK_BOX (buttons), apply);
  if (fill_tooltip != NULL)
    gtk_box_append (GTK_BOX (buttons), icon_button (self, "edit-select-all-symbolic", fill_tooltip,
                                                    G_CALLBACK (emit_fill)));
  gtk_box_append (GTK_BOX (buttons), icon_button (self, "media-playlist-shuffle-symbolic", shuffle_tooltip,
                                                  G_CALLBACK (emit_shuffle)));
  gtk_box_append (GTK_BOX (box), buttons);
  return GTK_WIDGET (self);
}

/* Shows @cards, top first, as words, and @summary above them. */
void
tsr_deck_editor_set_cards (TsrDeckEditor      *self,
                           const char * const *cards,
                           guint               n_cards,
                           const char         *summary)
{
  g_autoptr(GString) text = g_string_new (NULL);

  g_return_if_fail (TSR_IS_DECK_EDITOR (self));

  for (guint i = 0; i < n_cards; i++)
    {
      if (i > 0)
        g_string_append_c (text, ' ');
      g_string_append (text, cards[i]);
    }
  gtk_text_buffer_set_text (gtk_text_view_get_buffer (self->text), text->str, -1);
  gtk_label_set_text (self->summary, summary);
}

/* Returns: (transfer full): the words typed, top first */
GStrv
tsr_deck_editor_get_words (TsrDeckEditor *self)
{
  GtkTextBuffer *buffer;
  GtkTextIter start, end;
  g_autofree char *text = NULL;
  g_auto(GStrv) words = NULL;
  g_autoptr(GStrvBuilder) builder = g_strv_builder_new ();

  g_return_val_if_fail (TSR_IS_DECK_EDITOR (self), NULL);

  buffer = gtk_text_view_get_buffer (self->text);
  gtk_text_buffer_get_bounds (buffer, &start, &end);
  text = gtk_text_buffer_get_text (buffer, &start, &end, FALSE);
  words = g_strsplit_set (text, " \t\r\n", -1);
  for (guint i = 0; words[i] != NULL; i++)
    if (*words[i] != '\0')
      g_strv_builder_add (builder, words[i]);
  return g_strv_builder_end (builder);
}

static void
tsr_deck_editor_dispose (GObject *object)
{
  GtkWidget *child;

  while ((child = gtk_widget_get_first_child (GTK_WIDGET (object))) != NULL)
    gtk_widget_unparent (child);

  G_OBJECT_CLASS (tsr_deck_editor_parent_class)->dispose (object);
}

static void
tsr_deck_editor_class_init (TsrDeckEditorClass *klass)
{
  GObjectClass *object_class = G_OBJECT_CLASS (klass);

  object_class->dispose = tsr_deck_editor_dispose;

  /**
   * TsrDeckEditor::apply:
   *
   * The deck as typed is to be used (tsr_deck_editor_get_words()).
   */
  signals[APPLY] = g_signal_new ("apply", G_TYPE_FROM_CLASS (klass), G_SIGNAL_RUN_LAST,
                                 0, NULL, NULL, NULL, G_TYPE_NONE, 0);
  /**
   * TsrDeckEditor::fill:
   *
   * The deck is to be filled from the box.
   */
  signals[FILL] = g_signal_new ("fill", G_TYPE_FROM_CLASS (klass), G_SIGNAL_RUN_LAST,
                                0, NULL, NULL, NULL, G_TYPE_NONE, 0);
  /**
   * TsrDeckEditor::shuffle:
   */
  signals[SHUFFLE] = g_signal_new ("shuffle", G_TYPE_FROM_CLASS (klass), G_SIGNAL_RUN_LAST,
                                   0, NULL, NULL, NULL, G_TYPE_NONE, 0);

  gtk_widget_class_set_layout_manager_type (GTK_WIDGET_CLASS (klass), GTK_TYPE_BIN_LAYOUT);
}

static void
tsr_deck_editor_init (TsrDeckEditor *self)
{
}
