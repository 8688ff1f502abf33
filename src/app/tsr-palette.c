/* tsr-palette.c
 *
 * The palette lists the tiles of the sets in play, with how many are left
 * in the box (not on the board), each player's figures with how many are
 * in their supply, the tokens and other pieces of the modules in play
 * (TsrEditPieceDecl), and the decks in order: the tiles, and the card
 * decks of the modules in play (TsrCardDeckDecl).  Choosing an item makes
 * it the tool of edit mode; items can also be dragged onto the board.  A
 * tool is named by a string: "tile:ID", "figure:KIND:PLAYER" (the
 * player's index), "token:KIND" or "piece:NAME", the same string the drag
 * carries.
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 */

#define G_LOG_DOMAIN "tessera"

#include "config.h"

#include <glib/gi18n.h>

#include "tsr-a11y.h"
#include "tsr-art-texture.h"
#include "tsr-deck-editor.h"
#include "tsr-palette.h"
#include "tsr-tooltip.h"

#define TILE_PIXELS 48
#define FIGURE_PIXELS 32
#define DECK_PIXELS 32

struct _TsrPalette
{
  GtkWidget      parent_instance;

  GtkFlowBox    *tiles;
  GtkBox        *figures;
  GtkWidget     *tokens_heading;
  GtkFlowBox    *tokens;
  GtkBox        *decks;
  TsrDeckEditor *deck;
  GPtrArray     *card_decks;   /* TsrDeckEditor, one per TsrCardDeckDecl */
  GHashTable    *deck_pictures; /* tile id → GdkTexture, as the deck shows it */

  TsrDocument   *document;
  char          *tool;
  gboolean       updating;
};

G_DEFINE_FINAL_TYPE (TsrPalette, tsr_palette, GTK_TYPE_WIDGET)

enum {
  TOOL_CHANGED,
  MESSAGE,
  N_SIGNALS
};

static guint signals[N_SIGNALS];

static void
say (TsrPalette *self,
     const char *message)
{
  g_signal_emit (self, signals[MESSAGE], 0, message);
}

/* Items */

static GdkContentProvider *
on_drag_prepare (GtkDragSource *source,
                 double         x,
                 double         y,
                 GtkWidget     *item)
{
  GdkPaintable *icon = g_object_get_data (G_OBJECT (item), "icon");

  if (icon != NULL)
    gtk_drag_source_set_icon (source, icon, 16, 16);

  return gdk_content_provider_new_typed (G_TYPE_STRING, g_object_get_data (G_OBJECT (item), "tool"));
}

/* A picture with a count under it, that names its tool and can be dragged
 * onto the board. */
static GtkWidget *
item_new (const char *tool,
          GdkTexture *texture,
          int         pixels,
          const char *count,
          const char *tooltip)
{
  GtkWidget *box = gtk_box_new (GTK_ORIENTATION_VERTICAL, 2);
  GtkWidget *picture = gtk_picture_new_for_paintable (GDK_PAINTABLE (texture));
  GtkWidget *label = gtk_label_new (count);
  GtkDragSource *source = gtk_drag_source_new ();

  gtk_widget_set_size_request (picture, pixels, pixels);
  gtk_picture_set_can_shrink (GTK_PICTURE (picture), FALSE);
  gtk_widget_add_css_class (label, "caption");
  gtk_box_append (GTK_BOX (box), picture);
  gtk_box_append (GTK_BOX (box), label);
  tsr_tooltip_set (box, tooltip);
  gtk_accessible_update_property (GTK_ACCESSIBLE (box), GTK_ACCESSIBLE_PROPERTY_LABEL, tooltip, -1);

  g_object_set_data_full (G_OBJECT (box), "tool", g_strdup (tool), g_free);
  g_object_set_data_full (G_OBJECT (box), "icon", g_object_ref (texture), g_object_unref);
  gtk_drag_source_set_actions (source, GDK_ACTION_COPY);
  g_signal_connect (source, "prepare", G_CALLBACK (on_drag_prepare), box);
  gtk_widget_add_controller (box, GTK_EVENT_CONTROLLER (source));
  return box;
}

/* The flow box's own child around @item is what the keyboard selects:
 * it is named as the item. */
static void
append_item (GtkFlowBox *box,
             GtkWidget  *item)
{
  gtk_flow_box_append (box, item);
  gtk_accessible_update_property (GTK_ACCESSIBLE (gtk_widget_get_parent (item)), GTK_ACCESSIBLE_PROPERTY_LABEL,
                                  tsr_tooltip_get (item), -1);
}

static const char *
item_tool (GtkFlowBoxChild *child)
{
  return g_object_get_data (G_OBJECT (gtk_flow_box_child_get_child (child)), "tool");
}

static void
clear_flow_box (GtkFlowBox *box)
{
  GtkFlowBoxChild *child;

  while ((child = gtk_flow_box_get_child_at_index (box, 0)) != NULL)
    gtk_flow_box_remove (box, GTK_WIDGET (child));
}

/* Selects the item of the current tool in @box, and nothing else. */
static void
select_tool_in (TsrPalette *self,
                GtkFlowBox *box)
{
  GtkFlowBoxChild *child;

  gtk_flow_box_unselect_all (box);
  for (int i = 0; (child = gtk_flow_box_get_child_at_index (box, i)) != NULL; i++)
    if (g_strcmp0 (item_tool (child), self->tool) == 0)
      gtk_flow_box_select_child (box, child);
}

static void
select_tool_everywhere (TsrPalette *self)
{
  self->updating = TRUE;
  select_tool_in (self, self->tiles);
  select_tool_in (self, self->tokens);
  for (GtkWidget *row = gtk_widget_get_first_child (GTK_WIDGET (self->figures));
       row != NULL; row = gtk_widget_get_next_sibling (row))
    select_tool_in (self, g_object_get_data (G_OBJECT (row), "flow-box"));
  self->updating = FALSE;
}

/* A flow box selects the child the keyboard moves to: the arrow keys
 * would choose every piece on their way.  The choice stays where it was
 * until a click, Return or Space activates a piece. */
static void
on_selected (GtkFlowBox *box,
             TsrPalette *self)
{
  if (!self->updating)
    select_tool_everywhere (self);
}

static void
on_activated (GtkFlowBox      *box,
              GtkFlowBoxChild *child,
              TsrPalette      *self)
{
  tsr_palette_set_tool (self, item_tool (child));
}

static GtkFlowBox *
flow_box_new (TsrPalette *self)
{
  GtkWidget *box = gtk_flow_box_new ();

  gtk_flow_box_set_selection_mode (GTK_FLOW_BOX (box), GTK_SELECTION_SINGLE);
  gtk_flow_box_set_homogeneous (GTK_FLOW_BOX (box), TRUE);
  gtk_flow_box_set_min_children_per_line (GTK_FLOW_BOX (box), 3);
  gtk_flow_box_set_max_children_per_line (GTK_FLOW_BOX (box), 4);
  g_signal_connect (box, "selected-children-changed", G_CALLBACK (on_selected), self);
  g_signal_connect (box, "child-activated", G_CALLBACK (on_activated), self);
  tsr_a11y_one_tab_stop (box);
  return GTK_FLOW_BOX (box);
}

static void
fill_tiles (TsrPalette *self,
            TsrGame    *game)
{
  TsrCatalogue *catalogue = tsr_catalogue_get_default ();
  const TsrBoard *board = tsr_game_get_board (game);
  guint n_types = tsr_catalogue_get_n_types (catalogue);
  g_autofree guint *on_board = g_new0 (guint, n_types);

  for (guint i = 0; i < tsr_board_get_n_tiles (board); i++)
    on_board[tsr_board_get_nth (board, i)->type->index]++;

  clear_flow_box (self->tiles);
  for (guint i = 0; i < n_types; i++)
    {
      const TsrTileType *type = tsr_catalogue_get_type (catalogue, i);
      g_autoptr(GdkTexture) texture = NULL;
      g_autofree char *tool = NULL;
      g_autofree char *count = NULL;
      g_autofree char *tooltip = NULL;
      GtkWidget *item;
      gint left = (gint) tsr_game_box_count (game, type) - (gint) on_board[i];

      if (!tsr_game_has_tile_set (game, type->set))
        continue;

      texture = tsr_tile_type_texture_new (type, 0, TILE_PIXELS);
      tool = g_strconcat ("tile:", type->id, NULL);
      count = g_strdup_printf ("%d", MAX (left, 0));
      if (left >= 0)
        /* Translators: a tooltip: a tile's name ("city cap"), its id for experts ("base.E"), then how
         * many are left in the box */
        tooltip = g_strdup_printf (g_dngettext (GETTEXT_PACKAGE, "%s (%s): %d left in the box",
                                                "%s (%s): %d left in the box", left),
                                   tsr_tile_type_get_name (type), type->id, left);
      else
        /* Translators: a tooltip: a tile's name ("city cap"), its id for experts ("base.E"), then how
         * many more of it a position built by hand has on the board than the box holds */
        tooltip = g_strdup_printf (g_dngettext (GETTEXT_PACKAGE, "%s (%s): %d more on the board than the box holds",
                                                "%s (%s): %d more on the board than the box holds", -left),
                                   tsr_tile_type_get_name (type), type->id, -left);
      item = item_new (tool, texture, TILE_PIXELS, count, tooltip);
      if (left < 0)
        gtk_widget_add_css_class (gtk_widget_get_last_child (item), "warning");
      append_item (self->tiles, item);
    }
}

/* A row of the figures: a heading (a player's name) over their items.
 * Returns the flow box the items go in. */
static GtkFlowBox *
add_figure_row (TsrPalette *self,
                const char *heading)
{
  GtkWidget *row = gtk_box_new (GTK_ORIENTATION_VERTICAL, 2);
  GtkWidget *name = gtk_label_new (heading);
  GtkFlowBox *box = flow_box_new (self);

  gtk_label_set_xalign (GTK_LABEL (name), 0);
  gtk_widget_add_css_class (name, "caption-heading");
  gtk_box_append (GTK_BOX (row), name);
  gtk_box_append (GTK_BOX (row), GTK_WIDGET (box));
  gtk_accessible_update_relation (GTK_ACCESSIBLE (box), GTK_ACCESSIBLE_RELATION_LABELLED_BY, name, NULL, -1);
  g_object_set_data (G_OBJECT (row), "flow-box", box);
  gtk_box_append (self->figures, row);
  return box;
}

static gboolean
kind_on_board (TsrGame       *game,
               TsrFigureKind  kind)
{
  for (guint i = 0; i < tsr_game_get_n_figures (game); i++)
    if (tsr_game_get_figure (game, i)->kind == kind)
      return TRUE;

  return FALSE;
}

/* The figures that belong to nobody, of the modules in play, as they
 * declare them: one of each, on the board or beside it. */
static void
add_neutral_figures (TsrPalette *self,
                     TsrGame    *game)
{
  GtkFlowBox *box = NULL;

  for (TsrFigureKind kind = 0; kind < tsr_figure_kind_count (); kind++)
    {
      g_autoptr(GdkTexture) texture = NULL;
      g_autofree char *tool = NULL;
      g_autofree char *tooltip = NULL;
      gboolean placed;

      if (!tsr_figure_kind_is_neutral (kind) || !tsr_game_has_any_module (game, tsr_figure_kind_get_owners (kind)))
        continue;
      if (box == NULL)
        /* Translators: heading in the palette of the figures that belong to no player */
        box = add_figure_row (self, C_("palette", "Nobody’s"));

      placed = kind_on_board (game, kind);
      texture = tsr_figure_texture_new (kind, NULL, 0, FIGURE_PIXELS);
      tool = g_strconcat ("figure:", tsr_figure_kind_to_string (kind), NULL);
      if (placed)
        /* Translators: a tooltip: %s is a figure that belongs to no player, on the board */
        tooltip = g_strdup_printf (_("%s: on the board; put it on another tile to move it"),
                                   tsr_figure_kind_get_name (kind));
      else
        /* Translators: a tooltip: %s is a figure that belongs to no player, not on the board */
        tooltip = g_strdup_printf (_("%s: beside the board"), tsr_figure_kind_get_name (kind));
      /* Like a player's figures, the number is how many are off the board. */
      append_item (box, item_new (tool, texture, FIGURE_PIXELS, placed ? "0" : "1", tooltip));
    }
}

static void
fill_figures (TsrPalette *self,
              TsrGame    *game)
{
  GtkWidget *child;

  while ((child = gtk_widget_get_first_child (GTK_WIDGET (self->figures))) != NULL)
    gtk_box_remove (self->figures, child);

  for (guint p = 0; p < tsr_game_get_n_players (game); p++)
    {
      const TsrPlayer *player = tsr_game_get_player (game, p);
      GtkFlowBox *box = add_figure_row (self, tsr_player_get_display_name (player));

      for (TsrFigureKind kind = 0; kind < tsr_figure_kind_count (); kind++)
        {
          g_autoptr(GdkTexture) texture = NULL;
          g_autofree char *tool = NULL;
          g_autofree char *count = NULL;
          g_autofree char *tooltip = NULL;
          gint supply;

          /* The kinds of the modules in play that come from a supply the
           * player has. */
          if (tsr_figure_kind_is_neutral (kind) ||
              !tsr_game_has_any_module (game, tsr_figure_kind_get_owners (kind)) ||
              player->owned[tsr_figure_kind_supply (kind)] <= 0)
            continue;
          supply = tsr_game_get_supply (game, p, kind);
          texture = tsr_figure_texture_new (kind, player, p, FIGURE_PIXELS);
          tool = g_strdup_printf ("figure:%s:%u", tsr_figure_kind_to_string (kind), p);
          count = g_strdup_printf ("%d", supply);
          /* Translators: a tooltip: a player's name, then a kind of figure ("meeple") and how many
           * the player still has */
          tooltip = g_strdup_printf (_("%s: %s, %d in the supply"), tsr_player_get_display_name (player),
                                     tsr_figure_kind_get_name (kind), supply);
          append_item (box, item_new (tool, texture, FIGURE_PIXELS, count, tooltip));
        }
    }

  add_neutral_figures (self, game);
}

/* A module's text with one {placeholder} filled in. */
static char *
fill_text (const char *text,
           const char *placeholder,
           const char *value)
{
  GString *filled = g_string_new (_(text));

  g_string_replace (filled, placeholder, value, 0);
  return g_string_free (filled, FALSE);
}

/* The pieces a position built by hand may have besides figures and
 * tokens, of the modules in play.  Returns whether it added any. */
static gboolean
fill_pieces (TsrPalette *self,
             TsrGame    *game)
{
  gboolean any = FALSE;

  for (guint m = 0; m < tsr_module_count (); m++)
    {
      const TsrModule *module = tsr_module_get (m);

      if (module->edit_pieces == NULL || !tsr_game_has_module (game, module->id))
        continue;

      for (const TsrEditPieceDecl *piece = module->edit_pieces; piece->name != NULL; piece++)
        {
          g_autoptr(GdkTexture) texture = tsr_piece_texture_new (piece->name, FIGURE_PIXELS);
          g_autofree char *tool = g_strconcat ("piece:", piece->name, NULL);
          g_autofree char *where = piece->where != NULL ? piece->where (game) : NULL;
          g_autofree char *tooltip = fill_text (piece->tooltip, "{where}", where != NULL ? where : "");

          append_item (self->tokens, item_new (tool, texture, FIGURE_PIXELS, "", tooltip));
          any = TRUE;
        }
    }

  return any;
}

static void
fill_tokens (TsrPalette *self,
             TsrGame    *game)
{
  gboolean any = FALSE;

  clear_flow_box (self->tokens);
  for (TsrTokenKind kind = 0; kind < tsr_token_kind_count (); kind++)
    {
      gint supply = tsr_game_get_token_supply (game, kind);
      g_autoptr(GdkTexture) texture = NULL;
      g_autofree char *tool = NULL;
      g_autofree char *count = NULL;
      g_autofree char *tooltip = NULL;

      gint box = supply;

      /* Only the kinds a module in play has: its box holds some. */
      for (guint i = 0; i < tsr_game_get_n_tokens (game) && box != G_MAXINT; i++)
        box += tsr_game_get_token (game, i)->kind == kind;
      if (box <= 0)
        continue;

      any = TRUE;
      texture = tsr_token_texture_new (kind, FIGURE_PIXELS);
      tool = g_strconcat ("token:", tsr_token_kind_to_string (kind), NULL);
      count = supply == G_MAXINT ? g_strdup ("∞") : g_strdup_printf ("%d", supply);
      tooltip = fill_text (tsr_token_kind_get_decl (kind)->supply_text, "{count}", count);
      append_item (self->tokens, item_new (tool, texture, FIGURE_PIXELS, count, tooltip));
    }

  any |= fill_pieces (self, game);
  gtk_widget_set_visible (self->tokens_heading, any);
  gtk_widget_set_visible (GTK_WIDGET (self->tokens), any);
}

/* "20 in the pile, top first.  3 discarded." */
static char *
cards_summary (guint n_cards,
               guint n_discards)
{
  /* Translators: the first sentence under the heading of a deck of cards */
  g_autofree char *pile = g_strdup_printf (g_dngettext (GETTEXT_PACKAGE, "%u card in the pile, top first.",
                                                        "%u cards in the pile, top first.", n_cards),
                                           n_cards);
  /* Translators: the second sentence under the heading of a deck of cards */
  g_autofree char *discarded = g_strdup_printf (g_dngettext (GETTEXT_PACKAGE, "%u discarded.", "%u discarded.",
                                                             n_discards),
                                                n_discards);

  return g_strjoin (" ", pile, discarded, NULL);
}

/* Appends a module's card by its name, in the player's words. */
static void
append_card (GArray               *cards,
             const TsrCardDeckDecl *decl,
             const char           *name)
{
  TsrDeckCard card = { name, name, NULL };

  for (guint i = 0; decl->cards[i] != NULL; i++)
    if (g_str_equal (decl->cards[i], name))
      card.title = _(decl->card_titles[i]);

  g_array_append_val (cards, card);
}

static void
fill_card_decks (TsrPalette *self,
                 TsrGame    *game)
{
  for (guint i = 0; i < self->card_decks->len; i++)
    {
      TsrDeckEditor *editor = g_ptr_array_index (self->card_decks, i);
      const TsrCardDeckDecl *decl = g_object_get_data (G_OBJECT (editor), "decl");
      const char *module = g_object_get_data (G_OBJECT (editor), "module");
      g_autoptr(GPtrArray) names = g_ptr_array_new ();
      g_autoptr(GArray) cards = g_array_new (FALSE, FALSE, sizeof (TsrDeckCard));
      g_autofree char *summary = NULL;
      guint n_discards = 0;

      gtk_widget_set_visible (GTK_WIDGET (editor), tsr_game_has_module (game, module));
      if (!tsr_game_has_module (game, module))
        continue;

      decl->get (game, names, &n_discards);
      for (guint j = 0; j < names->len; j++)
        append_card (cards, decl, g_ptr_array_index (names, j));
      summary = cards_summary (names->len, n_discards);
      tsr_deck_editor_set_cards (editor, (const TsrDeckCard *) cards->data, cards->len, summary);

      g_array_set_size (cards, 0);
      for (guint j = 0; decl->cards[j] != NULL; j++)
        append_card (cards, decl, decl->cards[j]);
      tsr_deck_editor_set_choices (editor, (const TsrDeckCard *) cards->data, cards->len);
    }
}

/* Appends a tile as the deck shows it: its picture, drawn once, and its
 * name. */
static void
append_tile (TsrPalette        *self,
             GArray            *cards,
             const TsrTileType *type)
{
  GdkTexture *texture = g_hash_table_lookup (self->deck_pictures, type->id);
  TsrDeckCard card = { type->id, tsr_tile_type_get_name (type), NULL };

  if (texture == NULL)
    {
      texture = tsr_tile_type_texture_new (type, 0, DECK_PIXELS);
      g_hash_table_insert (self->deck_pictures, (gpointer) type->id, texture);
    }
  card.picture = GDK_PAINTABLE (texture);
  g_array_append_val (cards, card);
}

static void
fill_deck (TsrPalette *self,
           TsrGame    *game)
{
  TsrCatalogue *catalogue = tsr_catalogue_get_default ();
  guint n = tsr_game_get_deck_size (game);
  g_autoptr(GArray) cards = g_array_new (FALSE, FALSE, sizeof (TsrDeckCard));
  g_autofree char *summary = NULL;

  for (guint i = 0; i < n; i++)
    append_tile (self, cards, tsr_game_get_deck_tile (game, i));

  /* Translators: the summary above the deck's list; %u is the number of tiles in the deck */
  summary = g_strdup_printf (g_dngettext (GETTEXT_PACKAGE, "%u tile, top first", "%u tiles, top first", n), n);
  tsr_deck_editor_set_cards (self->deck, (const TsrDeckCard *) cards->data, cards->len, summary);

  /* Any tile of the sets in play can be added, even one the box has no
   * more of: a position built by hand may want it. */
  g_array_set_size (cards, 0);
  for (guint i = 0; i < tsr_catalogue_get_n_types (catalogue); i++)
    {
      const TsrTileType *type = tsr_catalogue_get_type (catalogue, i);

      if (tsr_game_has_tile_set (game, type->set))
        append_tile (self, cards, type);
    }
  tsr_deck_editor_set_choices (self->deck, (const TsrDeckCard *) cards->data, cards->len);
}

void
tsr_palette_refresh (TsrPalette *self)
{
  TsrGame *game;

  if (self->document == NULL || tsr_document_get_mode (self->document) != TSR_DOCUMENT_EDIT)
    return;

  /* Refilling removes the selected item: that is no choice of the user's,
   * and the tool stays. */
  game = tsr_document_get_game (self->document);
  self->updating = TRUE;
  fill_tiles (self, game);
  fill_figures (self, game);
  fill_tokens (self, game);
  self->updating = FALSE;
  fill_deck (self, game);
  fill_card_decks (self, game);
  select_tool_everywhere (self);
}

/* The deck */

typedef struct
{
  GPtrArray *types;
  gboolean   whole_box;
  gboolean   shuffle;
} DeckEdit;

static gboolean
set_deck (TsrGame  *game,
          gpointer  data,
          GError  **error)
{
  DeckEdit *edit = data;

  if (edit->whole_box)
    tsr_game_fill_deck (game, NULL);
  else if (edit->shuffle)
    {
      g_autoptr(GRand) rand = g_rand_new ();

      tsr_game_shuffle_deck (game, rand);
    }
  else
    tsr_game_set_deck (game, (const TsrTileType * const *) edit->types->pdata, edit->types->len);

  return TRUE;
}

static void
edit_deck (TsrPalette *self,
           DeckEdit   *edit)
{
  g_autoptr(GError) error = NULL;

  if (!tsr_document_edit (self->document, set_deck, edit, &error))
    say (self, error->message);
}

static void
on_deck_changed (TsrDeckEditor *editor,
                 GStrv          ids,
                 TsrPalette    *self)
{
  g_autoptr(GPtrArray) types = g_ptr_array_new ();
  DeckEdit edit = { types, FALSE, FALSE };

  /* The ids are the editor's, from the catalogue. */
  for (guint i = 0; ids[i] != NULL; i++)
    g_ptr_array_add (types, (gpointer) tsr_catalogue_lookup (tsr_catalogue_get_default (), ids[i]));

  edit_deck (self, &edit);
}

static void
on_fill_deck (TsrPalette *self)
{
  DeckEdit edit = { NULL, TRUE, FALSE };

  edit_deck (self, &edit);
}

static void
on_shuffle_deck (TsrPalette *self)
{
  DeckEdit edit = { NULL, FALSE, TRUE };

  edit_deck (self, &edit);
}

/* A module's deck of cards */

typedef struct
{
  const TsrCardDeckDecl  *decl;
  GStrv                   names;    /* NULL: shuffle the deck as it is */
} CardsEdit;

static gboolean
set_cards (TsrGame  *game,
           gpointer  data,
           GError  **error)
{
  CardsEdit *edit = data;
  g_autoptr(GPtrArray) names = NULL;
  g_autoptr(GRand) rand = NULL;
  guint n_discards;

  if (edit->names != NULL)
    return edit->decl->set (game, (const char * const *) edit->names, g_strv_length (edit->names), error);

  names = g_ptr_array_new ();
  rand = g_rand_new ();
  edit->decl->get (game, names, &n_discards);
  for (guint i = names->len; i > 1; i--)
    {
      guint j = g_rand_int_range (rand, 0, i);
      gpointer tmp = names->pdata[i - 1];

      names->pdata[i - 1] = names->pdata[j];
      names->pdata[j] = tmp;
    }
  return edit->decl->set (game, (const char * const *) names->pdata, names->len, error);
}

/* @names: (nullable): the deck as the user made it, or %NULL to shuffle it */
static void
edit_cards (TsrPalette    *self,
            TsrDeckEditor *editor,
            GStrv          names)
{
  g_autoptr(GError) error = NULL;
  CardsEdit edit = { g_object_get_data (G_OBJECT (editor), "decl"), names };

  if (!tsr_document_edit (self->document, set_cards, &edit, &error))
    {
      /* Translators: %s says why a change of a deck of cards was refused */
      g_autofree char *message = g_strdup_printf (_("%s Nothing was changed."), error->message);

      say (self, message);
    }
}

static void
on_cards_changed (TsrDeckEditor *editor,
                  GStrv          names,
                  TsrPalette    *self)
{
  edit_cards (self, editor, names);
}

static void
on_shuffle_cards (TsrDeckEditor *editor,
                  TsrPalette    *self)
{
  edit_cards (self, editor, NULL);
}

/* The editors of every module's card decks, shown while it is in play. */
static void
add_card_decks (TsrPalette *self)
{
  for (guint m = 0; m < tsr_module_count (); m++)
    {
      const TsrModule *module = tsr_module_get (m);

      for (const TsrCardDeckDecl *decl = module->card_decks; decl != NULL && decl->name != NULL; decl++)
        {
          GtkWidget *editor = tsr_deck_editor_new (_(decl->title), _(decl->label), _(decl->add_tooltip), NULL,
                                                   _(decl->shuffle_tooltip));

          g_object_set_data (G_OBJECT (editor), "decl", (gpointer) decl);
          g_object_set_data (G_OBJECT (editor), "module", (gpointer) module->id);
          g_signal_connect (editor, "changed", G_CALLBACK (on_cards_changed), self);
          g_signal_connect (editor, "shuffle", G_CALLBACK (on_shuffle_cards), self);
          gtk_box_append (self->decks, editor);
          g_ptr_array_add (self->card_decks, editor);
        }
    }
}

/* Public */

const char *
tsr_palette_get_tool (TsrPalette *self)
{
  g_return_val_if_fail (TSR_IS_PALETTE (self), NULL);

  return self->tool;
}

/**
 * tsr_palette_set_tool:
 * @tool: (nullable): "tile:ID", "figure:KIND:PLAYER", or %NULL for none
 */
void
tsr_palette_set_tool (TsrPalette *self,
                      const char *tool)
{
  g_return_if_fail (TSR_IS_PALETTE (self));

  if (g_strcmp0 (tool, self->tool) == 0)
    return;

  g_free (self->tool);
  self->tool = g_strdup (tool);
  select_tool_everywhere (self);
  g_signal_emit (self, signals[TOOL_CHANGED], 0);
}

void
tsr_palette_set_document (TsrPalette  *self,
                          TsrDocument *document)
{
  g_set_object (&self->document, document);
  tsr_palette_refresh (self);
}

static void
tsr_palette_dispose (GObject *object)
{
  TsrPalette *self = TSR_PALETTE (object);
  GtkWidget *child;

  gtk_widget_dispose_template (GTK_WIDGET (self), TSR_TYPE_PALETTE);
  /* The template's root is not bound to a field, so it goes by hand. */
  while ((child = gtk_widget_get_first_child (GTK_WIDGET (self))) != NULL)
    gtk_widget_unparent (child);
  g_clear_object (&self->document);
  g_clear_pointer (&self->card_decks, g_ptr_array_unref);
  g_clear_pointer (&self->deck_pictures, g_hash_table_unref);

  G_OBJECT_CLASS (tsr_palette_parent_class)->dispose (object);
}

static void
tsr_palette_finalize (GObject *object)
{
  g_free (TSR_PALETTE (object)->tool);

  G_OBJECT_CLASS (tsr_palette_parent_class)->finalize (object);
}

static void
tsr_palette_class_init (TsrPaletteClass *klass)
{
  GObjectClass *object_class = G_OBJECT_CLASS (klass);
  GtkWidgetClass *widget_class = GTK_WIDGET_CLASS (klass);

  object_class->dispose = tsr_palette_dispose;
  object_class->finalize = tsr_palette_finalize;

  /**
   * TsrPalette::tool-changed:
   *
   * Another tool was chosen, or none.
   */
  signals[TOOL_CHANGED] = g_signal_new ("tool-changed", G_TYPE_FROM_CLASS (klass), G_SIGNAL_RUN_LAST,
                                        0, NULL, NULL, NULL, G_TYPE_NONE, 0);
  /**
   * TsrPalette::message:
   * @message: a sentence for the user
   */
  signals[MESSAGE] = g_signal_new ("message", G_TYPE_FROM_CLASS (klass), G_SIGNAL_RUN_LAST,
                                   0, NULL, NULL, NULL, G_TYPE_NONE, 1, G_TYPE_STRING);

  gtk_widget_class_set_template_from_resource (widget_class, RESOURCE_BASE "/tsr-palette.ui");
  gtk_widget_class_bind_template_child (widget_class, TsrPalette, tiles);
  gtk_widget_class_bind_template_child (widget_class, TsrPalette, figures);
  gtk_widget_class_bind_template_child (widget_class, TsrPalette, tokens_heading);
  gtk_widget_class_bind_template_child (widget_class, TsrPalette, tokens);
  gtk_widget_class_bind_template_child (widget_class, TsrPalette, decks);
  gtk_widget_class_set_layout_manager_type (widget_class, GTK_TYPE_BIN_LAYOUT);
}

static void
tsr_palette_init (TsrPalette *self)
{
  gtk_widget_init_template (GTK_WIDGET (self));

  g_signal_connect (self->tiles, "selected-children-changed", G_CALLBACK (on_selected), self);
  g_signal_connect (self->tokens, "selected-children-changed", G_CALLBACK (on_selected), self);
  g_signal_connect (self->tiles, "child-activated", G_CALLBACK (on_activated), self);
  g_signal_connect (self->tokens, "child-activated", G_CALLBACK (on_activated), self);
  /* GTK 4.8's flow box takes Tab to its next child, and a child with the
   * focus is selected: Tab went through every piece, choosing each on
   * the way to the board. */
  tsr_a11y_one_tab_stop (GTK_WIDGET (self->tiles));
  tsr_a11y_one_tab_stop (GTK_WIDGET (self->tokens));

  /* Translators: heading of the list of tiles still to be drawn */
  self->deck = TSR_DECK_EDITOR (tsr_deck_editor_new (_("Tile Deck"), _("Tile deck, top first"),
                                                     _("Put a Tile on Top of the Deck"),
                                                     _("Every tile of the sets in play that is not on the board, "
                                                       "in the box’s order"),
                                                     _("Shuffle the Deck")));
  g_signal_connect (self->deck, "changed", G_CALLBACK (on_deck_changed), self);
  g_signal_connect_swapped (self->deck, "fill", G_CALLBACK (on_fill_deck), self);
  g_signal_connect_swapped (self->deck, "shuffle", G_CALLBACK (on_shuffle_deck), self);
  gtk_box_append (self->decks, GTK_WIDGET (self->deck));

  self->card_decks = g_ptr_array_new ();
  self->deck_pictures = g_hash_table_new_full (g_str_hash, g_str_equal, NULL, g_object_unref);
  add_card_decks (self);
}
