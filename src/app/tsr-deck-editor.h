/* tsr-deck-editor.h: a deck shown card by card, top first, to reorder
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 */

#pragma once

#include <gtk/gtk.h>

G_BEGIN_DECLS

/* A card or tile of a deck, or one that can be added to it. */
typedef struct
{
  const char   *id;        /* as the scenario file names it: shown only in the tooltip */
  const char   *title;     /* in the player's words */
  GdkPaintable *picture;   /* (nullable) */
} TsrDeckCard;

#define TSR_TYPE_DECK_EDITOR (tsr_deck_editor_get_type ())

G_DECLARE_FINAL_TYPE (TsrDeckEditor, tsr_deck_editor, TSR, DECK_EDITOR, GtkWidget)

GtkWidget  *tsr_deck_editor_new         (const char         *title,
                                         const char         *label,
                                         const char         *add_tooltip,
                                         const char         *fill_tooltip,
                                         const char         *shuffle_tooltip);
void        tsr_deck_editor_set_cards   (TsrDeckEditor      *self,
                                         const TsrDeckCard  *cards,
                                         guint               n_cards,
                                         const char         *summary);
void        tsr_deck_editor_set_choices (TsrDeckEditor      *self,
                                         const TsrDeckCard  *choices,
                                         guint               n_choices);

G_END_DECLS
