/* tsr-rules-panel.c
 *
 * A switch per expansion and supporting piece, and a row per variant of
 * the rule sets in play, each with its one-line description from the rule
 * text.  Switching on a module that needs another switches that one on too
 * (the core does) and says so.  The rules are those of the position: in
 * play mode they are shown but cannot change.  A variant with named
 * readings has a button comparing them (win.compare-readings), in either
 * mode.
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 */

#define G_LOG_DOMAIN "tessera"

#include "config.h"

#include <glib/gi18n.h>

#include "tsr-a11y.h"
#include "tsr-rules-panel.h"
#include "tsr-tooltip.h"

struct _TsrRulesPanel
{
  GtkWidget             parent_instance;

  AdwPreferencesGroup  *modules_group;
  AdwPreferencesGroup  *editions_group;
  AdwPreferencesGroup  *variants_group;

  TsrDocument          *document;
  GPtrArray            *rows;       /* the rows added to either group */
  gboolean              updating;
  gboolean              stale;      /* to be refreshed when next shown */
};

G_DEFINE_FINAL_TYPE (TsrRulesPanel, tsr_rules_panel, GTK_TYPE_WIDGET)

enum {
  MESSAGE,
  N_SIGNALS
};

static guint signals[N_SIGNALS];

typedef struct
{
  const char *id;
  const char *value;
  gboolean    on;
  gboolean    start_changed;
} RulesEdit;

static gboolean
do_module (TsrGame  *game,
           gpointer  data,
           GError  **error)
{
  RulesEdit *e = data;

  return tsr_game_edit_switch_module (game, e->id, e->on, &e->start_changed, error);
}

static gboolean
do_variant (TsrGame  *game,
            gpointer  data,
            GError  **error)
{
  RulesEdit *e = data;

  return tsr_game_set_variant (game, e->id, e->value, error);
}

static void
edit (TsrRulesPanel *self,
      TsrEditFunc    func,
      RulesEdit     *data)
{
  g_autoptr(GError) error = NULL;

  if (!tsr_document_edit (self->document, func, data, &error))
    {
      g_signal_emit (self, signals[MESSAGE], 0, error->message);
      /* Put the switch back as the position has it. */
      tsr_rules_panel_refresh (self);
    }
}

/* The first paragraph of a text, in the user's language. */
static const char *
first_line (GStrv text)
{
  return text != NULL && text[0] != NULL ? tsr_translate (text[0]) : NULL;
}

static void
on_module_switched (GtkSwitch     *toggle,
                    GParamSpec    *pspec,
                    TsrRulesPanel *self)
{
  TsrRulebook *rulebook = tsr_rulebook_get_default ();
  GPtrArray *modules = tsr_rulebook_get_modules (rulebook);
  RulesEdit e = { g_object_get_data (G_OBJECT (toggle), "module"), NULL, gtk_switch_get_active (toggle), FALSE };
  g_autoptr(GPtrArray) before = g_ptr_array_new ();
  TsrGame *game;
  gboolean was_box;
  guint deck_before;

  if (self->updating)
    return;

  game = tsr_document_get_game (self->document);
  for (guint i = 0; i < modules->len; i++)
    if (tsr_game_has_module (game, ((TsrModuleText *) g_ptr_array_index (modules, i))->id))
      g_ptr_array_add (before, g_ptr_array_index (modules, i));
  was_box = tsr_game_deck_is_box (game);
  deck_before = tsr_game_get_deck_size (game);

  edit (self, do_module, &e);
  game = tsr_document_get_game (self->document);
  /* A deck that was the box is the box again; one arranged by hand kept
   * its order, which the user would not see without being told. */
  if (e.on && !was_box && tsr_game_get_deck_size (game) > deck_before)
    {
      guint added = tsr_game_get_deck_size (game) - deck_before;
      g_autofree char *message = g_strdup_printf (g_dngettext (GETTEXT_PACKAGE,
                                                               /* Translators: %u is a number of tiles, %s the
                                                                * name of the expansion just switched on */
                                                               "%u tile of %s joined the deck; the tiles that were in it keep their order.",
                                                               "%u tiles of %s joined the deck; the tiles that were in it keep their order.",
                                                               added),
                                                  added,
                                                  tsr_translate (tsr_rulebook_lookup_module (rulebook, e.id)->title));

      g_signal_emit (self, signals[MESSAGE], 0, message);
    }
  if (e.start_changed)
    {
      /* Translators: %s is an expansion (River I) whose own start tile was just put on the board */
      g_autofree char *message = e.on ? g_strdup_printf (_("The start tile is now the one %s begins on."),
                                                         tsr_translate (tsr_rulebook_lookup_module (rulebook,
                                                                                                   e.id)->title))
                                      : g_strdup (_("The usual start tile is back in place."));

      g_signal_emit (self, signals[MESSAGE], 0, message);
    }

  /* Say which other pieces came with it. */
  for (guint i = 0; e.on && i < modules->len; i++)
    {
      const TsrModuleText *module = g_ptr_array_index (modules, i);

      if (g_str_equal (module->id, e.id) || !tsr_game_has_module (game, module->id) ||
          g_ptr_array_find (before, module, NULL))
        continue;

      {
        const TsrModuleText *wanted = tsr_rulebook_lookup_module (rulebook, e.id);
        /* Translators: the first %s is a piece (Bridges) switched on because the second
         * (The Rainbow Bridge) needs it */
        g_autofree char *message = g_strdup_printf (_("%s switched on as well: %s needs it."),
                                                    tsr_translate (module->title),
                                                    tsr_translate (wanted->title));

        g_signal_emit (self, signals[MESSAGE], 0, message);
      }
    }
}

static GtkWidget *
module_row (TsrRulesPanel       *self,
            TsrGame             *game,
            const TsrModuleText *module,
            gboolean             editable)
{
  GtkWidget *row = adw_action_row_new ();
  GtkWidget *toggle = gtk_switch_new ();

  adw_preferences_row_set_title (ADW_PREFERENCES_ROW (row), tsr_translate (module->title));
  if (first_line (module->text) != NULL)
    adw_action_row_set_subtitle (ADW_ACTION_ROW (row), first_line (module->text));
  gtk_switch_set_active (GTK_SWITCH (toggle), tsr_game_has_module (game, module->id));
  gtk_widget_set_valign (toggle, GTK_ALIGN_CENTER);
  gtk_widget_set_sensitive (toggle, editable);
  adw_action_row_add_suffix (ADW_ACTION_ROW (row), toggle);
  adw_action_row_set_activatable_widget (ADW_ACTION_ROW (row), toggle);
  g_object_set_data (G_OBJECT (toggle), "module", module->id);
  g_signal_connect (toggle, "notify::active", G_CALLBACK (on_module_switched), self);
  return row;
}

static void
on_reading_toggled (GtkCheckButton *check,
                    TsrRulesPanel  *self)
{
  const TsrVariant *variant = g_object_get_data (G_OBJECT (check), "variant");
  const TsrVariantValue *value = g_object_get_data (G_OBJECT (check), "value");
  RulesEdit e = { variant->id, value->id, FALSE };

  if (self->updating || !gtk_check_button_get_active (check))
    return;

  if (g_strcmp0 (e.value, tsr_game_get_variant (tsr_document_get_game (self->document), variant->id)) != 0)
    edit (self, do_variant, &e);
}

static void
on_variant_number (GtkSpinButton *spin,
                   TsrRulesPanel *self)
{
  const TsrVariant *variant = g_object_get_data (G_OBJECT (spin), "variant");
  g_autofree char *value = g_strdup_printf ("%d", gtk_spin_button_get_value_as_int (spin));
  RulesEdit e = { variant->id, value, FALSE };

  if (self->updating)
    return;
  if (g_strcmp0 (e.value, tsr_game_get_variant (tsr_document_get_game (self->document), variant->id)) != 0)
    edit (self, do_variant, &e);
}

/* What the rule text calls a reading of @variant. */
static const char *
value_label (const TsrVariantValue *value)
{
  return first_line (value->text) != NULL ? first_line (value->text) : value->id;
}

static GtkWidget *
compare_button (const TsrVariant *variant)
{
  GtkWidget *button = gtk_button_new_from_icon_name ("view-dual-symbolic");

  gtk_widget_set_valign (button, GTK_ALIGN_CENTER);
  gtk_widget_add_css_class (button, "flat");
  /* Translators: the tooltip of a variant's button in the Rules tab that opens Compare Readings */
  tsr_tooltip_set (button, _("Compare Readings: the scenario replayed under each reading, "
                                         "and where they part"));
  gtk_accessible_update_property (GTK_ACCESSIBLE (button), GTK_ACCESSIBLE_PROPERTY_LABEL,
                                  _("Compare Readings"), -1);
  gtk_actionable_set_action_name (GTK_ACTIONABLE (button), "win.compare-readings");
  gtk_actionable_set_action_target (GTK_ACTIONABLE (button), "s", variant->id);
  return button;
}

/* A reading of a variant to choose: a row with a radio button, its
 * whole sentence as the title, wrapped rather than cut. */
static GtkWidget *
reading_row (TsrRulesPanel         *self,
             const TsrVariant      *variant,
             const TsrVariantValue *value,
             gboolean               chosen,
             GtkWidget             *group)
{
  GtkWidget *row = adw_action_row_new ();
  GtkWidget *check = gtk_check_button_new ();

  adw_preferences_row_set_title (ADW_PREFERENCES_ROW (row), value_label (value));
  gtk_check_button_set_group (GTK_CHECK_BUTTON (check), GTK_CHECK_BUTTON (group));
  gtk_check_button_set_active (GTK_CHECK_BUTTON (check), chosen);
  gtk_widget_set_valign (check, GTK_ALIGN_CENTER);
  adw_action_row_add_prefix (ADW_ACTION_ROW (row), check);
  adw_action_row_set_activatable_widget (ADW_ACTION_ROW (row), check);
  g_object_set_data (G_OBJECT (check), "variant", (gpointer) variant);
  g_object_set_data (G_OBJECT (check), "value", (gpointer) value);
  g_signal_connect (check, "toggled", G_CALLBACK (on_reading_toggled), self);
  return row;
}

/* A variant with readings: its title, and under it the reading set, in
 * full however long the sentence and narrow the sidebar; in edit mode
 * it opens on the readings to choose from.  What the variant is about
 * is its tooltip. */
static GtkWidget *
readings_row (TsrRulesPanel    *self,
              TsrGame          *game,
              const TsrVariant *variant,
              const char       *title,
              gboolean          editable)
{
  const char *value = tsr_game_get_variant (game, variant->id);
  const char *chosen = NULL;
  GtkWidget *row = editable ? adw_expander_row_new () : adw_action_row_new ();
  GtkWidget *group = NULL;

  for (guint i = 0; i < variant->values->len; i++)
    {
      const TsrVariantValue *v = g_ptr_array_index (variant->values, i);

      if (g_strcmp0 (v->id, value) == 0)
        chosen = value_label (v);
      if (editable)
        {
          GtkWidget *reading = reading_row (self, variant, v, g_strcmp0 (v->id, value) == 0, group);

          if (group == NULL)
            group = adw_action_row_get_activatable_widget (ADW_ACTION_ROW (reading));
          adw_expander_row_add_row (ADW_EXPANDER_ROW (row), reading);
        }
    }

  adw_preferences_row_set_title (ADW_PREFERENCES_ROW (row), title);
  tsr_tooltip_set (row, first_line (variant->text));
  if (editable)
    {
      adw_expander_row_set_subtitle (ADW_EXPANDER_ROW (row), chosen);
      tsr_a11y_name_expander_row (ADW_EXPANDER_ROW (row));
      adw_expander_row_add_action (ADW_EXPANDER_ROW (row), compare_button (variant));
    }
  else
    {
      /* In play the reading cannot change, but the readings can still be
       * compared. */
      adw_action_row_set_subtitle (ADW_ACTION_ROW (row), chosen);
      adw_action_row_add_suffix (ADW_ACTION_ROW (row), compare_button (variant));
    }
  return row;
}

/* A variant's row, under @title (its own title when %NULL). */
static GtkWidget *
variant_row (TsrRulesPanel    *self,
             TsrGame          *game,
             const TsrVariant *variant,
             const char       *title,
             gboolean          editable)
{
  const char *value = tsr_game_get_variant (game, variant->id);
  GtkWidget *row;
  GtkWidget *spin;

  if (title == NULL)
    title = tsr_translate (variant->title);
  if (!variant->integer)
    return readings_row (self, game, variant, title, editable);

  row = adw_action_row_new ();
  spin = gtk_spin_button_new_with_range (1, 999, 1);
  gtk_spin_button_set_value (GTK_SPIN_BUTTON (spin), g_ascii_strtod (value != NULL ? value : "1", NULL));
  gtk_widget_set_valign (spin, GTK_ALIGN_CENTER);
  gtk_widget_set_sensitive (spin, editable);
  g_object_set_data (G_OBJECT (spin), "variant", (gpointer) variant);
  g_signal_connect (spin, "value-changed", G_CALLBACK (on_variant_number), self);
  gtk_accessible_update_property (GTK_ACCESSIBLE (spin), GTK_ACCESSIBLE_PROPERTY_LABEL, title, -1);
  adw_action_row_add_suffix (ADW_ACTION_ROW (row), spin);
  adw_preferences_row_set_title (ADW_PREFERENCES_ROW (row), title);
  if (first_line (variant->text) != NULL)
    adw_action_row_set_subtitle (ADW_ACTION_ROW (row), first_line (variant->text));
  return row;
}

static void
on_map (TsrRulesPanel *self)
{
  if (self->stale)
    tsr_rules_panel_refresh (self);
}

/* A panel not on screen is refreshed when it is shown: its rows are
 * many, and moving through a game's steps would rebuild them every step. */
void
tsr_rules_panel_refresh (TsrRulesPanel *self)
{
  GPtrArray *modules = tsr_rulebook_get_modules (tsr_rulebook_get_default ());
  TsrGame *game;
  gboolean editable;
  gboolean editions = FALSE;

  self->stale = !gtk_widget_get_mapped (GTK_WIDGET (self));
  if (self->stale)
    return;

  self->updating = TRUE;
  for (guint i = 0; i < self->rows->len; i++)
    {
      GtkWidget *row = g_ptr_array_index (self->rows, i);

      adw_preferences_group_remove (ADW_PREFERENCES_GROUP (gtk_widget_get_ancestor (row, ADW_TYPE_PREFERENCES_GROUP)),
                                    row);
    }
  g_ptr_array_set_size (self->rows, 0);

  if (self->document == NULL)
    {
      self->updating = FALSE;
      return;
    }

  game = tsr_document_get_game (self->document);
  editable = tsr_document_get_mode (self->document) == TSR_DOCUMENT_EDIT;
  adw_preferences_group_set_description (self->modules_group,
                                         editable ? NULL
                                                  : _("Switch to Edit to change the rules of the position."));

  for (guint i = 0; i < modules->len; i++)
    {
      const TsrModuleText *module = g_ptr_array_index (modules, i);
      GtkWidget *row;

      /* The base game is always in play. */
      if (g_str_equal (module->id, "base"))
        continue;
      row = module_row (self, game, module, editable);
      adw_preferences_group_add (self->modules_group, row);
      g_ptr_array_add (self->rows, row);
    }

  for (guint i = 0; i < modules->len; i++)
    {
      const TsrModuleText *module = g_ptr_array_index (modules, i);

      if (!tsr_game_has_module (game, module->id))
        continue;
      for (guint j = 0; j < module->variants->len; j++)
        {
          const TsrVariant *variant = g_ptr_array_index (module->variants, j);
          /* An edition is what a box holds, not a reading of a rule: it
           * has a group of its own, each row named after its module. */
          gboolean edition = g_str_has_suffix (variant->id, ".edition");
          GtkWidget *row = variant_row (self, game, variant, edition ? tsr_translate (module->title) : NULL, editable);

          adw_preferences_group_add (edition ? self->editions_group : self->variants_group, row);
          g_ptr_array_add (self->rows, row);
          editions |= edition;
        }
    }
  gtk_widget_set_visible (GTK_WIDGET (self->editions_group), editions);

  self->updating = FALSE;
}

void
tsr_rules_panel_set_document (TsrRulesPanel *self,
                              TsrDocument   *document)
{
  g_set_object (&self->document, document);
  tsr_rules_panel_refresh (self);
}

static void
tsr_rules_panel_dispose (GObject *object)
{
  TsrRulesPanel *self = TSR_RULES_PANEL (object);
  GtkWidget *child;

  gtk_widget_dispose_template (GTK_WIDGET (self), TSR_TYPE_RULES_PANEL);
  /* The template's root is not bound to a field, so it goes by hand. */
  while ((child = gtk_widget_get_first_child (GTK_WIDGET (self))) != NULL)
    gtk_widget_unparent (child);
  g_clear_object (&self->document);
  g_clear_pointer (&self->rows, g_ptr_array_unref);

  G_OBJECT_CLASS (tsr_rules_panel_parent_class)->dispose (object);
}

static void
tsr_rules_panel_class_init (TsrRulesPanelClass *klass)
{
  GObjectClass *object_class = G_OBJECT_CLASS (klass);
  GtkWidgetClass *widget_class = GTK_WIDGET_CLASS (klass);

  object_class->dispose = tsr_rules_panel_dispose;

  /**
   * TsrRulesPanel::message:
   * @message: a sentence for the user
   */
  signals[MESSAGE] = g_signal_new ("message", G_TYPE_FROM_CLASS (klass), G_SIGNAL_RUN_LAST,
                                   0, NULL, NULL, NULL, G_TYPE_NONE, 1, G_TYPE_STRING);

  gtk_widget_class_set_template_from_resource (widget_class, RESOURCE_BASE "/tsr-rules-panel.ui");
  gtk_widget_class_bind_template_child (widget_class, TsrRulesPanel, modules_group);
  gtk_widget_class_bind_template_child (widget_class, TsrRulesPanel, editions_group);
  gtk_widget_class_bind_template_child (widget_class, TsrRulesPanel, variants_group);
  gtk_widget_class_set_layout_manager_type (widget_class, GTK_TYPE_BIN_LAYOUT);
}

static void
tsr_rules_panel_init (TsrRulesPanel *self)
{
  gtk_widget_init_template (GTK_WIDGET (self));

  self->rows = g_ptr_array_new ();
  g_signal_connect (self, "map", G_CALLBACK (on_map), NULL);
}
