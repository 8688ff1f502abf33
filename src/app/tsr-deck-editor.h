/* tsr-deck-editor.h: a deck typed as words, top first
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 */

#pragma once

#include <gtk/gtk.h>

G_BEGIN_DECLS

#define TSR_TYPE_DECK_EDITOR (tsr_deck_editor_get_type ())

G_DECLARE_FINAL_TYPE (TsrDeckEditor, tsr_deck_editor, TSR, DECK_EDITOR, GtkWidget)

GtkWidget  *tsr_deck_editor_new         (const char         *title,
                                         const char         *label,
                                         const char         *apply_label,
                                         const char         *apply_tooltip,
                                         const char         *fill_tooltip,
                                         const char         *shuffle_tooltip);
void        tsr_deck_editor_set_cards   (TsrDeckEditor      *self,
                                         const char * const *cards,
                                         guint               n_cards,
                                         const char         *summary);
GStrv       tsr_deck_editor_get_words   (TsrDeckEditor      *self);

G_END_DECLS
