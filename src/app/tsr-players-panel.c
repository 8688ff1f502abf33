/* tsr-players-panel.c
 *
 * One expandable row per player, in turn order.  In edit mode a row sets
 * the player's name, colour, score, the figures they own and the pieces
 * the modules count for them (bridges), moves them in the turn order or
 * removes them; every change is an undoable edit of the
 * document.  In play mode the rows show the game's scores and supplies.
 *
 * A player's colour is their id: figures of a player called "red" are
 * drawn in the red of the colour-blind-safe palette, with the player's
 * initial on them.
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 */

#define G_LOG_DOMAIN "tessera"

#include "config.h"

#include <glib/gi18n.h>

#include "tsr-a11y.h"
#include "tsr-art-texture.h"
#include "tsr-players-panel.h"
#include "tsr-tooltip.h"
#include "tsr-text-filter.h"

struct _TsrPlayersPanel
{
  GtkWidget             parent_instance;

  AdwPreferencesGroup  *group;
  GtkButton            *add_button;

  TsrDocument          *document;
  GPtrArray            *rows;       /* AdwExpanderRow, one per player */
  GHashTable           *expanded;   /* player ids whose rows are open */
  guint                 rebuild_id; /* the rows are rebuilt once idle */
  gboolean              rows_in_play; /* the rows were built for Play */
};

G_DEFINE_FINAL_TYPE (TsrPlayersPanel, tsr_players_panel, GTK_TYPE_WIDGET)

enum {
  MESSAGE,
  N_SIGNALS
};

static guint signals[N_SIGNALS];

/* The colours a player can have, as the ids the renderer knows. */
static const struct
{
  const char *id;
  const char *name;
} colours[] = {
  { "red", NC_("player colour", "Red") },
  { "blue", NC_("player colour", "Blue") },
  { "green", NC_("player colour", "Green") },
  { "yellow", NC_("player colour", "Yellow") },
  { "black", NC_("player colour", "Black") },
  { "grey", NC_("player colour", "Grey") },
  { "orange", NC_("player colour", "Orange") },
  { "sky", NC_("player colour", "Sky Blue") },
};

typedef struct
{
  guint          index;
  guint          to;
  const char    *id;
  const char    *name;
  gint           value;
  TsrFigureKind  kind;
  guint          flag;
  guint          stock;
} PlayerEdit;

static void
edit (TsrPlayersPanel *self,
      TsrEditFunc      func,
      PlayerEdit      *data)
{
  g_autoptr(GError) error = NULL;

  if (!tsr_document_edit (self->document, func, data, &error))
    g_signal_emit (self, signals[MESSAGE], 0, error->message);
}

static gboolean
do_add (TsrGame  *game,
        gpointer  data,
        GError  **error)
{
  /* The first colour nobody has, else a numbered id. */
  for (guint i = 0; i < G_N_ELEMENTS (colours); i++)
    if (tsr_game_find_player (game, colours[i].id) < 0)
      {
        tsr_game_add_player (game, colours[i].id, g_dpgettext2 (NULL, "player colour", colours[i].name));
        return TRUE;
      }

  for (guint n = tsr_game_get_n_players (game) + 1; ; n++)
    {
      g_autofree char *id = g_strdup_printf ("p%u", n);

      if (tsr_game_find_player (game, id) < 0)
        {
          tsr_game_add_player (game, id, NULL);
          return TRUE;
        }
    }
}

static gboolean
do_rename (TsrGame  *game,
           gpointer  data,
           GError  **error)
{
  PlayerEdit *e = data;
  const TsrPlayer *player = tsr_game_get_player (game, e->index);

  return tsr_game_edit_player (game, e->index, e->id != NULL ? e->id : player->id,
                               e->name != NULL ? e->name : player->name, error);
}

static gboolean
do_remove (TsrGame  *game,
           gpointer  data,
           GError  **error)
{
  tsr_game_edit_remove_player (game, ((PlayerEdit *) data)->index);
  return TRUE;
}

static gboolean
do_move (TsrGame  *game,
         gpointer  data,
         GError  **error)
{
  PlayerEdit *e = data;

  tsr_game_edit_move_player (game, e->index, e->to);
  return TRUE;
}

static gboolean
do_score (TsrGame  *game,
          gpointer  data,
          GError  **error)
{
  PlayerEdit *e = data;

  tsr_game_set_score (game, e->index, e->value);
  return TRUE;
}

static gboolean
do_owned (TsrGame  *game,
          gpointer  data,
          GError  **error)
{
  PlayerEdit *e = data;

  tsr_game_set_owned (game, e->index, e->kind, e->value);
  return TRUE;
}

static gboolean
do_stock (TsrGame  *game,
          gpointer  data,
          GError  **error)
{
  PlayerEdit *e = data;

  tsr_game_set_stock (game, e->index, e->stock, e->value);
  return TRUE;
}

static gboolean
do_flag (TsrGame  *game,
         gpointer  data,
         GError  **error)
{
  PlayerEdit *e = data;

  return tsr_player_flag_get_decl (e->flag)->set (game, e->index, e->value, error);
}

static guint
row_player (GtkWidget *widget)
{
  return GPOINTER_TO_UINT (g_object_get_data (G_OBJECT (widget), "player"));
}

static void
on_name_applied (AdwEntryRow     *row,
                 TsrPlayersPanel *self)
{
  PlayerEdit e = { .index = row_player (GTK_WIDGET (row)), .name = gtk_editable_get_text (GTK_EDITABLE (row)) };

  if (*e.name == '\0')
    return;
  edit (self, do_rename, &e);
}

static void
on_colour_selected (AdwComboRow     *row,
                    GParamSpec      *pspec,
                    TsrPlayersPanel *self)
{
  guint selected = adw_combo_row_get_selected (row);
  PlayerEdit e = { .index = row_player (GTK_WIDGET (row)) };

  if (selected >= G_N_ELEMENTS (colours) ||
      g_strcmp0 (tsr_game_get_player (tsr_document_get_game (self->document), e.index)->id,
                 colours[selected].id) == 0)
    return;

  e.id = colours[selected].id;
  edit (self, do_rename, &e);
}

static void
on_score_changed (GtkSpinButton   *spin,
                  TsrPlayersPanel *self)
{
  PlayerEdit e = { .index = row_player (GTK_WIDGET (spin)), .value = gtk_spin_button_get_value_as_int (spin) };

  if (tsr_game_get_player (tsr_document_get_game (self->document), e.index)->score != e.value)
    edit (self, do_score, &e);
}

static void
on_flag_toggled (AdwActionRow *row)
{
  TsrPlayersPanel *self = g_object_get_data (G_OBJECT (row), "panel");
  GtkSwitch *toggle = GTK_SWITCH (adw_action_row_get_activatable_widget (row));
  PlayerEdit e = {
    .index = row_player (GTK_WIDGET (row)),
    .value = gtk_switch_get_active (toggle),
    .flag = GPOINTER_TO_UINT (g_object_get_data (G_OBJECT (row), "flag")),
  };
  const TsrPlayer *player = tsr_game_get_player (tsr_document_get_game (self->document), e.index);

  if (((player->flags & *tsr_player_flag_get_decl (e.flag)->bit) != 0) != e.value)
    edit (self, do_flag, &e);
}

static void
on_owned_changed (GtkSpinButton   *spin,
                  TsrPlayersPanel *self)
{
  PlayerEdit e = {
    .index = row_player (GTK_WIDGET (spin)),
    .value = gtk_spin_button_get_value_as_int (spin),
    .kind = GPOINTER_TO_INT (g_object_get_data (G_OBJECT (spin), "kind")),
  };

  if (tsr_game_get_player (tsr_document_get_game (self->document), e.index)->owned[e.kind] != e.value)
    edit (self, do_owned, &e);
}

static void
on_stock_changed (GtkSpinButton   *spin,
                  TsrPlayersPanel *self)
{
  PlayerEdit e = {
    .index = row_player (GTK_WIDGET (spin)),
    .value = gtk_spin_button_get_value_as_int (spin),
    .stock = GPOINTER_TO_UINT (g_object_get_data (G_OBJECT (spin), "stock")),
  };

  if (tsr_game_get_stock (tsr_document_get_game (self->document), e.index, e.stock) != e.value)
    edit (self, do_stock, &e);
}

static void
on_move_clicked (GtkButton       *button,
                 TsrPlayersPanel *self)
{
  PlayerEdit e = { .index = row_player (GTK_WIDGET (button)) };
  int delta = GPOINTER_TO_INT (g_object_get_data (G_OBJECT (button), "delta"));

  e.to = e.index + delta;
  edit (self, do_move, &e);
}

static void
on_remove_clicked (GtkButton       *button,
                   TsrPlayersPanel *self)
{
  PlayerEdit e = { .index = row_player (GTK_WIDGET (button)) };

  edit (self, do_remove, &e);
}

static void
on_add_clicked (TsrPlayersPanel *self)
{
  PlayerEdit e = { 0 };

  edit (self, do_add, &e);
}

static void
on_expanded (AdwExpanderRow  *row,
             GParamSpec      *pspec,
             TsrPlayersPanel *self)
{
  const char *id = g_object_get_data (G_OBJECT (row), "id");

  if (adw_expander_row_get_expanded (row))
    g_hash_table_add (self->expanded, g_strdup (id));
  else
    g_hash_table_remove (self->expanded, id);
}

static GtkWidget *
spin_row (TsrPlayersPanel *self,
          AdwExpanderRow  *expander,
          const char      *title,
          guint            player,
          double           low,
          double           high,
          gint             value,
          GCallback        callback)
{
  GtkWidget *row = adw_action_row_new ();
  GtkWidget *spin = gtk_spin_button_new_with_range (low, high, 1);

  adw_preferences_row_set_title (ADW_PREFERENCES_ROW (row), title);
  gtk_spin_button_set_value (GTK_SPIN_BUTTON (spin), value);
  gtk_widget_set_valign (spin, GTK_ALIGN_CENTER);
  g_object_set_data (G_OBJECT (spin), "player", GUINT_TO_POINTER (player));
  g_signal_connect (spin, "value-changed", callback, self);
  /* Named by the row's title itself: GTK 4.8 finds no name through a
   * relation to a libadwaita row, and read "GtkSpinButton". */
  gtk_accessible_update_property (GTK_ACCESSIBLE (spin), GTK_ACCESSIBLE_PROPERTY_LABEL, title, -1);
  adw_action_row_add_suffix (ADW_ACTION_ROW (row), spin);
  adw_expander_row_add_row (expander, row);
  return spin;
}

static GtkWidget *
icon_button (const char *icon,
             const char *tooltip,
             guint       player,
             GCallback   callback,
             gpointer    data)
{
  GtkWidget *button = gtk_button_new_from_icon_name (icon);

  tsr_tooltip_set (button, tooltip);
  gtk_widget_set_valign (button, GTK_ALIGN_CENTER);
  gtk_widget_add_css_class (button, "flat");
  g_object_set_data (G_OBJECT (button), "player", GUINT_TO_POINTER (player));
  g_signal_connect (button, "clicked", callback, data);
  return button;
}

/* The row's subtitle: the player's score, their supply of meeples, what
 * the modules count for them and what their flags say of them, as a list
 * of separate facts. */
static char *
player_summary (TsrGame         *game,
                guint            index,
                gint             supply)
{
  const TsrPlayer *player = tsr_game_get_player (game, index);
  GString *summary = g_string_new (NULL);
  /* Translators: what separates the facts listed under a player's name:
   * "4 points · 6 meeples in the supply" */
  const char *separator = C_("list separator", " · ");

  /* Translators: one fact in the list under a player's name */
  g_string_append_printf (summary, g_dngettext (GETTEXT_PACKAGE, "%d point", "%d points", ABS (player->score)),
                          player->score);
  g_string_append (summary, separator);
  /* Translators: one fact in the list under a player's name */
  g_string_append_printf (summary, g_dngettext (GETTEXT_PACKAGE, "%d meeple in the supply",
                                                "%d meeples in the supply", ABS (supply)),
                          supply);
  for (guint s = 0; s < tsr_player_stock_count (); s++)
    {
      const TsrPlayerStockDecl *decl = tsr_player_stock_get_decl (s);
      gint count = tsr_game_get_stock (game, index, s);

      /* Said when the rules give some, or a player was given some. */
      if (tsr_game_has_any_module (game, tsr_player_stock_get_owners (s)) && (count > 0 || decl->initial (game) > 0))
        {
          g_autofree char *fact = decl->summary (count);

          g_string_append (summary, separator);
          g_string_append (summary, fact);
        }
    }
  for (guint f = 0; f < tsr_player_flag_count (); f++)
    {
      const TsrPlayerFlagDecl *decl = tsr_player_flag_get_decl (f);

      if ((player->flags & *decl->bit) != 0 && tsr_game_has_any_module (game, tsr_player_flag_get_owners (f)))
        {
          g_string_append (summary, separator);
          g_string_append (summary, _(decl->summary));
        }
    }
  return g_string_free (summary, FALSE);
}

/* A switch for one of the modules' yes/no facts of a player. */
static GtkWidget *
flag_row (TsrPlayersPanel *self,
          const TsrPlayer *player,
          guint            index,
          guint            flag)
{
  const TsrPlayerFlagDecl *decl = tsr_player_flag_get_decl (flag);
  GtkWidget *row = adw_action_row_new ();
  GtkWidget *toggle = gtk_switch_new ();

  adw_preferences_row_set_title (ADW_PREFERENCES_ROW (row), _(decl->title));
  gtk_switch_set_active (GTK_SWITCH (toggle), (player->flags & *decl->bit) != 0);
  gtk_widget_set_valign (toggle, GTK_ALIGN_CENTER);
  adw_action_row_add_suffix (ADW_ACTION_ROW (row), toggle);
  adw_action_row_set_activatable_widget (ADW_ACTION_ROW (row), toggle);
  g_object_set_data (G_OBJECT (row), "player", GUINT_TO_POINTER (index));
  g_object_set_data (G_OBJECT (row), "flag", GUINT_TO_POINTER (flag));
  g_object_set_data (G_OBJECT (row), "panel", self);
  g_signal_connect_swapped (toggle, "notify::active", G_CALLBACK (on_flag_toggled), row);
  return row;
}

static GtkWidget *
player_row (TsrPlayersPanel *self,
            TsrGame         *game,
            guint            index,
            gboolean         editable)
{
  const TsrPlayer *player = tsr_game_get_player (game, index);
  GtkWidget *row = adw_expander_row_new ();
  AdwExpanderRow *expander = ADW_EXPANDER_ROW (row);
  g_autoptr(GdkTexture) texture = tsr_figure_texture_new (TSR_FIGURE_MEEPLE, player, index, 32);
  GtkWidget *icon = gtk_picture_new_for_paintable (GDK_PAINTABLE (texture));
  g_autoptr(GtkStringList) names = gtk_string_list_new (NULL);
  GtkWidget *name, *colour, *actions, *button, *spin;
  g_autofree char *subtitle = NULL;
  guint selected = GTK_INVALID_LIST_POSITION;
  gint supply = tsr_game_get_supply (game, index, TSR_FIGURE_MEEPLE);

  adw_preferences_row_set_title (ADW_PREFERENCES_ROW (row), tsr_player_get_display_name (player));
  subtitle = player_summary (game, index, supply);
  adw_expander_row_set_subtitle (expander, subtitle);
  tsr_a11y_name_expander_row (expander);
  gtk_widget_set_size_request (icon, 32, 32);
  adw_expander_row_add_prefix (expander, icon);
  g_object_set_data_full (G_OBJECT (row), "id", g_strdup (player->id), g_free);

  if (!editable)
    {
      /* In play, a player's score is something a rules test expects. */
      GtkWidget *expect = gtk_button_new_from_icon_name ("document-edit-symbolic");
      g_autofree char *target = g_strdup_printf ("score:%u", index);
      g_autofree char *tooltip = NULL;

      /* Translators: a tooltip; %s is a player's name */
      tooltip = g_strdup_printf (_("Expect %s’s score as it is at this point of the script"),
                                 tsr_player_get_display_name (player));
      gtk_widget_add_css_class (expect, "flat");
      gtk_widget_set_valign (expect, GTK_ALIGN_CENTER);
      tsr_tooltip_set (expect, tooltip);
      gtk_actionable_set_action_target (GTK_ACTIONABLE (expect), "s", target);
      gtk_actionable_set_action_name (GTK_ACTIONABLE (expect), "win.expect");
      adw_expander_row_add_action (expander, expect);
      adw_expander_row_set_enable_expansion (expander, FALSE);
      return row;
    }

  name = adw_entry_row_new ();
  adw_preferences_row_set_title (ADW_PREFERENCES_ROW (name), _("Name"));
  gtk_editable_set_text (GTK_EDITABLE (name), player->name);
  tsr_text_filter_editable (GTK_EDITABLE (name));
  adw_entry_row_set_show_apply_button (ADW_ENTRY_ROW (name), TRUE);
  g_object_set_data (G_OBJECT (name), "player", GUINT_TO_POINTER (index));
  g_signal_connect (name, "apply", G_CALLBACK (on_name_applied), self);
  adw_expander_row_add_row (expander, name);

  for (guint i = 0; i < G_N_ELEMENTS (colours); i++)
    {
      gtk_string_list_append (names, g_dpgettext2 (NULL, "player colour", colours[i].name));
      if (g_ascii_strcasecmp (player->id, colours[i].id) == 0)
        selected = i;
    }
  colour = adw_combo_row_new ();
  adw_preferences_row_set_title (ADW_PREFERENCES_ROW (colour), _("Colour"));
  adw_combo_row_set_model (ADW_COMBO_ROW (colour), G_LIST_MODEL (names));
  adw_combo_row_set_selected (ADW_COMBO_ROW (colour), selected);
  g_object_set_data (G_OBJECT (colour), "player", GUINT_TO_POINTER (index));
  g_signal_connect (colour, "notify::selected", G_CALLBACK (on_colour_selected), self);
  adw_expander_row_add_row (expander, colour);

  spin_row (self, expander, _("Score"), index, -9999, 9999, player->score, G_CALLBACK (on_score_changed));
  for (TsrFigureKind kind = 0; kind < tsr_figure_kind_count (); kind++)
    {
      const TsrFigureDecl *decl = tsr_figure_kind_get_decl (kind);

      if (decl->owned_title == NULL || !tsr_game_has_any_module (game, tsr_figure_kind_get_owners (kind)))
        continue;
      spin = spin_row (self, expander, _(decl->owned_title), index, 0, 99, player->owned[kind],
                       G_CALLBACK (on_owned_changed));
      g_object_set_data (G_OBJECT (spin), "kind", GINT_TO_POINTER (kind));
    }

  for (guint s = 0; s < tsr_player_stock_count (); s++)
    {
      const TsrPlayerStockDecl *decl = tsr_player_stock_get_decl (s);

      if (!tsr_game_has_any_module (game, tsr_player_stock_get_owners (s)))
        continue;
      spin = spin_row (self, expander, _(decl->title), index, 0, decl->max, tsr_game_get_stock (game, index, s),
                       G_CALLBACK (on_stock_changed));
      g_object_set_data (G_OBJECT (spin), "stock", GUINT_TO_POINTER (s));
    }

  for (guint f = 0; f < tsr_player_flag_count (); f++)
    if (tsr_game_has_any_module (game, tsr_player_flag_get_owners (f)))
      adw_expander_row_add_row (expander, flag_row (self, player, index, f));

  actions = adw_action_row_new ();
  adw_preferences_row_set_title (ADW_PREFERENCES_ROW (actions), _("Turn Order"));
  button = icon_button ("go-up-symbolic", _("Move Up"), index, G_CALLBACK (on_move_clicked), self);
  g_object_set_data (G_OBJECT (button), "delta", GINT_TO_POINTER (-1));
  gtk_widget_set_sensitive (button, index > 0);
  adw_action_row_add_suffix (ADW_ACTION_ROW (actions), button);
  button = icon_button ("go-down-symbolic", _("Move Down"), index, G_CALLBACK (on_move_clicked), self);
  g_object_set_data (G_OBJECT (button), "delta", GINT_TO_POINTER (1));
  gtk_widget_set_sensitive (button, index + 1 < tsr_game_get_n_players (game));
  adw_action_row_add_suffix (ADW_ACTION_ROW (actions), button);
  button = icon_button ("user-trash-symbolic", _("Remove the Player"), index, G_CALLBACK (on_remove_clicked), self);
  gtk_widget_add_css_class (button, "destructive-action");
  adw_action_row_add_suffix (ADW_ACTION_ROW (actions), button);
  adw_expander_row_add_row (expander, actions);

  adw_expander_row_set_expanded (expander, g_hash_table_contains (self->expanded, player->id));
  g_signal_connect (row, "notify::expanded", G_CALLBACK (on_expanded), self);
  return row;
}

/* What a row in play shows that only an edit can change: who the
 * player is, which decides their figure's colour and initial, and where
 * they are in the turn order. */
static char *
row_identity (TsrGame *game,
              guint    index)
{
  const TsrPlayer *player = tsr_game_get_player (game, index);

  /* The fields apart, so that no two players read the same. */
  return g_strdup_printf ("%u\x1f%s\x1f%s\x1f%s", index, player->id, player->name != NULL ? player->name : "",
                          tsr_player_get_display_name (player));
}

/* In play, moving from step to step changes only the scores and the
 * supplies: the rows stay and their summaries are brought up to date,
 * rather than each step building every row anew. */
static gboolean
update_play_rows (TsrPlayersPanel *self,
                  TsrGame         *game)
{
  if (!self->rows_in_play || self->rows->len != tsr_game_get_n_players (game))
    return FALSE;

  for (guint i = 0; i < self->rows->len; i++)
    {
      g_autofree char *identity = row_identity (game, i);

      if (g_strcmp0 (identity, g_object_get_data (g_ptr_array_index (self->rows, i), "identity")) != 0)
        return FALSE;
    }

  for (guint i = 0; i < self->rows->len; i++)
    {
      g_autofree char *subtitle = player_summary (game, i, tsr_game_get_supply (game, i, TSR_FIGURE_MEEPLE));

      adw_expander_row_set_subtitle (g_ptr_array_index (self->rows, i), subtitle);
    }
  return TRUE;
}

static void
rebuild (TsrPlayersPanel *self)
{
  TsrGame *game;
  gboolean editable;

  if (self->document != NULL && tsr_document_get_mode (self->document) == TSR_DOCUMENT_PLAY &&
      update_play_rows (self, tsr_document_get_game (self->document)))
    return;

  for (guint i = 0; i < self->rows->len; i++)
    adw_preferences_group_remove (self->group, g_ptr_array_index (self->rows, i));
  g_ptr_array_set_size (self->rows, 0);
  self->rows_in_play = FALSE;

  if (self->document == NULL)
    return;

  game = tsr_document_get_game (self->document);
  editable = tsr_document_get_mode (self->document) == TSR_DOCUMENT_EDIT;
  gtk_widget_set_visible (GTK_WIDGET (self->add_button), editable);

  for (guint i = 0; i < tsr_game_get_n_players (game); i++)
    {
      GtkWidget *row = player_row (self, game, i, editable);

      adw_preferences_group_add (self->group, row);
      g_ptr_array_add (self->rows, row);
      g_object_set_data_full (G_OBJECT (row), "identity", row_identity (game, i), g_free);
    }
  self->rows_in_play = !editable;
}

static gboolean
rebuild_idle (gpointer data)
{
  TsrPlayersPanel *self = data;

  self->rebuild_id = 0;
  rebuild (self);
  return G_SOURCE_REMOVE;
}

/* The rows are rebuilt once the edit that changed the document is over:
 * a spin button or switch that made the edit is still inside its signal,
 * and must not be destroyed there.  Before the next frame all the same. */
void
tsr_players_panel_refresh (TsrPlayersPanel *self)
{
  if (self->rebuild_id == 0)
    self->rebuild_id = g_idle_add_full (G_PRIORITY_HIGH_IDLE, rebuild_idle, self, NULL);
}

void
tsr_players_panel_set_document (TsrPlayersPanel *self,
                                TsrDocument     *document)
{
  g_set_object (&self->document, document);
  g_clear_handle_id (&self->rebuild_id, g_source_remove);
  rebuild (self);
}

static void
tsr_players_panel_dispose (GObject *object)
{
  TsrPlayersPanel *self = TSR_PLAYERS_PANEL (object);
  GtkWidget *child;

  gtk_widget_dispose_template (GTK_WIDGET (self), TSR_TYPE_PLAYERS_PANEL);
  /* The template's root is not bound to a field, so it goes by hand. */
  while ((child = gtk_widget_get_first_child (GTK_WIDGET (self))) != NULL)
    gtk_widget_unparent (child);
  g_clear_handle_id (&self->rebuild_id, g_source_remove);
  g_clear_object (&self->document);
  g_clear_pointer (&self->rows, g_ptr_array_unref);
  g_clear_pointer (&self->expanded, g_hash_table_unref);

  G_OBJECT_CLASS (tsr_players_panel_parent_class)->dispose (object);
}

static void
tsr_players_panel_class_init (TsrPlayersPanelClass *klass)
{
  GObjectClass *object_class = G_OBJECT_CLASS (klass);
  GtkWidgetClass *widget_class = GTK_WIDGET_CLASS (klass);

  object_class->dispose = tsr_players_panel_dispose;

  /**
   * TsrPlayersPanel::message:
   * @message: a sentence for the user (why an edit was refused)
   */
  signals[MESSAGE] = g_signal_new ("message", G_TYPE_FROM_CLASS (klass), G_SIGNAL_RUN_LAST,
                                   0, NULL, NULL, NULL, G_TYPE_NONE, 1, G_TYPE_STRING);

  gtk_widget_class_set_template_from_resource (widget_class, RESOURCE_BASE "/tsr-players-panel.ui");
  gtk_widget_class_bind_template_child (widget_class, TsrPlayersPanel, group);
  gtk_widget_class_bind_template_child (widget_class, TsrPlayersPanel, add_button);
  gtk_widget_class_set_layout_manager_type (widget_class, GTK_TYPE_BIN_LAYOUT);
}

static void
tsr_players_panel_init (TsrPlayersPanel *self)
{
  gtk_widget_init_template (GTK_WIDGET (self));

  self->rows = g_ptr_array_new ();
  self->expanded = g_hash_table_new_full (g_str_hash, g_str_equal, g_free, NULL);
  g_signal_connect_swapped (self->add_button, "clicked", G_CALLBACK (on_add_clicked), self);
}
