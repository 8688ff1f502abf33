/* tsr-deck-editor.c
 *
 * A deck of the palette (the tiles, a module's cards): a heading, a line
 * saying how many there are, and the deck as a list, top first, each card
 * by its picture and its name (its id only in the tooltip).  Cards are
 * moved by dragging them onto another's place, by their Move Up and Move
 * Down buttons or Alt+Up and Alt+Down, and taken out by their Remove
 * button or Delete; the Add button offers every card the deck may hold,
 * put on top.  Under the list, buttons shuffle the deck and (when given a
 * tooltip for it) fill it from the box.
 *
 * The editor changes nothing itself: it emits "changed" with the deck as
 * it would be, "shuffle" and "fill", which the palette makes edits of the
 * document, and shows the deck it is given back.
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 */

#define G_LOG_DOMAIN "tessera"

#include "config.h"

#include <glib/gi18n.h>

#include "tsr-a11y.h"
#include "tsr-deck-editor.h"
#include "tsr-tooltip.h"

#define PICTURE_PIXELS 32

typedef struct
{
  char         *id;
  char         *title;
  GdkPaintable *picture;
} Card;

struct _TsrDeckEditor
{
  GtkWidget    parent_instance;

  GtkLabel    *summary;
  GtkListBox  *list;
  GtkFlowBox  *choices_box;
  GPtrArray   *cards;       /* Card, top first, as shown */
  GPtrArray   *choices;     /* Card */
  int          focus_after; /* the row to focus once the deck is shown again, or -1 */
};

G_DEFINE_FINAL_TYPE (TsrDeckEditor, tsr_deck_editor, GTK_TYPE_WIDGET)

enum {
  CHANGED,
  FILL,
  SHUFFLE,
  N_SIGNALS
};

static guint signals[N_SIGNALS];

static void
card_free (gpointer data)
{
  Card *card = data;

  g_free (card->id);
  g_free (card->title);
  g_clear_object (&card->picture);
  g_free (card);
}

static Card *
card_new (const TsrDeckCard *from)
{
  Card *card = g_new0 (Card, 1);

  card->id = g_strdup (from->id);
  card->title = g_strdup (from->title);
  card->picture = from->picture != NULL ? g_object_ref (from->picture) : NULL;
  return card;
}

/* Whether @cards shows @n_new already, in that order. */
static gboolean
same_cards (GPtrArray         *cards,
            const TsrDeckCard *new_cards,
            guint              n_new)
{
  if (cards->len != n_new)
    return FALSE;

  for (guint i = 0; i < n_new; i++)
    {
      const Card *card = g_ptr_array_index (cards, i);

      if (g_strcmp0 (card->id, new_cards[i].id) != 0 || g_strcmp0 (card->title, new_cards[i].title) != 0)
        return FALSE;
    }

  return TRUE;
}

static void
replace_cards (GPtrArray         *cards,
               const TsrDeckCard *new_cards,
               guint              n_new)
{
  g_ptr_array_set_size (cards, 0);
  for (guint i = 0; i < n_new; i++)
    g_ptr_array_add (cards, card_new (&new_cards[i]));
}

/* Changes: the deck as it would be, for the palette to make it so. */

/* The cards as shown, in an array that does not own them. */
static GPtrArray *
shown_order (TsrDeckEditor *self)
{
  GPtrArray *order = g_ptr_array_sized_new (self->cards->len + 1);

  g_ptr_array_extend (order, self->cards, NULL, NULL);
  return order;
}

static void
emit_changed (TsrDeckEditor *self,
              GPtrArray     *order)
{
  g_autoptr(GStrvBuilder) builder = g_strv_builder_new ();
  g_auto(GStrv) ids = NULL;

  for (guint i = 0; i < order->len; i++)
    g_strv_builder_add (builder, ((Card *) g_ptr_array_index (order, i))->id);
  ids = g_strv_builder_end (builder);
  g_signal_emit (self, signals[CHANGED], 0, ids);
}

static void
move_card (TsrDeckEditor *self,
           guint          from,
           guint          to)
{
  g_autoptr(GPtrArray) order = NULL;
  gpointer card;

  if (from >= self->cards->len || to >= self->cards->len || from == to)
    return;

  order = shown_order (self);
  card = g_ptr_array_steal_index (order, from);
  g_ptr_array_insert (order, to, card);
  self->focus_after = to;
  emit_changed (self, order);
}

static void
remove_card (TsrDeckEditor *self,
             guint          index)
{
  g_autoptr(GPtrArray) order = NULL;

  if (index >= self->cards->len)
    return;

  order = shown_order (self);
  g_ptr_array_remove_index (order, index);
  self->focus_after = order->len > 0 ? (int) MIN (index, order->len - 1) : -1;
  emit_changed (self, order);
}

static void
add_card (TsrDeckEditor *self,
          const char    *id)
{
  g_autoptr(GPtrArray) order = shown_order (self);
  Card added = { (char *) id, NULL, NULL };

  g_ptr_array_insert (order, 0, &added);
  emit_changed (self, order);
}

static void
move_up_action (GtkWidget  *widget,
                const char *action_name,
                GVariant   *parameter)
{
  guint index = g_variant_get_uint32 (parameter);

  if (index > 0)
    move_card (TSR_DECK_EDITOR (widget), index, index - 1);
}

static void
move_down_action (GtkWidget  *widget,
                  const char *action_name,
                  GVariant   *parameter)
{
  guint index = g_variant_get_uint32 (parameter);

  move_card (TSR_DECK_EDITOR (widget), index, index + 1);
}

static void
remove_action (GtkWidget  *widget,
               const char *action_name,
               GVariant   *parameter)
{
  remove_card (TSR_DECK_EDITOR (widget), g_variant_get_uint32 (parameter));
}

static void
add_action (GtkWidget  *widget,
            const char *action_name,
            GVariant   *parameter)
{
  add_card (TSR_DECK_EDITOR (widget), g_variant_get_string (parameter, NULL));
}

/* The keys act on the row that has the focus, or a button of it. */
static gboolean
on_key_shortcut (GtkWidget *list,
                 GVariant  *args,
                 gpointer   data)
{
  GtkWidget *focus = gtk_root_get_focus (gtk_widget_get_root (list));
  GtkWidget *row = focus != NULL ? gtk_widget_get_ancestor (focus, GTK_TYPE_LIST_BOX_ROW) : NULL;
  TsrDeckEditor *self = TSR_DECK_EDITOR (gtk_widget_get_ancestor (list, TSR_TYPE_DECK_EDITOR));
  g_autofree char *action = g_strconcat ("deck.", (const char *) data, NULL);

  if (row == NULL)
    return FALSE;

  return gtk_widget_activate_action (GTK_WIDGET (self), action, "u",
                                     (guint32) gtk_list_box_row_get_index (GTK_LIST_BOX_ROW (row)));
}

static void
add_key (GtkShortcutController *controller,
         guint                  key,
         GdkModifierType        modifiers,
         const char            *action)
{
  gtk_shortcut_controller_add_shortcut (controller,
                                        gtk_shortcut_new (gtk_keyval_trigger_new (key, modifiers),
                                                          gtk_callback_action_new (on_key_shortcut,
                                                                                   (gpointer) action, NULL)));
}

/* Dragging a card onto another's place */

/* The list a row being dragged comes from, only compared: one drag at a
 * time, and a row's number means something in its own list only. */
static gconstpointer drag_origin;

static GdkContentProvider *
on_drag_prepare (GtkDragSource *source,
                 double         x,
                 double         y,
                 GtkWidget     *row)
{
  g_autoptr(GdkPaintable) icon = gtk_widget_paintable_new (row);

  drag_origin = gtk_widget_get_ancestor (row, TSR_TYPE_DECK_EDITOR);
  gtk_drag_source_set_icon (source, icon, (int) x, (int) y);
  return gdk_content_provider_new_typed (G_TYPE_UINT, (guint) gtk_list_box_row_get_index (GTK_LIST_BOX_ROW (row)));
}

static void
on_drag_end (GtkDragSource *source,
             GdkDrag       *drag,
             gboolean       delete_data,
             gpointer       data)
{
  drag_origin = NULL;
}

/* Only a row of this same list: the palette holds the tile deck and the
 * card decks, and a row's number means nothing in another of them. */
static gboolean
on_drop (GtkDropTarget *target,
         const GValue  *value,
         double         x,
         double         y,
         GtkWidget     *row)
{
  TsrDeckEditor *self = TSR_DECK_EDITOR (gtk_widget_get_ancestor (row, TSR_TYPE_DECK_EDITOR));

  if (drag_origin != self)
    return FALSE;
  move_card (self, g_value_get_uint (value), (guint) gtk_list_box_row_get_index (GTK_LIST_BOX_ROW (row)));
  return TRUE;
}

/* Rows */

static GtkWidget *
row_button (const char *icon,
            const char *tooltip,
            const char *action,
            guint       index,
            gboolean    sensitive)
{
  GtkWidget *button = gtk_button_new_from_icon_name (icon);

  gtk_widget_add_css_class (button, "flat");
  gtk_widget_set_valign (button, GTK_ALIGN_CENTER);
  tsr_tooltip_set (button, tooltip);
  gtk_accessible_update_property (GTK_ACCESSIBLE (button), GTK_ACCESSIBLE_PROPERTY_LABEL, tooltip, -1);
  gtk_actionable_set_action_name (GTK_ACTIONABLE (button), action);
  gtk_actionable_set_action_target (GTK_ACTIONABLE (button), "u", (guint32) index);
  gtk_widget_set_sensitive (button, sensitive);
  /* Not a stop of Tab: the keys do the same on the row with the focus
   * (the list's description says which), and three stops a card made
   * a long deck a long way to the board. */
  gtk_widget_set_focusable (button, FALSE);
  return button;
}

/* A card of the deck: its picture, and beside it its place from the top
 * and its name over its buttons, so that the name has the width of the
 * narrow palette. */
static GtkWidget *
card_row (const Card *card,
          guint       index,
          guint       n_cards)
{
  GtkWidget *row = gtk_list_box_row_new ();
  GtkWidget *box = gtk_box_new (GTK_ORIENTATION_HORIZONTAL, 6);
  GtkWidget *side = gtk_box_new (GTK_ORIENTATION_VERTICAL, 0);
  GtkWidget *buttons = gtk_box_new (GTK_ORIENTATION_HORIZONTAL, 0);
  /* Translators: a card or tile of a deck: its place from the top, and its name */
  g_autofree char *label = g_strdup_printf (_("%u. %s"), index + 1, card->title);
  GtkWidget *title = gtk_label_new (label);
  GtkDragSource *source = gtk_drag_source_new ();
  GtkDropTarget *target = gtk_drop_target_new (G_TYPE_UINT, GDK_ACTION_MOVE);

  gtk_widget_set_margin_start (box, 6);
  gtk_widget_set_margin_top (box, 3);
  gtk_widget_set_margin_bottom (box, 3);
  if (card->picture != NULL)
    {
      GtkWidget *picture = gtk_image_new_from_paintable (card->picture);

      gtk_image_set_pixel_size (GTK_IMAGE (picture), PICTURE_PIXELS);
      gtk_widget_set_valign (picture, GTK_ALIGN_CENTER);
      gtk_box_append (GTK_BOX (box), picture);
    }
  gtk_label_set_xalign (GTK_LABEL (title), 0);
  gtk_label_set_wrap (GTK_LABEL (title), TRUE);
  gtk_widget_add_css_class (title, "caption");
  gtk_box_append (GTK_BOX (side), title);
  gtk_box_append (GTK_BOX (buttons), row_button ("go-up-symbolic", _("Move Up"), "deck.move-up", index, index > 0));
  gtk_box_append (GTK_BOX (buttons), row_button ("go-down-symbolic", _("Move Down"), "deck.move-down", index,
                                                 index + 1 < n_cards));
  gtk_box_append (GTK_BOX (buttons), row_button ("list-remove-symbolic", _("Remove"), "deck.remove", index, TRUE));
  gtk_box_append (GTK_BOX (side), buttons);
  gtk_widget_set_hexpand (side, TRUE);
  gtk_box_append (GTK_BOX (box), side);
  gtk_list_box_row_set_child (GTK_LIST_BOX_ROW (row), box);
  tsr_tooltip_set (row, card->id);
  gtk_accessible_update_property (GTK_ACCESSIBLE (row), GTK_ACCESSIBLE_PROPERTY_LABEL, label, -1);

  gtk_drag_source_set_actions (source, GDK_ACTION_MOVE);
  g_signal_connect (source, "prepare", G_CALLBACK (on_drag_prepare), row);
  g_signal_connect (source, "drag-end", G_CALLBACK (on_drag_end), NULL);
  gtk_widget_add_controller (row, GTK_EVENT_CONTROLLER (source));
  g_signal_connect (target, "drop", G_CALLBACK (on_drop), row);
  gtk_widget_add_controller (row, GTK_EVENT_CONTROLLER (target));
  return row;
}

/* What the Add button offers: a picture, or the name when there is none. */
static GtkWidget *
choice_button (const Card *choice)
{
  GtkWidget *button = gtk_button_new ();
  /* Translators: the tooltip of a card or tile one can add to a deck: its name, then its id for experts */
  g_autofree char *tooltip = g_strdup_printf (_("%s (%s)"), choice->title, choice->id);

  if (choice->picture != NULL)
    {
      GtkWidget *picture = gtk_image_new_from_paintable (choice->picture);

      gtk_image_set_pixel_size (GTK_IMAGE (picture), PICTURE_PIXELS);
      gtk_button_set_child (GTK_BUTTON (button), picture);
    }
  else
    gtk_button_set_label (GTK_BUTTON (button), choice->title);

  gtk_widget_add_css_class (button, "flat");
  tsr_tooltip_set (button, tooltip);
  gtk_accessible_update_property (GTK_ACCESSIBLE (button), GTK_ACCESSIBLE_PROPERTY_LABEL, choice->title, -1);
  gtk_actionable_set_action_name (GTK_ACTIONABLE (button), "deck.add");
  gtk_actionable_set_action_target (GTK_ACTIONABLE (button), "s", choice->id);
  return button;
}

static GtkWidget *
icon_button (const char *icon,
             const char *tooltip,
             guint       signal)
{
  GtkWidget *button = gtk_button_new_from_icon_name (icon);

  tsr_tooltip_set (button, tooltip);
  gtk_accessible_update_property (GTK_ACCESSIBLE (button), GTK_ACCESSIBLE_PROPERTY_LABEL, tooltip, -1);
  g_object_set_data (G_OBJECT (button), "signal", GUINT_TO_POINTER (signal));
  return button;
}

static void
on_icon_clicked (GtkButton     *button,
                 TsrDeckEditor *self)
{
  g_signal_emit (self, signals[GPOINTER_TO_UINT (g_object_get_data (G_OBJECT (button), "signal"))], 0);
}

static GtkWidget *
add_button (TsrDeckEditor *self,
            const char    *tooltip)
{
  GtkWidget *button = gtk_menu_button_new ();
  GtkWidget *popover = gtk_popover_new ();
  GtkWidget *scrolled = gtk_scrolled_window_new ();

  self->choices_box = GTK_FLOW_BOX (gtk_flow_box_new ());
  gtk_flow_box_set_selection_mode (self->choices_box, GTK_SELECTION_NONE);
  gtk_flow_box_set_min_children_per_line (self->choices_box, 4);
  gtk_flow_box_set_max_children_per_line (self->choices_box, 6);
  gtk_scrolled_window_set_policy (GTK_SCROLLED_WINDOW (scrolled), GTK_POLICY_NEVER, GTK_POLICY_AUTOMATIC);
  gtk_scrolled_window_set_max_content_height (GTK_SCROLLED_WINDOW (scrolled), 360);
  gtk_scrolled_window_set_propagate_natural_height (GTK_SCROLLED_WINDOW (scrolled), TRUE);
  gtk_scrolled_window_set_child (GTK_SCROLLED_WINDOW (scrolled), GTK_WIDGET (self->choices_box));
  gtk_popover_set_child (GTK_POPOVER (popover), scrolled);

  gtk_menu_button_set_icon_name (GTK_MENU_BUTTON (button), "list-add-symbolic");
  gtk_menu_button_set_popover (GTK_MENU_BUTTON (button), popover);
  tsr_tooltip_set (button, tooltip);
  gtk_accessible_update_property (GTK_ACCESSIBLE (button), GTK_ACCESSIBLE_PROPERTY_LABEL, tooltip, -1);
  gtk_widget_set_hexpand (button, TRUE);
  gtk_widget_set_halign (button, GTK_ALIGN_START);
  return button;
}

/**
 * tsr_deck_editor_new:
 * @title: the heading
 * @label: the list's name for screen readers
 * @add_tooltip: the Add button's
 * @fill_tooltip: (nullable): the fill button's, or %NULL for no such button
 */
GtkWidget *
tsr_deck_editor_new (const char *title,
                     const char *label,
                     const char *add_tooltip,
                     const char *fill_tooltip,
                     const char *shuffle_tooltip)
{
  TsrDeckEditor *self = g_object_new (TSR_TYPE_DECK_EDITOR, NULL);
  GtkWidget *box = gtk_box_new (GTK_ORIENTATION_VERTICAL, 6);
  GtkWidget *heading = gtk_label_new (title);
  GtkWidget *buttons = gtk_box_new (GTK_ORIENTATION_HORIZONTAL, 6);
  GtkWidget *empty = gtk_label_new (_("Empty"));
  GtkEventController *keys = gtk_shortcut_controller_new ();
  GtkWidget *button;

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

  self->list = GTK_LIST_BOX (gtk_list_box_new ());
  gtk_list_box_set_selection_mode (self->list, GTK_SELECTION_NONE);
  gtk_widget_add_css_class (empty, "dim-label");
  gtk_widget_set_margin_top (empty, 12);
  gtk_widget_set_margin_bottom (empty, 12);
  gtk_list_box_set_placeholder (self->list, empty);
  gtk_accessible_update_property (GTK_ACCESSIBLE (self->list), GTK_ACCESSIBLE_PROPERTY_LABEL, label,
                                  GTK_ACCESSIBLE_PROPERTY_DESCRIPTION,
                                  _("Alt+Up and Alt+Down move the card with the focus, Delete takes it out"), -1);
  add_key (GTK_SHORTCUT_CONTROLLER (keys), GDK_KEY_Up, GDK_ALT_MASK, "move-up");
  add_key (GTK_SHORTCUT_CONTROLLER (keys), GDK_KEY_Down, GDK_ALT_MASK, "move-down");
  add_key (GTK_SHORTCUT_CONTROLLER (keys), GDK_KEY_Delete, 0, "remove");
  gtk_widget_add_controller (GTK_WIDGET (self->list), keys);
  tsr_a11y_one_tab_stop (GTK_WIDGET (self->list));
  /* No scroller of its own: the palette scrolls, and a list in a list
   * would get only its smallest height there. */
  gtk_widget_add_css_class (GTK_WIDGET (self->list), "boxed-list");
  gtk_box_append (GTK_BOX (box), GTK_WIDGET (self->list));

  gtk_box_append (GTK_BOX (buttons), add_button (self, add_tooltip));
  if (fill_tooltip != NULL)
    {
      button = icon_button ("edit-select-all-symbolic", fill_tooltip, FILL);
      g_signal_connect (button, "clicked", G_CALLBACK (on_icon_clicked), self);
      gtk_box_append (GTK_BOX (buttons), button);
    }
  button = icon_button ("media-playlist-shuffle-symbolic", shuffle_tooltip, SHUFFLE);
  g_signal_connect (button, "clicked", G_CALLBACK (on_icon_clicked), self);
  gtk_box_append (GTK_BOX (buttons), button);
  gtk_box_append (GTK_BOX (box), buttons);
  return GTK_WIDGET (self);
}

/* Shows @cards, top first, and @summary above them. */
void
tsr_deck_editor_set_cards (TsrDeckEditor     *self,
                           const TsrDeckCard *cards,
                           guint              n_cards,
                           const char        *summary)
{
  GtkWidget *row;

  g_return_if_fail (TSR_IS_DECK_EDITOR (self));

  gtk_label_set_text (self->summary, summary);
  /* The palette shows the deck again after every edit of the position:
   * only a changed deck is built again. */
  if (same_cards (self->cards, cards, n_cards))
    return;

  replace_cards (self->cards, cards, n_cards);
  while ((row = GTK_WIDGET (gtk_list_box_get_row_at_index (self->list, 0))) != NULL)
    gtk_list_box_remove (self->list, row);
  for (guint i = 0; i < n_cards; i++)
    gtk_list_box_append (self->list, card_row (g_ptr_array_index (self->cards, i), i, n_cards));

  /* A card moved or removed by the keyboard keeps it where it went. */
  if (self->focus_after >= 0 && (row = GTK_WIDGET (gtk_list_box_get_row_at_index (self->list, self->focus_after))))
    gtk_widget_grab_focus (row);
  self->focus_after = -1;
}

/* What the Add button offers. */
void
tsr_deck_editor_set_choices (TsrDeckEditor     *self,
                             const TsrDeckCard *choices,
                             guint              n_choices)
{
  GtkFlowBoxChild *child;

  g_return_if_fail (TSR_IS_DECK_EDITOR (self));

  if (same_cards (self->choices, choices, n_choices))
    return;

  replace_cards (self->choices, choices, n_choices);
  while ((child = gtk_flow_box_get_child_at_index (self->choices_box, 0)) != NULL)
    gtk_flow_box_remove (self->choices_box, GTK_WIDGET (child));
  for (guint i = 0; i < n_choices; i++)
    gtk_flow_box_append (self->choices_box, choice_button (g_ptr_array_index (self->choices, i)));
}

static void
tsr_deck_editor_dispose (GObject *object)
{
  TsrDeckEditor *self = TSR_DECK_EDITOR (object);
  GtkWidget *child;

  while ((child = gtk_widget_get_first_child (GTK_WIDGET (object))) != NULL)
    gtk_widget_unparent (child);
  g_clear_pointer (&self->cards, g_ptr_array_unref);
  g_clear_pointer (&self->choices, g_ptr_array_unref);

  G_OBJECT_CLASS (tsr_deck_editor_parent_class)->dispose (object);
}

static void
tsr_deck_editor_class_init (TsrDeckEditorClass *klass)
{
  GObjectClass *object_class = G_OBJECT_CLASS (klass);
  GtkWidgetClass *widget_class = GTK_WIDGET_CLASS (klass);

  object_class->dispose = tsr_deck_editor_dispose;

  /**
   * TsrDeckEditor::changed:
   * @ids: the deck as the user made it, top first
   */
  signals[CHANGED] = g_signal_new ("changed", G_TYPE_FROM_CLASS (klass), G_SIGNAL_RUN_LAST,
                                   0, NULL, NULL, NULL, G_TYPE_NONE, 1, G_TYPE_STRV);
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

  /* A card's place from the top. */
  gtk_widget_class_install_action (widget_class, "deck.move-up", "u", move_up_action);
  gtk_widget_class_install_action (widget_class, "deck.move-down", "u", move_down_action);
  gtk_widget_class_install_action (widget_class, "deck.remove", "u", remove_action);
  /* A card's id. */
  gtk_widget_class_install_action (widget_class, "deck.add", "s", add_action);

  gtk_widget_class_set_layout_manager_type (widget_class, GTK_TYPE_BIN_LAYOUT);
}

static void
tsr_deck_editor_init (TsrDeckEditor *self)
{
  self->cards = g_ptr_array_new_with_free_func (card_free);
  self->choices = g_ptr_array_new_with_free_func (card_free);
  self->focus_after = -1;
}
