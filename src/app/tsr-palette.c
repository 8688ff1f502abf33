/* tsr-palette.c
 *
 * The palette lists the tiles of the sets in play, with how many are left
 * in the box (not on the board), each player's figures with how many are
 * in their supply, the tokens of the modules in play, and the decks in
 * order (tiles; COVID-19's testing cards).  Choosing an item makes it
 * the tool of edit mode; items can also be dragged onto the board.  A tool
 * is named by a string: "tile:ID", "figure:KIND:PLAYER" (the player's
 * index), "token:KIND" or "bridge:[rainbow-]AXIS", the same string the
 * drag carries.
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 */

#define G_LOG_DOMAIN "tessera"

#include "config.h"

#include <glib/gi18n.h>

#include "tsr-art-texture.h"
#include "tsr-palette.h"

#define TILE_PIXELS 48
#define FIGURE_PIXELS 32

struct _TsrPalette
{
  GtkWidget      parent_instance;

  GtkFlowBox    *tiles;
  GtkBox        *figures;
  GtkWidget     *tokens_heading;
  GtkFlowBox    *tokens;
  GtkWidget     *tests_box;
  GtkLabel      *tests_summary;
  GtkTextView   *tests_text;
  GtkButton     *apply_tests;
  GtkButton     *shuffle_tests;
  GtkLabel      *deck_summary;
  GtkTextView   *deck_text;
  GtkButton     *apply_deck;
  GtkButton     *fill_deck;
  GtkButton     *shuffle_deck;

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
  gtk_widget_set_tooltip_text (box, tooltip);
  gtk_accessible_update_property (GTK_ACCESSIBLE (box), GTK_ACCESSIBLE_PROPERTY_LABEL, tooltip, -1);

  g_object_set_data_full (G_OBJECT (box), "tool", g_strdup (tool), g_free);
  g_object_set_data_full (G_OBJECT (box), "icon", g_object_ref (texture), g_object_unref);
  gtk_drag_source_set_actions (source, GDK_ACTION_COPY);
  g_signal_connect (source, "prepare", G_CALLBACK (on_drag_prepare), box);
  gtk_widget_add_controller (box, GTK_EVENT_CONTROLLER (source));
  return box;
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

static void
on_selected (GtkFlowBox *box,
             TsrPalette *self)
{
  g_autoptr(GList) selected = NULL;

  if (self->updating)
    return;

  selected = gtk_flow_box_get_selected_children (box);
  tsr_palette_set_tool (self, selected != NULL ? item_tool (selected->data) : NULL);
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
      TsrPlacedTile tile = { type, 0, 0, 0, { 0 }, TSR_AXIS_NONE };
      g_autoptr(GdkTexture) texture = NULL;
      g_autofree char *tool = NULL;
      g_autofree char *count = NULL;
      g_autofree char *tooltip = NULL;
      gint left = (gint) type->count - (gint) on_board[i];

      if (!tsr_game_has_tile_set (game, type->set))
        continue;

      for (TsrSide side = 0; side < TSR_N_SIDES; side++)
        tile.edges[side] = type->edges[0][side];
      texture = tsr_tile_texture_new (&tile, TILE_PIXELS);
      tool = g_strconcat ("tile:", type->id, NULL);
      count = g_strdup_printf ("%d", left);
      /* Translators: a tooltip: a tile's id, then how many are left in the box */
      tooltip = g_strdup_printf (g_dngettext (GETTEXT_PACKAGE, "%s: %d left in the box",
                                              "%s: %d left in the box", ABS (left)),
                                 type->id, left);
      gtk_flow_box_append (self->tiles, item_new (tool, texture, TILE_PIXELS, count, tooltip));
    }
}

static void
fill_figures (TsrPalette *self,
              TsrGame    *game)
{
  static const TsrFigureKind kinds[] = {
    TSR_FIGURE_MEEPLE, TSR_FIGURE_ABBOT, TSR_FIGURE_PHANTOM, TSR_FIGURE_GLADIATOR,
  };
  GtkWidget *child;

  while ((child = gtk_widget_get_first_child (GTK_WIDGET (self->figures))) != NULL)
    gtk_box_remove (self->figures, child);

  for (guint p = 0; p < tsr_game_get_n_players (game); p++)
    {
      const TsrPlayer *player = tsr_game_get_player (game, p);
      GtkWidget *row = gtk_box_new (GTK_ORIENTATION_VERTICAL, 2);
      GtkWidget *name = gtk_label_new (player->name);
      GtkFlowBox *box = flow_box_new (self);

      gtk_label_set_xalign (GTK_LABEL (name), 0);
      gtk_widget_add_css_class (name, "caption-heading");
      gtk_box_append (GTK_BOX (row), name);
      gtk_box_append (GTK_BOX (row), GTK_WIDGET (box));
      g_object_set_data (G_OBJECT (row), "flow-box", box);

      for (guint k = 0; k < G_N_ELEMENTS (kinds); k++)
        {
          g_autoptr(GdkTexture) texture = NULL;
          g_autofree char *tool = NULL;
          g_autofree char *count = NULL;
          g_autofree char *tooltip = NULL;
          gint supply;

          /* A gladiator is one of the meeples, laid down. */
          if (player->owned[tsr_figure_kind_supply (kinds[k])] <= 0 ||
              (kinds[k] == TSR_FIGURE_GLADIATOR && !tsr_game_has_module (game, "italica")))
            continue;
          supply = tsr_game_get_supply (game, p, kinds[k]);
          texture = tsr_figure_texture_new (kinds[k], player, p, FIGURE_PIXELS);
          tool = g_strdup_printf ("figure:%s:%u", tsr_figure_kind_to_string (kinds[k]), p);
          count = g_strdup_printf ("%d", supply);
          /* Translators: a tooltip: a player's name, then a kind of figure ("meeple") and how many
           * the player still has */
          tooltip = g_strdup_printf (_("%s: %s, %d in the supply"), player->name,
                                     tsr_figure_kind_get_name (kinds[k]), supply);
          gtk_flow_box_append (box, item_new (tool, texture, FIGURE_PIXELS, count, tooltip));
        }

      gtk_box_append (self->figures, row);
    }
}

/* Bridges go with the tokens: ordinary ones both ways when bridges are
 * in play, the Rainbow Bridge both ways with its expansion.  Returns
 * whether it added any. */
static gboolean
fill_bridges (TsrPalette *self,
              TsrGame    *game)
{
  gboolean rainbow_on = tsr_game_has_module (game, "rainbow-bridge");
  g_autofree char *where = NULL;
  gint holder;
  gint32 x = 0, y = 0;

  if (!tsr_game_has_module (game, "bridges"))
    return FALSE;

  switch (rainbow_on ? tsr_game_get_rainbow_bridge (game, &holder, &x, &y) : TSR_RAINBOW_BESIDE)
    {
    case TSR_RAINBOW_HELD:
      /* Translators: where the Rainbow Bridge is; %s is a player's name */
      where = g_strdup_printf (_("held by %s"), tsr_game_get_player (game, holder)->name);
      break;
    case TSR_RAINBOW_ON_TILE:
      /* Translators: where the Rainbow Bridge is; "(2, -1)" is a place on the board */
      where = g_strdup_printf (_("on the tile at (%d, %d)"), x, y);
      break;
    case TSR_RAINBOW_BESIDE:
    default:
      /* Translators: where the Rainbow Bridge is */
      where = g_strdup (_("beside the board"));
      break;
    }

  for (guint rainbow = 0; rainbow <= (rainbow_on ? 1u : 0u); rainbow++)
    for (TsrAxis axis = TSR_AXIS_NS; axis <= TSR_AXIS_EW; axis++)
      {
        g_autoptr(GdkTexture) texture = tsr_bridge_texture_new (axis, rainbow, FIGURE_PIXELS);
        g_autofree char *tool = g_strdup_printf ("bridge:%s%s", rainbow ? "rainbow-" : "",
                                                 axis == TSR_AXIS_NS ? "ns" : "ew");
        g_autofree char *tooltip = NULL;

        if (rainbow)
          tooltip = g_strdup_printf (axis == TSR_AXIS_NS
                                     /* Translators: a tooltip; %s says where the bridge is now, "held by
                                      * Red" or "beside the board" */
                                     ? _("The Rainbow Bridge, north–south (now %s)")
                                     /* Translators: a tooltip; %s says where the bridge is now, "held by
                                      * Red" or "beside the board" */
                                     : _("The Rainbow Bridge, west–east (now %s)"), where);
        else
          tooltip = g_strdup (axis == TSR_AXIS_NS ? _("A bridge, north–south") : _("A bridge, west–east"));
        gtk_flow_box_append (self->tokens, item_new (tool, texture, FIGURE_PIXELS, "", tooltip));
      }

  return TRUE;
}

static void
fill_tokens (TsrPalette *self,
             TsrGame    *game)
{
  gboolean any = FALSE;

  clear_flow_box (self->tokens);
  for (TsrTokenKind kind = 0; kind < TSR_N_TOKEN_KINDS; kind++)
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
      tooltip = kind == TSR_TOKEN_INFECTION
                /* Translators: a tooltip; %s is how many are left, a number or ∞ */
                ? g_strdup_printf (_("Infection token: %s in the supply"), count)
                /* Translators: a tooltip; %s is how many are left, a number or ∞ */
                : g_strdup_printf (_("Earthquake token: %s in the supply"), count);
      gtk_flow_box_append (self->tokens, item_new (tool, texture, FIGURE_PIXELS, count, tooltip));
    }

  any |= fill_bridges (self, game);
  gtk_widget_set_visible (self->tokens_heading, any);
  gtk_widget_set_visible (GTK_WIDGET (self->tokens), any);
}

static void
fill_tests (TsrPalette *self,
            TsrGame    *game)
{
  g_autoptr(GArray) deck = g_array_new (FALSE, FALSE, sizeof (TsrTestCard));
  g_autoptr(GArray) discards = g_array_new (FALSE, FALSE, sizeof (TsrTestCard));
  g_autoptr(GString) text = g_string_new (NULL);
  g_autofree char *summary = NULL;

  gtk_widget_set_visible (self->tests_box, tsr_game_has_module (game, "covid"));
  if (!tsr_game_has_module (game, "covid"))
    return;

  tsr_game_get_tests (game, deck, discards);
  for (guint i = 0; i < deck->len; i++)
    g_string_append_printf (text, "%s%s", i > 0 ? " " : "",
                            tsr_test_card_to_string (g_array_index (deck, TsrTestCard, i)));
  gtk_text_buffer_set_text (gtk_text_view_get_buffer (self->tests_text), text->str, -1);

  /* Translators: the testing cards: how many in the pile, how many discarded */
  summary = g_strdup_printf (_("%u in the pile, top first; %u discarded"), deck->len, discards->len);
  gtk_label_set_text (self->tests_summary, summary);
}

static void
fill_deck (TsrPalette *self,
           TsrGame    *game)
{
  g_autoptr(GString) text = g_string_new (NULL);
  guint n = tsr_game_get_deck_size (game);
  g_autofree char *summary = NULL;

  for (guint i = 0; i < n; i++)
    {
      if (i > 0)
        g_string_append_c (text, ' ');
      g_string_append (text, tsr_game_get_deck_tile (game, i)->id);
    }
  gtk_text_buffer_set_text (gtk_text_view_get_buffer (self->deck_text), text->str, -1);

  summary = g_strdup_printf (g_dngettext (GETTEXT_PACKAGE, "%u tile, top first", "%u tiles, top first", n), n);
  gtk_label_set_text (self->deck_summary, summary);
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
  fill_tests (self, game);
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
on_apply_deck (TsrPalette *self)
{
  GtkTextBuffer *buffer = gtk_text_view_get_buffer (self->deck_text);
  GtkTextIter start, end;
  g_autofree char *text = NULL;
  g_auto(GStrv) ids = NULL;
  g_autoptr(GPtrArray) types = g_ptr_array_new ();
  DeckEdit edit = { types, FALSE, FALSE };

  gtk_text_buffer_get_bounds (buffer, &start, &end);
  text = gtk_text_buffer_get_text (buffer, &start, &end, FALSE);
  ids = g_strsplit_set (g_strstrip (text), " \t\n", -1);

  for (guint i = 0; ids[i] != NULL; i++)
    {
      const TsrTileType *type;

      if (*ids[i] == '\0')
        continue;
      type = tsr_catalogue_lookup (tsr_catalogue_get_default (), ids[i]);
      if (type == NULL)
        {
          /* Translators: %s is what was typed where a tile id was expected */
          g_autofree char *message = g_strdup_printf (_("There is no tile called “%s”: the deck was not "
                                                        "changed."), ids[i]);

          say (self, message);
          return;
        }
      g_ptr_array_add (types, (gpointer) type);
    }

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

/* The testing cards */

typedef struct
{
  GArray   *deck;
  gboolean  shuffle;
} TestsEdit;

static gboolean
set_tests (TsrGame  *game,
           gpointer  data,
           GError  **error)
{
  TestsEdit *edit = data;
  g_autoptr(GArray) discards = g_array_new (FALSE, FALSE, sizeof (TsrTestCard));
  g_autoptr(GArray) deck = g_array_new (FALSE, FALSE, sizeof (TsrTestCard));

  tsr_game_get_tests (game, deck, discards);
  if (edit->shuffle)
    {
      g_autoptr(GRand) rand = g_rand_new ();

      for (guint i = deck->len; i > 1; i--)
        {
          guint j = g_rand_int_range (rand, 0, i);
          TsrTestCard tmp = g_array_index (deck, TsrTestCard, i - 1);

          g_array_index (deck, TsrTestCard, i - 1) = g_array_index (deck, TsrTestCard, j);
          g_array_index (deck, TsrTestCard, j) = tmp;
        }
    }
  else
    {
      g_array_set_size (deck, 0);
      g_array_append_vals (deck, edit->deck->data, edit->deck->len);
    }

  return tsr_game_set_tests (game, (const TsrTestCard *) (void *) deck->data, deck->len,
                             (const TsrTestCard *) (void *) discards->data, discards->len, error);
}

static void
edit_tests (TsrPalette *self,
            TestsEdit  *edit)
{
  g_autoptr(GError) error = NULL;

  if (!tsr_document_edit (self->document, set_tests, edit, &error))
    say (self, error->message);
}

static void
on_apply_tests (TsrPalette *self)
{
  GtkTextBuffer *buffer = gtk_text_view_get_buffer (self->tests_text);
  GtkTextIter start, end;
  g_autofree char *text = NULL;
  g_auto(GStrv) names = NULL;
  g_autoptr(GArray) deck = g_array_new (FALSE, FALSE, sizeof (TsrTestCard));
  TestsEdit edit = { deck, FALSE };

  gtk_text_buffer_get_bounds (buffer, &start, &end);
  text = gtk_text_buffer_get_text (buffer, &start, &end, FALSE);
  names = g_strsplit_set (g_strstrip (text), " \t\n", -1);

  for (guint i = 0; names[i] != NULL; i++)
    {
      TsrTestCard card;

      if (*names[i] == '\0')
        continue;
      if (!tsr_test_card_from_string (names[i], &card))
        {
          /* Translators: %s is what was typed where a card was expected */
          g_autofree char *message = g_strdup_printf (_("There is no testing card called “%s”: the cards are "
                                                        "negative, positive and death. Nothing was changed."),
                                                      names[i]);

          say (self, message);
          return;
        }
      g_array_append_val (deck, card);
    }

  edit_tests (self, &edit);
}

static void
on_shuffle_tests (TsrPalette *self)
{
  TestsEdit edit = { NULL, TRUE };

  edit_tests (self, &edit);
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
  gtk_widget_class_bind_template_child (widget_class, TsrPalette, tests_box);
  gtk_widget_class_bind_template_child (widget_class, TsrPalette, tests_summary);
  gtk_widget_class_bind_template_child (widget_class, TsrPalette, tests_text);
  gtk_widget_class_bind_template_child (widget_class, TsrPalette, apply_tests);
  gtk_widget_class_bind_template_child (widget_class, TsrPalette, shuffle_tests);
  gtk_widget_class_bind_template_child (widget_class, TsrPalette, deck_summary);
  gtk_widget_class_bind_template_child (widget_class, TsrPalette, deck_text);
  gtk_widget_class_bind_template_child (widget_class, TsrPalette, apply_deck);
  gtk_widget_class_bind_template_child (widget_class, TsrPalette, fill_deck);
  gtk_widget_class_bind_template_child (widget_class, TsrPalette, shuffle_deck);
  gtk_widget_class_set_layout_manager_type (widget_class, GTK_TYPE_BIN_LAYOUT);
}

static void
tsr_palette_init (TsrPalette *self)
{
  gtk_widget_init_template (GTK_WIDGET (self));

  g_signal_connect (self->tiles, "selected-children-changed", G_CALLBACK (on_selected), self);
  g_signal_connect (self->tokens, "selected-children-changed", G_CALLBACK (on_selected), self);
  g_signal_connect_swapped (self->apply_tests, "clicked", G_CALLBACK (on_apply_tests), self);
  g_signal_connect_swapped (self->shuffle_tests, "clicked", G_CALLBACK (on_shuffle_tests), self);
  g_signal_connect_swapped (self->apply_deck, "clicked", G_CALLBACK (on_apply_deck), self);
  g_signal_connect_swapped (self->fill_deck, "clicked", G_CALLBACK (on_fill_deck), self);
  g_signal_connect_swapped (self->shuffle_deck, "clicked", G_CALLBACK (on_shuffle_deck), self);
}
